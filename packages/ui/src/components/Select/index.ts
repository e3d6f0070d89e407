export { type FieldOption, Select, type SelectProps } from "./Select";
