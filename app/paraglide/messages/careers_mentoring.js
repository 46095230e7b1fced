/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_MentoringInputs */

const en_careers_mentoring = /** @type {(inputs: Careers_MentoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mentoring and training budget`)
};

const si_careers_mentoring = /** @type {(inputs: Careers_MentoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මඟපෙන්වීම සහ පුහුණුව සඳහා මුදල්`)
};

const ta_careers_mentoring = /** @type {(inputs: Careers_MentoringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வழிகாட்டலும் பயிற்சி நிதியும்`)
};

/**
* | output |
* | --- |
* | "Mentoring and training budget" |
*
* @param {Careers_MentoringInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_mentoring = /** @type {((inputs?: Careers_MentoringInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_MentoringInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_mentoring(inputs)
	if (locale === "ta") return ta_careers_mentoring(inputs)
	return en_careers_mentoring(inputs)
});