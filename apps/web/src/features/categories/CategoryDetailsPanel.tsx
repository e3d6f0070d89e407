/**
 * The details panel of one category: the payment delay window of its invoices (DESIGN §6: an unpaid
 * invoice of the category is expected between "from" and "to" after its date), or none. Saved with
 * editCategoryDetails; a refused save shows the red notice 'Veuillez vérifier votre saisie'.
 */
import { useApiMutation } from "@trezo/api";
import { Button, Heading, IconButton, Inline, NumberField, Select, Stack, Switch, Text } from "@trezo/ui";
import { X } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { useT } from "../../i18n/appI18n";
import type { CategoryNode } from "../../references/categoryPaths";
import { useAppStore } from "../../state/appStore";
import * as styles from "./CategoryTreeEditor.css";

type Delay = NonNullable<CategoryNode["payment_delay"]>;
type Unit = Delay["from"]["unit"];

const UNITS: readonly Unit[] = ["day", "week", "month"];
/** Days a unit stands for, to compare the two bounds. */
const UNIT_DAYS: Record<Unit, number> = { day: 1, week: 7, month: 30 };
const MAX_DELAY = 3650;

const DEFAULT_DELAY: Delay = { from: { value: 30, unit: "day" }, to: { value: 60, unit: "day" } };

/** Whether the latest bound comes no earlier than the earliest one. */
export function delayInOrder(delay: Delay): boolean {
  return delay.to.value * UNIT_DAYS[delay.to.unit] >= delay.from.value * UNIT_DAYS[delay.from.unit];
}

export interface CategoryDetailsPanelProps {
  companyId: number;
  category: CategoryNode;
  canEdit: boolean;
  onClose: () => void;
}

export function CategoryDetailsPanel({ companyId, category, canEdit, onClose }: CategoryDetailsPanelProps) {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const headingId = useId();
  const panelRef = useRef<HTMLElement>(null);
  const [enabled, setEnabled] = useState(category.payment_delay !== null);
  const [delay, setDelay] = useState<Delay>(category.payment_delay ?? DEFAULT_DELAY);
  // Set on save and kept until the next one: a message vanishing on blur would move the Save button
  // from under the pointer between press and release.
  const [refused, setRefused] = useState(false);
  const save = useApiMutation("editCategoryDetails", {
    invalidates: ["getCategoryTree"],
    onSuccess: () => notify({ msg: t("categoriesScreen.details.saved"), color: "green" }),
    onError: () => notify({ msg: t("errors.checkInput"), color: "red" }),
  });

  // The panel opens below the tree: the focus follows, so keyboard and screen-reader users land in it.
  useEffect(() => panelRef.current?.focus(), []);

  const invalid = enabled && !delayInOrder(delay);
  const bound = (side: "from" | "to", patch: Partial<Delay["from"]>) =>
    setDelay({ ...delay, [side]: { ...delay[side], ...patch } });
  const unitOptions = UNITS.map((unit) => ({ id: unit, label: t(`categoriesScreen.details.units.${unit}`) }));
  const name = category.name;

  const submit = () => {
    setRefused(invalid);
    if (invalid) {
      notify({ msg: t("errors.checkInput"), color: "red" });
      return;
    }
    save.mutate({ companyId, categoryId: category.id, payment_delay: enabled ? delay : null });
  };

  return (
    <section ref={panelRef} tabIndex={-1} aria-labelledby={headingId} className={styles.detailsPanel}>
      <Stack gap="sm">
        <Inline gap="sm" justify="space-between" align="center">
          <Heading level={2} size={3} id={headingId}>
            {t("categoriesScreen.details.title", { name })}
          </Heading>
          <IconButton
            variant="ghost"
            label={t("categoriesScreen.details.close")}
            icon={<X size={16} aria-hidden="true" />}
            onClick={onClose}
          />
        </Inline>
        <Text weight="semibold">{t("categoriesScreen.details.paymentDelay")}</Text>
        <Text size="sm" tone="muted">
          {t("categoriesScreen.details.help")}
        </Text>
        <Switch isSelected={enabled} isDisabled={!canEdit} onChange={setEnabled}>
          {t("categoriesScreen.details.useDelay")}
        </Switch>
        {enabled ? (
          <Inline gap="sm" align="flex-start" wrap>
            <NumberField
              label={t("categoriesScreen.details.fromValue")}
              value={delay.from.value}
              minValue={0}
              maxValue={MAX_DELAY}
              step={1}
              isDisabled={!canEdit}
              onChange={(value) => bound("from", { value: Number.isNaN(value) ? 0 : value })}
            />
            <Select
              label={t("categoriesScreen.details.fromUnit")}
              options={unitOptions}
              value={delay.from.unit}
              isDisabled={!canEdit}
              onChange={(unit) => {
                if (unit) bound("from", { unit: unit as Unit });
              }}
            />
            <NumberField
              label={t("categoriesScreen.details.toValue")}
              value={delay.to.value}
              minValue={0}
              maxValue={MAX_DELAY}
              step={1}
              isDisabled={!canEdit}
              errorMessage={refused ? t("categoriesScreen.details.invalidRange") : undefined}
              onChange={(value) => bound("to", { value: Number.isNaN(value) ? 0 : value })}
            />
            <Select
              label={t("categoriesScreen.details.toUnit")}
              options={unitOptions}
              value={delay.to.unit}
              isDisabled={!canEdit}
              onChange={(unit) => {
                if (unit) bound("to", { unit: unit as Unit });
              }}
            />
          </Inline>
        ) : (
          <Text>{t("categoriesScreen.details.none")}</Text>
        )}
        {canEdit ? (
          <Inline gap="sm">
            <Button loading={save.isPending} onClick={submit}>
              {t("categoriesScreen.details.save")}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </section>
  );
}
