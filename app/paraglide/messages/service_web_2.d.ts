/**
* | output |
* | --- |
* | "E-commerce, bookings and PayHere payments" |
*
* @param {Service_Web_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web_2: ((inputs?: Service_Web_2Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Service_Web_2Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Service_Web_2Inputs = {};
