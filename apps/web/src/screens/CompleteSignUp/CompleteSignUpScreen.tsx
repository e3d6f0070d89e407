import { Button, Heading, Stack, Text } from "@trezo/ui";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { EmailConfirmation } from "../EmailConfirmation/EmailConfirmation";

/**
 * /completeSignUp: the link of the sign-up e-mail lands here with its token (the address is confirmed,
 * then the 5 s redirect); without a token it says what is left to do and leads to it.
 */
export function Component() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("emailConfirmationToken");
  return (
    <Stack gap="md">
      <Heading level={1}>{t("web.completeSignUp.title")}</Heading>
      {token ? (
        <EmailConfirmation token={token} />
      ) : (
        <>
          <Text>{t("web.completeSignUp.body")}</Text>
          <Button onClick={() => navigate("/personal-infos")}>{t("web.completeSignUp.continue")}</Button>
        </>
      )}
    </Stack>
  );
}
