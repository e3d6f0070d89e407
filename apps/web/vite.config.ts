import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { trezoCatalogs } from "./catalogPlugin.ts";
import { lucideIconModules, noCircularChunks } from "./chunkGraph.ts";

// In `npm run dev` the server runs on :3000 (PORT) and Vite proxies /api to it.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

const inNodeModules = (...packages: string[]) =>
  new RegExp(`/node_modules/(${packages.join("|")})/`.replace(/\//g, "[\\\\/]"));
const inWorkspace = (pattern: string) => new RegExp(`/(apps|packages)/${pattern}`.replace(/\//g, "[\\\\/]"));

/**
 * lucide's own modules and the notification stack's icons (NotificationStack.tsx), by the files that
 * define them: lucide renames icons and keeps the old names as aliases, which a group naming only the
 * alias would leave behind (issue 12, chunkGraph.ts).
 */
const LUCIDE_BOOT_MODULES = new RegExp(
  `lucide-react[\\\\/]dist[\\\\/]esm[\\\\/](createLucideIcon|defaultAttributes|Icon|context|shared[\\\\/].*|icons[\\\\/](${lucideIconModules(
    ["circle-alert", "circle-check", "info", "triangle-alert", "x"],
  ).join("|")}))\\.m?js$`,
);

/** react-aria's and react-stately's modules under ui's TextField (useTextField and what it imports). */
const SIGN_IN_FIELD_MODULES = new RegExp(
  `react-(aria|stately)[\\\\/]dist[\\\\/]private[\\\\/](${[
    "textfield/useTextField",
    "label/(useField|useLabel)",
    "form/(useFormValidation|useFormValidationState)",
    "focus/useFocusRing",
    "flags/flags",
    "interactions/(utils|useFocusVisible|focusSafely|useFocus|createEventHandler|createKeyboardShortcutHandler|useKeyboard|useFocusable|useFocusWithin|useHover)",
    "utils/(domHelpers|shadowdom/DOMFunctions|focusWithoutScrolling|isElementVisible|isFocusable|platform|isVirtualEvent|openLink|useEffectEvent|useControlledState|runAfterTransition|useSyncRef|useGlobalListeners|useFormReset|chain|useLayoutEffect|useValueEffect|useId|mergeRefs|mergeProps|useObjectRef|useLabels|filterDOMProps)",
  ]
    .join("|")
    .replace(/\//g, "[\\\\/]")})\\.m?js$`,
);

/** The password field's show/hide icons. */
const PASSWORD_EYE_ICONS = new RegExp(
  `lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${lucideIconModules(["eye", "eye-off"]).join("|")})\\.m?js$`,
);

/**
 * Chunks of the first page (issue 6: /signin ≤ 150 KB of JavaScript). Left alone, the bundler makes one
 * chunk per set of screens sharing a module: the first page then downloads some forty small files,
 * which compress poorly apart. Three groups gather what every visit loads anyway:
 * - react: React, its DOM renderer, the router and the store;
 * - boot: the app's boot (guard, session, store, shell frame, catalogs loader, background duties) and
 *   the few design-system pieces the frame and every screen use;
 * - forms: the sign-in form and what it draws with (react-hook-form, ui's text field and its react-aria
 *   parts), which the account screens and most others share.
 * Every other module (screens, the signed-in layout, the API layer, zod, charts, tables...) keeps the
 * bundler's own splitting and loads when a screen needs it.
 */
const FIRST_PAGE_GROUPS = [
  {
    name: "react",
    priority: 30,
    test: inNodeModules("react", "react-dom", "scheduler", "react-router", "react-router-dom", "zustand"),
  },
  {
    name: "boot",
    priority: 20,
    test: (id: string) =>
      !/(queryClient|appApiClient)\.tsx?$/.test(id) &&
      !/[\\/]shell[\\/](DefaultLayout|UpdatePrompt|CompanySwitcher|InAppBanner|SuspendedPage|navigation)\.tsx?$/.test(
        id,
      ) &&
      // The tag consent banner (and its styles) loads with the signed-in layout that shows it.
      !/[\\/]shell[\\/]TagConsentBanner[\\/]/.test(id) &&
      // The popups and their host load with the first popup opened.
      !/[\\/]shell[\\/]popups[\\/](?!popupTypes)/.test(id) &&
      // Helpers of the signed-in screens that sit in boot's folders but which the first page never runs
      // (the dashboard's screen scale draws on the domain; the machine translation of partner texts): they
      // load with the screens that use them.
      !/[\\/](platform[\\/](screenScale|saveDownloadedFile|adBlockerCheck|translation[\\/](machineTranslation|translationTimings))|api[\\/]uploadFile|state[\\/]memberAccess)\.ts$/.test(
        id,
      ) &&
      (inWorkspace("web/src/(main|app|session|routing|state|platform|shell|i18n|notifications|api)/").test(
        id,
      ) ||
        /apps[\\/]web[\\/]src[\\/]main\.tsx$/.test(id) ||
        inWorkspace(
          "ui/src/(components/(Box|Button|Heading|Inline|Stack|Text|IconButton|NotificationStack|GlobalSpinner)/|theme/(theme\\.css|global)|i18n/|layout/)",
        ).test(id) ||
        // ui's reset and bundled fonts, which main.tsx imports: in the entry chunk they would import boot's
        // theme back (chunks importing each other).
        /@fontsource[\\/]/.test(id) ||
        inWorkspace("i18n/src/(translate|defineMessages|locales|format|index)").test(id) ||
        inWorkspace("domain/src/access/").test(id) ||
        inWorkspace("api/src/client/(request|clientErrorLogging)").test(id) ||
        inNodeModules("@vanilla-extract/(recipes|sprinkles|private)", "clsx").test(id) ||
        // The notification stack's icons, and the bundler's and Vite's own helpers.
        LUCIDE_BOOT_MODULES.test(id) ||
        /react-aria[\\/]dist[\\/]private[\\/](ssr[\\/]SSRProvider|i18n[\\/](utils|useDefaultLocale|I18nProvider))\.m?js$/.test(
          id,
        ) ||
        /react-query[\\/]build[\\/]modern[\\/]QueryClientProvider\.js$/.test(id) ||
        /preload-helper|rolldown[:/\\]runtime/.test(id)),
  },
  {
    name: "forms",
    priority: 10,
    test: (id: string) =>
      inWorkspace(
        "forms/src/(fields/(Form|TextField|PasswordField|SubmitButton|identifierFields|useBoundField|inputMasks)|forms/(SignInForm|PasswordRecoveryForm|useLazySchemaForm)|schemas/formError)",
      ).test(id) ||
      // ui's text field and the field styles; not Field.tsx, the other fields' react-aria-components chrome.
      inWorkspace("ui/src/components/(TextField/|Field/(Field\\.css|RequiredMark))").test(id) ||
      // Not the provider buttons, which load only when the server names a provider.
      inWorkspace("web/src/features/signIn/(?!ProviderButtonList)").test(id) ||
      inWorkspace("web/src/screens/SignIn/SignInScreen").test(id) ||
      inNodeModules("react-hook-form").test(id) ||
      // What ui's text field draws with from react-aria (its label, field and validation hooks and the
      // focus and hover interactions under them) and the password field's eye icons: as five small files
      // of their own they compressed some 1.4 KB worse than inside this chunk.
      SIGN_IN_FIELD_MODULES.test(id) ||
      PASSWORD_EYE_ICONS.test(id),
  },
];

/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every script, style sheet and page of the build:
 * the server sends them as they are (@fastify/static preCompressed), compressed at the highest levels
 * once instead of on every request.
 */
function precompress(): Plugin {
  return {
    name: "trezo-precompress",
    apply: "build",
    writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist";
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(fileName) || fileName.endsWith(".map")) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * React Router publishes a production build beside its development one, but its package exports name
 * only the development build (warnings for developers included): the production build takes it.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist",
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, "production/index.mjs") },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, "production/dom-export.mjs") },
];

export default defineConfig(({ command }) => ({
  plugins: [vanillaExtractPlugin(), react(), trezoCatalogs(), noCircularChunks(), precompress()],
  resolve: { alias: command === "build" ? reactRouterProduction : [] },
  server: { port: 5173, proxy: { "/api": apiTarget } },
  build: {
    outDir: "dist",
    sourcemap: true,
    manifest: true,
    // Every browser the app supports knows <link rel="modulepreload">: no polyfill in the entry.
    // The screens' lazy imports sit in the boot chunk, which /signin downloads (≤ 150 KB): their preload
    // lists of scripts (every screen's whole static graph, some 3 KB gzip for twenty screens) are left
    // to the browser's own module loading; their style sheets stay listed, since only the preload helper
    // adds them. Lazy imports elsewhere keep their full lists.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)boot-[\w-]+\.js$/.test(hostId) ? deps.filter((dep) => dep.endsWith(".css")) : deps,
    },
    rolldownOptions: {
      // Only the modules a group names: following their imports would also gather what they import
      // for other pages (the brand colours' library, every icon...).
      output: { codeSplitting: { includeDependenciesRecursively: false, groups: FIRST_PAGE_GROUPS } },
    },
  },
}));
