import { useQueryClient } from "@tanstack/react-query";
import { ApiError, apiQueryKey, type CallOutput, useApiClient, useApiQuery } from "@trezo/api";
import { type FeaturePaywall, planFeatureOpen } from "@trezo/domain";
import { useCallback } from "react";
import { useFormat, useT } from "../../i18n/appI18n";
import { addStepOf } from "../../shell/popups/addDecision";
import { planPopupOf } from "../../shell/popups/planPopups";
import { useAppStore } from "../../state/appStore";
import { goToCheckout } from "./BillingSection";

type BasePlan = CallOutput<"getCurrentBasePlan">;

/**
 * Whether a feature paywall stands for the company (spec 000 §6), from getCurrentBasePlan: limits apply
 * and the effective plan's features lack it (the domain's planFeatureOpen, the rule the server refuses
 * with). Unknown while the plan loads: open (the server refuses anyway, and its refusal opens the popup).
 */
export function paywallStandsIn(
  plan: BasePlan | undefined,
  paywall: FeaturePaywall,
  categoryDepth = 1,
): boolean {
  if (!plan?.limits_apply) return false;
  const features = {
    excel: plan.features.excel,
    actualVsExpected: plan.features.actual_vs_expected,
    permissionGroups: plan.features.permission_groups,
    analytics: plan.features.analytics,
    categoryDepth: plan.features.category_depth,
  };
  return !planFeatureOpen(features, paywall, categoryDepth);
}

/**
 * The feature paywalls where the user meets them: `guard` opens the unlock popup of the paywall (with
 * the upgrade path one click away) instead of the action and answers true when it did; `refused` opens
 * the popup a server refusal calls for and answers true when it did (else show the error as usual);
 * `beforeAdd` asks the domain's answer for one more user or integration (getCurrentBasePlan.next_add)
 * and opens its popup (maximum: unlock; included quota: confirm one more paid item at its unit price,
 * which goes to the provider) or proceeds.
 */
export function usePaywall(companyId: number) {
  const openPopup = useAppStore((state) => state.openPopup);
  const basePlan = useApiQuery("getCurrentBasePlan", { companyId }, { staleTime: 60_000 });
  const plan = basePlan.data;
  const stands = useCallback(
    (paywall: FeaturePaywall, categoryDepth?: number) => paywallStandsIn(plan, paywall, categoryDepth),
    [plan],
  );
  const guard = useCallback(
    (paywall: FeaturePaywall, categoryDepth?: number) => {
      if (!paywallStandsIn(plan, paywall, categoryDepth)) return false;
      openPopup({ id: "unlockFeature", feature: paywall });
      return true;
    },
    [plan, openPopup],
  );
  const refused = useCallback(
    (error: unknown) => {
      const popup = planPopupOf(error);
      if (popup) openPopup(popup);
      return popup !== null;
    },
    [openPopup],
  );
  const client = useApiClient();
  const queryClient = useQueryClient();
  const format = useFormat();
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const beforeAdd = useCallback(
    (thing: "user" | "integration", proceed: () => void) => {
      const feature = thing === "user" ? "additionalUser" : "additionalIntegration";
      const step = addStepOf(
        plan?.next_add[thing],
        feature,
        (cents) => format.money(cents, "EUR"),
        () => {
          // One more paid item: the provider's checkout, or its event applies it (never the web).
          void client
            .call("update_subscription", {
              companyId,
              events: [{ type: "add_item", item: thing, quantity: 1 }],
              from_event: feature,
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
      if (step.kind === "popup") openPopup(step.popup);
      else proceed();
    },
    [plan, client, companyId, format, notify, openPopup, queryClient, t],
  );
  return { stands, guard, refused, beforeAdd };
}
