import { normalizeLabel } from "@trezo/domain";
import type { Database } from "../../db/database";
import { bankAccounts, bankConnections, transactions } from "../../db/schema";
import { companyCurrencyRates } from "../../db/tables/currencies";
import type { DemoCategoryKey } from "./demoTransactions";

/**
 * The demo's account in US dollars (issue 17): a short USD rate history (one rate a week over the last
 * 13 weeks, as the company's own rates, so that the demo never writes into the ECB's reference table)
 * and a few export receipts and purchases, so the dashboard shows a converted account.
 */

/** The date `days` days before `today` (ISO). */
function daysBefore(today: string, days: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

/** Units of USD for one euro, `weeksAgo` weeks back: a gentle drift around 1.08 (4 decimals, as the ECB). */
export function demoUsdRate(weeksAgo: number): string {
  return (1.08 + ((weeksAgo * 37) % 23) / 1000).toFixed(4);
}

export async function seedDemoUsdAccount(
  db: Database,
  companyId: number,
  today: string,
  categoryIds: Map<DemoCategoryKey, number>,
): Promise<void> {
  await db.insert(companyCurrencyRates).values(
    Array.from({ length: 13 }, (_, weeksAgo) => ({
      companyId,
      currency: "USD",
      rateOn: daysBefore(today, weeksAgo * 7),
      rate: demoUsdRate(weeksAgo),
    })),
  );
  const [connection] = await db
    .insert(bankConnections)
    .values({ companyId, name: "Chase", type: "manual", lastUpdate: new Date() })
    .returning({ id: bankConnections.id });
  if (!connection) throw new Error("demo connection insert failed");
  const lines: Array<{ days: number; cents: number; label: string; category: DemoCategoryKey }> = [
    { days: 80, cents: 1_250_000, label: "WIRE FROM NORTHWOOD INTERIORS INC", category: "salesExport" },
    { days: 62, cents: -185_000, label: "HARDWOOD SUPPLY CO", category: "purchases" },
    { days: 45, cents: 980_000, label: "WIRE FROM NORTHWOOD INTERIORS INC", category: "salesExport" },
    { days: 20, cents: -3_500, label: "MONTHLY SERVICE FEE", category: "bankFees" },
    { days: 9, cents: 1_420_000, label: "WIRE FROM BAYSIDE HOTELS LLC", category: "salesExport" },
  ];
  const opening = 500_000;
  const [account] = await db
    .insert(bankAccounts)
    .values({
      companyId,
      connectionId: connection.id,
      name: "Compte USD",
      currency: "USD",
      balanceCents: BigInt(opening + lines.reduce((total, line) => total + line.cents, 0)),
    })
    .returning({ id: bankAccounts.id });
  if (!account) throw new Error("demo account insert failed");
  await db.insert(transactions).values(
    lines.map((line, index) => ({
      companyId,
      accountId: account.id,
      bookedOn: daysBefore(today, line.days),
      valueOn: daysBefore(today, line.days),
      amountCents: BigInt(line.cents),
      currency: "USD",
      label: line.label,
      normalizedLabel: normalizeLabel(line.label),
      categoryId: categoryIds.get(line.category) ?? null,
      categorySource: "manual",
      externalId: `demo-usd-${companyId}-${index}`,
    })),
  );
}
