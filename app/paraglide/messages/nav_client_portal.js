/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Client_PortalInputs */

const en_nav_client_portal = /** @type {(inputs: Nav_Client_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client Portal`)
};

const si_nav_client_portal = /** @type {(inputs: Nav_Client_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායක ද්වාරය`)
};

const ta_nav_client_portal = /** @type {(inputs: Nav_Client_PortalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் போர்டல்`)
};

/**
* | output |
* | --- |
* | "Client Portal" |
*
* @param {Nav_Client_PortalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const nav_client_portal = /** @type {((inputs?: Nav_Client_PortalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Client_PortalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_nav_client_portal(inputs)
	if (locale === "ta") return ta_nav_client_portal(inputs)
	return en_nav_client_portal(inputs)
});