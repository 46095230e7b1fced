/**
* | output |
* | --- |
* | "Post progress updates and screenshots in Fli DESK" |
*
* @param {Careers_Web_Responsibility_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_responsibility_3: ((inputs?: Careers_Web_Responsibility_3Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_Responsibility_3Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_Responsibility_3Inputs = {};
