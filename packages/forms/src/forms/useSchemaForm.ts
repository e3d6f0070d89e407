import { zodResolver } from "@hookform/resolvers/zod";
import { type DefaultValues, type FieldValues, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * A react-hook-form form validated by a zod schema: errors show once a field has been left, then
 * follow each keystroke (mode "onTouched"), and every field is checked on submit.
 */
export function useSchemaForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  schema: TSchema,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver: zodResolver(schema as never) as never,
    mode: "onTouched",
    defaultValues,
  });
}
