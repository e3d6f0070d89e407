/**
 * What the banks screen says of a connection's state (spec 000 §3: status, provider_code,
 * action_required_{product}, {product}_description, {product}_short_message). The server words the state
 * in the user's language (short message and description); this part decides how it looks (the badge's
 * tone), whether the user can repair it (getModifyUrl) or stop its synchronisation
 * (unsyncBankConnection), and turns the last sync instant into the user's date and time.
 */
import { intlLocaleOf, type Locale, type Translate } from "@trezo/i18n";

/** The fields of a connection this part reads (getBanksAndAccountsList's banks). */
export interface ConnectionStateFields {
  type: string;
  aggregator: string | null;
  status: string;
  provider_code: string;
  action_required: boolean;
  archived: boolean;
  state?: {
    status: string;
    provider_code: string;
    action_required_ais: boolean;
    ais_description: string | null;
    ais_short_message: string | null;
  };
}

export type HealthTone = "success" | "info" | "warning" | "danger" | "neutral";

export interface ConnectionHealth {
  /** Fed by an aggregator (and not stopped): it has a last sync, can be repaired, unsynced. */
  linked: boolean;
  /** The badge's tone. */
  tone: HealthTone;
  /** The server's short message (null when working: the screen says "synchronised" or "active"). */
  shortMessage: string | null;
  /** The server's sentence telling what happens and what to do, or null. */
  description: string | null;
  /** The user must act on the aggregator's page: the repair action (getModifyUrl). */
  repairable: boolean;
}

/** Statuses where the aggregator no longer feeds the connection. */
const STOPPED = new Set(["unsynced"]);

/** The tone of a status: green working, blue while syncing, amber when the user or the bank must act. */
function toneOf(status: string, providerCode: string): HealthTone {
  if (status === "working") return "success";
  if (status === "syncing" || providerCode === "sync_in_progress") return "info";
  if (status === "unsynced") return "neutral";
  if (status === "action_required" || status === "bank_unavailable") return "warning";
  return "danger";
}

/** How the screen shows a connection's state. */
export function connectionHealthOf(bank: ConnectionStateFields): ConnectionHealth {
  const status = bank.state?.status ?? bank.status;
  const providerCode = bank.state?.provider_code ?? bank.provider_code;
  const linked = bank.type !== "manual" && bank.aggregator !== null && !STOPPED.has(status) && !bank.archived;
  const actionRequired = bank.state?.action_required_ais ?? bank.action_required;
  return {
    linked,
    tone: toneOf(status, providerCode),
    shortMessage: status === "working" ? null : (bank.state?.ais_short_message ?? null),
    description: status === "working" ? null : (bank.state?.ais_description ?? null),
    repairable: linked && (actionRequired || status === "action_required"),
  };
}

/** An instant (ISO 8601) as the user's local date (YYYY-MM-DD, for formatDate) and time (hh:mm). */
export function localDateAndTime(instant: string, locale: Locale): { isoDate: string; time: string } {
  const date = new Date(instant);
  const pad = (value: number) => String(value).padStart(2, "0");
  return {
    isoDate: `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`,
    time: new Intl.DateTimeFormat(intlLocaleOf(locale), { hour: "2-digit", minute: "2-digit" }).format(date),
  };
}

/** An aggregator's name in the user's words (bankLinking.aggregators), or its own name when unknown. */
export function aggregatorLabel(t: Translate, aggregator: string): string {
  switch (aggregator) {
    case "bridge":
      return t("bankLinking.aggregators.bridge");
    case "sandbox":
      return t("bankLinking.aggregators.sandbox");
    default:
      return aggregator;
  }
}
