/**
* | output |
* | --- |
* | "2+ years building production websites" |
*
* @param {Careers_Web_Requirement_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_requirement_1: ((inputs?: Careers_Web_Requirement_1Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_Requirement_1Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_Requirement_1Inputs = {};
