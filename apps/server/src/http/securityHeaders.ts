import helmet, { type FastifyHelmetOptions } from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";

/**
 * Security headers and the Content-Security-Policy the built web app works under: scripts and styles from
 * our origin only (Vite emits module scripts and CSS files; vanilla-extract's runtime brand theming sets
 * inline `style` attributes and Radix's scroll lock injects a <style> element, hence unsafe-inline for styles only), images also from data:/blob: and https (company logos),
 * API calls to our origin, no framing, no plugins.
 */
const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      styleSrcAttr: ["'unsafe-inline'"],
      imgSrc: ["'self'", "data:", "blob:", "https:"],
      fontSrc: ["'self'", "data:"],
      connectSrc: ["'self'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
    },
  },
  crossOriginEmbedderPolicy: false,
  strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
  referrerPolicy: { policy: "strict-origin-when-cross-origin" },
};

/** Headers of a plain answer that are not helmet's. */
const NOT_SECURITY_HEADERS = new Set(["content-type", "content-length", "date", "connection", "keep-alive"]);

/**
 * The headers helmet sets with HELMET_OPTIONS, worked out once: @fastify/helmet builds helmet's
 * middleware (and parses the CSP directives) again on every request, a cost every API call paid. They
 * do not depend on the request (no CSP nonces), so helmet answers once on a scratch instance and every
 * response gets the same headers.
 */
async function helmetHeaders(): Promise<Array<[string, string]>> {
  const probe = Fastify({ logger: false });
  await probe.register(helmet, HELMET_OPTIONS);
  probe.get("/", async () => "");
  const response = await probe.inject({ method: "GET", url: "/" });
  await probe.close();
  return Object.entries(response.headers).flatMap(([name, value]) =>
    NOT_SECURITY_HEADERS.has(name) || value === undefined ? [] : [[name, String(value)] as [string, string]],
  );
}

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook("onRequest", (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
