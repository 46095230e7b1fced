/**
* | output |
* | --- |
* | "Experience with React or a similar framework" |
*
* @param {Careers_Web_Requirement_3Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_requirement_3: ((inputs?: Careers_Web_Requirement_3Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_Requirement_3Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_Requirement_3Inputs = {};
