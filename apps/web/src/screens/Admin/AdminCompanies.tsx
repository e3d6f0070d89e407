import { type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import { isGsheetTabName } from "@trezo/domain";
import { Button, ConfirmDialog, Heading, Stack, Switch, Text, TextField } from "@trezo/ui";
import { useDeferredValue, useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import * as css from "./AdminUsers.css";

type AdminCompany = CallOutput<"getAllCompaniesList">["companies"][number];

/** The flags an administrator switches here: the company modules and the two plan overrides. */
const TOGGLES = [
  { flag: "invoices_allowed", label: "web.admin.moduleInvoices" },
  { flag: "checks_allowed", label: "web.admin.moduleChecks" },
  { flag: "analytics_allowed", label: "web.admin.moduleAnalytics" },
  { flag: "backup_enabled", label: "web.admin.moduleBackup" },
  { flag: "custom_permissions", label: "web.admin.moduleCustomPermissions" },
] as const;

type Toggle = (typeof TOGGLES)[number];

/** A change waiting for the administrator's confirmation: a flag, or the spreadsheet tab. */
type PendingChange =
  | { kind: "flag"; company: AdminCompany; toggle: Toggle; enabled: boolean }
  | { kind: "gsheetTab"; company: AdminCompany; tab: string | null };

/** The spreadsheet tab of one company: typed, checked by the shared rule, saved after confirming. */
function GsheetTabField({
  company,
  onSave,
}: {
  company: AdminCompany;
  onSave: (tab: string | null) => void;
}) {
  const t = useT();
  const [value, setValue] = useState(company.gsheet_tab ?? "");
  const trimmed = value.trim();
  const invalid = trimmed !== "" && !isGsheetTabName(trimmed);
  return (
    <form
      className={css.actions}
      onSubmit={(event) => {
        event.preventDefault();
        if (!invalid) onSave(trimmed === "" ? null : trimmed);
      }}
    >
      <TextField
        label={t("web.admin.gsheetTab", { company: company.name })}
        value={value}
        onChange={setValue}
        {...(invalid ? { errorMessage: t("web.admin.gsheetTabInvalid") } : {})}
      />
      <Button type="submit" size="small" variant="secondary" disabled={invalid}>
        {t("web.admin.gsheetTabSave")}
      </Button>
    </form>
  );
}

/**
 * /admin companies (spec 001 §6): search by name or SIRET on the server, and each company's invoices,
 * checks and analytics modules, its scenario backups, its custom permissions and its spreadsheet tab,
 * every change confirmed first (updateCompanyModules, setBackup, setCustomPermissions, setGsheetTab; all
 * audited).
 */
export function AdminCompanies() {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search.trim());
  const companies = useApiQuery("getAllCompaniesList", deferredSearch ? { search: deferredSearch } : {});
  const invalidates = { invalidates: ["getAllCompaniesList"] as const };
  const modules = useApiMutation("updateCompanyModules", invalidates);
  const backup = useApiMutation("setBackup", invalidates);
  const customPermissions = useApiMutation("setCustomPermissions", invalidates);
  const gsheetTab = useApiMutation("setGsheetTab", invalidates);
  const [pending, setPending] = useState<PendingChange | null>(null);
  const list = companies.data?.companies ?? [];
  const saving = modules.isPending || backup.isPending || customPermissions.isPending || gsheetTab.isPending;

  async function save(change: PendingChange) {
    const companyId = change.company.id;
    if (change.kind === "gsheetTab") return gsheetTab.mutateAsync({ companyId, gsheet_tab: change.tab });
    const { flag } = change.toggle;
    if (flag === "backup_enabled") return backup.mutateAsync({ companyId, backup: change.enabled });
    if (flag === "custom_permissions")
      return customPermissions.mutateAsync({ companyId, custom_permissions: change.enabled });
    return modules.mutateAsync({ companyId, [flag]: change.enabled });
  }

  async function apply(change: PendingChange) {
    try {
      await save(change);
      notify({ msg: t("web.admin.saved"), color: "green" });
    } catch {
      notify({ msg: t("web.admin.failed"), color: "red" });
    } finally {
      setPending(null);
    }
  }

  function confirmation(change: PendingChange): string {
    if (change.kind === "gsheetTab")
      return change.tab === null
        ? t("web.admin.confirmGsheetTabDefault", { company: change.company.name })
        : t("web.admin.confirmGsheetTab", { company: change.company.name, tab: change.tab });
    return t(change.enabled ? "web.admin.confirmModuleOn" : "web.admin.confirmModuleOff", {
      module: t(change.toggle.label),
      company: change.company.name,
    });
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
                      {TOGGLES.map((toggle) => (
                        <Switch
                          key={toggle.flag}
                          isSelected={company[toggle.flag]}
                          aria-label={`${t(toggle.label)} ${company.name}`}
                          onChange={(enabled) => setPending({ kind: "flag", company, toggle, enabled })}
                        >
                          {t(toggle.label)}
                        </Switch>
                      ))}
                    </div>
                    <GsheetTabField
                      key={company.gsheet_tab ?? ""}
                      company={company}
                      onSave={(tab) => setPending({ kind: "gsheetTab", company, tab })}
                    />
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
        title={t(pending?.kind === "gsheetTab" ? "web.admin.gsheetTabTitle" : "web.admin.moduleTitle")}
        confirmLabel={t("web.admin.confirm")}
        loading={saving}
        onConfirm={() => {
          if (pending) void apply(pending);
        }}
      >
        {pending ? confirmation(pending) : null}
      </ConfirmDialog>
    </Stack>
  );
}
