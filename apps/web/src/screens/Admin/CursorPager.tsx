import { Button, Text } from "@trezo/ui";
import type { ReactNode } from "react";
import * as css from "./AdminUsers.css";

/**
 * The previous/next buttons of a list read by keyset pages (the admin's users, the audit trail): `cursors`
 * are the cursors of the pages before this one, `nextCursor` the server's cursor of the next page (null on
 * the last); between the buttons, what the page shows.
 */
export function CursorPager({
  cursors,
  onCursorsChange,
  nextCursor,
  previousLabel,
  nextLabel,
  children,
}: {
  cursors: readonly number[];
  onCursorsChange: (cursors: number[]) => void;
  nextCursor: number | null | undefined;
  previousLabel: string;
  nextLabel: string;
  children: ReactNode;
}) {
  return (
    <div className={css.pager}>
      <Button
        size="small"
        variant="secondary"
        disabled={cursors.length === 0}
        onClick={() => onCursorsChange(cursors.slice(0, -1))}
      >
        {previousLabel}
      </Button>
      <Text>{children}</Text>
      <Button
        size="small"
        variant="secondary"
        disabled={typeof nextCursor !== "number"}
        onClick={() => {
          if (typeof nextCursor === "number") onCursorsChange([...cursors, nextCursor]);
        }}
      >
        {nextLabel}
      </Button>
    </div>
  );
}
