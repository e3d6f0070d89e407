import type { DatabaseHandle } from "../../db/database";
import { DomainError } from "../../errors/domainError";
import type { ScheduledTask } from "../../jobs/scheduler";
import { upsertEcbRates } from "./currencyQueries";
import { EcbRatesError, parseEcbRates } from "./ecbRates";

/** Reads and stores an ECB file; refuses, with the reason, a file it cannot read or that holds no rate. */
export async function loadEcbRates(
  db: Parameters<typeof upsertEcbRates>[0],
  content: string,
): Promise<{ imported: number; currencies: number; from: string | null; to: string | null }> {
  let rates: ReturnType<typeof parseEcbRates>;
  try {
    rates = parseEcbRates(content);
  } catch (error) {
    if (!(error instanceof EcbRatesError)) throw error;
    throw new DomainError("invalid", "unreadable_rates", {
      key: "currencies.unreadableRates",
      params: { reason: error.message },
    });
  }
  if (rates.length === 0)
    throw new DomainError("invalid", "no_rates_in_file", { key: "currencies.noRatesInFile" });
  await upsertEcbRates(db, rates);
  const dates = rates.map((rate) => rate.date).sort();
  return {
    imported: rates.length,
    currencies: new Set(rates.map((rate) => rate.currency)).size,
    from: dates[0] ?? null,
    to: dates.at(-1) ?? null,
  };
}

/** Largest answer the daily fetch reads (the full history CSV is ~1.7 MB). */
const MAX_FETCHED_BYTES = 20 * 1024 * 1024;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The daily fetch of the ECB's rates from `url` (ECB_RATES_URL: eurofxref-daily.xml, or a mirror of it),
 * once a day across instances (the scheduler claims the run). A failure is logged by the scheduler and
 * tried again the next day; the rates already stored stay.
 */
export function dailyEcbRatesFetch(url: string, fetchRates: typeof fetch = fetch): ScheduledTask {
  return {
    name: "dailyEcbRatesFetch",
    everyMs: DAY_MS,
    async run({ db, exclusive }: DatabaseHandle) {
      const response = await fetchRates(url, { signal: AbortSignal.timeout(60_000), redirect: "follow" });
      if (!response.ok) throw new Error(`ECB rates: HTTP ${response.status} from ${url}`);
      const length = Number(response.headers.get("content-length") ?? "0");
      if (length > MAX_FETCHED_BYTES) throw new Error(`ECB rates: ${length} bytes is too large`);
      const text = await response.text();
      if (text.length > MAX_FETCHED_BYTES) throw new Error("ECB rates: answer too large");
      await exclusive(() => loadEcbRates(db, text));
    },
  };
}
