import { z } from "zod";
import { formError } from "./formError";
import { siretSchema } from "./identifiers";
import { optionalText, requiredText } from "./text";

/**
 * Company creation (spec 000 §5): a name that is not empty or blank; a SIRET, checked when given, and
 * required when an accounting firm creates the company (a client file).
 */
export function companySchema({ accountingFirm }: { accountingFirm: boolean }) {
  return z.object({
    name: requiredText("companyNameRequired"),
    siret: accountingFirm
      ? z
          .string()
          .trim()
          .min(1, { error: formError("siretRequired"), abort: true })
          .pipe(siretSchema)
      : optionalText(siretSchema),
  });
}

export type CompanyInput = z.input<ReturnType<typeof companySchema>>;
export type Company = z.output<ReturnType<typeof companySchema>>;
