/**
* | output |
* | --- |
* | "No results for “{q}”" |
*
* @param {Search_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const search_none: ((inputs: Search_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_NoneInputs = {
    q: NonNullable<unknown>;
};
