// What other features may use of onboarding: the wizard's answers and their rules (checkout re-checks them).
export { draftOf, type WizardData, wizardErrors } from "./wizard";
