/** Small settings values: tag-manager id, typed confirmation word, category name, VAT rate, amounts. */
import { type Locale, translate } from "@trezo/i18n";
import { z } from "zod";
import { isValidGtmId } from "../validators/gtm";
import { parseMoneyToCents } from "../validators/money";
import { parseVatRate } from "../validators/vatRate";
import { formError } from "./formError";
import { requiredText } from "./text";

/** A Google Tag Manager id (spec 000 §5), else an error saying it is not a valid id. */
export const gtmIdSchema = z.string().refine(isValidGtmId, { error: formError("gtmInvalid") });

/**
 * The word a user types to confirm a deletion (spec 000 §5: the localised word for "delete", exactly:
 * case counts; surrounding spaces that mobile keyboards add do not).
 */
export function confirmWordSchema(locale: Locale) {
  const word = translate("common.deleteWord", locale);
  return z.string().refine((typed) => typed.trim() === word, { error: formError("confirmWordMismatch") });
}

/** A category name: not empty or blank (a failed save shows 'Veuillez vérifier votre saisie'). */
export const categoryNameSchema = requiredText("categoryNameRequired");

/** A VAT rate in percent (0 to 100, at most 2 decimals), from a number or a typed string. */
export const vatRateSchema = z.union([z.number(), z.string()]).transform((value, context) => {
  const rate = parseVatRate(value);
  if (rate === undefined) {
    context.addIssue({ code: "custom", message: formError("vatRateInvalid") });
    return z.NEVER;
  }
  return rate;
});

/** An amount typed in `locale`, yielded in integer cents; negative amounts only when allowed. */
export function moneyAmountSchema(
  locale: Locale,
  { allowNegative = false }: { allowNegative?: boolean } = {},
) {
  return z
    .string()
    .trim()
    .min(1, { error: formError("required"), abort: true })
    .transform((value, context) => {
      const parsed = parseMoneyToCents(value, locale);
      if (!parsed.ok) {
        context.addIssue({ code: "custom", message: formError(parsed.error) });
        return z.NEVER;
      }
      if (!allowNegative && parsed.cents < 0) {
        context.addIssue({ code: "custom", message: formError("amountNegative") });
        return z.NEVER;
      }
      return parsed.cents;
    });
}
