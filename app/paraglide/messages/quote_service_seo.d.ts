/**
* | output |
* | --- |
* | "SEO Optimization" |
*
* @param {Quote_Service_SeoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_service_seo: ((inputs?: Quote_Service_SeoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Service_SeoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Service_SeoInputs = {};
