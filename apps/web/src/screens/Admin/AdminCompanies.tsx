import { type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import { ConfirmDialog, Heading, Stack, Switch, Text, TextField } from "@trezo/ui";
import { useDeferredValue, useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import * as css from "./AdminUsers.css";

type AdminCompany = CallOutput<"getAllCompaniesList">["companies"][number];

/** The modules an administrator switches here, with the flag each one sets. */
const MODULES = [
  { flag: "invoices_allowed", label: "web.admin.moduleInvoices" },
  { flag: "checks_allowed", label: "web.admin.moduleChecks" },
  { flag: "analytics_allowed", label: "web.admin.moduleAnalytics" },
] as const;

type ModuleFlag = (typeof MODULES)[number]["flag"];

/** A module change waiting for the administrator's confirmation. */
interface PendingModule {
  company: AdminCompany;
  flag: ModuleFlag;
  label: (typeof MODULES)[number]["label"];
  enabled: boolean;
}

/**
 * /admin companies (spec 001 §6): search by name or SIRET on the server, and each company's invoices,
 * checks and analytics modules, every switch confirmed first (updateCompanyModules, audited).
 */
export function AdminCompanies() {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search.trim());
  const companies = useApiQuery("getAllCompaniesList", deferredSearch ? { search: deferredSearch } : {});
  const update = useApiMutation("updateCompanyModules", { invalidates: ["getAllCompaniesList"] });
  const [pending, setPending] = useState<PendingModule | null>(null);
  const list = companies.data?.companies ?? [];

  async function apply(change: PendingModule) {
    try {
      await update.mutateAsync({ companyId: change.company.id, [change.flag]: change.enabled });
      notify({ msg: t("web.admin.saved"), color: "green" });
    } catch {
      notify({ msg: t("web.admin.failed"), color: "red" });
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack as="section" gap="md" aria-labelledby="admin-companies">
      <Heading level={2} id="admin-companies">
        {t("web.admin.companiesTitle")}
      </Heading>
      <TextField label={t("web.admin.companySearch")} value={search} onChange={setSearch} type="search" />
      {companies.isSuccess && list.length === 0 && <Text>{t("web.admin.noCompanies")}</Text>}
      {list.length > 0 && (
        <div className={css.tableWrap}>
          <table className={css.table} aria-label={t("web.admin.companiesTitle")}>
            <thead>
              <tr>
                <th scope="col">{t("web.admin.company")}</th>
                <th scope="col">{t("web.admin.owner")}</th>
                <th scope="col">{t("web.admin.modules")}</th>
              </tr>
            </thead>
            <tbody>
              {list.map((company) => (
                <tr key={company.id}>
                  <td>{company.name}</td>
                  <td>{company.owner?.email ?? ""}</td>
                  <td>
                    <div className={css.actions}>
                      {MODULES.map((module) => (
                        <Switch
                          key={module.flag}
                          isSelected={company[module.flag]}
                          aria-label={`${t(module.label)} ${company.name}`}
                          onChange={(enabled) =>
                            setPending({ company, flag: module.flag, label: module.label, enabled })
                          }
                        >
                          {t(module.label)}
                        </Switch>
                      ))}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={t("web.admin.moduleTitle")}
        confirmLabel={t("web.admin.confirm")}
        loading={update.isPending}
        onConfirm={() => {
          if (pending) void apply(pending);
        }}
      >
        {pending
          ? t(pending.enabled ? "web.admin.confirmModuleOn" : "web.admin.confirmModuleOff", {
              module: t(pending.label),
              company: pending.company.name,
            })
          : null}
      </ConfirmDialog>
    </Stack>
  );
}
