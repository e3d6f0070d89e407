import { currentChapter, effectiveWelcome, onboardingChapters } from "@trezo/domain";
import type { Database } from "../../db/database";
import { domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustAuth, mustCompany } from "../../http/registerContract";
import {
  companyWelcome,
  customizationOf,
  markChapter,
  onboardingFacts,
  saveCompanyWelcome,
  saveCustomizationRow,
} from "./onboardingQueries";

type OnboardingHandlers = Pick<
  CallHandlers,
  | "getStartOnboarding"
  | "completeOnboardingChapter"
  | "setCompanyWelcome"
  | "getOnboardingCustomization"
  | "getSignupPageCustomization"
  | "saveCustomization"
  | "getMeetingBooking"
>;

/** The welcome texts that apply: the company's, else its customisation key's, else the product's. */
async function welcomeOf(db: Database, companyId: number, customizationKey: string | null) {
  const partner = customizationKey ? await customizationOf(db, "onboarding", customizationKey) : null;
  const { source, texts } = effectiveWelcome(await companyWelcome(db, companyId), partner);
  return { source, title: texts?.title ?? null, body: texts?.body ?? null };
}

async function onboardingOf(db: Database, companyId: number, customizationKey: string | null) {
  const chapters = onboardingChapters(await onboardingFacts(db, companyId));
  return {
    chapters,
    current_chapter: currentChapter(chapters),
    welcome: await welcomeOf(db, companyId, customizationKey),
  };
}

/** Onboarding chapters, welcome texts, partner customisations and the meeting booking link. */
export const onboardingHandlers: OnboardingHandlers = {
  async getStartOnboarding(context) {
    const { company } = mustCompany(context);
    return onboardingOf(context.services.db, company.id, company.onboardingCustomizationId);
  },

  async completeOnboardingChapter(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    await markChapter(db, company.id, context.input.condition_key);
    return onboardingOf(db, company.id, company.onboardingCustomizationId);
  },

  async setCompanyWelcome(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    await saveCompanyWelcome(db, company.id, context.input.welcome, mustAuth(context).user.id);
    return { welcome: await welcomeOf(db, company.id, company.onboardingCustomizationId) };
  },

  async getOnboardingCustomization(context) {
    const found = await customizationOf(context.services.db, "onboarding", context.input.key);
    if (!found) throw domainErrors.notFound();
    return found;
  },

  async getSignupPageCustomization(context) {
    const found = await customizationOf(context.services.db, "signup_page", context.input.key);
    if (!found) throw domainErrors.notFound();
    return found;
  },

  async saveCustomization(context) {
    const { kind, key, title, body } = context.input;
    await saveCustomizationRow(context.services.db, kind, key, { title, body });
    return { key, title, body };
  },

  async getMeetingBooking(context) {
    const { meetingBookingUrl, supportEmail } = context.services.config;
    return { booking_url: meetingBookingUrl ?? null, support_email: supportEmail };
  },
};
