import { useApiMutation, useApiQuery } from "@trezo/api";
import { companySchema } from "@trezo/forms";
import { Button, Inline, Select, Stack, Text } from "@trezo/ui";
import { useState } from "react";
import { useSessionService } from "../../app/AppServices";
import { companyErrorMessage } from "../../components/companyErrors";
import { SchemaForm } from "../../features/schemaForm/SchemaForm";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import { PopupFrame } from "./PopupFrame";
import { planPopupOf } from "./planPopups";
import { isFullScreenOnMobile, isMobileUserAgent, type PopupRequest } from "./popupTypes";
import { WithPopupApi } from "./WithPopupApi";

interface Created {
  id: number;
  name: string;
}

/**
 * Company creation (spec 000 §5, 001 §8), full screen on mobile: a name; for an accounting firm's
 * client a SIRET too (the SIRET rule of @trezo/domain, 'SIRET invalide.'). A SIRET in use, a failure,
 * or a third trial client each get their own answer. Once created, the company can be opened at once
 * (spec 000 §4 switching company).
 */
export default function CreateCompanyPopup({
  request,
  onClose,
}: {
  request: PopupRequest;
  onClose: () => void;
}) {
  return (
    <WithPopupApi>
      <CreateCompany request={request} onClose={onClose} />
    </WithPopupApi>
  );
}

/** The popup's content, under the API providers (component tests render it under their own). */
export function CreateCompany({ request, onClose }: { request: PopupRequest; onClose: () => void }) {
  const t = useT();
  const session = useSessionService();
  const openPopup = useAppStore((state) => state.openPopup);
  const [created, setCreated] = useState<Created | null>(null);
  const createCompany = useApiMutation("createCompany", {
    invalidates: ["getManagedCompanies", "getPortfolio"],
  });
  const parentId = request.id === "createCompany" ? request.parentId : undefined;
  const accountingFirm = parentId !== undefined;
  const fullScreen = isFullScreenOnMobile("createCompany") && isMobileUserAgent(navigator.userAgent);
  const [templateId, setTemplateId] = useState<string>("none");

  if (created) {
    return (
      <PopupFrame title={t("companies.created.title")} onClose={onClose} fullScreen={fullScreen}>
        <Stack gap="md">
          <Text role="status">{t("companies.created.body", { name: created.name })}</Text>
          <Inline gap="sm" justify="flex-end">
            <Button variant="secondary" onClick={onClose}>
              {t("companies.created.stay")}
            </Button>
            <Button
              onClick={() => {
                session.openCreatedCompany(
                  { id: created.id, name: created.name, isCpa: false, parentId: parentId ?? null },
                  window.location.pathname,
                );
              }}
            >
              {t("companies.created.open", { name: created.name })}
            </Button>
          </Inline>
        </Stack>
      </PopupFrame>
    );
  }

  return (
    <PopupFrame title={t("web.popups.createCompanyTitle")} onClose={onClose} fullScreen={fullScreen}>
      {parentId !== undefined ? (
        <TemplateChoice firmId={parentId} value={templateId} onChange={setTemplateId} />
      ) : null}
      <SchemaForm
        schema={companySchema({ accountingFirm })}
        formLabel={t("web.popups.createCompanyTitle")}
        fields={[
          {
            name: "name",
            label: t(accountingFirm ? "forms.fields.cabinetCompanyName" : "forms.fields.companyName"),
            autoComplete: "organization",
          },
          { name: "siret", label: t("forms.fields.siret") },
        ]}
        submitLabel={t(accountingFirm ? "forms.actions.createClientCompany" : "forms.actions.createCompany")}
        onSubmit={async ({ name, siret }) => {
          try {
            const { companyId } = await createCompany.mutateAsync({
              name,
              ...(siret ? { siret } : {}),
              ...(parentId !== undefined ? { parentId } : {}),
              ...(parentId !== undefined && templateId !== "none" ? { templateId: Number(templateId) } : {}),
            });
            setCreated({ id: companyId, name: name.trim() });
          } catch (error) {
            const plan = planPopupOf(error);
            if (plan) {
              openPopup(plan);
              return;
            }
            throw new Error(companyErrorMessage(error, t, "create"));
          }
        }}
      />
    </PopupFrame>
  );
}

/** For a client file: the firm's category plan templates to start from (issue 16), when it has any. */
function TemplateChoice({
  firmId,
  value,
  onChange,
}: {
  firmId: number;
  value: string;
  onChange: (id: string) => void;
}) {
  const t = useT();
  const templates = useApiQuery("listCategoryPlanTemplates", { companyId: firmId });
  const list = templates.data?.templates ?? [];
  if (list.length === 0) return null;
  return (
    <Select
      label={t("consoleScreen.templates.field")}
      options={[
        { id: "none", label: t("consoleScreen.templates.none") },
        ...list.map((template) => ({ id: String(template.id), label: template.name })),
      ]}
      value={value}
      onChange={(id) => onChange(id ?? "none")}
    />
  );
}
