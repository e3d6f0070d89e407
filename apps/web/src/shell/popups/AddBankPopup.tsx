import { QueryClientContext } from "@tanstack/react-query";
import { ApiError, apiQueryKey } from "@trezo/api";
import { connectionLimitReached, validConnectionCount } from "@trezo/domain";
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
import { useContext } from "react";
import { useNavigate } from "react-router-dom";
import { z } from "zod";
import { appApiClient } from "../../api/appApiClient";
import { useSessionService } from "../../app/AppServices";
import { appQueryClient } from "../../app/queryClient";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { PopupFrame } from "./PopupFrame";
import { planPopupOf } from "./planPopups";

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

/** Spec 000 §6: at maxConnections valid (not archived) banks, adding one means booking a meeting. */
export function connectionsLeft(
  banks: ReadonlyArray<{ archived: boolean }>,
  maxConnections: number,
): boolean {
  return !connectionLimitReached(validConnectionCount(banks), maxConnections);
}

/** Where the popup sends the user at the plan's maxConnections, with the reason. */
const BOOK_A_MEETING_AT_LIMIT = "/book-a-meeting?reason=maxConnections";

/**
 * Add a bank (spec 000 §2): a manual connection and its first account in ONE call
 * (addManualBankWithAccount, one transaction: both or neither), after which the shell's banks are
 * reloaded. At the plan's maxConnections known from the session the popup offers to book a meeting
 * instead. When the server refuses a connection past the limit, the upgrade-plan popup opens (its way forward
 * is booking a meeting too).
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
  const openPopup = useAppStore((state) => state.openPopup);
  const form = useSchemaForm(addBankSchema, {
    bankName: "",
    accountName: "",
    currency: "EUR",
    balanceCents: null,
    iban: "",
  });

  if (!company) return null;
  if (!connectionsLeft(banks, limits.maxConnections)) {
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
              navigate(BOOK_A_MEETING_AT_LIMIT);
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
          try {
            await appApiClient.call("addManualBankWithAccount", {
              companyId: company.id,
              name: values.bankName,
              account: {
                name: values.accountName,
                currency: values.currency,
                balance_cents: values.balanceCents ?? 0,
                ...(values.iban ? { iban: values.iban } : {}),
              },
            });
          } catch (error) {
            const plan = planPopupOf(error);
            if (plan) {
              // The session's count was stale: the server's word stands (spec 000 §6: the max reached
              // gives the upgrade popup for a bank, whose way forward is booking a meeting).
              await session.refreshBanks().catch(() => undefined);
              openPopup(plan);
              return undefined;
            }
            // Nothing was created (one transaction): the form stays as typed.
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
