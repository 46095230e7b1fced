/**
* | output |
* | --- |
* | "Custom reporting and SLAs" |
*
* @param {Pricing_Enterprise_ReportingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_enterprise_reporting: ((inputs?: Pricing_Enterprise_ReportingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Pricing_Enterprise_ReportingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Pricing_Enterprise_ReportingInputs = {};
