/**
* | output |
* | --- |
* | "Your reference number is {reference}." |
*
* @param {Support_ReferenceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_reference: ((inputs: Support_ReferenceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_ReferenceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_ReferenceInputs = {
    reference: NonNullable<unknown>;
};
