/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_ClientsInputs */

const en_careers_clients = /** @type {(inputs: Careers_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real clients`)
};

const si_careers_clients = /** @type {(inputs: Careers_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැබෑ සේවාදායකයන්`)
};

const ta_careers_clients = /** @type {(inputs: Careers_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உண்மையான வாடிக்கையாளர்கள்`)
};

/**
* | output |
* | --- |
* | "Real clients" |
*
* @param {Careers_ClientsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_clients = /** @type {((inputs?: Careers_ClientsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_ClientsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_clients(inputs)
	if (locale === "ta") return ta_careers_clients(inputs)
	return en_careers_clients(inputs)
});