/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Partnerships_EmailInputs */

const en_partnerships_email = /** @type {(inputs: Partnerships_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email Us About Partnering`)
};

const si_partnerships_email = /** @type {(inputs: Partnerships_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හවුල්කාරිත්වය ගැන අපට ඊමේල් කරන්න`)
};

const ta_partnerships_email = /** @type {(inputs: Partnerships_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கூட்டாண்மை பற்றி எங்களுக்கு மின்னஞ்சல் அனுப்புங்கள்`)
};

/**
* | output |
* | --- |
* | "Email Us About Partnering" |
*
* @param {Partnerships_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const partnerships_email = /** @type {((inputs?: Partnerships_EmailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Partnerships_EmailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_partnerships_email(inputs)
	if (locale === "ta") return ta_partnerships_email(inputs)
	return en_partnerships_email(inputs)
});