export * from "./expectedPayments";
export * from "./forecastFeed";
export * from "./matching";
