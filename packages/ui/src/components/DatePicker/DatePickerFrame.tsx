import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { Button, Dialog, Group, Popover } from "react-aria-components";
import { usePortalThemeClassName } from "../../brand/BrandProvider";
import { useT } from "../../i18n/LocaleProvider";
import { calendarDialog } from "../Calendar/Calendar.css";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { control, controlButton, popover } from "../Field/Field.css";
import { toCalendarDate } from "./dateValue";

/**
 * The inside of DatePicker and DateRangePicker: the label, the typed date input(s) with the button that
 * opens the calendar, the description or error, and the calendar in a themed popover.
 */
export function DatePickerFrame({
  label,
  description,
  errorMessage,
  required,
  inputs,
  calendar,
}: FieldChromeProps & { required: boolean | undefined; inputs: ReactNode; calendar: ReactNode }) {
  const portalTheme = usePortalThemeClassName();
  const t = useT();
  return (
    <>
      <FieldLabel required={required}>{label}</FieldLabel>
      <Group className={control}>
        {inputs}
        <Button className={controlButton} aria-label={t("ui.chooseDate")}>
          <CalendarDays size={16} aria-hidden="true" />
        </Button>
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
      <Popover className={`${portalTheme} ${popover}`} offset={4}>
        <Dialog className={calendarDialog}>{calendar}</Dialog>
      </Popover>
    </>
  );
}

/** The picker's bounds from business dates `YYYY-MM-DD` (an absent or unreadable one is no bound). */
export function calendarBounds(minValue: string | undefined, maxValue: string | undefined) {
  const min = toCalendarDate(minValue);
  const max = toCalendarDate(maxValue);
  return { ...(min ? { minValue: min } : {}), ...(max ? { maxValue: max } : {}) };
}
