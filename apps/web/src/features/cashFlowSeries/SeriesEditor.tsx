/**
 * The cash-flow series editor (DESIGN §6): category, label, a fixed amount or a formula with its live
 * preview and a link to the formula guide, frequency, start, end or count, growth, VAT, payment delay,
 * and in a scenario other than the base the event group of the change. A new series is created with
 * create_cfs; an existing one is changed with update_cfs (only the fields that changed), its description
 * and visibility with update_cfs_description and update_cfs_displayed, and it is deleted with delete_cfs.
 * Outside the base scenario the server keeps each change as an event of the scenario.
 */
import { type ApiError, useApiMutation, useApiQuery } from "@trezo/api";
import {
  ComboBoxField,
  DateField,
  Form,
  MoneyField,
  NumberField,
  SelectField,
  type SubmitResult,
  SwitchField,
  TextField,
  useSchemaForm,
} from "@trezo/forms";
import { Button, ConfirmDialog, Inline, Skeleton, Stack, Text } from "@trezo/ui";
import { BookOpen, Trash2 } from "lucide-react";
import { useMemo, useState } from "react";
import { useWatch } from "react-hook-form";
import { type Scenario, useScenarioName, useSeriesInvalidation } from "../../forecast/forecastQueries";
import { SidePanel } from "../../forecast/SidePanel";
import { useFormat, useT } from "../../i18n/appI18n";
import { type FlatCategory, flattenCategories } from "../../references/categoryPaths";
import { useAppStore } from "../../state/appStore";
import { useOpenHelp } from "../help/helpPage";
import { FormulaPreview } from "./FormulaPreview";
import {
  newSeriesValues,
  type SeriesFormOutput,
  type SeriesFormValues,
  type SeriesOutput,
  seriesFormSchema,
  seriesPatch,
  seriesValuesOf,
} from "./seriesForm";

/** What the editor opens on: a new series (of a category, from a date) or an existing one. */
export type SeriesEditorTarget =
  | { kind: "create"; categoryId: number | null; start: string }
  | { kind: "edit"; cfsId: number };

export interface SeriesEditorProps {
  companyId: number;
  /** The scenario the dashboard shows: changes are made in it. */
  scenario: Pick<Scenario, "id" | "is_base" | "events" | "name">;
  currency: string;
  target: SeriesEditorTarget;
  /** Whether the user may change forecasts (edit_forecast); else the series is shown only. */
  canEdit: boolean;
  onClose: () => void;
  /** Back to where the editor was opened from (the list, a cell's details). */
  onBack?: (() => void) | undefined;
}

const FREQUENCY_ORDER = ["once", "weekly", "monthly", "quarterly", "half-yearly", "yearly"] as const;

export function SeriesEditor({
  companyId,
  scenario,
  currency,
  target,
  canEdit,
  onClose,
  onBack,
}: SeriesEditorProps) {
  const t = useT();
  const scenarioName = useScenarioName();
  const cfsId = target.kind === "edit" ? target.cfsId : null;
  const details = useApiQuery(
    "get_cfs_details",
    { companyId, cfsId: cfsId ?? 0, ...(scenario.is_base ? {} : { scenarioId: scenario.id }) },
    { enabled: cfsId !== null },
  );
  const tree = useApiQuery("getCategoryTree", { companyId }, { staleTime: 60_000 });
  const categories = useMemo(() => flattenCategories(tree.data?.categories ?? []), [tree.data]);
  const title = t(cfsId === null ? "series.editor.createTitle" : "series.editor.editTitle");
  const actions = onBack ? (
    <Button variant="ghost" size="small" onClick={onBack}>
      {t("series.editor.back")}
    </Button>
  ) : null;

  return (
    <SidePanel
      title={title}
      subtitle={t("series.scenarioOf", { name: scenarioName(scenario) })}
      onClose={onClose}
      actions={actions}
      data-testid="series-editor"
    >
      {tree.isPending ? (
        <Skeleton lines={8} />
      ) : tree.isError ? (
        <Text tone="danger" role="alert">
          {tree.error.message}
        </Text>
      ) : cfsId === null ? (
        <SeriesForm
          categories={categories}
          companyId={companyId}
          scenario={scenario}
          currency={currency}
          series={null}
          defaults={newSeriesValues(
            target.kind === "create" ? target.start : "",
            target.kind === "create" ? target.categoryId : null,
          )}
          canEdit={canEdit}
          onDone={onBack ?? onClose}
        />
      ) : details.isPending ? (
        <Skeleton lines={8} />
      ) : details.isError ? (
        <Text tone="danger" role="alert">
          {details.error.message}
        </Text>
      ) : (
        <>
          <SeriesForm
            key={details.data.cfs.id}
            categories={categories}
            companyId={companyId}
            scenario={scenario}
            currency={currency}
            series={details.data.cfs}
            defaults={seriesValuesOf(
              details.data.cfs,
              scenario.events.find((event) => event.cfs_id === details.data.cfs.id)?.group_id ?? null,
            )}
            canEdit={canEdit}
            onDone={onBack ?? onClose}
          />
          <NextOccurrences occurrences={details.data.occurrences} currency={currency} />
        </>
      )}
    </SidePanel>
  );
}

