import { ApiError, useApiMutation } from "@trezo/api";
import { WELCOME_BODY_MAX, WELCOME_TITLE_MAX } from "@trezo/domain";
import { Button, Inline, Stack, Text, TextField } from "@trezo/ui";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/appI18n";

export interface WelcomeEditorProps {
  companyId: number;
  /** The company's own texts when it has some (then they can also be removed). */
  own: { title: string; body: string } | null;
  /** Closes the editor (after a save, or on cancel). */
  onDone: (saved: boolean) => void;
}

/**
 * The company's own onboarding welcome (setCompanyWelcome): a title and a text, or back to the partner's
 * or the product's texts. Owner level only (the server refuses anyone else).
 */
export function WelcomeEditor({ companyId, own, onDone }: WelcomeEditorProps) {
  const t = useT();
  const save = useApiMutation("setCompanyWelcome", { invalidates: ["getStartOnboarding"] });
  const [title, setTitle] = useState(own?.title ?? "");
  const [body, setBody] = useState(own?.body ?? "");
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const problem = (value: string, max: number) => {
    if (value.trim() === "") return t("onboarding.customize.required");
    if (value.trim().length > max) return t("onboarding.customize.tooLong", { max });
    return null;
  };
  const titleProblem = problem(title, WELCOME_TITLE_MAX);
  const bodyProblem = problem(body, WELCOME_BODY_MAX);
  const field = (message: string | null) => ({
    isRequired: true,
    validationBehavior: "aria" as const,
    isInvalid: submitted && message !== null,
    ...(submitted && message ? { errorMessage: message } : {}),
  });

  const send = async (welcome: { title: string; body: string } | null) => {
    setFailure(null);
    try {
      await save.mutateAsync({ companyId, welcome });
      onDone(true);
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.message ? error.message : t("onboarding.customize.failed"),
      );
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (titleProblem || bodyProblem) return;
    void send({ title: title.trim(), body: body.trim() });
  };

  return (
    <form onSubmit={submit} aria-label={t("onboarding.customize.open")}>
      <Stack gap="md">
        <TextField
          label={t("onboarding.customize.titleLabel")}
          value={title}
          onChange={setTitle}
          {...field(titleProblem)}
        />
        <TextField
          label={t("onboarding.customize.bodyLabel")}
          value={body}
          onChange={setBody}
          multiline
          {...field(bodyProblem)}
        />
        {failure ? (
          <Text role="alert" tone="danger">
            {failure}
          </Text>
        ) : null}
        <Inline gap="sm" wrap>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t("onboarding.customize.save")}
          </Button>
          {own ? (
            <Button type="button" variant="secondary" onClick={() => void send(null)}>
              {t("onboarding.customize.reset")}
            </Button>
          ) : null}
          <Button type="button" variant="ghost" onClick={() => onDone(false)}>
            {t("onboarding.customize.cancel")}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
