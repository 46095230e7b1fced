/**
* | output |
* | --- |
* | "Admins add users, assign freelancers and invite people with one link." |
*
* @param {Flidesk_Team_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_team_text: ((inputs?: Flidesk_Team_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Team_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Team_TextInputs = {};
