/**
* | output |
* | --- |
* | "Please shorten your message" |
*
* @param {Support_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_too_long: ((inputs?: Support_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Too_LongInputs = {};
