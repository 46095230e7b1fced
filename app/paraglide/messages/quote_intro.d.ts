/**
* | output |
* | --- |
* | "Tell us what you need. We reply with a tailored quote within 24 hours." |
*
* @param {Quote_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_intro: ((inputs?: Quote_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_IntroInputs = {};
