import { dateSeparatorOf } from "@trezo/i18n";
import { ChevronLeft, ChevronRight } from "lucide-react";
import {
  Calendar as AriaCalendar,
  Button,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  DateInput,
  type DateInputProps,
  DateSegment,
  Heading,
  RangeCalendar,
} from "react-aria-components";
import { useLocale } from "../../i18n/LocaleProvider";
import { controlButton } from "../Field/Field.css";
import {
  calendar,
  calendarCell,
  calendarGrid,
  calendarHeader,
  calendarHeaderCell,
  calendarTitle,
  dateInput,
  segment as segmentClass,
} from "./Calendar.css";

/** The text of a segment, with the spec's date separator (000 §1) in place of Intl's. */
export function segmentText(segment: { type: string; text: string }, separator: string): string {
  if (segment.type === "literal" && /^[\s./-]+$/.test(segment.text) && segment.text.trim() !== "") {
    return separator;
  }
  return segment.text;
}

/** Day, month and year segments, separated as the product's locale wants: / . or -. */
export function LocalizedDateInput(
  props: Omit<DateInputProps, "children" | "className"> & { slot?: string },
) {
  const separator = dateSeparatorOf(useLocale());
  return (
    <DateInput {...props} className={dateInput}>
      {(segment) => (
        <DateSegment segment={segment} className={segmentClass}>
          {segment.type === "literal" ? segmentText(segment, separator) : undefined}
        </DateSegment>
      )}
    </DateInput>
  );
}

function CalendarBody() {
  return (
    <>
      <header className={calendarHeader}>
        <Button slot="previous" className={controlButton}>
          <ChevronLeft size={16} aria-hidden="true" />
        </Button>
        <Heading className={calendarTitle} />
        <Button slot="next" className={controlButton}>
          <ChevronRight size={16} aria-hidden="true" />
        </Button>
      </header>
      <CalendarGrid className={calendarGrid}>
        <CalendarGridHeader>
          {(day) => <CalendarHeaderCell className={calendarHeaderCell}>{day}</CalendarHeaderCell>}
        </CalendarGridHeader>
        <CalendarGridBody>{(date) => <CalendarCell date={date} className={calendarCell} />}</CalendarGridBody>
      </CalendarGrid>
    </>
  );
}

/** The month grid of a DatePicker. */
export function SingleCalendar() {
  return (
    <AriaCalendar className={calendar}>
      <CalendarBody />
    </AriaCalendar>
  );
}

/** The month grid of a DateRangePicker. */
export function RangeMonthCalendar() {
  return (
    <RangeCalendar className={calendar}>
      <CalendarBody />
    </RangeCalendar>
  );
}
