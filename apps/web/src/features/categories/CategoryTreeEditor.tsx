/**
 * The category tree editor of /categories: every category with its controls (CategoryRow: drag and
 * drop, move buttons, duplicate, details), a form to add a top-level category, the details panel (payment
 * delay of invoices), and the deletion confirmation that says what becomes of the transactions. Changes
 * go to the server one by one; the tree is read again after each.
 */
import { type ApiError, useApiMutation, useJobMutation } from "@trezo/api";
import { Button, ConfirmDialog, Inline, ProgressBar, RadioGroup, Stack, Text, TextField } from "@trezo/ui";
import { useRef, useState } from "react";
import { DragPreview, type DragPreviewRenderer } from "react-aria";
import { useT } from "../../i18n/appI18n";
import { type CategoryNode, flattenCategories } from "../../references/categoryPaths";
import { useAppStore } from "../../state/appStore";
import { usePaywall } from "../billing/usePaywall";
import { CategoryDetailsPanel } from "./CategoryDetailsPanel";
import { type CategoryActions, type CategoryDrag, CategoryRow } from "./CategoryRow";
import { CategoryTemplateActions } from "./CategoryTemplateActions";
import * as styles from "./CategoryTreeEditor.css";
import { descendantCount } from "./categoryTree";

export interface CategoryTreeEditorProps {
  companyId: number;
  roots: readonly CategoryNode[];
  maxDepth: number;
  canClassify: boolean;
  canEditForecast: boolean;
}

const TREE_CALLS = ["getCategoryTree"] as const;

function byPosition(nodes: readonly CategoryNode[]): CategoryNode[] {
  return [...nodes].sort((a, b) => a.position - b.position);
}

