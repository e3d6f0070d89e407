/**
 * One category of the tree editor with its controls: rename in place, add a subcategory (or the depth
 * limit message), reorder among siblings and move across levels with buttons (keyboard-accessible
 * stand-ins for drag and drop), forecast and income/expense toggles, delete.
 */
import { Button, IconButton, Inline, Switch, Text, TextField } from "@trezo/ui";
import { ArrowDown, ArrowLeft, ArrowRight, ArrowUp, Pencil, Plus, Trash2 } from "lucide-react";
import { useState } from "react";
import { useT } from "../../i18n/appI18n";
import * as styles from "./CategoryTreeEditor.css";
import { type CategoryNode, canAddChild, canMoveUnder } from "./categoryTree";

export interface CategoryActions {
  rename: (node: CategoryNode, name: string) => Promise<boolean>;
  addChild: (parent: CategoryNode, name: string) => Promise<boolean>;
  reorder: (node: CategoryNode, position: number) => void;
  move: (node: CategoryNode, parentId: number | null, position: number) => void;
  remove: (node: CategoryNode) => void;
  setForecast: (node: CategoryNode, enabled: boolean) => void;
  setExcluded: (node: CategoryNode, excluded: boolean) => void;
}

export interface CategoryRowProps {
  node: CategoryNode;
  /** Its parent (null at the top) and siblings in position order, for the move controls. */
  parent: CategoryNode | null;
  grandparent: CategoryNode | null;
  siblings: readonly CategoryNode[];
  maxDepth: number;
  canClassify: boolean;
  canEditForecast: boolean;
  actions: CategoryActions;
}

type Editing = { kind: "rename" | "add"; name: string } | null;

export function CategoryRow({
  node,
  parent,
  grandparent,
  siblings,
  maxDepth,
  canClassify,
  canEditForecast,
  actions,
}: CategoryRowProps) {
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const index = siblings.findIndex((sibling) => sibling.id === node.id);
  const previous = index > 0 ? siblings[index - 1] : undefined;
  const name = node.name;
  const canAdd = canAddChild(node, maxDepth);

  const submit = async () => {
    if (!editing) return;
    const text = editing.name.trim();
    const saved =
      editing.kind === "rename" ? await actions.rename(node, text) : await actions.addChild(node, text);
    if (saved) setEditing(null);
  };

  return (
    <div className={styles.row}>
      <Inline gap="sm" justify="space-between" wrap>
        {editing?.kind === "rename" ? (
          <Inline gap="xs">
            <TextField
              label={t("transactionsScreen.categories.rename", { name })}
              value={editing.name}
              onChange={(value) => setEditing({ kind: "rename", name: value })}
              onKeyDown={(event) => {
                if (event.key === "Enter") void submit();
                if (event.key === "Escape") setEditing(null);
              }}
              autoFocus
            />
            <Button size="small" onClick={() => void submit()}>
              {t("transactionsScreen.categories.save")}
            </Button>
            <Button size="small" variant="ghost" onClick={() => setEditing(null)}>
              {t("transactionsScreen.categories.cancel")}
            </Button>
          </Inline>
        ) : (
          <Text weight={node.depth === 1 ? "semibold" : "regular"}>{name}</Text>
        )}
        <Inline gap="xs">
          {canEditForecast ? (
            <Switch
              isSelected={node.forecast_enabled}
              onChange={(enabled) => actions.setForecast(node, enabled)}
            >
              <span className={styles.visuallyHidden}>
                {t("transactionsScreen.categories.forecast", { name })}
              </span>
            </Switch>
          ) : null}
          {canClassify ? (
            <>
              <Switch
                isSelected={node.not_include_in_income_or_expense}
                onChange={(excluded) => actions.setExcluded(node, excluded)}
              >
                <span className={styles.visuallyHidden}>
                  {t("transactionsScreen.categories.excluded", { name })}
                </span>
              </Switch>
              <IconButton
                size="small"
                variant="ghost"
                label={t("transactionsScreen.categories.rename", { name })}
                icon={<Pencil size={14} aria-hidden="true" />}
                onClick={() => setEditing({ kind: "rename", name })}
              />
              <IconButton
                size="small"
                variant="ghost"
                label={t("transactionsScreen.categories.addChild", { name })}
                icon={<Plus size={14} aria-hidden="true" />}
                disabled={!canAdd}
                aria-describedby={canAdd ? undefined : `depth-${node.id}`}
                onClick={() => setEditing({ kind: "add", name: "" })}
              />
              <IconButton
                size="small"
                variant="ghost"
                label={t("transactionsScreen.categories.moveUp", { name })}
                icon={<ArrowUp size={14} aria-hidden="true" />}
                disabled={index <= 0}
                onClick={() => actions.reorder(node, index - 1)}
              />
              <IconButton
                size="small"
                variant="ghost"
                label={t("transactionsScreen.categories.moveDown", { name })}
                icon={<ArrowDown size={14} aria-hidden="true" />}
                disabled={index < 0 || index >= siblings.length - 1}
                onClick={() => actions.reorder(node, index + 1)}
              />
              {/* Top-level categories carry the direction: a subcategory can go up to depth 2 at most. */}
              <IconButton
                size="small"
                variant="ghost"
                label={t("transactionsScreen.categories.moveOut", { name })}
                icon={<ArrowLeft size={14} aria-hidden="true" />}
                disabled={!parent || !grandparent}
                onClick={() => {
                  if (parent && grandparent) actions.move(node, grandparent.id, parent.position + 1);
                }}
              />
              <IconButton
                size="small"
                variant="ghost"
                label={t("transactionsScreen.categories.moveIn", { name })}
                icon={<ArrowRight size={14} aria-hidden="true" />}
                disabled={!previous || !parent || !canMoveUnder(node, previous, maxDepth)}
                onClick={() => {
                  if (previous) actions.move(node, previous.id, previous.children.length);
                }}
              />
              <IconButton
                size="small"
                variant="ghost"
                label={t("transactionsScreen.categories.remove", { name })}
                icon={<Trash2 size={14} aria-hidden="true" />}
                onClick={() => actions.remove(node)}
              />
            </>
          ) : null}
        </Inline>
      </Inline>
      {canClassify && !canAdd ? (
        <Text id={`depth-${node.id}`} size="sm" tone="muted">
          {t("transactionsScreen.categories.depthLimit", { max: maxDepth })}
        </Text>
      ) : null}
      {editing?.kind === "add" ? (
        <Inline gap="xs">
          <TextField
            label={t("transactionsScreen.categories.addChild", { name })}
            value={editing.name}
            onChange={(value) => setEditing({ kind: "add", name: value })}
            onKeyDown={(event) => {
              if (event.key === "Enter") void submit();
              if (event.key === "Escape") setEditing(null);
            }}
            autoFocus
          />
          <Button size="small" onClick={() => void submit()}>
            {t("transactionsScreen.categories.save")}
          </Button>
          <Button size="small" variant="ghost" onClick={() => setEditing(null)}>
            {t("transactionsScreen.categories.cancel")}
          </Button>
        </Inline>
      ) : null}
    </div>
  );
}
