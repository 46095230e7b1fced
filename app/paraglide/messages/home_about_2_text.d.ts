/**
* | output |
* | --- |
* | "Every post, keyword and page starts from your business goals, your audience and what the data says." |
*
* @param {Home_About_2_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_about_2_text: ((inputs?: Home_About_2_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_About_2_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_About_2_TextInputs = {};
