export * from "./access";
export * from "./money";
export * from "./periods";
