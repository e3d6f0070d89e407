import type { ThemeValues } from "../theme/contract";
import type { ThemeName } from "../theme/themes";
import { themeTokens } from "../theme/themes";
import { themeValues } from "../theme/themeValues";
import type { ThemeTokens } from "../theme/tokens";
import { normalizeColor } from "./color";

/**
 * A company's branding record (spec 000 §3), as the API returns it. Every field is optional: a missing
 * or invalid one keeps the theme's value.
 */
export interface Branding {
  /** Background of the application header, any CSS colour. */
  app_header_bg_color?: string | null;
  /** Logo shown in the header (URL). */
  app_logo?: string | null;
  /** Square icon (URL), for narrow headers and the favicon. */
  app_icon?: string | null;
  /** Icon shown on consent screens (URL). */
  consent_icon?: string | null;
  /** Key of the partner's content variant (texts, help links). */
  content_key?: string | null;
  /** Text colour of side-menu items. */
  menu_text_color?: string | null;
  /** Text colour of the current side-menu item. */
  menu_active_text_color?: string | null;
}

/** The brandable part of the contract. */
export type BrandValues = Pick<ThemeValues, "header" | "nav">;

/** Result of applying a branding: the values, and what had to be ignored. */
export interface BrandResolution {
  values: BrandValues;
  /** One message per ignored field, e.g. `app_header_bg_color "nope" is not a colour`. */
  warnings: string[];
}

type ColorField = "app_header_bg_color" | "menu_text_color" | "menu_active_text_color";

const COLOR_FIELDS: Record<ColorField, keyof ThemeTokens["color"]> = {
  app_header_bg_color: "headerBackground",
  menu_text_color: "navText",
  menu_active_text_color: "navActiveText",
};

/**
 * Merges a branding over a theme's tokens and computes the header and navigation values with the same
 * function themes use (`themeValues`): foregrounds keep 4.5:1, hover and active are derived, and a
 * value that is not an opaque colour is ignored (and reported in `warnings`).
 */
export function resolveBranding(
  branding: Branding | null | undefined,
  theme: ThemeName = "light",
): BrandResolution {
  const base = themeTokens[theme];
  const color = { ...base.color };
  const warnings: string[] = [];
  for (const [field, token] of Object.entries(COLOR_FIELDS) as Array<
    [ColorField, keyof ThemeTokens["color"]]
  >) {
    const raw = branding?.[field];
    if (raw === undefined || raw === null || raw === "") continue;
    const normalized = normalizeColor(raw);
    if (normalized === null) {
      warnings.push(
        `${field} ${JSON.stringify(raw)} is not an opaque CSS colour; the theme's colour is used.`,
      );
      continue;
    }
    color[token] = normalized;
  }
  const values = themeValues({ ...base, color });
  return { values: { header: values.header, nav: values.nav }, warnings };
}
