/**
* | output |
* | --- |
* | "Social Media" |
*
* @param {Mail_Service_SocialInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const mail_service_social: ((inputs?: Mail_Service_SocialInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Mail_Service_SocialInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Mail_Service_SocialInputs = {};
