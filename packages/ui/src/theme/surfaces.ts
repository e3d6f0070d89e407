import { vars } from "./theme.css";

/** A panel floating above the page (menus, popovers, a select's list): raised, bordered, shadowed, on top. */
export const floatingSurface = {
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.popover,
  fontFamily: vars.font.body,
  outline: "none",
} as const;

/** A column of children `gap` apart, in the body font (a field group, a progress bar's label and track). */
export function bodyColumn(gap: string) {
  return { display: "flex", flexDirection: "column", gap, fontFamily: vars.font.body } as const;
}
