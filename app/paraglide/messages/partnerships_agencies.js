/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_AgenciesInputs */

const en_partnerships_agencies = /** @type {(inputs: Partnerships_AgenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agencies`)
};

const si_partnerships_agencies = /** @type {(inputs: Partnerships_AgenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඒජන්සි`)
};

const ta_partnerships_agencies = /** @type {(inputs: Partnerships_AgenciesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முகமைகள்`)
};

/**
* | output |
* | --- |
* | "Agencies" |
*
* @param {Partnerships_AgenciesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_agencies = /** @type {((inputs?: Partnerships_AgenciesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_AgenciesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_agencies(inputs)
	if (locale === "ta") return ta_partnerships_agencies(inputs)
	return en_partnerships_agencies(inputs)
});