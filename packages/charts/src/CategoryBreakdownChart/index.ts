export {
  type CategoryAmount,
  CategoryBreakdownChart,
  type CategoryBreakdownChartProps,
} from "./CategoryBreakdownChart";
