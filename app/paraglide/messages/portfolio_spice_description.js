/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Portfolio_Spice_DescriptionInputs */

const en_portfolio_spice_description = /** @type {(inputs: Portfolio_Spice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An export-focused SEO programme that took a family spice business from page five to the top three for its key searches in Europe.`)
};

const si_portfolio_spice_description = /** @type {(inputs: Portfolio_Spice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පවුලේ කුළුබඩු ව්‍යාපාරයක් යුරෝපයේ එහි ප්‍රධාන සෙවුම්වල පස්වන පිටුවේ සිට මුල් තැන් තුනට ගෙන ආ, අපනයනය ඉලක්ක කළ SEO වැඩසටහනක්.`)
};

const ta_portfolio_spice_description = /** @type {(inputs: Portfolio_Spice_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு குடும்ப மசாலா வணிகத்தை ஐரோப்பாவின் முக்கியத் தேடல்களில் ஐந்தாம் பக்கத்திலிருந்து முதல் மூன்று இடங்களுக்குக் கொண்டுவந்த, ஏற்றுமதியை மையமாகக் கொண்ட SEO திட்டம்.`)
};

/**
* | output |
* | --- |
* | "An export-focused SEO programme that took a family spice business from page five to the top three for its key searches in Europe." |
*
* @param {Portfolio_Spice_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const portfolio_spice_description = /** @type {((inputs?: Portfolio_Spice_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Portfolio_Spice_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_portfolio_spice_description(inputs)
	if (locale === "ta") return ta_portfolio_spice_description(inputs)
	return en_portfolio_spice_description(inputs)
});