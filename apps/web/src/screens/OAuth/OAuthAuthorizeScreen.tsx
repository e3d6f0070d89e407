import { Heading, Stack, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";

/**
 * /oauth2/authorize on the auth host. The OAuth PKCE calls (initOauthRequest, getAuthorizationCode,
 * acceptConsent) are not in the contract yet: the screen says what is asked.
 */
export function Component() {
  const t = useT();
  return (
    <Stack gap="md" padding="lg">
      <Heading level={1}>{t("web.oauth.authorizeTitle")}</Heading>
      <Text>{t("web.oauth.authorizeBody")}</Text>
    </Stack>
  );
}
