/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ social: NonNullable<unknown>, seo: NonNullable<unknown>, days: NonNullable<unknown>, percent: NonNullable<unknown> }} Pricing_Head_DescriptionInputs */

const en_pricing_head_description = /** @type {(inputs: Pricing_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly social media plans from ${i?.social} and SEO plans from ${i?.seo}. No setup fee, ${i?.days}-day money-back guarantee, ${i?.percent}% off bundles.`)
};

const si_pricing_head_description = /** @type {(inputs: Pricing_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මාසික සමාජ මාධ්‍ය සැලසුම් ${i?.social} සිට සහ SEO සැලසුම් ${i?.seo} සිට. ආරම්භක ගාස්තුවක් නැත, දින ${i?.days}ක මුදල් ආපසු ගෙවීමේ සහතිකය, පැකේජ සඳහා ${i?.percent}% වට්ටම.`)
};

const ta_pricing_head_description = /** @type {(inputs: Pricing_Head_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மாதாந்திர சமூக ஊடகத் திட்டங்கள் ${i?.social} முதல், SEO திட்டங்கள் ${i?.seo} முதல். அமைப்புக் கட்டணம் இல்லை, ${i?.days} நாள் பணம் திரும்பப் பெறும் உத்தரவாதம், தொகுப்புகளுக்கு ${i?.percent}% தள்ளுபடி.`)
};

/**
* | output |
* | --- |
* | "Monthly social media plans from {social} and SEO plans from {seo}. No setup fee, {days}-day money-back guarantee, {percent}% off bundles." |
*
* @param {Pricing_Head_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const pricing_head_description = /** @type {((inputs: Pricing_Head_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Pricing_Head_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_pricing_head_description(inputs)
	if (locale === "ta") return ta_pricing_head_description(inputs)
	return en_pricing_head_description(inputs)
});