/**
* | output |
* | --- |
* | "Uptime guarantee" |
*
* @param {Home_Flidesk_UptimeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_uptime: ((inputs?: Home_Flidesk_UptimeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_UptimeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_UptimeInputs = {};
