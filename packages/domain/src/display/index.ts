export { SCREEN_SCALE_BY_PIXEL_RATIO, scaledSize, screenScale, screenScaleCoefficient } from "./screenScale";
