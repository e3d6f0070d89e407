import { Text } from "@trezo/ui";
import { useRevalidator } from "react-router-dom";
import { useSessionService } from "../../app/AppServices";
import { SignInPanel } from "../../features/signIn/SignInPanel";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { PopupFrame } from "./PopupFrame";

/**
 * The sign-in popup (spec 000 §4): opened by a 401 'Token has expired' or by the guard's token check.
 * Signing in again as the same user swaps the token and resumes where the user was; another account
 * starts a fresh session.
 */
export default function SignInPopup({ onClose }: { onClose: () => void }) {
  const t = useT();
  const session = useSessionService();
  const revalidator = useRevalidator();
  const user = useAppStore((state) => state.user);
  return (
    <PopupFrame title={t("web.popups.signInTitle")} onClose={onClose}>
      <Text>{t("web.popups.signInBody")}</Text>
      <SignInPanel
        {...(user ? { defaultEmail: user.email } : {})}
        onSignedIn={async ({ token, userId }) => {
          if (user && user.id === userId) {
            session.renewToken(token);
            onClose();
            await revalidator.revalidate();
          } else {
            session.logout();
            session.startSession(token);
            window.location.assign("/dashboard");
          }
        }}
      />
    </PopupFrame>
  );
}
