/**
* | output |
* | --- |
* | "Welcome box with brand kit and onboarding guide" |
*
* @param {Home_Onboarding_Box_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_onboarding_box_alt: ((inputs?: Home_Onboarding_Box_AltInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Onboarding_Box_AltInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Onboarding_Box_AltInputs = {};
