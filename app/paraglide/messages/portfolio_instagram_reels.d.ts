/**
* | output |
* | --- |
* | "Instagram Reels" |
*
* @param {Portfolio_Instagram_ReelsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_instagram_reels: ((inputs?: Portfolio_Instagram_ReelsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Portfolio_Instagram_ReelsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Portfolio_Instagram_ReelsInputs = {};
