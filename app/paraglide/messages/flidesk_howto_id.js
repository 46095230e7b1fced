/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Howto_IdInputs */

const en_flidesk_howto_id = /** @type {(inputs: Flidesk_Howto_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Get your Fli DESK ID`)
};

const si_flidesk_howto_id = /** @type {(inputs: Flidesk_Howto_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම් අංකය ලබාගන්න`)
};

const ta_flidesk_howto_id = /** @type {(inputs: Flidesk_Howto_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்ணைப் பெறுங்கள்`)
};

/**
* | output |
* | --- |
* | "Get your Fli DESK ID" |
*
* @param {Flidesk_Howto_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_id = /** @type {((inputs?: Flidesk_Howto_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Howto_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_howto_id(inputs)
	if (locale === "ta") return ta_flidesk_howto_id(inputs)
	return en_flidesk_howto_id(inputs)
});