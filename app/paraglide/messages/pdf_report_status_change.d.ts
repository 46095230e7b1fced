/**
* | output |
* | --- |
* | "{date}, {project}: {from} to {to}" |
*
* @param {Pdf_Report_Status_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_status_change: ((inputs: Pdf_Report_Status_ChangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_Status_ChangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_Status_ChangeInputs = {
    date: NonNullable<unknown>;
    project: NonNullable<unknown>;
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
