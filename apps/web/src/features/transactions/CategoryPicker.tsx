/**
 * Picks a category by typing part of its path: a filter field above the matching categories, all inline.
 * Used inside popovers, where the portal of a combo box would count as an outside click and close them.
 */
import type { FieldOption } from "@trezo/ui";
import { Button, Stack, TextField } from "@trezo/ui";
import { useMemo, useState } from "react";
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
      <TextField label={label} type="search" value={filter} onChange={setFilter} autoFocus />
      <ul className={styles.list}>
        {shown.map((option) => (
          <li key={option.id}>
            <button type="button" className={styles.option} onClick={() => onPick(Number(option.id))}>
              {option.label}
            </button>
          </li>
        ))}
      </ul>
      {clearLabel && onClear ? (
        <Button variant="ghost" size="small" onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
