import { englishTexts } from "~/lib/actor-texts.server";
import type { Locale } from "~/lib/locale";
import { loadPortalTexts } from "~/lib/portal-texts";
import type { CheckoutMessages } from "./checkout-form";
import { checkoutMessagesOf } from "./texts";

/**
 * Checkout's words in English, the product's words: the English `buy_` messages, the only place they are written.
 * Server-only, so the browser never loads every English message; the page passes its own language's.
 */
export const englishCheckoutMessages: CheckoutMessages = checkoutMessagesOf(englishTexts.m);

/** Checkout's words in the reader's language (decision 50). */
export async function checkoutMessagesIn(locale: Locale): Promise<CheckoutMessages> {
  if (locale === "en") return englishCheckoutMessages;
  return checkoutMessagesOf((await loadPortalTexts(locale)).m);
}
