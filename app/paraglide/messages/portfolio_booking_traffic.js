/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Booking_TrafficInputs */

const en_portfolio_booking_traffic = /** @type {(inputs: Portfolio_Booking_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`+120% mobile traffic`)
};

const si_portfolio_booking_traffic = /** @type {(inputs: Portfolio_Booking_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ජංගම දුරකථන පැමිණීම් +120%`)
};

const ta_portfolio_booking_traffic = /** @type {(inputs: Portfolio_Booking_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மொபைல் வருகை +120%`)
};

/**
* | output |
* | --- |
* | "+120% mobile traffic" |
*
* @param {Portfolio_Booking_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_traffic = /** @type {((inputs?: Portfolio_Booking_TrafficInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Booking_TrafficInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_booking_traffic(inputs)
	if (locale === "ta") return ta_portfolio_booking_traffic(inputs)
	return en_portfolio_booking_traffic(inputs)
});