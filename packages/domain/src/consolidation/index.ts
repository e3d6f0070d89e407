export * from "./consolidate";
