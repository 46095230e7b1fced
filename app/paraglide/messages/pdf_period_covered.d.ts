/**
* | output |
* | --- |
* | "Period covered" |
*
* @param {Pdf_Period_CoveredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_period_covered: ((inputs?: Pdf_Period_CoveredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Period_CoveredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Period_CoveredInputs = {};
