/**
 * The statement import wizard of /transactions, shown as a panel under the screen's title, scrolled
 * into view and focused when it opens: choose the account and the file (dropped on the drop zone or
 * picked) → the server reads its layout (getHeaders: the header row, found on the server only) → for
 * CSV and XLSX, the column mapping (remembered per bank, else suggested, else the editor with the
 * missing fields named) → a preview with duplicates, saying how many of the lines it shows, the import
 * button kept in view → the import job with its progress → the result. A refused file shows the
 * server's message (naming the line); nothing is written.
 */
import {
  ApiError,
  type CallOutput,
  useApiClient,
  useApiMutation,
  useApiQuery,
  useJobMutation,
} from "@trezo/api";
import { Badge, Button, Card, Heading, Inline, ProgressBar, Select, Stack, Text } from "@trezo/ui";
import { useEffect, useId, useRef, useState } from "react";
import { uploadFile } from "../../api/uploadFile";
import { useFormat, useT } from "../../i18n/appI18n";
import { actions, panel, previewLines } from "./ImportWizard.css";
import { type ColumnMapping, draftMapping, MappingEditor } from "./MappingEditor";
import { NewAccountForm } from "./NewAccountForm";
import { StatementDropZone } from "./StatementDropZone";

type Headers = CallOutput<"getHeaders">;
type Preview = CallOutput<"previewStatementImport">;

export interface ImportAccount {
  id: number;
  name: string;
  custom_name: string | null;
  bankName: string;
}

export interface ImportWizardProps {
  companyId: number;
  open: boolean;
  accounts: readonly ImportAccount[];
  onClose: () => void;
}

type Step =
  | { kind: "file" }
  | { kind: "mapping"; uploadId: string; headers: Headers }
  | { kind: "preview"; uploadId: string; headers: Headers; preview: Preview }
  | { kind: "importing" }
  | { kind: "done"; added: number; skipped: number };

function problemOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

