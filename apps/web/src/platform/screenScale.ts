/**
 * The screen scale of this browser (spec 000 §9): the coefficient of the device pixel ratio from
 * `@trezo/domain`, followed live. The ratio changes when the window moves to another screen or the
 * operating system's scaling changes; a `(resolution: Xdppx)` media query stops matching then, so we
 * listen to it and re-arm a query for the new ratio.
 *
 * Where it is applied: the dashboard's cash-flow chart height (the densest drawing of the shell), so that on
 * a 150 % scaled laptop the chart and the top of the category grid still share the first screen. The grid
 * itself keeps its fixed 36 px rows: its virtualised scrolling depends on that constant row height.
 */
import { screenScale } from "@trezo/domain";
import { useSyncExternalStore } from "react";

/** What `watchPixelRatio` needs from `window` (a fake in the unit test). */
export interface PixelRatioSource {
  readonly devicePixelRatio: number;
  matchMedia(query: string): {
    addEventListener(type: "change", listener: () => void): void;
    removeEventListener(type: "change", listener: () => void): void;
  };
}

/** Calls `onChange` with the new ratio each time the device pixel ratio changes; returns the stop function. */
export function watchPixelRatio(source: PixelRatioSource, onChange: (ratio: number) => void): () => void {
  let stopCurrent = () => {};
  const arm = () => {
    const query = source.matchMedia(`(resolution: ${source.devicePixelRatio}dppx)`);
    const listener = () => {
      stopCurrent();
      arm();
      onChange(source.devicePixelRatio);
    };
    query.addEventListener("change", listener);
    stopCurrent = () => query.removeEventListener("change", listener);
  };
  arm();
  return () => stopCurrent();
}

function browserSource(): PixelRatioSource | null {
  return typeof window === "undefined" || typeof window.matchMedia !== "function" ? null : window;
}

const subscribe = (notify: () => void) => {
  const source = browserSource();
  return source ? watchPixelRatio(source, notify) : () => {};
};
const pixelRatio = () => browserSource()?.devicePixelRatio ?? 1;

/**
 * The current screen scale, updated when the device pixel ratio changes.
 * @param zoomPercent the page zoom in percent. @default 100
 */
export function useScreenScale(zoomPercent = 100): number {
  const ratio = useSyncExternalStore(subscribe, pixelRatio, () => 1);
  return screenScale(ratio, zoomPercent);
}
