import type { Sprinkles } from "../../layout/sprinkles.css";
import { Box, type BoxProps } from "../Box/Box";

export interface StackProps extends Omit<BoxProps, "display" | "flexDirection"> {
  /** Space between children (default `md`). */
  gap?: Sprinkles["gap"];
  /** Cross-axis alignment (default `stretch`). */
  align?: Sprinkles["alignItems"];
}

/** Children one under the other, evenly spaced. */
export function Stack({ gap = "md", align = "stretch", ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={align} {...props} />;
}
