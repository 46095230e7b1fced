/**
* | output |
* | --- |
* | "SEO, pricing, careers..." |
*
* @param {Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const search_placeholder: ((inputs?: Search_PlaceholderInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_PlaceholderInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_PlaceholderInputs = {};
