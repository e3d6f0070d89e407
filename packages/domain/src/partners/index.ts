export * from "./partnerRegistry";
