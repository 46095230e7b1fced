/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_Agencies_TextInputs */

const en_partnerships_agencies_text = /** @type {(inputs: Partnerships_Agencies_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creative and marketing agencies that want more capacity.`)
};

const si_partnerships_agencies_text = /** @type {(inputs: Partnerships_Agencies_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වැඩි වැඩ ප්‍රමාණයක් භාර ගැනීමට කැමති නිර්මාණ සහ අලෙවිකරණ ඒජන්සි.`)
};

const ta_partnerships_agencies_text = /** @type {(inputs: Partnerships_Agencies_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கூடுதல் பணித்திறன் தேவைப்படும் படைப்பு மற்றும் சந்தைப்படுத்தல் முகமைகள்.`)
};

/**
* | output |
* | --- |
* | "Creative and marketing agencies that want more capacity." |
*
* @param {Partnerships_Agencies_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_agencies_text = /** @type {((inputs?: Partnerships_Agencies_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_Agencies_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_agencies_text(inputs)
	if (locale === "ta") return ta_partnerships_agencies_text(inputs)
	return en_partnerships_agencies_text(inputs)
});