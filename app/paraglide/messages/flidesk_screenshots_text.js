/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Screenshots_TextInputs */

const en_flidesk_screenshots_text = /** @type {(inputs: Flidesk_Screenshots_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See what is being built with every progress update.`)
};

const si_flidesk_screenshots_text = /** @type {(inputs: Flidesk_Screenshots_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෑම ප්‍රගති යාවත්කාලීනයක් සමඟම ගොඩනැගෙන දේ බලන්න.`)
};

const ta_flidesk_screenshots_text = /** @type {(inputs: Flidesk_Screenshots_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு முன்னேற்றப் புதுப்பிப்பிலும் என்ன உருவாகிறது என்பதைப் பாருங்கள்.`)
};

/**
* | output |
* | --- |
* | "See what is being built with every progress update." |
*
* @param {Flidesk_Screenshots_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_screenshots_text = /** @type {((inputs?: Flidesk_Screenshots_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Screenshots_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_screenshots_text(inputs)
	if (locale === "ta") return ta_flidesk_screenshots_text(inputs)
	return en_flidesk_screenshots_text(inputs)
});