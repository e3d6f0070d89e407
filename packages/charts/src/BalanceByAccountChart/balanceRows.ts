import { downsampleRows } from "../downsampleRows";
import { dayNumber } from "../format/periodLabel";

/** One account and its end-of-day balances (cents), dates `YYYY-MM-DD`. */
export interface AccountBalances {
  id: string;
  name: string;
  points: ReadonlyArray<{ date: string; balance: number }>;
}

/** One drawn day: each account's balance by index (carried forward from its last known day) and the total. */
export interface BalanceRow {
  date: string;
  day: number;
  balances: number[];
  total: number;
}

/**
 * Merges the accounts' balances by date (an account without a balance on a day keeps its previous one,
 * as a bank balance does) and downsamples to `maxPoints` days on the total (LTTB).
 */
export function buildBalanceRows(accounts: readonly AccountBalances[], maxPoints: number): BalanceRow[] {
  const byAccount = accounts.map(
    (account) => new Map(account.points.map((point) => [point.date, point.balance])),
  );
  const dates = [...new Set(accounts.flatMap((account) => account.points.map((point) => point.date)))].sort();
  const last = accounts.map(() => 0);
  const rows = dates.map((date) => {
    const balances = byAccount.map((balances, index) => {
      const balance = balances.get(date) ?? last[index] ?? 0;
      last[index] = balance;
      return balance;
    });
    return {
      date,
      day: dayNumber(date),
      balances,
      total: balances.reduce((sum, balance) => sum + balance, 0),
    };
  });
  return downsampleRows(
    rows,
    maxPoints,
    (row) => row.day,
    (row) => row.total,
  );
}
