import type { PortfolioClient } from "@trezo/api";

/**
 * What the console shows of the portfolio: the search, the filter and the chosen columns. The column
 * choice is kept per user in the browser (local storage): it is a display preference of one screen.
 */

export const PORTFOLIO_COLUMNS = [
  "siret",
  "collaborators",
  "banks",
  "cashToday",
  "endOfHorizon",
  "firstBelow",
  "runway",
  "uncategorised",
  "unmatched",
  "state",
  "alerts",
] as const;
export type PortfolioColumn = (typeof PORTFOLIO_COLUMNS)[number];

/** The columns that show figures: hidden when the user may not see aggregated data. */
export const FIGURE_COLUMNS: readonly PortfolioColumn[] = [
  "cashToday",
  "endOfHorizon",
  "firstBelow",
  "runway",
];

export const PORTFOLIO_FILTERS = ["all", "alerts", "trial"] as const;
export type PortfolioFilter = (typeof PORTFOLIO_FILTERS)[number];

/** Lower case without accents, for a search that forgives them. */
function folded(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** The clients that match the search (name, SIRET with or without spaces, collaborator) and the filter. */
export function visibleClients(
  clients: readonly PortfolioClient[],
  search: string,
  filter: PortfolioFilter,
): PortfolioClient[] {
  const words = folded(search).split(/\s+/).filter(Boolean);
  return clients.filter((client) => {
    if (filter === "alerts" && client.alerts.length === 0) return false;
    if (filter === "trial" && !client.isTrial) return false;
    if (words.length === 0) return true;
    const haystack = folded(`${client.name} ${client.siret ?? ""} ${client.collaborators.join(" ")}`);
    const digits = search.replace(/\D/g, "");
    return (
      words.every((word) => haystack.includes(word)) ||
      (digits.length >= 3 && (client.siret ?? "").includes(digits))
    );
  });
}

const storageKey = (userId: number) => `trezo.console.columns.${userId}`;

/** Every column by default. */
export const DEFAULT_COLUMNS: readonly PortfolioColumn[] = PORTFOLIO_COLUMNS;

function isColumn(value: unknown): value is PortfolioColumn {
  return typeof value === "string" && (PORTFOLIO_COLUMNS as readonly string[]).includes(value);
}

/** The user's saved columns, or every column when none were saved (or what was saved is unreadable). */
export function loadColumns(storage: Pick<Storage, "getItem">, userId: number): PortfolioColumn[] {
  try {
    const saved: unknown = JSON.parse(storage.getItem(storageKey(userId)) ?? "null");
    if (Array.isArray(saved)) return saved.filter(isColumn);
  } catch {
    // An unreadable choice is forgotten.
  }
  return [...DEFAULT_COLUMNS];
}

export function saveColumns(
  storage: Pick<Storage, "setItem">,
  userId: number,
  columns: readonly PortfolioColumn[],
) {
  storage.setItem(
    storageKey(userId),
    JSON.stringify(PORTFOLIO_COLUMNS.filter((column) => columns.includes(column))),
  );
}
