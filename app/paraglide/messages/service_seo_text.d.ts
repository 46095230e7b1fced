/**
* | output |
* | --- |
* | "Search engine optimisation that brings qualified visitors, month after month." |
*
* @param {Service_Seo_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_seo_text: ((inputs?: Service_Seo_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Seo_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Seo_TextInputs = {};
