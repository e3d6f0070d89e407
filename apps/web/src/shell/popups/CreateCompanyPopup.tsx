import { ApiError } from "@trezo/api";
import { companySchema } from "@trezo/forms";
import { appApiClient } from "../../api/appApiClient";
import { SchemaForm } from "../../features/schemaForm/SchemaForm";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { PopupFrame } from "./PopupFrame";
import { isFullScreenOnMobile, isMobileUserAgent, type PopupRequest } from "./popupTypes";

/**
 * Company creation (spec 000 §5, 001 §8): a name; for an accounting firm's client a SIRET too. A SIRET
 * in use, a failure, or a third trial client each get their own answer.
 */
export default function CreateCompanyPopup({
  request,
  onClose,
}: {
  request: PopupRequest;
  onClose: () => void;
}) {
  const t = useT();
  const store = useAppStore((state) => state);
  const parentId = request.id === "createCompany" ? request.parentId : undefined;
  const accountingFirm = parentId !== undefined;
  return (
    <PopupFrame
      title={t("web.popups.createCompanyTitle")}
      onClose={onClose}
      fullScreen={isFullScreenOnMobile("createCompany") && isMobileUserAgent(navigator.userAgent)}
    >
      <SchemaForm
        schema={companySchema({ accountingFirm })}
        fields={[
          {
            name: "name",
            label: t(accountingFirm ? "forms.fields.cabinetCompanyName" : "forms.fields.companyName"),
          },
          { name: "siret", label: t("forms.fields.siret") },
        ]}
        submitLabel={t(accountingFirm ? "forms.actions.createClientCompany" : "forms.actions.createCompany")}
        onSubmit={async ({ name, siret }) => {
          try {
            await appApiClient.call("createCompany", {
              name,
              ...(siret ? { siret } : {}),
              ...(parentId !== undefined ? { parentId } : {}),
            });
          } catch (error) {
            if (error instanceof ApiError && error.code === "siret_in_use")
              throw new Error(t("web.popups.siretInUse"));
            if (error instanceof ApiError && error.code === "cpa_trial_limit") {
              store.openPopup({ id: "cpaTrialLimit" });
              return;
            }
            throw new Error(t("web.popups.creationFailed"));
          }
          store.notify({ msg: t("web.popups.companyCreated"), color: "green" });
          onClose();
        }}
      />
    </PopupFrame>
  );
}
