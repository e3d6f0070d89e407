export {
  addMonthsClamped,
  type CivilDate,
  civilOf,
  civilOfEpochDay,
  daysInMonth,
  type EpochDay,
  epochDayOf,
  isoDateOfEpochDay,
} from "./calendar";
export {
  type CashFlowSeries,
  type CashFlowSeriesPatch,
  FREQUENCIES,
  type Frequency,
  type SeriesAmount,
} from "./cashFlowSeries";
export { assertExpandable, expandSeries, type FormulaAmount, type Occurrence } from "./expandSeries";
export {
  type Scenario,
  type ScenarioChange,
  type ScenarioEvent,
  type StaleEvent,
  scenarioSeries,
  withoutGroup,
} from "./scenarios";
