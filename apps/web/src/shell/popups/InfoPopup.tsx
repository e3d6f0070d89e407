import type { MessageKey } from "@trezo/i18n";
import { Button, Inline, Text } from "@trezo/ui";
import { useNavigate } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { PopupFrame } from "./PopupFrame";
import type { PopupRequest } from "./popupTypes";

/** The plans and their checkout: the billing section of /company, one click from every paywall. */
export const PLANS_PAGE = "/company#billing";

const FEATURE_TEXTS = {
  freeTrial: "freeTrial",
  categoryLevel: "categoryLevel",
  actualVsExpected: "actualVsExpected",
  scenarioNumber: "scenarioNumber",
  excel: "excel",
  permissionGroups: "permissionGroups",
  analytics: "analytics",
  additionalUser: "users",
  additionalBank: "banks",
  additionalIntegration: "integrations",
} as const;

/** The paywall's own sentence (spec 000 §6's paywalls), when the popup names one. */
function paywallFeature(feature: string | undefined) {
  const named = (name: string | undefined): name is keyof typeof FEATURE_TEXTS =>
    name !== undefined && Object.hasOwn(FEATURE_TEXTS, name);
  return named(feature) ? FEATURE_TEXTS[feature] : null;
}

type InfoId = "upgradePlan" | "unlockFeature" | "subscriptionLimit" | "adBlocker" | "cpaTrialLimit";

const TEXTS: Record<InfoId, { title: MessageKey; body: MessageKey; goTo?: string }> = {
  upgradePlan: {
    title: "web.popups.upgradePlanTitle",
    body: "web.popups.upgradePlanBody",
    goTo: "/book-a-meeting?reason=upgradePlan",
  },
  unlockFeature: {
    title: "web.popups.unlockFeatureTitle",
    body: "web.popups.unlockFeatureBody",
    goTo: "/book-a-meeting?reason=unlockFeature",
  },
  subscriptionLimit: { title: "web.popups.subscriptionLimitTitle", body: "web.popups.subscriptionLimitBody" },
  adBlocker: { title: "web.popups.adBlockerTitle", body: "web.popups.adBlockerBody" },
  cpaTrialLimit: {
    title: "web.popups.cpaTrialLimitTitle",
    body: "web.popups.cpaTrialLimitBody",
    goTo: "/cabinet",
  },
};

/** The popups that say something and offer one way forward (plan limits, ad blocker...). */
export default function InfoPopup({ request, onClose }: { request: PopupRequest; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const id = request.id as InfoId;
  const texts = TEXTS[id];
  const price = request.id === "subscriptionLimit" ? request.price : "";
  const featureText = request.id === "unlockFeature" ? paywallFeature(request.feature) : null;
  return (
    <PopupFrame title={t(texts.title)} onClose={onClose}>
      <Text>{t(texts.body, { price })}</Text>
      {request.id === "unlockFeature" && request.feature === "scenarios" ? (
        <Text>{t("companies.plan.scenarios")}</Text>
      ) : null}
      {featureText ? <Text>{t(`billingScreen.paywall.features.${featureText}`)}</Text> : null}
      <Inline gap="sm" justify="flex-end">
        <Button variant="secondary" onClick={onClose}>
          {t("common.close")}
        </Button>
        {request.id === "subscriptionLimit" ? (
          <Button
            onClick={() => {
              request.onConfirm();
              onClose();
            }}
          >
            {t("billingScreen.paywall.confirm")}
          </Button>
        ) : null}
        {request.id === "upgradePlan" || request.id === "unlockFeature" ? (
          <Button
            variant="secondary"
            onClick={() => {
              onClose();
              navigate(PLANS_PAGE);
            }}
          >
            {t("billingScreen.paywall.seePlans")}
          </Button>
        ) : null}
        {request.id !== "subscriptionLimit" && texts.goTo ? (
          <Button
            onClick={() => {
              onClose();
              navigate(texts.goTo ?? "/");
            }}
          >
            {t("web.popups.continue")}
          </Button>
        ) : null}
      </Inline>
    </PopupFrame>
  );
}
