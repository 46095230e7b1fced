/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Quote_Within_24_HoursInputs */

const en_quote_within_24_hours = /** @type {(inputs: Quote_Within_24_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quotes within 24 hours`)
};

const si_quote_within_24_hours = /** @type {(inputs: Quote_Within_24_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැය 24ක් ඇතුළත මිල ඇස්තමේන්තු`)
};

const ta_quote_within_24_hours = /** @type {(inputs: Quote_Within_24_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`24 மணி நேரத்திற்குள் விலைமதிப்பீடு`)
};

/**
* | output |
* | --- |
* | "Quotes within 24 hours" |
*
* @param {Quote_Within_24_HoursInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_within_24_hours = /** @type {((inputs?: Quote_Within_24_HoursInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Within_24_HoursInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_quote_within_24_hours(inputs)
	if (locale === "ta") return ta_quote_within_24_hours(inputs)
	return en_quote_within_24_hours(inputs)
});