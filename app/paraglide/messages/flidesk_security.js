/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_SecurityInputs */

const en_flidesk_security = /** @type {(inputs: Flidesk_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role-based security`)
};

const si_flidesk_security = /** @type {(inputs: Flidesk_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භූමිකාව අනුව ආරක්ෂාව`)
};

const ta_flidesk_security = /** @type {(inputs: Flidesk_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொறுப்பு அடிப்படையிலான பாதுகாப்பு`)
};

/**
* | output |
* | --- |
* | "Role-based security" |
*
* @param {Flidesk_SecurityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_security = /** @type {((inputs?: Flidesk_SecurityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_SecurityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_security(inputs)
	if (locale === "ta") return ta_flidesk_security(inputs)
	return en_flidesk_security(inputs)
});