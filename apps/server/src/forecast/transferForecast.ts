import type { ForecastTransferOrder } from "@trezo/domain";
import { inArray } from "drizzle-orm";
import type { Database } from "../db/database";
import { inCompany } from "../db/scoped";
import { transferOrders } from "../db/tables/transfers";

/**
 * The transfer orders the forecast still counts (issue 22): drafts, ongoing and rejected ones. The
 * domain's withTransferOrders moves an invoice's expected payment to its order's execution date, adds an
 * order without invoice on its date, and counts nothing for transfers between the company's accounts.
 */
export async function forecastTransferOrdersOf(
  db: Database,
  companyId: number,
): Promise<ForecastTransferOrder[]> {
  const rows = await db
    .select({
      id: transferOrders.id,
      kind: transferOrders.kind,
      status: transferOrders.status,
      amountCents: transferOrders.amountCents,
      executionDate: transferOrders.executionDate,
      categoryId: transferOrders.categoryId,
      etsId: transferOrders.etsId,
    })
    .from(transferOrders)
    .where(
      inCompany(transferOrders, companyId, inArray(transferOrders.status, ["draft", "pending", "rejected"])),
    );
  return rows.map((row) => ({
    id: String(row.id),
    kind: row.kind,
    status: row.status,
    amountCents: row.amountCents,
    executionDate: row.executionDate,
    categoryId: row.categoryId === null ? null : String(row.categoryId),
    etsId: row.etsId === null ? null : String(row.etsId),
  }));
}
