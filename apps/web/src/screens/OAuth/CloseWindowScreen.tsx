import { Text } from "@trezo/ui";
import { useEffect } from "react";
import { useT } from "../../i18n/appI18n";

/** /fygrclosewindow on the auth host: the end of a pop-up flow closes its window. */
export function Component() {
  const t = useT();
  useEffect(() => {
    window.close();
  }, []);
  return <Text role="status">{t("web.oauth.closeWindow")}</Text>;
}
