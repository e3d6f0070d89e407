export * from "./permissionFlags";
export * from "./routeAccess";
