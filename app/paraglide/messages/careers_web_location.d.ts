/**
* | output |
* | --- |
* | "Remote (Sri Lanka)" |
*
* @param {Careers_Web_LocationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_location: ((inputs?: Careers_Web_LocationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Web_LocationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Web_LocationInputs = {};
