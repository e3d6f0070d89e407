export * from "./billing";
export * from "./catalogue";
export * from "./limits";
export * from "./paywalls";
