/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_White_Label_TextInputs */

const en_partnerships_white_label_text = /** @type {(inputs: Partnerships_White_Label_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer SEO, social media and web development under your own brand.`)
};

const si_partnerships_white_label_text = /** @type {(inputs: Partnerships_White_Label_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO, සමාජ මාධ්‍ය සහ වෙබ් සංවර්ධන සේවා ඔබේම සන්නාමය යටතේ ලබා දෙන්න.`)
};

const ta_partnerships_white_label_text = /** @type {(inputs: Partnerships_White_Label_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO, சமூக ஊடகம் மற்றும் இணைய மேம்பாட்டுச் சேவைகளை உங்கள் சொந்த பிராண்டின் கீழ் வழங்குங்கள்.`)
};

/**
* | output |
* | --- |
* | "Offer SEO, social media and web development under your own brand." |
*
* @param {Partnerships_White_Label_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_white_label_text = /** @type {((inputs?: Partnerships_White_Label_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_White_Label_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_white_label_text(inputs)
	if (locale === "ta") return ta_partnerships_white_label_text(inputs)
	return en_partnerships_white_label_text(inputs)
});