/**
* | output |
* | --- |
* | "Integrate payments, forms and content management" |
*
* @param {Careers_Web_Responsibility_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_responsibility_2: ((inputs?: Careers_Web_Responsibility_2Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_Responsibility_2Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_Responsibility_2Inputs = {};
