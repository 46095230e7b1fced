/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_UptimeInputs */

const en_home_flidesk_uptime = /** @type {(inputs: Home_Flidesk_UptimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uptime guarantee`)
};

const si_home_flidesk_uptime = /** @type {(inputs: Home_Flidesk_UptimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රියාකාරී කාල සහතිකය`)
};

const ta_home_flidesk_uptime = /** @type {(inputs: Home_Flidesk_UptimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இயக்க நேர உத்தரவாதம்`)
};

/**
* | output |
* | --- |
* | "Uptime guarantee" |
*
* @param {Home_Flidesk_UptimeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_uptime = /** @type {((inputs?: Home_Flidesk_UptimeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_UptimeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_uptime(inputs)
	if (locale === "ta") return ta_home_flidesk_uptime(inputs)
	return en_home_flidesk_uptime(inputs)
});