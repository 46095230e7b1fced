/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Open_PositionsInputs */

const en_careers_open_positions = /** @type {(inputs: Careers_Open_PositionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Positions`)
};

const si_careers_open_positions = /** @type {(inputs: Careers_Open_PositionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පවතින පුරප්පාඩු`)
};

const ta_careers_open_positions = /** @type {(inputs: Careers_Open_PositionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தற்போதைய காலியிடங்கள்`)
};

/**
* | output |
* | --- |
* | "Open Positions" |
*
* @param {Careers_Open_PositionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_open_positions = /** @type {((inputs?: Careers_Open_PositionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Open_PositionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_open_positions(inputs)
	if (locale === "ta") return ta_careers_open_positions(inputs)
	return en_careers_open_positions(inputs)
});