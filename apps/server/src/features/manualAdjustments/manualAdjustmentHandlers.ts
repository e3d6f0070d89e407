import type { Authenticated } from "../../auth/authenticate";
import type { CompanyAccess } from "../../auth/companyAccess";
import type { Database } from "../../db/database";
import { httpErrors } from "../../http/httpError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import {
  adjustmentOf,
  adjustmentOutputs,
  adjustmentsOf,
  assertCategory,
  commentOf,
  commentOutput,
  commentsOf,
  deleteAdjustment,
  deleteComment,
  insertAdjustment,
  insertComment,
  updateAdjustment,
  updateComment,
} from "./manualAdjustmentQueries";

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

/** A comment the caller may change: their own, or any for owner-level users. */
async function editableComment(
  context: { company: CompanyAccess | null; auth: Authenticated | null; services: { db: Database } },
  commentId: number,
) {
  const access = mustCompany(context);
  const row = await commentOf(context.services.db, access.company.id, commentId);
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
    const row = await insertAdjustment(db, company.id, mustAuth(context).user.id, input);
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
    const row = await updateAdjustment(db, existing, input);
    const [output] = await adjustmentOutputs(db, row ? [row] : []);
    if (!output) throw httpErrors.notFound();
    return { adjustment: output };
  },

  async deleteManualAdjustment(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    await deleteAdjustment(db, await adjustmentOf(db, company.id, context.input.adjustmentId));
    return { success: true as const };
  },

  async getManualAdjustments(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const { from, to, category_id: categoryId } = context.input;
    const rows = await adjustmentsOf(db, company.id, { from, to, categoryId });
    return { adjustments: await adjustmentOutputs(db, rows) };
  },

  async getMAComments(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const adjustment = await adjustmentOf(db, company.id, context.input.adjustmentId);
    const comments = [];
    for (const row of await commentsOf(db, adjustment)) comments.push(await commentOutput(db, row));
    return { comments };
  },

  async updateMAComment(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const adjustment = await adjustmentOf(db, company.id, context.input.adjustmentId);
    if (context.input.commentId !== undefined) {
      const existing = await editableComment(context, context.input.commentId);
      if (existing.adjustmentId !== adjustment.id) throw httpErrors.notFound();
      return { comment: await commentOutput(db, await updateComment(db, existing, context.input.body)) };
    }
    const row = await insertComment(db, adjustment, mustAuth(context).user.id, context.input.body);
    return { comment: await commentOutput(db, row) };
  },

  async deleteMAComment(context) {
    const existing = await editableComment(context, context.input.commentId);
    await deleteComment(context.services.db, existing);
    return { success: true as const };
  },
};
