import { createTheme, createThemeContract } from "@vanilla-extract/css";
import { themeValues } from "./themeValues";
import { lightTokens } from "./tokens";

/** The one theme contract: every theme and every brand fills all of it. */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    text: null,
    textMuted: null,
    border: null,
    accent: null,
    accentHover: null,
    accentText: null,
    focusRing: null,
  },
  font: { body: null },
  radius: { sm: null, md: null },
  space: { xs: null, sm: null, md: null, lg: null },
});

export const lightTheme = createTheme(vars, themeValues(lightTokens));
