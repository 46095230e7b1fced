/**
* | output |
* | --- |
* | "Select your timeline" |
*
* @param {Quote_Timeline_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const quote_timeline_placeholder: ((inputs?: Quote_Timeline_PlaceholderInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Quote_Timeline_PlaceholderInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Quote_Timeline_PlaceholderInputs = {};
