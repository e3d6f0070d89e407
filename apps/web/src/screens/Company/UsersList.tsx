import { useApiQuery } from "@trezo/api";
import { Text } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";

/** The company's users (getEmployees): name, e-mail, role and whether they are active. */
export function UsersList({ companyId }: { companyId: number }) {
  const t = useT();
  const employees = useApiQuery("getEmployees", { companyId });
  if (employees.isError) return <Text role="alert">{employees.error.message}</Text>;
  const list = employees.data?.employees ?? [];
  if (employees.isSuccess && list.length === 0) return <Text>{t("web.company.noUsers")}</Text>;
  return (
    <table>
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
            <td>{employee.email}</td>
            <td>{t(employee.is_owner ? "web.company.owner" : "web.company.member")}</td>
            <td>{t(employee.is_active ? "web.company.active" : "web.company.inactive")}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
