/**
* | output |
* | --- |
* | "Technical SEO" |
*
* @param {Portfolio_Technical_SeoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_technical_seo: ((inputs?: Portfolio_Technical_SeoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Technical_SeoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Technical_SeoInputs = {};
