import { normalizeLabel, type PermissionMap } from "@trezo/domain";
import { type MessageKey, translate } from "@trezo/i18n";
import { and, eq } from "drizzle-orm";
import { hashPassword } from "../../auth/passwords";
import type { Database } from "../../db/database";
import {
  appMeta,
  bankAccounts,
  bankConnections,
  categories,
  companies,
  companyUsers,
  transactions,
  users,
} from "../../db/schema";
import { companySubscriptions } from "../../db/tables/billing";
import { companyToday } from "../../forecast/companyToday";
import { defaultCategoryTree, transferNames } from "../categories/categoryTemplate";
import { importCategoryNodes } from "../categories/importCategoryNodes";
import { seedDemoUsdAccount } from "./demoCurrency";
import { seedDemoDocuments } from "./demoDocuments";
import { clientForecastProfiles, seedDemoForecast, smeForecastProfile } from "./demoForecast";
import { type DemoCategoryKey, type DemoLine, demoLines } from "./demoTransactions";

/** The demo accounts printed at start (they share one password; demo data only). */
export const DEMO_PASSWORD = "Demo-Trezo-2026";

export interface DemoCredential {
  email: string;
  password: string;
  description: string;
}

const OPENING_BALANCES_CENTS = { main: 4_500_000, second: 150_000, savings: 2_000_000 } as const;

async function insertUser(
  db: Database,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      ...values,
      telephone: "+33478000000",
      emailConfirmedAt: new Date(),
      signupFinished: true,
      touVersionAccepted: 1,
    })
    .returning({ id: users.id });
  if (!user) throw new Error("demo user insert failed");
  return user.id;
}

async function insertCompany(
  db: Database,
  values: typeof companies.$inferInsert,
  ownerId: number,
): Promise<number> {
  const [company] = await db.insert(companies).values(values).returning({ id: companies.id });
  if (!company) throw new Error("demo company insert failed");
  await db.insert(companyUsers).values({ companyId: company.id, userId: ownerId, isOwner: true });
  return company.id;
}

/** The default French category tree; returns the id of each template key. */
async function seedCategories(db: Database, companyId: number): Promise<Map<DemoCategoryKey, number>> {
  const transfers = transferNames("fr-FR");
  await importCategoryNodes(db, {
    companyId,
    maxDepth: 4,
    existing: [],
    nodes: defaultCategoryTree("fr-FR"),
    locale: "fr-FR",
    isTransfer: (node) => transfers.has(node.name),
  });
  const rows = await db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .where(eq(categories.companyId, companyId));
  const keys: DemoCategoryKey[] = [
    "salesFrance",
    "salesExport",
    "otherIncome",
    "purchases",
    "salaries",
    "socialCharges",
    "rent",
    "overheads",
    "taxes",
    "vat",
    "loans",
    "bankFees",
    "transfersIn",
    "transfersOut",
  ];
  const ids = new Map<DemoCategoryKey, number>();
  for (const key of keys) {
    const name = translate(`banking.template.${key}` as MessageKey, "fr-FR");
    const row = rows.find((candidate) => candidate.name === name);
    if (row) ids.set(key, row.id);
  }
  return ids;
}

/** A manual connection with its accounts; returns the account id of each demo account role. */
async function seedAccounts(
  db: Database,
  companyId: number,
  banks: Array<{ bank: string; accounts: Array<{ role: DemoLine["account"]; name: string }> }>,
): Promise<Map<DemoLine["account"], number>> {
  const ids = new Map<DemoLine["account"], number>();
  for (const { bank, accounts } of banks) {
    const [connection] = await db
      .insert(bankConnections)
      .values({ companyId, name: bank, type: "manual", lastUpdate: new Date() })
      .returning({ id: bankConnections.id });
    if (!connection) throw new Error("demo connection insert failed");
    for (const account of accounts) {
      const [row] = await db
        .insert(bankAccounts)
        .values({
          companyId,
          connectionId: connection.id,
          name: account.name,
          pinned: account.role === "main",
        })
        .returning({ id: bankAccounts.id });
      if (row) ids.set(account.role, row.id);
    }
  }
  return ids;
}

