/**
 * The benchmark page: exposes `window.trezoChartsBench.measure(caseName)`, which renders one chart into
 * a fresh container and resolves with the milliseconds from `render` until the SVG is complete (every
 * bar and line drawn) and laid out. Built by Vite in production mode, driven by ../charts.bench.ts.
 */
import { LocaleProvider } from "@trezo/ui/i18n";
import { lightTheme } from "@trezo/ui/theme";
import type { ReactNode } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import { BalanceByAccountChart } from "../../src/BalanceByAccountChart";
import { CashFlowChart } from "../../src/CashFlowChart";
import { frenchSmeCashFlow, frenchSmeDailyBalances } from "../../src/fixtures/frenchSme";

const sixtyMonthsFourScenarios = frenchSmeCashFlow({
  startMonth: "2024-01",
  months: 60,
  currentMonth: "2026-11",
  scenarios: 4,
});
const fiveYearsDaily = [
  { id: "ca", name: "Crédit Agricole · compte courant", points: frenchSmeDailyBalances({ days: 1826 }) },
];

interface BenchCase {
  node: (width: number | undefined) => ReactNode;
  /** Whether the chart is completely drawn. */
  drawn: (container: HTMLElement) => boolean;
}

const cases: Record<string, BenchCase> = {
  cashFlow60x4: {
    node: (width) => (
      <CashFlowChart
        scenarios={sixtyMonthsFourScenarios}
        threshold={4_000_000}
        today="2026-11"
        width={width}
      />
    ),
    drawn: (container) =>
      container.querySelectorAll(".recharts-bar-rectangle").length === 120 &&
      container.querySelectorAll(".recharts-line-curve").length === 5,
  },
  daily1826: {
    node: (width) => <BalanceByAccountChart accounts={fiveYearsDaily} threshold={2_000_000} width={width} />,
    drawn: (container) =>
      (container.querySelector(".recharts-area-curve")?.getAttribute("d")?.length ?? 0) > 100,
  },
  daily1826NoDownsampling: {
    node: (width) => (
      <BalanceByAccountChart accounts={fiveYearsDaily} threshold={2_000_000} maxPoints={2000} width={width} />
    ),
    drawn: (container) =>
      (container.querySelector(".recharts-area-curve")?.getAttribute("d")?.length ?? 0) > 100,
  },
};

/** Yields to the event loop without the 4 ms clamp of nested timers. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function measure(caseName: string, responsive: boolean): Promise<number> {
  const benchCase = cases[caseName];
  if (!benchCase) throw new Error(`No bench case ${caseName}`);
  const container = document.createElement("div");
  container.className = lightTheme;
  container.style.width = "1000px";
  document.body.append(container);
  const root = createRoot(container);
  const started = performance.now();
  flushSync(() =>
    root.render(
      <LocaleProvider locale="fr-FR">{benchCase.node(responsive ? undefined : 1000)}</LocaleProvider>,
    ),
  );
  while (!benchCase.drawn(container)) {
    if (performance.now() - started > 10_000) throw new Error(`${caseName} never finished drawing`);
    await nextTask();
  }
  container.getBoundingClientRect();
  const elapsed = performance.now() - started;
  root.unmount();
  container.remove();
  return elapsed;
}

declare global {
  interface Window {
    trezoChartsBench: { measure: typeof measure; ready: true };
  }
}

window.trezoChartsBench = { measure, ready: true };
