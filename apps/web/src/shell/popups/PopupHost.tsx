import { lazy, Suspense } from "react";
import { useAppStore } from "../../state/appStore";
import type { PopupId, PopupRequest } from "./popupTypes";

type PopupComponent = (props: { request: PopupRequest; onClose: () => void }) => React.ReactNode;

/** The popup registry (spec 000 §2): each popup is its own lazy module, loaded when first opened. */
const POPUPS: Record<PopupId, React.LazyExoticComponent<PopupComponent>> = {
  addBank: lazy(() => import("./AddBankPopup")),
  addUser: lazy(() => import("./AddUserPopup")),
  upgradePlan: lazy(() => import("./InfoPopup")),
  unlockFeature: lazy(() => import("./InfoPopup")),
  subscriptionLimit: lazy(() => import("./InfoPopup")),
  adBlocker: lazy(() => import("./InfoPopup")),
  cpaTrialLimit: lazy(() => import("./InfoPopup")),
  signIn: lazy(() => import("./SignInPopup")),
  createCompany: lazy(() => import("./CreateCompanyPopup")),
  deleteCompany: lazy(() =>
    import("./DeletePopups").then((module) => ({ default: module.DeleteCompanyPopup })),
  ),
  deleteBank: lazy(() => import("./DeletePopups").then((module) => ({ default: module.DeleteBankPopup }))),
  deleteIntegration: lazy(() =>
    import("./DeletePopups").then((module) => ({ default: module.DeleteIntegrationPopup })),
  ),
};

/** Renders the popup the store says is open. */
export function PopupHost() {
  const request = useAppStore((state) => state.popup);
  const close = useAppStore((state) => state.closePopup);
  if (!request) return null;
  const Popup = POPUPS[request.id];
  return (
    <Suspense fallback={null}>
      <Popup key={request.id} request={request} onClose={close} />
    </Suspense>
  );
}
