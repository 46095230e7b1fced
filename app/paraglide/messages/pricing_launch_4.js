/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Pricing_Launch_4Inputs */

const en_pricing_launch_4 = /** @type {(inputs: Pricing_Launch_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Captions and hashtag research`)
};

const si_pricing_launch_4 = /** @type {(inputs: Pricing_Launch_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම්වල විස්තර පාඨ සහ හැෂ්ටැග් සොයා බැලීම`)
};

const ta_pricing_launch_4 = /** @type {(inputs: Pricing_Launch_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பு வாசகங்கள் மற்றும் ஹேஷ்டேக் ஆய்வு`)
};

/**
* | output |
* | --- |
* | "Captions and hashtag research" |
*
* @param {Pricing_Launch_4Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_launch_4 = /** @type {((inputs?: Pricing_Launch_4Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Launch_4Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_launch_4(inputs)
	if (locale === "ta") return ta_pricing_launch_4(inputs)
	return en_pricing_launch_4(inputs)
});