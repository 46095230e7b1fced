/**
* | output |
* | --- |
* | "See what is being built with every progress update." |
*
* @param {Flidesk_Screenshots_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_screenshots_text: ((inputs?: Flidesk_Screenshots_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Screenshots_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Screenshots_TextInputs = {};
