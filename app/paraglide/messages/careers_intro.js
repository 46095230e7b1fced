/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Careers_IntroInputs */

const en_careers_intro = /** @type {(inputs: Careers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We are a remote-first team of strategists, designers and developers. Come and do the best work of your career.`)
};

const si_careers_intro = /** @type {(inputs: Careers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපි දුරස්ථව වැඩ කිරීමට මුල් තැන දෙන උපාය මාර්ගිකයන්, නිර්මාණකරුවන් සහ සංවර්ධකයන්ගෙන් යුත් කණ්ඩායමකි. ඔබේ වෘත්තීය ජීවිතයේ හොඳම වැඩ කිරීමට අප හා එක්වන්න.`)
};

const ta_careers_intro = /** @type {(inputs: Careers_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாங்கள் தொலைதூரப் பணிக்கு முன்னுரிமை தரும் உத்தியாளர்கள், வடிவமைப்பாளர்கள் மற்றும் டெவலப்பர்களின் குழு. உங்கள் பணிவாழ்க்கையின் சிறந்த வேலையைச் செய்ய எங்களுடன் இணையுங்கள்.`)
};

/**
* | output |
* | --- |
* | "We are a remote-first team of strategists, designers and developers. Come and do the best work of your career." |
*
* @param {Careers_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const careers_intro = /** @type {((inputs?: Careers_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Careers_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return si_careers_intro(inputs)
	if (locale === "ta") return ta_careers_intro(inputs)
	return en_careers_intro(inputs)
});