import {
  DateRangePicker as AriaDateRangePicker,
  type DateRangePickerProps as AriaDateRangePickerProps,
  type DateValue,
} from "react-aria-components";
import { useT } from "../../i18n/LocaleProvider";
import { LocalizedDateInput, RangeMonthCalendar } from "../Calendar/Calendar";
import { rangeDash } from "../Calendar/Calendar.css";
import { DatePickerFrame, pickerRootProps } from "../DatePicker/DatePickerFrame";
import { fromCalendarDate, toCalendarDate } from "../DatePicker/dateValue";
import type { FieldChromeProps } from "../Field/Field";

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
export function DateRangePicker({ label, description, onChange, ...props }: DateRangePickerProps) {
  const t = useT();
  return (
    <AriaDateRangePicker
      {...pickerRootProps(props, toRange)}
      onChange={(range) => {
        const start = fromCalendarDate(range?.start);
        const end = fromCalendarDate(range?.end);
        onChange?.(start && end ? { start, end } : null);
      }}
    >
      <DatePickerFrame
        label={label}
        description={description}
        errorMessage={props.errorMessage}
        required={props.isRequired}
        inputs={
          <>
            <LocalizedDateInput slot="start" aria-label={t("ui.startDate")} />
            <span aria-hidden="true" className={rangeDash}>
              –
            </span>
            <LocalizedDateInput slot="end" aria-label={t("ui.endDate")} />
          </>
        }
        calendar={<RangeMonthCalendar />}
      />
    </AriaDateRangePicker>
  );
}
