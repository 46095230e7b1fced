import { englishTexts } from "~/lib/actor-texts.server";
import { type AdminMessages, adminMessagesIn } from "./messages";

/**
 * The admin's refusals and toasts in English, from the portal's English messages (the product's words, word for
 * word: messages.test.ts): the server's default where no admin's texts are given. On the server only, so the
 * browser does not load every English message with the admin's pages.
 */
export const adminMessages: AdminMessages = adminMessagesIn(englishTexts.m);
