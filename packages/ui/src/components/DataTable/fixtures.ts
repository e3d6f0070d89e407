import type { DataTableColumn } from "./DataTable";

/** A bank transaction as the demo tables show it (stories, tests, benchmarks). */
export interface DemoTransaction {
  id: string;
  date: string;
  label: string;
  category: string;
  amountCents: number;
}

const LABELS = [
  "Loyer bureau",
  "Salaire",
  "URSSAF",
  "Facture client",
  "Abonnement logiciel",
  "Fournitures",
  "TVA",
  "Assurance",
];
const CATEGORIES = [
  "Loyer",
  "Salaires",
  "Charges sociales",
  "Ventes",
  "Logiciels",
  "Achats",
  "Impôts",
  "Assurances",
];

/** `count` deterministic transactions (a small linear congruential generator: same rows on every run). */
export function demoTransactions(count: number, seed = 42): DemoTransaction[] {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const rows: DemoTransaction[] = new Array(count);
  for (let index = 0; index < count; index++) {
    const kind = Math.floor(next() * LABELS.length);
    const day = 1 + Math.floor(next() * 28);
    const month = 1 + Math.floor(next() * 12);
    const sign = kind === 3 ? 1 : -1;
    rows[index] = {
      id: `t${index}`,
      date: `2026-${String(month).padStart(2, "0")}-${String(day).padStart(2, "0")}`,
      label: `${LABELS[kind]} #${index + 1}`,
      category: CATEGORIES[kind] ?? "",
      amountCents: sign * Math.round(next() * 500_000),
    };
  }
  return rows;
}

/**
 * The label column with a cell renderer that calls `onRender` each time a body row renders: a count of
 * row renders that, unlike timings, does not depend on the speed of the machine (test and benchmark).
 */
export function countedLabelColumn(onRender: () => void, width?: number): DataTableColumn<DemoTransaction> {
  return {
    id: "label",
    header: "Libellé",
    value: (row) => row.label,
    cell: (row) => {
      onRender();
      return row.label;
    },
    ...(width === undefined ? {} : { width }),
  };
}

/** The props every demo table shares: its name, its columns, its rows and their ids. */
export function demoTableProps(
  rows: DemoTransaction[],
  columns: DataTableColumn<DemoTransaction>[],
  label = "Opérations",
) {
  return { label, columns, rows, getRowId: (row: DemoTransaction) => row.id };
}
