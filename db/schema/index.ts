export * from "./accounts";
export * from "./audit";
export * from "./billing";
export * from "./leads";
export * from "./notifications";
export * from "./onboarding";
export * from "./projects";
export * from "./system";
