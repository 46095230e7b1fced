/**
* | output |
* | --- |
* | "Web Development" |
*
* @param {Nav_Web_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_web_development: ((inputs?: Nav_Web_DevelopmentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Web_DevelopmentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Web_DevelopmentInputs = {};
