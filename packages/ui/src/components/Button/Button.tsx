import type { ButtonHTMLAttributes, ReactNode } from "react";
import { type ButtonVariants, button } from "./Button.css";

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className"> {
  variant?: ButtonVariants["variant"];
  size?: ButtonVariants["size"];
  /** Shows the button busy: it stays focusable but ignores presses, and says so to screen readers. */
  loading?: boolean;
  children: ReactNode;
}

/** The product's button. Variants through the recipe, busy state through `data-loading`. */
export function Button({
  variant,
  size,
  loading = false,
  disabled,
  type = "button",
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={button({ variant, size })}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={loading ? undefined : onClick}
    />
  );
}
