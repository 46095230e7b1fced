/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const menu_close: ((inputs?: Menu_CloseInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Menu_CloseInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Menu_CloseInputs = {};
