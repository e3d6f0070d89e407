import helmet from "@fastify/helmet";
import type { FastifyInstance } from "fastify";

/**
 * Security headers and the Content-Security-Policy the built web app works under: scripts and styles from
 * our origin only (Vite emits module scripts and CSS files; vanilla-extract's runtime brand theming sets
 * inline `style` attributes and Radix's scroll lock injects a <style> element, hence unsafe-inline for styles only), images also from data:/blob: and https (company logos),
 * API calls to our origin, no framing, no plugins.
 */
export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
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
  });
}
