/**
 * The contrast warning of the branding editor: the menu text colours must stay readable (WCAG 4.5:1) on
 * the navigation background. BrandProvider corrects unreadable text by itself; the warning tells the
 * editor that their colour will not be shown as chosen.
 */
import { contrastRatio, lightTokens, MIN_TEXT_CONTRAST, normalizeColor } from "@trezo/ui";

export interface BrandingDraft {
  app_header_bg_color: string;
  menu_text_color: string;
  menu_active_text_color: string;
  app_logo: string;
}

export interface ContrastProblem {
  field: "menu_text_color" | "menu_active_text_color";
  ratio: number;
}

/** Fields whose colour is invalid (not an opaque #RRGGBB). Empty fields keep the theme's colour. */
export function invalidColorFields(draft: BrandingDraft): Array<keyof BrandingDraft> {
  return (["app_header_bg_color", "menu_text_color", "menu_active_text_color"] as const).filter(
    (field) =>
      draft[field] !== "" &&
      (!/^#[0-9a-fA-F]{6}$/.test(draft[field]) || normalizeColor(draft[field]) === null),
  );
}

/** Menu colours below 4.5:1 on the navigation background, with their ratio rounded to one decimal. */
export function contrastProblems(
  draft: BrandingDraft,
  navBackground = lightTokens.color.navBackground,
): ContrastProblem[] {
  const invalid = invalidColorFields(draft);
  return (["menu_text_color", "menu_active_text_color"] as const)
    .filter((field) => draft[field] !== "" && !invalid.includes(field))
    .map((field) => ({ field, ratio: Math.round(contrastRatio(draft[field], navBackground) * 10) / 10 }))
    .filter((problem) => problem.ratio < MIN_TEXT_CONTRAST);
}

/** The branding record to save: empty fields are null (the theme's value applies). */
export function brandingFromDraft(draft: BrandingDraft) {
  const orNull = (value: string) => (value.trim() === "" ? null : value.trim());
  return {
    app_header_bg_color: orNull(draft.app_header_bg_color),
    menu_text_color: orNull(draft.menu_text_color),
    menu_active_text_color: orNull(draft.menu_active_text_color),
    app_logo: orNull(draft.app_logo),
  };
}
