/**
* | output |
* | --- |
* | "Send us your CV and portfolio at {email}; we keep every application on file." |
*
* @param {Careers_Other_Role_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_other_role_text: ((inputs: Careers_Other_Role_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Other_Role_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Other_Role_TextInputs = {
    email: NonNullable<unknown>;
};
