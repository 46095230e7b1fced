/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Influencer_CampaignsInputs */

const en_portfolio_influencer_campaigns = /** @type {(inputs: Portfolio_Influencer_CampaignsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Influencer campaigns`)
};

const si_portfolio_influencer_campaigns = /** @type {(inputs: Portfolio_Influencer_CampaignsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ජනප්‍රිය පුද්ගලයන් සමඟ ප්‍රචාරණ`)
};

const ta_portfolio_influencer_campaigns = /** @type {(inputs: Portfolio_Influencer_CampaignsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்ஃப்ளூயன்சர் பிரச்சாரங்கள்`)
};

/**
* | output |
* | --- |
* | "Influencer campaigns" |
*
* @param {Portfolio_Influencer_CampaignsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_influencer_campaigns = /** @type {((inputs?: Portfolio_Influencer_CampaignsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Influencer_CampaignsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_influencer_campaigns(inputs)
	if (locale === "ta") return ta_portfolio_influencer_campaigns(inputs)
	return en_portfolio_influencer_campaigns(inputs)
});