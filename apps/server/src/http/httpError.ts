import { DomainError, type DomainErrorKind, domainErrors, type ErrorMessage } from "../errors/domainError";

export type { ErrorMessage } from "../errors/domainError";

/** The one mapping of a domain error's kind to its HTTP status (the edge: errorHandler, rate limit). */
export const HTTP_STATUS_OF_KIND = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unsupported_media: 415,
  too_many_requests: 429,
  cancelled: 499,
  internal: 500,
  unavailable: 503,
} as const satisfies Record<DomainErrorKind, number>;

/** A status some DomainErrorKind maps to. */
export type HttpStatus = (typeof HTTP_STATUS_OF_KIND)[DomainErrorKind];

const KIND_OF_STATUS = Object.fromEntries(
  Object.entries(HTTP_STATUS_OF_KIND).map(([kind, status]) => [status, kind]),
) as Record<HttpStatus, DomainErrorKind>;

/**
 * A DomainError named by its HTTP status, for handlers written before the kinds: `new HttpError(409,
 * ...)` is `new DomainError("conflict", ...)`. New code throws DomainError.
 */
export class HttpError extends DomainError {
  constructor(
    statusCode: HttpStatus,
    code: string,
    messageSource: ErrorMessage,
    fields: ReadonlyArray<{ path: string; message: string }> = [],
  ) {
    super(KIND_OF_STATUS[statusCode], code, messageSource, fields);
  }
}

/** The shorthands of errors/domainError.ts, under the name older handlers import. */
export const httpErrors = domainErrors;
