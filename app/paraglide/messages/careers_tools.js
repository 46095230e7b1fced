/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_ToolsInputs */

const en_careers_tools = /** @type {(inputs: Careers_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modern tools`)
};

const si_careers_tools = /** @type {(inputs: Careers_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නවීන මෙවලම්`)
};

const ta_careers_tools = /** @type {(inputs: Careers_ToolsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நவீன கருவிகள்`)
};

/**
* | output |
* | --- |
* | "Modern tools" |
*
* @param {Careers_ToolsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_tools = /** @type {((inputs?: Careers_ToolsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_ToolsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_tools(inputs)
	if (locale === "ta") return ta_careers_tools(inputs)
	return en_careers_tools(inputs)
});