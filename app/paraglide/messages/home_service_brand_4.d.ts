/**
* | output |
* | --- |
* | "Social media templates" |
*
* @param {Home_Service_Brand_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_brand_4: ((inputs?: Home_Service_Brand_4Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Service_Brand_4Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Service_Brand_4Inputs = {};
