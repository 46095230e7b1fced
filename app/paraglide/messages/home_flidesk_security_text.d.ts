/**
* | output |
* | --- |
* | "Role-based access control: every person sees exactly the projects they work on, nothing more." |
*
* @param {Home_Flidesk_Security_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_security_text: ((inputs?: Home_Flidesk_Security_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Home_Flidesk_Security_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Home_Flidesk_Security_TextInputs = {};
