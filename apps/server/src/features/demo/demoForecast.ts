import { backupOf, computeDashboard, type IsoDate, normalizeLabel, periodOf } from "@trezo/domain";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/database";
import { transactions } from "../../db/schema";
import { categorisationRules } from "../../db/tables/banking";
import {
  backupCells,
  backups,
  cashFlowSeries,
  forecastSettings,
  manualAdjustmentComments,
  manualAdjustments,
  scenarioEvents,
  scenarios,
} from "../../db/tables/forecast";
import { baseScenarioOf } from "../../forecast/baseScenario";
import { dashboardInputOf } from "../../forecast/dashboardInputOf";
import { shiftMonths } from "../../forecast/dashboardWindow";
import { loadForecastModel } from "../../forecast/forecastModel";
import type { DemoCategoryKey } from "./demoTransactions";

/**
 * The forecast of a demo company (issue 14): what `npm start` must show Trezo is for. Recurring series
 * (payroll, rent, loan, subscriptions, sales with growth and French payment terms), an active backup taken
 * before a late decision (so actual vs expected and forecast vs backup differ), a second scenario (a hire
 * and a lost customer), a threshold the forecast crosses, rules that filed the history, a manual
 * adjustment with a comment. Deterministic: everything follows from `today` and the profile.
 */

/** A recurring or one-off flow of a demo forecast. */
export interface DemoSeries {
  key: string;
  category: DemoCategoryKey;
  label: string;
  /** Signed cents, excluding VAT when `vatBp` is set. */
  cents: number;
  frequency: "once" | "monthly" | "quarterly" | "yearly";
  /** Months from the current month (negative: started in the past), and the day of the month. */
  startMonth: number;
  day: number;
  /** Number of occurrences (none: never ends). */
  count?: number;
  growthBp?: number;
  vatBp?: number;
  /** Payment terms: days, "fin de mois", the day of the next month. */
  terms?: { days: number; endOfMonth?: boolean; dayOfMonth?: number };
}

/** What a demo company's forecast is made of. */
export interface DemoForecastProfile {
  /** The series of the base scenario, before the backup is taken. */
  series: DemoSeries[];
  /** Decided after the backup (a machine bought...): the dashboard shows it against the backup. */
  afterBackup: DemoSeries[];
  /** The second scenario: a hire added, a customer lost (its sales series' amount changed). */
  scenario: {
    name: string;
    hire: DemoSeries;
    lostCustomer: { seriesKey: string; cents: number };
  };
  /** Label words that rules file under a category (the history's lines with them become the rules' work). */
  rules: Array<{ name: string; contains: string; category: DemoCategoryKey }>;
  /** A manual adjustment of last month, with a comment. */
  adjustment: { category: DemoCategoryKey; cents: number; label: string; comment: string };
}

/** The purchase decided after the backup in every demo profile: one payment, `on` a month and day to come. */
function purchaseDecided(
  key: string,
  label: string,
  cents: number,
  on: Pick<DemoSeries, "startMonth" | "day">,
): DemoSeries {
  return { key, category: "purchases", label, cents, frequency: "once", ...on };
}

/**
 * The second scenario every demo profile compares: a salary paid monthly on the 28th from `startMonth`
 * (for `count` months when seasonal), and the sales series ("sales") cut to `salesCents` by a lost
 * customer.
 */
function hireAndLoss(
  name: string,
  hire: Pick<DemoSeries, "label" | "cents" | "startMonth"> & { count?: number },
  salesCents: number,
): DemoForecastProfile["scenario"] {
  return {
    name,
    hire: { key: "hire", category: "salaries", frequency: "monthly", day: 28, ...hire },
    lostCustomer: { seriesKey: "sales", cents: salesCents },
  };
}

function dateIn(today: IsoDate, months: number, day: number): IsoDate {
  const start = periodOf(shiftMonths(today, months), "month");
  const lastDay = Number(start.end.slice(8, 10));
  return `${start.start.slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, "0")}`;
}

async function insertSeries(
  db: Database,
  companyId: number,
  scenarioId: number,
  series: DemoSeries,
  categoryIds: Map<DemoCategoryKey, number>,
  today: IsoDate,
): Promise<number> {
  const categoryId = categoryIds.get(series.category);
  if (categoryId === undefined) throw new Error(`demo category ${series.category} missing`);
  const [row] = await db
    .insert(cashFlowSeries)
    .values({
      companyId,
      scenarioId,
      categoryId,
      label: series.label,
      amountCents: BigInt(series.cents),
      frequency: series.frequency,
      startOn: dateIn(today, series.startMonth, series.day),
      occurrenceCount: series.count ?? null,
      growthRateBp: series.growthBp ?? null,
      vatRateBp: series.vatBp ?? null,
      paymentDelayDays: series.terms?.days ?? 0,
      paymentEndOfMonth: series.terms?.endOfMonth ?? false,
      paymentDayOfMonth: series.terms?.dayOfMonth ?? null,
    })
    .returning({ id: cashFlowSeries.id });
  if (!row) throw new Error("demo series insert failed");
  return row.id;
}

