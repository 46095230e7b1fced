/**
* | output |
* | --- |
* | "Helpful links" |
*
* @param {Not_Found_LinksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const not_found_links: ((inputs?: Not_Found_LinksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Not_Found_LinksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Not_Found_LinksInputs = {};
