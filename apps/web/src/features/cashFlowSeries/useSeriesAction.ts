/**
 * Runs a change of the series list or of the scenario events (a mutation hook of forecast/forecastQueries,
 * which reads the dashboard and the lists again), says how it went, and tells whether one is running.
 */
import type { ApiError } from "@trezo/api";
import { useCallback, useState } from "react";
import { useT } from "../../i18n/appI18n";
import { useAppStore } from "../../state/appStore";

export function useSeriesAction() {
  const t = useT();
  const notify = useAppStore((state) => state.notify);
  const [busy, setBusy] = useState(false);
  /** True when the change was made; `done` is the message then. */
  const run = useCallback(
    async (action: () => Promise<unknown>, done: string): Promise<boolean> => {
      setBusy(true);
      try {
        await action();
        notify({ msg: done, color: "green" });
        return true;
      } catch (error) {
        notify({ msg: (error as ApiError).message || t("series.editor.failed"), color: "red" });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [notify, t],
  );
  return { busy, run };
}
