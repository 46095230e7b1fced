/**
* | output |
* | --- |
* | "The page you are looking for does not exist." |
*
* @param {Not_Found_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const not_found_description: ((inputs?: Not_Found_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_DescriptionInputs = {};
