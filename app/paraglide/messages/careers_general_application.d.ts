/**
* | output |
* | --- |
* | "Send General Application" |
*
* @param {Careers_General_ApplicationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_general_application: ((inputs?: Careers_General_ApplicationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_General_ApplicationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_General_ApplicationInputs = {};
