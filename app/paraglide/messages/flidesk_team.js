/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_TeamInputs */

const en_flidesk_team = /** @type {(inputs: Flidesk_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Team management`)
};

const si_flidesk_team = /** @type {(inputs: Flidesk_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කණ්ඩායම් කළමනාකරණය`)
};

const ta_flidesk_team = /** @type {(inputs: Flidesk_TeamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குழு மேலாண்மை`)
};

/**
* | output |
* | --- |
* | "Team management" |
*
* @param {Flidesk_TeamInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_team = /** @type {((inputs?: Flidesk_TeamInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_TeamInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_team(inputs)
	if (locale === "ta") return ta_flidesk_team(inputs)
	return en_flidesk_team(inputs)
});