export * from "./counterpartyKey";
export * from "./expectedPayments";
export * from "./forecastFeed";
export * from "./instalmentPlan";
export * from "./matching";
