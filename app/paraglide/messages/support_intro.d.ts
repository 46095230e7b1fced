/**
* | output |
* | --- |
* | "Reach us the way that suits you. Critical issues are answered within an hour." |
*
* @param {Support_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_intro: ((inputs?: Support_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_IntroInputs = {};
