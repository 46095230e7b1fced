/**
* | output |
* | --- |
* | "Get your Fli DESK ID" |
*
* @param {Flidesk_Howto_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_id: ((inputs?: Flidesk_Howto_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Howto_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Howto_IdInputs = {};
