/**
* | output |
* | --- |
* | "Please fill in all fields" |
*
* @param {Contact_Fill_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_fill_all: ((inputs?: Contact_Fill_AllInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_Fill_AllInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_Fill_AllInputs = {};
