import { Button, EmptyState, Skeleton, Stack } from "@trezo/ui";
import type { ReactNode } from "react";

export interface PagedRecordsProps {
  /** The first page is still loading. */
  pending: boolean;
  /** Why the list could not be read, when it could not. */
  error?: string | null;
  /** The list read is empty (with these filters). */
  empty: boolean;
  /** What an empty list says. */
  emptyTitle: string;
  /** The server has more rows than shown. */
  hasMore: boolean;
  /** The label of the button that shows the next page. */
  moreLabel: string;
  /** Shows the next page. */
  onMore: () => void;
  /** The rows (and anything above them, such as a selection toolbar). */
  children: ReactNode;
}

/** A list read page by page: a skeleton while loading, the error or the empty state, else the rows and "more". */
export function PagedRecords({
  pending,
  error,
  empty,
  emptyTitle,
  hasMore,
  moreLabel,
  onMore,
  children,
}: PagedRecordsProps) {
  if (pending) return <Skeleton height="12rem" />;
  if (error) return <EmptyState title={error} />;
  if (empty) return <EmptyState title={emptyTitle} />;
  return (
    <Stack gap="sm">
      {children}
      {hasMore ? (
        <Button variant="secondary" onClick={onMore}>
          {moreLabel}
        </Button>
      ) : null}
    </Stack>
  );
}
