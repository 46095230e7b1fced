/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Name_RequiredInputs */

const en_quote_name_required = /** @type {(inputs: Quote_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your full name`)
};

const si_quote_name_required = /** @type {(inputs: Quote_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබේ සම්පූර්ණ නම ඇතුළත් කරන්න`)
};

const ta_quote_name_required = /** @type {(inputs: Quote_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் முழுப் பெயரை உள்ளிடவும்`)
};

/**
* | output |
* | --- |
* | "Please enter your full name" |
*
* @param {Quote_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_name_required = /** @type {((inputs?: Quote_Name_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Name_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_name_required(inputs)
	if (locale === "ta") return ta_quote_name_required(inputs)
	return en_quote_name_required(inputs)
});