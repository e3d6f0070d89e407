/**
 * One category of the tree editor with its controls: rename in place, add a subcategory (or the depth
 * limit message), drag it by its grip (react-aria: a pointer drop on the top or bottom quarter of a row
 * places it before or after that row, in the middle inside it; from the keyboard, Enter on the grip,
 * Tab to a category and Enter places it inside), reorder among siblings and move across levels with
 * buttons, forecast and income/expense toggles, duplicate, details, delete.
 */
import { Button, IconButton, Inline, Switch, Text, TextField } from "@trezo/ui";
import {
  ArrowDown,
  ArrowLeft,
  ArrowRight,
  ArrowUp,
  Copy,
  GripVertical,
  Pencil,
  Plus,
  SlidersHorizontal,
  Trash2,
} from "lucide-react";
import { type RefObject, useRef, useState } from "react";
import { type DragPreviewRenderer, mergeProps, useButton, useDrag, useDrop } from "react-aria";
import { useT } from "../../i18n/appI18n";
import type { CategoryNode } from "../../references/categoryPaths";
import * as styles from "./CategoryTreeEditor.css";
import {
  canAddChild,
  canMoveUnder,
  type DropPlace,
  type DropPlan,
  dropPlaceAt,
  dropPlan,
} from "./categoryTree";

/** The drag type of a category of this tree (other drags, files or text, are refused). */
export const CATEGORY_DRAG_TYPE = "application/x-trezo-category";

export interface CategoryActions {
  rename: (node: CategoryNode, name: string) => Promise<boolean>;
  addChild: (parent: CategoryNode, name: string) => Promise<boolean>;
  reorder: (node: CategoryNode, position: number) => void;
  move: (node: CategoryNode, parentId: number | null, position: number) => void;
  remove: (node: CategoryNode) => void;
  /** Applies a drop: a reorder among the same siblings or a move under another parent. */
  drop: (node: CategoryNode, plan: DropPlan) => void;
  duplicate: (node: CategoryNode) => void;
  details: (node: CategoryNode) => void;
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
  /** The category being dragged, if any (a drop target checks the drop against it). */
  dragging: CategoryDrag | null;
  setDragging: (drag: CategoryDrag | null) => void;
  dragPreview: RefObject<DragPreviewRenderer | null>;
}

