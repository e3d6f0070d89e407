import * as RadixPopover from "@radix-ui/react-popover";
import { type KeyboardEvent, type ReactElement, type ReactNode, useRef, useState } from "react";
import { useBrand } from "../../brand/BrandProvider";
import { themeClassNames } from "../../theme/themes";
import { useOverlayContainer } from "../OverlayContainer/OverlayContainer";
import { item as itemClass, menu } from "./Menu.css";

/** One action of a Menu. */
export interface MenuItem {
  id: string;
  label: string;
  icon?: ReactNode;
  tone?: "default" | "danger";
  isDisabled?: boolean;
  onAction: () => void;
}

export interface MenuProps {
  /** The button that opens the menu. */
  trigger: ReactElement;
  items: readonly MenuItem[];
  /** Accessible name of the menu (e.g. "Actions du compte"). */
  label: string;
  align?: "start" | "center" | "end";
}

/**
 * An action menu on a Radix popover, with the WAI-ARIA menu pattern: arrow keys, Home and End move
 * between items, Enter or Space runs one, Escape closes and focus returns to the trigger. Inside a Dialog
 * or a Popover it renders inside them (OverlayContainer).
 */
export function Menu({ trigger, items, label, align = "end" }: MenuProps) {
  const { theme } = useBrand();
  const container = useOverlayContainer();
  const [open, setOpen] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);

  const focusItem = (index: number) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>("[role='menuitem']") ?? [])];
    if (buttons.length === 0) return;
    const wrapped = (index + buttons.length) % buttons.length;
    buttons[wrapped]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const buttons = [...(listRef.current?.querySelectorAll<HTMLButtonElement>("[role='menuitem']") ?? [])];
    const current = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const moves: Record<string, number> = {
      ArrowDown: current + 1,
      ArrowUp: current - 1,
      Home: 0,
      End: buttons.length - 1,
    };
    const next = moves[event.key];
    if (next !== undefined) {
      event.preventDefault();
      focusItem(next);
    }
  };

  const run = (menuItem: MenuItem) => {
    if (menuItem.isDisabled) return;
    setOpen(false);
    menuItem.onAction();
  };

  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild aria-haspopup="menu">
        {trigger}
      </RadixPopover.Trigger>
      <RadixPopover.Portal container={container}>
        <div className={themeClassNames[theme]}>
          <RadixPopover.Content
            asChild
            align={align}
            sideOffset={4}
            collisionPadding={8}
            onOpenAutoFocus={(event) => {
              event.preventDefault();
              focusItem(0);
            }}
          >
            <div
              ref={listRef}
              role="menu"
              aria-label={label}
              className={menu}
              onKeyDown={onKeyDown}
              tabIndex={-1}
            >
              {items.map((menuItem) => (
                <button
                  key={menuItem.id}
                  type="button"
                  role="menuitem"
                  tabIndex={-1}
                  className={itemClass}
                  data-tone={menuItem.tone ?? "default"}
                  aria-disabled={menuItem.isDisabled || undefined}
                  onClick={() => run(menuItem)}
                >
                  {menuItem.icon ? (
                    <span aria-hidden="true" style={{ display: "inline-flex", width: 16, height: 16 }}>
                      {menuItem.icon}
                    </span>
                  ) : null}
                  {menuItem.label}
                </button>
              ))}
            </div>
          </RadixPopover.Content>
        </div>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
