export { Button, type ButtonProps } from "./components/Button";
export { lightTheme, lightTokens, palette, type ThemeTokens, themeValues, vars } from "./theme";
