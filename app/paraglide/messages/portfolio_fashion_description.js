/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Fashion_DescriptionInputs */

const en_portfolio_fashion_description = /** @type {(inputs: Portfolio_Fashion_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A content and community strategy across Instagram and TikTok that turned a boutique label into a household name in Colombo.`)
};

const si_portfolio_fashion_description = /** @type {(inputs: Portfolio_Fashion_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කුඩා ඇඟලුම් සන්නාමයක් කොළඹ කවුරුත් දන්නා නමක් බවට පත් කළ, Instagram සහ TikTok පුරා දියත් කළ අන්තර්ගත සහ ප්‍රජා උපාය මාර්ගයක්.`)
};

const ta_portfolio_fashion_description = /** @type {(inputs: Portfolio_Fashion_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு சிறிய ஆடை பிராண்டை கொழும்பில் அனைவரும் அறிந்த பெயராக மாற்றிய, Instagram மற்றும் TikTok முழுவதும் செயல்படுத்திய உள்ளடக்க மற்றும் சமூக உத்தி.`)
};

/**
* | output |
* | --- |
* | "A content and community strategy across Instagram and TikTok that turned a boutique label into a household name in Colombo." |
*
* @param {Portfolio_Fashion_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_fashion_description = /** @type {((inputs?: Portfolio_Fashion_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Fashion_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_fashion_description(inputs)
	if (locale === "ta") return ta_portfolio_fashion_description(inputs)
	return en_portfolio_fashion_description(inputs)
});