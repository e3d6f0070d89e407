import { useApiQuery } from "@trezo/api";
import { Button, Heading, Stack, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import { useSessionService } from "../../app/AppServices";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

/** /admin: a SuperAdmin finds a user and acts as them (impersonation, spec 000 §4). */
export function Component() {
  const t = useT();
  const session = useSessionService();
  const isSuperAdmin = useAppStore((state) => state.user?.role === "SuperAdmin");
  const [search, setSearch] = useState("");
  const users = useApiQuery("getUsersList", search ? { search } : {}, { enabled: isSuperAdmin });
  if (!isSuperAdmin) return <Text>{t("web.noPermissions.body")}</Text>;
  const list = users.data?.users ?? [];
  return (
    <Stack gap="md">
      <Heading level={1}>{t("web.admin.title")}</Heading>
      <TextField label={t("web.admin.search")} value={search} onChange={setSearch} type="search" />
      {users.isSuccess && list.length === 0 && <Text>{t("web.admin.noUsers")}</Text>}
      <ul aria-label={t("web.nav.users")}>
        {list.map((user) => (
          <li key={user.id}>
            <span>{user.email}</span>{" "}
            <Button
              size="small"
              variant="secondary"
              onClick={() => void session.pretend(user.id)}
              aria-label={`${t("web.admin.actAs")} ${user.email}`}
            >
              {t("web.admin.actAs")}
            </Button>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
