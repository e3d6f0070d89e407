/**
 * Everything of the design system from one entry. Prefer the subpaths (`@trezo/ui/Button`...) in code
 * that cares about bundle size; this barrel is side-effect free apart from component styles.
 */
export * from "./brand";
export { AppShell, type AppShellProps, type NavItem, type NavLinkRenderProps } from "./components/AppShell";
export { Badge, type BadgeProps } from "./components/Badge";
export { Banner, type BannerProps, safeUrl } from "./components/Banner";
export { Box, type BoxProps } from "./components/Box";
export { Button, type ButtonProps } from "./components/Button";
export { Card, type CardProps } from "./components/Card";
export { Checkbox, type CheckboxProps } from "./components/Checkbox";
export { ComboBox, type ComboBoxProps } from "./components/ComboBox";
export { ConfirmDialog, type ConfirmDialogProps } from "./components/ConfirmDialog";
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type SortingState,
} from "./components/DataTable";
export { DatePicker, type DatePickerProps, fromCalendarDate, toCalendarDate } from "./components/DatePicker";
export { type DateRange, DateRangePicker, type DateRangePickerProps } from "./components/DateRangePicker";
export { Dialog, type DialogProps, popupKeyDown } from "./components/Dialog";
export { Divider, type DividerProps } from "./components/Divider";
export { EmptyState, type EmptyStateProps } from "./components/EmptyState";
export { type FieldChromeProps, FieldFooter, FieldLabel, fieldStyles } from "./components/Field";
export { GlobalSpinner, type GlobalSpinnerProps } from "./components/GlobalSpinner";
export { Heading, type HeadingProps } from "./components/Heading";
export { IconButton, type IconButtonProps } from "./components/IconButton";
export { Inline, type InlineProps } from "./components/Inline";
export { Link, type LinkProps, linkClass } from "./components/Link";
export { Menu, type MenuItem, type MenuProps } from "./components/Menu";
export { MoneyField, type MoneyFieldProps } from "./components/MoneyField";
export {
  addNotification,
  NOTIFICATION_DURATION_MS,
  type Notification,
  NotificationStack,
  type NotificationStackProps,
  type NotificationTone,
  removeNotification,
  useNotificationStack,
} from "./components/NotificationStack";
export { NumberField, type NumberFieldProps } from "./components/NumberField";
export { Popover, type PopoverProps } from "./components/Popover";
export { ProgressBar, type ProgressBarProps } from "./components/ProgressBar";
export { RadioGroup, type RadioGroupProps } from "./components/RadioGroup";
export { type FieldOption, Select, type SelectProps } from "./components/Select";
export { Skeleton, type SkeletonProps } from "./components/Skeleton";
export { Stack, type StackProps } from "./components/Stack";
export { Switch, type SwitchProps } from "./components/Switch";
export { type TabItem, Tabs, type TabsProps } from "./components/Tabs";
export { Tag, type TagProps } from "./components/Tag";
export { Text, type TextProps } from "./components/Text";
export { TextField, type TextFieldProps } from "./components/TextField";
export { Tooltip, type TooltipProps } from "./components/Tooltip";
export { TypedConfirmDialog, type TypedConfirmDialogProps } from "./components/TypedConfirmDialog";
export * from "./i18n";
export { breakpoints, type Sprinkles, sprinkles } from "./layout/sprinkles.css";
export * from "./theme";
