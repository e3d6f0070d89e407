import type { PartnerSyncResult } from "@trezo/api";
import { invoiceCashCents } from "@trezo/domain";
import { eq } from "drizzle-orm";
import type { Database, DatabaseHandle } from "../../db/database";
import { companies } from "../../db/schema";
import { perCompanyTask, type ScheduledTask } from "../../jobs/scheduler";
import type { Services } from "../../services";
import { fileWithRules, invoiceValuesOf } from "../invoices/invoiceHandlers";
import { existingInvoiceKeys, insertEts, insertInvoices, invoiceKey } from "../invoices/invoiceQueries";
import { type PartnerInvoice, PartnerRefusedError, PartnerUnavailableError } from "./partnerAdapter";
import type { PartnerAdapters } from "./partnerAdapters";
import {
  companiesWithPartnerIntegrations,
  type IntegrationRow,
  integrationsOf,
  updateIntegration,
} from "./partnerQueries";

/**
 * A synchronisation imports the partner's outstanding invoices (open, with something left to pay, in the
 * company's currency) that Trezo does not have yet (same side, counterparty and number: the key the
 * invoices table keeps unique), each with one expected payment of what is left, filed by the company's
 * rules. Invoices already there are left as they are (the company may have edited them); drafts,
 * cancelled and paid invoices are not imported. The partner is read first, then everything is written in
 * one transaction: a failure leaves nothing half-imported, and the integration says why it failed.
 */

/** Reads the partner's invoices with the integration's token; the error as the integration keeps it. */
export async function fetchPartnerInvoices(
  adapters: PartnerAdapters,
  integration: IntegrationRow,
): Promise<{ invoices: PartnerInvoice[] } | { error: string }> {
  const adapter = adapters.byName(integration.partnerName);
  const token = adapters.cipher.decrypt(integration.sealedToken);
  if (!adapter) return { error: "partner_unavailable" };
  if (token === null) return { error: "token_unreadable" };
  try {
    return { invoices: await adapter.invoices(token) };
  } catch (error) {
    if (error instanceof PartnerRefusedError) return { error: `token_refused_${error.status}` };
    if (error instanceof PartnerUnavailableError) return { error: "partner_unavailable" };
    throw error;
  }
}

/** Writes what a read gave: the new invoices and the integration's state, in one transaction. */
export async function importPartnerInvoices(
  db: Database,
  integration: IntegrationRow,
  read: { invoices: PartnerInvoice[] } | { error: string },
): Promise<{ integration: IntegrationRow; result: PartnerSyncResult }> {
  return db.transaction(async (tx) => {
    const companyId = integration.companyId;
    if ("error" in read) {
      const failed = await updateIntegration(tx, companyId, integration.id, {
        status: "failing",
        lastSyncAt: new Date(),
        lastSyncError: read.error,
      });
      return { integration: failed ?? integration, result: { imported: 0, already_there: 0, ignored: 0 } };
    }
    const [company] = await tx
      .select({ currency: companies.defaultCurrency })
      .from(companies)
      .where(eq(companies.id, companyId));
    const outstanding = read.invoices.filter(
      (invoice) =>
        invoice.status === "open" && invoice.remainingCents > 0 && invoice.currency === company?.currency,
    );
    const ignored = read.invoices.length - outstanding.length;
    const values = outstanding.map((invoice) =>
      invoiceValuesOf(
        {
          kind: invoice.kind,
          engaged: false,
          number: invoice.number.slice(0, 100),
          label: invoice.label.slice(0, 500),
          counterparty_name: invoice.counterpartyName.slice(0, 200),
          issue_date: invoice.issueDate,
          due_date: invoice.dueDate,
          amount_excl_tax_cents: invoice.amountExclTaxCents,
          vat_cents: invoice.vatCents,
          amount_incl_tax_cents: invoice.amountInclTaxCents,
          currency: invoice.currency,
          category_id: null,
          status: "open",
        },
        integration.createdBy,
      ),
    );
    const existing = await existingInvoiceKeys(
      tx,
      companyId,
      values.map((value) => value.number),
    );
    const fresh: typeof values = [];
    const remaining = new Map<string, number>();
    values.forEach((value, index) => {
      const key = invoiceKey(value.kind, value.counterpartyKey, value.number);
      if (existing.has(key)) return;
      existing.add(key);
      fresh.push(value);
      remaining.set(key, outstanding[index]?.remainingCents ?? value.amountInclTaxCents);
    });
    await fileWithRules(tx, companyId, fresh);
    const inserted = await insertInvoices(tx, companyId, fresh);
    await insertEts(
      tx,
      companyId,
      inserted.map((row) => ({
        invoiceId: row.id,
        amountCents: invoiceCashCents(
          row.kind,
          remaining.get(invoiceKey(row.kind, row.counterpartyKey, row.number)) ?? row.amountInclTaxCents,
        ),
        expectedDate: row.dueDate,
        position: 0,
      })),
    );
    const updated = await updateIntegration(tx, companyId, integration.id, {
      status: "active",
      lastSyncAt: new Date(),
      lastSyncError: null,
      importedInvoices: integration.importedInvoices + inserted.length,
    });
    return {
      integration: updated ?? integration,
      result: { imported: inserted.length, already_there: values.length - fresh.length, ignored },
    };
  });
}

/** One company's nightly work: each integration read, then written, between other requests. */
export async function syncCompanyPartners(
  database: DatabaseHandle,
  adapters: PartnerAdapters,
  companyId: number,
): Promise<{ integrations: number; imported: number }> {
  const integrations = await database.exclusive(() => integrationsOf(database.db, companyId));
  let imported = 0;
  for (const integration of integrations) {
    // The partner is read outside the database's lock: a slow partner holds no one else back.
    const read = await fetchPartnerInvoices(adapters, integration);
    const done = await database.exclusive(() => importPartnerInvoices(database.db, integration, read));
    imported += done.result.imported;
  }
  return { integrations: integrations.length, imported };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The nightly synchronisation of every company's partner integrations, one job per company on PostgreSQL. */
export function nightlyPartnerSync(services: Pick<Services, "partners">): ScheduledTask {
  return perCompanyTask({
    name: "nightlyPartnerSync",
    everyMs: DAY_MS,
    companies: ({ db, exclusive }) => exclusive(() => companiesWithPartnerIntegrations(db)),
    runFor: (database, companyId) => syncCompanyPartners(database, services.partners, companyId),
  });
}
