/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_Email_DetailInputs */

const en_support_email_detail = /** @type {(inputs: Support_Email_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response within 4 hours`)
};

const si_support_email_detail = /** @type {(inputs: Support_Email_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැය 4ක් ඇතුළත පිළිතුරු`)
};

const ta_support_email_detail = /** @type {(inputs: Support_Email_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`4 மணி நேரத்திற்குள் பதில்`)
};

/**
* | output |
* | --- |
* | "Response within 4 hours" |
*
* @param {Support_Email_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_email_detail = /** @type {((inputs?: Support_Email_DetailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Email_DetailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_email_detail(inputs)
	if (locale === "ta") return ta_support_email_detail(inputs)
	return en_support_email_detail(inputs)
});