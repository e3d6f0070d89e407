import { type DestinationStream, type Logger, type LoggerOptions, pino } from "pino";

/** Headers that must never reach a log line. */
const REDACTED_PATHS = [
  "req.headers.authorization",
  "req.headers.cookie",
  "req.headers['x-auth-token']",
  "req.headers['x-pretended-user-token']",
];

/** Fields of a database error that name things (constraint, table, SQLSTATE...), never values. */
const DATABASE_ERROR_FIELDS = [
  "code",
  "severity",
  "constraint",
  "table",
  "column",
  "schema",
  "dataType",
  "routine",
  "position",
] as const;

/** How deep causes (and nested log fields) are followed. */
const MAX_DEPTH = 4;
/** Longest query text kept in a log line. */
const MAX_QUERY_CHARS = 2000;

/** An error as a log line carries it: its type, a message without values, its frames and its cause. */
export interface LoggedError {
  type: string;
  message: string;
  stack?: string;
  [field: string]: unknown;
}

function isDatabaseError(error: Error & Record<string, unknown>): boolean {
  return typeof error.code === "string" && /^[0-9A-Z]{5}$/.test(error.code) && "severity" in error;
}

/**
 * A database error's message with every quoted text blanked unless it is one of the names the error
 * itself reports (`invalid input syntax for type integer: "secret"` keeps its shape, not the value).
 */
function databaseMessage(error: Error & Record<string, unknown>): string {
  const names = new Set(
    DATABASE_ERROR_FIELDS.map((field) => error[field]).filter((value) => typeof value === "string"),
  );
  return error.message.replace(/"([^"]*)"|'([^']*)'/g, (quoted, double?: string, single?: string) =>
    names.has(double ?? single ?? "") ? quoted : quoted[0] === '"' ? '"…"' : "'…'",
  );
}

/**
 * The message of an error that may carry query values: a failed drizzle query keeps its SQL text (with
 * `$1` placeholders) and loses the `params:` part, a database error loses its quoted values.
 */
function safeMessage(error: Error & Record<string, unknown>): string {
  if (isDatabaseError(error)) return databaseMessage(error);
  if (typeof error.query === "string" && "params" in error)
    return `Failed query: ${error.query.slice(0, MAX_QUERY_CHARS)}`;
  return error.message;
}

/**
 * What a log line keeps of an error: an allow-list (type, a message without values, the stack frames,
 * the SQLSTATE and the names of a database error, the HTTP status, the cause), so that no driver field
 * (`params`, `detail`, `where`, `internalQuery`...) can ever carry a query parameter, an e-mail or a
 * password hash into the logs.
 */
export function serializeError(error: unknown, depth = 0): LoggedError | unknown {
  if (!(error instanceof Error)) return error;
  const fields = error as Error & Record<string, unknown>;
  const type = error.constructor?.name || error.name || "Error";
  const message = safeMessage(fields);
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  const logged: LoggedError = { type, message, stack: [`${type}: ${message}`, ...frames].join("\n") };
  if (isDatabaseError(fields)) {
    for (const field of DATABASE_ERROR_FIELDS) if (fields[field] !== undefined) logged[field] = fields[field];
  } else if (typeof fields.code === "string" || typeof fields.code === "number") {
    logged.code = fields.code;
  }
  if (typeof fields.statusCode === "number") logged.statusCode = fields.statusCode;
  if (error.cause !== undefined && depth < MAX_DEPTH)
    logged.cause = error.cause instanceof Error ? serializeError(error.cause, depth + 1) : "[cause]";
  if (error instanceof AggregateError && depth < MAX_DEPTH)
    logged.errors = error.errors.slice(0, 10).map((inner) => serializeError(inner, depth + 1));
  return logged;
}

/** A log object with every error in it (under any key, a few levels down) replaced by serializeError. */
function scrubErrors(value: unknown, depth: number): unknown {
  if (value instanceof Error) return serializeError(value);
  if (depth >= MAX_DEPTH || typeof value !== "object" || value === null) return value;
  if (Array.isArray(value)) return value.map((item) => scrubErrors(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  let changed = false;
  const entries = Object.entries(value).map(([key, item]) => {
    const scrubbed = scrubErrors(item, depth + 1);
    if (scrubbed !== item) changed = true;
    return [key, scrubbed] as const;
  });
  return changed ? Object.fromEntries(entries) : value;
}

/**
 * The server's pino options: secret headers redacted, and every error (the `err` serializer, and any
 * error anywhere in a logged object through the `log` formatter) reduced to serializeError's allow-list.
 */
export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    redact: REDACTED_PATHS,
    serializers: { err: serializeError },
    formatters: { log: (object) => scrubErrors(object, 0) as Record<string, unknown> },
    hooks: {
      // A line's text may repeat an error's raw message (`log.error(error)`, Fastify's own
      // `log.error({ err }, err.message)`): it gets the safe message instead.
      logMethod(args, method) {
        const [first, ...rest] = args as unknown[];
        const object = first instanceof Error ? { err: first } : first;
        const texts = first instanceof Error && typeof rest[0] !== "string" ? [first.message, ...rest] : rest;
        const errors =
          typeof object === "object" && object !== null
            ? Object.values(object).filter((value): value is Error => value instanceof Error)
            : [];
        const text = texts.map((item) =>
          typeof item === "string"
            ? errors.reduce(
                (line, error) =>
                  error.message && line.includes(error.message)
                    ? line.replace(error.message, safeMessage(error as Error & Record<string, unknown>))
                    : line,
                item,
              )
            : item,
        );
        return method.apply(
          this,
          (object === first ? [first, ...text] : [object, ...text]) as Parameters<typeof method>,
        );
      },
    },
  };
}

/** The server's logger (Fastify's and the jobs'); `destination` is stdout unless given (tests capture it). */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
