import { type ReactNode, useId } from "react";
import { card, cardHeader, cardTitle } from "./Card.css";

export interface CardProps {
  /** Title of the card; it names the card's region for screen readers. */
  title?: ReactNode;
  /** Actions at the right of the title. */
  actions?: ReactNode;
  /** Heading level of the title in the page outline (default 2). */
  titleLevel?: 2 | 3 | 4;
  elevation?: "flat" | "raised";
  padding?: "none" | "medium" | "large";
  children: ReactNode;
  className?: string;
}

/** A surface that groups related content (a KPI, a chart, a form section). */
export function Card({ title, titleLevel = 2, actions, elevation, padding, children, className }: CardProps) {
  const generatedId = useId();
  const titleId = title ? generatedId : undefined;
  const TitleTag = `h${titleLevel}` as const;
  return (
    <section
      className={[card({ elevation, padding }), className].filter(Boolean).join(" ")}
      {...(titleId ? { "aria-labelledby": titleId } : {})}
    >
      {title || actions ? (
        <header className={cardHeader}>
          {title ? (
            <TitleTag id={titleId} className={cardTitle}>
              {title}
            </TitleTag>
          ) : (
            <span />
          )}
          {actions}
        </header>
      ) : null}
      {children}
    </section>
  );
}
