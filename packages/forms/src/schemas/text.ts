import { z } from "zod";
import { type FormErrorName, formError } from "./formError";

/** A text that must not be empty or blank; yields it trimmed. */
export function requiredText(error: FormErrorName = "required") {
  return z
    .string()
    .trim()
    .min(1, { error: formError(error), abort: true });
}

/** An optional text field: an empty or blank entry becomes undefined, anything else goes to `schema`. */
export function optionalText<T extends z.ZodType<unknown, string>>(schema: T) {
  return z
    .string()
    .transform((value) => (value.trim() === "" ? undefined : value))
    .pipe(z.union([z.undefined(), schema]));
}
