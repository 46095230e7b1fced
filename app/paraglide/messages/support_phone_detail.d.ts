/**
* | output |
* | --- |
* | "Mon-Fri 9 AM-6 PM" |
*
* @param {Support_Phone_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_phone_detail: ((inputs?: Support_Phone_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Phone_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Phone_DetailInputs = {};
