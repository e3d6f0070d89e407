import { QueryClientContext } from "@tanstack/react-query";
import { ApiError, apiQueryKey } from "@trezo/api";
import {
  Form,
  IbanField,
  ibanSchema,
  MoneyField,
  optionalText,
  requiredText,
  SelectField,
  SubmitButton,
  TextField,
  useSchemaForm,
} from "@trezo/forms";
import { Button, Inline, Text } from "@trezo/ui";
import { useContext, useState } from "react";
import { useNavigate } from "react-router-dom";
import { z } from "zod";
import { appApiClient } from "../../api/appApiClient";
import { useSessionService } from "../../app/AppServices";
import { appQueryClient } from "../../app/queryClient";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { PopupFrame } from "./PopupFrame";

/** Currencies offered for the first account; EUR first (the default). */
const CURRENCIES = ["EUR", "USD", "GBP", "CHF"] as const;

const addBankSchema = z.object({
  bankName: requiredText(),
  accountName: requiredText(),
  currency: z.enum(CURRENCIES),
  balanceCents: z.number().int().nullable(),
  iban: optionalText(ibanSchema()),
});
type AddBankInput = z.input<typeof addBankSchema>;

/** Spec 000 §9: at maxConnections valid (not archived) banks, adding one means booking a meeting. */
export function connectionsLeft(
  banks: ReadonlyArray<{ archived: boolean }>,
  maxConnections: number,
): boolean {
  return banks.filter((bank) => !bank.archived).length < maxConnections;
}

/**
 * Add a bank (spec 000 §2): a manual connection and its first account (addManualConnection, then
 * addManualAccount), after which the shell's banks are reloaded. At the plan's maxConnections (known
 * from the session, or said by the server) the popup offers to book a meeting instead.
 */
export default function AddBankPopup({ onClose }: { onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSessionService();
  const queryClient = useContext(QueryClientContext) ?? appQueryClient;
  const company = useAppStore((state) => state.company);
  const banks = useAppStore((state) => state.banks);
  const limits = useAppStore((state) => state.limits);
  const notify = useAppStore((state) => state.notify);
  // The server said the plan's connections are used up (the session's count may be stale).
  const [limitReached, setLimitReached] = useState(false);
  const form = useSchemaForm(addBankSchema, {
    bankName: "",
    accountName: "",
    currency: "EUR",
    balanceCents: null,
    iban: "",
  });

  if (!company) return null;
  if (limitReached || !connectionsLeft(banks, limits.maxConnections)) {
    return (
      <PopupFrame title={t("web.popups.addBankTitle")} onClose={onClose}>
        <Text>{t("banking.errors.maxConnectionsReached")}</Text>
        <Inline gap="sm" justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            {t("common.close")}
          </Button>
          <Button
            onClick={() => {
              onClose();
              navigate("/book-a-meeting?reason=maxConnections");
            }}
          >
            {t("web.popups.bookMeeting")}
          </Button>
        </Inline>
      </PopupFrame>
    );
  }

  return (
    <PopupFrame title={t("web.popups.addBankTitle")} onClose={onClose}>
      <Text>{t("web.popups.addBankBody")}</Text>
      <Form
        form={form}
        aria-label={t("web.popups.addBankTitle")}
        onSubmit={async (values) => {
          let bankId: number;
          try {
            const { bank } = await appApiClient.call("addManualConnection", {
              companyId: company.id,
              name: values.bankName,
            });
            bankId = bank.id;
          } catch (error) {
            if (error instanceof ApiError && error.code === "max_connections_reached") {
              // The session's count was stale: the server's word stands, and the shell learns it.
              setLimitReached(true);
              await session.refreshBanks().catch(() => undefined);
              return undefined;
            }
            return { formError: error instanceof ApiError ? error.message : t("web.popups.addFailed") };
          }
          try {
            await appApiClient.call("addManualAccount", {
              companyId: company.id,
              bank_id: bankId,
              name: values.accountName,
              currency: values.currency,
              balance_cents: values.balanceCents ?? 0,
              ...(values.iban ? { iban: values.iban } : {}),
            });
          } catch (error) {
            // The connection exists: it shows in the banks, where the account can be added again.
            await session.refreshBanks().catch(() => undefined);
            return { formError: error instanceof ApiError ? error.message : t("web.popups.addFailed") };
          }
          await Promise.all([
            session.refreshBanks().catch(() => undefined),
            queryClient.invalidateQueries({ queryKey: apiQueryKey("getBanksAndAccountsList") }),
          ]);
          notify({ msg: t("web.popups.bankAdded", { name: values.bankName }), color: "green" });
          onClose();
          return undefined;
        }}
      >
        <TextField<AddBankInput> name="bankName" label={t("web.popups.bankName")} isRequired />
        <TextField<AddBankInput> name="accountName" label={t("web.popups.accountName")} isRequired />
        <SelectField<AddBankInput>
          name="currency"
          label={t("web.popups.currency")}
          options={CURRENCIES.map((code) => ({ id: code, label: code }))}
        />
        <MoneyField<AddBankInput>
          name="balanceCents"
          label={t("web.popups.openingBalance")}
          currency={form.watch("currency")}
        />
        <IbanField<AddBankInput> name="iban" />
        <Inline gap="sm" justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <SubmitButton>{t("web.popups.addBankAction")}</SubmitButton>
        </Inline>
      </Form>
    </PopupFrame>
  );
}
