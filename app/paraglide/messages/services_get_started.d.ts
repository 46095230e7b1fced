/**
* | output |
* | --- |
* | "Get Started" |
*
* @param {Services_Get_StartedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_get_started: ((inputs?: Services_Get_StartedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Get_StartedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Services_Get_StartedInputs = {};
