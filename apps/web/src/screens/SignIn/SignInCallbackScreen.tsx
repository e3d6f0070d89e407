import { Text } from "@trezo/ui";
import { useEffect, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { useSessionService } from "../../app/AppServices";
import { useT } from "../../i18n/appI18n";

/** /signin/callback: the end of an external sign-in; a token in the query starts the session. */
export function Component() {
  const t = useT();
  const session = useSessionService();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const token = params.get("token");
    if (token) {
      session.startSession(token);
      navigate("/dashboard", { replace: true });
    } else {
      navigate("/signin", { replace: true });
    }
  }, [params, session, navigate]);
  return <Text role="status">{t("web.signIn.callback")}</Text>;
}
