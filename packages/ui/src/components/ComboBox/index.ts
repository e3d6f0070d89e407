export { ComboBox, type ComboBoxProps } from "./ComboBox";
