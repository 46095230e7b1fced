/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const menu_open: ((inputs?: Menu_OpenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_OpenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_OpenInputs = {};
