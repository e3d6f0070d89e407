import { ApiError, useApiMutation } from "@trezo/api";
import { Text, TypedConfirmDialog } from "@trezo/ui";
import { useSessionService } from "../../app/AppServices";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import type { PopupRequest } from "./popupTypes";
import { WithPopupApi } from "./WithPopupApi";

/**
 * Deleting a company: everything it holds is gone for good, so the localised word for 'delete' must be
 * typed exactly (the typed confirmation spec 000 §5 asks for a bank, here on every device). A failure
 * shows the spec's notice (001 §8: an e-mail with the data was sent to support); a refusal the server
 * explains (a firm with client files) shows its own message. After deletion the user lands on another
 * company, or on /company-infos when none is left (spec 000 §4).
 */
export function DeleteCompanyPopup({ request, onClose }: { request: PopupRequest; onClose: () => void }) {
  return (
    <WithPopupApi>
      <DeleteCompany request={request} onClose={onClose} />
    </WithPopupApi>
  );
}

/** The popup's content, under the API providers (component tests render it under their own). */
export function DeleteCompany({ request, onClose }: { request: PopupRequest; onClose: () => void }) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const session = useSessionService();
  const deleteCompany = useApiMutation("deleteCompany", {
    invalidates: ["getManagedCompanies", "getPortfolio"],
  });
  if (request.id !== "deleteCompany") return null;
  return (
    <TypedConfirmDialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("web.popups.deleteCompanyTitle")}
      fullScreen={request.clientFile ? "mobile" : "never"}
      confirmLabel={t("companies.deletion.action")}
      loading={deleteCompany.isPending}
      onConfirm={() => {
        deleteCompany.mutate(
          { companyId: request.companyId },
          {
            onError: (error) => {
              // A refusal the server explains (409: a firm with client files) says why; any other
              // failure is the spec's notice (001 §8: support got an e-mail with the data).
              const refusal = error instanceof ApiError && error.status === 409 && error.message;
              notify({ msg: refusal || t("companies.errors.deleteFailed"), color: "red" });
              onClose();
            },
            onSuccess: () => {
              notify({ msg: t("companies.deletion.done", { name: request.name }), color: "green" });
              onClose();
              if (request.clientFile) session.forgetCompany(request.companyId);
              else session.leaveDeletedCompany(request.companyId);
            },
          },
        );
      }}
    >
      <Text>{t("web.popups.deleteCompanyBody", { name: request.name })}</Text>
    </TypedConfirmDialog>
  );
}
