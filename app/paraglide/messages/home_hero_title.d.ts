/**
* | output |
* | --- |
* | "Your Strategic Social Media, SEO & Web Development Partner" |
*
* @param {Home_Hero_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_hero_title: ((inputs?: Home_Hero_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Hero_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Hero_TitleInputs = {};
