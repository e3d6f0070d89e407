export * from "./settings";
export * from "./siret";
