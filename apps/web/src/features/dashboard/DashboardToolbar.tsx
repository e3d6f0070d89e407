/**
 * The view options of the table and chart, all kept in the URL: value mode, month or 13-week view,
 * and the period range (back to the server's default window with one button).
 */
import { Button, DateRangePicker, Inline, RadioGroup, Select } from "@trezo/ui";
import { useT } from "../../i18n/appI18n";
import { BACKUP_MODES, DASHBOARD_MODES, type DashboardMode, type DashboardView } from "./dashboardView";

export interface DashboardToolbarProps {
  view: DashboardView;
  /** The range the data covers (the default window when the view has none). */
  range: { start: string; end: string } | null;
  onChange: (patch: Partial<DashboardView>) => void;
  /** Whether the dashboard compares with a backup: the actual vs expected modes are offered then. */
  hasBackup: boolean;
}

export function DashboardToolbar({ view, range, onChange, hasBackup }: DashboardToolbarProps) {
  const t = useT();
  const modes = DASHBOARD_MODES.filter((mode) => hasBackup || !BACKUP_MODES.includes(mode));
  return (
    <Inline gap="md" align="flex-end" role="group" aria-label={t("dashboardScreen.toolbar")}>
      <Select
        label={t("dashboardScreen.modes.label")}
        options={modes.map((mode) => ({ id: mode, label: t(`dashboardScreen.modes.${mode}`) }))}
        value={modes.includes(view.mode) ? view.mode : "shown"}
        onChange={(mode) => {
          if (mode) onChange({ mode: mode as DashboardMode });
        }}
      />
      <RadioGroup
        label={t("dashboardScreen.granularity.label")}
        orientation="horizontal"
        options={[
          { id: "month", label: t("dashboardScreen.granularity.month") },
          { id: "week", label: t("dashboardScreen.granularity.week") },
        ]}
        value={view.granularity}
        // A range chosen by month means little by week: switching goes back to the default window.
        onChange={(granularity) =>
          onChange({ granularity: granularity === "week" ? "week" : "month", from: null, to: null })
        }
      />
      <DateRangePicker
        label={t("dashboardScreen.range.label")}
        value={range}
        onChange={(next) => {
          if (next) onChange({ from: next.start, to: next.end });
        }}
      />
      {view.from !== null || view.to !== null ? (
        <Button variant="ghost" onClick={() => onChange({ from: null, to: null })}>
          {t("dashboardScreen.range.reset")}
        </Button>
      ) : null}
    </Inline>
  );
}
