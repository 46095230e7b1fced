/**
* | output |
* | --- |
* | "Colour palette and typography" |
*
* @param {Service_Brand_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_3: ((inputs?: Service_Brand_3Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Brand_3Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Brand_3Inputs = {};
