/**
* | output |
* | --- |
* | "Websites that load instantly and convert visitors." |
*
* @param {Home_Service_Web_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_service_web_text: ((inputs?: Home_Service_Web_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Service_Web_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Service_Web_TextInputs = {};
