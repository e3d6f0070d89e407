export { lightTheme, vars } from "./theme.css";
export { themeValues } from "./themeValues";
export { lightTokens, palette, type ThemeTokens } from "./tokens";
