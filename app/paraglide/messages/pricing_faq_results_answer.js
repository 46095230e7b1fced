/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_Results_AnswerInputs */

const en_pricing_faq_results_answer = /** @type {(inputs: Pricing_Faq_Results_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most clients see movement in rankings within 6 to 12 weeks and steady growth after 3 to 6 months.`)
};

const si_pricing_faq_results_answer = /** @type {(inputs: Pricing_Faq_Results_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බොහෝ සේවාදායකයන්ට සති 6 සිට 12 ඇතුළත සෙවුම් ස්ථානවල වෙනසක් පෙනෙන අතර, මාස 3 සිට 6කට පසු ස්ථාවර වර්ධනයක් දැකිය හැක.`)
};

const ta_pricing_faq_results_answer = /** @type {(inputs: Pricing_Faq_Results_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெரும்பாலான வாடிக்கையாளர்கள் 6 முதல் 12 வாரங்களுக்குள் தரவரிசையில் மாற்றத்தையும், 3 முதல் 6 மாதங்களுக்குப் பிறகு நிலையான வளர்ச்சியையும் காண்கின்றனர்.`)
};

/**
* | output |
* | --- |
* | "Most clients see movement in rankings within 6 to 12 weeks and steady growth after 3 to 6 months." |
*
* @param {Pricing_Faq_Results_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_results_answer = /** @type {((inputs?: Pricing_Faq_Results_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_Results_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_results_answer(inputs)
	if (locale === "ta") return ta_pricing_faq_results_answer(inputs)
	return en_pricing_faq_results_answer(inputs)
});