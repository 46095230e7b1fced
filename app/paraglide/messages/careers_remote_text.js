/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Remote_TextInputs */

const en_careers_remote_text = /** @type {(inputs: Careers_Remote_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work from anywhere in Sri Lanka, with an office in Colombo when you want one.`)
};

const si_careers_remote_text = /** @type {(inputs: Careers_Remote_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ශ්‍රී ලංකාවේ ඕනෑම තැනක සිට වැඩ කරන්න; අවශ්‍ය විට කොළඹ කාර්යාලයක් ද ඇත.`)
};

const ta_careers_remote_text = /** @type {(inputs: Careers_Remote_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இலங்கையில் எங்கிருந்தும் பணியாற்றுங்கள்; தேவைப்படும்போது கொழும்பில் அலுவலகமும் உண்டு.`)
};

/**
* | output |
* | --- |
* | "Work from anywhere in Sri Lanka, with an office in Colombo when you want one." |
*
* @param {Careers_Remote_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_remote_text = /** @type {((inputs?: Careers_Remote_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Remote_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_remote_text(inputs)
	if (locale === "ta") return ta_careers_remote_text(inputs)
	return en_careers_remote_text(inputs)
});