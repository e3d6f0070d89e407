/**
 * The return from the aggregator's page at /callback (spec 000 §2, spec 001 §7.10), step by step:
 * 1. getProviderToken records the connection from the page's answer (the session's state, the item, and
 *    whether the user went to the end; a bank that failed on the page still gives a connection, in its
 *    state). A connection the user must repair, or whose bank is down, is not synchronised now: the page
 *    says so and the banks screen shows what to do;
 * 2. while the aggregator still reads the bank (the connection answers `syncing`), completeBridgeSync waits
 *    for it (its 60 s timeout);
 * 3. getDataAfterSuccess starts the first synchronisation as a job, which isGetDataAfterSuccessFinish
 *    follows with its progress until it is finished, or until FIRST_SYNC_PATIENCE_MS have passed: the job
 *    then goes on on the server and the page says so.
 * Each step tells the page where it is; the outcome says what to show.
 */
import { type ApiClient, ApiError } from "@trezo/api";
import { FIRST_SYNC_PATIENCE_MS } from "@trezo/domain";

/** How often the first synchronisation is asked whether it is finished. */
export const FIRST_SYNC_POLL_MS = 1_000;

/** What the aggregator's page put in the return address. */
export interface CallbackParameters {
  state: string;
  item_id?: string;
  success?: "true" | "false";
  step?: string;
}

/** Where the first synchronisation is. */
export type FirstSyncStep =
  | { step: "accounts" }
  | { step: "transactions"; progress: number }
  | { step: "finishing" };

export type FirstSyncOutcome =
  /** Connected and synchronised: its accounts, and how many connections need the user now. */
  | { kind: "done"; bankId: number; accounts: number; needingAttention: number }
  /** The user left the aggregator's page before the end. */
  | { kind: "cancelled" }
  /** Recorded, but the bank asks something of the user or does not answer: see the banks screen. */
  | { kind: "attention"; bankId: number }
  /** Still running after the page's patience: it goes on on the server. */
  | { kind: "slow"; bankId: number }
  /** Refused or failed, with the server's words (localised) when it gave some. */
  | { kind: "failed"; message: string | null };

/**
 * The parameters of the return address, or null when it lacks the session's state. Bridge gives it back
 * in `context` (what the connect session was given), the sandbox aggregator as `state`.
 */
export function callbackParametersOf(search: URLSearchParams): CallbackParameters | null {
  const state = search.get("state") ?? search.get("context");
  if (!state) return null;
  const success = search.get("success");
  const itemId = search.get("item_id");
  const step = search.get("step");
  return {
    state,
    ...(itemId ? { item_id: itemId } : {}),
    ...(success === "true" || success === "false" ? { success } : {}),
    ...(step ? { step } : {}),
  };
}

export interface FirstSyncOptions {
  companyId: number;
  onStep: (step: FirstSyncStep) => void;
  signal: AbortSignal;
  /** @default FIRST_SYNC_PATIENCE_MS */
  patienceMs?: number;
  /** @default FIRST_SYNC_POLL_MS */
  pollMs?: number;
  /** @default Date.now */
  now?: () => number;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener("abort", () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** Runs the steps above; a refusal or a failure becomes the `failed` outcome with its message. */
export async function runFirstSync(
  client: ApiClient,
  parameters: CallbackParameters,
  options: FirstSyncOptions,
): Promise<FirstSyncOutcome> {
  const { companyId, onStep, signal } = options;
  const patienceMs = options.patienceMs ?? FIRST_SYNC_PATIENCE_MS;
  const pollMs = options.pollMs ?? FIRST_SYNC_POLL_MS;
  const now = options.now ?? Date.now;
  try {
    onStep({ step: "accounts" });
    let linked: { bank_id: number; status: string; accounts: number };
    try {
      linked = await client.call("getProviderToken", { companyId, ...parameters });
    } catch (error) {
      // Left before the end, nothing recorded (the state is used up all the same).
      if (parameters.success === "false") return { kind: "cancelled" };
      throw error;
    }
    const bankId = linked.bank_id;
    let status = linked.status;
    if (status === "syncing") {
      onStep({ step: "finishing" });
      status = (await client.call("completeBridgeSync", { companyId, bank_id: bankId })).state.status;
    }
    if (status !== "working") return { kind: "attention", bankId };
    onStep({ step: "transactions", progress: 0 });
    const { jobId } = await client.call("getDataAfterSuccess", { companyId, bank_id: bankId });
    const startedAt = now();
    for (;;) {
      if (signal.aborted) return { kind: "slow", bankId };
      const job = await client.call("isGetDataAfterSuccessFinish", { companyId, jobId });
      if (job.finished && job.status === "failed") return { kind: "failed", message: job.message };
      if (job.finished) {
        onStep({ step: "transactions", progress: 100 });
        return {
          kind: "done",
          bankId,
          accounts: job.result?.accounts ?? linked.accounts,
          needingAttention: job.result?.needing_attention ?? 0,
        };
      }
      onStep({ step: "transactions", progress: job.progress });
      if (now() - startedAt >= patienceMs) return { kind: "slow", bankId };
      await wait(pollMs, signal);
    }
  } catch (error) {
    return { kind: "failed", message: error instanceof ApiError && error.message ? error.message : null };
  }
}
