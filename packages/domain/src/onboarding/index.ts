export * from "./onboardingChapters";
export * from "./welcomeTexts";
