/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Flidesk_ClientsInputs */

const en_home_flidesk_clients = /** @type {(inputs: Home_Flidesk_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Happy clients`)
};

const si_home_flidesk_clients = /** @type {(inputs: Home_Flidesk_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සතුටු සේවාදායකයන්`)
};

const ta_home_flidesk_clients = /** @type {(inputs: Home_Flidesk_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மகிழ்ச்சியான வாடிக்கையாளர்கள்`)
};

/**
* | output |
* | --- |
* | "Happy clients" |
*
* @param {Home_Flidesk_ClientsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const home_flidesk_clients = /** @type {((inputs?: Home_Flidesk_ClientsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Flidesk_ClientsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_home_flidesk_clients(inputs)
	if (locale === "ta") return ta_home_flidesk_clients(inputs)
	return en_home_flidesk_clients(inputs)
});