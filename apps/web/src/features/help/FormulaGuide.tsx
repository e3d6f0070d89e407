/**
 * The formula language's guide for users (packages/i18n `formulas.doc`, in the user's locale): the
 * catalog holds it as structured text, rendered here as headings, lists and code, never as HTML.
 */
import { Heading, Stack, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import * as styles from "./FormulaGuide.css";

/** The functions in the order the guide presents them. */
export const GUIDE_FUNCTIONS = [
  "VAL",
  "VALUES",
  "SUM",
  "SUMS",
  "AVGS",
  "MAX",
  "MIN",
  "MAXV",
  "MINV",
  "MEDIAN",
  "LEN",
  "GET",
  "RANGE",
  "SAFE_DIV",
  "SI",
  "ET",
  "OU",
  "CUMSUM",
] as const;

const SYSTEM_VALUES = ["begin", "income", "expense", "variation", "end"] as const;
const OPERATORS = ["arithmetic", "modulo", "comparison", "priority"] as const;

/** "name : text" with the name as code. */
function Term({ text }: { text: string }) {
  const split = text.indexOf(" : ");
  const colon = split >= 0 ? split : text.indexOf(": ");
  if (colon < 0) return <>{text}</>;
  const gap = text.slice(colon).match(/^\s*:\s*/)?.[0] ?? ": ";
  return (
    <>
      <code className={styles.code}>{text.slice(0, colon)}</code>
      {gap}
      {text.slice(colon + gap.length)}
    </>
  );
}

export function FormulaGuide({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const t = useT();
  const sub = headingLevel === 2 ? 3 : 4;
  return (
    <article className={styles.guide} aria-labelledby="formula-guide-title">
      <Stack gap="md">
        <Heading level={headingLevel} id="formula-guide-title">
          {t("formulas.doc.title")}
        </Heading>
        <Text>{t("formulas.doc.intro")}</Text>
        <section>
          <Heading level={sub}>{t("formulas.doc.referencesTitle")}</Heading>
          <Text>{t("formulas.doc.references")}</Text>
          <Text>{t("formulas.doc.numbers")}</Text>
        </section>
        <section>
          <Heading level={sub}>{t("formulas.doc.systemTitle")}</Heading>
          <ul className={styles.list}>
            {SYSTEM_VALUES.map((name) => (
              <li key={name}>
                <Term text={t(`formulas.doc.system.${name}`)} />
              </li>
            ))}
          </ul>
        </section>
        <section>
          <Heading level={sub}>{t("formulas.doc.operatorsTitle")}</Heading>
          <ul className={styles.list}>
            {OPERATORS.map((name) => (
              <li key={name}>
                {/* The priority line is a sentence, not a symbol and its meaning. */}
                {name === "priority" ? (
                  t("formulas.doc.operators.priority")
                ) : (
                  <Term text={t(`formulas.doc.operators.${name}`)} />
                )}
              </li>
            ))}
          </ul>
        </section>
        <section>
          <Heading level={sub}>{t("formulas.doc.errorsTitle")}</Heading>
          <Text>{t("formulas.doc.errorsText")}</Text>
        </section>
        <section>
          <Heading level={sub}>{t("formulas.doc.functionsTitle")}</Heading>
          <dl className={styles.functions}>
            {GUIDE_FUNCTIONS.map((name) => (
              <div key={name}>
                <dt>
                  <code className={styles.code}>{t(`formulas.doc.functions.${name}.syntax`)}</code>
                </dt>
                <dd className={styles.description}>
                  {t(`formulas.doc.functions.${name}.description`)}
                  <br />
                  <Text as="span" tone="muted" size="sm">
                    <Term text={t(`formulas.doc.functions.${name}.example`)} />
                  </Text>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      </Stack>
    </article>
  );
}
