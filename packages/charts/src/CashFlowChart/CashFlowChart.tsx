import { useMemo } from "react";
import {
  Bar,
  CartesianGrid,
  ComposedChart,
  Legend,
  Line,
  ReferenceArea,
  ReferenceLine,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { ChartFigure } from "../a11y/ChartFigure";
import type { ChartFrameProps } from "../chartFrameProps";
import { periodLabel } from "../format/periodLabel";
import { niceTicks } from "../scale/niceTicks";
import { seriesColor } from "../theme/chartTheme";
import { useChartSetup, useMoneyFormatters } from "../theme/useChartSetup";
import { CashFlowTooltip } from "./CashFlowTooltip";
import {
  belowThresholdRuns,
  buildCashFlowRows,
  type CashFlowRow,
  type CashFlowScenario,
  signedFlow,
} from "./cashFlowData";

export interface CashFlowChartProps extends ChartFrameProps {
  /** Scenarios to draw; the first is the base scenario (bars and main balance line), others overlay their balance. */
  scenarios: readonly CashFlowScenario[];
  /** Balance threshold in cents: drawn as a line, periods ending below it are highlighted. */
  threshold?: number | undefined;
  /** Key of the period that contains today: the today marker. */
  today?: string | undefined;
}

/**
 * The cash-flow chart of the dashboard: income above and expense below the axis per period, the end
 * balance as a line (solid on actual periods, dashed on forecast ones, forecast bars lighter and
 * outlined), a today marker, the threshold with the periods ending below it highlighted, the other
 * scenarios' balances overlaid, and a tooltip with actual, forecast and variance.
 */
export function CashFlowChart({
  scenarios,
  locale: localeProp,
  currency = "EUR",
  threshold,
  today,
  name,
  height = 360,
  width,
  animate = false,
}: CashFlowChartProps) {
  const { locale, theme, figure, size, t, tableCaption, axis, legendStyle, thresholdLabel } = useChartSetup(
    localeProp,
    height,
    width,
  );
  const { money, compact } = useMoneyFormatters(locale, currency);
  const rows = useMemo(
    () => buildCashFlowRows(scenarios, (key) => periodLabel(key, locale), threshold),
    [scenarios, locale, threshold],
  );
  const runs = useMemo(() => belowThresholdRuns(rows), [rows]);
  // Round ticks on both axes: the flows' around zero, the balances' around every scenario and the threshold.
  const flowTicks = useMemo(
    () =>
      niceTicks(
        rows.flatMap((row) => [row.income, -row.expense]),
        5,
        true,
      ),
    [rows],
  );
  const balanceTicks = useMemo(
    () =>
      niceTicks([
        ...rows.flatMap((row) =>
          row.scenarioBalances.filter((balance): balance is number => balance !== null),
        ),
        ...(threshold === undefined ? [] : [threshold]),
      ]),
    [rows, threshold],
  );
  const labelByKey = useMemo(() => new Map(rows.map((row) => [row.key, row.label])), [rows]);
  const scenarioNames = scenarios.map((scenario) => scenario.name);
  // Stable accessors of the overlaid scenarios' balances (drawn from the current period on): a new
  // function on each render makes recharts recompute the series.
  const overlayBalanceOf = useMemo(
    () =>
      scenarios
        .slice(1)
        .map(
          (_, offset) => (row: CashFlowRow) =>
            row.status === "actual" ? null : (row.scenarioBalances[offset + 1] ?? null),
        ),
    [scenarios],
  );
  const accessibleName = name ?? t("charts.names.cashFlow");
  const statusText = (row: CashFlowRow) =>
    row.status === "actual"
      ? t("charts.series.actual")
      : row.status === "forecast"
        ? t("charts.series.forecast")
        : `${t("charts.series.actual")} + ${t("charts.series.forecast")}`;

  const table = {
    caption: tableCaption(accessibleName),
    columns: [
      t("charts.table.period"),
      t("charts.table.kind"),
      t("charts.series.income"),
      t("charts.series.expense"),
      scenarios.length > 1
        ? `${t("charts.series.endBalance")} · ${scenarioNames[0]}`
        : t("charts.series.endBalance"),
      ...scenarioNames.slice(1).map((scenarioName) => `${t("charts.series.endBalance")} · ${scenarioName}`),
      ...(threshold === undefined ? [] : [t("charts.series.belowThreshold")]),
    ],
    rows: rows.map((row) => ({
      key: row.key,
      header: row.key === today ? `${row.label} (${t("charts.series.today")})` : row.label,
      cells: [
        statusText(row),
        money(signedFlow("income", row.income)),
        money(signedFlow("expense", row.expense)),
        ...row.scenarioBalances.map((balance) => (balance === null ? "—" : money(balance))),
        ...(threshold === undefined ? [] : [row.belowThreshold ? "✓" : ""]),
      ],
    })),
  };

  return (
    <ChartFigure {...figure} name={accessibleName} table={table} testId="cash-flow-chart">
      <ComposedChart
        data={rows}
        stackOffset="sign"
        accessibilityLayer={false}
        margin={{ top: 20, right: 8, bottom: 4, left: 8 }}
        {...size}
      >
        <CartesianGrid stroke={theme.grid} vertical={false} />
        <XAxis
          dataKey="key"
          tickFormatter={(key: string) => labelByKey.get(key) ?? key}
          {...axis}
          minTickGap={12}
          {...(rows.length > 24 ? { interval: Math.ceil(rows.length / 12) - 1 } : {})}
        />
        <YAxis
          yAxisId="flows"
          tickFormatter={compact}
          {...axis}
          width={72}
          ticks={flowTicks}
          domain={[flowTicks[0] ?? 0, flowTicks.at(-1) ?? 0]}
          interval={0}
        />
        <YAxis
          yAxisId="balance"
          orientation="right"
          ticks={balanceTicks}
          domain={[balanceTicks[0] ?? 0, balanceTicks.at(-1) ?? 0]}
          interval={0}
          tickFormatter={compact}
          {...axis}
          width={72}
        />
        {runs.map((run) => (
          <ReferenceArea
            key={run.firstKey}
            yAxisId="flows"
            x1={run.firstKey}
            x2={run.lastKey}
            fill={theme.expense}
            fillOpacity={0.1}
            className="trezo-below-threshold"
          />
        ))}
        <ReferenceLine yAxisId="flows" y={0} stroke={theme.textMuted} strokeOpacity={0.5} />
        {(
          [
            ["incomeActualBar", "income", false],
            ["incomeForecastBar", "income", true],
            ["expenseActualBar", "expense", false],
            ["expenseForecastBar", "expense", true],
          ] as const
        ).map(([dataKey, flow, forecast]) => (
          <Bar
            key={dataKey}
            yAxisId="flows"
            dataKey={dataKey}
            name={t(`charts.series.${flow}`)}
            stackId="flows"
            fill={flow === "income" ? theme.income : theme.expense}
            fillOpacity={forecast ? 0.35 : 1}
            stroke={forecast ? (flow === "income" ? theme.income : theme.expense) : "none"}
            strokeDasharray={forecast ? "3 2" : undefined}
            legendType={forecast ? "none" : "rect"}
            className={forecast ? "trezo-forecast-bar" : "trezo-actual-bar"}
            isAnimationActive={animate}
            maxBarSize={28}
          />
        ))}
        <Line
          yAxisId="balance"
          dataKey="actualBalance"
          name={
            scenarios.length > 1
              ? `${t("charts.series.endBalance")} · ${scenarioNames[0]}`
              : t("charts.series.endBalance")
          }
          stroke={theme.accent}
          strokeWidth={2.5}
          dot={false}
          isAnimationActive={animate}
        />
        <Line
          yAxisId="balance"
          dataKey="forecastBalance"
          legendType="none"
          stroke={theme.accent}
          strokeWidth={2.5}
          strokeDasharray="6 4"
          dot={false}
          isAnimationActive={animate}
        />
        {scenarioNames.slice(1).map((scenarioName, offset) => (
          <Line
            key={scenarios[offset + 1]?.id ?? scenarioName}
            yAxisId="balance"
            dataKey={overlayBalanceOf[offset] ?? "endBalance"}
            name={`${t("charts.series.endBalance")} · ${scenarioName}`}
            stroke={seriesColor(theme, offset + 1)}
            strokeWidth={2}
            strokeDasharray="2 3"
            dot={false}
            isAnimationActive={animate}
          />
        ))}
        {threshold === undefined ? null : (
          <ReferenceLine
            yAxisId="balance"
            y={threshold}
            stroke={theme.threshold}
            strokeWidth={1.5}
            strokeDasharray="5 4"
            label={thresholdLabel(`${t("charts.series.threshold")} ${money(threshold)}`)}
          />
        )}
        {today === undefined ? null : (
          <ReferenceLine
            yAxisId="flows"
            x={today}
            stroke={theme.text}
            strokeWidth={1.5}
            label={{
              value: t("charts.series.today"),
              fill: theme.text,
              fontSize: 11,
              fontFamily: theme.fontFamily,
              position: "top",
            }}
          />
        )}
        <Tooltip
          cursor={{ fill: theme.grid, fillOpacity: 0.5 }}
          content={({ active, payload }) => {
            const row = payload?.[0]?.payload as CashFlowRow | undefined;
            return active && row ? (
              <CashFlowTooltip
                row={row}
                scenarioNames={scenarioNames}
                locale={locale}
                money={money}
                theme={theme}
              />
            ) : null;
          }}
        />
        <Legend wrapperStyle={{ ...legendStyle, color: theme.text }} />
      </ComposedChart>
    </ChartFigure>
  );
}
