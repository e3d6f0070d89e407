import { type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import { hasAnyFlag, type PermissionMap } from "@trezo/domain";
import { Button, Checkbox, ConfirmDialog, Inline, Select, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { visuallyHidden } from "../../components/visuallyHidden.css";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { usePaywall } from "../billing/usePaywall";
import * as css from "./team.css";
import { apiMessage, TEAM_QUERIES } from "./teamQueries";

type Employee = CallOutput<"getEmployees">["employees"][number];

/** The "no group" choice of the group select: the member keeps custom flags. */
const NO_GROUP = "none";

/** The client companies a firm's collaborator works on, chosen among the firm's clients. */
function ClientsEditor({
  companyId,
  employee,
  clients,
}: {
  companyId: number;
  employee: Employee;
  clients: Array<{ id: number; name: string }>;
}) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [chosen, setChosen] = useState<number[]>(employee.client_ids);
  const save = useApiMutation("setEmployeeClients", {
    invalidates: TEAM_QUERIES,
    onSuccess: () => notify({ msg: t("firm.users.saved"), color: "green" }),
    onError: (error) => notify({ msg: apiMessage(error, t), color: "red" }),
  });
  if (clients.length === 0) return <Text tone="muted">{t("firm.users.noClients")}</Text>;
  return (
    <Stack gap="xs">
      {clients.map((client) => (
        <Checkbox
          key={client.id}
          isSelected={chosen.includes(client.id)}
          onChange={(selected) =>
            setChosen(selected ? [...chosen, client.id] : chosen.filter((id) => id !== client.id))
          }
        >
          {client.name}
        </Checkbox>
      ))}
      <div>
        <Button
          size="small"
          variant="secondary"
          loading={save.isPending}
          onClick={() => save.mutate({ companyId, userId: employee.user_id, clientIds: chosen })}
        >
          {t("firm.users.saveClients")}
        </Button>
      </div>
    </Stack>
  );
}

/**
 * The company's users and pending invitations: invite by e-mail (the add-user popup), put a member in a group,
 * activate or deactivate, remove, resend an invitation, transfer the ownership (cpap_transfer_property),
 * and for an accounting firm the client companies each collaborator works on.
 */
export function TeamMembers({
  companyId,
  isCpa,
  permissions,
}: {
  companyId: number;
  isCpa: boolean;
  permissions: PermissionMap;
}) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const employees = useApiQuery("getEmployees", { companyId });
  const groups = useApiQuery("getPermissionGroups", { companyId });
  const managed = useApiQuery("getManagedCompanies", {}, { enabled: isCpa });
  const openPopup = useAppStore((state) => state.openPopup);
  // The additional-user paywall (spec 000 §6): the plan's answer for one more user opens first.
  const paywall = usePaywall(companyId);
  const [heir, setHeir] = useState<Employee | null>(null);
  const [clientsOf, setClientsOf] = useState<number | null>(null);
  const failed = (error: unknown) =>
    paywall.refused(error) || notify({ msg: apiMessage(error, t), color: "red" });
  const saved = () => notify({ msg: t("firm.users.saved"), color: "green" });
  const options = { invalidates: TEAM_QUERIES, onSuccess: saved, onError: failed };
  const assign = useApiMutation("assignPermissionGroup", options);
  const setActive = useApiMutation("setEmployeeActive", options);
  const remove = useApiMutation("removeUser", options);
  const resend = useApiMutation("resendInvitation", options);
  const transfer = useApiMutation("transferOwnership", {
    ...options,
    onSuccess: () => {
      setHeir(null);
      saved();
    },
  });
  const groupOptions = (groups.data?.groups ?? []).map((group) => ({
    id: String(group.id),
    label: group.name,
  }));
  const clients = (managed.data?.companies ?? [])
    .filter((company) => company.parent_id === companyId)
    .map((company) => ({ id: company.id, name: company.name }));
  const canTransfer = permissions.cpap_transfer_property === true;
  const canAssign = hasAnyFlag(permissions, [
    "cpap_edit_custom_permission_groups",
    "cpap_edit_cpa_permissions",
  ]);
  const list = employees.data?.employees ?? [];
  const invitations = employees.data?.invitations ?? [];

  return (
    <Stack gap="md">
      {employees.isError ? <Text role="alert">{employees.error.message}</Text> : null}
      <div>
        <Button
          variant="secondary"
          onClick={() => paywall.beforeAdd("user", () => openPopup({ id: "addUser" }))}
        >
          {t("web.popups.addUserTitle")}
        </Button>
      </div>
      <div className={css.tableBox}>
        <table className={css.table} aria-label={t("firm.users.members")}>
          <thead>
            <tr>
              <th scope="col" className={css.identityColumn}>
                {t("firm.users.email")}
              </th>
              <th scope="col" className={css.groupColumn}>
                {t("firm.users.group")}
              </th>
              <th scope="col" className={css.stateColumn}>
                {t("firm.users.active")}
              </th>
              <th scope="col">
                <span className={visuallyHidden}>{t("firm.users.confirm")}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {list.map((employee) => (
              <tr key={employee.user_id} data-testid={`member-${employee.email}`}>
                <td className={css.email} data-testid="member-identity">
                  {`${employee.firstName} ${employee.lastName}`.trim()}
                  <br />
                  <Text tone="muted">{employee.email}</Text>
                </td>
                <td>
                  {employee.is_owner ? (
                    t("firm.users.owner")
                  ) : (
                    <Select
                      label={t("firm.users.group")}
                      isDisabled={!canAssign}
                      options={[{ id: NO_GROUP, label: t("firm.users.customPermissions") }, ...groupOptions]}
                      value={employee.group_id === null ? NO_GROUP : String(employee.group_id)}
                      onChange={(id) => {
                        if (id && id !== NO_GROUP)
                          assign.mutate({ companyId, userId: employee.user_id, groupId: Number(id) });
                      }}
                    />
                  )}
                </td>
                <td>{t(employee.is_active ? "firm.users.active" : "firm.users.inactive")}</td>
                <td>
                  {employee.is_owner ? null : (
                    <Inline gap="xs">
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() =>
                          setActive.mutate({
                            companyId,
                            userId: employee.user_id,
                            isActive: !employee.is_active,
                          })
                        }
                      >
                        {t(employee.is_active ? "firm.users.deactivate" : "firm.users.activate")}
                      </Button>
                      {isCpa ? (
                        <Button
                          size="small"
                          variant="secondary"
                          aria-expanded={clientsOf === employee.user_id}
                          onClick={() =>
                            setClientsOf(clientsOf === employee.user_id ? null : employee.user_id)
                          }
                        >
                          {t("firm.users.clients")}
                        </Button>
                      ) : null}
                      {canTransfer && employee.is_active ? (
                        <Button size="small" variant="secondary" onClick={() => setHeir(employee)}>
                          {t("firm.users.transfer")}
                        </Button>
                      ) : null}
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => remove.mutate({ companyId, userId: employee.user_id })}
                      >
                        {t("firm.users.remove")}
                      </Button>
                    </Inline>
                  )}
                  {clientsOf === employee.user_id ? (
                    <ClientsEditor companyId={companyId} employee={employee} clients={clients} />
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invitations.length > 0 ? (
        <Stack gap="xs">
          <Text weight="semibold">{t("firm.users.invitations")}</Text>
          {invitations.map((invitation) => (
            <Inline key={invitation.id} gap="sm">
              <Text className={css.email}>{invitation.email}</Text>
              <Text tone="muted">
                {t("firm.users.expires", { date: new Date(invitation.expires_at).toLocaleDateString() })}
              </Text>
              <Button
                size="small"
                variant="secondary"
                onClick={() => resend.mutate({ companyId, invitationId: invitation.id })}
              >
                {t("firm.users.resend")}
              </Button>
            </Inline>
          ))}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={heir !== null}
        onOpenChange={(open) => {
          if (!open) setHeir(null);
        }}
        title={t("firm.users.transfer")}
        loading={transfer.isPending}
        confirmLabel={t("firm.users.confirm")}
        onConfirm={() => {
          if (heir) transfer.mutate({ companyId, userId: heir.user_id });
        }}
      >
        <Text>{t("firm.users.transferConfirm", { email: heir?.email ?? "" })}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
