import { useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, apiQueryKey, useApiClient } from "@trezo/api";
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
import { Button, Inline, Stack, Text } from "@trezo/ui";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router-dom";
import { z } from "zod";
import { useSessionService } from "../../app/AppServices";
import * as linkCss from "../../features/bankLink/bankLink.css";
import { ConnectBank } from "../../features/bankLink/ConnectBank";
import { currencyOptionsOf } from "../../features/banks/currencyOptions";
import { goToCheckout } from "../../features/billing/BillingSection";
import { useFormat, useLocale, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { addStepOf } from "./addDecision";
import { PopupFrame } from "./PopupFrame";
import { planPopupOf } from "./planPopups";
import { WithPopupApi } from "./WithPopupApi";

const addBankSchema = z.object({
  bankName: requiredText(),
  accountName: requiredText(),
  currency: z.string().regex(/^[A-Z]{3}$/),
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

/** Sends the browser to the aggregator's page. */
function assignLocation(url: string): void {
  window.location.assign(url);
}

/**
 * Add a bank (spec 000 §2): "connect my bank" (the aggregator's page, back to /callback: ConnectBank) or
 * "add a manual account" (a manual connection and its first account in ONE call,
 * addManualBankWithAccount: both or neither), after which the shell's banks are reloaded. At the plan's
 * maxConnections known from the session the popup offers to book a meeting instead. When the server
 * refuses a connection past the limit, the upgrade-plan popup opens (its way forward is booking a meeting
 * too).
 */
export default function AddBankPopup({ onClose }: { onClose: () => void }) {
  return (
    <WithPopupApi>
      <AddBank onClose={onClose} />
    </WithPopupApi>
  );
}

export interface AddBankProps {
  onClose: () => void;
  /**
   * Sends the browser to the aggregator's page.
   * @default window.location.assign
   */
  redirect?: (url: string) => void;
}

/** The add-bank popup's content, under the API hooks' providers. */
export function AddBank({ onClose, redirect = assignLocation }: AddBankProps) {
  const t = useT();
  const navigate = useNavigate();
  const session = useSessionService();
  const company = useAppStore((state) => state.company);
  const banks = useAppStore((state) => state.banks);
  const limits = useAppStore((state) => state.limits);
  const openPopup = useAppStore((state) => state.openPopup);
  const notify = useAppStore((state) => state.notify);
  const client = useApiClient();
  const queryClient = useQueryClient();
  const format = useFormat();
  const [way, setWay] = useState<"choose" | "connect" | "manual">("choose");
  const companyId = company?.id ?? 0;
  // The domain's answer for one more bank (decideAdd, in spec 000 §6's order), asked before the form shows.
  const basePlan = useQuery({
    queryKey: apiQueryKey("getCurrentBasePlan", { companyId }),
    queryFn: () => client.call("getCurrentBasePlan", { companyId }),
    enabled: company !== null,
    retry: false,
  });
  const step = addStepOf(
    basePlan.data?.next_add.bank,
    "additionalBank",
    (cents) => format.money(cents, "EUR"),
    () => {
      // One more paid bank: the provider's checkout when no payment method is on file, else the
      // provider's event applies it; either way the subscription changes only from its verified event.
      void client
        .call("update_subscription", {
          companyId,
          events: [{ type: "add_item", item: "bank", quantity: 1 }],
          from_event: "additionalBank",
        })
        .then((answer) => {
          if (answer.checkout_url) goToCheckout(answer.checkout_url);
          else notify({ msg: answer.message, color: "green" });
          return queryClient.invalidateQueries({ queryKey: apiQueryKey("getCurrentBasePlan") });
        })
        .catch((error: unknown) =>
          notify({
            msg:
              error instanceof ApiError && error.message
                ? error.message
                : t("billingScreen.subscription.failed"),
            color: "red",
          }),
        );
    },
  );
  const stepPopup = step.kind === "popup" ? step.popup : null;
  useEffect(() => {
    // The plan's popup takes this one's place (the shell shows one popup at a time).
    if (stepPopup) openPopup(stepPopup);
  }, [stepPopup, openPopup]);

  if (!company) return null;
  if (basePlan.isPending && basePlan.fetchStatus !== "idle") return null;
  if (stepPopup) return null;
  if (step.kind === "bookMeeting" || !connectionsLeft(banks, limits.maxConnections)) {
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

  /** A refusal at the plan's limit: the session's count was stale, the server's word stands. */
  const planRefusal = (error: unknown): boolean => {
    const plan = planPopupOf(error);
    if (!plan) return false;
    // Spec 000 §6: the max reached gives the upgrade popup for a bank, whose way forward is booking a meeting.
    void session.refreshBanks().catch(() => undefined);
    openPopup(plan);
    return true;
  };

  if (way === "connect") {
    return (
      <PopupFrame title={t("web.popups.addBankTitle")} onClose={onClose}>
        <ConnectBank
          companyId={company.id}
          onBack={() => setWay("choose")}
          onRedirect={redirect}
          onRefused={planRefusal}
        />
      </PopupFrame>
    );
  }
  if (way === "manual") {
    return (
      <PopupFrame title={t("web.popups.addBankTitle")} onClose={onClose}>
        <ManualBankForm
          companyId={company.id}
          onBack={() => setWay("choose")}
          onClose={onClose}
          onRefused={planRefusal}
        />
      </PopupFrame>
    );
  }
  return (
    <PopupFrame title={t("web.popups.addBankTitle")} onClose={onClose}>
      <Stack gap="md">
        <Text>{t("bankLink.choose.intro")}</Text>
        <div className={linkCss.choices}>
          <button type="button" className={linkCss.choice} onClick={() => setWay("connect")}>
            <span className={linkCss.choiceTitle}>{t("bankLink.choose.connect")}</span>
            <span className={linkCss.choiceBody}>{t("bankLink.choose.connectBody")}</span>
          </button>
          <button type="button" className={linkCss.choice} onClick={() => setWay("manual")}>
            <span className={linkCss.choiceTitle}>{t("bankLink.choose.manual")}</span>
            <span className={linkCss.choiceBody}>{t("bankLink.choose.manualBody")}</span>
          </button>
        </div>
        <Inline justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
        </Inline>
      </Stack>
    </PopupFrame>
  );
}

/** A manual bank and its first account, in one call. */
function ManualBankForm({
  companyId,
  onBack,
  onClose,
  onRefused,
}: {
  companyId: number;
  onBack: () => void;
  onClose: () => void;
  onRefused: (error: unknown) => boolean;
}) {
  const t = useT();
  const client = useApiClient();
  const session = useSessionService();
  const queryClient = useQueryClient();
  const locale = useLocale();
  const notify = useAppStore((state) => state.notify);
  // The ISO 4217 list (getCurrencyList), the usual currencies first; those alone until it comes.
  const currencies = useQuery({
    queryKey: ["getCurrencyList"],
    queryFn: () => client.call("getCurrencyList", {}),
    staleTime: 60 * 60 * 1000,
  });
  const currencyOptions = currencyOptionsOf(
    currencies.data?.currencies.map((currency) => currency.code) ?? [],
    locale,
  );
  const form = useSchemaForm(addBankSchema, {
    bankName: "",
    accountName: "",
    currency: "EUR",
    balanceCents: null,
    iban: "",
  });
  return (
    <>
      <Text>{t("web.popups.addBankBody")}</Text>
      <Form
        form={form}
        aria-label={t("bankLink.choose.manual")}
        onSubmit={async (values) => {
          try {
            await client.call("addManualBankWithAccount", {
              companyId,
              name: values.bankName,
              account: {
                name: values.accountName,
                currency: values.currency,
                balance_cents: values.balanceCents ?? 0,
                ...(values.iban ? { iban: values.iban } : {}),
              },
            });
          } catch (error) {
            if (onRefused(error)) return undefined;
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
          options={currencyOptions}
        />
        <MoneyField<AddBankInput>
          name="balanceCents"
          label={t("web.popups.openingBalance")}
          currency={form.watch("currency")}
        />
        <IbanField<AddBankInput> name="iban" />
        <Inline gap="sm" justify="space-between" wrap>
          <Button variant="secondary" onClick={onBack}>
            {t("bankLink.back")}
          </Button>
          <SubmitButton>{t("web.popups.addBankAction")}</SubmitButton>
        </Inline>
      </Form>
    </>
  );
}
