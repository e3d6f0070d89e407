export * from "./accessQuestions";
export * from "./authHost";
export * from "./emailAddress";
export * from "./permissionFlags";
export * from "./routeAccess";
