import {
  DatePicker as AriaDatePicker,
  type DatePickerProps as AriaDatePickerProps,
  type DateValue,
} from "react-aria-components";
import { LocalizedDateInput, SingleCalendar } from "../Calendar/Calendar";
import type { FieldChromeProps } from "../Field/Field";
import { DatePickerFrame, pickerRootProps } from "./DatePickerFrame";
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
export function DatePicker({ label, description, onChange, ...props }: DatePickerProps) {
  return (
    <AriaDatePicker
      {...pickerRootProps(props, toCalendarDate)}
      onChange={(date) => onChange?.(fromCalendarDate(date))}
    >
      <DatePickerFrame
        label={label}
        description={description}
        errorMessage={props.errorMessage}
        required={props.isRequired}
        inputs={<LocalizedDateInput />}
        calendar={<SingleCalendar />}
      />
    </AriaDatePicker>
  );
}
