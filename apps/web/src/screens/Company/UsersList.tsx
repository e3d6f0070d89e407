import { useApiQuery } from "@trezo/api";
import { Button, Stack, Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import * as css from "./CompanyScreen.css";

/**
 * The company's users (getEmployees): name, e-mail, role and whether they are active; with the users
 * flags, a button opens the add-user popup (an invitation by e-mail).
 */
export function UsersList({ companyId }: { companyId: number }) {
  const t = useT();
  const openPopup = useAppStore((state) => state.openPopup);
  const employees = useApiQuery("getEmployees", { companyId });
  if (employees.isError) return <Text role="alert">{employees.error.message}</Text>;
  const list = employees.data?.employees ?? [];
  const invite = (
    <div>
      <Button variant="secondary" onClick={() => openPopup({ id: "addUser" })}>
        {t("web.popups.addUserTitle")}
      </Button>
    </div>
  );
  if (employees.isSuccess && list.length === 0)
    return (
      <Stack gap="sm">
        <Text>{t("web.company.noUsers")}</Text>
        {invite}
      </Stack>
    );
  return (
    <Stack gap="sm">
      {/* A narrow window scrolls the table inside its box, never the page. */}
      <div className={css.tableBox}>
        <table className={css.table}>
          <thead>
            <tr>
              <th scope="col">{t("web.company.fullName")}</th>
              <th scope="col">{t("web.profile.email")}</th>
              <th scope="col">{t("web.company.role")}</th>
              <th scope="col">{t("web.company.status")}</th>
            </tr>
          </thead>
          <tbody>
            {list.map((employee) => (
              <tr key={employee.user_id}>
                <td>{`${employee.firstName} ${employee.lastName}`.trim()}</td>
                <td className={css.email}>{employee.email}</td>
                <td>{t(employee.is_owner ? "web.company.owner" : "web.company.member")}</td>
                <td>{t(employee.is_active ? "web.company.active" : "web.company.inactive")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invite}
    </Stack>
  );
}
