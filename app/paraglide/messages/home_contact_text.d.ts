/**
* | output |
* | --- |
* | "Tell us about your business and goals. We reply to every message within 24 hours." |
*
* @param {Home_Contact_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_contact_text: ((inputs?: Home_Contact_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Contact_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Contact_TextInputs = {};
