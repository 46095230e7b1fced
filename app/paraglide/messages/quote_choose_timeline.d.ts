/**
* | output |
* | --- |
* | "Please choose a timeline from the list" |
*
* @param {Quote_Choose_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_choose_timeline: ((inputs?: Quote_Choose_TimelineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Choose_TimelineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Choose_TimelineInputs = {};
