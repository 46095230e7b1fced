/**
* | output |
* | --- |
* | "From $5,000/project" |
*
* @param {Service_Brand_PriceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_price: ((inputs?: Service_Brand_PriceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Brand_PriceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Brand_PriceInputs = {};
