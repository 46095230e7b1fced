/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_RemoteInputs */

const en_careers_remote = /** @type {(inputs: Careers_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remote-first`)
};

const si_careers_remote = /** @type {(inputs: Careers_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දුරස්ථ වැඩට මුල් තැන`)
};

const ta_careers_remote = /** @type {(inputs: Careers_RemoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொலைதூரப் பணிக்கு முன்னுரிமை`)
};

/**
* | output |
* | --- |
* | "Remote-first" |
*
* @param {Careers_RemoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_remote = /** @type {((inputs?: Careers_RemoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_RemoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_remote(inputs)
	if (locale === "ta") return ta_careers_remote(inputs)
	return en_careers_remote(inputs)
});