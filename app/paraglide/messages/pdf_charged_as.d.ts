/**
* | output |
* | --- |
* | "{lkr} (charged as {charged})" |
*
* @param {Pdf_Charged_AsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_charged_as: ((inputs: Pdf_Charged_AsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Charged_AsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Charged_AsInputs = {
    lkr: NonNullable<unknown>;
    charged: NonNullable<unknown>;
};
