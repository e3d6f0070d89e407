import { divider } from "./Divider.css";

export interface DividerProps {
  orientation?: "horizontal" | "vertical";
  /** Purely visual dividers are hidden from assistive technology (default true). */
  decorative?: boolean;
}

/** A thin line between groups of content (an `hr`: a separator unless decorative). */
export function Divider({ orientation = "horizontal", decorative = true }: DividerProps) {
  return (
    <hr
      aria-hidden={decorative || undefined}
      aria-orientation={decorative ? undefined : orientation}
      className={divider({ orientation })}
      data-orientation={orientation}
    />
  );
}
