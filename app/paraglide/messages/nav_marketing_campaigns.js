/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Marketing_CampaignsInputs */

const en_nav_marketing_campaigns = /** @type {(inputs: Nav_Marketing_CampaignsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing Campaigns`)
};

const si_nav_marketing_campaigns = /** @type {(inputs: Nav_Marketing_CampaignsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අලෙවි ප්‍රචාරණ`)
};

const ta_nav_marketing_campaigns = /** @type {(inputs: Nav_Marketing_CampaignsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சந்தைப்படுத்தல் பிரச்சாரங்கள்`)
};

/**
* | output |
* | --- |
* | "Marketing Campaigns" |
*
* @param {Nav_Marketing_CampaignsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_marketing_campaigns = /** @type {((inputs?: Nav_Marketing_CampaignsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Marketing_CampaignsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_marketing_campaigns(inputs)
	if (locale === "ta") return ta_nav_marketing_campaigns(inputs)
	return en_nav_marketing_campaigns(inputs)
});