/**
* | output |
* | --- |
* | "A short onboarding tells us your goals, platforms and audience." |
*
* @param {Home_Onboarding_1_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_1_text: ((inputs?: Home_Onboarding_1_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Onboarding_1_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Onboarding_1_TextInputs = {};
