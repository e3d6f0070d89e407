import { domainErrors } from "../../errors/domainError";
import { type CallHandlers, mustCompany } from "../../http/registerContract";
import { type BrandingRow, brandingOf, deleteBrandingOf, upsertBranding } from "./brandingQueries";

type BrandingHandlers = Pick<CallHandlers, "getBranding" | "saveBranding" | "deleteBranding">;

function brandingOutput(row: BrandingRow) {
  return {
    id: row.id,
    app_header_bg_color: row.appHeaderBgColor,
    menu_text_color: row.menuTextColor,
    menu_active_text_color: row.menuActiveTextColor,
    app_logo: row.appLogo,
    app_icon: row.appIcon,
    consent_icon: row.consentIcon,
    content_key: row.contentKey,
  };
}

/** Company branding; a client company without its own shows its accounting firm's. */
export const brandingHandlers: BrandingHandlers = {
  async getBranding(context) {
    const { company } = mustCompany(context);
    const { db } = context.services;
    const own = await brandingOf(db, company.id);
    const inherited = own ?? (company.parentId === null ? undefined : await brandingOf(db, company.parentId));
    return { branding: inherited ? brandingOutput(inherited) : null };
  },

  async saveBranding(context) {
    const { companyId, ...fields } = context.input;
    const values = {
      ...(fields.app_header_bg_color === undefined ? {} : { appHeaderBgColor: fields.app_header_bg_color }),
      ...(fields.menu_text_color === undefined ? {} : { menuTextColor: fields.menu_text_color }),
      ...(fields.menu_active_text_color === undefined
        ? {}
        : { menuActiveTextColor: fields.menu_active_text_color }),
      ...(fields.app_logo === undefined ? {} : { appLogo: fields.app_logo }),
      ...(fields.app_icon === undefined ? {} : { appIcon: fields.app_icon }),
      ...(fields.consent_icon === undefined ? {} : { consentIcon: fields.consent_icon }),
      ...(fields.content_key === undefined ? {} : { contentKey: fields.content_key }),
    };
    const row = await upsertBranding(context.services.db, mustCompany(context).company.id, values);
    void companyId;
    return { branding: brandingOutput(row) };
  },

  async deleteBranding(context) {
    const { company } = mustCompany(context);
    if (!(await deleteBrandingOf(context.services.db, company.id, context.input.brandingId)))
      throw domainErrors.notFound();
    return { success: true as const };
  },
};
