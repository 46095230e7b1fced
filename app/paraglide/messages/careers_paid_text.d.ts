/**
* | output |
* | --- |
* | "Clear rates and payment on every delivered milestone." |
*
* @param {Careers_Paid_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_paid_text: ((inputs?: Careers_Paid_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Paid_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Paid_TextInputs = {};
