/**
* | output |
* | --- |
* | "Enterprise security" |
*
* @param {Home_Flidesk_SecurityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_security: ((inputs?: Home_Flidesk_SecurityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_SecurityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_SecurityInputs = {};
