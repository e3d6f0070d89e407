export * from "./siret";
