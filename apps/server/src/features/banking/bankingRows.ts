import type { BankConnectionState } from "@trezo/api";
import { type Locale, translate } from "@trezo/i18n";
import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { bankAccounts, bankConnections } from "../../db/schema";
import { domainErrors } from "../../errors/domainError";

export type ConnectionRow = typeof bankConnections.$inferSelect;
export type AccountRow = typeof bankAccounts.$inferSelect;

/** The connection `id` of `companyId`, or 404 (another company's id is just as unknown). */
export async function connectionOf(db: Database, companyId: number, id: number): Promise<ConnectionRow> {
  const [row] = await db
    .select()
    .from(bankConnections)
    .where(and(eq(bankConnections.companyId, companyId), eq(bankConnections.id, id)));
  if (!row) throw domainErrors.notFound();
  return row;
}

/** The account `id` of `companyId`, or 404. */
export async function accountOf(db: Database, companyId: number, id: number): Promise<AccountRow> {
  const [row] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, id)));
  if (!row) throw domainErrors.notFound();
  return row;
}

/** The account as the contract shows it. */
export function accountView(row: AccountRow) {
  return {
    id: row.id,
    bank_id: row.connectionId,
    name: row.name,
    custom_name: row.customName,
    balance_cents: Number(row.balanceCents),
    currency: row.currency,
    iban: row.iban,
    bic: row.bic,
    pinned: row.pinned,
    included: row.included,
  };
}

/** What `state` holds (spec 000 §3 connection): status, provider_code, action_required_ais. */
function stateOf(value: unknown): { status: string; provider_code: string; action_required: boolean } {
  const state = typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {};
  return {
    status: typeof state.status === "string" ? state.status : "working",
    provider_code: typeof state.provider_code === "string" ? state.provider_code : "active",
    action_required: state.action_required_ais === true || state.action_required === true,
  };
}

/** The provider codes that have a message for the user (the others, `active`, say nothing). */
const STATE_MESSAGE_CODES = new Set([
  "sca_required",
  "wrong_credentials",
  "user_action",
  "bank_unavailable",
  "sync_in_progress",
  "unsynced",
  "error",
] as const);
type StateMessageCode = typeof STATE_MESSAGE_CODES extends Set<infer C> ? C : never;

function hasMessage(code: string): code is StateMessageCode {
  return (STATE_MESSAGE_CODES as Set<string>).has(code);
}

/**
 * A connection's state as the contract shows it (spec 000 §3): status, provider_code, and for the `ais`
 * product whether the user must act, with the sentence and the short message of its provider_code in the
 * caller's language (null while it works).
 */
export function connectionStateView(value: unknown, locale: Locale): BankConnectionState {
  const { status, provider_code, action_required } = stateOf(value);
  const code = hasMessage(provider_code) ? provider_code : null;
  return {
    status,
    provider_code,
    action_required_ais: action_required,
    ais_description: code ? translate(`bankLinking.description.${code}`, locale) : null,
    ais_short_message: code ? translate(`bankLinking.shortMessage.${code}`, locale) : null,
  };
}

/** The connection as the contract shows it, with its accounts; state messages in `locale`. */
export function connectionView(
  row: ConnectionRow,
  accounts: readonly AccountRow[],
  locale: Locale = "fr-FR",
) {
  return {
    id: row.id,
    name: row.name,
    custom_name: row.customName,
    type: row.type,
    aggregator: row.aggregator,
    ...stateOf(row.state),
    state: connectionStateView(row.state, locale),
    archived: row.archived,
    last_update: row.lastUpdate?.toISOString() ?? null,
    accounts: accounts.filter((account) => account.connectionId === row.id).map(accountView),
  };
}
