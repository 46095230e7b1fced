/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_OpenInputs */

const en_menu_open = /** @type {(inputs: Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open menu`)
};

const si_menu_open = /** @type {(inputs: Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙනුව විවෘත කරන්න`)
};

const ta_menu_open = /** @type {(inputs: Menu_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மெனுவைத் திறக்கவும்`)
};

/**
* | output |
* | --- |
* | "Open menu" |
*
* @param {Menu_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const menu_open = /** @type {((inputs?: Menu_OpenInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_OpenInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_menu_open(inputs)
	if (locale === "ta") return ta_menu_open(inputs)
	return en_menu_open(inputs)
});