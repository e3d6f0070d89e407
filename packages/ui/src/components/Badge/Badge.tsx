import type { ReactNode } from "react";
import { type BadgeVariants, badge } from "./Badge.css";

export interface BadgeProps {
  tone?: BadgeVariants["tone"];
  children: ReactNode;
}

/** A short status label (Essai, Synchronisé, En retard...). Colour is never the only signal: keep the text. */
export function Badge({ tone, children }: BadgeProps) {
  return (
    <span className={badge({ tone })} data-tone={tone ?? "neutral"}>
      {children}
    </span>
  );
}