/** The series' next occurrences as get_cfs_details lists them (a year from today). */
function NextOccurrences({
  occurrences,
  currency,
}: {
  occurrences: ReadonlyArray<{ date: string; cents: number }>;
  currency: string;
}) {
  const t = useT();
  const format = useFormat();
  if (occurrences.length === 0) return null;
  const shown = occurrences.slice(0, 12);
  return (
    <section aria-label={t("series.editor.nextOccurrences")}>
      <Stack gap="xs">
        <Text weight="semibold">{t("series.editor.nextOccurrences")}</Text>
        <ul style={{ margin: 0, paddingInlineStart: "1.2em" }}>
          {shown.map((occurrence) => (
            <li key={occurrence.date}>
              {format.date(occurrence.date)} : {format.money(occurrence.cents, currency)}
            </li>
          ))}
        </ul>
      </Stack>
    </section>
  );
}

function SeriesForm({
  categories,
  companyId,
  scenario,
  currency,
  series,
  defaults,
  canEdit,
  onDone,
}: {
  categories: readonly FlatCategory[];
  companyId: number;
  scenario: SeriesEditorProps["scenario"];
  currency: string;
  series: SeriesOutput | null;
  defaults: SeriesFormValues;
  canEdit: boolean;
  onDone: () => void;
}) {
  const t = useT();
  const save = useApiMutation("saveCashFlowSeries");
  const deleteSeries = useApiMutation("delete_cfs");
  const notify = useAppStore((state) => state.notify);
  const openHelp = useOpenHelp();
  const invalidate = useSeriesInvalidation();
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const schema = useMemo(
    () =>
      seriesFormSchema({
        required: t("series.validation.required"),
        categoryRequired: t("series.validation.categoryRequired"),
        amountRequired: t("series.validation.amountRequired"),
        amountZero: t("series.validation.amountZero"),
        formulaRequired: t("series.validation.formulaRequired"),
        endBeforeStart: t("series.validation.endBeforeStart"),
        countInvalid: t("series.validation.countInvalid"),
        growthInvalid: t("series.validation.growthInvalid"),
        vatInvalid: t("series.validation.vatInvalid"),
        delayInvalid: t("forecastDetails.paymentTerms.invalid"),
        groupInvalid: t("series.validation.groupInvalid"),
      }),
    [t],
  );
  const form = useSchemaForm(schema, defaults);
  const [amountKind, frequency, endKind, categoryId, formula, amountCents] = useWatch({
    control: form.control,
    name: ["amount_kind", "frequency", "end_kind", "category_id", "formula", "amount_cents"],
  });
  const categoryOptions = useMemo(
    () => categories.map(({ node, path }) => ({ id: String(node.id), label: path })),
    [categories],
  );
  const category = categories.find(({ node }) => String(node.id) === categoryId)?.node;
  const event = series ? scenario.events.find((one) => one.cfs_id === series.id) : undefined;
  const target = scenario.is_base ? {} : { scenarioId: scenario.id };
  const once = frequency === "once";

  const submit = async (values: SeriesFormOutput): Promise<SubmitResult<SeriesFormValues>> => {
    try {
      // One call per save, all or nothing on the server. Outside the base, the change becomes (or joins)
      // the scenario's event, in the group typed (null takes an event out of its group).
      const group = scenario.is_base ? {} : { group_id: values.group_id };
      if (series === null) {
        await save.mutateAsync({
          companyId,
          ...target,
          ...group,
          series: { kind: "new", cfs: values.cfs },
          description: values.description,
          displayed: values.displayed,
        });
      } else {
        const groupChanged = !scenario.is_base && (event?.group_id ?? null) !== values.group_id;
        const patch = seriesPatch(series, values.cfs);
        await save.mutateAsync({
          companyId,
          ...target,
          ...(Object.keys(patch).length > 0 || groupChanged ? group : {}),
          series: { kind: "existing", cfsId: series.id, cfs: patch },
          ...(values.description === series.description ? {} : { description: values.description }),
          ...(values.displayed === series.displayed ? {} : { displayed: values.displayed }),
        });
      }
      await invalidate();
      notify({ msg: t(series === null ? "series.editor.created" : "series.editor.saved"), color: "green" });
      onDone();
      return undefined;
    } catch (error) {
      return serverOutcome(error as ApiError, t("series.editor.failed"));
    }
  };

  const remove = async () => {
    if (!series) return;
    setDeleting(true);
    try {
      await deleteSeries.mutateAsync({ companyId, cfsId: series.id, ...target });
      await invalidate();
      notify({ msg: t("series.editor.deleted"), color: "green" });
      setConfirmDelete(false);
      onDone();
    } catch (error) {
      notify({ msg: (error as ApiError).message || t("series.editor.failed"), color: "red" });
    } finally {
      setDeleting(false);
    }
  };

  const signMismatch =
    amountKind === "fixed" &&
    amountCents !== null &&
    amountCents !== undefined &&
    category !== undefined &&
    (category.direction === "expense" ? amountCents > 0 : amountCents < 0);

  return (
    <Stack gap="md">
      {!scenario.is_base ? <Text tone="muted">{t("series.editor.scenarioNote")}</Text> : null}
      <Form form={form} onSubmit={submit} aria-label={t("series.editor.formLabel")}>
        <ComboBoxField<SeriesFormValues>
          name="category_id"
          label={t("series.fields.category")}
          options={categoryOptions}
          defaultFilter={containsText}
          isRequired
        />
        <TextField<SeriesFormValues> name="label" label={t("series.fields.label")} maxLength={200} />
        <SelectField<SeriesFormValues>
          name="amount_kind"
          label={t("series.fields.amountKind")}
          options={[
            { id: "fixed", label: t("series.amountKinds.fixed") },
            { id: "formula", label: t("series.amountKinds.formula") },
          ]}
        />
        {amountKind === "fixed" ? (
          <>
            <MoneyField<SeriesFormValues>
              name="amount_cents"
              label={t("series.fields.amount")}
              description={t("series.fields.amountHelp")}
              currency={currency}
              isRequired
            />
            {signMismatch ? (
              <Text tone="warning" size="sm">
                {t(
                  category?.direction === "expense"
                    ? "series.editor.positiveInExpense"
                    : "series.editor.negativeInIncome",
                )}
              </Text>
            ) : null}
          </>
        ) : (
          <>
            <TextField<SeriesFormValues>
              name="formula"
              label={t("series.fields.formula")}
              description={t("series.fields.formulaHelp")}
              maxLength={2_000}
              isRequired
            />
            <div>
              <Button
                variant="ghost"
                size="small"
                iconStart={<BookOpen size={16} />}
                onClick={() => openHelp("formulas")}
              >
                {t("series.editor.formulaGuide")}
              </Button>
            </div>
            <FormulaPreview
              companyId={companyId}
              categoryId={categoryId ? Number(categoryId) : null}
              formula={formula ?? ""}
              currency={currency}
            />
          </>
        )}
        <SelectField<SeriesFormValues>
          name="frequency"
          label={t("series.fields.frequency")}
          options={FREQUENCY_ORDER.map((id) => ({ id, label: t(`dashboardScreen.details.frequency.${id}`) }))}
        />
        <DateField<SeriesFormValues>
          name="start"
          label={t(once ? "series.fields.date" : "series.fields.start")}
          isRequired
        />
        {!once ? (
          <>
            <SelectField<SeriesFormValues>
              name="end_kind"
              label={t("series.fields.endKind")}
              options={[
                { id: "never", label: t("series.endKinds.never") },
                { id: "end", label: t("series.endKinds.end") },
                { id: "count", label: t("series.endKinds.count") },
              ]}
            />
            {endKind === "end" ? (
              <DateField<SeriesFormValues> name="end" label={t("series.fields.end")} isRequired />
            ) : null}
            {endKind === "count" ? (
              <NumberField<SeriesFormValues>
                name="count"
                label={t("series.fields.count")}
                minValue={1}
                maxValue={10_000}
                isRequired
              />
            ) : null}
            {amountKind === "fixed" ? (
              <NumberField<SeriesFormValues>
                name="growth_percent"
                label={t("series.fields.growth")}
                description={t("series.fields.growthHelp")}
                formatOptions={{ maximumFractionDigits: 2 }}
              />
            ) : null}
          </>
        ) : null}
        <NumberField<SeriesFormValues>
          name="vat_percent"
          label={t("series.fields.vat")}
          description={t("series.fields.vatHelp")}
          formatOptions={{ maximumFractionDigits: 2 }}
        />
        <TextField<SeriesFormValues>
          name="payment_terms"
          label={t("forecastDetails.paymentTerms.label")}
          description={t("forecastDetails.paymentTerms.help")}
          maxLength={100}
        />
        {!scenario.is_base ? (
          <TextField<SeriesFormValues>
            name="group_id"
            label={t("series.fields.group")}
            description={t("series.fields.groupHelp")}
            maxLength={64}
          />
        ) : null}
        <TextField<SeriesFormValues>
          name="description"
          label={t("series.fields.description")}
          multiline
          maxLength={5_000}
        />
        <SwitchField<SeriesFormValues> name="displayed">{t("series.fields.displayed")}</SwitchField>
        {!canEdit ? <Text tone="muted">{t("series.editor.readOnly")}</Text> : null}
        <Inline gap="sm" justify="space-between">
          {!canEdit ? null : (
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t(series === null ? "series.editor.create" : "series.editor.save")}
            </Button>
          )}
          {canEdit && series !== null ? (
            <Button variant="danger" iconStart={<Trash2 size={16} />} onClick={() => setConfirmDelete(true)}>
              {t("series.editor.delete")}
            </Button>
          ) : null}
        </Inline>
      </Form>
      {series !== null ? (
        <ConfirmDialog
          open={confirmDelete}
          onOpenChange={setConfirmDelete}
          title={t("series.editor.deleteTitle")}
          tone="danger"
          confirmLabel={t("series.editor.delete")}
          loading={deleting}
          onConfirm={() => void remove()}
        >
          {t(
            scenario.is_base || series.scenario_id === scenario.id
              ? "series.editor.deleteText"
              : "series.editor.deleteInScenarioText",
            { name: series.label || t(`dashboardScreen.details.frequency.${series.frequency}`) },
          )}
        </ConfirmDialog>
      ) : null}
    </Stack>
  );
}

/** A category is found by any part of its path ("logi" finds "Décaissements › Logiciels"). */
function containsText(text: string, typed: string): boolean {
  return text.toLocaleLowerCase().includes(typed.trim().toLocaleLowerCase());
}

/** The server's refusal as the form shows it: per field (`cfs.formula` → formula) or for the form. */
export function serverOutcome(error: ApiError, fallback: string): SubmitResult<SeriesFormValues> {
  const fields = new Set<string>([
    "category_id",
    "label",
    "amount_cents",
    "formula",
    "frequency",
    "start",
    "end",
    "count",
  ]);
  const fieldErrors: Partial<Record<keyof SeriesFormValues, string>> = {};
  for (const field of error.fields ?? []) {
    const name = field.path.replace(/^cfs\./, "");
    if (fields.has(name)) fieldErrors[name as keyof SeriesFormValues] = field.message;
    else if (name === "growth_rate_bp") fieldErrors.growth_percent = field.message;
    else if (name === "vat_rate_bp") fieldErrors.vat_percent = field.message;
    else if (name.startsWith("payment_")) fieldErrors.payment_terms = field.message;
  }
  if (Object.keys(fieldErrors).length > 0) return { fieldErrors };
  return { formError: error.message || fallback };
}
