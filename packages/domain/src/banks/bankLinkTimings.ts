/**
 * Timings of bank linking that the spec gives (spec 000 §9, spec 001 §4 and §9), shared by the web and
 * the server.
 */

/** Spec 001 §4: after loadTransactions the product waits 30 s, then reloads the banks. */
export const LOAD_TRANSACTIONS_WAIT_MS = 30_000;

/**
 * How long /callback follows the first synchronisation before saying it goes on in the background (the
 * spec is silent; Trezo's choice: twice completeBridgeSync's 60 s). The synchronisation itself is not
 * stopped: its job carries on on the server.
 */
export const FIRST_SYNC_PATIENCE_MS = 120_000;
