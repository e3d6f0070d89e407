export * from "./currencies";
