/**
* | output |
* | --- |
* | "Case studies" |
*
* @param {Home_Cases_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_cases_eyebrow: ((inputs?: Home_Cases_EyebrowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Cases_EyebrowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Cases_EyebrowInputs = {};
