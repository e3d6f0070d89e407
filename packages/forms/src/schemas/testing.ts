import type { z } from "zod";
import { translateFormError } from "./formError";

/** The French messages a schema gives for `value` (an empty list when it is valid). Tests only. */
export function frenchErrorsOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((issue) => translateFormError(issue.message, "fr-FR"));
}
