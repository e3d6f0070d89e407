import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints } from "../../layout/sprinkles.css";
import { vars } from "../../theme/theme.css";

/** Windows under this width get the phone layout (AppShell also reads it to move the header actions). */
export const PHONE_MEDIA_QUERY = `(max-width: ${breakpoints.tablet - 1}px)`;
const mobile = `screen and ${PHONE_MEDIA_QUERY}`;
const HEADER_HEIGHT = "56px";

/** The phone layout's nav: a drawer sliding over the page from the left, below the header. */
const phoneNav = {
  position: "fixed",
  top: HEADER_HEIGHT,
  bottom: 0,
  left: 0,
  width: "min(280px, 85vw)",
  zIndex: vars.zIndex.overlay,
  boxShadow: vars.shadow.lg,
  transform: "translateX(-105%)",
  transition: `transform ${vars.motion.normal} ${vars.motion.easing}`,
} as const;

/** The phone layout's scrim behind the open nav. */
const phoneOpenScrim = {
  display: "block",
  position: "fixed",
  inset: `${HEADER_HEIGHT} 0 0 0`,
  background: vars.color.overlay,
  zIndex: `calc(${vars.zIndex.overlay} - 1)`,
  border: 0,
} as const;

/** The phone layout's help panel: the whole window below the header. */
const phoneHelp = {
  position: "fixed",
  inset: `${HEADER_HEIGHT} 0 0 0`,
  width: "auto",
  zIndex: vars.zIndex.overlay,
} as const;

export const shell = style({
  display: "grid",
  gridTemplateRows: `${HEADER_HEIGHT} 1fr`,
  // minmax(0, …): a plain 1fr column grows to its widest unbreakable content (a long name, a wide
  // table) and pushes the page past the window; these columns stay the window's width.
  gridTemplateColumns: "auto minmax(0, 1fr) auto",
  gridTemplateAreas: '"header header header" "nav main help"',
  height: "100dvh",
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  "@media": { [mobile]: { gridTemplateColumns: "minmax(0, 1fr)", gridTemplateAreas: '"header" "main"' } },
  selectors: {
    "&[data-mobile]": { gridTemplateColumns: "minmax(0, 1fr)", gridTemplateAreas: '"header" "main"' },
  },
});

/** Under a shell forced to its phone layout (the app detects phones by user agent, spec 000 §2). */
const forced = (rule: string) => `.${shell}[data-mobile] ${rule}`;

export const header = style({
  gridArea: "header",
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  background: vars.header.background,
  color: vars.header.text,
  zIndex: vars.zIndex.header,
  boxShadow: vars.shadow.sm,
});

export const headerButton = style({
  display: "none",
  alignItems: "center",
  justifyContent: "center",
  width: "40px",
  height: "40px",
  border: 0,
  borderRadius: vars.radius.md,
  background: "transparent",
  color: "inherit",
  cursor: "pointer",
  selectors: {
    "&:hover": { background: vars.header.backgroundHover },
    "&:active": { background: vars.header.backgroundActive },
    "&:focus-visible": { outline: `2px solid currentColor`, outlineOffset: "-4px" },
  },
  "@media": { [mobile]: { display: "inline-flex" } },
});

/** Header buttons that show on every screen size (help...). */
export const headerAction = style([headerButton, { display: "inline-flex" }]);

/** "Skip to content": off-screen until focused, then over the header's start. */
export const skipLink = style({
  position: "absolute",
  left: vars.space.sm,
  top: vars.space.sm,
  zIndex: `calc(${vars.zIndex.header} + 1)`,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.semibold,
  boxShadow: vars.shadow.lg,
  transform: "translateY(-200%)",
  selectors: {
    "&:focus": { transform: "none", outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "2px" },
  },
});

export const brand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  minWidth: 0,
  flex: "0 1 auto",
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
});

/** A long company name ends with an ellipsis on one line rather than pushing the actions out. */
export const brandName = style({ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" });

export const logo = style({ height: "28px", width: "auto", maxWidth: "160px", objectFit: "contain" });

export const headerEnd = style({
  marginLeft: "auto",
  flexShrink: 0,
  display: "flex",
  alignItems: "center",
  gap: vars.space.xs,
});

export const nav = style({
  gridArea: "nav",
  width: "240px",
  overflowY: "auto",
  background: vars.nav.background,
  color: vars.nav.text,
  borderRight: `1px solid ${vars.color.border}`,
  padding: vars.space.sm,
  "@media": {
    [mobile]: { ...phoneNav, selectors: { "&[data-open]": { transform: "none" } } },
  },
});

export const navList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
});

/** The header's actions at the foot of the phone drawer. */
export const navActions = style({
  marginTop: vars.space.md,
  paddingTop: vars.space.md,
  borderTop: `1px solid ${vars.color.border}`,
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space.sm,
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  color: vars.nav.text,
  textDecoration: "none",
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.medium,
  selectors: {
    "&:hover": { background: vars.nav.hoverBackground },
    "&[aria-current='page']": {
      color: vars.nav.activeText,
      background: vars.nav.activeBackground,
      fontWeight: vars.fontWeight.semibold,
    },
    "&:focus-visible": { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: "-2px" },
  },
});

globalStyle(`${navLink} svg`, { width: "18px", height: "18px", flexShrink: 0 });

export const scrim = style({
  display: "none",
  "@media": {
    [mobile]: { selectors: { "&[data-open]": phoneOpenScrim } },
  },
});

export const main = style({
  gridArea: "main",
  outline: "none",
  overflow: "auto",
  minWidth: 0,
  padding: vars.space.lg,
  "@media": { [mobile]: { padding: vars.space.md } },
});

export const help = style({
  gridArea: "help",
  width: "320px",
  overflowY: "auto",
  background: vars.color.surface,
  borderLeft: `1px solid ${vars.color.border}`,
  padding: vars.space.md,
  "@media": { [mobile]: phoneHelp },
});

export const helpHeader = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  marginBottom: vars.space.sm,
});

export const helpTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
});

// The phone layout, also when forced by `mobile` (user-agent detection) on a wide window.
globalStyle(forced(`.${headerButton}`), { display: "inline-flex" });
globalStyle(forced(`.${nav}`), phoneNav);
globalStyle(forced(`.${nav}[data-open]`), { transform: "none" });
globalStyle(forced(`.${scrim}[data-open]`), phoneOpenScrim);
globalStyle(forced(`.${main}`), { padding: vars.space.md });
globalStyle(forced(`.${help}`), phoneHelp);
