import type { Cents } from "../money";

/**
 * Transfers proposed when an account's balance falls under the company's balance threshold (issue 22:
 * "a balance under threshold proposes a transfer"; the threshold is the forecast's, spec 001 §7.3).
 *
 * Each account is taken at its balance plus what outstanding internal orders (drafts, pending or
 * rejected) will bring it, minus what they will take from it: a shortfall already covered by an order
 * is never proposed again. An account under the threshold is refilled up to it from the accounts with
 * the most to spare (what stays above the threshold after their own outstanding orders), largest first,
 * never bringing a giver under the threshold. Only euro accounts with an IBAN take part (SEPA).
 * Several givers may be needed: one proposal per (giver, receiver) pair; a shortfall nobody can cover
 * is proposed in part.
 */
export interface SweepAccount {
  id: number;
  balanceCents: Cents;
  currency: string;
  hasIban: boolean;
  /** Archived connections and accounts left out of the dashboard take no part. */
  active: boolean;
}

/** An outstanding internal order between two of the company's accounts. */
export interface OutstandingInternalOrder {
  debtorAccountId: number;
  creditorAccountId: number;
  amountCents: Cents;
}

export interface SweepProposal {
  debtorAccountId: number;
  creditorAccountId: number;
  amountCents: Cents;
  /** The receiver's balance counted with its outstanding orders, before the proposal. */
  creditorBalanceCents: Cents;
}

export function sweepProposals(
  accounts: readonly SweepAccount[],
  thresholdCents: Cents | null,
  outstanding: readonly OutstandingInternalOrder[] = [],
): SweepProposal[] {
  if (thresholdCents === null) return [];
  const eligible = accounts.filter(
    (account) => account.active && account.hasIban && account.currency === "EUR",
  );
  const projected = new Map(eligible.map((account) => [account.id, account.balanceCents]));
  for (const order of outstanding) {
    const debtor = projected.get(order.debtorAccountId);
    const creditor = projected.get(order.creditorAccountId);
    if (debtor !== undefined) projected.set(order.debtorAccountId, debtor - order.amountCents);
    if (creditor !== undefined) projected.set(order.creditorAccountId, creditor + order.amountCents);
  }
  const balanceOf = (id: number) => projected.get(id) ?? 0;
  const receivers = eligible
    .filter((account) => balanceOf(account.id) < thresholdCents)
    .sort((a, b) => balanceOf(a.id) - balanceOf(b.id) || a.id - b.id);
  const spare = new Map(
    eligible
      .filter((account) => balanceOf(account.id) > thresholdCents)
      .map((account) => [account.id, balanceOf(account.id) - thresholdCents]),
  );
  const proposals: SweepProposal[] = [];
  for (const receiver of receivers) {
    let missing = thresholdCents - balanceOf(receiver.id);
    const givers = [...spare.entries()]
      .filter(([, cents]) => cents > 0)
      .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
    for (const [giverId, cents] of givers) {
      if (missing <= 0) break;
      const amount = Math.min(missing, cents);
      proposals.push({
        debtorAccountId: giverId,
        creditorAccountId: receiver.id,
        amountCents: amount,
        creditorBalanceCents: balanceOf(receiver.id),
      });
      spare.set(giverId, cents - amount);
      missing -= amount;
    }
  }
  return proposals;
}
