/**
* | output |
* | --- |
* | "{keyword}: position {position}" |
*
* @param {Pdf_Report_PositionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_position: ((inputs: Pdf_Report_PositionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_PositionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_PositionInputs = {
    keyword: NonNullable<unknown>;
    position: NonNullable<unknown>;
};
