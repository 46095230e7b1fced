/**
* | output |
* | --- |
* | "SEO & Content" |
*
* @param {Portfolio_Seo_ContentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_seo_content: ((inputs?: Portfolio_Seo_ContentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Seo_ContentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Seo_ContentInputs = {};
