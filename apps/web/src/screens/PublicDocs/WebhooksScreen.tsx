import { Card, Heading, Stack, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import * as css from "./PublicDocs.css";
import { WEBHOOK_ENDPOINTS } from "./webhookEndpoints";

/**
 * /webhooks (spec 000 §2, public): where providers' webhooks land, each endpoint with its provider, what it
 * does, its signature scheme, the secret's environment variable and its answers. Read by whoever sets up
 * a provider's dashboard; nothing on it is secret.
 */
export function Component() {
  const t = useT();
  const origin = window.location.origin;
  return (
    <main className={css.page}>
      <Stack gap="lg">
        <Stack gap="sm">
          <Heading level={1}>{t("publicPages.webhooks.title")}</Heading>
          <Text>{t("publicPages.webhooks.intro")}</Text>
        </Stack>
        {WEBHOOK_ENDPOINTS.map((endpoint) => (
          <Card key={endpoint.key}>
            <section aria-labelledby={`webhook-${endpoint.key}`} data-testid={`webhook-${endpoint.key}`}>
              <Stack gap="sm">
                <Heading level={2} id={`webhook-${endpoint.key}`}>
                  {t(`publicPages.webhooks.${endpoint.key}.name`)}
                </Heading>
                <Text>{t(`publicPages.webhooks.${endpoint.key}.purpose`)}</Text>
                <dl className={css.facts}>
                  <dt className={css.term}>{t("publicPages.webhooks.address")}</dt>
                  <dd className={css.definition}>
                    <code className={css.code}>
                      {endpoint.method} {origin}
                      {endpoint.path}
                    </code>
                  </dd>
                  <dt className={css.term}>{t("publicPages.webhooks.signature")}</dt>
                  <dd className={css.definition}>
                    <Stack gap="xs">
                      <code className={css.code}>{endpoint.header}</code>
                      <Text>{t(`publicPages.webhooks.${endpoint.key}.signature`)}</Text>
                    </Stack>
                  </dd>
                  <dt className={css.term}>{t("publicPages.webhooks.secret")}</dt>
                  <dd className={css.definition}>
                    <code className={css.code}>{endpoint.secret}</code>
                  </dd>
                  <dt className={css.term}>{t("publicPages.webhooks.answers")}</dt>
                  <dd className={css.definition}>{t(`publicPages.webhooks.${endpoint.key}.answers`)}</dd>
                </dl>
              </Stack>
            </section>
          </Card>
        ))}
        <Text tone="muted">{t("publicPages.webhooks.bodyNote")}</Text>
      </Stack>
    </main>
  );
}
