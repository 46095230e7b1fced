/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Team_TextInputs */

const en_flidesk_team_text = /** @type {(inputs: Flidesk_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins add users, assign freelancers and invite people with one link.`)
};

const si_flidesk_team_text = /** @type {(inputs: Flidesk_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලකයන් පරිශීලකයන් එක් කරයි, නිදහස් සේවකයන් පවරයි, එක් සබැඳියකින් අය ආරාධනා කරයි.`)
};

const ta_flidesk_team_text = /** @type {(inputs: Flidesk_Team_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகிகள் பயனர்களைச் சேர்க்கிறார்கள், ஃப்ரீலான்சர்களை நியமிக்கிறார்கள், ஒரே இணைப்பில் மற்றவர்களை அழைக்கிறார்கள்.`)
};

/**
* | output |
* | --- |
* | "Admins add users, assign freelancers and invite people with one link." |
*
* @param {Flidesk_Team_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_team_text = /** @type {((inputs?: Flidesk_Team_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Team_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_team_text(inputs)
	if (locale === "ta") return ta_flidesk_team_text(inputs)
	return en_flidesk_team_text(inputs)
});