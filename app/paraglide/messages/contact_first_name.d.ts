/**
* | output |
* | --- |
* | "First Name" |
*
* @param {Contact_First_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const contact_first_name: ((inputs?: Contact_First_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Contact_First_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Contact_First_NameInputs = {};
