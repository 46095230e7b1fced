/**
* | output |
* | --- |
* | "Unchecked" |
*
* @param {Support_Status_UncheckedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_status_unchecked: ((inputs?: Support_Status_UncheckedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Status_UncheckedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Status_UncheckedInputs = {};
