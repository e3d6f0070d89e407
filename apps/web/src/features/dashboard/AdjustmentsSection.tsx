/**
 * The manual adjustments of one dashboard cell (spec 001 §7.5, issue 14), in the cell details: each with
 * its thread of comments; whoever may edit the forecast adds, edits and deletes adjustments and comments
 * (addManualAdjustment, editManualAdjustment, deleteManualAdjustment, getMAComments, updateMAComment,
 * deleteMAComment). Every control is a labelled button or field: the keyboard reaches all of it.
 */
import { useQueryClient } from "@tanstack/react-query";
import { ApiError, apiQueryKey, useApiMutation, useApiQuery } from "@trezo/api";
import {
  Button,
  ConfirmDialog,
  DatePicker,
  Heading,
  IconButton,
  Inline,
  MoneyField,
  Stack,
  Text,
  TextField,
} from "@trezo/ui";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { type FormEvent, useCallback, useState } from "react";
import { FORECAST_QUERIES } from "../../forecast/forecastQueries";
import { useMoneyFormat } from "../../forecast/useMoneyFormat";
import { useFormat, useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";
import * as styles from "./CellDetailsPanel.css";

/** An adjustment as the cell details list it. */
export interface CellAdjustment {
  id: number;
  booked_on: string;
  label: string;
  amount_cents: number;
}

export interface AdjustmentsSectionProps {
  companyId: number;
  /** The category of the cell's row. */
  categoryId: number;
  /** The cell's period: new adjustments fall in it. */
  period: { start: string; end: string };
  currency: string;
  adjustments: readonly CellAdjustment[];
  /** Whether the user may add, edit and delete (edit_forecast). @default false */
  canEdit?: boolean;
}

/** The calls whose answers an adjustment changes. */
const ADJUSTMENT_QUERIES = [...FORECAST_QUERIES, "getManualAdjustments", "getMAComments"] as const;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}

function useRefresh() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        ADJUSTMENT_QUERIES.map((call) => queryClient.invalidateQueries({ queryKey: apiQueryKey(call) })),
      ),
    [queryClient],
  );
}

export function AdjustmentsSection({
  companyId,
  categoryId,
  period,
  currency,
  adjustments,
  canEdit = false,
}: AdjustmentsSectionProps) {
  const t = useT();
  const [adding, setAdding] = useState(false);
  if (adjustments.length === 0 && !canEdit) return null;
  return (
    <section aria-labelledby="cell-adjustments">
      <Heading level={3} id="cell-adjustments">
        {t("forecastDetails.adjustments.title")}
      </Heading>
      {adjustments.length > 0 ? (
        <ul className={styles.list}>
          {adjustments.map((adjustment) => (
            <AdjustmentItem
              key={adjustment.id}
              companyId={companyId}
              categoryId={categoryId}
              period={period}
              currency={currency}
              adjustment={adjustment}
              canEdit={canEdit}
            />
          ))}
        </ul>
      ) : null}
      {canEdit ? (
        adding ? (
          <AdjustmentForm
            companyId={companyId}
            categoryId={categoryId}
            period={period}
            currency={currency}
            onDone={() => setAdding(false)}
          />
        ) : (
          <div>
            <Button
              variant="secondary"
              size="small"
              iconStart={<Plus size={14} />}
              onClick={() => setAdding(true)}
            >
              {t("forecastDetails.adjustments.add")}
            </Button>
          </div>
        )
      ) : null}
    </section>
  );
}

interface AdjustmentFormProps {
  companyId: number;
  categoryId: number;
  period: { start: string; end: string };
  currency: string;
  /** The adjustment to edit; a new one when absent. */
  adjustment?: CellAdjustment;
  onDone: () => void;
}

