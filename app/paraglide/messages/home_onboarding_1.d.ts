/**
* | output |
* | --- |
* | "Tell us about your business" |
*
* @param {Home_Onboarding_1Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_1: ((inputs?: Home_Onboarding_1Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Onboarding_1Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Onboarding_1Inputs = {};
