import {
  CheckboxField,
  Form,
  IbanField,
  SubmitButton,
  type SubmitResult,
  TextField,
  useSchemaForm,
} from "@trezo/forms";
import { Button, Heading, Inline, RadioGroup, Stack, Text } from "@trezo/ui";
import { useId, useMemo, useState } from "react";
import { useT } from "../../i18n/appI18n";
import * as css from "./billing.css";
import { type SepaDebitInput, type SepaDebitValues, sepaDebitSchema } from "./billingSchemas";
import type { PaymentMethodView } from "./billingView";

/** The creditor named in the SEPA mandate. */
export const MANDATE_CREDITOR = "Trezo";

function SepaDebitForm({
  knownCountry,
  onSave,
}: {
  knownCountry: string | undefined;
  onSave: (values: SepaDebitValues) => Promise<SubmitResult<SepaDebitInput>>;
}) {
  const t = useT();
  const mandateId = useId();
  const schema = useMemo(
    () => sepaDebitSchema({ mandateRequired: t("billingScreen.payment.mandateRequired") }, knownCountry),
    [t, knownCountry],
  );
  const form = useSchemaForm(schema, { accountHolder: "", iban: "", mandateAccepted: false });
  return (
    <Form form={form} aria-label={t("billingScreen.payment.sepa")} onSubmit={onSave}>
      <TextField<SepaDebitInput>
        name="accountHolder"
        label={t("forms.fields.accountHolder")}
        autoComplete="name"
        isRequired
      />
      <IbanField<SepaDebitInput> name="iban" isRequired />
      <section aria-labelledby={mandateId}>
        <Heading level={4} id={mandateId}>
          {t("billingScreen.payment.mandateTitle")}
        </Heading>
        <p className={css.mandate} data-testid="sepa-mandate">
          {t("billingScreen.payment.mandate", { creditor: MANDATE_CREDITOR })}
        </p>
      </section>
      <CheckboxField<SepaDebitInput> name="mandateAccepted">
        {t("billingScreen.payment.mandateAccept")}
      </CheckboxField>
      <SubmitButton>{t("billingScreen.payment.saveSepa")}</SubmitButton>
    </Form>
  );
}

export interface PaymentMethodSectionProps {
  method: PaymentMethodView;
  /** The billing country, when known: the IBAN must be of it (spec 000 §5). */
  knownCountry: string | undefined;
  canEdit: boolean;
  /** A card is typed on the payment provider's page only: this opens it. */
  onAddCard: () => void;
  onSaveSepa: (values: SepaDebitValues) => Promise<SubmitResult<SepaDebitInput>>;
  onRemove: () => void;
}

/** The payment method on file, and a new one: a card (provider's page) or SEPA Direct Debit (IBAN, mandate). */
export function PaymentMethodSection({
  method,
  knownCountry,
  canEdit,
  onAddCard,
  onSaveSepa,
  onRemove,
}: PaymentMethodSectionProps) {
  const t = useT();
  const [kind, setKind] = useState<"card" | "sepa_debit">(method?.kind ?? "sepa_debit");
  return (
    <Stack gap="md">
      <Inline gap="sm" justify="space-between" align="center">
        <Text data-testid="payment-method">
          {method === null
            ? t("billingScreen.payment.none")
            : method.kind === "card"
              ? t("billingScreen.payment.cardOf", {
                  brand: method.brand,
                  last4: method.last4,
                  expiry: method.expiry,
                })
              : t("billingScreen.payment.sepaOf", { last4: method.last4 })}
        </Text>
        {method !== null && canEdit ? (
          <Button variant="secondary" onClick={onRemove}>
            {t("billingScreen.payment.remove")}
          </Button>
        ) : null}
      </Inline>
      {canEdit ? (
        <>
          <RadioGroup
            label={t("billingScreen.payment.kind")}
            orientation="horizontal"
            value={kind}
            onChange={(value) => setKind(value === "card" ? "card" : "sepa_debit")}
            options={[
              { id: "sepa_debit", label: t("billingScreen.payment.sepa") },
              { id: "card", label: t("billingScreen.payment.card") },
            ]}
          />
          {kind === "card" ? (
            <Stack gap="sm">
              <Text tone="muted" size="sm">
                {t("billingScreen.payment.cardHint")}
              </Text>
              <Inline>
                <Button onClick={onAddCard}>{t("billingScreen.payment.addCard")}</Button>
              </Inline>
            </Stack>
          ) : (
            <SepaDebitForm knownCountry={knownCountry} onSave={onSaveSepa} />
          )}
        </>
      ) : null}
    </Stack>
  );
}
