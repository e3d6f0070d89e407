/**
 * Raw design tokens: colour scales, type, spacing, radii, shadows, layers and motion.
 *
 * Themes are built from these by `themeValues` (themeValues.ts); components never read raw tokens, only
 * the contract (`vars`), so a brand or a new theme only ever changes values, never names.
 */
export const palette = {
  ink: {
    950: "#08111f",
    900: "#0f1b2d",
    800: "#1d2a3f",
    700: "#33425a",
    600: "#4a5870",
    500: "#5d6b82",
    400: "#8190a6",
    300: "#a7b1c2",
    200: "#cdd4df",
    100: "#e7ebf1",
    50: "#f5f7fa",
  },
  brand: { 900: "#0d2a66", 700: "#143c8c", 600: "#1d4fb8", 500: "#2b63d9", 300: "#8fb0f0", 100: "#dfe8fb" },
  green: { 800: "#0b5e3c", 700: "#0f7a4d", 500: "#30ce8f", 300: "#8ee5c0", 100: "#ddf7ec" },
  red: { 800: "#8f1d1d", 700: "#b42323", 500: "#e5484d", 300: "#f3a5a7", 100: "#fde7e7" },
  orange: { 800: "#7a3e00", 700: "#9a4d00", 500: "#f59e0b", 300: "#fbd38d", 100: "#fef3dc" },
  blue: { 800: "#0b4a80", 700: "#0e5ea3", 500: "#3b9be8", 300: "#9ccdf5", 100: "#e2f1fd" },
  plum: { 900: "#2d1240", 700: "#5b2380", 600: "#6f2c9c", 500: "#8a3fbf", 100: "#f1e6f8" },
  white: "#ffffff",
  black: "#000000",
} as const;

/** Trezo's default indicator colour (the green of positive balances and progress). */
export const INDICATOR_DEFAULT = "#30CE8F";

/**
 * What a theme chooses. Everything else in the contract (hover and active shades, foregrounds with a
 * 4.5:1 contrast) is derived by `themeValues`, so themes and brands cannot get it wrong.
 */
