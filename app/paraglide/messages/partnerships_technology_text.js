/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_Technology_TextInputs */

const en_partnerships_technology_text = /** @type {(inputs: Partnerships_Technology_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hosting, software and payment companies serving SMEs.`)
};

const si_partnerships_technology_text = /** @type {(inputs: Partnerships_Technology_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කුඩා හා මධ්‍ය පරිමාණ ව්‍යාපාරවලට සේවය කරන සත්කාරකත්ව, මෘදුකාංග සහ ගෙවීම් ආයතන.`)
};

const ta_partnerships_technology_text = /** @type {(inputs: Partnerships_Technology_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சிறு மற்றும் நடுத்தர வணிகங்களுக்குச் சேவை செய்யும் ஹோஸ்டிங், மென்பொருள் மற்றும் கட்டண நிறுவனங்கள்.`)
};

/**
* | output |
* | --- |
* | "Hosting, software and payment companies serving SMEs." |
*
* @param {Partnerships_Technology_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_technology_text = /** @type {((inputs?: Partnerships_Technology_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_Technology_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_technology_text(inputs)
	if (locale === "ta") return ta_partnerships_technology_text(inputs)
	return en_partnerships_technology_text(inputs)
});