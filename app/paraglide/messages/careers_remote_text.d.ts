/**
* | output |
* | --- |
* | "Work from anywhere in Sri Lanka, with an office in Colombo when you want one." |
*
* @param {Careers_Remote_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_remote_text: ((inputs?: Careers_Remote_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Remote_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Remote_TextInputs = {};
