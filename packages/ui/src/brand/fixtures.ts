import type { Branding } from "./branding";

/**
 * Brand fixtures for Storybook and visual tests: the extremes a partner may choose. Logos are inline
 * SVG data URLs so that stories never fetch.
 */
function logo(fill: string, text: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="28" viewBox="0 0 120 28"><rect width="28" height="28" rx="6" fill="${fill}"/><text x="36" y="20" font-family="sans-serif" font-size="16" font-weight="700" fill="${fill}">${text}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

export const BRAND_FIXTURES = {
  none: null,
  veryLight: {
    app_header_bg_color: "#fbfbf7",
    app_logo: logo("#333333", "Lumen"),
    menu_text_color: "#f0f0f0",
    menu_active_text_color: "#fafafa",
    content_key: "lumen",
  },
  veryDark: {
    app_header_bg_color: "#050505",
    app_logo: logo("#f5f5f5", "Nox"),
    menu_text_color: "#101010",
    content_key: "nox",
  },
  saturated: {
    app_header_bg_color: "#ff00cc",
    app_logo: logo("#1a1a1a", "Neon"),
    menu_text_color: "#00ff66",
    menu_active_text_color: "#ff00cc",
    content_key: "neon",
  },
} satisfies Record<string, Branding | null>;

export type BrandFixtureName = keyof typeof BRAND_FIXTURES;
