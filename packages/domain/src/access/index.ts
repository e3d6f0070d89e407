export * from "./emailAddress";
export * from "./permissionFlags";
export * from "./routeAccess";
