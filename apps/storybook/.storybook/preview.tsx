import type { Preview } from "@storybook/react-vite";
import { LOCALES, type Locale } from "@trezo/i18n";
import { BRAND_FIXTURES, type BrandFixtureName, BrandProvider } from "@trezo/ui/brand";
import { LocaleProvider } from "@trezo/ui/i18n";
import { THEME_NAMES, type ThemeName } from "@trezo/ui/theme";
import "@trezo/ui/global";
import { chromaticModes } from "./modes";

/**
 * Every story renders inside the product's providers: a theme, a brand fixture over it (the extremes a
 * partner may choose) and a locale, all switched from the toolbar. Chromatic modes (chromatic.modes.ts)
 * set the same globals.
 */
const preview: Preview = {
  globalTypes: {
    theme: {
      description: "Theme",
      toolbar: { title: "Theme", icon: "paintbrush", items: [...THEME_NAMES], dynamicTitle: true },
    },
    brand: {
      description: "Brand fixture",
      toolbar: {
        title: "Brand",
        icon: "star",
        items: [
          { value: "none", title: "No brand" },
          { value: "veryLight", title: "Very light" },
          { value: "veryDark", title: "Very dark" },
          { value: "saturated", title: "Saturated" },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: "Locale",
      toolbar: { title: "Locale", icon: "globe", items: [...LOCALES], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: "light", brand: "none", locale: "fr-FR" },
  decorators: [
    (Story, context) => {
      const theme = (context.globals.theme ?? "light") as ThemeName;
      const brand = (context.globals.brand ?? "none") as BrandFixtureName;
      const locale = (context.globals.locale ?? "fr-FR") as Locale;
      // Stories draw edge to edge only when they ask for it (`parameters: { bleed: true }`: app frames).
      const bleed = context.parameters.bleed === true;
      return (
        <LocaleProvider locale={locale}>
          <BrandProvider
            theme={theme}
            branding={BRAND_FIXTURES[brand]}
            style={{ padding: bleed ? 0 : 16, minHeight: "100vh" }}
          >
            <Story />
          </BrandProvider>
        </LocaleProvider>
      );
    },
  ],
  parameters: {
    // An accessibility violation fails the story's test, not just a warning in the panel.
    a11y: { test: "error" },
    // Chromatic (`npm run chromatic`): themes × brand fixtures × viewports, see modes.ts.
    chromatic: { modes: chromaticModes, pauseAnimationAtEnd: true },
    // Storybook adds no padding of its own: the decorator's themed root pads and paints the page.
    layout: "fullscreen",
  },
};

export default preview;
