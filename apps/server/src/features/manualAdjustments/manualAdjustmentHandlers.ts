import { and, asc, count, eq, gte, lte } from "drizzle-orm";
import type { Authenticated } from "../../auth/authenticate";
import type { CompanyAccess } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { categories, users } from "../../db/schema";
import { manualAdjustmentComments, manualAdjustments } from "../../db/tables/forecast";
import { HttpError, httpErrors } from "../../http/httpError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";

type ManualAdjustmentHandlers = Pick<
  CallHandlers,
  | "addManualAdjustment"
  | "editManualAdjustment"
  | "deleteManualAdjustment"
  | "getManualAdjustments"
  | "getMAComments"
  | "updateMAComment"
  | "deleteMAComment"
>;

type AdjustmentRow = typeof manualAdjustments.$inferSelect;

async function assertCategory(db: Database, companyId: number, categoryId: number) {
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

async function adjustmentOf(db: Database, companyId: number, id: number): Promise<AdjustmentRow> {
  const [row] = await db
    .select()
    .from(manualAdjustments)
    .where(and(eq(manualAdjustments.id, id), eq(manualAdjustments.companyId, companyId)));
  if (!row) throw httpErrors.notFound();
  return row;
}

async function adjustmentOutputs(db: Database, rows: AdjustmentRow[]) {
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

async function commentOutput(db: Database, row: typeof manualAdjustmentComments.$inferSelect) {
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

/** A comment the caller may change: their own, or any for owner-level users. */
async function editableComment(
  context: { company: CompanyAccess | null; auth: Authenticated | null; services: { db: Database } },
  commentId: number,
) {
  const access = mustCompany(context);
  const [row] = await context.services.db
    .select()
    .from(manualAdjustmentComments)
    .where(
      and(
        eq(manualAdjustmentComments.id, commentId),
        eq(manualAdjustmentComments.companyId, access.company.id),
      ),
    );
  if (!row) throw httpErrors.notFound();
  if (!access.ownerLevel && row.authorId !== mustAuth(context).user.id) throw httpErrors.forbidden();
  return row;
}

/** Manual adjustments and their comments (spec 001 §7.5). They count in the dashboard's actuals. */
export const manualAdjustmentHandlers: ManualAdjustmentHandlers = {
  async addManualAdjustment(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const input = context.input;
    await assertCategory(db, company.id, input.category_id);
    const userId = mustAuth(context).user.id;
    const row = await db.transaction(async (tx) => {
      const [created] = await tx
        .insert(manualAdjustments)
        .values({
          companyId: company.id,
          categoryId: input.category_id,
          bookedOn: input.booked_on,
          amountCents: BigInt(input.amount_cents),
          label: input.label,
          createdBy: userId,
        })
        .returning();
      if (!created) throw new Error("adjustment insert returned nothing");
      if (input.comment !== undefined) {
        await tx.insert(manualAdjustmentComments).values({
          companyId: company.id,
          adjustmentId: created.id,
          authorId: userId,
          body: input.comment,
        });
      }
      return created;
    });
    const [output] = await adjustmentOutputs(db, [row]);
    if (!output) throw new Error("adjustment output missing");
    return { adjustment: output };
  },

  async editManualAdjustment(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const input = context.input;
    const existing = await adjustmentOf(db, company.id, input.adjustmentId);
    if (input.category_id !== undefined) await assertCategory(db, company.id, input.category_id);
    const [row] = await db
      .update(manualAdjustments)
      .set({
        ...(input.category_id === undefined ? {} : { categoryId: input.category_id }),
        ...(input.booked_on === undefined ? {} : { bookedOn: input.booked_on }),
        ...(input.amount_cents === undefined ? {} : { amountCents: BigInt(input.amount_cents) }),
        ...(input.label === undefined ? {} : { label: input.label }),
        updatedAt: new Date(),
      })
      .where(eq(manualAdjustments.id, existing.id))
      .returning();
    const [output] = await adjustmentOutputs(db, row ? [row] : []);
    if (!output) throw httpErrors.notFound();
    return { adjustment: output };
  },

  async deleteManualAdjustment(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const existing = await adjustmentOf(db, company.id, context.input.adjustmentId);
    await db.delete(manualAdjustments).where(eq(manualAdjustments.id, existing.id));
    return { success: true as const };
  },

  async getManualAdjustments(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { from, to, category_id: categoryId } = context.input;
    const rows = await db
      .select()
      .from(manualAdjustments)
      .where(
        and(
          eq(manualAdjustments.companyId, company.id),
          from === undefined ? undefined : gte(manualAdjustments.bookedOn, from),
          to === undefined ? undefined : lte(manualAdjustments.bookedOn, to),
          categoryId === undefined ? undefined : eq(manualAdjustments.categoryId, categoryId),
        ),
      )
      .orderBy(asc(manualAdjustments.bookedOn), asc(manualAdjustments.id));
    return { adjustments: await adjustmentOutputs(db, rows) };
  },

  async getMAComments(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const adjustment = await adjustmentOf(db, company.id, context.input.adjustmentId);
    const rows = await db
      .select()
      .from(manualAdjustmentComments)
      .where(eq(manualAdjustmentComments.adjustmentId, adjustment.id))
      .orderBy(asc(manualAdjustmentComments.createdAt), asc(manualAdjustmentComments.id));
    const comments = [];
    for (const row of rows) comments.push(await commentOutput(db, row));
    return { comments };
  },

  async updateMAComment(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const adjustment = await adjustmentOf(db, company.id, context.input.adjustmentId);
    if (context.input.commentId !== undefined) {
      const existing = await editableComment(context, context.input.commentId);
      if (existing.adjustmentId !== adjustment.id) throw httpErrors.notFound();
      const [row] = await db
        .update(manualAdjustmentComments)
        .set({ body: context.input.body, updatedAt: new Date() })
        .where(eq(manualAdjustmentComments.id, existing.id))
        .returning();
      if (!row) throw httpErrors.notFound();
      return { comment: await commentOutput(db, row) };
    }
    const [row] = await db
      .insert(manualAdjustmentComments)
      .values({
        companyId: company.id,
        adjustmentId: adjustment.id,
        authorId: mustAuth(context).user.id,
        body: context.input.body,
      })
      .returning();
    if (!row) throw new Error("comment insert returned nothing");
    return { comment: await commentOutput(db, row) };
  },

  async deleteMAComment(context) {
    const existing = await editableComment(context, context.input.commentId);
    await context.services.db
      .delete(manualAdjustmentComments)
      .where(eq(manualAdjustmentComments.id, existing.id));
    return { success: true as const };
  },
};
