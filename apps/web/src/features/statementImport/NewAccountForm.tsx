/**
 * Adds a manual account to import statements into, from the import wizard: the bank, the account's name,
 * its currency (EUR unless chosen) and its opening balance, in ONE call: addManualAccount into an existing
 * manual connection of that name, else addManualBankWithAccount (the bank and its first account in one
 * transaction: both or neither). At the plan's maxConnections the server refuses a new connection: its
 * message shows with a link to book a meeting.
 */

import { ApiError, type CallOutput, useApiMutation } from "@trezo/api";
import { Button, Inline, MoneyField, Select, Stack, Text, TextField } from "@trezo/ui";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { useCurrencyOptions } from "../banks/currencyOptions";

type Bank = CallOutput<"getBanksAndAccountsList">["banks"][number];
type Account = CallOutput<"addManualAccount">["account"];

export interface NewAccountFormProps {
  companyId: number;
  /** The company's connections, to reuse a manual one of the same name. */
  banks: readonly Bank[];
  onCreated: (account: Account) => void;
  onCancel: () => void;
}

/** Same name, case and surrounding spaces ignored. */
function sameName(a: string, b: string): boolean {
  return a.trim().toLocaleLowerCase("fr") === b.trim().toLocaleLowerCase("fr");
}

export function NewAccountForm({ companyId, banks, onCreated, onCancel }: NewAccountFormProps) {
  const t = useT();
  const currencyOptions = useCurrencyOptions();
  const addBankWithAccount = useApiMutation("addManualBankWithAccount", {
    invalidates: ["getBanksAndAccountsList"],
  });
  const addAccount = useApiMutation("addManualAccount", { invalidates: ["getBanksAndAccountsList"] });
  const [bankName, setBankName] = useState("");
  const [name, setName] = useState("");
  const [currency, setCurrency] = useState<string>("EUR");
  const [balance, setBalance] = useState<number | null>(0);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ text: string; bookMeeting: boolean } | null>(null);
  const [submitted, setSubmitted] = useState(false);

  const bankMissing = bankName.trim() === "";
  const nameMissing = name.trim() === "";
  /** The bank and the account name: required, with our own localised message on submit (not the browser's bubble). */
  const requiredName = (missing: boolean) => ({
    isRequired: true,
    validationBehavior: "aria" as const,
    maxLength: 100,
    isInvalid: submitted && missing,
    ...(submitted && missing ? { errorMessage: t("transactionsScreen.newAccount.required") } : {}),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (bankMissing || nameMissing) return;
    setBusy(true);
    setProblem(null);
    try {
      const existing = banks.find(
        (bank) =>
          bank.type === "manual" && !bank.archived && sameName(bank.custom_name ?? bank.name, bankName),
      );
      const fields = { name: name.trim(), currency, balance_cents: balance ?? 0 };
      if (existing) {
        const { account } = await addAccount.mutateAsync({ companyId, bank_id: existing.id, ...fields });
        onCreated(account);
      } else {
        const { bank } = await addBankWithAccount.mutateAsync({
          companyId,
          name: bankName.trim(),
          account: fields,
        });
        const account = bank.accounts[0];
        if (!account) throw new Error("the new bank came back without its account");
        onCreated(account);
      }
    } catch (error) {
      const known = error instanceof ApiError && error.message ? error.message : null;
      setProblem({
        text: known ?? t("transactionsScreen.newAccount.failed"),
        bookMeeting: error instanceof ApiError && error.code === "max_connections_reached",
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={t("transactionsScreen.newAccount.title")}>
      <Stack gap="md">
        <Text weight="semibold">{t("transactionsScreen.newAccount.title")}</Text>
        <TextField
          label={t("transactionsScreen.newAccount.bank")}
          description={t("transactionsScreen.newAccount.bankHint")}
          value={bankName}
          onChange={setBankName}
          {...requiredName(bankMissing)}
        />
        <TextField
          label={t("transactionsScreen.newAccount.name")}
          value={name}
          onChange={setName}
          {...requiredName(nameMissing)}
        />
        <Inline gap="md" align="flex-end">
          <Select
            label={t("transactionsScreen.newAccount.currency")}
            options={currencyOptions}
            value={currency}
            onChange={(id) => setCurrency(id ?? "EUR")}
          />
          <MoneyField
            label={t("transactionsScreen.newAccount.balance")}
            currency={currency}
            value={balance}
            onChange={setBalance}
          />
        </Inline>
        {problem ? (
          <Stack gap="xs" role="alert">
            <Text tone="danger">{problem.text}</Text>
            {problem.bookMeeting ? (
              <Link to="/book-a-meeting?reason=maxConnections">
                {t("transactionsScreen.newAccount.bookMeeting")}
              </Link>
            ) : null}
          </Stack>
        ) : null}
        <Inline gap="sm">
          <Button type="submit" variant="primary" loading={busy}>
            {t("transactionsScreen.newAccount.create")}
          </Button>
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t("transactionsScreen.newAccount.cancel")}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}
