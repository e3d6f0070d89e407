import type { KeyboardEvent } from "react";

const ARROWS = new Set(["ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

/** Elements where keys mean editing or choosing, so the dialog leaves them alone. */
function isEditable(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  if (
    target.closest(
      "input, textarea, select, [role='listbox'], [role='grid'], [role='radiogroup'], [role='menu'], [role='spinbutton'], [role='slider'], [data-type]",
    )
  ) {
    return true;
  }
  return false;
}

/**
 * Keyboard rules of a popup (spec 000 §5): Enter emits `onEnter` (unless a button, link or text area
 * has its own use for it), and arrow keys are blocked outside inputs so the page behind never moves.
 * Escape is handled by the dialog itself.
 */
export function popupKeyDown(event: KeyboardEvent<HTMLElement>, onEnter?: () => void): void {
  if (ARROWS.has(event.key) && !isEditable(event.target)) {
    event.preventDefault();
    event.stopPropagation();
    return;
  }
  if (event.key === "Enter" && onEnter && !event.nativeEvent.isComposing) {
    const target = event.target as HTMLElement | null;
    if (target?.closest("button, a, textarea, [role='option'], [role='menuitem']")) return;
    event.preventDefault();
    onEnter();
  }
}
