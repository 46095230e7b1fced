/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ link: NonNullable<unknown> }} Mail_Onboarding_Draft_ContinueInputs */

const en_mail_onboarding_draft_continue = /** @type {(inputs: Mail_Onboarding_Draft_ContinueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Continue here (the link works once, for 3 days): ${i?.link}`)
};

const si_mail_onboarding_draft_continue = /** @type {(inputs: Mail_Onboarding_Draft_ContinueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මෙතැනින් දිගටම කරගෙන යන්න (සබැඳිය එක් වරක් පමණක්, දින 3ක් සඳහා ක්‍රියා කරයි): ${i?.link}`)
};

const ta_mail_onboarding_draft_continue = /** @type {(inputs: Mail_Onboarding_Draft_ContinueInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இங்கே தொடருங்கள் (இணைப்பு ஒருமுறை மட்டும், 3 நாட்களுக்குச் செயல்படும்): ${i?.link}`)
};

/**
* | output |
* | --- |
* | "Continue here (the link works once, for 3 days): {link}" |
*
* @param {Mail_Onboarding_Draft_ContinueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_onboarding_draft_continue = /** @type {((inputs: Mail_Onboarding_Draft_ContinueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Onboarding_Draft_ContinueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_mail_onboarding_draft_continue(inputs)
	if (locale === "ta") return ta_mail_onboarding_draft_continue(inputs)
	return en_mail_onboarding_draft_continue(inputs)
});