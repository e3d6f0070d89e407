import type { Sprinkles } from "../../layout/sprinkles.css";
import { Box, type BoxProps } from "../Box/Box";

export interface InlineProps extends Omit<BoxProps, "display" | "flexDirection"> {
  /** Space between children (default `sm`). */
  gap?: Sprinkles["gap"];
  /** Cross-axis alignment (default `center`). */
  align?: Sprinkles["alignItems"];
  /** Main-axis distribution (default `flex-start`). */
  justify?: Sprinkles["justifyContent"];
  /** Wrap onto several lines when space runs out (default true). */
  wrap?: boolean;
}

/** Children side by side, evenly spaced, wrapping when needed. */
export function Inline({
  gap = "sm",
  align = "center",
  justify = "flex-start",
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? "wrap" : "nowrap"}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...props}
    />
  );
}
