import { z } from "zod";
import { editForecast, readForecast } from "../access";
import { defineCall } from "../call";
import {
  centsSchema,
  companyInput,
  companyItemInput,
  idSchema,
  isoDateSchema,
  optionalDateRangeFields,
  successOutput,
} from "../schemas";

/**
 * Manual adjustments (spec 001 §7.5): a signed amount added to a category's actual on a date without a bank
 * transaction, to correct history the bank data gets wrong, with a thread of comments.
 */

const nonZeroCents = centsSchema.refine((cents) => cents !== 0, {
  message: "An adjustment of 0 changes nothing",
});

export const manualAdjustmentSchema = z.object({
  id: idSchema,
  category_id: idSchema,
  booked_on: isoDateSchema,
  amount_cents: centsSchema,
  label: z.string(),
  comment_count: z.number().int(),
  created_at: z.string(),
});

export const maCommentSchema = z.object({
  id: idSchema,
  adjustment_id: idSchema,
  body: z.string(),
  author: z.object({ id: idSchema, name: z.string() }).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

const commentBody = z.string().trim().min(1).max(5_000);

/** The adjustment a call created or changed. */
const adjustmentOutput = z.object({ adjustment: manualAdjustmentSchema });

/** The input naming one adjustment of the company. */
const adjustmentInput = companyItemInput("adjustmentId");

export const addManualAdjustment = defineCall({
  method: "POST",
  path: "addManualAdjustment",
  summary: "Adds a manual adjustment to a category's actual on a date, with an optional first comment.",
  input: companyInput.extend({
    category_id: idSchema,
    booked_on: isoDateSchema,
    amount_cents: nonZeroCents,
    label: z.string().trim().max(200).default(""),
    comment: commentBody.optional(),
  }),
  output: adjustmentOutput,
  access: editForecast,
});

export const editManualAdjustment = defineCall({
  method: "POST",
  path: "editManualAdjustment",
  summary: "Changes a manual adjustment's category, date, amount or label.",
  input: adjustmentInput.extend({
    category_id: idSchema.optional(),
    booked_on: isoDateSchema.optional(),
    amount_cents: nonZeroCents.optional(),
    label: z.string().trim().max(200).optional(),
  }),
  output: adjustmentOutput,
  access: editForecast,
});

export const deleteManualAdjustment = defineCall({
  method: "POST",
  path: "deleteManualAdjustment",
  summary: "Deletes a manual adjustment and its comments.",
  input: adjustmentInput,
  output: successOutput,
  access: editForecast,
  audit: "deletion",
});

export const getManualAdjustments = defineCall({
  method: "POST",
  path: "getManualAdjustments",
  summary: "The company's manual adjustments, by date, optionally of a date range and a category.",
  input: companyInput.extend({
    ...optionalDateRangeFields,
    category_id: idSchema.optional(),
  }),
  output: z.object({ adjustments: z.array(manualAdjustmentSchema) }),
  access: readForecast,
});

export const getMAComments = defineCall({
  method: "POST",
  path: "getMAComments",
  summary: "The comments of a manual adjustment, oldest first.",
  input: adjustmentInput,
  output: z.object({ comments: z.array(maCommentSchema) }),
  access: readForecast,
});

export const updateMAComment = defineCall({
  method: "POST",
  path: "updateMAComment",
  summary:
    "Adds a comment to a manual adjustment, or (with commentId) changes one's text: its author's, or any for owner-level users.",
  input: adjustmentInput.extend({
    commentId: idSchema.optional(),
    body: commentBody,
  }),
  output: z.object({ comment: maCommentSchema }),
  access: editForecast,
});

export const deleteMAComment = defineCall({
  method: "POST",
  path: "deleteMAComment",
  summary: "Deletes a comment: its author's, or any for owner-level users.",
  input: companyItemInput("commentId"),
  output: successOutput,
  access: editForecast,
  audit: "deletion",
});

export const manualAdjustmentCalls = {
  addManualAdjustment,
  editManualAdjustment,
  deleteManualAdjustment,
  getManualAdjustments,
  getMAComments,
  updateMAComment,
  deleteMAComment,
};
