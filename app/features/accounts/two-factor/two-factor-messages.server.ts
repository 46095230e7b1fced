import { englishTexts } from "~/lib/actor-texts.server";
import { type TwoFactorMessages, twoFactorTexts } from "./two-factor";

/**
 * The two-factor answers in English, from the portal's English messages (the product's words, word for word:
 * two-factor-texts.test.ts): every two-factor function's default where no reader's texts are given. On the server
 * only, so the browser does not load every English message with the two-factor pages.
 */
export const twoFactorMessages: TwoFactorMessages = twoFactorTexts(englishTexts.m);
