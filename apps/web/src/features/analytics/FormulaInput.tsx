/**
 * The formula field of the indicator editor (issue 18): a combobox that proposes categories (by name,
 * stored by id), the report's indicators, functions and system values at the cursor, and shows a syntax
 * error where it is as the user types (the domain parser gives its position and length).
 */
import { categoryIdResolver, categoryNameKey, type FormulaSyntaxError, parseFormula } from "@trezo/domain";
import type { MessageKey } from "@trezo/i18n";
import { Text } from "@trezo/ui";
import { type KeyboardEvent, useId, useMemo, useRef, useState } from "react";
import { useT } from "../../i18n/appI18n";
import * as styles from "./analytics.css";
import { applySuggestion, type Completion, completionAt } from "./formulaCompletion";

export interface FormulaInputProps {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  categories: readonly { id: number; name: string; path: string }[];
  /** The names of the report's other indicators. */
  indicators: readonly string[];
  /** An error the server gave for the formula (a cycle...), shown when the text parses. */
  serverError?: string | null | undefined;
}

/** The syntax error of `text` against these names, or null. */
export function formulaSyntaxError(
  text: string,
  categories: readonly { id: number; name: string }[],
  indicators: readonly string[],
): FormulaSyntaxError | null {
  if (text.trim() === "") return null;
  const indicatorKeys = new Set(indicators.map(categoryNameKey));
  const result = parseFormula(text, {
    categoryId: categoryIdResolver(categories),
    // Any existing name resolves: the id does not matter to find errors.
    indicatorId: (name) => (indicatorKeys.has(categoryNameKey(name)) ? "1" : undefined),
  });
  return result.ok ? null : result.error;
}

export function FormulaInput({
  label,
  description,
  value,
  onChange,
  categories,
  indicators,
  serverError,
}: FormulaInputProps) {
  const t = useT();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const [active, setActive] = useState(0);
  const error = useMemo(
    () => formulaSyntaxError(value, categories, indicators),
    [value, categories, indicators],
  );
  const refresh = (text: string, cursor: number) => {
    setCompletion(completionAt(text, cursor, { categories, indicators }));
    setActive(0);
  };
  const accept = (index: number) => {
    const suggestion = completion?.suggestions[index];
    if (!completion || !suggestion) return;
    const next = applySuggestion(value, completion, suggestion);
    onChange(next.text);
    setCompletion(null);
    requestAnimationFrame(() => input.current?.setSelectionRange(next.cursor, next.cursor));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!completion) return;
    const count = completion.suggestions.length;
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setActive((active + 1) % count);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      setActive((active - 1 + count) % count);
    } else if (event.key === "Enter" || event.key === "Tab") {
      event.preventDefault();
      accept(active);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      setCompletion(null);
    }
  };
  const message = error
    ? t(`formulas.syntax.${error.code}` as MessageKey, { ...error.params, position: error.position + 1 })
    : (serverError ?? null);
  const listId = `${id}-list`;
  return (
    <div className={styles.formulaField}>
      <label htmlFor={`${id}-input`}>
        <Text as="span" weight="semibold">
          {label}
        </Text>
      </label>
      {description ? (
        <Text size="sm" tone="muted" id={`${id}-help`}>
          {description}
        </Text>
      ) : null}
      <div style={{ position: "relative" }}>
        <input
          ref={input}
          id={`${id}-input`}
          className={styles.formulaInput}
          value={value}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={completion !== null}
          aria-controls={listId}
          aria-activedescendant={completion ? `${id}-option-${active}` : undefined}
          aria-invalid={message !== null}
          aria-describedby={`${description ? `${id}-help ` : ""}${id}-error`}
          spellCheck={false}
          autoComplete="off"
          data-testid="formula-input"
          onChange={(event) => {
            onChange(event.target.value);
            refresh(event.target.value, event.target.selectionStart ?? event.target.value.length);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setCompletion(null)}
        />
        <div
          id={listId}
          role="listbox"
          aria-label={t("analytics.editor.suggestions")}
          className={styles.suggestions}
          hidden={!completion}
        >
          {completion?.suggestions.map((suggestion, index) => (
            <div
              tabIndex={-1}
              key={`${suggestion.kind}:${suggestion.label}`}
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              className={styles.suggestion}
              onMouseDown={(event) => {
                event.preventDefault();
                accept(index);
              }}
            >
              <span>{suggestion.insert}</span>
              <span className={styles.suggestionDetail}>
                {suggestion.detail || t(`analytics.editor.${KIND_LABEL[suggestion.kind]}` as MessageKey)}
              </span>
            </div>
          ))}
        </div>
      </div>
      {error ? (
        <div className={styles.formulaMirror} aria-hidden="true" data-testid="formula-mirror">
          {value.slice(0, error.position)}
          <mark className={styles.errorMark} data-testid="formula-error-mark">
            {value.slice(error.position, error.position + error.length) || " "}
          </mark>
          {value.slice(error.position + error.length)}
        </div>
      ) : null}
      <div id={`${id}-error`} aria-live="polite">
        {message ? (
          <Text size="sm" tone="danger" data-testid="formula-error">
            {message}
          </Text>
        ) : null}
      </div>
    </div>
  );
}

const KIND_LABEL = {
  category: "categories",
  indicator: "indicators",
  function: "functions",
  system: "systemValues",
} as const;
