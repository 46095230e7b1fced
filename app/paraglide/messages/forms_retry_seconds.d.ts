/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Too many attempts. Please try again in {count} second." |
* | "other" | "Too many attempts. Please try again in {count} seconds." |
*
* @param {Forms_Retry_SecondsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_retry_seconds: ((inputs: Forms_Retry_SecondsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forms_Retry_SecondsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forms_Retry_SecondsInputs = {
    count: NonNullable<unknown>;
};
