import { Card, Stack } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { PermissionGroups } from "./PermissionGroups";
import { TeamMembers } from "./TeamMembers";

/**
 * A company's users and its permission groups (spec 000 §6): the /users screen of an accounting firm
 * and the users section of an ordinary company's /company are the same components.
 */
export function TeamSection({ companyId }: { companyId: number }) {
  const t = useT();
  const company = useAppStore((state) => state.company);
  const permissions = useAppStore((state) => state.permissions);
  const isCpa = company?.isCpa ?? false;
  return (
    <Stack gap="lg">
      <Card title={t("firm.users.members")} titleLevel={2}>
        <TeamMembers companyId={companyId} isCpa={isCpa} permissions={permissions} />
      </Card>
      <Card title={t("firm.groups.title")} titleLevel={2}>
        <PermissionGroups companyId={companyId} isCpa={isCpa} />
      </Card>
    </Stack>
  );
}
