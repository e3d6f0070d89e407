import { NumberField, type NumberFieldProps } from "../NumberField/NumberField";

export interface MoneyFieldProps
  extends Omit<NumberFieldProps, "value" | "defaultValue" | "onChange" | "formatOptions" | "showSteppers"> {
  /** Amount in integer cents (the product stores money in cents), or null when empty. */
  value?: number | null;
  defaultValue?: number | null;
  /** Called with integer cents, or null when the field is emptied. */
  onChange?: (cents: number | null) => void;
  /** ISO 4217 currency code (default EUR). */
  currency?: string;
}

function toUnits(cents: number | null): number {
  return cents === null ? Number.NaN : cents / 100;
}

/**
 * An amount of money, typed and shown as the user's locale writes it (1 234,56 € in fr-FR, € 1.234,56
 * in nl-NL), held in integer cents so that no float ever reaches the domain.
 */
export function MoneyField({ value, defaultValue, onChange, currency = "EUR", ...props }: MoneyFieldProps) {
  return (
    <NumberField
      {...props}
      {...(value !== undefined ? { value: toUnits(value) } : {})}
      {...(defaultValue !== undefined ? { defaultValue: toUnits(defaultValue) } : {})}
      formatOptions={{ style: "currency", currency, currencyDisplay: "symbol" }}
      onChange={(units) => onChange?.(Number.isNaN(units) ? null : Math.round(units * 100))}
    />
  );
}
