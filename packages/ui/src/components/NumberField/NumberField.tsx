import { Minus, Plus } from "lucide-react";
import type { Ref } from "react";
import {
  NumberField as AriaNumberField,
  type NumberFieldProps as AriaNumberFieldProps,
  Button,
  Group,
  Input,
} from "react-aria-components";
import { type FieldChromeProps, FieldFooter, FieldLabel } from "../Field/Field";
import { control, controlButton, fieldRoot, input } from "../Field/Field.css";
import { numberInput } from "./NumberField.css";

export interface NumberFieldProps
  extends Omit<AriaNumberFieldProps, "children" | "className">,
    FieldChromeProps {
  placeholder?: string;
  /** Show − and + buttons (default false: most numbers are typed). */
  showSteppers?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * A labelled number input (react-aria): parses and formats in the current locale (1 234,5 in fr-FR,
 * 1.234,5 in de-DE), with optional steppers and `formatOptions` (percent, units...).
 */
export function NumberField({
  label,
  description,
  errorMessage,
  placeholder,
  showSteppers = false,
  inputRef,
  isInvalid,
  className,
  ...props
}: NumberFieldProps) {
  return (
    <AriaNumberField
      {...props}
      isInvalid={isInvalid ?? Boolean(errorMessage)}
      className={[fieldRoot, className].filter(Boolean).join(" ")}
    >
      <FieldLabel required={props.isRequired}>{label}</FieldLabel>
      <Group className={control}>
        {showSteppers ? (
          <Button slot="decrement" className={controlButton}>
            <Minus size={16} aria-hidden="true" />
          </Button>
        ) : null}
        <Input
          ref={inputRef}
          {...(placeholder === undefined ? {} : { placeholder })}
          className={`${input} ${numberInput}`}
        />
        {showSteppers ? (
          <Button slot="increment" className={controlButton}>
            <Plus size={16} aria-hidden="true" />
          </Button>
        ) : null}
      </Group>
      <FieldFooter description={description} errorMessage={errorMessage} />
    </AriaNumberField>
  );
}
