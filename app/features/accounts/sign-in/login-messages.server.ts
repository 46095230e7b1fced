import { englishTexts } from "~/lib/actor-texts.server";
import { type LoginTexts, loginTexts } from "./login";

/**
 * The sign-in's texts in English, from the portal's English messages (the product's words, word for word:
 * login-texts.test.ts): the sign-in's default where no reader's texts are given. On the server only, so the
 * browser does not load every English message with the sign-in page.
 */
export const loginMessages: LoginTexts = loginTexts(englishTexts.m);
