import { useApiQuery } from "@trezo/api";
import { Heading, Stack, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { BrandingEditor } from "./BrandingEditor";
import { UsersList } from "./UsersList";

/** /company (and /cabinet): the company's information, its branding editor and its users. */
export function Component() {
  const t = useT();
  const company = useAppStore((state) => state.company);
  const info = useApiQuery("getCompanyInfo", { companyId: company?.id ?? 0 }, { enabled: company !== null });
  if (!company) return null;
  return (
    <Stack gap="xl">
      <Heading level={1}>{t("web.company.title")}</Heading>
      <Stack as="section" gap="sm" aria-labelledby="company-info">
        <Heading level={2} id="company-info">
          {t("web.company.info")}
        </Heading>
        <dl>
          <dt>{t("web.company.name")}</dt>
          <dd>{info.data?.name ?? company.name}</dd>
          <dt>{t("web.company.siret")}</dt>
          <dd>{info.data?.siret ?? "—"}</dd>
          <dt>{t("web.company.owner")}</dt>
          <dd>{company.ownerEmail ?? "—"}</dd>
        </dl>
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby="company-branding">
        <Heading level={2} id="company-branding">
          {t("web.company.branding")}
        </Heading>
        <BrandingEditor companyId={company.id} canEdit={company.isOwner} />
      </Stack>
      <Stack as="section" gap="sm" aria-labelledby="company-users">
        <Heading level={2} id="company-users">
          {t("web.company.users")}
        </Heading>
        {company.isOwner ? <UsersList companyId={company.id} /> : <Text tone="muted">—</Text>}
      </Stack>
    </Stack>
  );
}
