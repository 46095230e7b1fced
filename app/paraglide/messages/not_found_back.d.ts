/**
* | output |
* | --- |
* | "Back to Home" |
*
* @param {Not_Found_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const not_found_back: ((inputs?: Not_Found_BackInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_BackInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_BackInputs = {};
