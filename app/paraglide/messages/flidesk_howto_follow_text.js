/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Howto_Follow_TextInputs */

const en_flidesk_howto_follow_text = /** @type {(inputs: Flidesk_Howto_Follow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open My Projects to see progress, updates and screenshots as they happen.`)
};

const si_flidesk_howto_follow_text = /** @type {(inputs: Flidesk_Howto_Follow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගතිය, යාවත්කාලීන සහ තිර රූ සිදු වන විටම බැලීමට My Projects විවෘත කරන්න.`)
};

const ta_flidesk_howto_follow_text = /** @type {(inputs: Flidesk_Howto_Follow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றம், புதுப்பிப்புகள், திரைப்பிடிப்புகளை உடனுக்குடன் காண My Projects பக்கத்தைத் திறங்கள்.`)
};

/**
* | output |
* | --- |
* | "Open My Projects to see progress, updates and screenshots as they happen." |
*
* @param {Flidesk_Howto_Follow_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_follow_text = /** @type {((inputs?: Flidesk_Howto_Follow_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Howto_Follow_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_howto_follow_text(inputs)
	if (locale === "ta") return ta_flidesk_howto_follow_text(inputs)
	return en_flidesk_howto_follow_text(inputs)
});