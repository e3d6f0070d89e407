import { createSprinkles, defineProperties } from "@vanilla-extract/sprinkles";
import { vars } from "../theme/theme.css";

/** Breakpoints: phones first; tablets from 768 px; desktops from 1024 px. */
export const breakpoints = { tablet: 768, desktop: 1024 } as const;

const space = { none: "0", ...vars.space, auto: "auto" };

const responsive = defineProperties({
  conditions: {
    mobile: {},
    tablet: { "@media": `screen and (min-width: ${breakpoints.tablet}px)` },
    desktop: { "@media": `screen and (min-width: ${breakpoints.desktop}px)` },
  },
  defaultCondition: "mobile",
  properties: {
    display: ["none", "block", "inline", "inline-block", "flex", "inline-flex", "grid"],
    flexDirection: ["row", "column", "row-reverse", "column-reverse"],
    flexWrap: ["wrap", "nowrap"],
    alignItems: ["stretch", "flex-start", "center", "flex-end", "baseline"],
    justifyContent: ["flex-start", "center", "flex-end", "space-between", "space-around"],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: { auto: "auto", full: "100%" },
    textAlign: ["left", "center", "right"],
  },
  shorthands: {
    padding: ["paddingTop", "paddingBottom", "paddingLeft", "paddingRight"],
    paddingX: ["paddingLeft", "paddingRight"],
    paddingY: ["paddingTop", "paddingBottom"],
    margin: ["marginTop", "marginBottom", "marginLeft", "marginRight"],
    marginX: ["marginLeft", "marginRight"],
    marginY: ["marginTop", "marginBottom"],
  },
});

const themed = defineProperties({
  properties: {
    background: {
      background: vars.color.background,
      surface: vars.color.surface,
      surfaceRaised: vars.color.surfaceRaised,
      surfaceSunken: vars.color.surfaceSunken,
      accentSoft: vars.color.accentSoft,
      transparent: "transparent",
    },
    color: { text: vars.color.text, muted: vars.color.textMuted, accent: vars.color.accent },
    borderRadius: { none: "0", ...vars.radius },
    boxShadow: { none: "none", ...vars.shadow },
    flexGrow: { 0: "0", 1: "1" },
    flexShrink: { 0: "0", 1: "1" },
    minWidth: { 0: "0" },
    overflow: ["hidden", "auto", "visible"],
    position: ["relative", "absolute", "sticky", "static"],
  },
});

/** Atomic layout classes over the theme's scales (see Box). */
export const sprinkles = createSprinkles(responsive, themed);
export type Sprinkles = Parameters<typeof sprinkles>[0];
