/**
* | output |
* | --- |
* | "Case Studies" |
*
* @param {Nav_Case_StudiesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_case_studies: ((inputs?: Nav_Case_StudiesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Case_StudiesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Case_StudiesInputs = {};
