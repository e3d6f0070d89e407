export * from "./categoryTree";
