/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Web_5Inputs */

const en_service_web_5 = /** @type {(inputs: Service_Web_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hosting, backups and security updates`)
};

const si_service_web_5 = /** @type {(inputs: Service_Web_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සත්කාරකත්වය, උපස්ථ සහ ආරක්ෂක යාවත්කාලීන`)
};

const ta_service_web_5 = /** @type {(inputs: Service_Web_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஹோஸ்டிங், காப்புப்பிரதிகள் மற்றும் பாதுகாப்புப் புதுப்பிப்புகள்`)
};

/**
* | output |
* | --- |
* | "Hosting, backups and security updates" |
*
* @param {Service_Web_5Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web_5 = /** @type {((inputs?: Service_Web_5Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Web_5Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_web_5(inputs)
	if (locale === "ta") return ta_service_web_5(inputs)
	return en_service_web_5(inputs)
});