// What other features may use of onboarding: the wizard's answers and their rules (checkout re-checks them), and
// the browser's copy of the answers (checkout reads it, the payment page clears it).

export { platforms } from "./options";
export { clearStoredWizard, forgetPassword, readStoredWizard, recallPassword, type StoredWizard } from "./storage";
export { serviceLabel, wizardMessagesOf } from "./texts";
export {
  draftOf,
  fullPhone,
  passwordWordsOf,
  type WizardData,
  type WizardMessages,
  wizardErrors,
} from "./wizard";
