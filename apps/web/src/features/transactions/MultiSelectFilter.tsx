/**
 * A filter that keeps several values (accounts, categories, statuses): a button that says what is chosen
 * ("Tous", the one value, or "3 sélectionnés") and opens a list of checkboxes, with a search field above
 * long lists. Every tick changes the filter at once (and so the URL).
 */
import type { FieldOption } from "@trezo/ui";
import { Button, Checkbox, Popover, Stack, Text, TextField } from "@trezo/ui";
import { ChevronDown } from "lucide-react";
import { useId, useMemo, useState } from "react";
import * as styles from "../../components/CategoryPicker.css";
import { useT } from "../../i18n/appI18n";

/** Lists longer than this get a search field. */
const SEARCH_FROM = 8;
/** Most options shown at once: typing narrows the list. */
const MAX_SHOWN = 100;

/** Accents and case ignored. */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

export interface MultiSelectFilterProps {
  label: string;
  options: readonly FieldOption[];
  selected: readonly string[];
  onChange: (ids: string[]) => void;
}

export function MultiSelectFilter({ label, options, selected, onChange }: MultiSelectFilterProps) {
  const t = useT();
  const labelId = useId();
  const [search, setSearch] = useState("");
  const chosen = useMemo(() => new Set(selected), [selected]);
  const shown = useMemo(() => {
    const wanted = folded(search.trim());
    return options.filter((option) => folded(option.label).includes(wanted)).slice(0, MAX_SHOWN);
  }, [search, options]);
  const summary =
    selected.length === 0
      ? t("transactionsScreen.filters.all")
      : selected.length === 1
        ? (options.find((option) => option.id === selected[0])?.label ?? `#${selected[0]}`)
        : t("transactionsScreen.multiFilter.selected", { count: selected.length });
  const toggle = (id: string, on: boolean) =>
    // Kept in the options' order, so that the URL does not depend on the order of the clicks.
    onChange(
      options
        .map((option) => option.id)
        .filter((candidate) => (candidate === id ? on : chosen.has(candidate))),
    );

  return (
    <Stack gap="xs">
      <Text as="span" size="sm" weight="semibold" id={labelId}>
        {label}
      </Text>
      <Popover
        label={label}
        onOpenChange={(open) => {
          if (!open) setSearch("");
        }}
        trigger={
          <Button variant="secondary" aria-labelledby={`${labelId} ${labelId}-value`}>
            <span id={`${labelId}-value`}>{summary}</span>
            <ChevronDown size={16} aria-hidden="true" />
          </Button>
        }
      >
        <Stack gap="sm">
          {options.length > SEARCH_FROM ? (
            <TextField
              label={t("transactionsScreen.multiFilter.search")}
              type="search"
              value={search}
              onChange={setSearch}
              autoFocus
            />
          ) : null}
          {shown.length === 0 ? (
            <Text tone="muted">{t("transactionsScreen.multiFilter.noMatch")}</Text>
          ) : null}
          <ul className={styles.list} aria-label={label}>
            {shown.map((option) => (
              <li key={option.id}>
                <Checkbox isSelected={chosen.has(option.id)} onChange={(on) => toggle(option.id, on)}>
                  {option.label}
                </Checkbox>
              </li>
            ))}
          </ul>
          {selected.length > 0 ? (
            <Button variant="ghost" size="small" onClick={() => onChange([])}>
              {t("transactionsScreen.multiFilter.clear")}
            </Button>
          ) : null}
        </Stack>
      </Popover>
    </Stack>
  );
}
