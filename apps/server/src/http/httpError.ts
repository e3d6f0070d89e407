import type { Locale } from "@trezo/i18n";
import { type MessageKey, translate } from "@trezo/i18n";

/** Which localised message goes with an error code (with the values its `{{placeholders}}` take). */
export type ErrorMessage = { key: MessageKey; params?: Record<string, string | number> } | { text: string };

/**
 * An expected failure of a call: becomes `{ error: code, message, status_code }` with the message in the
 * caller's locale. Anything else that escapes a handler is a 5xx without internals.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    readonly messageSource: ErrorMessage,
    readonly fields: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(code);
    this.name = "HttpError";
  }

  /** The message in `locale`. */
  messageIn(locale: Locale): string {
    const source = this.messageSource;
    return "key" in source ? translate(source.key, locale, source.params) : source.text;
  }
}

/** Shorthands for the failures every feature uses. */
export const httpErrors = {
  unauthorized: () => new HttpError(401, "unauthorized", { key: "server.unauthorized" }),
  /** Spec 001 §8: a 401 'Token has expired' opens the sign-in popup (protocol text, not translated). */
  tokenExpired: () => new HttpError(401, "token_expired", { text: "Token has expired" }),
  missingAuthorization: () =>
    new HttpError(401, "missing_authorization", { text: "Missing Authorization Header" }),
  forbidden: () => new HttpError(403, "forbidden", { key: "server.forbidden" }),
  notFound: () => new HttpError(404, "not_found", { key: "server.notFound" }),
  invalidInput: (fields: ReadonlyArray<{ path: string; message: string }> = []) =>
    new HttpError(400, "invalid_input", { key: "errors.checkInput" }, fields),
};
