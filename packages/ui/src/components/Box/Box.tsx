import { createElement, type HTMLAttributes, type ReactNode, type Ref } from "react";
import { type Sprinkles, sprinkles } from "../../layout/sprinkles.css";

const SPRINKLE_KEYS = new Set<string>(sprinkles.properties);

/** HTML elements a Box can render as. */
export type BoxElement =
  | "div"
  | "span"
  | "section"
  | "article"
  | "aside"
  | "header"
  | "footer"
  | "main"
  | "nav"
  | "ul"
  | "ol"
  | "li"
  | "p"
  | "form";

export interface BoxProps extends Sprinkles, Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | "color"> {
  /** Element to render (default `div`). */
  as?: BoxElement;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/** Splits props into sprinkle props and the rest. */
export function splitSprinkles<P extends object>(
  props: P,
): { atoms: Sprinkles; rest: Omit<P, keyof Sprinkles> } {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (SPRINKLE_KEYS.has(key)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest: rest as Omit<P, keyof Sprinkles> };
}

/** The layout primitive: any element, spaced and coloured only through the theme's scales. */
export function Box({ as = "div", className, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  const classes = [sprinkles(atoms), className].filter(Boolean).join(" ");
  return createElement(as, { ...rest, className: classes });
}
