/**
* | output |
* | --- |
* | "Compare Plans" |
*
* @param {Home_Compare_PlansInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_compare_plans: ((inputs?: Home_Compare_PlansInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Compare_PlansInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Compare_PlansInputs = {};
