/**
 * Picks a category by typing part of its path: a filter field above the matching categories, all inline.
 * Used inside popovers, where the portal of a combo box would count as an outside click and close them.
 * react-aria's Autocomplete ties the field to the list: ↓ and ↑ move through the categories while the
 * focus stays in the field (aria-activedescendant), Enter picks the highlighted one.
 */
import type { FieldOption } from "@trezo/ui";
import { Button, FieldLabel, fieldStyles, Stack } from "@trezo/ui";
import { useMemo, useState } from "react";
import { TextField as AriaTextField, Autocomplete, Input, ListBox, ListBoxItem } from "react-aria-components";
import * as styles from "./CategoryPicker.css";

/** Most matches shown at once: typing narrows the list. */
const MAX_SHOWN = 50;

/** Accents and case ignored, as the server compares labels. */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export interface CategoryPickerProps {
  label: string;
  options: readonly FieldOption[];
  onPick: (categoryId: number) => void;
  /** An extra action under the list (give back to the rules). */
  clearLabel?: string;
  onClear?: () => void;
}

export function CategoryPicker({ label, options, onPick, clearLabel, onClear }: CategoryPickerProps) {
  const [filter, setFilter] = useState("");
  const shown = useMemo(() => {
    const wanted = folded(filter.trim());
    return options.filter((option) => folded(option.label).includes(wanted)).slice(0, MAX_SHOWN);
  }, [filter, options]);
  return (
    <Stack gap="sm">
      <Autocomplete inputValue={filter} onInputChange={setFilter}>
        {/* react-aria-components' own field: the Autocomplete drives its input (ui's TextField stands alone). */}
        <AriaTextField type="search" autoFocus className={fieldStyles.fieldRoot}>
          <FieldLabel>{label}</FieldLabel>
          <Input className={fieldStyles.standaloneInput} />
        </AriaTextField>
        <ListBox
          aria-label={label}
          className={styles.list}
          items={shown}
          selectionMode="none"
          onAction={(id) => onPick(Number(id))}
        >
          {(option) => (
            <ListBoxItem id={option.id} className={styles.option} textValue={option.label}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Autocomplete>
      {clearLabel && onClear ? (
        <Button variant="ghost" size="small" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
