/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Grow_TextInputs */

const en_careers_grow_text = /** @type {(inputs: Careers_Grow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Training budget and mentoring from senior specialists.`)
};

const si_careers_grow_text = /** @type {(inputs: Careers_Grow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුහුණුව සඳහා මුදලක් සහ ජ්‍යෙෂ්ඨ විශේෂඥයන්ගේ මඟපෙන්වීම.`)
};

const ta_careers_grow_text = /** @type {(inputs: Careers_Grow_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயிற்சிக்கான நிதியும் மூத்த நிபுணர்களின் வழிகாட்டலும்.`)
};

/**
* | output |
* | --- |
* | "Training budget and mentoring from senior specialists." |
*
* @param {Careers_Grow_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_grow_text = /** @type {((inputs?: Careers_Grow_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Grow_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_grow_text(inputs)
	if (locale === "ta") return ta_careers_grow_text(inputs)
	return en_careers_grow_text(inputs)
});