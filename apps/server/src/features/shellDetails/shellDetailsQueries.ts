import type { ShellStyleSettings } from "@trezo/domain";
import { eq } from "drizzle-orm";
import type { Database } from "../../db/database";
import { brandings } from "../../db/schema";

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
