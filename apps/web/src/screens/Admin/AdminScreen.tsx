import { Heading, Stack } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { AdminCompanies } from "./AdminCompanies";
import { AdminUsers } from "./AdminUsers";
import { AuditTrail } from "./AuditTrail";
import { InAppMessages } from "./InAppMessages";
import { OAuthClients } from "./OAuthClients";
import { PartnerTexts } from "./PartnerTexts";

/**
 * /admin (SuperAdmin only: the navigation guard sends anyone else, and an administrator acting as a
 * user, to their landing route): the users, with "act as" (spec 000 §4), the companies' modules, partners' texts, in-app messages and the audit trail.
 */
export function Component() {
  const t = useT();
  return (
    <Stack gap="md">
      <Heading level={1}>{t("web.admin.title")}</Heading>
      <AdminUsers />
      <AdminCompanies />
      <PartnerTexts />
      <InAppMessages />
      <OAuthClients />
      <AuditTrail />
    </Stack>
  );
}
