import { type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import { Badge, Button, ConfirmDialog, Heading, Stack, Text, TextField } from "@trezo/ui";
import { useDeferredValue, useState } from "react";
import { visuallyHidden } from "../../components/visuallyHidden.css";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { ActAsDialog } from "./ActAsDialog";
import * as css from "./AdminUsers.css";
import { CursorPager } from "./CursorPager";

type AdminUser = CallOutput<"getUsersList">["users"][number];

/** A change waiting for the administrator's confirmation. */
type PendingChange = { kind: "activate" | "deactivate" | "resetLockout"; user: AdminUser };

const PAGE_SIZE = 50;

/**
 * /admin users (spec 001 §6): search by email or name on the server, pages by key (fast over any number
 * of users), each user's state and lockout, every change confirmed first (the server audits it), and
 * "act as" (spec 000 §4).
 */
export function AdminUsers() {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [search, setSearch] = useState("");
  const deferredSearch = useDeferredValue(search.trim());
  // The `after` of each page shown so far: the last one is the current page's.
  const [cursors, setCursors] = useState<number[]>([]);
  const after = cursors.at(-1);
  const users = useApiQuery("getUsersList", {
    ...(deferredSearch ? { search: deferredSearch } : {}),
    ...(after === undefined ? {} : { after }),
  });
  const setActive = useApiMutation("setUserActiveState", { invalidates: ["getUsersList"] });
  const resetLockout = useApiMutation("resetUserLockout", { invalidates: ["getUsersList"] });
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [actingAs, setActingAs] = useState<AdminUser | null>(null);

  const list = users.data?.users ?? [];
  const from = cursors.length * PAGE_SIZE + 1;

  async function apply(change: PendingChange) {
    try {
      if (change.kind === "resetLockout") await resetLockout.mutateAsync({ userId: change.user.id });
      else await setActive.mutateAsync({ userId: change.user.id, isActive: change.kind === "activate" });
      notify({ msg: t("web.admin.saved"), color: "green" });
    } catch {
      notify({ msg: t("web.admin.failed"), color: "red" });
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack as="section" gap="md" aria-labelledby="admin-users">
      <Heading level={2} id="admin-users">
        {t("web.admin.usersTitle")}
      </Heading>
      <TextField
        label={t("web.admin.search")}
        value={search}
        onChange={(value) => {
          setSearch(value);
          setCursors([]);
        }}
        type="search"
      />
      {users.isSuccess && list.length === 0 && <Text>{t("web.admin.noUsers")}</Text>}
      {list.length > 0 && (
        <div className={css.tableWrap}>
          <table className={css.table} aria-label={t("web.admin.usersTitle")}>
            <thead>
              <tr>
                <th scope="col">{t("web.admin.email")}</th>
                <th scope="col">{t("web.admin.name")}</th>
                <th scope="col">{t("web.admin.state")}</th>
                <th scope="col">
                  <span className={visuallyHidden}>{t("web.admin.actions")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.map((user) => (
                <tr key={user.id}>
                  <td>
                    {user.email}{" "}
                    {user.role === "SuperAdmin" && <Badge tone="info">{t("web.admin.superAdmin")}</Badge>}
                  </td>
                  <td>{`${user.firstName} ${user.lastName}`.trim()}</td>
                  <td>
                    <Badge tone={user.is_active ? "success" : "danger"}>
                      {t(user.is_active ? "web.admin.active" : "web.admin.inactive")}
                    </Badge>{" "}
                    {user.locked_out && <Badge tone="warning">{t("web.admin.lockedOut")}</Badge>}
                  </td>
                  <td>
                    <div className={css.actions}>
                      <Button
                        size="small"
                        variant="secondary"
                        onClick={() => setPending({ kind: user.is_active ? "deactivate" : "activate", user })}
                        aria-label={`${t(user.is_active ? "web.admin.deactivate" : "web.admin.activate")} ${user.email}`}
                      >
                        {t(user.is_active ? "web.admin.deactivate" : "web.admin.activate")}
                      </Button>
                      {user.locked_out && (
                        <Button
                          size="small"
                          variant="secondary"
                          onClick={() => setPending({ kind: "resetLockout", user })}
                          aria-label={`${t("web.admin.resetLockout")} ${user.email}`}
                        >
                          {t("web.admin.resetLockout")}
                        </Button>
                      )}
                      {user.is_active && (
                        <Button
                          size="small"
                          variant="secondary"
                          onClick={() => setActingAs(user)}
                          aria-label={`${t("web.admin.actAs")} ${user.email}`}
                        >
                          {t("web.admin.actAs")}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {users.data && users.data.total > 0 && (
        <CursorPager
          cursors={cursors}
          onCursorsChange={setCursors}
          nextCursor={users.data.next_after}
          previousLabel={t("web.admin.previous")}
          nextLabel={t("web.admin.next")}
        >
          {t("web.admin.range", { from, to: from + list.length - 1, total: users.data.total })}
        </CursorPager>
      )}
      <ActAsDialog user={actingAs} onClose={() => setActingAs(null)} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending ? t(`web.admin.${pending.kind}`) : ""}
        tone={pending?.kind === "deactivate" ? "danger" : "default"}
        confirmLabel={t("web.admin.confirm")}
        loading={setActive.isPending || resetLockout.isPending}
        onConfirm={() => {
          if (pending) void apply(pending);
        }}
      >
        {pending
          ? t(
              pending.kind === "activate"
                ? "web.admin.confirmActivate"
                : pending.kind === "deactivate"
                  ? "web.admin.confirmDeactivate"
                  : "web.admin.confirmResetLockout",
              { email: pending.user.email },
            )
          : null}
      </ConfirmDialog>
    </Stack>
  );
}
