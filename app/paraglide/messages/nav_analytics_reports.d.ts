/**
* | output |
* | --- |
* | "Analytics & Reports" |
*
* @param {Nav_Analytics_ReportsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_analytics_reports: ((inputs?: Nav_Analytics_ReportsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Analytics_ReportsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Analytics_ReportsInputs = {};
