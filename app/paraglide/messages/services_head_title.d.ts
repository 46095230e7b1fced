/**
* | output |
* | --- |
* | "Services: SEO, Brand Identity & Web Development" |
*
* @param {Services_Head_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const services_head_title: ((inputs?: Services_Head_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Services_Head_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Services_Head_TitleInputs = {};
