/**
 * Raw design tokens. Themes are built from these by `themeValues` (theme.css.ts); nothing else reads
 * raw tokens, so a brand or a new theme only ever changes values, never names.
 */
export const palette = {
  ink: { 900: "#0f1b2d", 700: "#33425a", 500: "#5d6b82", 300: "#a7b1c2", 100: "#e7ebf1", 50: "#f5f7fa" },
  brand: { 700: "#143c8c", 600: "#1d4fb8", 500: "#2b63d9", 100: "#dfe8fb" },
  white: "#ffffff",
} as const;

export interface ThemeTokens {
  color: {
    background: string;
    surface: string;
    text: string;
    textMuted: string;
    border: string;
    accent: string;
    accentHover: string;
    accentText: string;
    focusRing: string;
  };
  font: { body: string };
  radius: { sm: string; md: string };
  space: { xs: string; sm: string; md: string; lg: string };
}

export const lightTokens: ThemeTokens = {
  color: {
    background: palette.ink[50],
    surface: palette.white,
    text: palette.ink[900],
    textMuted: palette.ink[500],
    border: palette.ink[100],
    accent: palette.brand[600],
    accentHover: palette.brand[700],
    accentText: palette.white,
    focusRing: palette.brand[500],
  },
  font: { body: '"Inter", system-ui, -apple-system, "Segoe UI", sans-serif' },
  radius: { sm: "4px", md: "8px" },
  space: { xs: "4px", sm: "8px", md: "16px", lg: "24px" },
};
