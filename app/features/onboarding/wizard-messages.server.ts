import { englishTexts } from "~/lib/actor-texts.server";
import { wizardMessagesOf } from "./texts";
import type { WizardMessages } from "./wizard";

/**
 * The wizard's rules in English, the product's words: the English `buy_` messages, the only place they are written.
 * Server-only, so the browser never loads every English message; the wizard's page passes its own language's.
 */
export const englishWizardMessages: WizardMessages = wizardMessagesOf(englishTexts.m);
