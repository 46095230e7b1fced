/**
* | output |
* | --- |
* | "Digital agency · Sri Lanka" |
*
* @param {Home_Hero_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_hero_eyebrow: ((inputs?: Home_Hero_EyebrowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_EyebrowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Hero_EyebrowInputs = {};
