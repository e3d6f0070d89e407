export {
  ActualVsForecastChart,
  type ActualVsForecastChartProps,
  type ActualVsForecastPeriod,
} from "./ActualVsForecastChart";
export { ChartDataTable, type ChartDataTableProps, type DataTableRow } from "./a11y/ChartDataTable";
export {
  type AccountBalances,
  BalanceByAccountChart,
  type BalanceByAccountChartProps,
  type BalanceRow,
  buildBalanceRows,
} from "./BalanceByAccountChart";
export {
  belowThresholdRuns,
  buildCashFlowRows,
  CashFlowChart,
  type CashFlowChartProps,
  type CashFlowPeriod,
  type CashFlowRow,
  type CashFlowScenario,
  compareFlow,
  type PeriodStatus,
} from "./CashFlowChart";
export {
  type CategoryAmount,
  CategoryBreakdownChart,
  type CategoryBreakdownChartProps,
} from "./CategoryBreakdownChart";
export { downsampleLttb, type SeriesPoint } from "./downsample";
export { downsampleRows } from "./downsampleRows";
export {
  compactMoneyFormatter,
  moneyFormatter,
  percentFormatter,
  type ValueUnit,
  valueFormatter,
} from "./format/money";
export { periodLabel } from "./format/periodLabel";
export * from "./IndicatorChart";
export { Sparkline, type SparklinePoint, type SparklineProps } from "./Sparkline";
export { type ChartTheme, readChartTheme } from "./theme/chartTheme";
export { useChartTheme } from "./theme/useChartTheme";
