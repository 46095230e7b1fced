/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Instagram_ReelsInputs */

const en_portfolio_instagram_reels = /** @type {(inputs: Portfolio_Instagram_ReelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram Reels`)
};

const si_portfolio_instagram_reels = /** @type {(inputs: Portfolio_Instagram_ReelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram රීල්ස්`)
};

const ta_portfolio_instagram_reels = /** @type {(inputs: Portfolio_Instagram_ReelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram ரீல்ஸ்`)
};

/**
* | output |
* | --- |
* | "Instagram Reels" |
*
* @param {Portfolio_Instagram_ReelsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_instagram_reels = /** @type {((inputs?: Portfolio_Instagram_ReelsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Instagram_ReelsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_instagram_reels(inputs)
	if (locale === "ta") return ta_portfolio_instagram_reels(inputs)
	return en_portfolio_instagram_reels(inputs)
});