import { Button, Text } from "@trezo/ui";
import { amount } from "./RecordList.css";

export interface RowActionProps {
  /** The button's visible text. */
  label: string;
  /** What a screen reader hears (the action and the record it acts on). */
  accessibleLabel: string;
  onPress: () => void;
}

/** One of a record row's buttons: small and quiet, named with its record for screen readers. */
export function RowAction({ label, accessibleLabel, onPress }: RowActionProps) {
  return (
    <Button variant="ghost" size="small" aria-label={accessibleLabel} onClick={onPress}>
      {label}
    </Button>
  );
}

export interface LabelledDateProps {
  /** What the date is (shown before it, so a phone card reads "Échéance 12/03/2026"). */
  label: string;
  /** The formatted date. */
  date: string;
}

/** A record's date, with its name in front of it. */
export function LabelledDate({ label, date }: LabelledDateProps) {
  return (
    <Text size="sm">
      <span>{label} </span>
      {date}
    </Text>
  );
}

export interface RecordHeaderProps {
  /** The header row's class (from `recordRows`). */
  className: string;
  /** The column titles in order; a numeric column is aligned to the end; an empty title leaves a gap. */
  columns: readonly { title: string; numeric?: boolean }[];
}

/** The column titles over a record list on a desktop (hidden from screen readers: each cell names itself). */
export function RecordHeader({ className, columns }: RecordHeaderProps) {
  return (
    <div className={className} aria-hidden="true">
      {columns.map((column, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed and several titles may be empty
        <span key={index} className={column.numeric ? amount : undefined}>
          {column.title}
        </span>
      ))}
    </div>
  );
}
