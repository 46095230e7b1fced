/**
* | output |
* | --- |
* | "Invalid Flidesk ID" |
*
* @param {Support_Id_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_id_invalid: ((inputs?: Support_Id_InvalidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Id_InvalidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Id_InvalidInputs = {};
