/**
* | output |
* | --- |
* | "Hosting, software and payment companies serving SMEs." |
*
* @param {Partnerships_Technology_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_technology_text: ((inputs?: Partnerships_Technology_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_Technology_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_Technology_TextInputs = {};
