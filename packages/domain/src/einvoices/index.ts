export * from "./expectedPaymentDate";
export * from "./siren";
