import { lightTheme } from "@trezo/ui/theme";
import { describe, expect, it } from "vitest";
import { page } from "vitest/browser";
import { render } from "vitest-browser-react";
import { FIXTURE_ACCOUNTS, frenchSmeDailyBalances } from "../fixtures/frenchSme";
import { BalanceByAccountChart } from "./BalanceByAccountChart";

const accounts = FIXTURE_ACCOUNTS.map((account, accountIndex) => ({
  id: account.id,
  name: account.name,
  points: frenchSmeDailyBalances({ days: 1826, accountIndex }),
}));

describe("BalanceByAccountChart", () => {
  it("stacks one area per account and gives each account's balance and the total per day", async () => {
    const screen = await render(
      <div className={lightTheme} style={{ width: 800 }}>
        <BalanceByAccountChart accounts={accounts} locale="de-DE" maxPoints={200} threshold={2_000_000} />
      </div>,
    );
    await expect.element(screen.getByRole("figure", { name: "Saldo je Konto" })).toBeInTheDocument();
    const figure = screen.getByTestId("balance-by-account-chart").element();
    await expect.poll(() => figure.querySelectorAll(".recharts-area").length).toBe(3);
    const rows = screen.getByRole("table").element().querySelectorAll("tbody tr");
    expect(rows).toHaveLength(200);
    const last = [...(rows[199]?.children ?? [])].map((cell) => cell.textContent ?? "");
    expect(last[0]).toBe("21.11.2026");
    const amount = (text: string) => Number(text.replace(/[^\d,-]/g, "").replace(",", "."));
    expect(amount(last[4] ?? "")).toBeCloseTo(
      amount(last[1] ?? "") + amount(last[2] ?? "") + amount(last[3] ?? ""),
      2,
    );
  });

  it("follows the width of its container", async () => {
    await page.viewport(1000, 800);
    const screen = await render(
      <div className={lightTheme} style={{ width: 420 }}>
        <BalanceByAccountChart accounts={accounts.slice(0, 1)} locale="fr-FR" />
      </div>,
    );
    const figure = screen.getByTestId("balance-by-account-chart").element();
    await expect
      .poll(() => figure.querySelector(".recharts-wrapper > .recharts-surface")?.getAttribute("width"))
      .toBe("420");
  });
});
