/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Forms_Invalid_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_invalid_email: ((inputs?: Forms_Invalid_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forms_Invalid_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forms_Invalid_EmailInputs = {};
