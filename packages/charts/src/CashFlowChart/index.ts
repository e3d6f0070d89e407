export { CashFlowChart, type CashFlowChartProps } from "./CashFlowChart";
export {
  belowThresholdRuns,
  buildCashFlowRows,
  type CashFlowPeriod,
  type CashFlowRow,
  type CashFlowScenario,
  compareFlow,
  type PeriodStatus,
} from "./cashFlowData";
