import { useT } from "../../i18n/LocaleProvider";
import { requiredMark } from "./Field.css";

/** The star after a required field's label: hidden from screen readers, which hear the input's own "required". */
export function RequiredMark() {
  const t = useT();
  return (
    <span className={requiredMark} aria-hidden="true" title={t("ui.required")}>
      *
    </span>
  );
}