/** The category being dragged, and whether from the keyboard (a keyboard drop always goes inside). */
export interface CategoryDrag {
  node: CategoryNode;
  keyboard: boolean;
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
  dragging,
  setDragging,
  dragPreview,
}: CategoryRowProps) {
  const t = useT();
  const [editing, setEditing] = useState<Editing>(null);
  const rowRef = useRef<HTMLDivElement>(null);
  const gripRef = useRef<HTMLSpanElement>(null);
  // Where a pointer drag hovers; keyboard drags never move, so they drop inside.
  const [place, setPlace] = useState<DropPlace | null>(null);
  const planAt = (at: DropPlace) =>
    dragging ? dropPlan(dragging.node, node, at, parent, siblings, maxDepth) : null;
  // Whether the grip was last pressed from the keyboard: the drag it starts is then a keyboard drag.
  const fromKeyboard = useRef(false);
  const placeAt = (y: number) => dropPlaceAt(y, rowRef.current?.offsetHeight ?? 1);

  const { dragProps, dragButtonProps, isDragging } = useDrag({
    hasDragButton: true,
    preview: dragPreview,
    getAllowedDropOperations: () => ["move"],
    getItems: () => [{ [CATEGORY_DRAG_TYPE]: String(node.id), "text/plain": node.name }],
    onDragStart: () => setDragging({ node, keyboard: fromKeyboard.current }),
    onDragEnd: () => setDragging(null),
  });
  const { buttonProps: gripProps } = useButton(
    {
      ...dragButtonProps,
      elementType: "span",
      "aria-label": t("categoriesScreen.tree.drag", { name: node.name }),
    },
    gripRef,
  );
  const { dropProps, isDropTarget } = useDrop({
    ref: rowRef,
    isDisabled: !canClassify,
    getDropOperation: (types) => (types.has(CATEGORY_DRAG_TYPE) && planAt("inside") ? "move" : "cancel"),
    getDropOperationForPoint: (types, _allowed, _x, y) =>
      types.has(CATEGORY_DRAG_TYPE) && planAt(placeAt(y)) ? "move" : "cancel",
    // Pointer drops come with coordinates in the row; keyboard ones with the row's centre on the page.
    onDropEnter: (event) => setPlace(dragging?.keyboard ? "inside" : placeAt(event.y)),
    onDropMove: (event) => setPlace(placeAt(event.y)),
    onDropExit: () => setPlace(null),
    onDrop: (event) => {
      const plan = planAt(dragging?.keyboard ? "inside" : placeAt(event.y));
      setPlace(null);
      if (dragging && plan) actions.drop(dragging.node, plan);
    },
  });
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
    // biome-ignore lint/a11y/useSemanticElements: a fieldset would bring its own border and legend layout
    <div
      {...dropProps}
      ref={rowRef}
      // Focusable only for react-aria's keyboard drag, which moves the focus from target to target.
      tabIndex={-1}
      role="group"
      aria-label={dragging ? t("categoriesScreen.tree.dropTarget", { name }) : name}
      className={`${styles.row} ${styles.dropTarget}`}
      data-drop={isDropTarget ? (place ?? "inside") : undefined}
      data-dragging={isDragging || undefined}
    >
      <Inline gap="sm" justify="space-between" wrap>
        {editing?.kind === "rename" ? (
          <NameEditor
            label={t("transactionsScreen.categories.rename", { name })}
            value={editing.name}
            onChange={(value) => setEditing({ kind: "rename", name: value })}
            onSubmit={() => void submit()}
            onCancel={() => setEditing(null)}
          />
        ) : (
          <Inline gap="xs" align="center">
            {canClassify ? (
              <span {...dragProps}>
                <span
                  {...mergeProps(gripProps, {
                    onKeyDown: () => {
                      fromKeyboard.current = true;
                    },
                    onPointerDown: () => {
                      fromKeyboard.current = false;
                    },
                  })}
                  ref={gripRef}
                  className={styles.dragHandle}
                >
                  <GripVertical size={16} aria-hidden="true" />
                </span>
              </span>
            ) : null}
            <Text weight={node.depth === 1 ? "semibold" : "regular"}>{name}</Text>
          </Inline>
        )}
        {/* Its own line on a phone, its controls spaced for a finger: 13 of them fit no row of 390 px. */}
        <Inline gap="sm" align="center" className={styles.rowActions}>
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
                label={t("categoriesScreen.tree.duplicate", { name })}
                icon={<Copy size={14} aria-hidden="true" />}
                onClick={() => actions.duplicate(node)}
              />
              <IconButton
                size="small"
                variant="ghost"
                label={t("categoriesScreen.tree.details", { name })}
                icon={<SlidersHorizontal size={14} aria-hidden="true" />}
                onClick={() => actions.details(node)}
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
          {t("transactionsScreen.categories.depthLimit", { count: maxDepth })}
        </Text>
      ) : null}
      {editing?.kind === "add" ? (
        <NameEditor
          label={t("transactionsScreen.categories.addChild", { name })}
          value={editing.name}
          onChange={(value) => setEditing({ kind: "add", name: value })}
          onSubmit={() => void submit()}
          onCancel={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}

/** The name field of a rename or a new child: Enter saves, Escape cancels. */
function NameEditor(props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Inline gap="xs">
      <TextField
        label={props.label}
        value={props.value}
        onChange={props.onChange}
        onKeyDown={(event) => {
          if (event.key === "Enter") props.onSubmit();
          if (event.key === "Escape") props.onCancel();
        }}
        autoFocus
      />
      <Button size="small" onClick={props.onSubmit}>
        {t("transactionsScreen.categories.save")}
      </Button>
      <Button size="small" variant="ghost" onClick={props.onCancel}>
        {t("transactionsScreen.categories.cancel")}
      </Button>
    </Inline>
  );
}
