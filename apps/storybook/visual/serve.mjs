/**
 * Serves the built Storybook (storybook-static) for the visual tests with node:http only, so the visual
 * run needs nothing beyond what is installed. Plain JavaScript: Playwright starts it with `node`
 * directly and stops it cleanly. Usage: node visual/serve.mjs <port>
 */
import { createReadStream, existsSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { extname, join, normalize, resolve } from "node:path";

const root = resolve(import.meta.dirname, "..", "storybook-static");
const port = Number(process.argv[2] ?? 6107);

/** @type {Record<string, string>} */
const TYPES = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".ico": "image/x-icon",
};

if (!existsSync(join(root, "index.json"))) {
  console.error(`No Storybook build in ${root}: run \`npm run build --workspace=@trezo/storybook\` first.`);
  process.exit(1);
}

createServer((request, response) => {
  const pathname = decodeURIComponent(new URL(request.url ?? "/", "http://localhost").pathname);
  // normalize() and the prefix check keep requests inside the build folder.
  let file = normalize(join(root, pathname));
  if (!file.startsWith(root)) {
    response.writeHead(403).end();
    return;
  }
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, "index.html");
  if (!existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
  createReadStream(file).pipe(response);
}).listen(port, "127.0.0.1", () => process.stdout.write(`storybook-static on http://127.0.0.1:${port}\n`));
