/**
* | output |
* | --- |
* | "Begin Your Journey" |
*
* @param {Home_Begin_JourneyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_begin_journey: ((inputs?: Home_Begin_JourneyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Begin_JourneyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Begin_JourneyInputs = {};
