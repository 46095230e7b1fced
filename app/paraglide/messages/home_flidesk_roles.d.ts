/**
* | output |
* | --- |
* | "Multi-role management" |
*
* @param {Home_Flidesk_RolesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_roles: ((inputs?: Home_Flidesk_RolesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_RolesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_RolesInputs = {};
