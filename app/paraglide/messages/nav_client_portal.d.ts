/**
* | output |
* | --- |
* | "Client Portal" |
*
* @param {Nav_Client_PortalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_client_portal: ((inputs?: Nav_Client_PortalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Nav_Client_PortalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Nav_Client_PortalInputs = {};
