/**
* | output |
* | --- |
* | "{locality}, Sri Lanka" |
*
* @param {Pdf_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_address: ((inputs: Pdf_AddressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_AddressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_AddressInputs = {
    locality: NonNullable<unknown>;
};
