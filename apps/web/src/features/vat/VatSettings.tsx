import { useApiMutation, useApiQuery } from "@trezo/api";
import { VAT_BASES, VAT_DUE_DAY_RANGE, VAT_REGIMES, type VatBasis, type VatRegime } from "@trezo/domain";
import { Button, Heading, IconButton, Inline, Select, Stack, Text, TextField } from "@trezo/ui";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { useLocale, useT } from "../../i18n/appI18n";
import { flattenCategories } from "../../references/categoryPaths";
import { useAppStore } from "../../state/appStore";
import * as css from "./VatSettings.css";
import { formatVatRate, vatRateFromInput } from "./vatRateInput";

const NO_RATE = "none";
const invalidates = ["getCompanyVat", "getDashboardChartData"] as const;

/**
 * The company's VAT in /company (issue 17): its rates (add, delete), its regime, basis, due day and regime
 * change, the category where VAT payments are booked, and the rate of each category. Messages are the
 * spec's (001 §8): green 'TVA ajoutée', 'Le taux de TVA a été supprimé', 'Catégorie mise à jour'; red
 * 'Erreur interne du serveur' when a call fails.
 */
export function VatSettings({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const t = useT();
  const locale = useLocale();
  const notify = useAppStore((state) => state.notify);
  const vat = useApiQuery("getCompanyVat", { companyId });
  const tree = useApiQuery("getCategoryTree", { companyId });
  const addRate = useApiMutation("addCompanyVatRate", { invalidates: [...invalidates] });
  const deleteRate = useApiMutation("deleteCompanyVatRate", { invalidates: [...invalidates] });
  const update = useApiMutation("updateCompanyVat", { invalidates: [...invalidates] });
  const [newRate, setNewRate] = useState("");
  const [rateError, setRateError] = useState(false);

  if (!vat.data || !tree.data) return <Text tone="muted">{t("vat.loading")}</Text>;
  const { rates, settings } = vat.data;
  const categories = flattenCategories(tree.data.categories);
  const categoryRate = new Map(vat.data.categories.map((one) => [one.category_id, one.vat_rate_bp]));
  const rateOptions = [
    { id: NO_RATE, label: t("vat.noRate") },
    ...rates.map((rate) => ({ id: String(rate.rate_bp), label: formatVatRate(rate.rate_bp, locale) })),
  ];
  const regimeOptions = VAT_REGIMES.map((regime) => ({ id: regime, label: t(`vat.regimes.${regime}`) }));
  const failed = () => notify({ msg: t("vat.failed"), color: "red" });
  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      notify({ msg: success, color: "green" });
    } catch {
      failed();
    }
  };
  const saveSettings = (patch: Parameters<typeof update.mutateAsync>[0]["settings"]) =>
    run(() => update.mutateAsync({ companyId, settings: patch }), t("vat.settingsSaved"));

  return (
    <Stack gap="md">
      <Text tone="muted">{t("vat.intro")}</Text>

      <Heading level={3}>{t("vat.rates")}</Heading>
      <ul className={css.rates} aria-label={t("vat.rates")}>
        {rates.map((rate) => (
          <li key={rate.id} className={css.rate}>
            <span>{formatVatRate(rate.rate_bp, locale)}</span>
            {canEdit ? (
              <IconButton
                variant="ghost"
                size="small"
                icon={<Trash2 size={16} aria-hidden />}
                label={t("vat.deleteRate", { rate: formatVatRate(rate.rate_bp, locale) })}
                onClick={() =>
                  run(() => deleteRate.mutateAsync({ companyId, rateId: rate.id }), t("vat.deleted"))
                }
              />
            ) : null}
          </li>
        ))}
      </ul>
      {canEdit ? (
        <form
          className={css.fields}
          onSubmit={(event) => {
            event.preventDefault();
            const rateBp = vatRateFromInput(newRate);
            setRateError(rateBp === null);
            if (rateBp === null) return;
            void run(async () => {
              await addRate.mutateAsync({ companyId, rate_bp: rateBp });
              setNewRate("");
            }, t("vat.added"));
          }}
        >
          <TextField
            name="vat-rate"
            label={t("vat.newRate")}
            value={newRate}
            inputMode="decimal"
            onChange={(value) => {
              setNewRate(value);
              setRateError(false);
            }}
            {...(rateError ? { errorMessage: t("vat.invalidRate"), isInvalid: true } : {})}
          />
          <Inline gap="sm">
            <Button type="submit" loading={addRate.isPending}>
              {t("vat.addRate")}
            </Button>
          </Inline>
        </form>
      ) : null}

      <Heading level={3}>{t("vat.regime")}</Heading>
      <div className={css.settings}>
        <Select
          label={t("vat.regime")}
          options={regimeOptions}
          value={settings.regime}
          isDisabled={!canEdit}
          onChange={(id) => {
            const regime = VAT_REGIMES.find((one) => one === id);
            if (regime && regime !== settings.regime) void saveSettings({ regime });
          }}
        />
        <Select
          label={t("vat.basis")}
          options={VAT_BASES.map((basis) => ({ id: basis, label: t(`vat.bases.${basis}`) }))}
          value={settings.basis}
          isDisabled={!canEdit}
          onChange={(id) => {
            const basis = VAT_BASES.find((one): one is VatBasis => one === id);
            if (basis && basis !== settings.basis) void saveSettings({ basis });
          }}
        />
        <Select
          label={t("vat.dueDay")}
          options={Array.from({ length: VAT_DUE_DAY_RANGE.max - VAT_DUE_DAY_RANGE.min + 1 }, (_, index) => {
            const day = String(VAT_DUE_DAY_RANGE.min + index);
            return { id: day, label: day };
          })}
          value={String(settings.due_day)}
          isDisabled={!canEdit}
          onChange={(id) => {
            if (id !== null && Number(id) !== settings.due_day) void saveSettings({ due_day: Number(id) });
          }}
        />
        <Select
          label={t("vat.previousRegime")}
          options={[{ id: NO_RATE, label: t("vat.none") }, ...regimeOptions]}
          value={settings.previous_regime ?? NO_RATE}
          isDisabled={!canEdit}
          onChange={(id) => {
            const previous: VatRegime | null = VAT_REGIMES.find((one) => one === id) ?? null;
            if (previous !== settings.previous_regime) {
              void saveSettings(
                previous === null
                  ? { previous_regime: null, regime_changed_on: null }
                  : { previous_regime: previous },
              );
            }
          }}
        />
        <TextField
          name="vat-regime-changed-on"
          type="date"
          label={t("vat.regimeChangedOn")}
          value={settings.regime_changed_on ?? ""}
          isDisabled={!canEdit || settings.previous_regime === null}
          onChange={(value) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(value) || value === "") {
              void saveSettings({ regime_changed_on: value === "" ? null : value });
            }
          }}
        />
        <Select
          label={t("vat.vatCategory")}
          options={[
            { id: NO_RATE, label: t("vat.none") },
            ...categories.map(({ node, path }) => ({ id: String(node.id), label: path })),
          ]}
          value={settings.vat_category_id === null ? NO_RATE : String(settings.vat_category_id)}
          isDisabled={!canEdit}
          onChange={(id) => {
            const categoryId = id === null || id === NO_RATE ? null : Number(id);
            if (categoryId !== settings.vat_category_id) void saveSettings({ vat_category_id: categoryId });
          }}
        />
      </div>

      <details className={css.categoryRates}>
        <summary className={css.summary}>{t("vat.categoryRates")}</summary>
        <div className={css.fields}>
          {categories.map(({ node, path }) => (
            <div key={node.id} data-testid={`vat-category-${node.id}`}>
              <Select
                label={path}
                aria-label={t("vat.categoryRate", { name: path })}
                options={rateOptions}
                value={String(categoryRate.get(node.id) ?? NO_RATE)}
                isDisabled={!canEdit}
                onChange={(id) => {
                  const rateBp = id === null || id === NO_RATE ? null : Number(id);
                  if (rateBp === (categoryRate.get(node.id) ?? null)) return;
                  void run(
                    () =>
                      update.mutateAsync({
                        companyId,
                        categories: [{ category_id: node.id, vat_rate_bp: rateBp }],
                      }),
                    t("vat.categoryUpdated"),
                  );
                }}
              />
            </div>
          ))}
        </div>
      </details>
    </Stack>
  );
}
