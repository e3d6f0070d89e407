/**
 * Everything of the design system from one entry. Prefer the subpaths (`@trezo/ui/Button`...) in code
 * that cares about bundle size; this barrel is side-effect free apart from component styles.
 */
export * from "./brand";
export { Box, type BoxProps } from "./components/Box";
export { Button, type ButtonProps } from "./components/Button";
export { Checkbox, type CheckboxProps } from "./components/Checkbox";
export { ComboBox, type ComboBoxProps } from "./components/ComboBox";
export { DatePicker, type DatePickerProps, fromCalendarDate, toCalendarDate } from "./components/DatePicker";
export { type DateRange, DateRangePicker, type DateRangePickerProps } from "./components/DateRangePicker";
export { Divider, type DividerProps } from "./components/Divider";
export { type FieldChromeProps, FieldFooter, FieldLabel, fieldStyles } from "./components/Field";
export { Heading, type HeadingProps } from "./components/Heading";
export { Inline, type InlineProps } from "./components/Inline";
export { MoneyField, type MoneyFieldProps } from "./components/MoneyField";
export { NumberField, type NumberFieldProps } from "./components/NumberField";
export { RadioGroup, type RadioGroupProps } from "./components/RadioGroup";
export { type FieldOption, Select, type SelectProps } from "./components/Select";
export { Stack, type StackProps } from "./components/Stack";
export { Switch, type SwitchProps } from "./components/Switch";
export { Text, type TextProps } from "./components/Text";
export { TextField, type TextFieldProps } from "./components/TextField";
export * from "./i18n";
export { breakpoints, type Sprinkles, sprinkles } from "./layout/sprinkles.css";
export * from "./theme";
