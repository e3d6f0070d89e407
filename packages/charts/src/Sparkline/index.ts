export { Sparkline, type SparklinePoint, type SparklineProps } from "./Sparkline";
