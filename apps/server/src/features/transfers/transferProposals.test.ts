import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bankAccounts } from "../../db/schema";
import { companyToday } from "../../forecast/companyToday";
import { type BankingScene, okBody, startBankingScene } from "../banking/bankingTestScene";

/** Transfers proposed under the balance threshold (issue 22), over HTTP: getTransferProposals. */

let scene: BankingScene;
let current: number;
let payroll: number;
let savings: number;

interface Proposals {
  threshold_cents: number | null;
  proposals: Array<{
    debtor_account_id: number;
    creditor_account_id: number;
    amount_cents: number;
    creditor_balance_cents: number;
  }>;
}

const setBalance = (id: number, cents: number) =>
  scene.server.services.db
    .update(bankAccounts)
    .set({ balanceCents: BigInt(cents) })
    .where(and(eq(bankAccounts.companyId, scene.companyId), eq(bankAccounts.id, id)));

const proposals = async (as = scene.owner) =>
  okBody<Proposals>(await scene.call("getTransferProposals", {}, as));

beforeAll(async () => {
  scene = await startBankingScene({ basic_info: true });
  const { bank } = okBody<{ bank: { id: number } }>(
    await scene.call("addManualConnection", { name: "Banque" }),
  );
  const account = async (name: string, iban: string) =>
    okBody<{ account: { id: number } }>(
      await scene.call("addManualAccount", { bank_id: bank.id, name, iban }),
    ).account.id;
  current = await account("Compte courant", "FR7630006000011234567890189");
  payroll = await account("Compte paie", "FR7630004000031234567890143");
  savings = await account("Livret", "FR1420041010050500013M02606");
  await setBalance(current, 1_500_000);
  await setBalance(payroll, -200_000);
  await setBalance(savings, 400_000);
});
afterAll(() => scene.stop());

describe("a balance under the threshold proposes a transfer", () => {
  it("proposes nothing until the company sets a threshold", async () => {
    expect(await proposals()).toEqual({ threshold_cents: null, proposals: [] });
  });

  it("refills the account under the threshold from the one with most to spare, and not twice", async () => {
    expect((await scene.call("setThreshold", { threshold_cents: 300_000 })).status).toBe(200);
    expect(await proposals()).toEqual({
      threshold_cents: 300_000,
      proposals: [
        {
          debtor_account_id: current,
          creditor_account_id: payroll,
          amount_cents: 500_000,
          creditor_balance_cents: -200_000,
        },
      ],
    });
    // Prepared as proposed: the shortfall is covered by the draft, nothing more is proposed.
    const created = await scene.call("createTransfer", {
      company_id: scene.companyId,
      orders: [
        {
          debtor_account_id: current,
          creditor_account_id: payroll,
          amount_cents: 500_000,
          execution_date: companyToday(),
        },
      ],
    });
    expect(created.status).toBe(200);
    expect((await proposals()).proposals).toEqual([]);
  });

  it("is the company's own: a stranger may not read it, another company sees its own", async () => {
    expect((await scene.call("getTransferProposals", {}, scene.member)).status).toBe(403);
    const other = await scene.call(
      "getTransferProposals",
      { companyId: scene.otherCompanyId },
      scene.outsider,
    );
    expect(okBody<Proposals>(other)).toEqual({ threshold_cents: null, proposals: [] });
  });
});
