import { vars } from "@trezo/ui";
import { style } from "@vanilla-extract/css";

export const bars = style({
  display: "grid",
  gridTemplateColumns: "minmax(7rem, auto) 1fr auto",
  alignItems: "center",
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  marginBlock: vars.space.sm,
});

export const meter = style({ width: "100%", height: "0.75rem" });

export const share = style({ textAlign: "right", whiteSpace: "nowrap" });

/** One bar's label, meter and share, laid out by the grid of `bars`. */
export const row = style({ display: "contents" });
