import { CalendarDays } from "lucide-react";
import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  Button,
  type DateValue,
  Dialog,
  Group,
  Popover,
} from "react-aria-components";
import { usePortalThemeClassName } from "../../brand/BrandProvider";
import { useT } from "../../i18n/LocaleProvider";
import { LocalizedDateInput, SingleCalendar } from "../Calendar/Calendar";
import { calendarDialog } from "../Calendar/Calendar.css";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { control, controlButton, fieldRoot, popover } from "../Field/Field.css";
import { fromCalendarDate, toCalendarDate } from "./dateValue";

export interface DatePickerProps
  extends Omit<
      AriaDatePickerProps<DateValue>,
      "children" | "className" | "value" | "defaultValue" | "onChange" | "minValue" | "maxValue"
    >,
    FieldChromeProps {
  /** Business date `YYYY-MM-DD`, or null. */
  value?: string | null;
  defaultValue?: string | null;
  onChange?: (date: string | null) => void;
  minValue?: string;
  maxValue?: string;
  className?: string;
}

/**
 * A labelled date field with a calendar (react-aria). Typed segment by segment in the locale's order,
 * with the spec's separator: 21/11/2026, 21.11.2026 (de-DE, no-NO), 21-11-2026 (nl-NL).
 */
export function DatePicker({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  minValue,
  maxValue,
  isInvalid,
  className,
  ...props
}: DatePickerProps) {
  const portalTheme = usePortalThemeClassName();
  const t = useT();
  const min = toCalendarDate(minValue);
  const max = toCalendarDate(maxValue);
  return (
    <AriaDatePicker
      shouldForceLeadingZeros
      {...props}
      {...(value !== undefined ? { value: toCalendarDate(value) } : {})}
      {...(defaultValue !== undefined ? { defaultValue: toCalendarDate(defaultValue) } : {})}
      {...(min ? { minValue: min } : {})}
      {...(max ? { maxValue: max } : {})}
      onChange={(date) => onChange?.(fromCalendarDate(date))}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={[fieldRoot, className].filter(Boolean).join(" ")}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Group className={control}>
        <LocalizedDateInput />
        <Button className={controlButton} aria-label={t("ui.chooseDate")}>
          <CalendarDays size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={`${portalTheme} ${popover}`} offset={4}>
        <Dialog className={calendarDialog}>
          <SingleCalendar />
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}
