/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_SubjectInputs */

const en_support_subject = /** @type {(inputs: Support_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

const si_support_subject = /** @type {(inputs: Support_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාතෘකාව`)
};

const ta_support_subject = /** @type {(inputs: Support_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பு`)
};

/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Support_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_subject = /** @type {((inputs?: Support_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_subject(inputs)
	if (locale === "ta") return ta_support_subject(inputs)
	return en_support_subject(inputs)
});