/**
 * The live preview of a formula series: what the formula gives each month of the coming year on the
 * base scenario (GET company/{companyId}/cfs/previewFormula), or where it does not parse. Asked for
 * once the user pauses typing; the previous answer stays while the next one loads.
 */
import { keepPreviousData } from "@tanstack/react-query";
import { useApiQuery } from "@trezo/api";
import { periodLabel } from "@trezo/charts";
import type { MessageKey } from "@trezo/i18n";
import { Skeleton, Stack, Text } from "@trezo/ui";
import { useEffect, useState } from "react";
import { visuallyHidden } from "../../components/visuallyHidden.css";
import { useMoneyFormat } from "../../forecast/useMoneyFormat";
import { useLocale, useT } from "../../i18n/appI18n";
import * as styles from "./SidePanel.css";

/** How long typing must pause before the preview is asked for. */
export const PREVIEW_DELAY_MS = 400;

export function FormulaPreview({
  companyId,
  categoryId,
  formula,
  currency,
}: {
  companyId: number;
  categoryId: number | null;
  formula: string;
  currency: string;
}) {
  const t = useT();
  const locale = useLocale();
  const money = useMoneyFormat(currency);
  const [settled, setSettled] = useState(formula.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(formula.trim()), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [formula]);
  const enabled = categoryId !== null && settled !== "";
  const preview = useApiQuery(
    "previewFormula",
    { companyId, category_id: categoryId ?? 0, formula: settled },
    { enabled, placeholderData: keepPreviousData, staleTime: 30_000 },
  );

  let body: React.ReactNode;
  if (!enabled) body = <Text tone="muted">{t("series.preview.empty")}</Text>;
  else if (preview.isPending) body = <Skeleton lines={3} />;
  else if (preview.isError) body = <Text tone="danger">{preview.error.message}</Text>;
  else if (preview.data.error) {
    body = (
      <Text tone="danger" data-testid="formula-error">
        {preview.data.error.message}
      </Text>
    );
  } else {
    body = (
      <table className={styles.previewTable} data-testid="formula-preview">
        <caption className={styles.previewLabel}>{t("series.preview.caption")}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.previewLabel}>
              {t("series.preview.month")}
            </th>
            <th scope="col">{t("series.preview.amount")}</th>
          </tr>
        </thead>
        <tbody>
          {preview.data.values.map((value) => (
            <tr key={value.key}>
              <th scope="row" className={styles.previewLabel}>
                {periodLabel(value.key, locale)}
              </th>
              <td>
                {value.cents !== null
                  ? money(value.cents)
                  : t(`formulas.errors.${value.error ?? "notFinite"}` as MessageKey)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }
  return (
    <section aria-label={t("series.preview.title")} aria-busy={enabled && preview.isFetching}>
      <Stack gap="xs">
        <Text weight="semibold">{t("series.preview.title")}</Text>
        {/* Only the verdict is announced (the error, or that the preview is there), not the whole table. */}
        <div aria-live="polite" className={visuallyHidden}>
          {enabled && preview.data ? (preview.data.error?.message ?? t("series.preview.caption")) : ""}
        </div>
        {body}
      </Stack>
    </section>
  );
}
