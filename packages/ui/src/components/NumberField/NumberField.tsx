import { Minus, Plus } from "lucide-react";
import { type Ref, useCallback, useEffect, useState } from "react";
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

const TYPOGRAPHIC_MINUS = "\u2212";

/**
 * Typed or pasted text holding the minus sign U+2212 (what Intl writes in some locales, what people copy
 * from documents) is inserted with "-" instead, which the locale's parser takes as a minus: react-aria
 * would refuse the character. Listens on the input itself, before React's handlers at the root.
 */
function useTypographicMinus(element: HTMLInputElement | null) {
  useEffect(() => {
    if (!element) return;
    const replace = (event: Event) => {
      const data = (event as InputEvent).data;
      if (typeof data !== "string" || !data.includes(TYPOGRAPHIC_MINUS)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      document.execCommand("insertText", false, data.replaceAll(TYPOGRAPHIC_MINUS, "-"));
    };
    const paste = (event: ClipboardEvent) => {
      const text = event.clipboardData?.getData("text/plain") ?? "";
      if (!text.includes(TYPOGRAPHIC_MINUS)) return;
      event.preventDefault();
      document.execCommand("insertText", false, text.replaceAll(TYPOGRAPHIC_MINUS, "-"));
    };
    element.addEventListener("textInput", replace, true);
    element.addEventListener("beforeinput", replace, true);
    element.addEventListener("paste", paste, true);
    return () => {
      element.removeEventListener("textInput", replace, true);
      element.removeEventListener("beforeinput", replace, true);
      element.removeEventListener("paste", paste, true);
    };
  }, [element]);
}

/**
 * A labelled number input (react-aria): parses and formats in the current locale (1 234,5 in fr-FR,
 * 1.234,5 in de-DE), with optional steppers and `formatOptions` (percent, units...). The minus sign
 * U+2212 counts as "-".
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
  const [element, setElement] = useState<HTMLInputElement | null>(null);
  const setInput = useCallback(
    (node: HTMLInputElement | null) => {
      setElement(node);
      if (typeof inputRef === "function") inputRef(node);
      else if (inputRef) (inputRef as { current: HTMLInputElement | null }).current = node;
    },
    [inputRef],
  );
  useTypographicMinus(element);
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
          ref={setInput}
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
