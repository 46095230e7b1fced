/**
* | output |
* | --- |
* | "Launch campaign" |
*
* @param {Portfolio_Launch_CampaignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_launch_campaign: ((inputs?: Portfolio_Launch_CampaignInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Launch_CampaignInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Launch_CampaignInputs = {};
