/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ phone: NonNullable<unknown> }} Support_Phone_TextInputs */

const en_support_phone_text = /** @type {(inputs: Support_Phone_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Call ${i?.phone} during office hours (Sri Lanka time).`)
};

const si_support_phone_text = /** @type {(inputs: Support_Phone_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`කාර්යාල වේලාවන්හි (ශ්‍රී ලංකා වේලාවෙන්) ${i?.phone} අමතන්න.`)
};

const ta_support_phone_text = /** @type {(inputs: Support_Phone_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அலுவலக நேரத்தில் (இலங்கை நேரப்படி) ${i?.phone} எண்ணை அழையுங்கள்.`)
};

/**
* | output |
* | --- |
* | "Call {phone} during office hours (Sri Lanka time)." |
*
* @param {Support_Phone_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_phone_text = /** @type {((inputs: Support_Phone_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Phone_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_support_phone_text(inputs)
	if (locale === "ta") return ta_support_phone_text(inputs)
	return en_support_phone_text(inputs)
});