import { Button, Heading, Stack, Text } from "@trezo/ui";
import { useEffect } from "react";
import { isRouteErrorResponse, useRouteError } from "react-router-dom";
import { useT } from "../i18n/appI18n";
import { reportAppError } from "../platform/clientErrors";
import { card, centred } from "./Shell.css";

/** A screen that failed to load or render: the error page, with a way back; the error is reported. */
export function RouteErrorScreen() {
  const t = useT();
  const error = useRouteError();
  useEffect(() => {
    if (!error) return;
    console.error(error);
    // A 404 or another response is the router speaking, not a client bug.
    if (!isRouteErrorResponse(error)) void reportAppError(error);
  }, [error]);
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
