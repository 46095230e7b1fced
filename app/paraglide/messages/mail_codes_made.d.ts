/**
* | output |
* | --- |
* | "New recovery codes were made for your Fli DESK account {flideskId} on {at} (Sri Lanka time)." |
*
* @param {Mail_Codes_MadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_codes_made: ((inputs: Mail_Codes_MadeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Codes_MadeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Codes_MadeInputs = {
    flideskId: NonNullable<unknown>;
    at: NonNullable<unknown>;
};
