/**
* | output |
* | --- |
* | "Call {phone} during office hours (Sri Lanka time)." |
*
* @param {Support_Phone_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_phone_text: ((inputs: Support_Phone_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Phone_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Phone_TextInputs = {
    phone: NonNullable<unknown>;
};
