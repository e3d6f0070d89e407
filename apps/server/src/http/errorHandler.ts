import { translate } from "@trezo/i18n";
import type { FastifyError, FastifyInstance } from "fastify";
import { isDatabaseUnavailable } from "../db/database";
import { DomainError } from "../errors/domainError";
import { bearerChallengeOf } from "./bearerChallenge";
import { HTTP_STATUS_OF_KIND } from "./httpError";
import { requestLocale } from "./requestLocale";

/**
 * Every failure leaves as `{ error, message, status_code }` (DESIGN §3): a DomainError with the status of
 * its kind (the one place kinds become statuses). Fastify's own 4xx (bad JSON,
 * body too large, wrong content type, rate limit) keep their status with our codes; a database that
 * cannot be reached is a 503 (`service_unavailable`); a 5xx never carries internals, and is logged with
 * the request id.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    const locale = requestLocale(request);
    if (error instanceof DomainError) {
      const status = HTTP_STATUS_OF_KIND[error.kind];
      const message = error.messageIn(locale);
      // The description travels in a header: always the English text, whatever the caller's locale.
      const challenge = bearerChallengeOf(error, error.messageIn("en-GB"));
      if (challenge !== null) reply.header("www-authenticate", challenge);
      return reply.code(status).send({
        error: error.code,
        message,
        status_code: status,
        ...(error.fields.length > 0 ? { fields: error.fields } : {}),
      });
    }
    const status = typeof error.statusCode === "number" ? error.statusCode : 500;
    if (status === 413) {
      return reply.code(413).send({
        error: "payload_too_large",
        message: translate("server.payloadTooLarge", locale),
        status_code: 413,
      });
    }
    if (status === 429) {
      return reply.code(429).send({
        error: "too_many_requests",
        message: translate("server.tooManyRequests", locale),
        status_code: 429,
      });
    }
    if (status >= 400 && status < 500) {
      return reply.code(status).send({
        error: "invalid_request",
        message: translate("errors.checkInput", locale),
        status_code: status,
      });
    }
    if (isDatabaseUnavailable(error)) {
      // The database is restarting or unreachable: a temporary state, the pool reconnects by itself.
      request.log.warn({ err: error }, "database unavailable");
      return reply
        .code(503)
        .header("retry-after", "5")
        .send({
          error: "service_unavailable",
          message: translate("errors.serviceUnavailable", locale),
          status_code: 503,
        });
    }
    request.log.error({ err: error }, "request failed");
    return reply
      .code(500)
      .send({ error: "internal_error", message: translate("errors.generic", locale), status_code: 500 });
  });
}
