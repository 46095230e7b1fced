/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown>, percent: NonNullable<unknown> }} Pricing_Bundle_TextInputs */

const en_pricing_bundle_text = /** @type {(inputs: Pricing_Bundle_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Combine any social media plan with any SEO plan on a ${i?.months}-month commitment and save ${i?.percent} on both.`)
};

const si_pricing_bundle_text = /** @type {(inputs: Pricing_Bundle_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඕනෑම සමාජ මාධ්‍ය සැලසුමක් ඕනෑම SEO සැලසුමක් සමඟ මාස ${i?.months}ක කැපවීමකින් එකට ගෙන, දෙකෙහිම ${i?.percent}ක් ඉතිරි කරගන්න.`)
};

const ta_pricing_bundle_text = /** @type {(inputs: Pricing_Bundle_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`எந்தவொரு சமூக ஊடகத் திட்டத்தையும் எந்தவொரு SEO திட்டத்துடனும் ${i?.months} மாத ஒப்பந்தத்தில் இணைத்து, இரண்டிலும் ${i?.percent} சேமியுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Combine any social media plan with any SEO plan on a {months}-month commitment and save {percent} on both." |
*
* @param {Pricing_Bundle_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_bundle_text = /** @type {((inputs: Pricing_Bundle_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Bundle_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_bundle_text(inputs)
	if (locale === "ta") return ta_pricing_bundle_text(inputs)
	return en_pricing_bundle_text(inputs)
});