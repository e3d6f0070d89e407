/**
 * The SQL of manual adjustments and their comments (spec 001 §7.5): the handlers read and write through
 * these functions, each scoped to the company it is given.
 */
import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import type { Database } from "../../db/database";
import { categories, users } from "../../db/schema";
import { byKey, inCompany } from "../../db/scoped";
import { manualAdjustmentComments, manualAdjustments } from "../../db/tables/forecast";
import { HttpError, httpErrors } from "../../http/httpError";

export type CommentRow = typeof manualAdjustmentComments.$inferSelect;

export type AdjustmentRow = typeof manualAdjustments.$inferSelect;

/** 400 unless the category is one of the company's. */
export async function assertCategory(db: Database, companyId: number, categoryId: number) {
  const [row] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.id, categoryId), eq(categories.companyId, companyId)));
  if (!row) {
    throw new HttpError(400, "unknown_category", { key: "dashboard.errors.unknownCategory" }, [
      { path: "category_id", message: "unknown category" },
    ]);
  }
}

/** The company's adjustment (404 otherwise). */
export async function adjustmentOf(db: Database, companyId: number, id: number): Promise<AdjustmentRow> {
  const [row] = await db
    .select()
    .from(manualAdjustments)
    .where(and(eq(manualAdjustments.id, id), eq(manualAdjustments.companyId, companyId)));
  if (!row) throw httpErrors.notFound();
  return row;
}

/** Adjustments as the API answers them, with their comment counts. */
export async function adjustmentOutputs(db: Database, rows: AdjustmentRow[]) {
  const counts = new Map<number, number>();
  if (rows.length > 0) {
    const companyId = (rows[0] as AdjustmentRow).companyId;
    const grouped = await db
      .select({ id: manualAdjustmentComments.adjustmentId, value: count() })
      .from(manualAdjustmentComments)
      .where(eq(manualAdjustmentComments.companyId, companyId))
      .groupBy(manualAdjustmentComments.adjustmentId);
    for (const row of grouped) counts.set(row.id, row.value);
  }
  return rows.map((row) => ({
    id: row.id,
    category_id: row.categoryId,
    booked_on: row.bookedOn,
    amount_cents: Number(row.amountCents),
    label: row.label,
    comment_count: counts.get(row.id) ?? 0,
    created_at: row.createdAt.toISOString(),
  }));
}

/** A comment as the API answers it, with its author's name. */
export async function commentOutput(db: Database, row: typeof manualAdjustmentComments.$inferSelect) {
  const [author] =
    row.authorId === null
      ? []
      : await db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(eq(users.id, row.authorId));
  return {
    id: row.id,
    adjustment_id: row.adjustmentId,
    body: row.body,
    author: author ? { id: author.id, name: `${author.firstName} ${author.lastName}`.trim() } : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** Adds an adjustment, with its first comment when there is one, in one transaction. */
export async function insertAdjustment(
  db: Database,
  companyId: number,
  userId: number,
  input: {
    category_id: number;
    booked_on: string;
    amount_cents: number;
    label: string;
    comment?: string | undefined;
  },
): Promise<AdjustmentRow> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(manualAdjustments)
      .values({
        companyId,
        categoryId: input.category_id,
        bookedOn: input.booked_on,
        amountCents: BigInt(input.amount_cents),
        label: input.label,
        createdBy: userId,
      })
      .returning();
    if (!created) throw new Error("adjustment insert returned nothing");
    if (input.comment !== undefined) {
      await tx
        .insert(manualAdjustmentComments)
        .values({ companyId, adjustmentId: created.id, authorId: userId, body: input.comment });
    }
    return created;
  });
}

/** Changes the fields given of an adjustment. */
export async function updateAdjustment(
  db: Database,
  adjustment: AdjustmentRow,
  input: {
    category_id?: number | undefined;
    booked_on?: string | undefined;
    amount_cents?: number | undefined;
    label?: string | undefined;
  },
): Promise<AdjustmentRow | undefined> {
  const [row] = await db
    .update(manualAdjustments)
    .set({
      ...(input.category_id === undefined ? {} : { categoryId: input.category_id }),
      ...(input.booked_on === undefined ? {} : { bookedOn: input.booked_on }),
      ...(input.amount_cents === undefined ? {} : { amountCents: BigInt(input.amount_cents) }),
      ...(input.label === undefined ? {} : { label: input.label }),
      updatedAt: new Date(),
    })
    .where(byKey(manualAdjustments, adjustment))
    .returning();
  return row;
}

export async function deleteAdjustment(db: Database, adjustment: AdjustmentRow): Promise<void> {
  await db.delete(manualAdjustments).where(byKey(manualAdjustments, adjustment));
}

/** The company's adjustments, by date, optionally between two dates and of one category. */
export async function adjustmentsOf(
  db: Database,
  companyId: number,
  filter: { from?: string | undefined; to?: string | undefined; categoryId?: number | undefined },
): Promise<AdjustmentRow[]> {
  const { from, to, categoryId } = filter;
  return db
    .select()
    .from(manualAdjustments)
    .where(
      and(
        eq(manualAdjustments.companyId, companyId),
        from === undefined ? undefined : gte(manualAdjustments.bookedOn, from),
        to === undefined ? undefined : lte(manualAdjustments.bookedOn, to),
        categoryId === undefined ? undefined : eq(manualAdjustments.categoryId, categoryId),
      ),
    )
    .orderBy(asc(manualAdjustments.bookedOn), asc(manualAdjustments.id));
}

/** The comments of an adjustment, oldest first. */
export async function commentsOf(db: Database, adjustment: AdjustmentRow): Promise<CommentRow[]> {
  return db
    .select()
    .from(manualAdjustmentComments)
    .where(
      inCompany(
        manualAdjustmentComments,
        adjustment.companyId,
        eq(manualAdjustmentComments.adjustmentId, adjustment.id),
      ),
    )
    .orderBy(asc(manualAdjustmentComments.createdAt), asc(manualAdjustmentComments.id));
}

/** The company's comment (404 otherwise). */
export async function commentOf(db: Database, companyId: number, commentId: number): Promise<CommentRow> {
  const [row] = await db
    .select()
    .from(manualAdjustmentComments)
    .where(
      and(eq(manualAdjustmentComments.id, commentId), eq(manualAdjustmentComments.companyId, companyId)),
    );
  if (!row) throw httpErrors.notFound();
  return row;
}

export async function updateComment(db: Database, comment: CommentRow, body: string): Promise<CommentRow> {
  const [row] = await db
    .update(manualAdjustmentComments)
    .set({ body, updatedAt: new Date() })
    .where(byKey(manualAdjustmentComments, comment))
    .returning();
  if (!row) throw httpErrors.notFound();
  return row;
}

export async function insertComment(
  db: Database,
  adjustment: AdjustmentRow,
  authorId: number,
  body: string,
): Promise<CommentRow> {
  const [row] = await db
    .insert(manualAdjustmentComments)
    .values({ companyId: adjustment.companyId, adjustmentId: adjustment.id, authorId, body })
    .returning();
  if (!row) throw new Error("comment insert returned nothing");
  return row;
}

export async function deleteComment(db: Database, comment: CommentRow): Promise<void> {
  await db.delete(manualAdjustmentComments).where(byKey(manualAdjustmentComments, comment));
}
