/**
* | output |
* | --- |
* | "On-page optimisation of titles, content and structure" |
*
* @param {Service_Seo_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_2: ((inputs?: Service_Seo_2Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Seo_2Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Seo_2Inputs = {};
