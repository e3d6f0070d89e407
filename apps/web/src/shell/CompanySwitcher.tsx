import { useId } from "react";
import { useLocation } from "react-router-dom";
import { useSessionService } from "../app/AppServices";
import { useT } from "../i18n/appI18n";
import { useAppStore } from "../state/appStore";
import { companySelect } from "./Shell.css";

/**
 * Chooses the selected company: one's own companies, and for an accounting firm its managed companies
 * (spec 000 §2). Switching follows spec 000 §4 (onboarding, dashboard or reload).
 */
export function CompanySwitcher() {
  const t = useT();
  const id = useId();
  const session = useSessionService();
  const { pathname } = useLocation();
  const companies = useAppStore((state) => state.companies);
  const selected = useAppStore((state) => state.company?.id);
  if (companies.length < 2) return null;
  return (
    <>
      <label htmlFor={id} style={{ position: "absolute", left: "-9999px" }}>
        {t("web.nav.companySwitcher")}
      </label>
      <select
        id={id}
        className={companySelect}
        value={selected ?? ""}
        onChange={(event) => {
          void session.chooseCompany(Number(event.target.value), pathname).then((outcome) => {
            // The new company's data must be loaded from scratch: a full navigation does it.
            if (outcome.kind === "navigate") window.location.assign(outcome.to);
          });
        }}
      >
        {companies.map((company) => (
          <option key={company.id} value={company.id}>
            {company.parentId !== null ? `— ${company.name}` : company.name}
          </option>
        ))}
      </select>
    </>
  );
}
