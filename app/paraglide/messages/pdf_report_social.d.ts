/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{platform}: {count} post published ({before} last month)" |
* | "other" | "{platform}: {count} posts published ({before} last month)" |
*
* @param {Pdf_Report_SocialInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pdf_report_social: ((inputs: Pdf_Report_SocialInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pdf_Report_SocialInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pdf_Report_SocialInputs = {
    count: NonNullable<unknown>;
    platform: NonNullable<unknown>;
    before: NonNullable<unknown>;
};
