export type { ThemeValues } from "./contract";
export { darkTheme, lightTheme, partnerTheme, themeRoot, vars } from "./theme.css";
export { THEME_NAMES, type ThemeName, themeClassNames, themeTokens } from "./themes";
export { themeValues } from "./themeValues";
export {
  darkTokens,
  INDICATOR_DEFAULT,
  lightTokens,
  palette,
  partnerTokens,
  type ThemeTokens,
} from "./tokens";
