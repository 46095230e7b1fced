/**
* | output |
* | --- |
* | "Marketing Campaigns" |
*
* @param {Nav_Marketing_CampaignsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_marketing_campaigns: ((inputs?: Nav_Marketing_CampaignsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Marketing_CampaignsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Marketing_CampaignsInputs = {};
