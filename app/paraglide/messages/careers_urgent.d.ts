/**
* | output |
* | --- |
* | "Urgent" |
*
* @param {Careers_UrgentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_urgent: ((inputs?: Careers_UrgentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_UrgentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_UrgentInputs = {};
