import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import Fastify, { type FastifyInstance } from "fastify";
import type { TrustProxy } from "./config";
import { registerBankWebhooks } from "./features/bankLinking/bankWebhooks";
import { registerBillingRoutes } from "./features/billing/billingRoutes";
import { registerApiDocs } from "./features/docs/apiDocs";
import { handlers } from "./features/handlers";
import { registerOAuthProvider } from "./features/oauth/oauthService";
import { installErrorHandler } from "./http/errorHandler";
import { registerContract } from "./http/registerContract";
import { registerSecurityHeaders } from "./http/securityHeaders";
import type { Services } from "./services";

export interface AppOptions {
  services: Services;
  /** Folder of the built web app; not served when absent (API-only, as in `npm run dev`). */
  webDistDir?: string | undefined;
  /** Proxies to believe about the client address (`request.ip`); none by default. */
  trustProxy?: TrustProxy;
}

/** Largest JSON body accepted (branding images included); larger is a 413 with the uniform error. */
export const BODY_LIMIT_BYTES = 1_048_576;

/**
 * TRUST_PROXY as Fastify takes it: a hop count becomes the function Fastify itself makes of one (its
 * types leave numbers out): the first `hops` addresses of X-Forwarded-For, nearest first, are proxies.
 */
function fastifyTrustProxy(
  trustProxy: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trustProxy !== "number") return trustProxy;
  return (_address, hop) => hop < trustProxy;
}

/** Builds the HTTP application: API under /api/v2, the web app (with SPA fallback) everywhere else. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Secret headers redacted, errors without query values (logging/logger.ts).
    loggerInstance: options.services.log,
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
  });
  installErrorHandler(app);
  await registerSecurityHeaders(app);
  // The OAuth provider answers its own paths on the authentication host, before the API and the web app.
  registerOAuthProvider(app, options.services.oauth);
  await registerContract(app, options.services, handlers);
  await registerBankWebhooks(app, options.services);
  registerApiDocs(app);
  await registerBillingRoutes(app, options.services);

  const indexHtml = options.webDistDir ? join(options.webDistDir, "index.html") : undefined;
  if (options.webDistDir && indexHtml && existsSync(indexHtml)) {
    await app.register(fastifyStatic, {
      root: options.webDistDir,
      wildcard: false,
      index: ["index.html"],
      // The web build writes .br and .gz beside each file: sent to browsers that accept them.
      preCompressed: true,
      // Hashed assets never change under their name; the page is revalidated (the update check).
      setHeaders: (response, path) =>
        response.setHeader(
          "cache-control",
          /[\\/]assets[\\/]/.test(path) ? "public, max-age=31536000, immutable" : "no-cache",
        ),
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const wantsPage = request.method === "GET" && !request.url.startsWith("/api/");
    if (wantsPage && indexHtml && existsSync(indexHtml)) {
      // Client-side routes (/dashboard, /signin/callback...) all load the app shell.
      return reply.type("text/html").sendFile("index.html");
    }
    return reply.code(404).send({ error: "not_found", message: "Not found", status_code: 404 });
  });

  return app;
}
