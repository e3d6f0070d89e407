import { Text } from "@trezo/ui";
import { useSearchParams } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { EmailConfirmation } from "./EmailConfirmation";

/** /signup/callback and /signup/cpa/callback: the confirmation link of the sign-up e-mail. */
export function Component() {
  const t = useT();
  const [params] = useSearchParams();
  const token = params.get("emailConfirmationToken") ?? params.get("token");
  return token ? (
    <EmailConfirmation token={token} />
  ) : (
    <Text role="alert">{t("web.emailConfirmation.failed")}</Text>
  );
}
