/**
* | output |
* | --- |
* | "Technical SEO: speed, indexing, structured data" |
*
* @param {Service_Seo_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_3: ((inputs?: Service_Seo_3Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Seo_3Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Seo_3Inputs = {};
