/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Clients_TextInputs */

const en_careers_clients_text = /** @type {(inputs: Careers_Clients_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work on brands people know, with results you can show.`)
};

const si_careers_clients_text = /** @type {(inputs: Careers_Clients_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ජනතාව දන්නා සන්නාම සඳහා වැඩ කරන්න; ඔබට පෙන්විය හැකි ප්‍රතිඵල සමඟ.`)
};

const ta_careers_clients_text = /** @type {(inputs: Careers_Clients_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மக்கள் அறிந்த பிராண்டுகளுக்காகப் பணியாற்றுங்கள்; நீங்கள் காட்டக்கூடிய முடிவுகளுடன்.`)
};

/**
* | output |
* | --- |
* | "Work on brands people know, with results you can show." |
*
* @param {Careers_Clients_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_clients_text = /** @type {((inputs?: Careers_Clients_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Clients_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_clients_text(inputs)
	if (locale === "ta") return ta_careers_clients_text(inputs)
	return en_careers_clients_text(inputs)
});