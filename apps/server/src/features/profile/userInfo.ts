import type { CallOutput } from "@trezo/api";
import { isLocale } from "@trezo/i18n";
import { and, eq } from "drizzle-orm";
import type { UserRow } from "../../auth/authenticate";
import type { Database } from "../../db/database";
import { companies, companyUsers } from "../../db/schema";

type Preferences = CallOutput<"getUserPreferences">;

/** The user's preferences as the contract shapes them. */
export function preferencesOf(user: UserRow): Preferences {
  const ui = typeof user.uiPreferences === "object" && user.uiPreferences !== null ? user.uiPreferences : {};
  return {
    locale: isLocale(user.locale) ? user.locale : "fr-FR",
    blurred_balance: user.blurredBalance,
    ui: ui as Preferences["ui"],
  };
}

/** getUserInfo's result. CpaRole: the user belongs to an accounting firm (spec 000 §3 "User"). */
export async function userInfoOf(db: Database, user: UserRow): Promise<CallOutput<"getUserInfo">> {
  const [firm] = await db
    .select({ id: companies.id })
    .from(companyUsers)
    .innerJoin(companies, eq(companies.id, companyUsers.companyId))
    .where(and(eq(companyUsers.userId, user.id), eq(companies.isCpa, true)))
    .limit(1);
  const isCpa = firm !== undefined;
  return {
    id: user.id,
    email: user.email,
    role: user.role === "SuperAdmin" ? "SuperAdmin" : isCpa ? "CpaRole" : "User",
    is_active: user.isActive,
    isCompanyCpa: isCpa,
    salesVisibility: user.salesVisibility,
    email_confirmed: user.emailConfirmedAt !== null,
    signup_finished: user.signupFinished,
    tou_version_accepted: user.touVersionAccepted,
    preferences: preferencesOf(user),
    profile: { firstName: user.firstName, lastName: user.lastName },
    telephone: user.telephone,
  };
}
