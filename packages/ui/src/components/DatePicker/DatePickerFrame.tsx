import { CalendarDays } from "lucide-react";
import type { ReactNode } from "react";
import { Button, Dialog, Group, Popover } from "react-aria-components";
import { usePortalThemeClassName } from "../../brand/BrandProvider";
import { useT } from "../../i18n/LocaleProvider";
import { calendarDialog } from "../Calendar/Calendar.css";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { control, controlButton, fieldRoot, popover } from "../Field/Field.css";
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

/** The props of DatePicker and DateRangePicker that set their react-aria root the same way. */
interface PickerRootProps<TValue> {
  value?: TValue | null | undefined;
  defaultValue?: TValue | null | undefined;
  minValue?: string | undefined;
  maxValue?: string | undefined;
  isInvalid?: boolean | undefined;
  errorMessage?: FieldChromeProps["errorMessage"];
  className?: string | undefined;
}

/**
 * The react-aria root's props of a picker: the other props as given, leading zeros forced unless told
 * otherwise, the value (`toAria` turns a business value into react-aria's), the bounds, the invalid
 * state (an error message makes the field invalid) and the field's class.
 */
export function pickerRootProps<TValue, TAria, TProps extends PickerRootProps<TValue>>(
  props: TProps,
  toAria: (value: TValue | null) => TAria,
) {
  const { value, defaultValue, minValue, maxValue, isInvalid, errorMessage, className, ...rest } = props;
  return {
    shouldForceLeadingZeros: true,
    ...rest,
    ...(value !== undefined ? { value: toAria(value) } : {}),
    ...(defaultValue !== undefined ? { defaultValue: toAria(defaultValue) } : {}),
    ...calendarBounds(minValue, maxValue),
    isInvalid: isInvalid ?? Boolean(errorMessage),
    className: [fieldRoot, className].filter(Boolean).join(" "),
  };
}

/** The picker's bounds from business dates `YYYY-MM-DD` (an absent or unreadable one is no bound). */
export function calendarBounds(minValue: string | undefined, maxValue: string | undefined) {
  const min = toCalendarDate(minValue);
  const max = toCalendarDate(maxValue);
  return { ...(min ? { minValue: min } : {}), ...(max ? { maxValue: max } : {}) };
}
