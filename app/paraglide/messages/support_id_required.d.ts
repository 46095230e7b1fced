/**
* | output |
* | --- |
* | "Flidesk ID is required" |
*
* @param {Support_Id_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_id_required: ((inputs?: Support_Id_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Id_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Id_RequiredInputs = {};
