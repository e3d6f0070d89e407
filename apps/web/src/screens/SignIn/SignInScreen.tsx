import { Heading, Inline, Stack, Text } from "@trezo/ui";
import { Link, useNavigate } from "react-router-dom";
import { useSessionService } from "../../app/AppServices";
import { ProviderButtons } from "../../features/signIn/ProviderButtons";
import { SignInPanel } from "../../features/signIn/SignInPanel";
import { useT } from "../../i18n/appI18n";

/** /signin: email and password; a signed-in user then goes where the guard sends them. */
export function Component() {
  const t = useT();
  const session = useSessionService();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Heading level={1}>{t("web.signIn.title")}</Heading>
        <Text tone="muted">{t("web.signIn.subtitle")}</Text>
      </Stack>
      <SignInPanel
        onSignedIn={({ token }) => {
          session.startSession(token);
          navigate("/dashboard");
        }}
      />
      <ProviderButtons mode="signin" />
      <Inline gap="md" justify="space-between">
        <Link to="/passwordrecovery">{t("web.signIn.forgotPassword")}</Link>
        <Text as="span">
          {t("web.signIn.noAccount")} <Link to="/signup">{t("web.signIn.createAccount")}</Link>
        </Text>
      </Inline>
    </Stack>
  );
}
