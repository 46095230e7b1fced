/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Booking_ConversionInputs */

const en_portfolio_booking_conversion = /** @type {(inputs: Portfolio_Booking_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+250% direct bookings`)
};

const si_portfolio_booking_conversion = /** @type {(inputs: Portfolio_Booking_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෘජු වෙන්කිරීම් +250%`)
};

const ta_portfolio_booking_conversion = /** @type {(inputs: Portfolio_Booking_ConversionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நேரடி முன்பதிவுகள் +250%`)
};

/**
* | output |
* | --- |
* | "+250% direct bookings" |
*
* @param {Portfolio_Booking_ConversionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_conversion = /** @type {((inputs?: Portfolio_Booking_ConversionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Booking_ConversionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_booking_conversion(inputs)
	if (locale === "ta") return ta_portfolio_booking_conversion(inputs)
	return en_portfolio_booking_conversion(inputs)
});