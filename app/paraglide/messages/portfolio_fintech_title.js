/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fintech_TitleInputs */

const en_portfolio_fintech_title = /** @type {(inputs: Portfolio_Fintech_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanka Fintech Rebrand`)
};

const si_portfolio_fintech_title = /** @type {(inputs: Portfolio_Fintech_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanka Fintech නව සන්නාමකරණය`)
};

const ta_portfolio_fintech_title = /** @type {(inputs: Portfolio_Fintech_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lanka Fintech பிராண்ட் புதுப்பிப்பு`)
};

/**
* | output |
* | --- |
* | "Lanka Fintech Rebrand" |
*
* @param {Portfolio_Fintech_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fintech_title = /** @type {((inputs?: Portfolio_Fintech_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fintech_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fintech_title(inputs)
	if (locale === "ta") return ta_portfolio_fintech_title(inputs)
	return en_portfolio_fintech_title(inputs)
});