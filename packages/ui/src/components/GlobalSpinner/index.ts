export { GlobalSpinner, type GlobalSpinnerProps } from "./GlobalSpinner";
