import {
  cashSignOf,
  counterpartyKey,
  counterpartyNameKey,
  epochDayOf,
  type IsoDate,
  isoDateOfEpochDay,
} from "@trezo/domain";
import { and, desc, eq, gte, like, lt } from "drizzle-orm";
import type { Database } from "../../db/database";
import { transactions } from "../../db/schema";
import { afterMatchesChanged } from "../invoices/invoiceLedger";
import { insertBankCheck, insertEts, insertInvoices, insertMatches } from "../invoices/invoiceQueries";
import type { DemoCategoryKey, DemoLine } from "./demoTransactions";

/** What the demo SME's documents are seeded with (in the seed's transaction). */
export interface DemoDocumentsContext {
  companyId: number;
  userId: number;
  today: IsoDate;
  categoryIds: Map<DemoCategoryKey, number>;
  accountIds: Map<DemoLine["account"], number>;
}

/** A demo invoice: amounts excluding tax in cents (VAT at 20 %), dates in days from today. */
interface DemoInvoice {
  kind: "customer" | "supplier";
  number: string;
  counterparty: string;
  label: string;
  issuedDaysAgo: number;
  dueInDays: number;
  exclTaxCents: number;
  category: DemoCategoryKey;
  /** Instalments as [share in %, days from today]; none: one ETS for the total at the due date. */
  instalments?: ReadonlyArray<readonly [number, number]>;
}

/** Open invoices of the SME: some late (every ageing bucket), some to come, one split in three. */
const OPEN_INVOICES: readonly DemoInvoice[] = [
  {
    kind: "customer",
    number: "F2026-3101",
    counterparty: "SAS BATIMAT",
    label: "Agencement bureaux, 2e étage",
    issuedDaysAgo: 130,
    dueInDays: -100,
    exclTaxCents: 384_000,
    category: "salesFrance",
  },
  {
    kind: "customer",
    number: "F2026-3102",
    counterparty: "HOTEL DU PARC",
    label: "Portes coupe-feu",
    issuedDaysAgo: 105,
    dueInDays: -75,
    exclTaxCents: 212_500,
    category: "salesFrance",
  },
  {
    kind: "customer",
    number: "F2026-3103",
    counterparty: "SCI LES TILLEULS",
    label: "Escalier chêne",
    issuedDaysAgo: 70,
    dueInDays: -40,
    exclTaxCents: 158_000,
    category: "salesFrance",
  },
  {
    kind: "customer",
    number: "F2026-3104",
    counterparty: "SARL MOREAU",
    label: "Placards sur mesure",
    issuedDaysAgo: 42,
    dueInDays: -12,
    exclTaxCents: 96_000,
    category: "salesFrance",
  },
  {
    kind: "customer",
    number: "F2026-3105",
    counterparty: "MAIRIE DE LYON",
    label: "Mobilier médiathèque",
    issuedDaysAgo: 20,
    dueInDays: 25,
    exclTaxCents: 465_000,
    category: "salesFrance",
  },
  {
    kind: "customer",
    number: "F2026-3106",
    counterparty: "CLINIQUE SAINT-LUC",
    label: "Rénovation accueil, paiement en trois fois",
    issuedDaysAgo: 10,
    dueInDays: 20,
    exclTaxCents: 720_000,
    category: "salesFrance",
    instalments: [
      [40, 20],
      [30, 50],
      [30, 80],
    ],
  },
  {
    kind: "customer",
    number: "F2026-3107",
    counterparty: "HOLZBAU GMBH",
    label: "Menuiseries extérieures",
    issuedDaysAgo: 5,
    dueInDays: 55,
    exclTaxCents: 310_000,
    category: "salesExport",
  },
  {
    kind: "customer",
    number: "AV2026-0012",
    counterparty: "GROUPE AVENIR",
    label: "Avoir : remise commerciale sur F2026-2980",
    issuedDaysAgo: 8,
    dueInDays: 22,
    exclTaxCents: -60_000,
    category: "salesFrance",
  },
  {
    kind: "supplier",
    number: "PP-884512",
    counterparty: "POINT P",
    label: "Panneaux et quincaillerie",
    issuedDaysAgo: 50,
    dueInDays: -20,
    exclTaxCents: 148_000,
    category: "purchases",
  },
  {
    kind: "supplier",
    number: "RX-2026-7781",
    counterparty: "REXEL FRANCE",
    label: "Fournitures électriques",
    issuedDaysAgo: 15,
    dueInDays: 15,
    exclTaxCents: 62_500,
    category: "purchases",
  },
  {
    kind: "supplier",
    number: "CE-55120",
    counterparty: "CEDEO",
    label: "Sanitaires chantier Tilleuls",
    issuedDaysAgo: 6,
    dueInDays: 39,
    exclTaxCents: 231_000,
    category: "purchases",
    instalments: [
      [50, 39],
      [50, 69],
    ],
  },
];

/** Pending checks: received from customers, issued to suppliers. */
const CHECKS = [
  {
    direction: "received",
    number: "4410231",
    counterparty: "HOTEL DU PARC",
    cents: 185_000,
    issued: -4,
    cash: 3,
  },
  {
    direction: "received",
    number: "0098176",
    counterparty: "SARL MOREAU",
    cents: 96_000,
    issued: -2,
    cash: 8,
  },
  { direction: "issued", number: "2200417", counterparty: "BIG MAT", cents: 234_000, issued: -1, cash: 6 },
  {
    direction: "issued",
    number: "2200418",
    counterparty: "WURTH FRANCE",
    cents: 41_800,
    issued: 0,
    cash: 14,
  },
] as const;

/** How many of the latest customer transfers get the paid invoice they settle. */
const PAID_INVOICES = 6;

