import { type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import type { PermissionMap } from "@trezo/domain";
import { Button, Card, ConfirmDialog, Inline, Select, Stack, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { usePaywall } from "../billing/usePaywall";
import { PermissionFlagsEditor } from "./PermissionFlagsEditor";
import { apiMessage, TEAM_QUERIES } from "./teamQueries";

type Group = CallOutput<"getPermissionGroups">["groups"][number];

/** The form of a new group or of a group being changed: its name and flags. */
function GroupForm({
  initial,
  isCpa,
  onSave,
  onCancel,
  saving,
}: {
  initial: { name: string; permissions: PermissionMap };
  isCpa: boolean;
  onSave: (values: { name: string; permissions: PermissionMap }) => void;
  onCancel: () => void;
  saving: boolean;
}) {
  const t = useT();
  const [name, setName] = useState(initial.name);
  const [permissions, setPermissions] = useState<PermissionMap>(initial.permissions);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (name.trim()) onSave({ name: name.trim(), permissions });
      }}
    >
      <Stack gap="md">
        <TextField label={t("firm.groups.name")} value={name} onChange={setName} isRequired />
        <PermissionFlagsEditor value={permissions} onChange={setPermissions} isCpa={isCpa} />
        <Inline gap="sm">
          <Button type="submit" loading={saving} disabled={!name.trim()}>
            {t("firm.groups.save")}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t("firm.users.cancel")}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

/**
 * The company's permission groups (spec 000 §6): create, change, delete with migrateTo (the members move
 * to the chosen group; a group with members needs one), each flag with the sentence of what it allows.
 */
export function PermissionGroups({ companyId, isCpa }: { companyId: number; isCpa: boolean }) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const groups = useApiQuery("getPermissionGroups", { companyId });
  const [editing, setEditing] = useState<Group | "new" | null>(null);
  const [deleting, setDeleting] = useState<Group | null>(null);
  const [migrateTo, setMigrateTo] = useState<string | null>(null);
  const paywall = usePaywall(companyId);
  // The permission-groups paywall (spec 000 §6): the unlock popup rather than a red notice.
  const onError = (error: unknown) =>
    paywall.refused(error) || notify({ msg: apiMessage(error, t), color: "red" });
  const onSuccess = () => {
    setEditing(null);
    setDeleting(null);
    notify({ msg: t("firm.users.saved"), color: "green" });
  };
  const create = useApiMutation("createPermissionGroup", { invalidates: TEAM_QUERIES, onSuccess, onError });
  const modify = useApiMutation("modifyPermissionGroup", { invalidates: TEAM_QUERIES, onSuccess, onError });
  const remove = useApiMutation("deletePermissionGroup", { invalidates: TEAM_QUERIES, onSuccess, onError });
  const list = groups.data?.groups ?? [];
  const targets = list.filter((group) => group.id !== deleting?.id);

  return (
    <Stack gap="md">
      {groups.isError ? <Text role="alert">{groups.error.message}</Text> : null}
      {groups.isSuccess && list.length === 0 ? <Text tone="muted">{t("firm.groups.none")}</Text> : null}
      {list.map((group) =>
        editing !== "new" && editing?.id === group.id ? (
          <Card key={group.id} title={group.name} titleLevel={3}>
            <GroupForm
              initial={group}
              isCpa={isCpa}
              saving={modify.isPending}
              onCancel={() => setEditing(null)}
              onSave={(values) => modify.mutate({ companyId, groupId: group.id, ...values })}
            />
          </Card>
        ) : (
          <Card
            key={group.id}
            title={group.name}
            titleLevel={3}
            actions={
              <Inline gap="xs">
                <Button size="small" variant="secondary" onClick={() => setEditing(group)}>
                  {t("firm.groups.edit")}
                </Button>
                <Button
                  size="small"
                  variant="secondary"
                  onClick={() => {
                    setMigrateTo(null);
                    setDeleting(group);
                  }}
                >
                  {t("firm.groups.delete")}
                </Button>
              </Inline>
            }
          >
            <Text tone="muted">{t("firm.groups.memberCount", { count: group.member_count })}</Text>
          </Card>
        ),
      )}
      {editing === "new" ? (
        <Card title={t("firm.groups.create")} titleLevel={3}>
          <GroupForm
            initial={{ name: "", permissions: {} }}
            isCpa={isCpa}
            saving={create.isPending}
            onCancel={() => setEditing(null)}
            onSave={(values) => create.mutate({ companyId, ...values })}
          />
        </Card>
      ) : (
        <div>
          <Button variant="secondary" onClick={() => paywall.guard("permissionGroups") || setEditing("new")}>
            {t("firm.groups.create")}
          </Button>
        </div>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={t("firm.groups.deleteTitle", { name: deleting?.name ?? "" })}
        tone="danger"
        confirmLabel={t("firm.groups.delete")}
        loading={remove.isPending}
        onConfirm={() => {
          if (!deleting) return;
          remove.mutate({
            companyId,
            groupId: deleting.id,
            ...(migrateTo ? { migrateTo: Number(migrateTo) } : {}),
          });
        }}
      >
        <Select
          label={t("firm.groups.migrateTo")}
          placeholder={t("firm.groups.chooseGroup")}
          options={targets.map((group) => ({ id: String(group.id), label: group.name }))}
          value={migrateTo}
          onChange={setMigrateTo}
        />
      </ConfirmDialog>
    </Stack>
  );
}
