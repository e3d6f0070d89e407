import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { type ButtonVariants, button } from "../Button/Button.css";
import { iconButton } from "./IconButton.css";

export interface IconButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "children" | "aria-label"> {
  /** What the button does, for screen readers and as a tooltip (required: the icon says nothing). */
  label: string;
  /** A lucide icon element. */
  icon: ReactNode;
  variant?: ButtonVariants["variant"];
  size?: ButtonVariants["size"];
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button with only an icon; its `label` is its accessible name and its tooltip. */
export function IconButton({
  label,
  icon,
  variant = "ghost",
  size,
  className,
  type = "button",
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={label}
      className={[button({ variant, size, iconOnly: true }), iconButton, className].filter(Boolean).join(" ")}
    >
      <span aria-hidden="true" style={{ display: "inline-flex" }}>
        {icon}
      </span>
    </button>
  );
}
