import { useApiMutation, useApiQuery } from "@trezo/api";
import { Badge, Banner, Button, Checkbox, Heading, Inline, Stack, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

/** A page of the app as the server takes it (addInAppMessage's routes). */
const ROUTE = /^\/[\w\-/]*$/;

/** The pages typed, one per comma, without blanks. */
export function routesOf(text: string): string[] {
  return text
    .split(",")
    .map((route) => route.trim())
    .filter((route) => route !== "");
}

/**
 * /admin in-app messages (issue 19, spec 000 §3): a markdown banner written with a live preview (the
 * same safe renderer the users see), the pages it shows on, shown at once or kept hidden; the latest
 * messages with how many users closed each, shown or hidden again in one click.
 */
export function InAppMessages() {
  const t = useT();
  const format = useFormat();
  const notify = useAppStore((state) => state.notify);
  const [body, setBody] = useState("");
  const [routesText, setRoutesText] = useState("/dashboard");
  const [active, setActive] = useState(true);
  const [tried, setTried] = useState(false);
  const messages = useApiQuery("listInAppMessages", {});
  const onError = () => notify({ msg: t("inAppMessages.failed"), color: "red" });
  const publish = useApiMutation("addInAppMessage", {
    invalidates: ["listInAppMessages", "getInAppMessage"],
    onSuccess: () => {
      notify({ msg: t("inAppMessages.published"), color: "green" });
      setBody("");
      setTried(false);
    },
    onError,
  });
  const toggle = useApiMutation("setInAppMessageActive", {
    invalidates: ["listInAppMessages", "getInAppMessage"],
    onError,
  });
  const routes = routesOf(routesText);
  const badRoute = routes.find((route) => !ROUTE.test(route) || route.length > 200);
  const bodyProblem = body.trim() === "" ? t("inAppMessages.emptyBody") : undefined;
  const routeProblem = badRoute ? t("inAppMessages.badRoute", { route: badRoute }) : undefined;

  return (
    <Stack as="section" gap="md" aria-labelledby="admin-in-app-messages">
      <Heading level={2} id="admin-in-app-messages">
        {t("inAppMessages.title")}
      </Heading>
      <Text tone="muted">{t("inAppMessages.intro")}</Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setTried(true);
          if (bodyProblem || routeProblem) return;
          publish.mutate({ body: body.trim(), routes, is_active: active });
        }}
      >
        <Stack gap="sm">
          <TextField
            label={t("inAppMessages.body")}
            multiline
            value={body}
            onChange={setBody}
            maxLength={4000}
            {...(tried && bodyProblem ? { errorMessage: bodyProblem } : {})}
          />
          <TextField
            label={t("inAppMessages.routes")}
            value={routesText}
            onChange={setRoutesText}
            {...(routeProblem ? { errorMessage: routeProblem } : {})}
          />
          <Checkbox isSelected={active} onChange={setActive}>
            {t("inAppMessages.active")}
          </Checkbox>
          {body.trim() ? (
            <Stack gap="xs" aria-label={t("inAppMessages.preview")} role="group">
              <Text size="sm" tone="muted">
                {t("inAppMessages.preview")}
              </Text>
              <Banner markdown={body} />
            </Stack>
          ) : null}
          <Inline gap="sm">
            <Button type="submit" variant="primary" loading={publish.isPending}>
              {t("inAppMessages.publish")}
            </Button>
          </Inline>
        </Stack>
      </form>
      <Heading level={3}>{t("inAppMessages.history")}</Heading>
      {messages.data && messages.data.messages.length === 0 ? <Text>{t("inAppMessages.none")}</Text> : null}
      {messages.data && messages.data.messages.length > 0 ? (
        <ul aria-label={t("inAppMessages.history")} style={{ margin: 0, padding: 0, listStyle: "none" }}>
          {messages.data.messages.map((message) => (
            <li key={message.id}>
              <Stack gap="xs">
                <Inline gap="sm" align="center" wrap>
                  <Badge tone={message.is_active ? "success" : "neutral"}>
                    {t(message.is_active ? "inAppMessages.shown" : "inAppMessages.hidden")}
                  </Badge>
                  <Text size="sm" tone="muted">
                    {format.dateTime(message.created_at)} ·{" "}
                    {t("inAppMessages.onRoutes", { routes: message.routes.join(", ") || "—" })} ·{" "}
                    {t("inAppMessages.dismissed", { count: message.dismissed_by })}
                  </Text>
                  <Button
                    size="small"
                    variant="secondary"
                    aria-label={`${t(message.is_active ? "inAppMessages.hide" : "inAppMessages.show")} #${message.id}`}
                    onClick={() => toggle.mutate({ id: message.id, is_active: !message.is_active })}
                  >
                    {t(message.is_active ? "inAppMessages.hide" : "inAppMessages.show")}
                  </Button>
                </Inline>
                <Text>{message.body}</Text>
              </Stack>
            </li>
          ))}
        </ul>
      ) : null}
    </Stack>
  );
}
