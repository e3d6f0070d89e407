export { DatePicker, type DatePickerProps } from "./DatePicker";
export { fromCalendarDate, toCalendarDate } from "./dateValue";
