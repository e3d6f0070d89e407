export * from "./accessQuestions";
export * from "./emailAddress";
export * from "./permissionFlags";
export * from "./routeAccess";
