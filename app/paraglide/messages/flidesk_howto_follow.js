/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Flidesk_Howto_FollowInputs */

const en_flidesk_howto_follow = /** @type {(inputs: Flidesk_Howto_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Follow progress`)
};

const si_flidesk_howto_follow = /** @type {(inputs: Flidesk_Howto_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගතිය අනුගමනය කරන්න`)
};

const ta_flidesk_howto_follow = /** @type {(inputs: Flidesk_Howto_FollowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றத்தைப் பின்தொடருங்கள்`)
};

/**
* | output |
* | --- |
* | "Follow progress" |
*
* @param {Flidesk_Howto_FollowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const flidesk_howto_follow = /** @type {((inputs?: Flidesk_Howto_FollowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Flidesk_Howto_FollowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_flidesk_howto_follow(inputs)
	if (locale === "ta") return ta_flidesk_howto_follow(inputs)
	return en_flidesk_howto_follow(inputs)
});