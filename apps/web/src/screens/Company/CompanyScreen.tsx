import { useApiMutation, useApiQuery } from "@trezo/api";
import { canManageCompany } from "@trezo/domain";
import { companySchema } from "@trezo/forms";
import { Card, Heading, Stack, Text } from "@trezo/ui";
import { companyErrorMessage } from "../../components/companyErrors";
import { BillingSection, billingAccessOf } from "../../features/billing/BillingSection";
import { CurrenciesSection } from "../../features/currencies/CurrenciesSection";
import { SchemaForm } from "../../features/schemaForm/SchemaForm";
import { VatSection } from "../../features/vat/VatSection";
import { useT } from "../../i18n/appI18n";
import { type SelectedCompany, useAppStore } from "../../state/appStore";
import { memberAccessOf } from "../../state/memberAccess";
import { BanksCard } from "./BanksCard";
import { BrandingEditor } from "./BrandingEditor";
import { CompanyList, DeleteCompanyZone } from "./CompanyList";
import * as css from "./CompanyScreen.css";
import { CompanyUsersSection } from "./CompanyUsersSection";
import { FirmSecurityCard } from "./FirmSecurityCard";

/**
 * The company's name and SIRET: a form for its owner (updateCompany; the SIRET is checked as at
 * creation, and required for an accounting firm or one of its clients), read-only details otherwise.
 */
function CompanyDetails({ company, canManage }: { company: SelectedCompany; canManage: boolean }) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const setCompanyName = useAppStore((state) => state.setCompanyName);
  const info = useApiQuery("getCompanyInfo", { companyId: company.id });
  const infos = useApiQuery("getCompanyInfos", { companyId: company.id });
  const updateCompany = useApiMutation("updateCompany", {
    invalidates: ["getCompanyInfo", "getCompanyInfos", "getManagedCompanies"],
  });
  const siret = info.data?.siret ?? "";
  const owner = company.ownerEmail ?? "—";
  if (!canManage) {
    return (
      <dl className={css.details}>
        <dt className={css.term}>{t("web.company.name")}</dt>
        <dd className={css.value}>{info.data?.name ?? company.name}</dd>
        <dt className={css.term}>{t("web.company.siret")}</dt>
        <dd className={css.value}>{siret || "—"}</dd>
        <dt className={css.term}>{t("web.company.owner")}</dt>
        <dd className={css.value}>{owner}</dd>
      </dl>
    );
  }
  if (!info.data || !infos.data) return <Text tone="muted">{t("common.loading")}</Text>;
  const accountingFirm = infos.data.is_cpa || infos.data.parent_id !== null;
  return (
    <Stack gap="md">
      <SchemaForm
        // A new form when the company changes, with that company's values.
        key={company.id}
        schema={companySchema({ accountingFirm })}
        formLabel={t("web.company.info")}
        fields={[
          { name: "name", label: t("forms.fields.companyName"), autoComplete: "organization" },
          { name: "siret", label: t("forms.fields.siret") },
        ]}
        defaultValues={{ name: info.data.name, siret }}
        submitLabel={t("forms.actions.save")}
        onSubmit={async (values) => {
          const saved = await updateCompany
            .mutateAsync({
              id: company.id,
              company: { name: values.name, siret: values.siret ? values.siret : null },
            })
            .catch((error: unknown) => {
              throw new Error(companyErrorMessage(error, t, "update"));
            });
          setCompanyName(saved.name);
          notify({ msg: t("web.company.saved"), color: "green" });
        }}
      />
      <Text tone="muted">
        {t("web.company.owner")} : {owner}
      </Text>
    </Stack>
  );
}

/**
 * /company (and /cabinet, the same screen for an accounting firm): the company's details, its billing (plan,
 * usage, coupon, billing details, payment method, invoices) for whom may see it, its branding editor and
 * its users, as cards.
 */
export function Component() {
  const t = useT();
  const company = useAppStore((state) => state.company);
  const permissions = useAppStore((state) => state.permissions);
  if (!company) return null;
  const member = memberAccessOf(company, permissions);
  const canManage = canManageCompany(member);
  const billing = billingAccessOf(member);
  return (
    <Stack gap="lg" className={css.column}>
      <Heading level={1}>{t("web.company.title")}</Heading>
      <Card title={t("web.company.info")}>
        <CompanyDetails company={company} canManage={canManage} />
      </Card>
      {billing.billing || billing.paymentMethod || billing.invoices ? (
        <BillingSection companyId={company.id} access={billing} />
      ) : null}
      <BanksCard />
      <Card title={t("web.company.branding")}>
        <BrandingEditor companyId={company.id} canEdit={canManage} />
      </Card>
      <VatSection companyId={company.id} canEdit={canManage} />
      <CurrenciesSection companyId={company.id} canEdit={canManage} />
      {canManage ? <CompanyUsersSection companyId={company.id} /> : null}
      {canManage ? <FirmSecurityCard companyId={company.id} /> : null}
      <Card title={t("companies.list.title")}>
        <CompanyList />
      </Card>
      {canManage ? (
        <Card title={t("companies.deletion.title")}>
          <DeleteCompanyZone companyId={company.id} name={company.name} />
        </Card>
      ) : null}
    </Stack>
  );
}
