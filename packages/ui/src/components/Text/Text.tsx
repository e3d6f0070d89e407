import type { HTMLAttributes, ReactNode } from "react";
import { type TextVariants, text } from "./Text.css";

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, "className"> {
  /** Element to render (default `p`). */
  as?: "p" | "span" | "div" | "label" | "strong" | "em" | "small";
  size?: TextVariants["size"];
  tone?: TextVariants["tone"];
  weight?: TextVariants["weight"];
  /** One line, cut with an ellipsis. */
  truncate?: boolean;
  /** Figures of equal width, for amounts that line up. */
  numeric?: boolean;
  className?: string;
  children?: ReactNode;
}

/** Body text in the theme's type scale. */
export function Text({
  as: Element = "p",
  size,
  tone,
  weight,
  truncate,
  numeric,
  className,
  ...rest
}: TextProps) {
  const classes = [text({ size, tone, weight, truncate, numeric }), className].filter(Boolean).join(" ");
  return <Element {...rest} className={classes} />;
}
