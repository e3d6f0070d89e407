import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

/**
 * The shared shape of the record lists (invoices, checks): one record per row on a desktop, one card
 * per record on a phone (390 px). Each list gives its own desktop columns. Only other `.css.ts` files
 * may import this function (vanilla-extract serialises what a component imports, and a function is
 * not serialisable); components take `list`, `amount` and `actions` from RecordList.css.
 * Returns a list's row (a card on a phone) and its header row (desktop only) with `desktopColumns`.
 */
export function recordRows(desktopColumns: string) {
  const row = style({
    display: "grid",
    alignItems: "center",
    gap: vars.space.sm,
    padding: vars.space.sm,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.md,
    background: vars.color.surface,
    gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
    "@media": { "screen and (min-width: 900px)": { gridTemplateColumns: desktopColumns } },
  });
  const header = style([
    row,
    {
      display: "none",
      border: "none",
      background: "transparent",
      color: vars.color.textMuted,
      fontSize: vars.fontSize.sm,
      "@media": { "screen and (min-width: 900px)": { display: "grid" } },
    },
  ]);
  return { row, header };
}