/** Inserts the lines by batches, then sets each account's balance to its opening plus its lines. */
async function seedTransactions(
  db: Database,
  companyId: number,
  lines: readonly DemoLine[],
  accounts: Map<DemoLine["account"], number>,
  categoryIds: Map<DemoCategoryKey, number>,
): Promise<void> {
  const rows = lines.flatMap((line, index) => {
    const accountId = accounts.get(line.account);
    if (accountId === undefined) return [];
    const categoryId = line.category ? (categoryIds.get(line.category) ?? null) : null;
    return [
      {
        companyId,
        accountId,
        bookedOn: line.date,
        valueOn: line.date,
        amountCents: BigInt(line.amountCents),
        label: line.label,
        normalizedLabel: normalizeLabel(line.label),
        counterparty: line.counterparty,
        normalizedCounterparty: normalizeLabel(line.counterparty),
        categoryId,
        categorySource: categoryId === null ? null : "manual",
        externalId: `demo-${companyId}-${index}`,
      },
    ];
  });
  for (let start = 0; start < rows.length; start += 500) {
    await db.insert(transactions).values(rows.slice(start, start + 500));
  }
  for (const [role, accountId] of accounts) {
    const sum = lines
      .filter((line) => line.account === role)
      .reduce((total, line) => total + line.amountCents, 0);
    await db
      .update(bankAccounts)
      .set({ balanceCents: BigInt(OPENING_BALANCES_CENTS[role] + sum) })
      .where(and(eq(bankAccounts.companyId, companyId), eq(bankAccounts.id, accountId)));
  }
}

/**
 * `npm start` on an empty database: a demo French SME (3 accounts, 24 months of transactions, the
 * category tree, a collaborator with limited rights, its forecast: see demoForecast) and a demo
 * accounting firm with 3 client companies, each with its own forecast.
 * Does nothing when the database already has a user. All or nothing (one transaction).
 */
