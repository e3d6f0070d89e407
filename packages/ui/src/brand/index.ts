export {
  type BrandContextValue,
  BrandProvider,
  type BrandProviderProps,
  useBrand,
  usePortalThemeClassName,
} from "./BrandProvider";
export { type Branding, type BrandResolution, type BrandValues, resolveBranding } from "./branding";
export {
  colorDistance,
  contrastRatio,
  interactiveShades,
  MIN_TEXT_CONTRAST,
  normalizeColor,
  readableOn,
  shiftLightness,
} from "./color";
export { BRAND_FIXTURES, type BrandFixtureName } from "./fixtures";
