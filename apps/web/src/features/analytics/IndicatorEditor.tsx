/**
 * The indicator editor (issue 18): name, formula with completion and errors at their position, a preview
 * over the report's periods (getReportValues with the draft, once typing pauses), colour (#30CE8F by
 * default), active status, technical flag, comment. Saving sends createIndicator or updateIndicator; a
 * refusal of the server is shown in the form.
 */
import { keepPreviousData } from "@tanstack/react-query";
import { ApiError, type CallOutput, useApiMutation, useApiQuery } from "@trezo/api";
import { DEFAULT_INDICATOR_COLOR } from "@trezo/charts";
import { Button, Checkbox, Dialog, Inline, Stack, Switch, Text, TextField } from "@trezo/ui";
import { useEffect, useState } from "react";
import { useT } from "../../i18n/appI18n";
import * as styles from "./analytics.css";
import { FormulaInput, formulaSyntaxError } from "./FormulaInput";
import { ValuesTable } from "./ValuesTable";

type Report = CallOutput<"getReports">["reports"][number];
export type Indicator = Report["indicators"][number];
export type ReportQuery = { granularity: "month" | "week"; scenarioId?: number | undefined };

const PREVIEW_DELAY_MS = 400;

export function IndicatorEditor({
  companyId,
  report,
  indicator,
  categories,
  query,
  onClose,
}: {
  companyId: number;
  report: Report;
  /** The indicator changed, or null for a new one. */
  indicator: Indicator | null;
  categories: CallOutput<"getReports">["categories"];
  query: ReportQuery;
  onClose: () => void;
}) {
  const t = useT();
  const [name, setName] = useState(indicator?.name ?? "");
  const [formula, setFormula] = useState(indicator?.formula_display ?? "");
  const [color, setColor] = useState(indicator?.color ?? DEFAULT_INDICATOR_COLOR);
  const [status, setStatus] = useState(indicator?.status ?? true);
  const [isTechnical, setTechnical] = useState(indicator?.isTechnical ?? false);
  const [comment, setComment] = useState(indicator?.comment ?? "");
  const [refusal, setRefusal] = useState<string | null>(null);
  const others = report.indicators.filter((one) => one.id !== indicator?.id).map((one) => one.name);
  const [settled, setSettled] = useState(formula.trim());
  useEffect(() => {
    const timer = setTimeout(() => setSettled(formula.trim()), PREVIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [formula]);
  const parsesHere = formulaSyntaxError(settled, categories, others) === null;
  const preview = useApiQuery(
    "getReportValues",
    {
      companyId,
      id: report.id,
      ...query,
      draft: { name, formula: settled, ...(indicator ? { indicatorId: indicator.id } : {}) },
    },
    { enabled: settled !== "" && parsesHere, placeholderData: keepPreviousData, staleTime: 30_000 },
  );
  const invalidates = ["getReports", "getReportValues"] as const;
  const create = useApiMutation("createIndicator", { invalidates });
  const update = useApiMutation("updateIndicator", { invalidates });
  const draft = preview.data?.draft;
  const serverError =
    draft?.status === "cycle"
      ? t("analytics.cycle", { names: (draft.cycle ?? []).join(" → ") })
      : draft?.status === "syntaxError"
        ? (draft.error?.message ?? null)
        : null;
  const save = async () => {
    setRefusal(null);
    const fields = { name: name.trim(), formula, color, status, isTechnical, comment };
    try {
      if (indicator) await update.mutateAsync({ companyId, id: indicator.id, ...fields });
      else await create.mutateAsync({ companyId, reportId: report.id, ...fields });
      onClose();
    } catch (error) {
      setRefusal(error instanceof ApiError && error.message ? error.message : t("analytics.syntaxError"));
    }
  };
  const canSave =
    name.trim() !== "" && formula.trim() !== "" && formulaSyntaxError(formula, categories, others) === null;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t("analytics.editor.title")}
      size="large"
      fullScreen="mobile"
      footer={
        <Inline gap="sm" justify="flex-end">
          <Button variant="secondary" onClick={onClose}>
            {t("analytics.cancel")}
          </Button>
          <Button
            onClick={() => void save()}
            disabled={!canSave}
            loading={create.isPending || update.isPending}
          >
            {t("analytics.save")}
          </Button>
        </Inline>
      }
    >
      <Stack gap="md">
        <TextField
          label={t("analytics.editor.name")}
          value={name}
          onChange={setName}
          isRequired
          maxLength={120}
        />
        <FormulaInput
          label={t("analytics.editor.formula")}
          description={t("analytics.editor.formulaHelp")}
          value={formula}
          onChange={setFormula}
          categories={categories}
          indicators={others}
          serverError={serverError}
        />
        <section aria-label={t("analytics.editor.preview")} aria-busy={preview.isFetching}>
          <Stack gap="xs">
            <Text weight="semibold">{t("analytics.editor.preview")}</Text>
            {preview.data && draft?.status === "computed" ? (
              <ValuesTable
                periods={preview.data.periods}
                rows={[
                  {
                    id: 0,
                    name: name || t("analytics.editor.thisIndicator"),
                    color,
                    values: draft.values,
                    errors: draft.errors,
                  },
                ]}
                testId="indicator-preview"
              />
            ) : (
              <Text tone="muted">{t("analytics.editor.previewEmpty")}</Text>
            )}
          </Stack>
        </section>
        <Inline gap="md" align="center">
          <label>
            <Inline gap="xs" align="center">
              <input
                type="color"
                className={styles.colorInput}
                value={color}
                onChange={(event) => setColor(event.target.value.toUpperCase())}
                aria-label={t("analytics.editor.color")}
              />
              <Text as="span">{t("analytics.editor.color")}</Text>
            </Inline>
          </label>
          <Switch isSelected={status} onChange={setStatus}>
            {t("analytics.editor.status")}
          </Switch>
          <Checkbox isSelected={isTechnical} onChange={setTechnical}>
            {t("analytics.editor.technical")}
          </Checkbox>
        </Inline>
        <Text size="sm" tone="muted">
          {t("analytics.editor.technicalHelp")}
        </Text>
        <TextField
          label={t("analytics.editor.comment")}
          value={comment}
          onChange={setComment}
          multiline
          maxLength={5000}
        />
        {refusal ? (
          <Text tone="danger" role="alert">
            {refusal}
          </Text>
        ) : null}
      </Stack>
    </Dialog>
  );
}
