export * from "./calculateVat";
export * from "./vatCalendar";
export * from "./vatForecast";
export * from "./vatRates";
