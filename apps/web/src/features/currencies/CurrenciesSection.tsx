import { useApiMutation, useApiQuery } from "@trezo/api";
import { Button, Card, Heading, IconButton, Select, Stack, Text, TextField } from "@trezo/ui";
import { Download, Trash2 } from "lucide-react";
import { useState } from "react";
import { FORECAST_QUERIES } from "../../forecast/forecastQueries";
import { useFormat, useLocale, useT } from "../../i18n/appI18n";
import { saveDownloadedFile } from "../../platform/saveDownloadedFile";
import { useAppStore } from "../../state/appStore";
import { useCurrencyOptions } from "../banks/currencyOptions";
import * as css from "./CurrenciesSection.css";
import { formatRate, rateFromInput } from "./rateInput";

/** A typed rate changes every converted figure: the forecast's queries are refetched with the list. */
const invalidates = ["getCompanyCurrencyRates", ...FORECAST_QUERIES] as const;

/** Today in the browser's time zone, as YYYY-MM-DD. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/**
 * The currencies card of /company (issue 17): the company's default currency (the dashboard's, the
 * console's and the exports'; only a Trezo administrator changes it), each other currency its accounts
 * hold with the rate it converts with (the ECB's or one the company typed, with its date), the rates the
 * company typed (add, delete; a typed rate wins over the ECB's of that day), and the rates history as an
 * xlsx (currenciesHistory). A member who cannot manage the company reads it only.
 */
export function CurrenciesSection({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const notify = useAppStore((state) => state.notify);
  const rates = useApiQuery("getCompanyCurrencyRates", { companyId });
  const setRate = useApiMutation("setCompanyCurrencyRate", { invalidates: [...invalidates] });
  const history = useApiMutation("getCurrenciesHistory");
  const currencyOptions = useCurrencyOptions().filter((option) => option.id !== "EUR");
  const [currency, setCurrency] = useState<string | null>(null);
  const [date, setDate] = useState(today);
  const [rateText, setRateText] = useState("");
  const [rateError, setRateError] = useState(false);

  const run = async (work: () => Promise<unknown>, success: string) => {
    try {
      await work();
      notify({ msg: success, color: "green" });
    } catch {
      notify({ msg: t("currencies.failed"), color: "red" });
    }
  };
  const sourceOf = (source: "ecb" | "company") =>
    source === "ecb" ? t("currencies.sourceEcb") : t("currencies.sourceCompany");

  const body = () => {
    if (!rates.data) return <Text tone="muted">…</Text>;
    const { default_currency: defaultCurrency, held, typed } = rates.data;
    const chosen = currency ?? held[0]?.currency ?? currencyOptions[0]?.id ?? "USD";
    return (
      <Stack gap="md">
        <Text tone="muted">{t("currencies.intro", { currency: defaultCurrency })}</Text>
        <Text size="sm" tone="muted">
          {t("currencies.defaultChange")}
        </Text>

        <Heading level={3}>{t("currencies.held")}</Heading>
        {held.length === 0 ? (
          <Text>{t("currencies.allInDefault", { currency: defaultCurrency })}</Text>
        ) : (
          <ul className={css.list} aria-label={t("currencies.held")}>
            {held.map((one) => (
              <li key={one.currency} className={css.item}>
                <span className={css.figure}>{one.currency}</span>
                {one.latest ? (
                  <>
                    <span className={css.figure}>
                      {t("currencies.latestRate", {
                        rate: formatRate(one.latest.rate, locale),
                        currency: one.currency,
                      })}
                    </span>
                    <Text size="sm" tone="muted">
                      {t("currencies.rateFrom", {
                        date: format.date(one.latest.date),
                        source: sourceOf(one.latest.source),
                      })}
                    </Text>
                  </>
                ) : (
                  <Text size="sm" tone="danger">
                    {t("currencies.noRateYet")}
                  </Text>
                )}
              </li>
            ))}
          </ul>
        )}

        <Heading level={3}>{t("currencies.typed")}</Heading>
        {typed.length === 0 ? (
          <Text tone="muted">{t("currencies.noneTyped")}</Text>
        ) : (
          <ul className={css.list} aria-label={t("currencies.typed")}>
            {typed.map((one) => (
              <li key={`${one.currency} ${one.date}`} className={css.item}>
                <span className={css.figure}>
                  {t("currencies.latestRate", {
                    rate: formatRate(one.rate, locale),
                    currency: one.currency,
                  })}
                </span>
                <Text size="sm" tone="muted">
                  {format.date(one.date)}
                </Text>
                {canEdit ? (
                  <span className={css.push}>
                    <IconButton
                      variant="ghost"
                      size="small"
                      icon={<Trash2 size={16} aria-hidden />}
                      label={t("currencies.deleteRate", {
                        currency: one.currency,
                        date: format.date(one.date),
                      })}
                      onClick={() =>
                        run(
                          () =>
                            setRate.mutateAsync({
                              companyId,
                              currency: one.currency,
                              date: one.date,
                              rate: null,
                            }),
                          t("currencies.rateDeleted"),
                        )
                      }
                    />
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        )}

        {canEdit ? (
          <form
            className={css.fields}
            aria-label={t("currencies.addRate")}
            onSubmit={(event) => {
              event.preventDefault();
              const rate = rateFromInput(rateText);
              const validDate = /^\d{4}-\d{2}-\d{2}$/.test(date);
              setRateError(rate === null);
              if (rate === null || !validDate) return;
              void run(async () => {
                await setRate.mutateAsync({ companyId, currency: chosen, date, rate });
                setRateText("");
              }, t("currencies.rateSaved"));
            }}
          >
            <Select
              label={t("currencies.currency")}
              options={currencyOptions}
              value={chosen}
              onChange={(id) => setCurrency(id)}
            />
            <TextField
              name="currency-rate-date"
              type="date"
              label={t("currencies.rateDate")}
              value={date}
              onChange={setDate}
            />
            <TextField
              name="currency-rate"
              label={t("currencies.newRate")}
              value={rateText}
              inputMode="decimal"
              onChange={(value) => {
                setRateText(value);
                setRateError(false);
              }}
              {...(rateError ? { errorMessage: t("currencies.invalidRate"), isInvalid: true } : {})}
            />
            <div>
              <Button type="submit" loading={setRate.isPending}>
                {t("currencies.addRate")}
              </Button>
            </div>
          </form>
        ) : null}

        <div>
          <Button
            variant="secondary"
            iconStart={<Download size={16} aria-hidden />}
            loading={history.isPending}
            onClick={() =>
              void history
                .mutateAsync({ companyId })
                .then(saveDownloadedFile, () => notify({ msg: t("currencies.failed"), color: "red" }))
            }
          >
            {t("currencies.download")}
          </Button>
        </div>
      </Stack>
    );
  };

  return <Card title={t("currencies.title")}>{body()}</Card>;
}
