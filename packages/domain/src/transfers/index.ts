export * from "./beneficiary";
export * from "./transferForecast";
export * from "./transferOrder";
