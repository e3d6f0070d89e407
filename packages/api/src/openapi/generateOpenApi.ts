import { z } from "zod";
import { API_BASE_PATH } from "../client/request";
import { type CallDefinition, pathParamsOf } from "../contract/call";
import { CALL_NAMES, contract } from "../contract/contract";
import { errorBodySchema } from "../contract/schemas";

type JsonSchema = Record<string, unknown>;

/** Shared definitions moved out of the operations (recursive schemas), by component name. */
type Components = Record<string, JsonSchema>;

/** Rewrites every `#/$defs/X` reference of `value` to `#/components/schemas/<prefix>X`. */
function rewriteRefs(value: unknown, prefix: string): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, prefix));
  if (typeof value !== "object" || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      key === "$ref" && typeof item === "string" && item.startsWith("#/$defs/")
        ? `#/components/schemas/${prefix}${item.slice("#/$defs/".length)}`
        : rewriteRefs(item, prefix),
    ]),
  );
}

/**
 * The JSON Schema (2020-12, as OpenAPI 3.1 uses) of a zod schema, without its `$schema` line; its local
 * definitions (recursive schemas) go to the document's components under `prefix`.
 */
function jsonSchemaOf(
  schema: z.ZodType,
  io: "input" | "output",
  components: Components,
  prefix: string,
): JsonSchema {
  const {
    $schema: _ignored,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  for (const [name, definition] of Object.entries(($defs as Record<string, JsonSchema> | undefined) ?? {})) {
    components[`${prefix}${name}`] = rewriteRefs(definition, prefix) as JsonSchema;
  }
  return rewriteRefs(rest, prefix) as JsonSchema;
}

/** The properties of an object schema's JSON Schema, and which are required. */
function objectParts(schema: JsonSchema): { properties: Record<string, JsonSchema>; required: string[] } {
  return {
    properties: (schema.properties as Record<string, JsonSchema> | undefined) ?? {},
    required: (schema.required as string[] | undefined) ?? [],
  };
}

/** Who may call, in words, for the document. */
function accessText(entry: CallDefinition): string {
  const { access } = entry;
  switch (access.kind) {
    case "public":
      return "public";
    case "user":
      return "any signed-in user";
    case "admin":
      return "SuperAdmin only";
    case "company": {
      const flags = access.anyOf.length > 0 ? `, with any of: ${access.anyOf.join(", ")}` : "";
      return `${access.ownerOnly ? "owner level" : "company access"}${flags}`;
    }
  }
}

function operationOf(name: string, entry: CallDefinition, components: Components): JsonSchema {
  const input = jsonSchemaOf(entry.input, "input", components, `${name}_input_`);
  const { properties, required } = objectParts(input);
  const pathParams = pathParamsOf(entry.path);
  const parameters: JsonSchema[] = pathParams.map((param) => ({
    name: param,
    in: "path",
    required: true,
    schema: properties[param] ?? { type: "string" },
  }));
  const sendsBody = entry.method !== "GET" && entry.method !== "DELETE";
  if (!sendsBody) {
    for (const [field, schema] of Object.entries(properties)) {
      if (pathParams.includes(field)) continue;
      parameters.push({ name: field, in: "query", required: required.includes(field), schema });
    }
  }
  const errorResponse = (description: string) => ({
    description,
    content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorBody" } } },
  });
  return {
    operationId: name,
    summary: entry.summary,
    description: `Access: ${accessText(entry)}. Timeout ${entry.timeoutMs} ms, ${entry.retries} retr${entry.retries === 1 ? "y" : "ies"} on timeout.${entry.companyIdField && entry.injectCompanyId ? " The client adds companyId from the selected company." : ""}`,
    tags: [entry.access.kind],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(sendsBody
      ? { requestBody: { required: true, content: { "application/json": { schema: input } } } }
      : {}),
    responses: {
      "200": {
        description: "Result",
        content: {
          "application/json": { schema: jsonSchemaOf(entry.output, "output", components, `${name}_output_`) },
        },
      },
      "400": errorResponse("Invalid input (with the rejected fields)"),
      ...(entry.access.kind === "public" ? {} : { "401": errorResponse("Not signed in, or token expired") }),
      ...(entry.access.kind === "company" || entry.access.kind === "admin"
        ? { "403": errorResponse("Not allowed") }
        : {}),
      "500": errorResponse("Server failure (no internals)"),
    },
    ...(entry.access.kind === "public"
      ? {}
      : {
          security: entry.secondaryAuth ? [{ bearerAuth: [], secondaryAuthToken: [] }] : [{ bearerAuth: [] }],
        }),
    "x-trezo-access": entry.access,
    "x-trezo-timeout-ms": entry.timeoutMs,
    "x-trezo-retries": entry.retries,
  };
}

/** The OpenAPI 3.1 document of the whole contract: one operation per entry. */
export function generateOpenApi(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  const components: Components = { ErrorBody: jsonSchemaOf(errorBodySchema, "output", {}, "ErrorBody_") };
  for (const name of CALL_NAMES) {
    const entry: CallDefinition = contract[name];
    const path = `${API_BASE_PATH}/${entry.path}`;
    paths[path] ??= {};
    (paths[path] as Record<string, JsonSchema>)[entry.method.toLowerCase()] = operationOf(
      name,
      entry,
      components,
    );
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Trezo API",
      version: "2.0.0",
      description:
        "Every call of the Trezo web app. Failures answer { error, message, status_code } with the message in the Accept-Language locale (French by default).",
    },
    servers: [{ url: "/" }],
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        bearerAuth: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
        pretendedUserToken: { type: "apiKey", in: "header", name: "x-pretended-user-token" },
        secondaryAuthToken: { type: "apiKey", in: "header", name: "x-auth-token" },
      },
    },
  };
}
