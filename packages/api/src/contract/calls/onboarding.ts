import {
  CUSTOMIZATION_KEY_PATTERN,
  MARKABLE_CHAPTER_KEYS,
  WELCOME_BODY_MAX,
  WELCOME_TITLE_MAX,
} from "@trezo/domain";
import { z } from "zod";
import { anyone, companyMember, manageCompany, signedIn, superAdmin } from "../access";
import { defineCall } from "../call";
import { companyInput, emptyInput } from "../schemas";

/**
 * Onboarding (spec 000 §4, spec 001 §7.2 getStartOnboarding, §7.7 customisation) and the meeting
 * booking link of /book-a-meeting.
 */

const chapterSchema = z.object({
  condition_key: z.string(),
  completed: z.boolean(),
  order: z.number().int(),
});

const welcomeSchema = z.object({
  /** company: the company's own texts; partner: its customisation key's; default: the product's. */
  source: z.enum(["company", "partner", "default"]),
  title: z.string().nullable(),
  body: z.string().nullable(),
});

/** The chapters sorted by order, the one to show, and the welcome texts that apply. */
const onboardingOutput = z.object({
  chapters: z.array(chapterSchema),
  current_chapter: z.string(),
  welcome: welcomeSchema,
});

// A path segment or query value of digits only ("123") arrives as a number.
const keySchema = z.preprocess(
  (value) => (typeof value === "number" ? String(value) : value),
  z.string().trim().toLowerCase().regex(CUSTOMIZATION_KEY_PATTERN),
);
const titleSchema = z.string().trim().min(1).max(WELCOME_TITLE_MAX);
const bodySchema = z.string().trim().min(1).max(WELCOME_BODY_MAX);
const customizationSchema = z.object({ key: z.string(), title: z.string(), body: z.string() });

export const getStartOnboarding = defineCall({
  method: "POST",
  path: "getStartOnboarding",
  summary:
    "The company's onboarding chapters (condition_key, completed, order) sorted by order, the chapter to show ('guide' once all are completed) and the welcome texts (the company's, else its customisation key's, else the product's).",
  input: companyInput,
  output: onboardingOutput,
  access: companyMember,
});

export const completeOnboardingChapter = defineCall({
  method: "POST",
  path: "completeOnboardingChapter",
  summary:
    "Marks a chapter completed: add_categories, or 'guide' (added when missing). The chapters that follow the company's data (a bank, a series) cannot be marked.",
  input: companyInput.extend({ condition_key: z.enum(MARKABLE_CHAPTER_KEYS) }),
  output: onboardingOutput,
  access: companyMember,
});

export const setCompanyWelcome = defineCall({
  method: "POST",
  path: "setCompanyWelcome",
  summary:
    "The company's own onboarding welcome texts (null clears them: the partner's or the product's apply again).",
  input: companyInput.extend({ welcome: z.object({ title: titleSchema, body: bodySchema }).nullable() }),
  output: z.object({ welcome: welcomeSchema }),
  access: manageCompany,
});

export const getOnboardingCustomization = defineCall({
  method: "GET",
  path: "onboarding_customization/{key}",
  summary: "A partner's onboarding welcome texts by customisation key (404 when the key has none).",
  input: z.object({ key: keySchema }),
  output: customizationSchema,
  access: signedIn,
});

export const getSignupPageCustomization = defineCall({
  method: "GET",
  path: "marketing_customization/signup_page",
  summary: "A partner's sign-up page texts by customisation key, query `key` (404 when the key has none).",
  input: z.object({ key: keySchema }),
  output: customizationSchema,
  access: anyone,
});

export const saveCustomization = defineCall({
  method: "POST",
  path: "saveCustomization",
  summary:
    "Admin: writes a partner's texts for a customisation key: the onboarding welcome or the sign-up page.",
  input: z.object({
    kind: z.enum(["onboarding", "signup_page"]),
    key: keySchema,
    title: titleSchema,
    body: bodySchema,
  }),
  output: customizationSchema,
  access: superAdmin,
  audit: "adminSetting",
});

export const getMeetingBooking = defineCall({
  method: "POST",
  path: "getMeetingBooking",
  summary:
    "Where /book-a-meeting sends the user: the booking link of the server's MEETING_BOOKING_URL, or null (the screen then says how to reach support).",
  input: emptyInput,
  output: z.object({ booking_url: z.string().nullable(), support_email: z.string().nullable() }),
  access: signedIn,
});

export const onboardingCalls = {
  getStartOnboarding,
  completeOnboardingChapter,
  setCompanyWelcome,
  getOnboardingCustomization,
  getSignupPageCustomization,
  saveCustomization,
  getMeetingBooking,
};
