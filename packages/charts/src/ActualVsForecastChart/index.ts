export {
  ActualVsForecastChart,
  type ActualVsForecastChartProps,
  type ActualVsForecastPeriod,
} from "./ActualVsForecastChart";
