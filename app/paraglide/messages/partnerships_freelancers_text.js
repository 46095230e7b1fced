/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_Freelancers_TextInputs */

const en_partnerships_freelancers_text = /** @type {(inputs: Partnerships_Freelancers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Designers, developers and consultants with clients to serve.`)
};

const si_partnerships_freelancers_text = /** @type {(inputs: Partnerships_Freelancers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවය කිරීමට සේවාදායකයන් සිටින නිර්මාණකරුවන්, සංවර්ධකයන් සහ උපදේශකයන්.`)
};

const ta_partnerships_freelancers_text = /** @type {(inputs: Partnerships_Freelancers_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேவை செய்ய வாடிக்கையாளர்களைக் கொண்ட வடிவமைப்பாளர்கள், டெவலப்பர்கள் மற்றும் ஆலோசகர்கள்.`)
};

/**
* | output |
* | --- |
* | "Designers, developers and consultants with clients to serve." |
*
* @param {Partnerships_Freelancers_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_freelancers_text = /** @type {((inputs?: Partnerships_Freelancers_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_Freelancers_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_freelancers_text(inputs)
	if (locale === "ta") return ta_partnerships_freelancers_text(inputs)
	return en_partnerships_freelancers_text(inputs)
});