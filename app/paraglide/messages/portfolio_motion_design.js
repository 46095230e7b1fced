/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Motion_DesignInputs */

const en_portfolio_motion_design = /** @type {(inputs: Portfolio_Motion_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motion design`)
};

const si_portfolio_motion_design = /** @type {(inputs: Portfolio_Motion_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`චලන නිර්මාණ`)
};

const ta_portfolio_motion_design = /** @type {(inputs: Portfolio_Motion_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இயக்க வடிவமைப்பு`)
};

/**
* | output |
* | --- |
* | "Motion design" |
*
* @param {Portfolio_Motion_DesignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_motion_design = /** @type {((inputs?: Portfolio_Motion_DesignInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Motion_DesignInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_motion_design(inputs)
	if (locale === "ta") return ta_portfolio_motion_design(inputs)
	return en_portfolio_motion_design(inputs)
});