export function ImportWizard({ companyId, open, accounts, onClose }: ImportWizardProps) {
  const t = useT();
  const format = useFormat();
  const client = useApiClient();
  const fileInputId = useId();
  const [accountId, setAccountId] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [step, setStep] = useState<Step>({ kind: "file" });
  const [mapping, setMapping] = useState<ColumnMapping | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [addingAccount, setAddingAccount] = useState(false);
  // The connections, to add an account to an existing manual bank (same query as the screen's).
  const banks = useApiQuery("getBanksAndAccountsList", { companyId }, { enabled: open });
  const readHeaders = useApiMutation("getHeaders");
  const previewImport = useApiMutation("previewStatementImport");
  // A job (its contract entry declares it), followed like every job; the list is read again once it ends.
  const importStatement = useJobMutation("importStatement", {
    invalidates: ["getTransactionList"],
    onSuccess: ({ result }) => setStep({ kind: "done", added: result.added, skipped: result.duplicates }),
    onError: (error) => {
      setProblem(problemOf(error, t("banking.importReasons.invalidFile")));
      setStep({ kind: "file" });
    },
  });
  const chosenAccount = accountId ?? accounts[0]?.id ?? null;
  const panelRef = useRef<HTMLElement>(null);
  // Opened from the screen's header: brought into view and focused, where the user looks.
  useEffect(() => {
    if (!open) return;
    const element = panelRef.current;
    element?.scrollIntoView({ block: "start" });
    element?.focus({ preventScroll: true });
  }, [open]);

  const reset = () => {
    setStep({ kind: "file" });
    setFile(null);
    setMapping(null);
    setProblem(null);
    setAddingAccount(false);
  };
  const close = () => {
    reset();
    onClose();
  };

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setProblem(null);
    try {
      await work();
    } catch (error) {
      setProblem(problemOf(error, t("banking.importReasons.invalidFile")));
    } finally {
      setBusy(false);
    }
  };

  // Formats that say what each field is (OFX, QIF, CAMT.053, CFONB 120, MT940) need no mapping: their preview comes at once.
  const showPreview = async (uploadId: string, headers: Headers, chosen: ColumnMapping | null) => {
    if (chosenAccount === null) return;
    const answer = await previewImport.mutateAsync({
      companyId,
      accountId: chosenAccount,
      uploadId,
      ...(chosen ? { mapping: chosen } : {}),
    });
    setStep({ kind: "preview", uploadId, headers, preview: answer });
  };
  const preview = (uploadId: string, headers: Headers, chosen: ColumnMapping | null) =>
    run(() => showPreview(uploadId, headers, chosen));

  const readFile = () =>
    run(async () => {
      if (!file || chosenAccount === null) return;
      const uploadId = await uploadFile(client, companyId, file, "statement");
      const headers = await readHeaders.mutateAsync({ companyId, accountId: chosenAccount, uploadId });
      // Nothing suggested: the editor opens on a draft, with the missing fields named.
      setMapping(headers.mapping ?? draftMapping(headers));
      if (headers.format === "csv" || headers.format === "xlsx")
        setStep({ kind: "mapping", uploadId, headers });
      else await showPreview(uploadId, headers, null);
    });

  const startImport = (uploadId: string) => {
    if (chosenAccount === null) return;
    setProblem(null);
    setStep({ kind: "importing" });
    importStatement.mutate({
      companyId,
      accountId: chosenAccount,
      uploadId,
      ...(mapping ? { mapping } : {}),
    });
  };

  if (!open) return null;
  return (
    <Card>
      <section aria-labelledby={`${fileInputId}-title`} ref={panelRef} tabIndex={-1} className={panel}>
        <Stack gap="md">
          <Heading level={2} id={`${fileInputId}-title`}>
            {t("transactionsScreen.wizard.title")}
          </Heading>
          {problem ? (
            <Text tone="danger" role="alert">
              {problem}
            </Text>
          ) : null}

          {step.kind === "file" && addingAccount ? (
            <NewAccountForm
              companyId={companyId}
              banks={banks.data?.banks ?? []}
              onCreated={(account) => {
                setAccountId(account.id);
                setAddingAccount(false);
              }}
              onCancel={() => setAddingAccount(false)}
            />
          ) : null}

          {step.kind === "file" && !addingAccount ? (
            accounts.length === 0 ? (
              <Stack gap="sm">
                <Text>{t("transactionsScreen.wizard.noAccount")}</Text>
                <Inline gap="sm">
                  <Button variant="secondary" onClick={() => setAddingAccount(true)}>
                    {t("transactionsScreen.newAccount.open")}
                  </Button>
                </Inline>
              </Stack>
            ) : (
              <Stack gap="md">
                <Select
                  label={t("transactionsScreen.wizard.account")}
                  options={accounts.map((account) => ({
                    id: String(account.id),
                    label: `${account.bankName} – ${account.custom_name ?? account.name}`,
                  }))}
                  value={chosenAccount === null ? null : String(chosenAccount)}
                  onChange={(id) => setAccountId(id ? Number(id) : null)}
                />
                <Inline gap="sm">
                  <Button variant="ghost" size="small" onClick={() => setAddingAccount(true)}>
                    {t("transactionsScreen.newAccount.open")}
                  </Button>
                </Inline>
                <StatementDropZone file={file} onFile={setFile} />
                {busy ? <ProgressBar label={t("transactionsScreen.wizard.uploading")} /> : null}
              </Stack>
            )
          ) : null}

          {step.kind === "mapping" && mapping ? (
            <Stack gap="md">
              <Heading level={3}>{t("transactionsScreen.wizard.mapping")}</Heading>
              {step.headers.remembered_unfit ? (
                <Text role="status">{t("forecastDetails.mapping.rememberedUnfit")}</Text>
              ) : null}
              {step.headers.remembered ? (
                <Text tone="muted">{t("transactionsScreen.wizard.remembered")}</Text>
              ) : null}
              {step.headers.missing.length > 0 ? (
                <Text role="status">
                  {t("transactionsScreen.wizard.mappingNeeded", {
                    fields: step.headers.missing.map((field) => t(`imports.fields.${field}`)).join(", "),
                  })}
                </Text>
              ) : null}
              <MappingEditor headers={step.headers} mapping={mapping} onChange={setMapping} />
            </Stack>
          ) : null}

          {step.kind === "preview" ? (
            <Stack gap="sm">
              <Heading level={3}>{t("transactionsScreen.wizard.preview")}</Heading>
              <Text>
                {t("imports.preview.summary", {
                  count: step.preview.line_count,
                  new: step.preview.new_count,
                  duplicates: step.preview.duplicate_count,
                })}
              </Text>
              <Text tone="muted">
                {t("imports.preview.shown", {
                  shown: step.preview.lines.length,
                  count: step.preview.line_count,
                })}
              </Text>
              <div className={previewLines}>
                <table>
                  <thead>
                    <tr>
                      <th scope="col">{t("imports.fields.date")}</th>
                      <th scope="col">{t("imports.fields.label")}</th>
                      <th scope="col">{t("imports.fields.amount")}</th>
                      <th scope="col">{t("transactionsScreen.columns.status")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {step.preview.lines.map((line) => (
                      <tr key={line.line_number}>
                        <td>{format.date(line.date)}</td>
                        <td>{line.label}</td>
                        <td style={{ textAlign: "end" }}>{format.money(line.amount_cents, line.currency)}</td>
                        <td>
                          {line.duplicate ? (
                            <Badge tone="warning">{t("transactionsScreen.wizard.duplicate")}</Badge>
                          ) : (
                            <Badge tone="success">{t("transactionsScreen.wizard.new")}</Badge>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Stack>
          ) : null}

          {step.kind === "importing" ? (
            <ProgressBar
              label={t("transactionsScreen.wizard.progress")}
              value={importStatement.progress ?? 0}
              showValue
            />
          ) : null}

          {step.kind === "done" ? (
            <Text role="status">
              {t("transactionsScreen.wizard.done", { count: step.added, skipped: step.skipped })}
            </Text>
          ) : null}

          <div className={actions}>
            <Inline gap="sm">
              {step.kind === "file" && !addingAccount && accounts.length > 0 ? (
                <Button loading={busy} disabled={!file} onClick={() => void readFile()}>
                  {t("transactionsScreen.wizard.next")}
                </Button>
              ) : null}
              {step.kind === "mapping" ? (
                <>
                  <Button variant="secondary" onClick={reset}>
                    {t("transactionsScreen.wizard.back")}
                  </Button>
                  <Button loading={busy} onClick={() => void preview(step.uploadId, step.headers, mapping)}>
                    {t("transactionsScreen.wizard.next")}
                  </Button>
                </>
              ) : null}
              {step.kind === "preview" ? (
                <>
                  <Button
                    variant="secondary"
                    onClick={() =>
                      step.headers.format === "csv" || step.headers.format === "xlsx"
                        ? setStep({ kind: "mapping", uploadId: step.uploadId, headers: step.headers })
                        : reset()
                    }
                  >
                    {t("transactionsScreen.wizard.back")}
                  </Button>
                  <Button
                    loading={busy}
                    disabled={step.preview.new_count === 0}
                    onClick={() => startImport(step.uploadId)}
                  >
                    {t("transactionsScreen.wizard.import")}
                  </Button>
                </>
              ) : null}
              {step.kind !== "importing" ? (
                <Button variant="ghost" onClick={close}>
                  {t("transactionsScreen.wizard.close")}
                </Button>
              ) : null}
            </Inline>
          </div>
        </Stack>
      </section>
    </Card>
  );
}
