import { Badge, Button, Inline, Stack, Text } from "@trezo/ui";
import { useLocation } from "react-router-dom";
import { useSessionService } from "../../app/AppServices";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import * as css from "./CompanyList.css";

/**
 * The companies the user can open (their own, and an accounting firm's client files), the one shown
 * marked; each other one opens with the company switch of spec 000 §4. The create-company popup opens
 * from here: a firm creates a client file (with its SIRET, at most 2 on trial: the CPA trial limit
 * popup), anyone else a company of their own.
 */
export function CompanyList() {
  const t = useT();
  const session = useSessionService();
  const { pathname } = useLocation();
  const companies = useAppStore((state) => state.companies);
  const selected = useAppStore((state) => state.company);
  const openPopup = useAppStore((state) => state.openPopup);
  const firm = selected?.isCpa === true;
  return (
    <Stack gap="md">
      <ul className={css.list} aria-label={t("companies.list.title")}>
        {companies.map((company) => (
          <li key={company.id} className={css.row}>
            <Text weight={company.id === selected?.id ? "semibold" : "regular"}>
              {company.parentId !== null ? `— ${company.name}` : company.name}
            </Text>
            {company.id === selected?.id ? (
              <Badge tone="success">{t("companies.list.current")}</Badge>
            ) : (
              <Button
                variant="secondary"
                size="small"
                aria-label={`${t("companies.list.open")} ${company.name}`}
                onClick={() => {
                  void session.chooseCompany(company.id, pathname).then((outcome) => {
                    if (outcome.kind === "navigate") window.location.assign(outcome.to);
                  });
                }}
              >
                {t("companies.list.open")}
              </Button>
            )}
          </li>
        ))}
      </ul>
      <Inline gap="sm">
        <Button
          onClick={() =>
            openPopup(
              firm && selected ? { id: "createCompany", parentId: selected.id } : { id: "createCompany" },
            )
          }
        >
          {t(firm ? "companies.list.createClient" : "companies.list.create")}
        </Button>
      </Inline>
    </Stack>
  );
}

/** Deleting the company: what it erases, and the button that opens the delete-company popup. */
export function DeleteCompanyZone({ companyId, name }: { companyId: number; name: string }) {
  const t = useT();
  const openPopup = useAppStore((state) => state.openPopup);
  return (
    <Stack gap="sm">
      <Text tone="muted">{t("companies.deletion.intro")}</Text>
      <div>
        <Button variant="danger" onClick={() => openPopup({ id: "deleteCompany", companyId, name })}>
          {t("companies.deletion.action")}
        </Button>
      </div>
    </Stack>
  );
}
