import { vars } from "@trezo/ui/theme";
import { globalStyle, keyframes, style } from "@vanilla-extract/css";

globalStyle("html, body", { margin: 0 });

export const page = style({
  minHeight: "100vh",
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const skipLink = style({
  position: "absolute",
  left: "-9999px",
  selectors: { "&:focus": { left: vars.space.sm, top: vars.space.sm, zIndex: 1000 } },
});

export const header = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.md,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.header.background,
  color: vars.header.text,
  minHeight: "56px",
});

export const brand = style({ display: "flex", alignItems: "center", gap: vars.space.sm, fontWeight: 600 });
export const logo = style({ height: "32px", maxWidth: "160px", objectFit: "contain" });
export const headerSpacer = style({ flex: 1 });

export const headerButton = style({
  background: "transparent",
  color: "inherit",
  border: "1px solid currentColor",
  borderRadius: vars.radius.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  font: "inherit",
  cursor: "pointer",
  selectors: { "&:hover": { background: vars.header.backgroundHover } },
});

export const companySelect = style({
  font: "inherit",
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  maxWidth: "16rem",
});

export const body = style({ display: "flex", minHeight: "calc(100vh - 56px)" });

export const nav = style({
  width: "14rem",
  flexShrink: 0,
  background: vars.nav.background,
  padding: vars.space.md,
  display: "flex",
  flexDirection: "column",
  gap: vars.space.xxs,
  "@media": { "screen and (max-width: 720px)": { display: "none" } },
});

export const navLink = style({
  color: vars.nav.text,
  textDecoration: "none",
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  selectors: {
    "&:hover": { background: vars.nav.hoverBackground },
    '&[aria-current="page"]': {
      color: vars.nav.activeText,
      background: vars.nav.activeBackground,
      fontWeight: 600,
    },
  },
});

export const main = style({ flex: 1, padding: vars.space.lg, minWidth: 0 });

export const helpPanel = style({
  width: "20rem",
  flexShrink: 0,
  borderLeft: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  padding: vars.space.md,
});

export const centred = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space.md,
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const card = style({
  display: "grid",
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  width: "min(28rem, 100%)",
  boxSizing: "border-box",
});

/** The product's name (or the brand's logo) above a sign-in or sign-up form. */
export const authBrand = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space.sm,
  color: vars.color.accent,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: "-0.01em",
});

export const authLogo = style({ height: "36px", width: "auto", maxWidth: "200px", objectFit: "contain" });

export const pretendingBar = style({
  background: vars.color.warningSoft,
  color: vars.color.text,
  padding: `${vars.space.xs} ${vars.space.lg}`,
  display: "flex",
  gap: vars.space.md,
  alignItems: "center",
});

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinnerBar = style({
  position: "fixed",
  top: 0,
  left: 0,
  right: 0,
  height: "3px",
  background: vars.color.accent,
  zIndex: 2000,
});

export const spinner = style({
  width: "32px",
  height: "32px",
  borderRadius: "50%",
  border: `3px solid ${vars.color.border}`,
  borderTopColor: vars.color.accent,
  animation: `${spin} 0.8s linear infinite`,
});
