/**
* | output |
* | --- |
* | "Real-time analytics" |
*
* @param {Home_Flidesk_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_analytics: ((inputs?: Home_Flidesk_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_AnalyticsInputs = {};
