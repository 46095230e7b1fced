/**
* | output |
* | --- |
* | "Advisers who help businesses grow and go digital." |
*
* @param {Partnerships_Consultants_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_consultants_text: ((inputs?: Partnerships_Consultants_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_Consultants_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_Consultants_TextInputs = {};
