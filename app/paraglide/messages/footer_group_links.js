/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Footer_Group_LinksInputs */

const en_footer_group_links = /** @type {(inputs: Footer_Group_LinksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} links`)
};

const si_footer_group_links = /** @type {(inputs: Footer_Group_LinksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} සබැඳි`)
};

const ta_footer_group_links = /** @type {(inputs: Footer_Group_LinksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.group} இணைப்புகள்`)
};

/**
* | output |
* | --- |
* | "{group} links" |
*
* @param {Footer_Group_LinksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const footer_group_links = /** @type {((inputs: Footer_Group_LinksInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Group_LinksInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_footer_group_links(inputs)
	if (locale === "ta") return ta_footer_group_links(inputs)
	return en_footer_group_links(inputs)
});