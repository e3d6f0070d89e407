import type { ReactNode } from "react";
import { emptyState, illustration, text, title as titleClass } from "./EmptyState.css";

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A lucide icon element. */
  icon?: ReactNode;
  /** The next step (usually one Button). */
  action?: ReactNode;
  /** Heading level of the title in the page outline (default 2). */
  headingLevel?: 2 | 3 | 4;
}

/** What to show when there is nothing yet: what this place is for, and the first step. */
export function EmptyState({ title, description, icon, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={emptyState}>
      {icon ? (
        <span className={illustration} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={titleClass}>{title}</Heading>
      {description ? <p className={text}>{description}</p> : null}
      {action}
    </div>
  );
}
