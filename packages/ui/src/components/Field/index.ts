export { type FieldChromeProps, FieldFooter, FieldLabel } from "./Field";
export * as fieldStyles from "./Field.css";
