import { z } from "zod";
import { bicSchema, ibanSchema } from "./identifiers";
import { optionalText, requiredText } from "./text";

/** The billing bank details: holder, IBAN (spec rule on an unknown country) and an optional BIC. */
export function billingIbanSchema(knownCountry?: string) {
  return z.object({
    accountHolder: requiredText(),
    iban: ibanSchema(knownCountry),
    bic: optionalText(bicSchema),
  });
}

export type BillingIbanInput = z.input<ReturnType<typeof billingIbanSchema>>;
