/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Careers_Web_SalaryInputs */

const en_careers_web_salary = /** @type {(inputs: Careers_Web_SalaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} - ${i?.to} per project`)
};

const si_careers_web_salary = /** @type {(inputs: Careers_Web_SalaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියකට ${i?.from} - ${i?.to}`)
};

const ta_careers_web_salary = /** @type {(inputs: Careers_Web_SalaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒரு திட்டத்துக்கு ${i?.from} - ${i?.to}`)
};

/**
* | output |
* | --- |
* | "{from} - {to} per project" |
*
* @param {Careers_Web_SalaryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_web_salary = /** @type {((inputs: Careers_Web_SalaryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Web_SalaryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_web_salary(inputs)
	if (locale === "ta") return ta_careers_web_salary(inputs)
	return en_careers_web_salary(inputs)
});