/**
* | output |
* | --- |
* | "Influencer campaigns" |
*
* @param {Portfolio_Influencer_CampaignsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_influencer_campaigns: ((inputs?: Portfolio_Influencer_CampaignsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Influencer_CampaignsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Influencer_CampaignsInputs = {};
