import { TeamSection } from "../../features/team/TeamSection";

/** The users section of /company: the same components as the firm's /users (issue 16). */
export function CompanyUsersSection({ companyId }: { companyId: number }) {
  return <TeamSection companyId={companyId} />;
}
