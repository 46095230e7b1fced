/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_SubmitInputs */

const en_quote_submit = /** @type {(inputs: Quote_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get My Quote`)
};

const si_quote_submit = /** @type {(inputs: Quote_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මගේ මිල ඇස්තමේන්තුව ලබාගන්න`)
};

const ta_quote_submit = /** @type {(inputs: Quote_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எனது விலைமதிப்பீட்டைப் பெறுக`)
};

/**
* | output |
* | --- |
* | "Get My Quote" |
*
* @param {Quote_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_submit = /** @type {((inputs?: Quote_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_submit(inputs)
	if (locale === "ta") return ta_quote_submit(inputs)
	return en_quote_submit(inputs)
});