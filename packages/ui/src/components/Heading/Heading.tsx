import type { HTMLAttributes, ReactNode } from "react";
import { heading } from "./Heading.css";

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, "className"> {
  /** Document outline level: renders `h1`…`h4`. */
  level: 1 | 2 | 3 | 4;
  /** Visual size, when it must differ from the level (default: same as level). */
  size?: 1 | 2 | 3 | 4;
  className?: string;
  children: ReactNode;
}

/** A section title: the level says the outline, `size` may say the look. */
export function Heading({ level, size, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  const classes = [heading({ level: size ?? level }), className].filter(Boolean).join(" ");
  return <Element {...rest} className={classes} />;
}
