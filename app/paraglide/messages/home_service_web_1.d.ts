/**
* | output |
* | --- |
* | "Mobile-first responsive design" |
*
* @param {Home_Service_Web_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_web_1: ((inputs?: Home_Service_Web_1Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Service_Web_1Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Service_Web_1Inputs = {};
