/**
* | output |
* | --- |
* | "Onboarding" |
*
* @param {Home_Onboarding_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_eyebrow: ((inputs?: Home_Onboarding_EyebrowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Onboarding_EyebrowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Onboarding_EyebrowInputs = {};
