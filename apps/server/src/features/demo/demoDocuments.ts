import type { IsoDate } from "@trezo/domain";
import type { Database } from "../../db/database";
import type { DemoCategoryKey, DemoLine } from "./demoTransactions";

/** What the demo SME's documents are seeded with (in the seed's transaction). */
export interface DemoDocumentsContext {
  companyId: number;
  userId: number;
  today: IsoDate;
  categoryIds: Map<DemoCategoryKey, number>;
  accountIds: Map<DemoLine["account"], number>;
}

/**
 * HOOK for the invoices and checks of the demo SME (issue 14: "once invoices exist — open invoices and
 * checks"). The invoices/checks feature adds here its open customer and supplier invoices and its
 * pending checks, so that the dashboard's pending items show them. It runs after the SME's forecast
 * (demoForecast) in the seed's one transaction; keep it deterministic (derive dates from `today`) and
 * fast (seedDemoData.test.ts runs it). Today it seeds nothing.
 */
export async function seedDemoDocuments(_db: Database, _context: DemoDocumentsContext): Promise<void> {}
