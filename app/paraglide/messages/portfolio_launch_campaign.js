/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Launch_CampaignInputs */

const en_portfolio_launch_campaign = /** @type {(inputs: Portfolio_Launch_CampaignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Launch campaign`)
};

const si_portfolio_launch_campaign = /** @type {(inputs: Portfolio_Launch_CampaignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දියත් කිරීමේ ප්‍රචාරණය`)
};

const ta_portfolio_launch_campaign = /** @type {(inputs: Portfolio_Launch_CampaignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிமுகப் பிரச்சாரம்`)
};

/**
* | output |
* | --- |
* | "Launch campaign" |
*
* @param {Portfolio_Launch_CampaignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_launch_campaign = /** @type {((inputs?: Portfolio_Launch_CampaignInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Launch_CampaignInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_launch_campaign(inputs)
	if (locale === "ta") return ta_portfolio_launch_campaign(inputs)
	return en_portfolio_launch_campaign(inputs)
});