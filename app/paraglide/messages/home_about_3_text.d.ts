/**
* | output |
* | --- |
* | "Fast websites, growing audiences and search visibility you can see in your monthly reports." |
*
* @param {Home_About_3_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_3_text: ((inputs?: Home_About_3_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_About_3_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_About_3_TextInputs = {};