export function CategoryTreeEditor({
  companyId,
  roots,
  maxDepth,
  canClassify,
  canEditForecast,
}: CategoryTreeEditorProps) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [removing, setRemoving] = useState<CategoryNode | null>(null);
  const [newName, setNewName] = useState("");
  const [direction, setDirection] = useState<"income" | "expense">("expense");
  const [dragging, setDragging] = useState<CategoryDrag | null>(null);
  const [detailsId, setDetailsId] = useState<number | null>(null);
  const dragPreview = useRef<DragPreviewRenderer | null>(null);

  // Spec 001: a failed add or edit shows the red notice 'Veuillez vérifier votre saisie'.
  const checkInput = () => notify({ msg: t("errors.checkInput"), color: "red" });
  const failed = (error: ApiError) =>
    notify({ msg: error.message || t("transactionsScreen.saveFailed"), color: "red" });
  const add = useApiMutation("addNewCategory", { invalidates: TREE_CALLS });
  const rename = useApiMutation("editCategory", { invalidates: TREE_CALLS });
  const reorder = useApiMutation("reorderCategory", { invalidates: TREE_CALLS, onError: failed });
  const paywall = usePaywall(companyId);
  // Past the plan's category levels (spec 000 §6 paywall): the unlock popup rather than an error.
  const move = useApiMutation("moveCategory", {
    invalidates: TREE_CALLS,
    onError: (error) => paywall.refused(error) || failed(error),
  });
  const exclude = useApiMutation("setCategoryIncomeExpenseInclusion", {
    invalidates: TREE_CALLS,
    onError: failed,
  });
  const duplicate = useApiMutation("duplicateCategory", {
    invalidates: TREE_CALLS,
    onSuccess: (_result, input) => {
      const original = flattenCategories(roots).find((entry) => entry.node.id === input.categoryId);
      notify({
        msg: t("categoriesScreen.tree.duplicated", { name: original?.node.name ?? "" }),
        color: "green",
      });
    },
    onError: failed,
  });
  const forecast = useApiMutation("updateCategoryForecast", { invalidates: TREE_CALLS, onError: failed });
  const remove = useJobMutation("removeCategory", {
    invalidates: [...TREE_CALLS, "getTransactionList"],
    onSuccess: ({ output, result }) => {
      setRemoving(null);
      notify({
        msg: t("transactionsScreen.categories.removed", {
          count: output.uncategorised,
          recategorised: result.changed,
        }),
        color: "green",
      });
    },
    onError: failed,
  });

  const saved = async (work: () => Promise<unknown>) => {
    try {
      await work();
      return true;
    } catch (error) {
      if (!paywall.refused(error)) checkInput();
      return false;
    }
  };

  const actions: CategoryActions = {
    rename: (node, name) => saved(() => rename.mutateAsync({ companyId, categoryId: node.id, name })),
    addChild: (parent, name) => saved(() => add.mutateAsync({ companyId, name, parentId: parent.id })),
    reorder: (node, position) => reorder.mutate({ companyId, categoryId: node.id, position }),
    move: (node, parentId, position) => move.mutate({ companyId, categoryId: node.id, parentId, position }),
    remove: setRemoving,
    drop: (node, plan) =>
      plan.kind === "reorder"
        ? reorder.mutate({ companyId, categoryId: node.id, position: plan.position })
        : move.mutate({ companyId, categoryId: node.id, parentId: plan.parentId, position: plan.position }),
    duplicate: (node) => duplicate.mutate({ companyId, categoryId: node.id }),
    details: (node) => setDetailsId(node.id),
    setExcluded: (node, excluded) =>
      exclude.mutate({ companyId, categoryId: node.id, not_include_in_income_or_expense: excluded }),
    // updateCategoryForecast takes the whole list of categories that keep their forecast.
    setForecast: (node, enabled) => {
      const others = flattenCategories(roots)
        .map((entry) => entry.node)
        .filter((other) => other.id !== node.id && other.forecast_enabled)
        .map((other) => other.id);
      forecast.mutate({ companyId, enabledIds: enabled ? [...others, node.id] : others });
    },
  };

  const details =
    detailsId === null
      ? null
      : (flattenCategories(roots).find((entry) => entry.node.id === detailsId)?.node ?? null);

  const renderLevel = (
    nodes: readonly CategoryNode[],
    parent: CategoryNode | null,
    grandparent: CategoryNode | null,
  ) => {
    const siblings = byPosition(nodes);
    return siblings.map((node) => (
      <li key={node.id}>
        <CategoryRow
          node={node}
          parent={parent}
          grandparent={grandparent}
          siblings={siblings}
          maxDepth={maxDepth}
          canClassify={canClassify}
          canEditForecast={canEditForecast}
          actions={actions}
          dragging={dragging}
          setDragging={setDragging}
          dragPreview={dragPreview}
        />
        {node.children.length > 0 ? (
          <ul className={styles.children}>{renderLevel(node.children, node, parent)}</ul>
        ) : null}
      </li>
    ));
  };

  const addTop = async () => {
    const name = newName.trim();
    if (await saved(() => add.mutateAsync({ companyId, name, parentId: null, direction }))) setNewName("");
  };

  return (
    <Stack gap="md">
      <CategoryTemplateActions companyId={companyId} canImport={canClassify} />
      {canClassify ? (
        <Inline gap="md" align="flex-end">
          <TextField label={t("transactionsScreen.categories.name")} value={newName} onChange={setNewName} />
          <RadioGroup
            label={t("transactionsScreen.categories.direction")}
            orientation="horizontal"
            options={[
              { id: "income", label: t("banking.export.income") },
              { id: "expense", label: t("banking.export.expense") },
            ]}
            value={direction}
            onChange={(value) => setDirection(value === "income" ? "income" : "expense")}
          />
          <Button onClick={() => void addTop()} loading={add.isPending}>
            {t("transactionsScreen.categories.addTop")}
          </Button>
        </Inline>
      ) : null}
      {roots.length === 0 ? <Text>{t("transactionsScreen.categories.empty")}</Text> : null}
      {canClassify && roots.length > 0 ? (
        <Text size="sm" tone="muted">
          {t("categoriesScreen.tree.dropHint")}
        </Text>
      ) : null}
      <ul className={styles.tree} aria-label={t("transactionsScreen.categories.title")}>
        {renderLevel(roots, null, null)}
      </ul>
      <DragPreview ref={dragPreview}>
        {(items) => <div className={styles.dragPreview}>{items[0]?.["text/plain"]}</div>}
      </DragPreview>
      {details ? (
        <CategoryDetailsPanel
          key={details.id}
          companyId={companyId}
          category={details}
          canEdit={canClassify}
          onClose={() => setDetailsId(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t("transactionsScreen.categories.removeTitle", { name: removing?.name ?? "" })}
        tone="danger"
        loading={remove.isPending}
        confirmLabel={t("transactionsScreen.categories.remove", { name: removing?.name ?? "" })}
        onConfirm={() => {
          if (removing) remove.mutate({ companyId, categoryId: removing.id });
        }}
      >
        {remove.progress === null ? null : (
          <ProgressBar label={t("rules.recategorising")} value={remove.progress} />
        )}
        <Text>
          {t("transactionsScreen.categories.removeBody", {
            name: removing?.name ?? "",
            count: removing ? descendantCount(removing) : 0,
          })}
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
