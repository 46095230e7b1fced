/**
* | output |
* | --- |
* | "Agencies" |
*
* @param {Partnerships_AgenciesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_agencies: ((inputs?: Partnerships_AgenciesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Partnerships_AgenciesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Partnerships_AgenciesInputs = {};
