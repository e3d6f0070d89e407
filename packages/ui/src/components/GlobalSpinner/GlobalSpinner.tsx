import { useT } from "../../i18n/LocaleProvider";
import { backdrop, spinner, visuallyHidden } from "./GlobalSpinner.css";

export interface GlobalSpinnerProps {
  /** Shown while the application loads something that blocks the whole screen. */
  visible: boolean;
  /** What is loading (default "Loading…" in the current locale). */
  label?: string;
}

/** The application's blocking spinner (spec 000 §2 "global spinner"): a still backdrop and an announcement. */
export function GlobalSpinner({ visible, label }: GlobalSpinnerProps) {
  const t = useT();
  if (!visible) return null;
  return (
    <div className={backdrop} role="status" aria-live="polite" data-global-spinner="">
      <span className={spinner} aria-hidden="true" />
      <span className={visuallyHidden}>{label ?? t("ui.loading")}</span>
    </div>
  );
}
