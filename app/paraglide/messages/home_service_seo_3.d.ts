/**
* | output |
* | --- |
* | "Content that ranks" |
*
* @param {Home_Service_Seo_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_seo_3: ((inputs?: Home_Service_Seo_3Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Service_Seo_3Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Service_Seo_3Inputs = {};
