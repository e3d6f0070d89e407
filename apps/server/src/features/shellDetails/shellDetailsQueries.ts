import type { ShellStyleSettings } from "@trezo/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { brandings, users } from "../../db/schema";

/** The style settings of one company's own branding, or null when it has none. */
export async function brandingStyles(db: Database, companyId: number): Promise<ShellStyleSettings | null> {
  const [row] = await db
    .select({
      app_header_bg_color: brandings.appHeaderBgColor,
      menu_text_color: brandings.menuTextColor,
      menu_active_text_color: brandings.menuActiveTextColor,
      app_logo: brandings.appLogo,
      app_icon: brandings.appIcon,
    })
    .from(brandings)
    .where(eq(brandings.companyId, companyId));
  return row ?? null;
}

/** When the user agreed that their contact details go to the CRM, or null. */
export async function crmConsentOf(db: Database, userId: number): Promise<Date | null> {
  const [row] = await db.select({ at: users.crmConsentAt }).from(users).where(eq(users.id, userId));
  return row?.at ?? null;
}

/** Records (a date) or withdraws (null) the user's consent; gives what is stored. */
export async function saveCrmConsent(db: Database, userId: number, at: Date | null): Promise<Date | null> {
  const [row] = await db
    .update(users)
    .set({ crmConsentAt: at })
    .where(eq(users.id, userId))
    .returning({ at: users.crmConsentAt });
  return row?.at ?? null;
}

/** The contact details that may go with a sales event. */
export async function salesContactOf(db: Database, userId: number) {
  const [row] = await db
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}
