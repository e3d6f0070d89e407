/**
 * "Connect my bank" (spec 001 §7.10): the user searches their bank among those the aggregators offer
 * (getBanksAndAggreagtors, searched on the server as they type), chooses it, reads where they are going
 * (the aggregator's secure page, where they sign in to their bank: Trezo never sees the credentials) and
 * goes there (getRedirectUrl → its url). The aggregator's page brings them back to /callback. A refusal
 * at the plan's limit becomes the plan popup the shell opens (spec 000 §6).
 */
import { keepPreviousData } from "@tanstack/react-query";
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import { Button, Inline, Skeleton, Stack, Text, TextField } from "@trezo/ui";
import { useEffect, useId, useState } from "react";
import { useT } from "../../i18n/appI18n";
import * as css from "./bankLink.css";
import { aggregatorLabel } from "./connectionHealth";

/** How long the search waits after the last key before asking the server. */
export const BANK_SEARCH_DEBOUNCE_MS = 250;

export interface ConnectBankProps {
  companyId: number;
  /** Back to the choice between connecting a bank and adding a manual account. */
  onBack: () => void;
  /** Sends the browser to the aggregator's page (window.location.assign in the app). */
  onRedirect: (url: string) => void;
  /**
   * A refusal that is the plan's business (max_connections_reached): the popup handles it (the upgrade
   * popup) and returns true; any other refusal is said here.
   */
  onRefused?: (error: ApiError) => boolean;
}

/** The value after it has stayed the same for `delayMs`. */
function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delayMs);
    return () => window.clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

export function ConnectBank({ companyId, onBack, onRedirect, onRefused }: ConnectBankProps) {
  const t = useT();
  const [search, setSearch] = useState("");
  const query = useDebounced(search.trim(), BANK_SEARCH_DEBOUNCE_MS);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const listId = useId();
  const banks = useApiQuery(
    "getBanksAndAggreagtors",
    { companyId, ...(query ? { search: query } : {}) },
    { placeholderData: keepPreviousData, staleTime: 5 * 60_000 },
  );
  const start = useApiMutation("getRedirectUrl");
  const list = banks.data?.banks ?? [];
  const chosen = list.find((bank) => bank.id === chosenId) ?? null;
  const [failure, setFailure] = useState<string | null>(null);

  const go = () => {
    if (!chosen) return;
    setFailure(null);
    start.mutate(
      { companyId, bank: chosen.id, aggregator: chosen.aggregator },
      {
        onSuccess: (answer) => onRedirect(answer.url),
        onError: (error) => {
          if (onRefused?.(error)) return;
          setFailure(error.message || t("bankLink.redirect.failed"));
        },
      },
    );
  };

  return (
    <Stack gap="md">
      <TextField
        label={t("bankLink.search.label")}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setChosenId(null);
        }}
        autoFocus
      />
      {banks.isError ? (
        <Stack gap="sm" role="alert">
          <Text tone="danger">{t("bankLink.search.loadFailed")}</Text>
          <Inline>
            <Button variant="secondary" onClick={() => void banks.refetch()}>
              {t("bankLink.retry")}
            </Button>
          </Inline>
        </Stack>
      ) : !banks.data ? (
        <Skeleton height={160} />
      ) : (
        <>
          <Text size="sm" tone="muted" role="status">
            {list.length === 0
              ? t("bankLink.search.none")
              : t("bankLink.search.results", { count: list.length })}
          </Text>
          {list.length > 0 ? (
            <ul id={listId} className={css.bankList} aria-label={t("bankLink.search.list")}>
              {list.map((bank) => (
                <li key={`${bank.aggregator}-${bank.id}`}>
                  <button
                    type="button"
                    className={css.bankOption}
                    aria-pressed={bank.id === chosenId}
                    onClick={() => setChosenId(bank.id)}
                  >
                    {bank.logo_url ? <img src={bank.logo_url} alt="" className={css.bankLogo} /> : null}
                    <span className={css.bankOptionName}>{bank.name}</span>
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
      {chosen ? (
        <Text size="sm" role="status">
          {t("bankLink.redirect.notice", {
            bank: chosen.name,
            aggregator: aggregatorLabel(t, chosen.aggregator),
          })}
        </Text>
      ) : null}
      {failure ? (
        <Text tone="danger" role="alert">
          {failure}
        </Text>
      ) : null}
      <Inline gap="sm" justify="space-between" wrap>
        <Button variant="secondary" onClick={onBack}>
          {t("bankLink.back")}
        </Button>
        <Button disabled={!chosen} loading={start.isPending || start.isSuccess} onClick={go}>
          {chosen ? t("bankLink.redirect.go", { bank: chosen.name }) : t("bankLink.choose.connect")}
        </Button>
      </Inline>
    </Stack>
  );
}
