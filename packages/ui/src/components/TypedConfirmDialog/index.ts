export { TypedConfirmDialog, type TypedConfirmDialogProps } from "./TypedConfirmDialog";
