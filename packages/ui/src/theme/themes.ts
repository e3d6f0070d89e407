import { darkTheme, lightTheme, partnerTheme } from "./theme.css";
import { darkTokens, lightTokens, partnerTokens, type ThemeTokens } from "./tokens";

/** The product's theme names. */
export const THEME_NAMES = ["light", "dark", "partner"] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

/** Class name of each theme. */
export const themeClassNames: Record<ThemeName, string> = {
  light: lightTheme,
  dark: darkTheme,
  partner: partnerTheme,
};

/** Raw tokens of each theme (brands are merged over them at run time). */
export const themeTokens: Record<ThemeName, ThemeTokens> = {
  light: lightTokens,
  dark: darkTokens,
  partner: partnerTokens,
};
