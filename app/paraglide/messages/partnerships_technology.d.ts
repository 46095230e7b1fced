/**
* | output |
* | --- |
* | "Technology providers" |
*
* @param {Partnerships_TechnologyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_technology: ((inputs?: Partnerships_TechnologyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_TechnologyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_TechnologyInputs = {};
