import { AUDIT_ACTIONS, type AuditActionName, type CallInput, useApiMutation, useApiQuery } from "@trezo/api";
import { Button, DatePicker, Heading, Inline, Select, Stack, Text, TextField } from "@trezo/ui";
import { useDeferredValue, useState } from "react";
import { FilterPanel } from "../../components/FilterPanel";
import { useFormat, useT } from "../../i18n/appI18n";
import { saveDownloadedFile } from "../../platform/saveDownloadedFile";
import { useAppStore } from "../../state/appStore";
import * as css from "./AdminUsers.css";
import { CursorPager } from "./CursorPager";

type Filters = Omit<CallInput<"getAuditTrail">, "before">;

function isAction(value: string): value is AuditActionName {
  return (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/**
 * /admin audit trail (issue 19): sign-ins, failures, impersonations with their reason, permission and
 * group changes, deletions, exports and administrator setters, newest first, 50 lines a page by key;
 * filtered by action, e-mail, company and dates; exported as XLSX with the same filters. Read only.
 */
export function AuditTrail() {
  const t = useT();
  const format = useFormat();
  const notify = useAppStore((state) => state.notify);
  const [action, setAction] = useState<AuditActionName | null>(null);
  const [email, setEmail] = useState("");
  const [companyId, setCompanyId] = useState("");
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  // The `before` of each page shown after the first: the last one is the current page's.
  const [cursors, setCursors] = useState<number[]>([]);
  const deferredEmail = useDeferredValue(email.trim());
  const company = Number(companyId);
  const filters: Filters = {
    ...(action ? { action } : {}),
    ...(deferredEmail ? { email: deferredEmail } : {}),
    ...(Number.isInteger(company) && company > 0 ? { company_id: company } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const before = cursors.at(-1);
  const trail = useApiQuery("getAuditTrail", { ...filters, ...(before === undefined ? {} : { before }) });
  const exporting = useApiMutation("exportAuditTrail", {
    onSuccess: (file) => saveDownloadedFile(file),
    onError: () => notify({ msg: t("auditTrail.exportFailed"), color: "red" }),
  });
  const entries = trail.data?.entries ?? [];
  const filtered = (change: () => void) => {
    change();
    setCursors([]);
  };
  const activeFilters = Object.keys(filters).length;

  return (
    <Stack as="section" gap="md" aria-labelledby="admin-audit-trail">
      <Inline gap="md" wrap justify="space-between" align="center">
        <Heading level={2} id="admin-audit-trail">
          {t("auditTrail.title")}
        </Heading>
        <Button variant="secondary" loading={exporting.isPending} onClick={() => exporting.mutate(filters)}>
          {t("auditTrail.export")}
        </Button>
      </Inline>
      <Text tone="muted">{t("auditTrail.intro")}</Text>
      <FilterPanel activeCount={activeFilters}>
        <Inline gap="md" wrap align="flex-end">
          <Select
            label={t("auditTrail.action")}
            selectedKey={action ?? "any"}
            onSelectionChange={(key) =>
              filtered(() => setAction(isAction(String(key)) ? (String(key) as AuditActionName) : null))
            }
            options={[
              { id: "any", label: t("auditTrail.anyAction") },
              ...AUDIT_ACTIONS.map((name) => ({ id: name, label: t(`auditTrail.actions.${name}`) })),
            ]}
          />
          <TextField
            label={t("auditTrail.email")}
            type="search"
            value={email}
            onChange={(value) => filtered(() => setEmail(value))}
          />
          <TextField
            label={t("auditTrail.companyId")}
            inputMode="numeric"
            value={companyId}
            onChange={(value) => filtered(() => setCompanyId(value.replace(/\D/g, "")))}
          />
          <DatePicker
            label={t("auditTrail.from")}
            value={from}
            onChange={(date) => filtered(() => setFrom(date))}
          />
          <DatePicker
            label={t("auditTrail.to")}
            value={to}
            onChange={(date) => filtered(() => setTo(date))}
          />
        </Inline>
      </FilterPanel>
      {trail.isError ? <Text tone="danger">{t("auditTrail.loadFailed")}</Text> : null}
      {trail.isSuccess && entries.length === 0 ? <Text>{t("auditTrail.empty")}</Text> : null}
      {entries.length > 0 ? (
        <div className={css.tableWrap}>
          <table className={css.table} aria-label={t("auditTrail.title")}>
            <thead>
              <tr>
                {(["at", "action", "actor", "subject", "company", "ip", "details"] as const).map((column) => (
                  <th key={column} scope="col">
                    {t(`auditTrail.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{format.dateTime(entry.at)}</td>
                  <td>{t(`auditTrail.actions.${entry.action}`)}</td>
                  <td>
                    {entry.actor_email ?? (entry.actor_user_id === null ? "" : `#${entry.actor_user_id}`)}
                  </td>
                  <td>
                    {entry.subject_email ??
                      (entry.subject_user_id === null ? "" : `#${entry.subject_user_id}`)}
                  </td>
                  <td>{entry.company_name ?? (entry.company_id === null ? "" : `#${entry.company_id}`)}</td>
                  <td>{entry.ip ?? ""}</td>
                  <td>
                    <code className={css.details}>
                      {Object.keys(entry.details).length > 0 ? JSON.stringify(entry.details) : ""}
                    </code>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {trail.isSuccess && (cursors.length > 0 || trail.data.next_before !== null) ? (
        <CursorPager
          cursors={cursors}
          onCursorsChange={setCursors}
          nextCursor={trail.data.next_before}
          previousLabel={t("auditTrail.newer")}
          nextLabel={t("auditTrail.older")}
        >
          {t("auditTrail.lines", { count: entries.length })}
        </CursorPager>
      ) : null}
    </Stack>
  );
}
