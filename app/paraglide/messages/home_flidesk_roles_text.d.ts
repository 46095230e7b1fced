/**
* | output |
* | --- |
* | "One portal for client, freelancer and admin, each with the view and tools their role needs." |
*
* @param {Home_Flidesk_Roles_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_roles_text: ((inputs?: Home_Flidesk_Roles_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_Roles_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_Roles_TextInputs = {};
