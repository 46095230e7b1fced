/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Booking_TitleInputs */

const en_portfolio_booking_title = /** @type {(inputs: Portfolio_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Island Stays Booking Platform`)
};

const si_portfolio_booking_title = /** @type {(inputs: Portfolio_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Island Stays වෙන්කිරීම් වේදිකාව`)
};

const ta_portfolio_booking_title = /** @type {(inputs: Portfolio_Booking_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Island Stays முன்பதிவு தளம்`)
};

/**
* | output |
* | --- |
* | "Island Stays Booking Platform" |
*
* @param {Portfolio_Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_title = /** @type {((inputs?: Portfolio_Booking_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Booking_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_booking_title(inputs)
	if (locale === "ta") return ta_portfolio_booking_title(inputs)
	return en_portfolio_booking_title(inputs)
});