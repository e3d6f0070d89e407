import { SIGN_UP_PARTNERS } from "../../routing/routeTable";

/** What a sign-up route says about the account to create (all sign-up routes share one screen). */
export interface SignUpVariant {
  /** An accounting firm signs up (/signup-cpa, /signup-cpa-rca, /signup/cpa/callback). */
  accountingFirm: boolean;
  /** The partner to prefill (/signup/libeo..., /signup/partner/{partner_name}). */
  partner: string | null;
  /** The English landing (/signup-en) starts in English. */
  locale: "en-GB" | null;
}

/** The variant of a sign-up route, from its name and params. */
export function signUpVariantOf(
  routeName: string,
  params: Record<string, string | undefined>,
): SignUpVariant {
  const accountingFirm = routeName.startsWith("signupCpa");
  const fixedPartner = SIGN_UP_PARTNERS.find((partner) => routeName === `signup-${partner}`);
  const partner = fixedPartner ?? (routeName === "signupPartner" ? (params.partnerName ?? null) : null);
  return { accountingFirm, partner, locale: routeName === "signupEn" ? "en-GB" : null };
}

/** Where the sign-up kind waits for the company step (after the e-mail confirmation). */
export const SIGN_UP_KIND_KEY = "trezo.signUpKind";
