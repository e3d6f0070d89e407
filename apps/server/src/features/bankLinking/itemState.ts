import type { ProviderCode } from "./aggregator";

/**
 * Bridge's item status (its "Items status" guide) in Trezo's terms. 0 works; -2 and -3 are a refresh or
 * the first synchronisation still running; 402 and 430 are credentials the bank refused or wants changed;
 * 429 and 1100 ask the user to act on the bank's site; 1010 is the strong authentication to renew
 * (otp_required, about every 180 days); 1003 and 1005 are the bank not answering (it comes back by
 * itself); anything else is an error support looks at.
 */
export function providerCodeOfBridgeStatus(status: number): ProviderCode {
  switch (status) {
    case 0:
      return "active";
    case -2:
    case -3:
      return "sync_in_progress";
    case 402:
    case 430:
      return "wrong_credentials";
    case 429:
    case 1007:
    case 1100:
      return "user_action";
    case 1010:
      return "sca_required";
    case 1003:
    case 1005:
      return "bank_unavailable";
    default:
      return "error";
  }
}

/** The codes with which the user must act (through getModifyUrl). */
const USER_MUST_ACT: ReadonlySet<ProviderCode> = new Set([
  "sca_required",
  "wrong_credentials",
  "user_action",
]);

/** A connection's stored state (spec 000 §3): status, provider_code, action_required_ais. */
export interface StoredConnectionState {
  status: "working" | "syncing" | "action_required" | "bank_unavailable" | "unsynced";
  provider_code: ProviderCode | "unsynced";
  action_required_ais: boolean;
  /** The aggregator's own status, for support. */
  raw_status?: string;
}

/** The state a connection stores for an aggregator's code. */
export function connectionStateOf(code: ProviderCode, rawStatus?: string): StoredConnectionState {
  const raw = rawStatus === undefined ? {} : { raw_status: rawStatus };
  if (USER_MUST_ACT.has(code))
    return { status: "action_required", provider_code: code, action_required_ais: true, ...raw };
  if (code === "bank_unavailable")
    return { status: "bank_unavailable", provider_code: code, action_required_ais: false, ...raw };
  if (code === "sync_in_progress")
    return { status: "syncing", provider_code: code, action_required_ais: false, ...raw };
  if (code === "error")
    return { status: "bank_unavailable", provider_code: code, action_required_ais: false, ...raw };
  return { status: "working", provider_code: "active", action_required_ais: false, ...raw };
}

/** The state of a connection that no longer synchronises (unsyncBankConnection). */
export const UNSYNCED_STATE: StoredConnectionState = {
  status: "unsynced",
  provider_code: "unsynced",
  action_required_ais: false,
};

/** Whether a connection in this state can be read now (the user needs not act, the bank answers). */
export function canSync(code: ProviderCode): boolean {
  return code === "active" || code === "sync_in_progress";
}
