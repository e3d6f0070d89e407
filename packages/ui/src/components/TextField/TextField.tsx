import type { ReactNode, Ref } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
} from "react-aria-components";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { control, fieldRoot, input, standaloneInput } from "../Field/Field.css";
import { textArea } from "./TextField.css";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "children" | "className">, FieldChromeProps {
  placeholder?: string;
  /** Several lines of text (renders a textarea). */
  multiline?: boolean;
  /** Ref to the input element (react-hook-form's `field.ref`). */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  className?: string;
  /**
   * A control drawn inside the field's box, after the input (a show-password toggle, a unit): it sits
   * within the border and the field keeps its full width.
   */
  endAdornment?: ReactNode;
}

/** A labelled text input (react-aria): label, description, error, and every validation state. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  multiline = false,
  inputRef,
  isInvalid,
  className,
  endAdornment,
  ...props
}: TextFieldProps) {
  const placeholderProp = placeholder === undefined ? {} : { placeholder };
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={[fieldRoot, className].filter(Boolean).join(" ")}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea ref={inputRef} {...placeholderProp} className={`${standaloneInput} ${textArea}`} />
      ) : endAdornment ? (
        <div className={control}>
          <Input ref={inputRef} {...placeholderProp} className={input} />
          {endAdornment}
        </div>
      ) : (
        <Input ref={inputRef} {...placeholderProp} className={standaloneInput} />
      )}
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
