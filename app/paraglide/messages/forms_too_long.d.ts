/**
* | output |
* | --- |
* | "{field} must be at most {max} characters" |
*
* @param {Forms_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_too_long: ((inputs: Forms_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forms_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forms_Too_LongInputs = {
    field: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
