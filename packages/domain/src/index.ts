export * from "./access";
export * from "./forecast";
export * from "./formula";
export * from "./labels";
export * from "./money";
export * from "./passwords";
export * from "./periods";
export * from "./rules";