/**
 * The invoices and checks of the demo SME (issue 15), so that /invoices, /checks and the dashboard's
 * pending items show them: customer and supplier invoices in every ageing bucket, one split into three
 * instalments, a credit note, paid invoices matched to the customer transfers of the last two months
 * (their numbers are in the transfers' labels), and pending checks. Runs in the seed's one transaction
 * after the forecast; deterministic (dates from `today`).
 */
export async function seedDemoDocuments(db: Database, context: DemoDocumentsContext): Promise<void> {
  const { companyId, userId, today, categoryIds } = context;
  const day = (offset: number) => isoDateOfEpochDay(epochDayOf(today) + offset);
  const categoryOf = (key: DemoCategoryKey) => categoryIds.get(key) ?? null;
  const invoiceValues = (invoice: {
    kind: "customer" | "supplier";
    number: string;
    counterparty: string;
    label: string;
    issueDate: string;
    dueDate: string;
    exclTaxCents: number;
    category: DemoCategoryKey;
  }) => {
    const vatCents = Math.round(invoice.exclTaxCents * 0.2);
    const categoryId = categoryOf(invoice.category);
    return {
      kind: invoice.kind,
      number: invoice.number,
      label: invoice.label,
      counterpartyName: invoice.counterparty,
      normalizedCounterparty: counterpartyNameKey(invoice.counterparty),
      counterpartyKey: counterpartyKey({ name: invoice.counterparty, siren: null }),
      issueDate: invoice.issueDate,
      dueDate: invoice.dueDate,
      amountExclTaxCents: invoice.exclTaxCents,
      vatCents,
      amountInclTaxCents: invoice.exclTaxCents + vatCents,
      categoryId,
      categorySource: categoryId === null ? null : ("manual" as const),
      status: "open" as const,
      createdBy: userId,
    };
  };

  const open = await insertInvoices(
    db,
    companyId,
    OPEN_INVOICES.map((invoice) =>
      invoiceValues({
        ...invoice,
        issueDate: day(-invoice.issuedDaysAgo),
        dueDate: day(invoice.dueInDays),
      }),
    ),
  );
  await insertEts(
    db,
    companyId,
    open.flatMap((row, index) => {
      const cash = cashSignOf(row.kind) * row.amountInclTaxCents;
      const plan = OPEN_INVOICES[index]?.instalments ?? [
        [100, OPEN_INVOICES[index]?.dueInDays ?? 0] as const,
      ];
      let given = 0;
      return plan.map(([share, offset], position) => {
        const amountCents = position === plan.length - 1 ? cash - given : Math.round((cash * share) / 100);
        given += amountCents;
        return { invoiceId: row.id, amountCents, expectedDate: day(offset), position };
      });
    }),
  );

  // Paid invoices: the latest customer transfers that name an invoice number, each settling its invoice.
  const paidTransfers = await db
    .select({
      id: transactions.id,
      date: transactions.bookedOn,
      label: transactions.label,
      counterparty: transactions.counterparty,
      amountCents: transactions.amountCents,
    })
    .from(transactions)
    .where(
      and(
        eq(transactions.companyId, companyId),
        like(transactions.label, "VIR SEPA % FACT F%"),
        gte(transactions.bookedOn, day(-60)),
        lt(transactions.bookedOn, day(1)),
      ),
    )
    .orderBy(desc(transactions.bookedOn), desc(transactions.id))
    .limit(PAID_INVOICES);
  const paid = await insertInvoices(
    db,
    companyId,
    paidTransfers.map((transfer) => {
      const inclTax = Number(transfer.amountCents);
      const exclTaxCents = Math.round(inclTax / 1.2);
      const values = invoiceValues({
        kind: "customer",
        number: /FACT (F\d{4}-\d+)/.exec(transfer.label)?.[1] ?? `F-${transfer.id}`,
        counterparty: transfer.counterparty ?? "Client",
        label: "",
        issueDate: isoDateOfEpochDay(epochDayOf(transfer.date) - 35),
        dueDate: isoDateOfEpochDay(epochDayOf(transfer.date) - 5),
        exclTaxCents,
        category: "salesFrance",
      });
      return { ...values, vatCents: inclTax - exclTaxCents, amountInclTaxCents: inclTax };
    }),
  );
  const paidEts = await insertEts(
    db,
    companyId,
    paid.map((row) => ({
      invoiceId: row.id,
      amountCents: row.amountInclTaxCents,
      expectedDate: row.dueDate,
    })),
  );
  await insertMatches(
    db,
    companyId,
    paidEts.flatMap((row, index) => {
      const transfer = paidTransfers[index];
      return transfer
        ? [
            {
              etsId: row.id,
              transactionId: transfer.id,
              amountCents: row.amountCents,
              source: "manual" as const,
              createdBy: userId,
            },
          ]
        : [];
    }),
  );
  await afterMatchesChanged(
    db,
    companyId,
    paidEts.map((row) => row.id),
  );

  for (const check of CHECKS) {
    const category = check.direction === "received" ? "salesFrance" : "purchases";
    const row = await insertBankCheck(db, companyId, {
      direction: check.direction,
      number: check.number,
      amountCents: check.cents,
      currency: "EUR",
      counterpartyName: check.counterparty,
      normalizedCounterparty: counterpartyNameKey(check.counterparty),
      issueDate: day(check.issued),
      expectedCashDate: day(check.cash),
      categoryId: categoryOf(category),
      comment: "",
      createdBy: userId,
    });
    if (row) {
      await insertEts(db, companyId, [
        {
          bankCheckId: row.id,
          amountCents: cashSignOf(row.direction) * row.amountCents,
          expectedDate: row.expectedCashDate,
        },
      ]);
    }
  }
}
