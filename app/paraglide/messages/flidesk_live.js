/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_LiveInputs */

const en_flidesk_live = /** @type {(inputs: Flidesk_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live updates`)
};

const si_flidesk_live = /** @type {(inputs: Flidesk_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්කාලීන යාවත්කාලීන`)
};

const ta_flidesk_live = /** @type {(inputs: Flidesk_LiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிகழ்நேரப் புதுப்பிப்புகள்`)
};

/**
* | output |
* | --- |
* | "Live updates" |
*
* @param {Flidesk_LiveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_live = /** @type {((inputs?: Flidesk_LiveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_LiveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_live(inputs)
	if (locale === "ta") return ta_flidesk_live(inputs)
	return en_flidesk_live(inputs)
});