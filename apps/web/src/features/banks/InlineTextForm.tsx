/**
 * A one-field form shown in place (renaming a bank or an account, its BIC): the field starts with the
 * current value and takes the focus; Save sends it, Escape or Cancel leave it. A refusal (the check of
 * `validate` before sending, or the server's localised message) shows under the field and keeps the form.
 */
import { ApiError } from "@trezo/api";
import { Button, Inline, Stack, TextField } from "@trezo/ui";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/appI18n";

export interface InlineTextFormProps {
  /** The field's label (also the form's accessible name). */
  label: string;
  /** The value the field starts with. */
  initial: string;
  /** Help under the field. */
  description?: string;
  /**
   * What is wrong with the typed value, if anything (checked before sending).
   * @default no check
   */
  validate?: (value: string) => string | null;
  /** Sends the value; a thrown ApiError's message shows under the field. */
  onSave: (value: string) => Promise<void>;
  onCancel: () => void;
  /**
   * Longest value the field accepts.
   * @default 200
   */
  maxLength?: number;
}

export function InlineTextForm({
  label,
  initial,
  description,
  validate,
  onSave,
  onCancel,
  maxLength = 200,
}: InlineTextFormProps) {
  const t = useT();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = validate?.(value) ?? null;
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      await onSave(value);
    } catch (error) {
      setProblem(error instanceof ApiError && error.message ? error.message : t("banks.changeFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      aria-label={label}
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.stopPropagation();
          onCancel();
        }
      }}
    >
      <Stack gap="sm">
        <TextField
          label={label}
          value={value}
          onChange={(next) => {
            setValue(next);
            setProblem(null);
          }}
          maxLength={maxLength}
          autoFocus
          validationBehavior="aria"
          isInvalid={problem !== null}
          {...(description ? { description } : {})}
          {...(problem ? { errorMessage: problem } : {})}
        />
        <Inline gap="sm" wrap>
          <Button type="submit" size="small" loading={busy}>
            {t("banks.rename.save")}
          </Button>
          <Button type="button" size="small" variant="ghost" onClick={onCancel}>
            {t("common.cancel")}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
