export { Dialog, type DialogProps } from "./Dialog";
export { popupKeyDown } from "./keyboard";
