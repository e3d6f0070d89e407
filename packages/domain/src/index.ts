export * from "./periods";
