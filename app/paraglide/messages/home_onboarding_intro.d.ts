/**
* | output |
* | --- |
* | "From the first call to your first report, onboarding takes days, not weeks." |
*
* @param {Home_Onboarding_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_intro: ((inputs?: Home_Onboarding_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Onboarding_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Onboarding_IntroInputs = {};
