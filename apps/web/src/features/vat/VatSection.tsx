import { Card } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { VatSettings } from "./VatSettings";

/** The VAT card of /company. */
export function VatSection({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const t = useT();
  return (
    <Card title={t("vat.title")}>
      <VatSettings companyId={companyId} canEdit={canEdit} />
    </Card>
  );
}
