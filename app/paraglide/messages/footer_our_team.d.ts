/**
* | output |
* | --- |
* | "Our Team" |
*
* @param {Footer_Our_TeamInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_our_team: ((inputs?: Footer_Our_TeamInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Our_TeamInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Our_TeamInputs = {};
