import { useApiMutation } from "@trezo/api";
import { BrandProvider, Button, Heading, Inline, Stack, Text, TextField } from "@trezo/ui";
import { useState } from "react";
import {
  type BrandingDraft,
  brandingFromDraft,
  contrastProblems,
  invalidColorFields,
} from "../../features/branding/brandingContrast";
import { useT } from "../../i18n/appI18n";
import * as css from "../../shell/Shell.css";
import { useAppStore } from "../../state/appStore";
import * as screenCss from "./CompanyScreen.css";

/**
 * The branding editor: header and menu colours and the logo, with a live preview (the same BrandProvider
 * the shell uses) and a warning when a menu colour is not readable. Saving applies it to every user of
 * the company; the header of this page changes at once.
 */
export function BrandingEditor({ companyId, canEdit }: { companyId: number; canEdit: boolean }) {
  const t = useT();
  const branding = useAppStore((state) => state.branding);
  const setBranding = useAppStore((state) => state.setBranding);
  const notify = useAppStore((state) => state.notify);
  const [draft, setDraft] = useState<BrandingDraft>({
    app_header_bg_color: branding?.app_header_bg_color ?? "",
    menu_text_color: branding?.menu_text_color ?? "",
    menu_active_text_color: branding?.menu_active_text_color ?? "",
    app_logo: branding?.app_logo ?? "",
  });
  const saveBranding = useApiMutation("saveBranding");
  const invalid = invalidColorFields(draft);
  const problems = contrastProblems(draft);
  const preview = brandingFromDraft({
    ...draft,
    ...Object.fromEntries(invalid.map((field) => [field, ""])),
  });

  const field = (name: keyof BrandingDraft, label: string) => (
    <TextField
      name={name}
      label={label}
      value={draft[name]}
      isDisabled={!canEdit}
      onChange={(value) => setDraft((previous) => ({ ...previous, [name]: value }))}
      {...(invalid.includes(name) ? { errorMessage: t("web.company.invalidColor") } : {})}
      {...(name === "app_logo" ? { type: "url" } : { placeholder: "#RRGGBB" })}
    />
  );

  return (
    <Stack gap="md">
      <Text tone="muted">{t("web.company.brandingIntro")}</Text>
      <div className={screenCss.colorFields}>
        {field("app_header_bg_color", t("web.company.headerColor"))}
        {field("menu_text_color", t("web.company.menuTextColor"))}
        {field("menu_active_text_color", t("web.company.menuActiveTextColor"))}
      </div>
      {field("app_logo", t("web.company.logo"))}
      {problems.map((problem) => (
        <Text key={problem.field} role="alert" tone="warning" data-testid="contrast-warning">
          {t("web.company.contrastWarning", { ratio: problem.ratio.toLocaleString() })}
        </Text>
      ))}
      <Heading level={3}>{t("web.company.preview")}</Heading>
      <BrandProvider branding={preview}>
        <div data-testid="branding-preview">
          <div className={css.header}>
            {preview.app_logo ? (
              <img className={css.logo} src={preview.app_logo} alt="" />
            ) : (
              <span>{t("app.name")}</span>
            )}
          </div>
          <div className={css.nav} style={{ display: "flex" }}>
            <span className={css.navLink} aria-current="page">
              {t("web.nav.dashboard")}
            </span>
            <span className={css.navLink}>{t("web.nav.transactions")}</span>
          </div>
        </div>
      </BrandProvider>
      {canEdit && (
        <Inline gap="sm">
          <Button
            loading={saveBranding.isPending}
            disabled={invalid.length > 0}
            onClick={async () => {
              try {
                const saved = await saveBranding.mutateAsync({ companyId, ...brandingFromDraft(draft) });
                setBranding(saved.branding);
                notify({ msg: t("web.company.brandingSaved"), color: "green" });
              } catch (error) {
                notify({ msg: error instanceof Error ? error.message : String(error), color: "red" });
              }
            }}
          >
            {t("forms.actions.save")}
          </Button>
          <Button
            variant="secondary"
            onClick={() =>
              setDraft({
                app_header_bg_color: "",
                menu_text_color: "",
                menu_active_text_color: "",
                app_logo: "",
              })
            }
          >
            {t("web.company.reset")}
          </Button>
        </Inline>
      )}
    </Stack>
  );
}
