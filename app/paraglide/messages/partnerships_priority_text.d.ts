/**
* | output |
* | --- |
* | "A dedicated partner manager and priority on Fli DESK." |
*
* @param {Partnerships_Priority_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_priority_text: ((inputs?: Partnerships_Priority_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_Priority_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_Priority_TextInputs = {};
