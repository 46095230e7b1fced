/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ days: NonNullable<unknown>, percent: NonNullable<unknown> }} Pricing_IntroInputs */

const en_pricing_intro = /** @type {(inputs: Pricing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No setup fee. ${i?.days}-day money-back guarantee for new clients. Save ${i?.percent}% with annual billing.`)
};

const si_pricing_intro = /** @type {(inputs: Pricing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ආරම්භක ගාස්තුවක් නැත. නව සේවාදායකයන්ට දින ${i?.days}ක මුදල් ආපසු ගෙවීමේ සහතිකයක්. වාර්ෂිකව ගෙවා ${i?.percent}%ක් ඉතිරි කරගන්න.`)
};

const ta_pricing_intro = /** @type {(inputs: Pricing_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அமைப்புக் கட்டணம் இல்லை. புதிய வாடிக்கையாளர்களுக்கு ${i?.days} நாள் பணம் திரும்பப் பெறும் உத்தரவாதம். ஆண்டுக் கட்டணத்தில் ${i?.percent}% சேமியுங்கள்.`)
};

/**
* | output |
* | --- |
* | "No setup fee. {days}-day money-back guarantee for new clients. Save {percent}% with annual billing." |
*
* @param {Pricing_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_intro = /** @type {((inputs: Pricing_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_intro(inputs)
	if (locale === "ta") return ta_pricing_intro(inputs)
	return en_pricing_intro(inputs)
});