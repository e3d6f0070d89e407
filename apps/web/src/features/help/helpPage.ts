/**
 * Which page the help panel shows, and a way for any screen to open the panel on a page (the series
 * editor's formula field opens the formula guide). The panel's open state stays in the app store.
 */
import { useCallback } from "react";
import { create } from "zustand";
import { useAppStore } from "../../state/appStore";

export type HelpPage = "home" | "formulas";

interface HelpPageState {
  page: HelpPage;
  setPage: (page: HelpPage) => void;
}

export const useHelpPage = create<HelpPageState>((set) => ({
  page: "home",
  setPage: (page) => set({ page }),
}));

/** Opens the help panel on `page`. */
export function useOpenHelp() {
  const setHelpOpen = useAppStore((state) => state.setHelpOpen);
  const setPage = useHelpPage((state) => state.setPage);
  return useCallback(
    (page: HelpPage) => {
      setPage(page);
      setHelpOpen(true);
    },
    [setPage, setHelpOpen],
  );
}
