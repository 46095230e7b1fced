/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Too many attempts. Please try again in {count} minute." |
* | "other" | "Too many attempts. Please try again in {count} minutes." |
*
* @param {Forms_Retry_MinutesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_retry_minutes: ((inputs: Forms_Retry_MinutesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Forms_Retry_MinutesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Forms_Retry_MinutesInputs = {
    count: NonNullable<unknown>;
};
