/**
* | output |
* | --- |
* | "{group} links" |
*
* @param {Footer_Group_LinksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_group_links: ((inputs: Footer_Group_LinksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Footer_Group_LinksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Footer_Group_LinksInputs = {
    group: NonNullable<unknown>;
};
