/**
* | output |
* | --- |
* | "Turn designs into responsive, accessible pages" |
*
* @param {Careers_Web_Responsibility_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_responsibility_1: ((inputs?: Careers_Web_Responsibility_1Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_Responsibility_1Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_Responsibility_1Inputs = {};
