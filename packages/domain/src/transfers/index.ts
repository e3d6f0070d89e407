export * from "./beneficiary";
export * from "./sweepProposals";
export * from "./transferForecast";
export * from "./transferOrder";
