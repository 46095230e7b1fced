/**
* | countPlural | output |
* | --- | --- |
* | "one" | "reached {people} person" |
* | "other" | "reached {people} people" |
*
* @param {Pdf_Report_ReachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_reached: ((inputs: Pdf_Report_ReachedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_ReachedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_ReachedInputs = {
    count: NonNullable<unknown>;
    people: NonNullable<unknown>;
};
