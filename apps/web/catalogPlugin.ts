/**
 * A Vite plugin that serves the @trezo/i18n catalogs one locale at a time: `virtual:trezo-catalog/fr-FR`
 * is that locale's messages as a plain object. The app loads only the user's locale (the catalogs of all
 * eight locales weigh several times more), and another one when the user switches.
 *
 * Each locale also comes in two halves: `virtual:trezo-catalog/fr-FR/boot` holds the namespaces of the
 * shell, the account screens and the packages' components (BOOT_NAMESPACES, of `web` only
 * BOOT_WEB_PARTS), which the sign-in page needs; `…/fr-FR/rest` holds everything else (every other
 * screen's, the popups'), loaded with the first other screen or popup.
 *
 * Every import of packages/i18n/src/catalogs.ts is served src/i18n/catalogsOnDemand.ts instead, which
 * holds only the locales loaded so far.
 *
 * The messages are read from @trezo/i18n itself (TypeScript source, loaded with tsx), so they are never
 * copied: a change to a namespace shows up at the next build or dev reload.
 */
import type { Plugin } from "vite";

const PREFIX = "virtual:trezo-catalog/";

/** The namespaces the first page needs: the shell's and account screens' (web), ui's, forms'... and mfa (the sign-in's second step and provider buttons). */
export const BOOT_NAMESPACES = ["app", "common", "errors", "forms", "ui", "web", "mfa"];
/** The parts of `web` the sign-in page uses (the shell frame, its error page); the other screens' parts
 * come with the rest, which every other screen and every popup waits for (main.tsx). */
export const BOOT_WEB_PARTS = ["shell", "signIn", "error", "maintenance"];
/**
 * Namespaces split between the halves, with the parts the boot half keeps: `web` as above, and of `mfa`
 * only the sign-in's second step (`web`); its server messages come with the rest.
 */
export const SPLIT_NAMESPACES: Record<string, readonly string[]> = { web: BOOT_WEB_PARTS, mfa: ["web"] };

type Tree = Record<string, unknown>;

/** The boot or the rest half of one locale's messages (see above). */
export function catalogHalf(messages: Tree, half: "boot" | "rest"): Tree {
  const pick = (entries: Array<[string, unknown]>, keep: (key: string) => boolean) =>
    Object.fromEntries(entries.filter(([key]) => keep(key)));
  const whole = Object.entries(messages).filter(([namespace]) => !(namespace in SPLIT_NAMESPACES));
  const boot = half === "boot";
  const split = Object.fromEntries(
    Object.entries(SPLIT_NAMESPACES).map(([namespace, bootParts]) => [
      namespace,
      pick(Object.entries((messages[namespace] ?? {}) as Tree), (part) => bootParts.includes(part) === boot),
    ]),
  );
  return { ...pick(whole, (namespace) => BOOT_NAMESPACES.includes(namespace) === boot), ...split };
}
const RESOLVED_PREFIX = `\0${PREFIX}`;
const catalogsModule = new URL("../../packages/i18n/src/catalogs.ts", import.meta.url);
const onDemandModule = new URL("./src/i18n/catalogsOnDemand.ts", import.meta.url).pathname;

export function trezoCatalogs(): Plugin {
  return {
    name: "trezo-catalogs",
    enforce: "pre",
    async resolveId(id, importer, options) {
      if (id.startsWith(PREFIX)) return `\0${id}`;
      // Every import of the all-locales catalogs gets the on-demand one instead.
      if (importer && /(^|\/)catalogs(\.ts)?$/.test(id)) {
        const resolved = await this.resolve(id, importer, { ...options, skipSelf: true });
        if (resolved?.id.endsWith("/packages/i18n/src/catalogs.ts")) return onDemandModule;
      }
      return undefined;
    },
    async load(id) {
      if (!id.startsWith(RESOLVED_PREFIX)) return undefined;
      const [locale = "", half] = id.slice(RESOLVED_PREFIX.length).split("/");
      this.addWatchFile(new URL("../../packages/i18n/src/messages", import.meta.url).pathname);
      const { tsImport } = await import("tsx/esm/api");
      // A fresh import each time, so that dev reloads see edited messages.
      const module = (await tsImport(`${catalogsModule.href}?t=${Date.now()}`, import.meta.url)) as {
        catalogs: Record<string, unknown>;
      };
      const messages = module.catalogs[locale] as Tree | undefined;
      if (!messages) throw new Error(`No catalog for locale ${locale}`);
      const served = half === "boot" || half === "rest" ? catalogHalf(messages, half) : messages;
      return `export default ${JSON.stringify(served)};`;
    },
  };
}
