import { type CalendarDate, parseDate } from "@internationalized/date";

/** `YYYY-MM-DD` → CalendarDate, or null when empty or not a real date. */
export function toCalendarDate(iso: string | null | undefined): CalendarDate | null {
  if (!iso) return null;
  try {
    return parseDate(iso);
  } catch {
    return null;
  }
}

/** CalendarDate → `YYYY-MM-DD` (the API's business-date format), or null. */
export function fromCalendarDate(date: { toString(): string } | null | undefined): string | null {
  return date ? date.toString().slice(0, 10) : null;
}
