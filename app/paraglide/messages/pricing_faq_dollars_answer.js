/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Faq_Dollars_AnswerInputs */

const en_pricing_faq_dollars_answer = /** @type {(inputs: Pricing_Faq_Dollars_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes. Prices are set in LKR; at checkout you can pay in LKR or USD.`)
};

const si_pricing_faq_dollars_answer = /** @type {(inputs: Pricing_Faq_Dollars_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔව්. මිල ගණන් LKR වලින් නියම කර ඇත; ගෙවීමේදී LKR හෝ USD වලින් ගෙවිය හැක.`)
};

const ta_pricing_faq_dollars_answer = /** @type {(inputs: Pricing_Faq_Dollars_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆம். விலைகள் LKR-இல் நிர்ணயிக்கப்பட்டுள்ளன; கட்டணம் செலுத்தும்போது LKR அல்லது USD-இல் செலுத்தலாம்.`)
};

/**
* | output |
* | --- |
* | "Yes. Prices are set in LKR; at checkout you can pay in LKR or USD." |
*
* @param {Pricing_Faq_Dollars_AnswerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_faq_dollars_answer = /** @type {((inputs?: Pricing_Faq_Dollars_AnswerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Faq_Dollars_AnswerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_faq_dollars_answer(inputs)
	if (locale === "ta") return ta_pricing_faq_dollars_answer(inputs)
	return en_pricing_faq_dollars_answer(inputs)
});