export async function seedDemoData(db: Database, today = new Date()): Promise<DemoCredential[] | null> {
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return null;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const day = companyToday(today);

  await db.transaction(async (tx) => {
    const ownerId = await insertUser(tx, {
      email: "demo@trezo.fr",
      passwordHash,
      firstName: "Camille",
      lastName: "Durand",
    });
    const collaboratorId = await insertUser(tx, {
      email: "collaborateur@trezo.fr",
      passwordHash,
      firstName: "Julien",
      lastName: "Garnier",
    });
    const firmOwnerId = await insertUser(tx, {
      email: "cabinet@trezo.fr",
      passwordHash,
      firstName: "Sophie",
      lastName: "Lefort",
    });

    const smeId = await insertCompany(
      tx,
      {
        name: "Atelier Durand Menuiserie SARL",
        siret: "41234567800012",
        ownerId,
        isDemo: true,
        isTrial: false,
        invoicesAllowed: true,
        checksAllowed: true,
        analyticsAllowed: true,
      },
      ownerId,
    );
    // A paying customer of Premium with two more users and two more banks bought (issue 20): the demo
    // shows the whole product, Excel export, actual against expected and analytics included (Essentiel
    // would put the demo's own backup comparison behind a paywall).
    await tx.insert(companySubscriptions).values({
      companyId: smeId,
      status: "active",
      planCode: "premium",
      additionalUsers: 2,
      additionalBanks: 2,
      provider: "sandbox",
    });
    const collaboratorPermissions: PermissionMap = { view_forecast: true, transactions_info: true };
    await tx
      .insert(companyUsers)
      .values({ companyId: smeId, userId: collaboratorId, permissions: collaboratorPermissions });
    const smeCategories = await seedCategories(tx, smeId);
    const smeAccounts = await seedAccounts(tx, smeId, [
      {
        bank: "BNP Paribas",
        accounts: [
          { role: "main", name: "Compte courant" },
          { role: "second", name: "Compte carte affaires" },
        ],
      },
      { bank: "Crédit Agricole", accounts: [{ role: "savings", name: "Livret entreprise" }] },
    ]);
    await seedTransactions(
      tx,
      smeId,
      demoLines({ today, months: 24, seed: 2026 }),
      smeAccounts,
      smeCategories,
    );
    await seedDemoUsdAccount(tx, smeId, day, smeCategories);
    await seedDemoForecast(tx, {
      companyId: smeId,
      userId: ownerId,
      today: day,
      categoryIds: smeCategories,
      profile: smeForecastProfile,
    });
    await seedDemoDocuments(tx, {
      companyId: smeId,
      userId: ownerId,
      today: day,
      categoryIds: smeCategories,
      accountIds: smeAccounts,
    });

    const firmId = await insertCompany(
      tx,
      {
        name: "Cabinet Lefort Expertise Comptable",
        siret: "52345678900016",
        ownerId: firmOwnerId,
        isCpa: true,
        isDemo: true,
        isTrial: false,
      },
      firmOwnerId,
    );
    // What makes the firm's console (issue 16) worth a look: a client whose bank stopped synchronising,
    // a client still on trial; the forecasts below cross each client's threshold.
    const clients = [
      { name: "Boulangerie Martin", siret: "81234567800013", staleDays: 0, trial: false },
      { name: "Garage des Alpes", siret: "82345678900010", staleDays: 12, trial: false },
      { name: "Studio Graphique Nova", siret: "83456789000019", staleDays: 1, trial: true },
    ];
    for (const [index, { staleDays, trial, ...client }] of clients.entries()) {
      const clientId = await insertCompany(
        tx,
        {
          ...client,
          ownerId: firmOwnerId,
          parentId: firmId,
          isStandalone: false,
          isDemo: true,
          isTrial: trial,
          trialEnd: trial ? new Date(today.getTime() + 14 * 86_400_000).toISOString().slice(0, 10) : null,
        },
        firmOwnerId,
      );
      const clientCategories = await seedCategories(tx, clientId);
      const clientAccounts = await seedAccounts(tx, clientId, [
        { bank: "Banque Populaire", accounts: [{ role: "main", name: "Compte courant" }] },
      ]);
      await tx
        .update(bankConnections)
        .set({ lastUpdate: new Date(today.getTime() - staleDays * 86_400_000) })
        .where(eq(bankConnections.companyId, clientId));
      const lines = demoLines({ today, months: 12, seed: 100 + index, scale: 0.3 }).filter(
        (line) => line.account === "main",
      );
      await seedTransactions(tx, clientId, lines, clientAccounts, clientCategories);
      const profile = clientForecastProfiles[index % clientForecastProfiles.length];
      if (profile) {
        await seedDemoForecast(tx, {
          companyId: clientId,
          userId: firmOwnerId,
          today: day,
          categoryIds: clientCategories,
          profile,
        });
      }
    }

    await tx
      .insert(appMeta)
      .values({
        key: "tou",
        value: {
          version: 1,
          text: "Conditions générales d'utilisation de Trezo (version de démonstration).",
        },
      })
      .onConflictDoNothing();
  });

  return [
    {
      email: "demo@trezo.fr",
      password: DEMO_PASSWORD,
      description: "owner of Atelier Durand Menuiserie SARL (3 accounts, 24 months)",
    },
    {
      email: "collaborateur@trezo.fr",
      password: DEMO_PASSWORD,
      description: "collaborator of the same company (forecast and transactions only)",
    },
    {
      email: "cabinet@trezo.fr",
      password: DEMO_PASSWORD,
      description: "accounting firm Cabinet Lefort with 3 client companies",
    },
  ];
}
