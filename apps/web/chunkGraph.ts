/**
 * Two guards of the build's chunk groups (vite.config.ts), after issue 12: every red notification of the
 * production build crashed the page (React error #130, an element type is undefined). The boot group
 * named lucide's `circle-alert` module, which lucide 1.x turned into a one-line alias of
 * `circle-exclamation-point`; the real icon was left to the bundler, which put it in the entry chunk. The
 * entry imports boot and boot imported the icon back from the entry: boot ran first and read the icon
 * before the entry had defined it, so the error tone's icon was `undefined`.
 * - `lucideIconModules` names the files of the icons a group needs, following lucide's aliases, so a
 *   renamed icon still lands in the group;
 * - `noCircularChunks` fails the build when chunks import each other statically, whatever the cause:
 *   in a cycle one chunk always runs before the other has defined what it reads.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const ALIAS = /export\s*\{\s*default\s*\}\s*from\s*["']\.\/([\w-]+)\.mjs["']/;

/**
 * The file names (without extension) of lucide-react's ES modules for the icons `names` (kebab-case, as
 * in `lucide-react/icons/<name>`): each name's own module and, when it is an alias, the module it
 * re-exports, followed to the end.
 */
export function lucideIconModules(names: readonly string[]): string[] {
  const require = createRequire(import.meta.url);
  const iconsDir = join(dirname(require.resolve("lucide-react/package.json")), "dist", "esm", "icons");
  const files = new Set<string>();
  for (const name of names) {
    let current: string | undefined = name;
    while (current !== undefined && !files.has(current)) {
      files.add(current);
      current = ALIAS.exec(readFileSync(join(iconsDir, `${current}.mjs`), "utf8"))?.[1];
    }
  }
  return [...files];
}

/** A chunk as the bundle describes it: its file name and the chunks it imports statically. */
export interface ChunkImports {
  fileName: string;
  imports: readonly string[];
}

/** The first cycle of static imports between `chunks` (file names, the first repeated at the end), or null. */
export function findChunkCycle(chunks: readonly ChunkImports[]): string[] | null {
  const importsOf = new Map(chunks.map((chunk) => [chunk.fileName, chunk.imports]));
  const state = new Map<string, "open" | "done">();
  const path: string[] = [];
  const visit = (fileName: string): string[] | null => {
    state.set(fileName, "open");
    path.push(fileName);
    for (const imported of importsOf.get(fileName) ?? []) {
      if (state.get(imported) === "open") return [...path.slice(path.indexOf(imported)), imported];
      if (!state.has(imported)) {
        const cycle = visit(imported);
        if (cycle) return cycle;
      }
    }
    path.pop();
    state.set(fileName, "done");
    return null;
  };
  for (const chunk of chunks) {
    if (state.has(chunk.fileName)) continue;
    const cycle = visit(chunk.fileName);
    if (cycle) return cycle;
  }
  return null;
}

/** A build plugin that fails the build when its chunks import each other statically (see above). */
export function noCircularChunks(): Plugin {
  return {
    name: "trezo-no-circular-chunks",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === "chunk"
          ? [{ fileName: output.fileName, imports: output.imports, modules: output.moduleIds }]
          : [],
      );
      const cycle = findChunkCycle(chunks);
      if (!cycle) return;
      const modules = (fileName: string) =>
        (chunks.find((chunk) => chunk.fileName === fileName)?.modules ?? [])
          .map((id) => id.replace(/^.*[\\/]node_modules[\\/]/, ""))
          .slice(0, 8)
          .join(", ");
      this.error(
        `chunks import each other: ${cycle.join(" → ")}. One runs before the other has defined what it reads ` +
          `(undefined values at run time). Put the modules in one group in vite.config.ts. Modules: ${cycle
            .slice(0, -1)
            .map((fileName) => `${fileName} [${modules(fileName)}]`)
            .join("; ")}`,
      );
    },
  };
}
