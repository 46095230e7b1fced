/**
* | output |
* | --- |
* | "Quotes within 24 hours" |
*
* @param {Quote_Within_24_HoursInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_within_24_hours: ((inputs?: Quote_Within_24_HoursInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Within_24_HoursInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Within_24_HoursInputs = {};
