import { globalStyle, style } from "@vanilla-extract/css";

/** The users table scrolls sideways on a phone rather than squeezing its columns. */
export const tableWrap = style({ overflowX: "auto", maxWidth: "100%" });

export const table = style({
  width: "100%",
  borderCollapse: "collapse",
  fontSize: "0.875rem",
});

globalStyle(`${table} th, ${table} td`, { textAlign: "start", padding: "0.5rem", verticalAlign: "middle" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.25rem" });

export const pager = style({ display: "flex", alignItems: "center", gap: "0.5rem", flexWrap: "wrap" });

/** An audit line's details: JSON, wrapped anywhere so a long one never widens the table. */
export const details = style({ fontSize: "0.75rem", overflowWrap: "anywhere", whiteSpace: "pre-wrap" });
