/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Scale_IdealInputs */

const en_pricing_scale_ideal = /** @type {(inputs: Pricing_Scale_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Established brands that want to lead their market`)
};

const si_pricing_scale_ideal = /** @type {(inputs: Pricing_Scale_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තම වෙළඳපොළේ ඉදිරියෙන්ම සිටීමට කැමති ස්ථාපිත සන්නාම සඳහා`)
};

const ta_pricing_scale_ideal = /** @type {(inputs: Pricing_Scale_IdealInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தங்கள் சந்தையில் முன்னணி வகிக்க விரும்பும் நிலைபெற்ற பிராண்டுகளுக்கு`)
};

/**
* | output |
* | --- |
* | "Established brands that want to lead their market" |
*
* @param {Pricing_Scale_IdealInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_scale_ideal = /** @type {((inputs?: Pricing_Scale_IdealInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Scale_IdealInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_scale_ideal(inputs)
	if (locale === "ta") return ta_pricing_scale_ideal(inputs)
	return en_pricing_scale_ideal(inputs)
});