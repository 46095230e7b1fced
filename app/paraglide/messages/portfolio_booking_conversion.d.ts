/**
* | output |
* | --- |
* | "+250% direct bookings" |
*
* @param {Portfolio_Booking_ConversionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_conversion: ((inputs?: Portfolio_Booking_ConversionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Booking_ConversionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Booking_ConversionInputs = {};
