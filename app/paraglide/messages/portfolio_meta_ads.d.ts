/**
* | output |
* | --- |
* | "Meta Ads" |
*
* @param {Portfolio_Meta_AdsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_meta_ads: ((inputs?: Portfolio_Meta_AdsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Meta_AdsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Meta_AdsInputs = {};
