import { useMemo } from "react";
import { type DefaultValues, type FieldValues, type Resolver, useForm } from "react-hook-form";
import type { z } from "zod";

/**
 * ./useSchemaForm with a schema that loads on first validation (a field left, a submit): the form paints
 * without zod, which a page that must show at once (sign-in) downloads only once the user acts.
 */
export function useLazySchemaForm<TSchema extends z.ZodType<unknown, FieldValues>>(
  loadSchema: () => Promise<TSchema>,
  defaultValues: DefaultValues<z.input<TSchema>>,
) {
  const resolver = useMemo(() => {
    let loading: Promise<Resolver<z.input<TSchema>, unknown, z.output<TSchema>>> | undefined;
    const lazyResolver: Resolver<z.input<TSchema>, unknown, z.output<TSchema>> = async (
      values,
      context,
      options,
    ) => {
      loading ??= Promise.all([loadSchema(), import("@hookform/resolvers/zod")]).then(
        ([schema, resolvers]) => resolvers.zodResolver(schema as never) as never,
      );
      return (await loading)(values, context, options);
    };
    return lazyResolver;
  }, []);
  return useForm<z.input<TSchema>, unknown, z.output<TSchema>>({
    resolver,
    mode: "onTouched",
    defaultValues,
  });
}
