/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} result for “{q}”" |
* | "other" | "{count} results for “{q}”" |
*
* @param {Search_ResultsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const search_results: ((inputs: Search_ResultsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Search_ResultsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Search_ResultsInputs = {
    count: NonNullable<unknown>;
    q: NonNullable<unknown>;
};
