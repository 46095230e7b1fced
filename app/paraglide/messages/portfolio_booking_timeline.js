/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Booking_TimelineInputs */

const en_portfolio_booking_timeline = /** @type {(inputs: Portfolio_Booking_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 months`)
};

const si_portfolio_booking_timeline = /** @type {(inputs: Portfolio_Booking_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාස 3`)
};

const ta_portfolio_booking_timeline = /** @type {(inputs: Portfolio_Booking_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 மாதங்கள்`)
};

/**
* | output |
* | --- |
* | "3 months" |
*
* @param {Portfolio_Booking_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_timeline = /** @type {((inputs?: Portfolio_Booking_TimelineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Booking_TimelineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_booking_timeline(inputs)
	if (locale === "ta") return ta_portfolio_booking_timeline(inputs)
	return en_portfolio_booking_timeline(inputs)
});