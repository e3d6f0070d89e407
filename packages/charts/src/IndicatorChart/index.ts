export {
  DEFAULT_INDICATOR_COLOR,
  IndicatorChart,
  type IndicatorChartProps,
  type IndicatorPoint,
} from "./IndicatorChart";
