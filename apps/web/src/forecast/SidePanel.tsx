/**
 * A panel beside the dashboard's table (not a modal, so that the table and the help panel stay usable):
 * a titled region that takes the focus when it opens and closes on Escape or with its close button, with
 * an optional line under its title (the series panels name the scenario they change). The cell details,
 * the series list and the series editor are all shown in one.
 */
import { Heading, IconButton, Stack, Text } from "@trezo/ui";
import { X } from "lucide-react";
import { type KeyboardEvent, type ReactNode, useEffect, useRef } from "react";
import { useT } from "../i18n/appI18n";
import * as styles from "./SidePanel.css";

export interface SidePanelProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** Shown left of the close button (a back button...). */
  actions?: ReactNode;
  /** A line under the title (the scenario the panel changes). */
  subtitle?: string;
  "data-testid"?: string;
}

export function SidePanel({ title, onClose, children, actions, subtitle, ...props }: SidePanelProps) {
  const t = useT();
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const onKeyDown = (event: KeyboardEvent) => {
    // Escape inside an open popover (a select's list) closes the popover only.
    if (event.key === "Escape" && !event.defaultPrevented) {
      event.preventDefault();
      onClose();
    }
  };
  return (
    <aside
      ref={ref}
      tabIndex={-1}
      className={styles.panel}
      aria-label={title}
      onKeyDown={onKeyDown}
      data-testid={props["data-testid"]}
    >
      <Stack gap="md">
        <div className={styles.header}>
          <div>
            <Heading level={2}>{title}</Heading>
            {subtitle ? (
              <Text tone="muted" data-testid="side-panel-subtitle">
                {subtitle}
              </Text>
            ) : null}
          </div>
          <div className={styles.actions}>
            {actions}
            <IconButton label={t("common.close")} icon={<X />} variant="ghost" onClick={onClose} />
          </div>
        </div>
        {children}
      </Stack>
    </aside>
  );
}
