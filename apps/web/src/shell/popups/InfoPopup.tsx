import type { MessageKey } from "@trezo/i18n";
import { Button, Inline, Text } from "@trezo/ui";
import { useNavigate } from "react-router-dom";
import { useT } from "../../i18n/appI18n";
import { PopupFrame } from "./PopupFrame";
import type { PopupRequest } from "./popupTypes";

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
  return (
    <PopupFrame title={t(texts.title)} onClose={onClose}>
      <Text>{t(texts.body, { price })}</Text>
      {request.id === "unlockFeature" && request.feature === "scenarios" ? (
        <Text>{t("companies.plan.scenarios")}</Text>
      ) : null}
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
            {t("common.confirm")}
          </Button>
        ) : texts.goTo ? (
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
