/**
* | output |
* | --- |
* | "A distinctive identity that makes your business recognisable everywhere it appears." |
*
* @param {Service_Brand_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_text: ((inputs?: Service_Brand_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Brand_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Brand_TextInputs = {};
