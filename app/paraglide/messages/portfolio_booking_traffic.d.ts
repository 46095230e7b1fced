/**
* | output |
* | --- |
* | "+120% mobile traffic" |
*
* @param {Portfolio_Booking_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_traffic: ((inputs?: Portfolio_Booking_TrafficInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Booking_TrafficInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Booking_TrafficInputs = {};
