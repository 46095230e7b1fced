/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_Co_Marketing_TextInputs */

const en_partnerships_co_marketing_text = /** @type {(inputs: Partnerships_Co_Marketing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joint case studies, webinars and campaigns.`)
};

const si_partnerships_co_marketing_text = /** @type {(inputs: Partnerships_Co_Marketing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක්ව සකසන සිද්ධි අධ්‍යයන, වෙබිනාර් සහ ප්‍රචාරණ.`)
};

const ta_partnerships_co_marketing_text = /** @type {(inputs: Partnerships_Co_Marketing_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைந்து உருவாக்கும் வழக்கு ஆய்வுகள், இணையவழிக் கருத்தரங்குகள் மற்றும் பிரச்சாரங்கள்.`)
};

/**
* | output |
* | --- |
* | "Joint case studies, webinars and campaigns." |
*
* @param {Partnerships_Co_Marketing_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_co_marketing_text = /** @type {((inputs?: Partnerships_Co_Marketing_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_Co_Marketing_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_co_marketing_text(inputs)
	if (locale === "ta") return ta_partnerships_co_marketing_text(inputs)
	return en_partnerships_co_marketing_text(inputs)
});