/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Live_TextInputs */

const en_flidesk_live_text = /** @type {(inputs: Flidesk_Live_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress and updates appear on your screen the moment they are posted, no reload.`)
};

const si_flidesk_live_text = /** @type {(inputs: Flidesk_Live_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගතිය සහ යාවත්කාලීන පළ කළ මොහොතේම ඔබේ තිරයේ දිස් වේ; පිටුව නැවත පූරණය කිරීම අවශ්‍ය නැත.`)
};

const ta_flidesk_live_text = /** @type {(inputs: Flidesk_Live_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றமும் புதுப்பிப்புகளும் பதிவிடப்பட்ட கணமே உங்கள் திரையில் தோன்றும்; பக்கத்தை மீண்டும் ஏற்ற வேண்டியதில்லை.`)
};

/**
* | output |
* | --- |
* | "Progress and updates appear on your screen the moment they are posted, no reload." |
*
* @param {Flidesk_Live_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_live_text = /** @type {((inputs?: Flidesk_Live_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Live_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_live_text(inputs)
	if (locale === "ta") return ta_flidesk_live_text(inputs)
	return en_flidesk_live_text(inputs)
});