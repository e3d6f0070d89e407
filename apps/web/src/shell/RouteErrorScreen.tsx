import { Button, Heading, Stack, Text } from "@trezo/ui";
import { useRouteError } from "react-router-dom";
import { useT } from "../i18n/appI18n";
import { card, centred } from "./Shell.css";

/** A screen that failed to load or render: the error page, with a way back. */
export function RouteErrorScreen() {
  const t = useT();
  const error = useRouteError();
  if (error) console.error(error);
  return (
    <main className={centred}>
      <Stack className={card}>
        <Heading level={1}>{t("web.error.title")}</Heading>
        <Text>{t("web.error.body")}</Text>
        <Button onClick={() => window.location.assign("/")}>{t("web.error.home")}</Button>
      </Stack>
    </main>
  );
}
