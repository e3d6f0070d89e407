import { ApiError, useApiClient, useApiMutation } from "@trezo/api";
import { CUSTOMIZATION_KEY_PATTERN, WELCOME_BODY_MAX, WELCOME_TITLE_MAX } from "@trezo/domain";
import { Button, Card, Heading, Inline, Select, Stack, Text, TextField } from "@trezo/ui";
import { type FormEvent, useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

type Kind = "onboarding" | "signup_page";
const KINDS: readonly Kind[] = ["onboarding", "signup_page"];

/**
 * /admin, SuperAdmin: a partner's texts by customisation key (saveCustomization): the onboarding welcome
 * (getStartOnboarding's partner texts) or its sign-up page (/signup/partner/{key}). The current texts of
 * a key can be loaded first (onboarding_customization/{key}, marketing_customization/signup_page).
 */
export function PartnerTexts() {
  const t = useT();
  const client = useApiClient();
  const notify = useAppStore((state) => state.notify);
  const save = useApiMutation("saveCustomization", {
    invalidates: ["getStartOnboarding", "getOnboardingCustomization", "getSignupPageCustomization"],
  });
  const [kind, setKind] = useState<Kind>("signup_page");
  const [key, setKey] = useState("");
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const [status, setStatus] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const normalisedKey = key.trim().toLowerCase();
  const keyProblem =
    normalisedKey === ""
      ? t("shellPages.partnerTexts.required")
      : CUSTOMIZATION_KEY_PATTERN.test(normalisedKey)
        ? null
        : t("shellPages.partnerTexts.invalidKey");
  const textProblem = (value: string, max: number) => {
    if (value.trim() === "") return t("shellPages.partnerTexts.required");
    if (value.trim().length > max) return t("shellPages.partnerTexts.tooLong", { max });
    return null;
  };
  const titleProblem = textProblem(title, WELCOME_TITLE_MAX);
  const bodyProblem = textProblem(body, WELCOME_BODY_MAX);
  const field = (message: string | null, shown: boolean) => ({
    isRequired: true,
    validationBehavior: "aria" as const,
    isInvalid: shown && message !== null,
    ...(shown && message ? { errorMessage: message } : {}),
  });

  const load = async () => {
    setStatus(null);
    setFailure(null);
    if (keyProblem) {
      setSubmitted(true);
      return;
    }
    try {
      const found =
        kind === "onboarding"
          ? await client.call("getOnboardingCustomization", { key: normalisedKey })
          : await client.call("getSignupPageCustomization", { key: normalisedKey });
      setTitle(found.title);
      setBody(found.body);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) setStatus(t("shellPages.partnerTexts.notFound"));
      else
        setFailure(
          error instanceof Error && error.message ? error.message : t("shellPages.partnerTexts.failed"),
        );
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setStatus(null);
    setFailure(null);
    if (keyProblem || titleProblem || bodyProblem) return;
    try {
      const saved = await save.mutateAsync({
        kind,
        key: normalisedKey,
        title: title.trim(),
        body: body.trim(),
      });
      notify({ msg: t("shellPages.partnerTexts.saved", { key: saved.key }), color: "green" });
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.message ? error.message : t("shellPages.partnerTexts.failed"),
      );
    }
  };

  return (
    <Card>
      <form onSubmit={(event) => void submit(event)} aria-labelledby="partner-texts-title">
        <Stack gap="md">
          <Heading level={2} id="partner-texts-title">
            {t("shellPages.partnerTexts.title")}
          </Heading>
          <Text tone="muted">{t("shellPages.partnerTexts.intro")}</Text>
          <Select
            label={t("shellPages.partnerTexts.kind")}
            options={KINDS.map((id) => ({ id, label: t(`shellPages.partnerTexts.kinds.${id}`) }))}
            value={kind}
            onChange={(id) => {
              const chosen = KINDS.find((candidate) => candidate === id);
              if (chosen) setKind(chosen);
            }}
          />
          <Inline gap="sm" align="flex-end" wrap>
            <TextField
              label={t("shellPages.partnerTexts.key")}
              value={key}
              onChange={setKey}
              {...field(keyProblem, submitted)}
            />
            <Button type="button" variant="secondary" onClick={() => void load()}>
              {t("shellPages.partnerTexts.load")}
            </Button>
          </Inline>
          {status ? <Text role="status">{status}</Text> : null}
          <TextField
            label={t("shellPages.partnerTexts.titleLabel")}
            value={title}
            onChange={setTitle}
            {...field(titleProblem, submitted)}
          />
          <TextField
            label={t("shellPages.partnerTexts.bodyLabel")}
            value={body}
            onChange={setBody}
            multiline
            {...field(bodyProblem, submitted)}
          />
          {failure ? (
            <Text role="alert" tone="danger">
              {failure}
            </Text>
          ) : null}
          <Inline gap="sm">
            <Button type="submit" variant="primary" loading={save.isPending}>
              {t("shellPages.partnerTexts.save")}
            </Button>
          </Inline>
        </Stack>
      </form>
    </Card>
  );
}
