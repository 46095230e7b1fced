/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_CallInputs */

const en_partnerships_call = /** @type {(inputs: Partnerships_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Book a Partner Call`)
};

const si_partnerships_call = /** @type {(inputs: Partnerships_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හවුල්කරු ඇමතුමක් වෙන් කරන්න`)
};

const ta_partnerships_call = /** @type {(inputs: Partnerships_CallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கூட்டாளர் அழைப்பை முன்பதிவு செய்யுங்கள்`)
};

/**
* | output |
* | --- |
* | "Book a Partner Call" |
*
* @param {Partnerships_CallInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_call = /** @type {((inputs?: Partnerships_CallInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_CallInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_call(inputs)
	if (locale === "ta") return ta_partnerships_call(inputs)
	return en_partnerships_call(inputs)
});