/**
* | output |
* | --- |
* | "Call Us" |
*
* @param {Support_Phone_ActionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_phone_action: ((inputs?: Support_Phone_ActionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Phone_ActionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Phone_ActionInputs = {};
