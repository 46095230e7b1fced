/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_ConsultantsInputs */

const en_partnerships_consultants = /** @type {(inputs: Partnerships_ConsultantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business consultants`)
};

const si_partnerships_consultants = /** @type {(inputs: Partnerships_ConsultantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපාර උපදේශකයන්`)
};

const ta_partnerships_consultants = /** @type {(inputs: Partnerships_ConsultantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணிக ஆலோசகர்கள்`)
};

/**
* | output |
* | --- |
* | "Business consultants" |
*
* @param {Partnerships_ConsultantsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_consultants = /** @type {((inputs?: Partnerships_ConsultantsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_ConsultantsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_consultants(inputs)
	if (locale === "ta") return ta_partnerships_consultants(inputs)
	return en_partnerships_consultants(inputs)
});