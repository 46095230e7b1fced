/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_ClosedInputs */

const en_careers_closed = /** @type {(inputs: Careers_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

const si_careers_closed = /** @type {(inputs: Careers_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වසා ඇත`)
};

const ta_careers_closed = /** @type {(inputs: Careers_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மூடப்பட்டது`)
};

/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Careers_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_closed = /** @type {((inputs?: Careers_ClosedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_ClosedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_closed(inputs)
	if (locale === "ta") return ta_careers_closed(inputs)
	return en_careers_closed(inputs)
});