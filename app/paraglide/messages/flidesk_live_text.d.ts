/**
* | output |
* | --- |
* | "Progress and updates appear on your screen the moment they are posted, no reload." |
*
* @param {Flidesk_Live_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_live_text: ((inputs?: Flidesk_Live_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Flidesk_Live_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Flidesk_Live_TextInputs = {};
