/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_CloseInputs */

const en_menu_close = /** @type {(inputs: Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close menu`)
};

const si_menu_close = /** @type {(inputs: Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙනුව වසන්න`)
};

const ta_menu_close = /** @type {(inputs: Menu_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மெனுவை மூடவும்`)
};

/**
* | output |
* | --- |
* | "Close menu" |
*
* @param {Menu_CloseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const menu_close = /** @type {((inputs?: Menu_CloseInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CloseInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_menu_close(inputs)
	if (locale === "ta") return ta_menu_close(inputs)
	return en_menu_close(inputs)
});