/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_Co_MarketingInputs */

const en_partnerships_co_marketing = /** @type {(inputs: Partnerships_Co_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Co-marketing`)
};

const si_partnerships_co_marketing = /** @type {(inputs: Partnerships_Co_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඒකාබද්ධ අලෙවිකරණය`)
};

const ta_partnerships_co_marketing = /** @type {(inputs: Partnerships_Co_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கூட்டுச் சந்தைப்படுத்தல்`)
};

/**
* | output |
* | --- |
* | "Co-marketing" |
*
* @param {Partnerships_Co_MarketingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_co_marketing = /** @type {((inputs?: Partnerships_Co_MarketingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_Co_MarketingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_co_marketing(inputs)
	if (locale === "ta") return ta_partnerships_co_marketing(inputs)
	return en_partnerships_co_marketing(inputs)
});