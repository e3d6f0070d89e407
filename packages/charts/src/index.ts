export { downsampleLttb, type SeriesPoint } from "./downsample";
