export { companyToday, fromLocalDate, type IsoDate, isIsoDate, toLocalDate } from "./isoDate";
export {
  type Granularity,
  isoWeekPeriod,
  monthPeriod,
  type Period,
  periodContains,
  periodOf,
  periodsBetween,
  periodsFrom,
} from "./period";
