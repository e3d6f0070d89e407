export * from "./bankRules";
