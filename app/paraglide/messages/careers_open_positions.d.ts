/**
* | output |
* | --- |
* | "Open Positions" |
*
* @param {Careers_Open_PositionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_open_positions: ((inputs?: Careers_Open_PositionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Careers_Open_PositionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Careers_Open_PositionsInputs = {};
