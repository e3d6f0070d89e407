import type { IsoDate } from "@trezo/domain";
import { and, eq, gte, inArray, isNotNull, lt, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import {
  bankAccounts,
  bankConnections,
  companies,
  companyUsers,
  permissionGroups,
  users,
} from "../../db/schema";
import { actualTotals, cashFlowSeries, forecastSettings, scenarios } from "../../db/tables/forecast";
import { invoices } from "../../db/tables/invoices";
import type { SeriesRow } from "../../forecast/seriesRecord";

/**
 * The console's reads (issue 16): each query covers every client of the firm at once, grouped by
 * company, so the console costs a fixed number of queries whatever the number of clients.
 */

export type ClientRow = Pick<
  typeof companies.$inferSelect,
  "id" | "name" | "siret" | "defaultCurrency" | "isTrial" | "trialEnd" | "isActive"
>;

/** The firm's clients the user sees: all of them, or those the user is a member of. */
export async function portfolioClients(
  db: Database,
  firmId: number,
  onlyAssignedTo: number | null,
): Promise<ClientRow[]> {
  const assigned =
    onlyAssignedTo === null
      ? undefined
      : inArray(
          companies.id,
          db
            .select({ id: companyUsers.companyId })
            .from(companyUsers)
            .where(eq(companyUsers.userId, onlyAssignedTo)),
        );
  return db
    .select({
      id: companies.id,
      name: companies.name,
      siret: companies.siret,
      defaultCurrency: companies.defaultCurrency,
      isTrial: companies.isTrial,
      trialEnd: companies.trialEnd,
      isActive: companies.isActive,
    })
    .from(companies)
    .where(and(eq(companies.parentId, firmId), assigned))
    .orderBy(companies.name, companies.id);
}

/** Group rows by company id. */
function byCompany<Row extends { companyId: number }>(rows: Row[]): Map<number, Row[]> {
  const groups = new Map<number, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.companyId);
    if (group) group.push(row);
    else groups.set(row.companyId, [row]);
  }
  return groups;
}

/** The active bank connections of the clients, with their last synchronisation. */
export async function portfolioBanks(db: Database, ids: number[]) {
  const rows = await db
    .select({
      companyId: bankConnections.companyId,
      name: sql<string>`coalesce(${bankConnections.customName}, ${bankConnections.name})`,
      lastUpdate: bankConnections.lastUpdate,
    })
    .from(bankConnections)
    .where(and(inArray(bankConnections.companyId, ids), eq(bankConnections.archived, false)))
    .orderBy(bankConnections.companyId, bankConnections.id);
  return byCompany(rows);
}

/** Per company, one number read by a grouped query. */
async function totalsBy(rows: Promise<{ companyId: number; value: string | number | null }[]>) {
  return new Map((await rows).map((row) => [row.companyId, Number(row.value ?? 0)]));
}

/** Cash today: the included accounts' balances. */
export function portfolioCash(db: Database, ids: number[]) {
  return totalsBy(
    db
      .select({ companyId: bankAccounts.companyId, value: sql<string>`sum(${bankAccounts.balanceCents})` })
      .from(bankAccounts)
      .where(and(inArray(bankAccounts.companyId, ids), eq(bankAccounts.included, true)))
      .groupBy(bankAccounts.companyId),
  );
}

/** Uncategorised transactions, read from the actual totals the transactions' trigger keeps current. */
export function portfolioUncategorised(db: Database, ids: number[]) {
  return totalsBy(
    db
      .select({
        companyId: actualTotals.companyId,
        value: sql<string>`sum(${actualTotals.transactionCount})`,
      })
      .from(actualTotals)
      .where(
        and(
          inArray(actualTotals.companyId, ids),
          eq(actualTotals.granularity, "M"),
          eq(actualTotals.categoryKey, 0),
        ),
      )
      .groupBy(actualTotals.companyId),
  );
}

/** Net actual flow of the months in [from, to), per company (for the runway). */
export function portfolioNetFlow(db: Database, ids: number[], from: IsoDate, to: IsoDate) {
  return totalsBy(
    db
      .select({ companyId: actualTotals.companyId, value: sql<string>`sum(${actualTotals.cents})` })
      .from(actualTotals)
      .where(
        and(
          inArray(actualTotals.companyId, ids),
          eq(actualTotals.granularity, "M"),
          gte(actualTotals.periodStart, from),
          lt(actualTotals.periodStart, to),
        ),
      )
      .groupBy(actualTotals.companyId),
  );
}

