/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Howto_Id_TextInputs */

const en_flidesk_howto_id_text = /** @type {(inputs: Flidesk_Howto_Id_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ID (FLD- and five characters) arrives by email after payment.`)
};

const si_flidesk_howto_id_text = /** @type {(inputs: Flidesk_Howto_Id_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ හැඳුනුම් අංකය (FLD- සහ අක්ෂර පහක්) ගෙවීමෙන් පසු ඊමේල් මගින් ලැබේ.`)
};

const ta_flidesk_howto_id_text = /** @type {(inputs: Flidesk_Howto_Id_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அடையாள எண் (FLD- மற்றும் ஐந்து எழுத்துகள்) கட்டணம் செலுத்திய பின் மின்னஞ்சலில் வரும்.`)
};

/**
* | output |
* | --- |
* | "Your ID (FLD- and five characters) arrives by email after payment." |
*
* @param {Flidesk_Howto_Id_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_id_text = /** @type {((inputs?: Flidesk_Howto_Id_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Howto_Id_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_howto_id_text(inputs)
	if (locale === "ta") return ta_flidesk_howto_id_text(inputs)
	return en_flidesk_howto_id_text(inputs)
});