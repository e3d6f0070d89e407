export * from "./access";
export * from "./periods";
