/**
* | output |
* | --- |
* | "From $115/month" |
*
* @param {Service_Seo_PriceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_price: ((inputs?: Service_Seo_PriceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Seo_PriceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Seo_PriceInputs = {};
