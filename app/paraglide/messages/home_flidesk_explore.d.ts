/**
* | output |
* | --- |
* | "Explore Fli DESK Features" |
*
* @param {Home_Flidesk_ExploreInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_explore: ((inputs?: Home_Flidesk_ExploreInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_ExploreInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_ExploreInputs = {};
