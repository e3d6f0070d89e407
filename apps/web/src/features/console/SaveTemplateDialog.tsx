import { ApiError, useApiMutation } from "@trezo/api";
import { Button, Dialog, TextField } from "@trezo/ui";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

/**
 * Keeps a client's category tree as one of the firm's category plan templates (issue 16): a name, then
 * saveCategoryPlanTemplate; new client files can start from it (the create-company popup offers it).
 */
export function SaveTemplateDialog({
  firmId,
  client,
  onClose,
}: {
  firmId: number;
  client: { id: number; name: string };
  onClose: () => void;
}) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [name, setName] = useState(client.name);
  const [error, setError] = useState<string | null>(null);
  const save = useApiMutation("saveCategoryPlanTemplate", { invalidates: ["listCategoryPlanTemplates"] });
  const submit = () => {
    if (name.trim() === "") return;
    save.mutate(
      { companyId: firmId, clientId: client.id, name: name.trim() },
      {
        onSuccess: ({ template }) => {
          notify({ msg: t("consoleScreen.templates.saved", { name: template.name }), color: "green" });
          onClose();
        },
        onError: (failure) =>
          setError(failure instanceof ApiError ? failure.message : t("consoleScreen.loadFailed")),
      },
    );
  };
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("consoleScreen.templates.save", { name: client.name })}
      size="small"
      fullScreen="mobile"
      onEnter={submit}
      footer={
        <Button onClick={submit} disabled={name.trim() === "" || save.isPending}>
          {t("consoleScreen.templates.submit")}
        </Button>
      }
    >
      <TextField
        label={t("consoleScreen.templates.name")}
        value={name}
        onChange={setName}
        isRequired
        {...(error ? { errorMessage: error, isInvalid: true } : {})}
      />
    </Dialog>
  );
}
