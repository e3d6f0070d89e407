import type { Ref } from "react";
import {
  TextField as AriaTextField,
  type TextFieldProps as AriaTextFieldProps,
  Input,
  TextArea,
} from "react-aria-components";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { fieldRoot, standaloneInput } from "../Field/Field.css";
import { textArea } from "./TextField.css";

export interface TextFieldProps extends Omit<AriaTextFieldProps, "children" | "className">, FieldChromeProps {
  placeholder?: string;
  /** Several lines of text (renders a textarea). */
  multiline?: boolean;
  /** Ref to the input element (react-hook-form's `field.ref`). */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  className?: string;
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
  ...props
}: TextFieldProps) {
  return (
    <AriaTextField
      {...props}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={[fieldRoot, className].filter(Boolean).join(" ")}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      {multiline ? (
        <TextArea
          ref={inputRef}
          {...(placeholder === undefined ? {} : { placeholder })}
          className={`${standaloneInput} ${textArea}`}
        />
      ) : (
        <Input
          ref={inputRef}
          {...(placeholder === undefined ? {} : { placeholder })}
          className={standaloneInput}
        />
      )}
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaTextField>
  );
}
