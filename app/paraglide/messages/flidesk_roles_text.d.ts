/**
* | output |
* | --- |
* | "Clients follow their projects, freelancers update theirs, admins run the whole agency from one place." |
*
* @param {Flidesk_Roles_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_roles_text: ((inputs?: Flidesk_Roles_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Roles_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Roles_TextInputs = {};
