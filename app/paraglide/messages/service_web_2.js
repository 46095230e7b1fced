/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Service_Web_2Inputs */

const en_service_web_2 = /** @type {(inputs: Service_Web_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-commerce, bookings and PayHere payments`)
};

const si_service_web_2 = /** @type {(inputs: Service_Web_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊ-වාණිජ්‍යය, වෙන්කිරීම් සහ PayHere ගෙවීම්`)
};

const ta_service_web_2 = /** @type {(inputs: Service_Web_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இ-வணிகம், முன்பதிவுகள் மற்றும் PayHere கட்டணங்கள்`)
};

/**
* | output |
* | --- |
* | "E-commerce, bookings and PayHere payments" |
*
* @param {Service_Web_2Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const service_web_2 = /** @type {((inputs?: Service_Web_2Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Service_Web_2Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_service_web_2(inputs)
	if (locale === "ta") return ta_service_web_2(inputs)
	return en_service_web_2(inputs)
});