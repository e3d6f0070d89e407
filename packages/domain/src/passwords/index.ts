export * from "./passwordPolicy";
