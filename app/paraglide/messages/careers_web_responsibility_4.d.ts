/**
* | output |
* | --- |
* | "Keep sites fast, secure and up to date" |
*
* @param {Careers_Web_Responsibility_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_responsibility_4: ((inputs?: Careers_Web_Responsibility_4Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_Responsibility_4Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_Responsibility_4Inputs = {};
