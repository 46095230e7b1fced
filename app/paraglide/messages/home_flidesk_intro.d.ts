/**
* | output |
* | --- |
* | "Every client gets Fli DESK: one place to follow progress, updates and results." |
*
* @param {Home_Flidesk_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_intro: ((inputs?: Home_Flidesk_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_IntroInputs = {};
