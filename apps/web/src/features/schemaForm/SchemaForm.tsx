/**
 * A form from a zod schema of @trezo/forms and ui's TextField: validates on submit, shows each field's
 * message translated in the user's locale, and puts focus on the first invalid field.
 *
 * Interim: the account screens use @trezo/forms' ready forms (SignInForm, SignUpForm...) once they land;
 * the screens only hand over `onSubmit`, so swapping is local to each screen.
 */
import { translateFormError } from "@trezo/forms";
import { Button, Stack, Text, TextField } from "@trezo/ui";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import type { z } from "zod";
import { useLocale } from "../../i18n/appI18n";

export interface SchemaField {
  name: string;
  label: string;
  type?: "text" | "email" | "password" | "tel" | "url";
  autoComplete?: string;
  description?: string;
}

export interface SchemaFormProps<S extends z.ZodType> {
  /** The schema, or a loader of it (a screen that must paint fast loads its validation after). */
  schema: S | (() => Promise<S>);
  fields: readonly SchemaField[];
  defaultValues?: Record<string, string>;
  submitLabel: string;
  /** Resolves when done; a rejected promise's message shows above the button. */
  onSubmit: (values: z.output<S>) => Promise<void> | void;
  /** Extra non-text values merged into what is validated (a checkbox, a fixed partner...). */
  extraValues?: Record<string, unknown>;
  children?: ReactNode;
  formLabel?: string;
}

export function SchemaForm<S extends z.ZodType>({
  schema,
  fields,
  defaultValues = {},
  submitLabel,
  onSubmit,
  extraValues = {},
  children,
  formLabel,
}: SchemaFormProps<S>) {
  const locale = useLocale();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((field) => [field.name, defaultValues[field.name] ?? ""])),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const loadSchema = useRef<Promise<S> | null>(null);
  const resolveSchema = () => {
    loadSchema.current ??=
      typeof schema === "function" ? (schema as () => Promise<S>)() : Promise.resolve(schema);
    return loadSchema.current;
  };
  useEffect(() => {
    // Start loading a lazy schema as soon as the form shows, so a submit rarely waits for it.
    void resolveSchema();
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFormError(null);
    const resolved = await resolveSchema();
    const parsed = resolved.safeParse({ ...values, ...extraValues });
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? "");
        if (!next[key]) next[key] = translateFormError(issue.message, locale);
      }
      setErrors(next);
      const first = fields.find((field) => next[field.name]);
      if (first) formRef.current?.querySelector<HTMLInputElement>(`[name="${first.name}"]`)?.focus();
      else if (Object.keys(next).length > 0) setFormError(Object.values(next)[0] ?? null);
      return;
    }
    setErrors({});
    setSubmitting(true);
    try {
      await onSubmit(parsed.data);
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form ref={formRef} onSubmit={submit} noValidate aria-label={formLabel}>
      <Stack gap="md">
        {fields.map((field) => (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            type={field.type ?? "text"}
            value={values[field.name] ?? ""}
            onChange={(value) => setValues((previous) => ({ ...previous, [field.name]: value }))}
            {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
            {...(field.description ? { description: field.description } : {})}
            {...(errors[field.name] ? { errorMessage: errors[field.name] } : {})}
          />
        ))}
        {children}
        {formError && (
          <Text role="alert" tone="danger">
            {formError}
          </Text>
        )}
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
