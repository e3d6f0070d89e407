export * from "./normalizeLabel";
