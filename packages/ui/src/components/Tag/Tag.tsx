import { X } from "lucide-react";
import type { ReactNode } from "react";
import { useT } from "../../i18n/LocaleProvider";
import { remove, swatch, tag } from "./Tag.css";

export interface TagProps {
  children: ReactNode;
  /** A dot of this colour before the text (a category colour). */
  color?: string;
  /** Shows a remove button; its label says what is removed. */
  onRemove?: () => void;
  /** Plain-text name used in the remove button's label (default: children when a string). */
  textValue?: string;
}

/** A label for a category, a bank or a filter, optionally removable. */
export function Tag({ children, color, onRemove, textValue }: TagProps) {
  const t = useT();
  const name = textValue ?? (typeof children === "string" ? children : "");
  return (
    <span className={tag}>
      {color ? <span className={swatch} style={{ background: color }} aria-hidden="true" /> : null}
      {children}
      {onRemove ? (
        <button
          type="button"
          className={remove}
          onClick={onRemove}
          aria-label={`${t("ui.dismiss")} ${name}`.trim()}
        >
          <X size={14} aria-hidden="true" />
        </button>
      ) : null}
    </span>
  );
}
