/**
* | output |
* | --- |
* | "Social Media" |
*
* @param {Nav_Social_MediaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_social_media: ((inputs?: Nav_Social_MediaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Social_MediaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Social_MediaInputs = {};
