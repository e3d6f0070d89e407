import { translate } from "@trezo/i18n";
import { useLocale } from "@trezo/ui/i18n";
import { vars } from "@trezo/ui/theme";
import { type CSSProperties, type ReactNode, useState } from "react";
import {
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  FormProvider,
  type UseFormReturn,
} from "react-hook-form";
import { translateFormError } from "../schemas/formError";

/** What a submit handler can report back: errors of the server, per field or for the whole form. */
export interface SubmitOutcome<TValues extends FieldValues> {
  /** A message key (`forms.validation.*`) or a sentence, per field name. */
  fieldErrors?: Partial<Record<FieldPath<TValues>, string>>;
  /** A sentence shown above the submit button and announced (the spec's catalogue messages). */
  formError?: string;
}

/** What a submit handler returns: nothing when all went well, or what the server refused. */
// biome-ignore lint/suspicious/noConfusingVoidType: handlers that return nothing are typed `void`
export type SubmitResult<TValues extends FieldValues> = SubmitOutcome<TValues> | undefined | void;

export interface FormProps<TValues extends FieldValues, TOutput> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** Receives the parsed values (the schema's output); may report the server's errors. */
  onSubmit: (values: TOutput) => SubmitResult<TValues> | Promise<SubmitResult<TValues>>;
  /** Accessible name of the form. */
  "aria-label"?: string;
  children: ReactNode;
  style?: CSSProperties;
}

const visuallyHidden: CSSProperties = {
  position: "absolute",
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
  border: 0,
};

/** Counts the fields with an error, nested objects included. */
function countErrors(errors: FieldErrors): number {
  return Object.values(errors).reduce<number>((count, error) => {
    if (!error) return count;
    if (typeof error === "object" && "message" in error && typeof error.message === "string")
      return count + 1;
    return count + countErrors(error as FieldErrors);
  }, 0);
}

/**
 * A form bound to react-hook-form. On a submit with invalid fields, focus moves to the first invalid
 * field (react-hook-form's shouldFocusError, through each field's ref) and a live region says how many
 * fields need correcting; each field's own error is tied to its input (aria-describedby, aria-invalid).
 * Native browser validation is off: the schema is the one source of rules and messages.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  children,
  style,
  ...props
}: FormProps<TValues, TOutput>) {
  const locale = useLocale();
  const [announcement, setAnnouncement] = useState("");
  const [formError, setFormError] = useState<string | undefined>(undefined);

  const submit = form.handleSubmit(
    async (values) => {
      setAnnouncement("");
      setFormError(undefined);
      const outcome = await onSubmit(values);
      if (!outcome) return;
      const fieldErrors = Object.entries(outcome.fieldErrors ?? {}) as Array<[FieldPath<TValues>, string]>;
      fieldErrors.forEach(([name, message], index) => {
        form.setError(name, { type: "server", message }, { shouldFocus: index === 0 });
      });
      if (outcome.formError) setFormError(translateFormError(outcome.formError, locale));
      else if (fieldErrors.length > 0) {
        setAnnouncement(translate("forms.validation.formHasErrors", locale, { count: fieldErrors.length }));
      }
    },
    (errors) => {
      setFormError(undefined);
      setAnnouncement(translate("forms.validation.formHasErrors", locale, { count: countErrors(errors) }));
    },
  );

  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-label={props["aria-label"]}
        onSubmit={(event) => {
          void submit(event);
        }}
        style={{ display: "flex", flexDirection: "column", gap: vars.space.md, ...style }}
      >
        {children}
        <div role="status" aria-live="polite" style={visuallyHidden}>
          {announcement}
        </div>
        {formError ? (
          <p role="alert" style={{ margin: 0, color: vars.color.danger, fontSize: vars.fontSize.sm }}>
            {formError}
          </p>
        ) : null}
      </form>
    </FormProvider>
  );
}
