/**
 * A new company sees a guide instead of an empty grid (issue 8): add a bank, import statements, create
 * categories. Each step is done once its data exists; the guide stays until the table has something.
 */
import type { DashboardData } from "./dashboardData";

export type OnboardingStepId = "addBank" | "importStatement" | "createCategories";

export interface OnboardingStep {
  id: OnboardingStepId;
  done: boolean;
  /** Where the step is done in the app. */
  to: string;
}

/** Whether the table has anything to show: a category of the user's, or any non-zero figure. */
export function hasDashboardData(data: DashboardData): boolean {
  if (data.rows.some((row) => !row.is_uncategorised)) return true;
  return data.scenarios.some((figures) =>
    figures.rows.some(
      (row) => row.actual.some((cents) => cents !== 0) || row.forecast.some((cents) => cents !== 0),
    ),
  );
}

/** The guide's steps and whether each is done. */
export function onboardingSteps(data: DashboardData, bankCount: number): OnboardingStep[] {
  const hasActuals = data.scenarios.some((figures) =>
    figures.rows.some((row) => row.actual.some((cents) => cents !== 0)),
  );
  return [
    { id: "addBank", done: bankCount > 0, to: "/onboarding/add-bank" },
    { id: "importStatement", done: hasActuals, to: "/transactions" },
    { id: "createCategories", done: data.rows.some((row) => !row.is_uncategorised), to: "/categories" },
  ];
}
