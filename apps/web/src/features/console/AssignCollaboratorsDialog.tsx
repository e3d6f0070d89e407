import { ApiError, type PortfolioClient, useApiMutation, useApiQuery } from "@trezo/api";
import { Button, Checkbox, Dialog, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import * as css from "./Portfolio.css";

/**
 * Who of the firm works on one client (issue 16): the firm's active staff as checkboxes, the client's
 * current collaborators ticked, then setClientCollaborators (one transaction on the server). The
 * console's collaborator column follows once saved. The firm's owner is not listed: they see every client.
 */
export function AssignCollaboratorsDialog({
  firmId,
  client,
  onClose,
}: {
  firmId: number;
  client: Pick<PortfolioClient, "id" | "name" | "collaboratorIds">;
  onClose: () => void;
}) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const employees = useApiQuery("getEmployees", { companyId: firmId });
  const [chosen, setChosen] = useState<readonly number[]>(client.collaboratorIds);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation("setClientCollaborators", { invalidates: ["getPortfolio", "getEmployees"] });
  const staff = (employees.data?.employees ?? []).filter((one) => !one.is_owner && one.is_active);
  const submit = () => {
    const userIds = staff.filter((one) => chosen.includes(one.user_id)).map((one) => one.user_id);
    setError(null);
    save.mutate(
      { companyId: firmId, clientId: client.id, userIds },
      {
        onSuccess: () => {
          notify({ msg: t("consoleScreen.assign.saved", { name: client.name }), color: "green" });
          onClose();
        },
        onError: (failure) =>
          setError(
            failure instanceof ApiError && failure.status !== undefined && failure.status < 500
              ? failure.message
              : t("consoleScreen.loadFailed"),
          ),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("consoleScreen.assign.title", { name: client.name })}
      size="small"
      fullScreen="mobile"
      footer={
        <Button onClick={submit} disabled={!employees.isSuccess || save.isPending}>
          {t("consoleScreen.assign.submit")}
        </Button>
      }
    >
      <Stack gap="sm">
        {employees.isError ? <Text role="alert">{t("consoleScreen.loadFailed")}</Text> : null}
        {employees.isSuccess && staff.length === 0 ? (
          <Text tone="muted">{t("consoleScreen.assign.noStaff")}</Text>
        ) : null}
        {staff.length > 0 ? (
          <fieldset className={css.staffList}>
            <legend>{t("consoleScreen.assign.label")}</legend>
            {staff.map((one) => {
              const name = `${one.firstName} ${one.lastName}`.trim() || one.email;
              return (
                <Checkbox
                  key={one.user_id}
                  isSelected={chosen.includes(one.user_id)}
                  onChange={(selected) =>
                    setChosen(selected ? [...chosen, one.user_id] : chosen.filter((id) => id !== one.user_id))
                  }
                >
                  {name}
                </Checkbox>
              );
            })}
          </fieldset>
        ) : null}
        <Text tone="muted">{t("consoleScreen.assign.ownerSeesAll")}</Text>
        {error ? <Text role="alert">{error}</Text> : null}
      </Stack>
    </Dialog>
  );
}
