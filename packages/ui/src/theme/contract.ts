/**
 * The shape of the theme contract, as plain data: every leaf is one CSS variable. `theme.css.ts` turns it
 * into `vars` with `createThemeContract`; `themeValues` returns an object of exactly this shape.
 */
const leaf = null;

export const contractShape = {
  color: {
    background: leaf,
    surface: leaf,
    surfaceRaised: leaf,
    surfaceSunken: leaf,
    text: leaf,
    textMuted: leaf,
    border: leaf,
    borderStrong: leaf,
    accent: leaf,
    accentHover: leaf,
    accentActive: leaf,
    accentText: leaf,
    accentSoft: leaf,
    focusRing: leaf,
    success: leaf,
    successText: leaf,
    successSoft: leaf,
    danger: leaf,
    dangerHover: leaf,
    dangerText: leaf,
    dangerSoft: leaf,
    warning: leaf,
    warningText: leaf,
    warningSoft: leaf,
    info: leaf,
    infoText: leaf,
    infoSoft: leaf,
    indicator: leaf,
    overlay: leaf,
  },
  /** The application header: brandable at run time (app_header_bg_color). */
  header: { background: leaf, backgroundHover: leaf, backgroundActive: leaf, text: leaf },
  /** The side navigation: brandable at run time (menu text colours). */
  nav: { background: leaf, text: leaf, activeText: leaf, activeBackground: leaf, hoverBackground: leaf },
  font: { body: leaf, heading: leaf, mono: leaf },
  fontSize: { xs: leaf, sm: leaf, md: leaf, lg: leaf, xl: leaf, xxl: leaf },
  fontWeight: { regular: leaf, medium: leaf, semibold: leaf, bold: leaf },
  lineHeight: { tight: leaf, normal: leaf },
  space: { xxs: leaf, xs: leaf, sm: leaf, md: leaf, lg: leaf, xl: leaf, xxl: leaf },
  radius: { sm: leaf, md: leaf, lg: leaf, full: leaf },
  shadow: { sm: leaf, md: leaf, lg: leaf },
  zIndex: {
    base: leaf,
    sticky: leaf,
    header: leaf,
    overlay: leaf,
    modal: leaf,
    popover: leaf,
    notification: leaf,
    tooltip: leaf,
    spinner: leaf,
  },
  motion: { fast: leaf, normal: leaf, slow: leaf, easing: leaf },
};

type Leaves<T> = { [K in keyof T]: T[K] extends null ? string : Leaves<T[K]> };

/** Values for every variable of the contract. */
export type ThemeValues = Leaves<typeof contractShape>;
