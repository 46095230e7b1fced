/**
* | output |
* | --- |
* | "Your ID (FLD- and five characters) arrives by email after payment." |
*
* @param {Flidesk_Howto_Id_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_id_text: ((inputs?: Flidesk_Howto_Id_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Howto_Id_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Howto_Id_TextInputs = {};
