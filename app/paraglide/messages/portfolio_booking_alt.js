/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Booking_AltInputs */

const en_portfolio_booking_alt = /** @type {(inputs: Portfolio_Booking_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hotel booking website on a phone and a laptop`)
};

const si_portfolio_booking_alt = /** @type {(inputs: Portfolio_Booking_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දුරකථනයක සහ ලැප්ටොප් පරිගණකයක හෝටල් වෙන්කිරීම් වෙබ් අඩවිය`)
};

const ta_portfolio_booking_alt = /** @type {(inputs: Portfolio_Booking_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொலைபேசியிலும் மடிக்கணினியிலும் ஹோட்டல் முன்பதிவு இணையதளம்`)
};

/**
* | output |
* | --- |
* | "Hotel booking website on a phone and a laptop" |
*
* @param {Portfolio_Booking_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_alt = /** @type {((inputs?: Portfolio_Booking_AltInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Booking_AltInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_booking_alt(inputs)
	if (locale === "ta") return ta_portfolio_booking_alt(inputs)
	return en_portfolio_booking_alt(inputs)
});