/**
* | output |
* | --- |
* | "Logo design and variations" |
*
* @param {Service_Brand_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_brand_2: ((inputs?: Service_Brand_2Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Brand_2Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Brand_2Inputs = {};
