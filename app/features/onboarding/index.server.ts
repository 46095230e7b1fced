// What other features may use of onboarding on the server: the schema checkout re-checks the wizard's answers with.
export { englishWizardMessages, wizardMessagesIn } from "./wizard-messages.server";
export { wizardSchema } from "./wizard-schema.server";
