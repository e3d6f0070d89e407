import { Form, requiredText, SubmitButton, TextField, useSchemaForm } from "@trezo/forms";
import { Inline, Stack, Text } from "@trezo/ui";
import { z } from "zod";
import { useT } from "../../i18n/appI18n";

const couponSchema = z.object({ code: requiredText().transform((code) => code.toUpperCase()) });
type CouponInput = z.input<typeof couponSchema>;

export interface CouponFormProps {
  /** The coupon on the subscription now, if any. */
  active: { code: string; description: string } | null;
  /** Applies a code; answers the error to show under the field, or nothing when it was applied. */
  onApply: (code: string) => Promise<string | undefined>;
}

/** A promo code: typed, applied to the subscription (it lowers the next invoice), or refused in words. */
export function CouponForm({ active, onApply }: CouponFormProps) {
  const t = useT();
  const form = useSchemaForm(couponSchema, { code: "" });
  return (
    <Stack gap="sm">
      {active ? (
        <Text data-testid="active-coupon">
          {t("billingScreen.coupon.active", { code: active.code, description: active.description })}
        </Text>
      ) : null}
      <Form
        form={form}
        aria-label={t("billingScreen.coupon.label")}
        onSubmit={async ({ code }) => {
          const error = await onApply(code);
          if (error) return { fieldErrors: { code: error } };
          form.reset({ code: "" });
          return undefined;
        }}
      >
        <Inline gap="sm" align="flex-end" wrap>
          <TextField<CouponInput>
            name="code"
            label={t("billingScreen.coupon.label")}
            autoComplete="off"
            mask={(value) => value.toUpperCase()}
          />
          <SubmitButton>{t("billingScreen.coupon.apply")}</SubmitButton>
        </Inline>
      </Form>
    </Stack>
  );
}
