export * from "./bankLinkTimings";
export * from "./bankRules";
