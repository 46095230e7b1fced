/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Booking_RevenueInputs */

const en_portfolio_booking_revenue = /** @type {(inputs: Portfolio_Booking_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`-18% commission costs`)
};

const si_portfolio_booking_revenue = /** @type {(inputs: Portfolio_Booking_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කොමිස් වියදම් -18%`)
};

const ta_portfolio_booking_revenue = /** @type {(inputs: Portfolio_Booking_RevenueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கமிஷன் செலவுகள் -18%`)
};

/**
* | output |
* | --- |
* | "-18% commission costs" |
*
* @param {Portfolio_Booking_RevenueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_revenue = /** @type {((inputs?: Portfolio_Booking_RevenueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Booking_RevenueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_booking_revenue(inputs)
	if (locale === "ta") return ta_portfolio_booking_revenue(inputs)
	return en_portfolio_booking_revenue(inputs)
});