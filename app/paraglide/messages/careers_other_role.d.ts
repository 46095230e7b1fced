/**
* | output |
* | --- |
* | "Don't see your role?" |
*
* @param {Careers_Other_RoleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_other_role: ((inputs?: Careers_Other_RoleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Other_RoleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Other_RoleInputs = {};
