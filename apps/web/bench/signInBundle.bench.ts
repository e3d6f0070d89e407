/**
 * Initial JavaScript of the sign-in route: what a first visit to /signin downloads before the form
 * shows, gzip-compressed, from the production build's manifest: the entry chunk, the sign-in screen's
 * lazy chunk, the French catalog the boot waits for, and every chunk they import statically (other
 * dynamic imports load later and do not count).
 */
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import type { BenchRow } from "../../../scripts/bench";

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

const webDir = new URL("..", import.meta.url).pathname;
const distDir = join(webDir, "dist");

/** Chunks loaded up front for these manifest keys: themselves and their static imports, transitively. */
export function initialChunks(manifest: Record<string, ManifestChunk>, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  for (const root of roots) visit(root);
  return [...seen].map((key) => manifest[key]?.file).filter((file): file is string => Boolean(file));
}

export default async function signInBundle(): Promise<BenchRow[]> {
  execFileSync("npx", ["vite", "build", "--logLevel", "error"], { cwd: webDir, stdio: "inherit" });
  const manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8")) as Record<
    string,
    ManifestChunk
  >;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const screen = Object.keys(manifest).find((key) => key.endsWith("screens/SignIn/SignInScreen.tsx"));
  if (!entry || !screen) throw new Error("the manifest has no entry or no sign-in screen chunk");
  // The boot awaits the French catalog (every package's fallback) before the first paint: it counts.
  const catalog = Object.keys(manifest).find((key) => key.endsWith("trezo-catalog/fr-FR"));
  const roots = [entry, screen, ...(catalog ? [catalog] : [])];
  const files = initialChunks(manifest, roots).filter((file) => file.endsWith(".js"));
  const sizes = files.map((file) => ({
    file,
    gzip: gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length,
  }));
  const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
  const largest = [...sizes].sort((a, b) => b.gzip - a.gzip).slice(0, 3);
  return [
    {
      name: "web: /signin initial JS (gzip)",
      value: Math.round((total / 1024) * 10) / 10,
      unit: "KB",
      limit: 150,
      better: "lower",
      note: `${files.length} chunks; largest ${largest.map(({ file, gzip }) => `${file.replace(/^assets\//, "")} ${(gzip / 1024).toFixed(1)}`).join(", ")}`,
    },
  ];
}
