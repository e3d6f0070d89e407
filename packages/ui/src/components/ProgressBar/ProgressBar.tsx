import { ProgressBar as AriaProgressBar, Label } from "react-aria-components";
import { useT } from "../../i18n/LocaleProvider";
import { fill, labels, root, track } from "./ProgressBar.css";

export interface ProgressBarProps {
  /** Visible label; defaults to "Progress" in the current locale. */
  label?: string;
  /** 0 to `maxValue`; leave undefined for an indeterminate bar (unknown duration). */
  value?: number | undefined;
  maxValue?: number;
  /** Show the formatted percentage next to the label (default true when determinate). */
  showValue?: boolean;
}

/** Progress of an import or an export (react-aria), determinate or indeterminate; the fill uses the indicator colour. */
export function ProgressBar({ label, value, maxValue = 100, showValue = true }: ProgressBarProps) {
  const t = useT();
  const indeterminate = value === undefined;
  return (
    <AriaProgressBar
      className={root}
      maxValue={maxValue}
      isIndeterminate={indeterminate}
      data-indeterminate={indeterminate || undefined}
      {...(indeterminate ? {} : { value })}
    >
      {({ percentage, valueText }) => (
        <>
          <span className={labels}>
            <Label>{label ?? t("ui.progress")}</Label>
            {showValue && !indeterminate ? <span>{valueText}</span> : null}
          </span>
          <span className={track}>
            <span className={fill} style={indeterminate ? undefined : { width: `${percentage ?? 0}%` }} />
          </span>
        </>
      )}
    </AriaProgressBar>
  );
}
