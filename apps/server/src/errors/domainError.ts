import { type Locale, type MessageKey, translate } from "@trezo/i18n";

/**
 * What went wrong, in the caller's terms. Code below the HTTP edge (auth, features, query modules,
 * jobs) throws these; http/errorHandler.ts alone turns a kind into an HTTP status (HTTP_STATUS_OF_KIND).
 */
export type DomainErrorKind =
  /** The input breaks a rule (400). */
  | "invalid"
  /** No valid session (401). */
  | "unauthenticated"
  /** The caller may not do this here (403). */
  | "forbidden"
  /** Nothing of that id in the caller's tenant (404). */
  | "not_found"
  /** The current state refuses the change (409). */
  | "conflict"
  /** Too big to take (413). */
  | "too_large"
  /** A file of a type we cannot read (415). */
  | "unsupported_media"
  /** Too many attempts (429). */
  | "too_many_requests"
  /** The caller stopped the work (499). */
  | "cancelled"
  /** Our own failure, said in words (500). */
  | "internal"
  /** A service we depend on does not answer (503): a bank aggregator. */
  | "unavailable";

/** Which localised message goes with an error code (with the values its `{{placeholders}}` take). */
export type ErrorMessage = { key: MessageKey; params?: Record<string, string | number> } | { text: string };

/** A field of the input an error points at. */
export interface ErrorField {
  path: string;
  message: string;
}

/**
 * An expected failure: its kind (which the edge maps to a status), a stable code for clients, a message
 * in the caller's locale, and the input fields at fault. Anything else that escapes is a 5xx without
 * internals.
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: string,
    readonly messageSource: ErrorMessage,
    readonly fields: ReadonlyArray<ErrorField> = [],
    /** For an OAuth refusal: the scope the call needs, told in the `WWW-Authenticate` challenge (RFC 6750 §3). */
    readonly neededScope: string | null = null,
  ) {
    super(code);
    this.name = "DomainError";
  }

  /** The message in `locale`. */
  messageIn(locale: Locale): string {
    const source = this.messageSource;
    return "key" in source ? translate(source.key, locale, source.params) : source.text;
  }
}

/** The failures every feature uses. */
export const domainErrors = {
  unauthorized: () => new DomainError("unauthenticated", "unauthorized", { key: "server.unauthorized" }),
  /** Spec 001 §8: a 401 'Token has expired' opens the sign-in popup (protocol text, not translated). */
  tokenExpired: () => new DomainError("unauthenticated", "token_expired", { text: "Token has expired" }),
  missingAuthorization: () =>
    new DomainError("unauthenticated", "missing_authorization", { text: "Missing Authorization Header" }),
  forbidden: () => new DomainError("forbidden", "forbidden", { key: "server.forbidden" }),
  /** An OAuth access token that is unknown, expired or revoked (RFC 6750 `invalid_token`; spec 001 §8: OAuth 401). */
  invalidToken: () => new DomainError("unauthenticated", "invalid_token", { key: "oauth.invalidToken" }),
  /** An OAuth access token whose scopes or company do not open this call (RFC 6750 `insufficient_scope`). */
  insufficientScope: (neededScope: string | null = null) =>
    new DomainError("forbidden", "insufficient_scope", { key: "oauth.insufficientScope" }, [], neededScope),
  companyInactive: () => new DomainError("forbidden", "company_inactive", { key: "server.companyInactive" }),
  notFound: () => new DomainError("not_found", "not_found", { key: "server.notFound" }),
  invalidInput: (fields: ReadonlyArray<ErrorField> = []) =>
    new DomainError("invalid", "invalid_input", { key: "errors.checkInput" }, fields),
};
