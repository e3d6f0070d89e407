import { Badge, Button, Inline, ProgressBar, Stack, Text } from "@trezo/ui";
import { useFormat, useT } from "../../i18n/appI18n";
import * as css from "./billing.css";
import { type PlanView, trialDaysLeft, type UsageLine } from "./billingView";

/** One thing of the plan: how many are used against those included, the maximum and the unit price beyond. */
function UsageItem({ line, currency }: { line: UsageLine; currency: string }) {
  const t = useT();
  const format = useFormat();
  const name = t(`billingScreen.usage.names.${line.thing}`);
  return (
    <li data-thing={line.thing}>
      <Stack gap="xs">
        <div className={css.usageHead}>
          <Text weight="semibold">{name}</Text>
          <Text>
            {t("billingScreen.usage.ofIncluded", {
              used: line.used,
              included: t(`billingScreen.usage.counts.${line.thing}`, { count: line.included }),
            })}
          </Text>
        </div>
        <ProgressBar
          label={name}
          value={Math.min(line.used, Math.max(line.included, 1))}
          maxValue={Math.max(line.included, 1)}
        />
        <Text tone="muted" size="sm">
          {line.max === null
            ? t("billingScreen.usage.unlimited")
            : t("billingScreen.usage.max", { max: line.max })}
          {line.unitPriceCents !== null
            ? ` · ${t("billingScreen.usage.unitPrice", { price: format.money(line.unitPriceCents, currency) })}`
            : ""}
        </Text>
      </Stack>
    </li>
  );
}

export interface PlanSummaryProps {
  plan: PlanView;
  /** Today, `YYYY-MM-DD` (the trial's days left count from it). */
  today: string;
  /** Opens the plans and their checkout: one click from anywhere the plan is shown. */
  onUpgrade?: () => void;
}

/** The plan, the trial's end, the next invoice and the usage against the plan's quotas. */
export function PlanSummary({ plan, today, onUpgrade }: PlanSummaryProps) {
  const t = useT();
  const format = useFormat();
  const daysLeft = plan.trialEndsOn ? trialDaysLeft(plan.trialEndsOn, today) : null;
  const status = {
    trial: t("billingScreen.plan.trial"),
    active: plan.name ?? t("billingScreen.plan.none"),
    none: t("billingScreen.plan.none"),
    bypass: t("billingScreen.plan.bypass"),
    firm: t("billingScreen.plan.firm"),
  }[plan.status];
  return (
    <Stack gap="md">
      <Inline gap="sm" align="center" justify="space-between">
        <Inline gap="sm" align="center">
          <Text weight="semibold" data-testid="plan-name">
            {plan.name ?? t("billingScreen.plan.none")}
          </Text>
          {plan.status !== "active" ? (
            <Badge tone={plan.status === "none" ? "danger" : "info"}>{status}</Badge>
          ) : null}
        </Inline>
        {onUpgrade ? (
          <Button variant="secondary" onClick={onUpgrade}>
            {t("billingScreen.plan.upgrade")}
          </Button>
        ) : null}
      </Inline>
      {plan.trialEndsOn && daysLeft !== null ? (
        <Text data-testid="trial-end">
          {t("billingScreen.plan.trialEnds", { date: format.date(plan.trialEndsOn) })}{" "}
          {daysLeft >= 0
            ? t("billingScreen.plan.trialDaysLeft", { count: daysLeft })
            : t("billingScreen.plan.trialOver")}
        </Text>
      ) : null}
      {plan.nextInvoice ? (
        <Stack gap="xxs" data-testid="next-invoice">
          <Text weight="semibold">{t("billingScreen.nextInvoice.title")}</Text>
          <Text>
            {t("billingScreen.nextInvoice.amount", {
              amount: format.money(plan.nextInvoice.amountCents, plan.currency),
              date: format.date(plan.nextInvoice.date),
            })}
          </Text>
          {plan.nextInvoice.discountCents > 0 && plan.nextInvoice.couponCode ? (
            <Text tone="muted" size="sm">
              {t("billingScreen.nextInvoice.discount", {
                code: plan.nextInvoice.couponCode,
                amount: format.money(plan.nextInvoice.discountCents, plan.currency),
              })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {plan.usage.length > 0 ? (
        <section aria-label={t("billingScreen.usage.title")}>
          <ul className={css.usageList}>
            {plan.usage.map((line) => (
              <UsageItem key={line.thing} line={line} currency={plan.currency} />
            ))}
          </ul>
        </section>
      ) : null}
    </Stack>
  );
}
