import { createContext, type ReactNode, useContext } from "react";
import { UNSAFE_PortalProvider, useUNSAFE_PortalContext } from "react-aria/PortalProvider";

const OverlayContainerContext = createContext<HTMLElement | null>(null);

export interface OverlayContainerProps {
  /** The element of the overlay (a dialog's or a popover's content); null until it is mounted. */
  container: HTMLElement | null;
  children: ReactNode;
}

/**
 * Where the overlays opened from inside an overlay render (issue 12). A Select, ComboBox, DatePicker,
 * Menu or Popover used to render at the end of the page: under a modal Dialog, which makes the rest of
 * the page ignore the mouse (`pointer-events: none` on the body) and takes a click there for a click
 * outside, its options could not be clicked (the click fell through to what lay under them); under a
 * Popover, choosing an option closed the Popover. Inside `container` they are part of the overlay that
 * opened them: they take the mouse, keep the focus inside it, and are not clicks outside.
 *
 * The Dialog and the Popover wrap their content in it; react-aria's overlays follow it through its
 * portal provider, Radix's through `useOverlayContainer`.
 */
export function OverlayContainer({ container, children }: OverlayContainerProps) {
  const outer = useUNSAFE_PortalContext().getContainer;
  return (
    <OverlayContainerContext.Provider value={container}>
      <UNSAFE_PortalProvider getContainer={() => container ?? outer?.() ?? document.body}>
        {children}
      </UNSAFE_PortalProvider>
    </OverlayContainerContext.Provider>
  );
}

/** The element a Radix portal must render into (its `container`), or undefined for the page's body. */
export function useOverlayContainer(): HTMLElement | undefined {
  return useContext(OverlayContainerContext) ?? undefined;
}
