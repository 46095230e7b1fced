/**
* | output |
* | --- |
* | "Fli DESK is the portal where clients, freelancers and admins follow projects: live progress, updates, screenshots, analytics reports and AI insights." |
*
* @param {Flidesk_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_head_description: ((inputs?: Flidesk_Head_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Head_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Head_DescriptionInputs = {};
