/**
* | output |
* | --- |
* | "Progress, updates and reports appear the moment your team posts them." |
*
* @param {Home_Flidesk_Analytics_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_analytics_text: ((inputs?: Home_Flidesk_Analytics_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_Analytics_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_Analytics_TextInputs = {};
