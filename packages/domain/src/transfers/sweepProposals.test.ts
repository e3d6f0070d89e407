import { describe, expect, it } from "vitest";
import { type SweepAccount, sweepProposals } from "./sweepProposals";

const account = (id: number, balanceCents: number, patch: Partial<SweepAccount> = {}): SweepAccount => ({
  id,
  balanceCents,
  currency: "EUR",
  hasIban: true,
  active: true,
  ...patch,
});

describe("transfers proposed under the balance threshold", () => {
  it("refills an account under the threshold up to it from the account with the most to spare", () => {
    expect(sweepProposals([account(1, 200_000), account(2, -30_000), account(3, 900_000)], 100_000)).toEqual([
      { debtorAccountId: 3, creditorAccountId: 2, amountCents: 130_000, creditorBalanceCents: -30_000 },
    ]);
  });

  it("proposes nothing without a threshold, or when every account is above it", () => {
    expect(sweepProposals([account(1, -50_000), account(2, 900_000)], null)).toEqual([]);
    expect(sweepProposals([account(1, 100_000), account(2, 900_000)], 100_000)).toEqual([]);
  });

  it("never brings a giver under the threshold: several givers, and a shortfall covered in part", () => {
    expect(sweepProposals([account(1, 150_000), account(2, 0), account(3, 120_000)], 100_000)).toEqual([
      { debtorAccountId: 1, creditorAccountId: 2, amountCents: 50_000, creditorBalanceCents: 0 },
      { debtorAccountId: 3, creditorAccountId: 2, amountCents: 20_000, creditorBalanceCents: 0 },
    ]);
  });

  it("counts outstanding internal orders: a covered shortfall is not proposed twice", () => {
    const accounts = [account(1, 500_000), account(2, 0)];
    expect(
      sweepProposals(accounts, 100_000, [{ debtorAccountId: 1, creditorAccountId: 2, amountCents: 100_000 }]),
    ).toEqual([]);
    expect(
      sweepProposals(accounts, 100_000, [{ debtorAccountId: 1, creditorAccountId: 2, amountCents: 60_000 }]),
    ).toEqual([
      { debtorAccountId: 1, creditorAccountId: 2, amountCents: 40_000, creditorBalanceCents: 60_000 },
    ]);
  });

  it("leaves out accounts without IBAN, in another currency, or inactive, as givers and receivers", () => {
    expect(
      sweepProposals(
        [
          account(1, 900_000, { hasIban: false }),
          account(2, 0, { currency: "USD" }),
          account(3, 0, { active: false }),
          account(4, 0),
          account(5, 100_000),
        ],
        100_000,
      ),
    ).toEqual([]);
  });

  it("serves the lowest balance first when spare cash is short", () => {
    expect(sweepProposals([account(1, 130_000), account(2, 90_000), account(3, 50_000)], 100_000)).toEqual([
      { debtorAccountId: 1, creditorAccountId: 3, amountCents: 30_000, creditorBalanceCents: 50_000 },
    ]);
  });
});