/** Adds an adjustment (with an optional first comment) or edits one. */
function AdjustmentForm({
  companyId,
  categoryId,
  period,
  currency,
  adjustment,
  onDone,
}: AdjustmentFormProps) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const refresh = useRefresh();
  const add = useApiMutation("addManualAdjustment");
  const edit = useApiMutation("editManualAdjustment");
  const [date, setDate] = useState<string | null>(adjustment?.booked_on ?? period.start);
  const [cents, setCents] = useState<number | null>(adjustment?.amount_cents ?? null);
  const [label, setLabel] = useState(adjustment?.label ?? "");
  const [comment, setComment] = useState("");
  const [errors, setErrors] = useState<{ date?: string; amount?: string; form?: string }>({});
  const busy = add.isPending || edit.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (cents === null || cents === 0) found.amount = t("forecastDetails.adjustments.amountRequired");
    if (!date || date < period.start || date > period.end)
      found.date = t("forecastDetails.adjustments.dateOutside");
    setErrors(found);
    if (found.amount || found.date || cents === null || !date) return;
    try {
      if (adjustment) {
        await edit.mutateAsync({
          companyId,
          adjustmentId: adjustment.id,
          booked_on: date,
          amount_cents: cents,
          label,
        });
      } else {
        await add.mutateAsync({
          companyId,
          category_id: categoryId,
          booked_on: date,
          amount_cents: cents,
          label,
          ...(comment.trim() ? { comment: comment.trim() } : {}),
        });
      }
      await refresh();
      notify({ msg: t("forecastDetails.adjustments.saved"), color: "green" });
      onDone();
    } catch (error) {
      setErrors({ form: messageOf(error, t("forecastDetails.adjustments.failed")) });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        <DatePicker
          label={t("forecastDetails.adjustments.date")}
          value={date}
          onChange={setDate}
          minValue={period.start}
          maxValue={period.end}
          isInvalid={errors.date !== undefined}
          errorMessage={errors.date}
          isRequired
        />
        <MoneyField
          label={t("forecastDetails.adjustments.amount")}
          description={t("forecastDetails.adjustments.amountHelp")}
          currency={currency}
          value={cents}
          onChange={setCents}
          isInvalid={errors.amount !== undefined}
          errorMessage={errors.amount}
          isRequired
        />
        <TextField
          label={t("forecastDetails.adjustments.label")}
          value={label}
          onChange={setLabel}
          maxLength={200}
        />
        {adjustment ? null : (
          <TextField
            label={t("forecastDetails.adjustments.comment")}
            value={comment}
            onChange={setComment}
            maxLength={5_000}
            multiline
          />
        )}
        {errors.form ? (
          <Text tone="danger" role="alert">
            {errors.form}
          </Text>
        ) : null}
        <Inline gap="sm">
          <Button type="submit" size="small" loading={busy}>
            {t("forecastDetails.adjustments.save")}
          </Button>
          <Button variant="ghost" size="small" onClick={onDone}>
            {t("forecastDetails.adjustments.cancel")}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

interface AdjustmentItemProps {
  companyId: number;
  categoryId: number;
  period: { start: string; end: string };
  currency: string;
  adjustment: CellAdjustment;
  canEdit: boolean;
}

function AdjustmentItem({
  companyId,
  categoryId,
  period,
  currency,
  adjustment,
  canEdit,
}: AdjustmentItemProps) {
  const t = useT();
  const format = useFormat();
  const money = useMoneyFormat(currency);
  const notify = useAppStore((state) => state.notify);
  const refresh = useRefresh();
  const remove = useApiMutation("deleteManualAdjustment");
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = adjustment.label || money(adjustment.amount_cents);

  const confirmDelete = async () => {
    try {
      await remove.mutateAsync({ companyId, adjustmentId: adjustment.id });
      setConfirming(false);
      await refresh();
      notify({ msg: t("forecastDetails.adjustments.deleted"), color: "green" });
    } catch (error) {
      setConfirming(false);
      notify({ msg: messageOf(error, t("forecastDetails.adjustments.failed")), color: "red" });
    }
  };

  return (
    <li className={styles.item} data-testid="adjustment">
      <span>{format.date(adjustment.booked_on)}</span>
      <span>
        {adjustment.label}
        <AdjustmentComments companyId={companyId} adjustmentId={adjustment.id} canEdit={canEdit} />
      </span>
      <span className={styles.amount}>
        {money(adjustment.amount_cents)}
        {canEdit ? (
          <>
            <br />
            <IconButton
              variant="ghost"
              size="small"
              label={t("forecastDetails.adjustments.edit", { name })}
              icon={<Pencil size={14} />}
              onClick={() => setEditing(true)}
            />
            <IconButton
              variant="ghost"
              size="small"
              label={t("forecastDetails.adjustments.delete", { name })}
              icon={<Trash2 size={14} />}
              onClick={() => setConfirming(true)}
            />
          </>
        ) : null}
      </span>
      {editing ? (
        <div className={styles.fullRow}>
          <AdjustmentForm
            companyId={companyId}
            categoryId={categoryId}
            period={period}
            currency={currency}
            adjustment={adjustment}
            onDone={() => setEditing(false)}
          />
        </div>
      ) : null}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("forecastDetails.adjustments.deleteTitle")}
        tone="danger"
        confirmLabel={t("forecastDetails.adjustments.deleteTitle")}
        loading={remove.isPending}
        onConfirm={() => void confirmDelete()}
      >
        {t("forecastDetails.adjustments.deleteText", { name })}
      </ConfirmDialog>
    </li>
  );
}

