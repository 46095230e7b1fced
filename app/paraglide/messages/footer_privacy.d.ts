/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Footer_PrivacyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_privacy: ((inputs?: Footer_PrivacyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_PrivacyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_PrivacyInputs = {};
