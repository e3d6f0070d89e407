import { QueryClientContext } from "@tanstack/react-query";
import { ApiError, apiQueryKey } from "@trezo/api";
import { EmailField, emailSchema, Form, SubmitButton, useSchemaForm } from "@trezo/forms";
import { Button, Inline, Text } from "@trezo/ui";
import { useContext } from "react";
import { z } from "zod";
import { appApiClient } from "../../api/appApiClient";
import { appQueryClient } from "../../app/queryClient";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { PopupFrame } from "./PopupFrame";
import { planPopupOf } from "./planPopups";

const inviteSchema = z.object({ email: emailSchema });
type InviteInput = z.input<typeof inviteSchema>;

/**
 * Add a user (spec 000 §2): invites a person by email into the selected company (addUser); they get
 * the invitation mail and join through /acceptInvite. The server's refusals (already a member, no
 * right to manage users) show in the popup, in the user's language.
 */
export default function AddUserPopup({ onClose }: { onClose: () => void }) {
  const t = useT();
  const queryClient = useContext(QueryClientContext) ?? appQueryClient;
  const company = useAppStore((state) => state.company);
  const notify = useAppStore((state) => state.notify);
  const openPopup = useAppStore((state) => state.openPopup);
  const form = useSchemaForm(inviteSchema, { email: "" });
  if (!company) return null;
  return (
    <PopupFrame title={t("web.popups.addUserTitle")} onClose={onClose}>
      <Text>{t("web.popups.addUserBody")}</Text>
      <Form
        form={form}
        aria-label={t("web.popups.addUserTitle")}
        onSubmit={async ({ email }) => {
          try {
            await appApiClient.call("addUser", { companyId: company.id, email });
          } catch (error) {
            if (error instanceof ApiError && error.code === "already_member")
              return { fieldErrors: { email: error.message } };
            // The plan's maximum of users (spec 000 §6): its popup replaces this one.
            const plan = planPopupOf(error);
            if (plan) {
              openPopup(plan);
              return undefined;
            }
            return { formError: error instanceof ApiError ? error.message : t("web.popups.addFailed") };
          }
          await queryClient.invalidateQueries({ queryKey: apiQueryKey("getEmployees") });
          notify({ msg: t("web.popups.userInvited", { email }), color: "green" });
          onClose();
          return undefined;
        }}
      >
        <EmailField<InviteInput> name="email" isRequired />
        <Inline gap="sm" justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <SubmitButton>{t("web.popups.inviteAction")}</SubmitButton>
        </Inline>
      </Form>
    </PopupFrame>
  );
}
