/**
* | output |
* | --- |
* | "Wrong Path" |
*
* @param {Not_Found_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const not_found_heading: ((inputs?: Not_Found_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_HeadingInputs = {};
