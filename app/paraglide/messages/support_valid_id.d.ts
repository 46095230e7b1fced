/**
* | output |
* | --- |
* | "Valid Fli DESK ID: {id}" |
*
* @param {Support_Valid_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_valid_id: ((inputs: Support_Valid_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Valid_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Valid_IdInputs = {
    id: NonNullable<unknown>;
};
