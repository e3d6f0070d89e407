import { createTheme, createThemeContract, globalStyle, style } from "@vanilla-extract/css";
import { contractShape } from "./contract";
import { themeValues } from "./themeValues";
import { darkTokens, lightTokens, partnerTokens } from "./tokens";

/** The one theme contract: every theme and every brand fills all of it. */
export const vars = createThemeContract(contractShape);

/** The default theme (class name to put on a root element). */
export const lightTheme = createTheme(vars, themeValues(lightTokens), "light");
/** The dark theme. */
export const darkTheme = createTheme(vars, themeValues(darkTokens), "dark");
/** An example white-label partner theme with its own palette and font. */
export const partnerTheme = createTheme(vars, themeValues(partnerTokens), "partner");

globalStyle(`${darkTheme}`, { colorScheme: "dark" });
globalStyle(`${lightTheme}, ${partnerTheme}`, { colorScheme: "light" });

/** Base text and background of a themed root: put it next to a theme class. */
export const themeRoot = style({
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
});
