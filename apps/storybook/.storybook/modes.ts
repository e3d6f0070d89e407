/**
 * Chromatic modes: every story is captured in each theme × brand fixture × viewport (3 × 4 × 2 = 24
 * snapshots a story). Mode keys set the same globals as the toolbar (preview.tsx); `viewport` is the
 * capture width in px. Only Chromatic reads these; the local visual test (visual/) shoots the default mode.
 */
const THEMES = ["light", "dark", "partner"] as const;
const BRANDS = ["none", "veryLight", "veryDark", "saturated"] as const;
const VIEWPORTS = { mobile: 375, desktop: 1280 } as const;

type Mode = { theme: string; brand: string; locale: string; viewport: number };

export const chromaticModes: Record<string, Mode> = Object.fromEntries(
  THEMES.flatMap((theme) =>
    BRANDS.flatMap((brand) =>
      Object.entries(VIEWPORTS).map(([viewportName, width]) => [
        `${theme} ${brand} ${viewportName}`,
        { theme, brand, locale: "fr-FR", viewport: width },
      ]),
    ),
  ),
);
