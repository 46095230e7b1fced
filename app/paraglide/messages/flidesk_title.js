/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_TitleInputs */

const en_flidesk_title = /** @type {(inputs: Flidesk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Client Portal Built for Agencies`)
};

const si_flidesk_title = /** @type {(inputs: Flidesk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඩිජිටල් ආයතන සඳහාම නිර්මිත සේවාදායක ද්වාරය`)
};

const ta_flidesk_title = /** @type {(inputs: Flidesk_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டிஜிட்டல் முகமைகளின் போர்டல்`)
};

/**
* | output |
* | --- |
* | "The Client Portal Built for Agencies" |
*
* @param {Flidesk_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_title = /** @type {((inputs?: Flidesk_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_title(inputs)
	if (locale === "ta") return ta_flidesk_title(inputs)
	return en_flidesk_title(inputs)
});