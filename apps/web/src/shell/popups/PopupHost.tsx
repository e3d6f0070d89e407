import { lazy, Suspense } from "react";
import { completeCatalog } from "../../i18n/catalogCompletion";
import { useAppStore } from "../../state/appStore";
import type { PopupId, PopupRequest } from "./popupTypes";

type PopupComponent = (props: { request: PopupRequest; onClose: () => void }) => React.ReactNode;

/** A popup's module with its texts (the popups' messages load with the rest of the catalog). */
const popup = (load: () => Promise<{ default: PopupComponent }>) =>
  lazy(() =>
    Promise.all([load(), completeCatalog()]).then(([module]) => module),
  ) as React.LazyExoticComponent<PopupComponent>;

/** The popup registry (spec 000 §2): each popup is its own lazy module, loaded when first opened. */
const POPUPS: Record<PopupId, React.LazyExoticComponent<PopupComponent>> = {
  addBank: popup(() => import("./AddBankPopup")),
  addUser: popup(() => import("./AddUserPopup")),
  upgradePlan: popup(() => import("./InfoPopup")),
  unlockFeature: popup(() => import("./InfoPopup")),
  subscriptionLimit: popup(() => import("./InfoPopup")),
  adBlocker: popup(() => import("./InfoPopup")),
  cpaTrialLimit: popup(() => import("./InfoPopup")),
  signIn: popup(() => import("./SignInPopup")),
  createCompany: popup(() => import("./CreateCompanyPopup")),
  deleteCompany: popup(() =>
    import("./DeleteCompanyPopup").then((module) => ({ default: module.DeleteCompanyPopup })),
  ),
  deleteBank: popup(() => import("./DeletePopups").then((module) => ({ default: module.DeleteBankPopup }))),
  deleteIntegration: popup(() =>
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
