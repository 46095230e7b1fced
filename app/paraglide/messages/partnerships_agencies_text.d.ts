/**
* | output |
* | --- |
* | "Creative and marketing agencies that want more capacity." |
*
* @param {Partnerships_Agencies_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_agencies_text: ((inputs?: Partnerships_Agencies_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_Agencies_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_Agencies_TextInputs = {};
