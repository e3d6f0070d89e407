/**
 * /users (spec 000 §6): the accounting firm's users and staff accountants, their groups and client
 * companies, invitations, and the permission groups (issue 16). The guard lets in holders of a users flag.
 */
import { Heading, Stack } from "@trezo/ui";
import { TeamSection } from "../../features/team/TeamSection";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import * as css from "./UsersScreen.css";

export function Component() {
  const t = useT();
  const company = useAppStore((state) => state.company);
  if (!company) return null;
  return (
    <Stack gap="lg" className={css.column}>
      <Heading level={1}>{t("firm.users.title")}</Heading>
      <TeamSection key={company.id} companyId={company.id} />
    </Stack>
  );
}
