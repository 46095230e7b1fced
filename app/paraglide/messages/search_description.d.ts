/**
* | output |
* | --- |
* | "Search the Fli Digital website." |
*
* @param {Search_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const search_description: ((inputs?: Search_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_DescriptionInputs = {};
