/**
 * The welcome texts of the onboarding (spec 001 §7.7, onboarding customisation): a company may write its
 * own, a partner may write some for every company that uses its customisation key, and otherwise the
 * product's own (translated) texts apply.
 */

/** Longest title and body of a welcome text or of a sign-up page text. */
export const WELCOME_TITLE_MAX = 120;
export const WELCOME_BODY_MAX = 2000;

/** A customisation key: lower-case letters, digits, dashes and underscores (it travels in a URL path). */
export const CUSTOMIZATION_KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,62}$/;

export interface WelcomeTexts {
  title: string;
  body: string;
}

/** Where the welcome texts shown come from. */
export type WelcomeSource = "company" | "partner" | "default";

/**
 * The welcome texts to show: the company's own first, then the partner's customisation the company
 * points at, then none (the product's translated defaults). Blank texts count as missing.
 */
export function effectiveWelcome(
  company: WelcomeTexts | null | undefined,
  partner: WelcomeTexts | null | undefined,
): { source: WelcomeSource; texts: WelcomeTexts | null } {
  const usable = (texts: WelcomeTexts | null | undefined) =>
    texts && texts.title.trim() !== "" && texts.body.trim() !== "" ? texts : null;
  const own = usable(company);
  if (own) return { source: "company", texts: own };
  const partners = usable(partner);
  if (partners) return { source: "partner", texts: partners };
  return { source: "default", texts: null };
}
