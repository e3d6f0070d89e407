export * from "./access";
export * from "./labels";
export * from "./money";
export * from "./periods";