/** The comments of an adjustment, oldest first; who may edit adds, changes and deletes them. */
function AdjustmentComments({
  companyId,
  adjustmentId,
  canEdit,
}: {
  companyId: number;
  adjustmentId: number;
  canEdit: boolean;
}) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const refresh = useRefresh();
  const comments = useApiQuery("getMAComments", { companyId, adjustmentId });
  const save = useApiMutation("updateMAComment");
  const remove = useApiMutation("deleteMAComment");
  const [draft, setDraft] = useState("");
  const [editingId, setEditingId] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === "") {
      setProblem(t("forecastDetails.adjustments.commentRequired"));
      return;
    }
    try {
      await save.mutateAsync({
        companyId,
        adjustmentId,
        body: draft.trim(),
        ...(editingId === null ? {} : { commentId: editingId }),
      });
      setDraft("");
      setEditingId(null);
      setProblem(null);
      await refresh();
      notify({ msg: t("forecastDetails.adjustments.commentSaved"), color: "green" });
    } catch (error) {
      setProblem(messageOf(error, t("forecastDetails.adjustments.failed")));
    }
  };

  const deleteComment = async (commentId: number) => {
    try {
      await remove.mutateAsync({ companyId, commentId });
      await refresh();
      notify({ msg: t("forecastDetails.adjustments.commentDeleted"), color: "green" });
    } catch (error) {
      setProblem(messageOf(error, t("forecastDetails.adjustments.failed")));
    }
  };

  const list = comments.data?.comments ?? [];
  return (
    <div className={styles.comments}>
      <Text as="span" size="sm" tone="muted">
        {t("forecastDetails.adjustments.comments")}
      </Text>
      {list.length === 0 && !comments.isPending ? (
        <Text size="sm" tone="muted">
          {t("forecastDetails.adjustments.noComments")}
        </Text>
      ) : (
        <ul className={styles.commentList}>
          {list.map((comment) => (
            <li key={comment.id}>
              <Text size="sm">
                {comment.body}
                {comment.author ? (
                  <Text as="span" size="sm" tone="muted">
                    {" "}
                    — {comment.author.name}
                  </Text>
                ) : null}
              </Text>
              {canEdit ? (
                <Inline gap="xs">
                  <IconButton
                    variant="ghost"
                    size="small"
                    label={t("forecastDetails.adjustments.editComment")}
                    icon={<Pencil size={12} />}
                    onClick={() => {
                      setEditingId(comment.id);
                      setDraft(comment.body);
                    }}
                  />
                  <IconButton
                    variant="ghost"
                    size="small"
                    label={t("forecastDetails.adjustments.deleteComment")}
                    icon={<Trash2 size={12} />}
                    onClick={() => void deleteComment(comment.id)}
                  />
                </Inline>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {canEdit ? (
        <form onSubmit={(event) => void submit(event)} noValidate>
          <Stack gap="xs">
            <TextField
              label={t(
                editingId === null
                  ? "forecastDetails.adjustments.addComment"
                  : "forecastDetails.adjustments.editComment",
              )}
              value={draft}
              onChange={setDraft}
              maxLength={5_000}
              isInvalid={problem !== null}
              errorMessage={problem ?? undefined}
            />
            <div>
              <Button type="submit" size="small" variant="secondary" loading={save.isPending}>
                {t("forecastDetails.adjustments.save")}
              </Button>
            </div>
          </Stack>
        </form>
      ) : null}
    </div>
  );
}
