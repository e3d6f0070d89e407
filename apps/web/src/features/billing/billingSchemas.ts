/**
 * The billing forms' rules: the billing details (company, address, country, VAT number) and the SEPA
 * Direct Debit (holder, IBAN with the forms package's validator and the spec's country rule, mandate).
 * Messages that are not the forms package's come translated from the caller.
 */
import { emailSchema, formError, ibanSchema, optionalText, requiredText } from "@trezo/forms";
import { z } from "zod";

/** Upper case, without the spaces, dots and dashes people type in a VAT number. */
export function normaliseVatNumber(value: string): string {
  return value.toUpperCase().replace(/[\s.-]/g, "");
}

/**
 * An intra-community VAT number: two country letters then 2 to 13 digits or letters; a French one is
 * FR, a two-character key and the SIREN, and a numeric key must be (12 + 3 × (SIREN mod 97)) mod 97.
 */
export function isPlausibleVatNumber(value: string): boolean {
  const vat = normaliseVatNumber(value);
  if (!/^[A-Z]{2}[0-9A-Z]{2,12}$/.test(vat)) return false;
  if (!vat.startsWith("FR")) return true;
  const french = /^FR([0-9A-Z]{2})(\d{9})$/.exec(vat);
  if (!french) return false;
  const [, key = "", siren = ""] = french;
  if (!/^\d{2}$/.test(key)) return true;
  return Number(key) === (12 + 3 * (Number(siren) % 97)) % 97;
}

/** The billing details form: who is invoiced, where, and their VAT number. */
export function billingDetailsSchema(messages: { vatInvalid: string }) {
  return z.object({
    companyName: requiredText(),
    email: emailSchema,
    line1: requiredText(),
    line2: z.string().trim(),
    postalCode: requiredText(),
    city: requiredText(),
    country: z
      .string({ error: formError("required") })
      .nullable()
      .refine((code): code is string => code !== null && /^[A-Z]{2}$/.test(code), {
        error: formError("required"),
      }),
    vatNumber: optionalText(
      z.string().transform(normaliseVatNumber).refine(isPlausibleVatNumber, { error: messages.vatInvalid }),
    ),
  });
}

export type BillingDetailsInput = z.input<ReturnType<typeof billingDetailsSchema>>;
export type BillingDetailsValues = z.output<ReturnType<typeof billingDetailsSchema>>;

/**
 * The SEPA Direct Debit form. `knownCountry` is the billing country when it is known: without it, an
 * IBAN that does not start with two letters gets the spec's message (000 §5, 001 §8).
 */
export function sepaDebitSchema(messages: { mandateRequired: string }, knownCountry?: string) {
  return z.object({
    accountHolder: requiredText(),
    iban: ibanSchema(knownCountry),
    mandateAccepted: z.boolean().refine((accepted) => accepted, { error: messages.mandateRequired }),
  });
}

export type SepaDebitInput = z.input<ReturnType<typeof sepaDebitSchema>>;
export type SepaDebitValues = z.output<ReturnType<typeof sepaDebitSchema>>;
