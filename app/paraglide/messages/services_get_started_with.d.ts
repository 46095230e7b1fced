/**
* | output |
* | --- |
* | "with {service}" |
*
* @param {Services_Get_Started_WithInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_get_started_with: ((inputs: Services_Get_Started_WithInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Get_Started_WithInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Services_Get_Started_WithInputs = {
    service: NonNullable<unknown>;
};
