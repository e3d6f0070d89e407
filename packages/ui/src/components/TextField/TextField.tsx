import type { ReactNode, Ref } from "react";
import { mergeProps, useFocusRing, useHover, useObjectRef, useTextField } from "react-aria";
import type { TextFieldProps as AriaTextFieldProps } from "react-aria-components";
import type { FieldChromeProps } from "../Field/Field";
import {
  control,
  description as descriptionClass,
  errorText,
  fieldRoot,
  input,
  label as labelClass,
  standaloneInput,
} from "../Field/Field.css";
import { RequiredMark } from "../Field/RequiredMark";
import { textArea } from "./TextField.css";

export interface TextFieldProps
  extends Omit<AriaTextFieldProps, "children" | "className" | "style" | "slot">,
    FieldChromeProps {
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

/**
 * A labelled text input: label, description, error, and every validation state, from react-aria's
 * hooks (useTextField, useFocusRing, useHover) with the data attributes the field styles read.
 *
 * Built on the hooks rather than react-aria-components' TextField, which brings its Autocomplete
 * (and that one's strings in every language) to every page with a text field, the sign-in page
 * first (issue 13: /signin ≤ 150 KB). Inside a react-aria-components Autocomplete, use that
 * library's own TextField (apps/web CategoryPicker).
 */
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
  const ref = useObjectRef<HTMLInputElement & HTMLTextAreaElement>(inputRef);
  const {
    labelProps,
    inputProps,
    descriptionProps,
    errorMessageProps,
    isInvalid: invalid,
    validationErrors,
  } = useTextField(
    {
      ...props,
      label,
      description,
      errorMessage,
      isInvalid: isInvalid ?? Boolean(errorMessage),
      // react-aria-components' default: the browser's own checks (required, type) until a form says otherwise.
      validationBehavior: props.validationBehavior ?? "native",
    },
    ref,
  );
  const { focusProps, isFocused, isFocusVisible } = useFocusRing({
    isTextInput: true,
    autoFocus: props.autoFocus ?? false,
  });
  const { hoverProps, isHovered } = useHover({ isDisabled: props.isDisabled ?? false });
  const controlProps = {
    ...mergeProps(inputProps, focusProps, hoverProps),
    ...(placeholder === undefined ? {} : { placeholder }),
    "data-focused": isFocused || undefined,
    "data-focus-visible": isFocusVisible || undefined,
    "data-hovered": isHovered || undefined,
    "data-disabled": props.isDisabled || undefined,
    "data-invalid": invalid || undefined,
  };
  // An input's own attributes, which a textarea does not take.
  const { type: _type, pattern: _pattern, ref: _ref, ...textAreaProps } = controlProps;
  const error = errorMessage ?? (validationErrors.length > 0 ? validationErrors.join(" ") : undefined);
  return (
    <div
      className={[fieldRoot, className].filter(Boolean).join(" ")}
      data-disabled={props.isDisabled || undefined}
      data-invalid={invalid || undefined}
      data-readonly={props.isReadOnly || undefined}
      data-required={props.isRequired || undefined}
    >
      <label {...labelProps} htmlFor={inputProps.id} className={labelClass}>
        {label}
        {props.isRequired ? <RequiredMark /> : null}
      </label>
      {multiline ? (
        <textarea {...textAreaProps} ref={ref} className={`${standaloneInput} ${textArea}`} />
      ) : endAdornment ? (
        <div className={control}>
          <input {...controlProps} ref={ref} className={input} />
          {endAdornment}
        </div>
      ) : (
        <input {...controlProps} ref={ref} className={standaloneInput} />
      )}
      {description ? (
        <span {...descriptionProps} className={descriptionClass}>
          {description}
        </span>
      ) : null}
      {invalid && error ? (
        <span {...errorMessageProps} className={errorText}>
          {error}
        </span>
      ) : null}
    </div>
  );
}
