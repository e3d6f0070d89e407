/** SIRET, SIREN, IBAN and BIC schemas: each trims what people paste and yields the stored form. */

import { isValidSiren, isValidSiret, normaliseSiret } from "@trezo/domain";
import { z } from "zod";
import { isValidBic, normaliseBic } from "../validators/bic";
import { checkIban, normaliseIban } from "../validators/iban";
import { formError } from "./formError";

/**
 * A SIRET (spec 000 §5: exactly 14 characters, else 'SIRET invalide.'; beyond the spec, digits and the
 * Luhn checksum with La Poste's exception). Spaces and dots between digit groups are ignored.
 */
export const siretSchema = z
  .string()
  .transform(normaliseSiret)
  .refine(isValidSiret, { error: formError("siretInvalid") });

/** A SIREN: 9 digits passing Luhn. */
export const sirenSchema = z
  .string()
  .transform(normaliseSiret)
  .refine(isValidSiren, { error: formError("sirenInvalid") });

/**
 * An IBAN of any country (length, format and checksum per country). `knownCountry` is the billing
 * country when the form knows it; without it, the spec's rule applies: an IBAN that does not start with
 * two letters gets 'Erreur lors de la confirmation de votre IBAN. Vérifiez vos détails de facturation'.
 */
export function ibanSchema(knownCountry?: string) {
  return z
    .string()
    .trim()
    .min(1, { error: formError("required"), abort: true })
    .transform(normaliseIban)
    .superRefine((iban, context) => {
      const verdict = checkIban(iban, knownCountry);
      if (verdict === "countryUnknown")
        context.addIssue({ code: "custom", message: formError("ibanCountryUnknown") });
      if (verdict === "invalid") context.addIssue({ code: "custom", message: formError("ibanInvalid") });
    });
}

/** A BIC (8 or 11 characters). */
export const bicSchema = z
  .string()
  .transform(normaliseBic)
  .refine(isValidBic, { error: formError("bicInvalid") });
