/**
* | output |
* | --- |
* | "-18% commission costs" |
*
* @param {Portfolio_Booking_RevenueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_booking_revenue: ((inputs?: Portfolio_Booking_RevenueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Booking_RevenueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Booking_RevenueInputs = {};
