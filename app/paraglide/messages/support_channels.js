/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Support_ChannelsInputs */

const en_support_channels = /** @type {(inputs: Support_ChannelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact Support`)
};

const si_support_channels = /** @type {(inputs: Support_ChannelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය අමතන්න`)
};

const ta_support_channels = /** @type {(inputs: Support_ChannelsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் குழுவைத் தொடர்புகொள்ள`)
};

/**
* | output |
* | --- |
* | "Contact Support" |
*
* @param {Support_ChannelsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_channels = /** @type {((inputs?: Support_ChannelsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_ChannelsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_channels(inputs)
	if (locale === "ta") return ta_support_channels(inputs)
	return en_support_channels(inputs)
});