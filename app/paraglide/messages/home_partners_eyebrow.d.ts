/**
* | output |
* | --- |
* | "Our partners" |
*
* @param {Home_Partners_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_partners_eyebrow: ((inputs?: Home_Partners_EyebrowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Partners_EyebrowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Partners_EyebrowInputs = {};