/** Invoices still waiting for their payment (open or partially paid). */
export function portfolioUnmatchedInvoices(db: Database, ids: number[]) {
  return totalsBy(
    db
      .select({ companyId: invoices.companyId, value: sql<string>`count(*)` })
      .from(invoices)
      .where(and(inArray(invoices.companyId, ids), inArray(invoices.status, ["open", "partially_paid"])))
      .groupBy(invoices.companyId),
  );
}

/** The clients' thresholds. */
export async function portfolioThresholds(db: Database, ids: number[]) {
  const rows = await db
    .select({ companyId: forecastSettings.companyId, threshold: forecastSettings.thresholdCents })
    .from(forecastSettings)
    .where(and(inArray(forecastSettings.companyId, ids), isNotNull(forecastSettings.thresholdCents)));
  return new Map(rows.map((row) => [row.companyId, Number(row.threshold)]));
}

/** The firm's staff who are members of each client: its collaborators. */
export async function portfolioCollaborators(db: Database, firmId: number, ids: number[]) {
  const firmStaff = db
    .select({ id: companyUsers.userId })
    .from(companyUsers)
    .where(eq(companyUsers.companyId, firmId));
  const rows = await db
    .select({
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
      name: sql<string>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(
        inArray(companyUsers.companyId, ids),
        eq(companyUsers.isActive, true),
        inArray(companyUsers.userId, firmStaff),
      ),
    )
    .orderBy(companyUsers.companyId, users.email);
  return byCompany(rows);
}

/** The series of every client's base scenario (the base forecast of the console). */
export async function portfolioBaseSeries(db: Database, ids: number[]): Promise<Map<number, SeriesRow[]>> {
  const rows = await db
    .select({ series: cashFlowSeries })
    .from(cashFlowSeries)
    .innerJoin(
      scenarios,
      and(eq(scenarios.companyId, cashFlowSeries.companyId), eq(scenarios.id, cashFlowSeries.scenarioId)),
    )
    .where(and(inArray(cashFlowSeries.companyId, ids), eq(scenarios.isBase, true)));
  return byCompany(rows.map((row) => row.series));
}

const firmMembership = alias(companyUsers, "firm_membership");
const clientMembership = alias(companyUsers, "client_membership");
const client = alias(companies, "client");
const firmGroup = alias(permissionGroups, "firm_group");

/**
 * Who receives the weekly digest, with each client they are assigned to: the active staff of every
 * accounting firm, each with their firm membership's flags (their group's when they have one), and
 * the clients of that firm they are an active member of. One set-wise read over every firm, or over
 * the firm `firmId` (the digest is one job per firm).
 */
export async function digestAssignments(db: Database, firmId?: number) {
  return db
    .select({
      firmId: firmMembership.companyId,
      firmCurrency: companies.defaultCurrency,
      firmAlertSettings: companies.consoleAlertSettings,
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      isOwner: firmMembership.isOwner,
      permissions: sql<unknown>`case when ${firmMembership.groupId} is null then ${firmMembership.permissions} else ${firmGroup.permissions} end`,
      client: {
        id: client.id,
        name: client.name,
        siret: client.siret,
        defaultCurrency: client.defaultCurrency,
        isTrial: client.isTrial,
        trialEnd: client.trialEnd,
        isActive: client.isActive,
      },
    })
    .from(firmMembership)
    .innerJoin(companies, and(eq(companies.id, firmMembership.companyId), eq(companies.isCpa, true)))
    .innerJoin(users, and(eq(users.id, firmMembership.userId), eq(users.isActive, true)))
    .leftJoin(
      firmGroup,
      and(eq(firmGroup.companyId, firmMembership.companyId), eq(firmGroup.id, firmMembership.groupId)),
    )
    .innerJoin(client, and(eq(client.parentId, firmMembership.companyId), eq(client.isActive, true)))
    .innerJoin(
      clientMembership,
      and(
        eq(clientMembership.companyId, client.id),
        eq(clientMembership.userId, firmMembership.userId),
        eq(clientMembership.isActive, true),
      ),
    )
    .where(
      firmId === undefined
        ? eq(firmMembership.isActive, true)
        : and(eq(firmMembership.isActive, true), eq(firmMembership.companyId, firmId)),
    )
    .orderBy(firmMembership.companyId, users.id, client.name, client.id);
}

/** The accounting firms with at least one active member: whom the weekly digest visits. */
export async function digestFirms(db: Database): Promise<number[]> {
  const rows = await db
    .selectDistinct({ firmId: firmMembership.companyId })
    .from(firmMembership)
    .innerJoin(companies, and(eq(companies.id, firmMembership.companyId), eq(companies.isCpa, true)))
    .where(eq(firmMembership.isActive, true))
    .orderBy(firmMembership.companyId);
  return rows.map((row) => row.firmId);
}
