import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { type ButtonVariants, button, icon, spinner } from "./Button.css";

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className"> {
  variant?: ButtonVariants["variant"];
  size?: ButtonVariants["size"];
  /** Shows the button busy: it stays focusable but ignores presses, and says so to screen readers. */
  loading?: boolean;
  /** Icon before the text (a lucide icon element). */
  iconStart?: ReactNode;
  fullWidth?: boolean;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** The product's button. Variants through the recipe, busy state through `data-loading`. */
export function Button({
  variant,
  size,
  loading = false,
  iconStart,
  fullWidth,
  disabled,
  type = "button",
  onClick,
  className,
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={[button({ variant, size, fullWidth }), className].filter(Boolean).join(" ")}
      disabled={disabled}
      aria-busy={loading || undefined}
      data-loading={loading || undefined}
      onClick={loading ? undefined : onClick}
    >
      {loading ? (
        <span className={spinner} aria-hidden="true" />
      ) : iconStart ? (
        <span className={icon} aria-hidden="true">
          {iconStart}
        </span>
      ) : null}
      {children}
    </button>
  );
}
