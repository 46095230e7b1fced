/**
* | output |
* | --- |
* | "Years of campaigns, rankings and launches for Sri Lankan and international brands, measured in real results." |
*
* @param {Home_About_1_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_1_text: ((inputs?: Home_About_1_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_About_1_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_About_1_TextInputs = {};
