/**
* | output |
* | --- |
* | "{start} to {end}" |
*
* @param {Pdf_PeriodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_period: ((inputs: Pdf_PeriodInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_PeriodInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_PeriodInputs = {
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
};
