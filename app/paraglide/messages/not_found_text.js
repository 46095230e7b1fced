/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Not_Found_TextInputs */

const en_not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page you are looking for does not exist or has moved.`)
};

const si_not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ සොයන පිටුව නොපවතී, නැතහොත් වෙනත් තැනකට ගෙන ගොස් ඇත.`)
};

const ta_not_found_text = /** @type {(inputs: Not_Found_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்கள் தேடும் பக்கம் இல்லை, அல்லது வேறு இடத்திற்கு மாற்றப்பட்டுள்ளது.`)
};

/**
* | output |
* | --- |
* | "The page you are looking for does not exist or has moved." |
*
* @param {Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const not_found_text = /** @type {((inputs?: Not_Found_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_not_found_text(inputs)
	if (locale === "ta") return ta_not_found_text(inputs)
	return en_not_found_text(inputs)
});