/**
 * The popup height check (spec 001 §9: "popup height check adds 20 px"): a popup whose content, plus a
 * 20 px margin, is taller than the window opens full screen, so that its footer buttons stay reachable
 * instead of falling below the bottom of a short window (a phone held sideways, a zoomed laptop).
 */
import { useCallback, useEffect, useState } from "react";

/** The margin added to the content's height before comparing it with the window's. */
export const POPUP_HEIGHT_MARGIN_PX = 20;

/** Whether a popup of this content height must open full screen in a window of this height. */
export function popupNeedsFullScreen(contentHeight: number, windowHeight: number): boolean {
  return contentHeight + POPUP_HEIGHT_MARGIN_PX > windowHeight;
}

/**
 * Measures the element given to the returned ref and says whether its popup must go full screen; checks
 * again when the content or the window changes size.
 */
export function usePopupHeightCheck(): [ref: (element: HTMLElement | null) => void, tooTall: boolean] {
  const [element, setElement] = useState<HTMLElement | null>(null);
  const [tooTall, setTooTall] = useState(false);
  const ref = useCallback((next: HTMLElement | null) => setElement(next), []);
  useEffect(() => {
    if (!element) return;
    const check = () => setTooTall(popupNeedsFullScreen(element.scrollHeight, window.innerHeight));
    check();
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(check) : null;
    observer?.observe(element);
    window.addEventListener("resize", check);
    return () => {
      observer?.disconnect();
      window.removeEventListener("resize", check);
    };
  }, [element]);
  return [ref, tooTall];
}
