/**
* | output |
* | --- |
* | "Join Fli Digital. We are hiring a Freelance Web Developer: remote, flexible hours, paid per milestone." |
*
* @param {Careers_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_head_description: ((inputs?: Careers_Head_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Head_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Head_DescriptionInputs = {};
