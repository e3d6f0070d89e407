import { ApiError } from "@trezo/api";
import { SignUpForm } from "@trezo/forms";
import { Card, Dialog, Heading, Stack, Text } from "@trezo/ui";
import { useEffect, useState } from "react";
import { Link, useRouteLoaderData } from "react-router-dom";
import { appApiClient } from "../../api/appApiClient";
import { useSessionService } from "../../app/AppServices";
import type { CurrentRoute } from "../../app/guardLoader";
import { Translatable } from "../../components/Translatable";
import { ProviderButtons } from "../../features/signIn/ProviderButtons";
import { useLocale, useT } from "../../i18n/appI18n";
import { appStorage } from "../../platform/boundedStorage";
import { SIGN_UP_KIND_KEY, signUpVariantOf } from "./signUpVariant";

/** The current terms of use (getAppMeta), read from the sign-up form before ticking the box. */
export function TermsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useT();
  const [terms, setTerms] = useState<string | null>(null);
  useEffect(() => {
    if (!open || terms !== null) return;
    void appApiClient
      .call("getAppMeta", {})
      .then((meta) => setTerms(meta.tou.text))
      .catch(() => setTerms(""));
  }, [open, terms]);
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={t("forms.fields.termsOfUse")}>
      {terms === null ? (
        <Text tone="muted">{t("common.loading")}</Text>
      ) : (
        <Text style={{ whiteSpace: "pre-wrap" }}>{terms || t("forms.fields.termsUnavailable")}</Text>
      )}
    </Dialog>
  );
}

/**
 * The partner's own sign-up texts (marketing_customization/signup_page, written by support in /admin),
 * marked translatable: people wrote them, in French. Nothing when the partner has none.
 */
function PartnerSignUpTexts({ partner }: { partner: string }) {
  const t = useT();
  // The sign-up pages sit outside the signed-in layout's query cache: one plain call, like the terms.
  const [texts, setTexts] = useState<{ key: string; title: string; body: string } | null>(null);
  useEffect(() => {
    let current = true;
    setTexts(null);
    void appApiClient
      .call("getSignupPageCustomization", { key: partner })
      .then((found) => {
        if (current) setTexts(found);
      })
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [partner]);
  if (!texts) return null;
  return (
    <Card>
      <section aria-label={t("shellPages.signUpPartner")} data-testid="signup-partner-texts">
        <Stack gap="xs">
          <Heading level={2}>
            <Translatable text={texts.title} />
          </Heading>
          <Text style={{ whiteSpace: "pre-line" }}>
            <Translatable text={texts.body} />
          </Text>
        </Stack>
      </section>
    </Card>
  );
}

/** Every sign-up route (spec 000 §2): @trezo/forms' SignUpForm, then "check your inbox". */
export function Component() {
  const t = useT();
  const locale = useLocale();
  const current = useRouteLoaderData("root") as CurrentRoute;
  const variant = signUpVariantOf(current.route.name, current.params);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [termsOpen, setTermsOpen] = useState(false);
  const session = useSessionService();
  // /signup-en starts in English (spec 000 §2), also when reached from another page of the app; the
  // choice is kept like any language choice, so the rest of the sign-up goes on in English.
  useEffect(() => {
    if (variant.locale) void session.saveLocale(variant.locale).catch(() => undefined);
  }, [variant.locale, session]);

  if (sentTo) {
    return (
      <Stack gap="md" role="status">
        <Heading level={1}>{t("web.signUp.checkEmailTitle")}</Heading>
        <Text>{t("web.signUp.checkEmailBody", { email: sentTo })}</Text>
      </Stack>
    );
  }

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t(variant.accountingFirm ? "web.signUp.cpaTitle" : "web.signUp.title")}</Heading>
        {variant.partner && (
          <Text tone="muted" data-testid="signup-partner">
            {t("web.signUp.partner", { partner: variant.partner })}
          </Text>
        )}
      </Stack>
      {variant.partner && <PartnerSignUpTexts partner={variant.partner.toLowerCase()} />}
      <SignUpForm
        onShowTerms={() => setTermsOpen(true)}
        onSubmit={async ({ email, password }) => {
          try {
            await appApiClient.call("signUp", { email, password, locale: variant.locale ?? locale });
          } catch (error) {
            // The server's refusal in the user's language: a password its rule refuses (the form applies
            // the same rule, so only a bypassed form gets here). A taken address is answered like a new
            // one, so it too ends on "check your mailbox".
            if (error instanceof ApiError && error.code === "weak_password")
              return { fieldErrors: { password: error.message } };
            return { formError: error instanceof Error ? error.message : String(error) };
          }
          appStorage.setJson(SIGN_UP_KIND_KEY, {
            accountingFirm: variant.accountingFirm,
            partner: variant.partner,
          });
          setSentTo(email);
          return undefined;
        }}
      />
      <ProviderButtons
        mode="signup"
        onLeave={() =>
          appStorage.setJson(SIGN_UP_KIND_KEY, {
            accountingFirm: variant.accountingFirm,
            partner: variant.partner,
          })
        }
      />
      <TermsDialog open={termsOpen} onOpenChange={setTermsOpen} />
      <Text>
        {t("web.signUp.haveAccount")} <Link to="/signin">{t("web.signUp.signIn")}</Link>
      </Text>
    </Stack>
  );
}
