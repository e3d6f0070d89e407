import type { ReactNode } from "react";
import { FieldError, Label, Text } from "react-aria-components";
import { description as descriptionClass, errorText, label as labelClass } from "./Field.css";
import { RequiredMark } from "./RequiredMark";

/** Props every field shares. */
export interface FieldChromeProps {
  /** Visible label (required: every field is labelled). */
  label: ReactNode;
  /** Help text under the control. */
  description?: ReactNode;
  /** Error shown when the field is invalid (react-hook-form passes its message here). */
  errorMessage?: ReactNode;
}

/** The label of a field, with a required mark that screen readers hear as "required". */
export function FieldLabel({ children, required }: { children: ReactNode; required?: boolean | undefined }) {
  return (
    <Label className={labelClass}>
      {children}
      {required ? <RequiredMark /> : null}
    </Label>
  );
}

/** Description and error under a control (only the error shows while the field is invalid). */
export function FieldFooter({
  description,
  errorMessage,
}: Pick<FieldChromeProps, "description" | "errorMessage">) {
  return (
    <>
      {description ? (
        <Text slot="description" className={descriptionClass}>
          {description}
        </Text>
      ) : null}
      <FieldError className={errorText}>{errorMessage}</FieldError>
    </>
  );
}
