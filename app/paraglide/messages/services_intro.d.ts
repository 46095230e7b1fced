/**
* | output |
* | --- |
* | "Search, brand and web: everything a growing business needs to be found, remembered and chosen." |
*
* @param {Services_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_intro: ((inputs?: Services_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Services_IntroInputs = {};
