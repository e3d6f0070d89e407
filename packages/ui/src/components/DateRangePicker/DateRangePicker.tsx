import { CalendarDays } from "lucide-react";
import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  Button,
  type DateValue,
  Dialog,
  Group,
  Popover,
} from "react-aria-components";
import { usePortalThemeClassName } from "../../brand/BrandProvider";
import { useT } from "../../i18n/LocaleProvider";
import { LocalizedDateInput, RangeMonthCalendar } from "../Calendar/Calendar";
import { calendarDialog, rangeDash } from "../Calendar/Calendar.css";
import { fromCalendarDate, toCalendarDate } from "../DatePicker/dateValue";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { control, controlButton, fieldRoot, popover } from "../Field/Field.css";

/** A range of business dates, both ends included. */
export interface DateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps
  extends Omit<
      AriaDateRangePickerProps<DateValue>,
      "children" | "className" | "value" | "defaultValue" | "onChange" | "minValue" | "maxValue"
    >,
    FieldChromeProps {
  value?: DateRange | null;
  defaultValue?: DateRange | null;
  onChange?: (range: DateRange | null) => void;
  minValue?: string;
  maxValue?: string;
  className?: string;
}

function toRange(range: DateRange | null | undefined) {
  const start = toCalendarDate(range?.start);
  const end = toCalendarDate(range?.end);
  return start && end ? { start, end } : null;
}

/** A labelled date range with a two-ended calendar, separators as in DatePicker. */
export function DateRangePicker({
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
}: DateRangePickerProps) {
  const portalTheme = usePortalThemeClassName();
  const t = useT();
  const min = toCalendarDate(minValue);
  const max = toCalendarDate(maxValue);
  return (
    <AriaDateRangePicker
      shouldForceLeadingZeros
      {...props}
      {...(value !== undefined ? { value: toRange(value) } : {})}
      {...(defaultValue !== undefined ? { defaultValue: toRange(defaultValue) } : {})}
      {...(min ? { minValue: min } : {})}
      {...(max ? { maxValue: max } : {})}
      onChange={(range) => {
        const start = fromCalendarDate(range?.start);
        const end = fromCalendarDate(range?.end);
        onChange?.(start && end ? { start, end } : null);
      }}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={[fieldRoot, className].filter(Boolean).join(" ")}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Group className={control}>
        <LocalizedDateInput slot="start" aria-label={t("ui.startDate")} />
        <span aria-hidden="true" className={rangeDash}>
          –
        </span>
        <LocalizedDateInput slot="end" aria-label={t("ui.endDate")} />
        <Button className={controlButton} aria-label={t("ui.chooseDate")}>
          <CalendarDays size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={`${portalTheme} ${popover}`} offset={4}>
        <Dialog className={calendarDialog}>
          <RangeMonthCalendar />
        </Dialog>
      </Popover>
    </AriaDateRangePicker>
  );
}