/** The base scenario's month dashboard from 6 months back to 12 ahead. */
async function baseDashboard(db: Database, companyId: number, today: IsoDate) {
  const model = await loadForecastModel(db, companyId);
  const base = await baseScenarioOf(db, companyId);
  const input = await dashboardInputOf(db, model, {
    today,
    granularity: "month",
    from: periodOf(shiftMonths(today, -6), "month").start,
    to: periodOf(shiftMonths(today, 12), "month").end,
    scenarios: [base],
    backupId: null,
  });
  return { base, dashboard: computeDashboard(input) };
}

/** Seeds the forecast of one demo company (in the caller's transaction). */
export async function seedDemoForecast(
  db: Database,
  options: {
    companyId: number;
    userId: number;
    today: IsoDate;
    categoryIds: Map<DemoCategoryKey, number>;
    profile: DemoForecastProfile;
  },
): Promise<void> {
  const { companyId, userId, today, categoryIds, profile } = options;
  const base = await baseScenarioOf(db, companyId);
  const seriesIds = new Map<string, number>();
  for (const series of profile.series) {
    seriesIds.set(series.key, await insertSeries(db, companyId, base.id, series, categoryIds, today));
  }

  // The backup: the forecast as it stood before the late decisions, active so the dashboard compares.
  const before = await baseDashboard(db, companyId, today);
  const [backup] = await db
    .insert(backups)
    .values({ companyId, scenarioId: base.id, name: "Budget initial", status: "active", createdBy: userId })
    .returning({ id: backups.id });
  if (!backup) throw new Error("demo backup insert failed");
  const cells = backupOf(before.dashboard, String(base.id)).map((cell) => ({
    companyId,
    backupId: backup.id,
    granularity: "month",
    rowId: cell.rowId,
    periodKey: cell.periodKey,
    cents: BigInt(cell.cents),
  }));
  for (let start = 0; start < cells.length; start += 1_000) {
    await db.insert(backupCells).values(cells.slice(start, start + 1_000));
  }
  for (const series of profile.afterBackup) {
    seriesIds.set(series.key, await insertSeries(db, companyId, base.id, series, categoryIds, today));
  }

  // The second scenario: a hire (an added series) and a lost customer (a change of a base series).
  const [scenario] = await db
    .insert(scenarios)
    .values({ companyId, name: profile.scenario.name, color: "#d9480f" })
    .returning({ id: scenarios.id });
  if (!scenario) throw new Error("demo scenario insert failed");
  const hireId = await insertSeries(db, companyId, scenario.id, profile.scenario.hire, categoryIds, today);
  const lostSeriesId = seriesIds.get(profile.scenario.lostCustomer.seriesKey);
  if (lostSeriesId === undefined) throw new Error("demo lost customer series missing");
  await db.insert(scenarioEvents).values([
    {
      companyId,
      scenarioId: scenario.id,
      groupId: "embauche",
      name: profile.scenario.hire.label,
      kind: "add",
      seriesId: hireId,
      patch: {},
    },
    {
      companyId,
      scenarioId: scenario.id,
      groupId: "perte-client",
      name: "Perte d'un client",
      kind: "change",
      seriesId: lostSeriesId,
      patch: { amount_cents: profile.scenario.lostCustomer.cents },
    },
  ]);

  // A threshold the forecast crosses: above the lowest end balance of the next 12 months.
  const after = await baseDashboard(db, companyId, today);
  const currentIndex = after.dashboard.currentPeriodIndex;
  const ends = (after.dashboard.scenarios[0]?.totals.end ?? []).slice(Math.max(0, currentIndex));
  const lowest = Math.min(...ends);
  const highest = Math.max(...ends);
  const threshold = Math.ceil((lowest + Math.max(100_000, (highest - lowest) / 4)) / 100_000) * 100_000;
  await db
    .insert(forecastSettings)
    .values({ companyId, thresholdCents: BigInt(threshold) })
    .onConflictDoUpdate({ target: forecastSettings.companyId, set: { thresholdCents: BigInt(threshold) } });

  // Rules that filed the history: the lines they match are marked as filed by a rule.
  for (const [index, rule] of profile.rules.entries()) {
    const categoryId = categoryIds.get(rule.category);
    if (categoryId === undefined) continue;
    await db.insert(categorisationRules).values({
      companyId,
      name: rule.name,
      priority: index,
      conditions: [{ field: "label", operator: "contains", value: rule.contains }],
      categoryId,
    });
    const lines = await db
      .select({ id: transactions.id, label: transactions.normalizedLabel })
      .from(transactions)
      .where(and(eq(transactions.companyId, companyId), eq(transactions.categoryId, categoryId)));
    const word = normalizeLabel(rule.contains);
    const matched = lines.filter((line) => line.label.includes(word)).map((line) => line.id);
    if (matched.length > 0) {
      await db
        .update(transactions)
        .set({ categorySource: "rule" })
        .where(and(eq(transactions.companyId, companyId), inArray(transactions.id, matched)));
    }
  }

  // A manual adjustment of last month, with its comment.
  const adjustmentCategory = categoryIds.get(profile.adjustment.category);
  if (adjustmentCategory !== undefined) {
    const [adjustment] = await db
      .insert(manualAdjustments)
      .values({
        companyId,
        categoryId: adjustmentCategory,
        bookedOn: dateIn(today, -1, 15),
        amountCents: BigInt(profile.adjustment.cents),
        label: profile.adjustment.label,
        createdBy: userId,
      })
      .returning({ id: manualAdjustments.id });
    if (adjustment) {
      await db.insert(manualAdjustmentComments).values({
        companyId,
        adjustmentId: adjustment.id,
        authorId: userId,
        body: profile.adjustment.comment,
      });
    }
  }
}

