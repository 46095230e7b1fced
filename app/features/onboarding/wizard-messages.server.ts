import { englishTexts } from "~/lib/actor-texts.server";
import type { Locale } from "~/lib/locale";
import { loadPortalTexts } from "~/lib/portal-texts";
import { wizardMessagesOf } from "./texts";
import type { WizardMessages } from "./wizard";

/**
 * The wizard's rules in English, the product's words: the English `buy_` messages, the only place they are written.
 * Server-only, so the browser never loads every English message; the wizard's page passes its own language's.
 */
export const englishWizardMessages: WizardMessages = wizardMessagesOf(englishTexts.m);

/** The wizard's rules in the reader's language (decision 50). */
export async function wizardMessagesIn(locale: Locale): Promise<WizardMessages> {
  if (locale === "en") return englishWizardMessages;
  return wizardMessagesOf((await loadPortalTexts(locale)).m);
}
