/**
* | output |
* | --- |
* | "Island Stays Booking Platform" |
*
* @param {Portfolio_Booking_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_title: ((inputs?: Portfolio_Booking_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Booking_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Booking_TitleInputs = {};
