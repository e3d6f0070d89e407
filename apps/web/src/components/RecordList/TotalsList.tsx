import { Text } from "@trezo/ui";
import { totals } from "./RecordList.css";

export interface TotalsListProps {
  /** What the totals are of, for screen readers. */
  label: string;
  /** One figure each, shown as its label over its value. */
  items: readonly { key: string; label: string; value: string }[];
}

/** A list's totals over its filters: a description list that wraps into as many columns as fit. */
export function TotalsList({ label, items }: TotalsListProps) {
  return (
    <dl className={totals} aria-label={label}>
      {items.map((item) => (
        <div key={item.key}>
          <dt>
            <Text size="sm" tone="muted">
              {item.label}
            </Text>
          </dt>
          <dd style={{ margin: 0 }}>
            <Text weight="bold" numeric>
              {item.value}
            </Text>
          </dd>
        </div>
      ))}
    </dl>
  );
}
