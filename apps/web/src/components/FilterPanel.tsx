/**
 * A list's filters, folded away on a phone (below 900 px, where the list shows cards) so the cards come
 * first: a button naming how many filters are on opens them (closed by default). On a desktop the
 * filters are always shown and the button is not.
 */
import { Button, Stack } from "@trezo/ui";
import { type ReactNode, useId, useState } from "react";
import { useT } from "../i18n/appI18n";
import { body, toggle } from "./FilterPanel.css";

export interface FilterPanelProps {
  /** How many filters differ from their default. */
  activeCount: number;
  children: ReactNode;
}

export function FilterPanel({ activeCount, children }: FilterPanelProps) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <Stack gap="sm">
      <div className={toggle}>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen((current) => !current)}
        >
          {activeCount > 0 ? t("common.filtersActive", { count: activeCount }) : t("common.filters")}
        </Button>
      </div>
      <div id={id} className={body} data-open={open || undefined}>
        {children}
      </div>
    </Stack>
  );
}
