/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_Steady_ProjectsInputs */

const en_careers_steady_projects = /** @type {(inputs: Careers_Steady_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Steady flow of projects`)
};

const si_careers_steady_projects = /** @type {(inputs: Careers_Steady_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොකඩවා ලැබෙන ව්‍යාපෘති`)
};

const ta_careers_steady_projects = /** @type {(inputs: Careers_Steady_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடர்ச்சியான திட்டங்கள்`)
};

/**
* | output |
* | --- |
* | "Steady flow of projects" |
*
* @param {Careers_Steady_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_steady_projects = /** @type {((inputs?: Careers_Steady_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_Steady_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_steady_projects(inputs)
	if (locale === "ta") return ta_careers_steady_projects(inputs)
	return en_careers_steady_projects(inputs)
});