/** The demo SME's forecast: a joinery workshop of about ten people. */
export const smeForecastProfile: DemoForecastProfile = {
  series: [
    {
      key: "sales",
      category: "salesFrance",
      label: "Ventes France",
      cents: 3_600_000,
      frequency: "monthly",
      startMonth: -6,
      day: 10,
      growthBp: 800,
      terms: { days: 45, endOfMonth: true },
    },
    {
      key: "export",
      category: "salesExport",
      label: "Ventes export",
      cents: 1_800_000,
      frequency: "quarterly",
      startMonth: -5,
      day: 18,
      terms: { days: 30 },
    },
    {
      key: "payroll",
      category: "salaries",
      label: "Salaires",
      cents: -940_000,
      frequency: "monthly",
      startMonth: -6,
      day: 28,
      growthBp: 250,
    },
    {
      key: "urssaf",
      category: "socialCharges",
      label: "Cotisations URSSAF",
      cents: -360_000,
      frequency: "monthly",
      startMonth: -6,
      day: 15,
    },
    {
      key: "rent",
      category: "rent",
      label: "Loyer de l'atelier",
      cents: -200_000,
      frequency: "monthly",
      startMonth: -6,
      day: 1,
      vatBp: 2000,
    },
    {
      key: "loan",
      category: "loans",
      label: "Prêt professionnel",
      cents: -145_000,
      frequency: "monthly",
      startMonth: -6,
      day: 5,
      count: 30,
    },
    {
      key: "subscriptions",
      category: "overheads",
      label: "Abonnements (énergie, téléphone, logiciels)",
      cents: -65_000,
      frequency: "monthly",
      startMonth: -6,
      day: 6,
    },
    {
      key: "purchases",
      category: "purchases",
      label: "Achats de bois et quincaillerie",
      cents: -1_300_000,
      frequency: "monthly",
      startMonth: -6,
      day: 12,
      terms: { days: 30, endOfMonth: true },
    },
    {
      key: "vat",
      category: "vat",
      label: "TVA trimestrielle",
      cents: -800_000,
      frequency: "quarterly",
      startMonth: -5,
      day: 19,
    },
    {
      key: "insurance",
      category: "overheads",
      label: "Assurance multirisque",
      cents: -260_000,
      frequency: "yearly",
      startMonth: 2,
      day: 10,
    },
  ],
  afterBackup: [purchaseDecided("machine", "Nouvelle machine CNC", -8_500_000, { startMonth: 3, day: 20 })],
  scenario: hireAndLoss(
    "Embauche et perte d'un client",
    { label: "Embauche d'un technicien", cents: -390_000, startMonth: 2 },
    2_900_000,
  ),
  rules: [
    { name: "Loyer de l'atelier", contains: "LOYER ATELIER", category: "rent" },
    { name: "Cotisations URSSAF", contains: "URSSAF", category: "socialCharges" },
    { name: "Salaires", contains: "VIR SALAIRE", category: "salaries" },
    { name: "Électricité", contains: "EDF", category: "overheads" },
  ],
  adjustment: {
    category: "otherIncome",
    cents: 125_000,
    label: "Remboursement d'assurance encaissé par chèque",
    comment: "Chèque AXA déposé au guichet, absent du relevé importé : à rapprocher le mois prochain.",
  },
};

