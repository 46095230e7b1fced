/**
* | output |
* | --- |
* | "Responsibilities" |
*
* @param {Careers_ResponsibilitiesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_responsibilities: ((inputs?: Careers_ResponsibilitiesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_ResponsibilitiesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_ResponsibilitiesInputs = {};
