import { generateOpenApi } from "@trezo/api";
import type { FastifyInstance } from "fastify";

/** Text safe to put in HTML. */
function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

interface Operation {
  operationId: string;
  summary: string;
  description: string;
}

/** A readable page of the OpenAPI document: every call with its method, path, access and timeout. */
function docsPage(document: Record<string, unknown>): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const rows = Object.entries(paths)
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(
        ([method, operation]) =>
          `<tr><td><code>${escapeHtml(operation.operationId)}</code></td><td><code>${method.toUpperCase()} ${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary)}<br><small>${escapeHtml(operation.description)}</small></td></tr>`,
      ),
    )
    .join("\n");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Trezo API</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem;color:#1b1f24}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #d8dee4;padding:.4rem;text-align:left;vertical-align:top}code{font-size:13px}small{color:#57606a}</style>
</head><body><h1>Trezo API v2</h1>
<p>${Object.keys(paths).length} paths. Machine-readable document: <a href="/api/docs/openapi.json">/api/docs/openapi.json</a> (OpenAPI 3.1).
Failures answer <code>{ error, message, status_code }</code>.</p>
<table><thead><tr><th>Call</th><th>Method and path</th><th>What it does</th></tr></thead><tbody>
${rows}
</tbody></table></body></html>`;
}

/** GET /api/docs (readable page) and /api/docs/openapi.json, generated once from the contract. */
export function registerApiDocs(app: FastifyInstance): void {
  const document = generateOpenApi();
  const page = docsPage(document);
  app.get("/api/docs/openapi.json", async (_request, reply) =>
    reply.header("cache-control", "no-cache").send(document),
  );
  app.get("/api/docs", async (_request, reply) => reply.type("text/html; charset=utf-8").send(page));
}
