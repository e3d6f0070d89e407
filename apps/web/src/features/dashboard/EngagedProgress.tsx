/**
 * Progress bars of a forecast cell toward its forecast (company flags of spec 000 §3, issue 15):
 * `incurred_progress_bars_enabled` shows how much of it is already incurred (the actual of the period),
 * `max_engaged_objective_enabled` how much is engaged, the forecast being the most to engage: the actual
 * plus the open invoices, engaged items (signed quotes, purchase orders) and checks expected in the cell.
 */
import { useApiQuery } from "@trezo/api";
import { useT } from "../../i18n/appI18n";
import * as styles from "./EngagedProgress.css";

export interface EngagedProgressProps {
  companyId: number;
  /** The cell's forecast, actual, and what its expected payments still bring (signed cents). */
  forecastCents: number;
  actualCents: number;
  expectedCents: number;
}

/** `part` as a share of `whole` (both signed the same way), 0 when there is nothing to reach. */
export function shareOf(part: number, whole: number): number {
  if (whole === 0 || Math.sign(part) !== Math.sign(whole)) return 0;
  return part / whole;
}

export function EngagedProgress({
  companyId,
  forecastCents,
  actualCents,
  expectedCents,
}: EngagedProgressProps) {
  const t = useT();
  const infos = useApiQuery("getCompanyInfos", { companyId });
  const flags = infos.data;
  if (!flags || forecastCents === 0) return null;
  const bars = [
    flags.incurred_progress_bars_enabled
      ? {
          key: "incurred",
          label: t("dashboardScreen.details.progress.incurred"),
          share: shareOf(actualCents, forecastCents),
        }
      : null,
    flags.max_engaged_objective_enabled
      ? {
          key: "engaged",
          label: t("dashboardScreen.details.progress.engaged"),
          share: shareOf(actualCents + expectedCents, forecastCents),
        }
      : null,
  ].filter((bar) => bar !== null);
  if (bars.length === 0) return null;
  return (
    <div className={styles.bars} data-testid="cell-progress">
      {bars.map((bar) => {
        const percent = Math.round(bar.share * 100);
        const id = `cell-progress-${bar.key}`;
        return (
          <div key={bar.key} className={styles.row}>
            <span id={id}>{bar.label}</span>
            <meter
              className={styles.meter}
              aria-labelledby={id}
              min={0}
              max={100}
              high={100}
              value={Math.min(100, percent)}
            />
            <span className={styles.share}>{t("dashboardScreen.details.progress.share", { percent })}</span>
          </div>
        );
      })}
    </div>
  );
}