export interface ThemeTokens {
  /** `light` or `dark`: tells derivations which way "hover" goes and which colour-scheme the page is. */
  scheme: "light" | "dark";
  color: {
    background: string;
    surface: string;
    surfaceRaised: string;
    surfaceSunken: string;
    text: string;
    textMuted: string;
    border: string;
    borderStrong: string;
    accent: string;
    accentSoft: string;
    focusRing: string;
    success: string;
    successSoft: string;
    danger: string;
    dangerSoft: string;
    warning: string;
    warningSoft: string;
    info: string;
    infoSoft: string;
    indicator: string;
    overlay: string;
    headerBackground: string;
    navBackground: string;
    /** Menu text colour; undefined means "computed from the navigation background". */
    navText?: string;
    navActiveText?: string;
  };
  font: { body: string; heading: string; mono: string };
  fontSize: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  fontWeight: { regular: string; medium: string; semibold: string; bold: string };
  lineHeight: { tight: string; normal: string };
  space: { xxs: string; xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
  radius: { sm: string; md: string; lg: string; full: string };
  shadow: { sm: string; md: string; lg: string };
  zIndex: {
    base: string;
    sticky: string;
    header: string;
    overlay: string;
    modal: string;
    popover: string;
    notification: string;
    tooltip: string;
    spinner: string;
  };
  motion: { fast: string; normal: string; slow: string; easing: string };
}

const INTER = '"Inter", system-ui, -apple-system, "Segoe UI", sans-serif';

const shared = {
  font: { body: INTER, heading: INTER, mono: 'ui-monospace, "SFMono-Regular", Menlo, monospace' },
  fontSize: { xs: "12px", sm: "13px", md: "15px", lg: "18px", xl: "22px", xxl: "28px" },
  fontWeight: { regular: "400", medium: "500", semibold: "600", bold: "700" },
  lineHeight: { tight: "1.25", normal: "1.5" },
  space: { xxs: "2px", xs: "4px", sm: "8px", md: "16px", lg: "24px", xl: "32px", xxl: "48px" },
  radius: { sm: "4px", md: "8px", lg: "12px", full: "9999px" },
  zIndex: {
    base: "0",
    sticky: "10",
    header: "100",
    overlay: "1000",
    modal: "1010",
    popover: "1100",
    notification: "1200",
    tooltip: "1300",
    spinner: "1400",
  },
  motion: { fast: "120ms", normal: "200ms", slow: "320ms", easing: "cubic-bezier(0.2, 0, 0, 1)" },
} satisfies Partial<ThemeTokens>;

/** The default theme. */
export const lightTokens: ThemeTokens = {
  ...shared,
  scheme: "light",
  color: {
    background: palette.ink[50],
    surface: palette.white,
    surfaceRaised: palette.white,
    surfaceSunken: palette.ink[100],
    text: palette.ink[900],
    textMuted: palette.ink[600],
    border: palette.ink[200],
    borderStrong: palette.ink[500],
    accent: palette.brand[600],
    accentSoft: palette.brand[100],
    focusRing: palette.brand[500],
    success: palette.green[700],
    successSoft: palette.green[100],
    danger: palette.red[700],
    dangerSoft: palette.red[100],
    warning: palette.orange[700],
    warningSoft: palette.orange[100],
    info: palette.blue[700],
    infoSoft: palette.blue[100],
    indicator: INDICATOR_DEFAULT,
    overlay: "rgb(15 27 45 / 0.45)",
    headerBackground: palette.brand[900],
    navBackground: palette.white,
  },
  shadow: {
    sm: "0 1px 2px rgb(15 27 45 / 0.08)",
    md: "0 4px 12px rgb(15 27 45 / 0.12)",
    lg: "0 12px 32px rgb(15 27 45 / 0.18)",
  },
};

/** The dark theme: same contract, dark surfaces. */
export const darkTokens: ThemeTokens = {
  ...shared,
  scheme: "dark",
  color: {
    background: palette.ink[950],
    surface: palette.ink[900],
    surfaceRaised: palette.ink[800],
    surfaceSunken: palette.black,
    text: palette.ink[50],
    textMuted: palette.ink[300],
    border: palette.ink[700],
    borderStrong: palette.ink[400],
    accent: palette.brand[300],
    accentSoft: palette.brand[900],
    focusRing: palette.brand[300],
    success: palette.green[300],
    successSoft: "#0d2e22",
    danger: palette.red[300],
    dangerSoft: "#3a1416",
    warning: palette.orange[300],
    warningSoft: "#3a2708",
    info: palette.blue[300],
    infoSoft: "#0d2a44",
    indicator: INDICATOR_DEFAULT,
    overlay: "rgb(0 0 0 / 0.6)",
    headerBackground: palette.ink[900],
    navBackground: palette.ink[900],
  },
  shadow: {
    sm: "0 1px 2px rgb(0 0 0 / 0.4)",
    md: "0 4px 12px rgb(0 0 0 / 0.5)",
    lg: "0 12px 32px rgb(0 0 0 / 0.6)",
  },
};

const NUNITO = '"Nunito Sans", system-ui, -apple-system, "Segoe UI", sans-serif';

/** An example white-label partner theme: its own palette (plum) and font (Nunito Sans). */
export const partnerTokens: ThemeTokens = {
  ...lightTokens,
  font: { ...shared.font, body: NUNITO, heading: NUNITO },
  radius: { sm: "2px", md: "4px", lg: "6px", full: "9999px" },
  color: {
    ...lightTokens.color,
    background: "#faf7fc",
    accent: palette.plum[600],
    accentSoft: palette.plum[100],
    focusRing: palette.plum[500],
    headerBackground: palette.plum[900],
    navBackground: "#faf7fc",
    navActiveText: palette.plum[700],
  },
};
