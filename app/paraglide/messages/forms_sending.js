/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Forms_SendingInputs */

const en_forms_sending = /** @type {(inputs: Forms_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

const si_forms_sending = /** @type {(inputs: Forms_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යවමින්...`)
};

const ta_forms_sending = /** @type {(inputs: Forms_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்புகிறது...`)
};

/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Forms_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const forms_sending = /** @type {((inputs?: Forms_SendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Forms_SendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_forms_sending(inputs)
	if (locale === "ta") return ta_forms_sending(inputs)
	return en_forms_sending(inputs)
});