/** The forecasts of the accounting firm's clients: each its own business, so the console shows differences. */
export const clientForecastProfiles: DemoForecastProfile[] = [
  {
    series: [
      {
        key: "sales",
        category: "salesFrance",
        label: "Ventes boutique",
        cents: 1_450_000,
        frequency: "monthly",
        startMonth: -6,
        day: 30,
        growthBp: 300,
      },
      {
        key: "payroll",
        category: "salaries",
        label: "Salaires",
        cents: -520_000,
        frequency: "monthly",
        startMonth: -6,
        day: 28,
      },
      {
        key: "flour",
        category: "purchases",
        label: "Farine et matières premières",
        cents: -480_000,
        frequency: "monthly",
        startMonth: -6,
        day: 8,
        terms: { days: 30 },
      },
      {
        key: "rent",
        category: "rent",
        label: "Loyer",
        cents: -180_000,
        frequency: "monthly",
        startMonth: -6,
        day: 1,
      },
    ],
    afterBackup: [purchaseDecided("oven", "Four à sole", -2_200_000, { startMonth: 4, day: 15 })],
    scenario: hireAndLoss(
      "Embauche d'un apprenti",
      { label: "Apprenti", cents: -95_000, startMonth: 1 },
      1_300_000,
    ),
    rules: [{ name: "Loyer", contains: "LOYER", category: "rent" }],
    adjustment: {
      category: "salesFrance",
      cents: 42_000,
      label: "Recette en espèces",
      comment: "Caisse du samedi déposée lundi.",
    },
  },
  {
    series: [
      {
        key: "sales",
        category: "salesFrance",
        label: "Réparations et entretien",
        cents: 2_300_000,
        frequency: "monthly",
        startMonth: -6,
        day: 20,
        growthBp: 500,
        terms: { days: 30, endOfMonth: true },
      },
      {
        key: "payroll",
        category: "salaries",
        label: "Salaires mécaniciens",
        cents: -880_000,
        frequency: "monthly",
        startMonth: -6,
        day: 28,
      },
      {
        key: "parts",
        category: "purchases",
        label: "Pièces détachées",
        cents: -760_000,
        frequency: "monthly",
        startMonth: -6,
        day: 12,
        terms: { days: 45, endOfMonth: true },
      },
      {
        key: "loan",
        category: "loans",
        label: "Crédit pont élévateur",
        cents: -210_000,
        frequency: "monthly",
        startMonth: -6,
        day: 5,
        count: 18,
      },
    ],
    afterBackup: [purchaseDecided("tools", "Valise de diagnostic", -650_000, { startMonth: 2, day: 10 })],
    scenario: hireAndLoss(
      "Perte du contrat flotte",
      { label: "Mécanicien saisonnier", cents: -260_000, startMonth: 3, count: 4 },
      1_700_000,
    ),
    rules: [{ name: "Crédit", contains: "PRET", category: "loans" }],
    adjustment: {
      category: "purchases",
      cents: -35_000,
      label: "Pièces payées en espèces",
      comment: "Ticket de caisse dans le classeur d'octobre.",
    },
  },
  {
    series: [
      {
        key: "sales",
        category: "salesFrance",
        label: "Projets clients",
        cents: 980_000,
        frequency: "monthly",
        startMonth: -6,
        day: 25,
        growthBp: 1500,
        terms: { days: 60 },
      },
      {
        key: "payroll",
        category: "salaries",
        label: "Salaires",
        cents: -450_000,
        frequency: "monthly",
        startMonth: -6,
        day: 28,
      },
      {
        key: "software",
        category: "overheads",
        label: "Licences logicielles",
        cents: -90_000,
        frequency: "monthly",
        startMonth: -6,
        day: 3,
      },
      {
        key: "rent",
        category: "rent",
        label: "Espace de coworking",
        cents: -120_000,
        frequency: "monthly",
        startMonth: -6,
        day: 1,
        terms: { days: 0, endOfMonth: true, dayOfMonth: 10 },
      },
    ],
    afterBackup: [purchaseDecided("laptops", "Stations de travail", -900_000, { startMonth: 1, day: 5 })],
    scenario: hireAndLoss(
      "Recrutement d'un designer",
      { label: "Designer junior", cents: -310_000, startMonth: 2 },
      700_000,
    ),
    rules: [{ name: "Salaires", contains: "SALAIRE", category: "salaries" }],
    adjustment: {
      category: "overheads",
      cents: -18_000,
      label: "Note de frais",
      comment: "Déplacement client à Lyon, remboursé au salarié.",
    },
  },
];
