import { PERMISSION_FLAGS } from "@trezo/domain";
import { LOCALES } from "@trezo/i18n";
import { z } from "zod";

/** Shared building blocks of the contract's payloads and results. */

/** A database id: a positive 32-bit integer. */
export const idSchema = z.number().int().positive().max(2_147_483_647);
export const emailSchema = z.email().max(254);
/**
 * A new password. The contract bounds its size only: the server applies @trezo/domain's password rule
 * (12 to 128 characters, not a common password, not the e-mail, not the current one) with a localised
 * `weak_password` error, as the forms do.
 */
export const newPasswordSchema = z.string().min(1).max(1024);
/** A password as typed at sign-in: never validated beyond its size. */
export const passwordSchema = z.string().min(1).max(128);
export const localeSchema = z.enum(LOCALES);
/** ISO 4217 currency code. */
export const currencySchema = z.string().regex(/^[A-Z]{3}$/);
/** An amount of money in cents (any sign, within the safe integers). */
export const centsSchema = z.number().int().min(-Number.MAX_SAFE_INTEGER).max(Number.MAX_SAFE_INTEGER);
/** `YYYY-MM-DD` business date. */
export const isoDateSchema = z.iso.date();
/** An optional date range, both ends included: the call's own default range where an end is absent. */
export const optionalDateRangeFields = { from: isoDateSchema.optional(), to: isoDateSchema.optional() };
/** A short human text: a name, a label. */
export const nameSchema = z.string().trim().min(1).max(200);
export const optionalText = z.string().max(200);
export const permissionFlagSchema = z.enum(PERMISSION_FLAGS);
/** Permissions of one user in one company: boolean flags, a flag absent is false. */
export const permissionMapSchema = z.partialRecord(permissionFlagSchema, z.boolean());
/** A CSS colour as the branding stores it (#rgb, #rrggbb or #rrggbbaa). */
export const colorSchema = z.string().regex(/^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/);
/** A small image as a data URL or an https URL (logos, icons). */
export const imageRefSchema = z
  .string()
  .max(300_000)
  .regex(/^(?:data:image\/(?:png|jpeg|gif|webp|svg\+xml);base64,[A-Za-z0-9+/=]+|https:\/\/\S+)$/);

export const emptyInput = z.object({});
export const successOutput = z.object({ success: z.literal(true) });
/** What a bulk change answers: how many rows it changed. */
export const updatedCountOutput = z.object({ updated: z.number().int() });
/** The company a call created or joined the user to. */
export const companyIdOutput = z.object({ companyId: idSchema });
/** The input of a call about one user (admin settings, one's own preferences), which its fields extend. */
export const userInput = z.object({ userId: idSchema });
/** The input of a company-scoped call: the company, which a call's own fields extend (`companyInput.extend`). */
export const companyInput = z.object({ companyId: idSchema });
/** The input naming one item of the company by its id field: `{ companyId, [idField]: id }`. */
export function companyItemInput<const K extends string>(idField: K) {
  const item = { [idField]: idSchema } as { [key in K]: typeof idSchema };
  return companyInput.extend(item);
}

/** The uniform error body of every failed call (DESIGN §3). */
export const errorBodySchema = z.object({
  error: z.string(),
  message: z.string(),
  status_code: z.number().int(),
  /** For invalid input: which fields, by dotted path. */
  fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
