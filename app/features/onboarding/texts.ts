import { inReadersWords } from "~/features/plans";
import type { PortalMessages } from "~/lib/portal-texts";
import type { dialCodes, hearAboutUsOptions, industries, marketingGoals } from "./options";
import { steps, type WizardMessages } from "./wizard";

/**
 * The wizard's words in the page's language (decision 50): the purchase path's messages are the `buy_` ones of the
 * portal's set, so the browser loads one language's chunk. The answers keep their English values (the server's
 * rules and the stored drafts know them); only what is shown is translated.
 */

type Label = (m: PortalMessages) => string;

/** The rules' words in a language, for `stepErrors` and the server's schema. */
export function wizardMessagesOf(m: PortalMessages): WizardMessages {
  return {
    businessNameRequired: m.buy_business_name_required(),
    businessNameLong: m.buy_business_name_long(),
    industryRequired: m.buy_industry_required(),
    websiteInvalid: m.buy_website_invalid(),
    goalRequired: m.buy_goal_required(),
    platformRequired: m.buy_platform_required(),
    hearRequired: m.buy_hear_required(),
    fullNameRequired: m.buy_full_name_required(),
    emailRequired: m.buy_email_required(),
    emailInvalid: m.buy_email_invalid(),
    passwordRequired: m.buy_password_required(),
    passwordLength: m.buy_password_length(),
    passwordLower: m.buy_password_lower(),
    passwordUpper: m.buy_password_upper(),
    passwordNumber: m.buy_password_number(),
    passwordTooLong: m.buy_password_too_long(),
    phoneRequired: m.buy_phone_required(),
    phoneInvalid: m.buy_phone_invalid(),
    platformLimitTitle: m.buy_platform_limit_title(),
    noPlan: m.buy_no_plan(),
    prepareFailed: m.buy_prepare_failed(),
    platformLimit: (plan, count) => m.buy_platform_limit({ plan, count }),
  };
}

const stepTitles: Record<(typeof steps)[number], Label> = {
  "Business Info": (m) => m.buy_step_business(),
  "Marketing Goals": (m) => m.buy_step_goals(),
  "Platform Preferences": (m) => m.buy_step_platforms(),
  "How Did You Hear?": (m) => m.buy_step_hear(),
  "Account Owner Details": (m) => m.buy_step_account(),
  "Review & Payment": (m) => m.buy_step_review(),
};

/** A step's title (1 to 6). */
export const stepTitle = (m: PortalMessages, step: number) => {
  const title = steps[step - 1];
  return title ? stepTitles[title](m) : "";
};

const goalLabels: Record<(typeof marketingGoals)[number], Label> = {
  "Brand Awareness": (m) => m.buy_goal_awareness(),
  "Lead Generation": (m) => m.buy_goal_leads(),
  "Community Building": (m) => m.buy_goal_community(),
  "Product Sales": (m) => m.buy_goal_sales(),
  Other: (m) => m.buy_other(),
};

const hearLabels: Record<(typeof hearAboutUsOptions)[number], Label> = {
  "Google Search": (m) => m.buy_hear_search(),
  Facebook: () => "Facebook",
  Instagram: () => "Instagram",
  LinkedIn: () => "LinkedIn",
  "By a Friend": (m) => m.buy_hear_friend(),
  Other: (m) => m.buy_other(),
};

const industryLabels: Record<(typeof industries)[number], Label> = {
  "Accounting & Finance": (m) => m.buy_ind_accounting_finance(),
  "Advertising & Marketing": (m) => m.buy_ind_advertising_marketing(),
  Agriculture: (m) => m.buy_ind_agriculture(),
  "Apparel & Fashion": (m) => m.buy_ind_apparel_fashion(),
  Architecture: (m) => m.buy_ind_architecture(),
  Automotive: (m) => m.buy_ind_automotive(),
  Aviation: (m) => m.buy_ind_aviation(),
  Banking: (m) => m.buy_ind_banking(),
  "Beauty & Cosmetics": (m) => m.buy_ind_beauty_cosmetics(),
  Biotechnology: (m) => m.buy_ind_biotechnology(),
  Construction: (m) => m.buy_ind_construction(),
  Consulting: (m) => m.buy_ind_consulting(),
  "Consumer Electronics": (m) => m.buy_ind_consumer_electronics(),
  "E-commerce": (m) => m.buy_ind_e_commerce(),
  Education: (m) => m.buy_ind_education(),
  "Energy & Utilities": (m) => m.buy_ind_energy_utilities(),
  Engineering: (m) => m.buy_ind_engineering(),
  Entertainment: (m) => m.buy_ind_entertainment(),
  "Environmental Services": (m) => m.buy_ind_environmental_services(),
  "Events & Weddings": (m) => m.buy_ind_events_weddings(),
  "Fitness & Wellness": (m) => m.buy_ind_fitness_wellness(),
  "Food & Beverage": (m) => m.buy_ind_food_beverage(),
  "Furniture & Home Decor": (m) => m.buy_ind_furniture_home_decor(),
  Gaming: (m) => m.buy_ind_gaming(),
  Government: (m) => m.buy_ind_government(),
  Healthcare: (m) => m.buy_ind_healthcare(),
  Hospitality: (m) => m.buy_ind_hospitality(),
  "Human Resources": (m) => m.buy_ind_human_resources(),
  "Import & Export": (m) => m.buy_ind_import_export(),
  "Information Technology": (m) => m.buy_ind_information_technology(),
  Insurance: (m) => m.buy_ind_insurance(),
  "Interior Design": (m) => m.buy_ind_interior_design(),
  Jewellery: (m) => m.buy_ind_jewellery(),
  "Legal Services": (m) => m.buy_ind_legal_services(),
  "Logistics & Transport": (m) => m.buy_ind_logistics_transport(),
  Manufacturing: (m) => m.buy_ind_manufacturing(),
  "Media & Publishing": (m) => m.buy_ind_media_publishing(),
  Mining: (m) => m.buy_ind_mining(),
  Music: (m) => m.buy_ind_music(),
  "Non-profit": (m) => m.buy_ind_non_profit(),
  Pharmaceuticals: (m) => m.buy_ind_pharmaceuticals(),
  Photography: (m) => m.buy_ind_photography(),
  "Printing & Packaging": (m) => m.buy_ind_printing_packaging(),
  "Real Estate": (m) => m.buy_ind_real_estate(),
  Recruitment: (m) => m.buy_ind_recruitment(),
  "Restaurants & Cafes": (m) => m.buy_ind_restaurants_cafes(),
  Retail: (m) => m.buy_ind_retail(),
  "Security Services": (m) => m.buy_ind_security_services(),
  "Software & SaaS": (m) => m.buy_ind_software_saas(),
  "Spa & Salon": (m) => m.buy_ind_spa_salon(),
  Sports: (m) => m.buy_ind_sports(),
  "Tea & Spices": (m) => m.buy_ind_tea_spices(),
  Telecommunications: (m) => m.buy_ind_telecommunications(),
  Textiles: (m) => m.buy_ind_textiles(),
  "Tourism & Travel": (m) => m.buy_ind_tourism_travel(),
  Wholesale: (m) => m.buy_ind_wholesale(),
  Other: (m) => m.buy_other(),
};

const countryLabels: Record<(typeof dialCodes)[number]["country"], Label> = {
  "Sri Lanka": (m) => m.buy_country_sri_lanka(),
  India: (m) => m.buy_country_india(),
  Maldives: (m) => m.buy_country_maldives(),
  Bangladesh: (m) => m.buy_country_bangladesh(),
  Pakistan: (m) => m.buy_country_pakistan(),
  Nepal: (m) => m.buy_country_nepal(),
  Bhutan: (m) => m.buy_country_bhutan(),
  Afghanistan: (m) => m.buy_country_afghanistan(),
  China: (m) => m.buy_country_china(),
  Japan: (m) => m.buy_country_japan(),
  "South Korea": (m) => m.buy_country_south_korea(),
  "Hong Kong": (m) => m.buy_country_hong_kong(),
  Taiwan: (m) => m.buy_country_taiwan(),
  Singapore: (m) => m.buy_country_singapore(),
  Malaysia: (m) => m.buy_country_malaysia(),
  Thailand: (m) => m.buy_country_thailand(),
  Indonesia: (m) => m.buy_country_indonesia(),
  Philippines: (m) => m.buy_country_philippines(),
  Vietnam: (m) => m.buy_country_vietnam(),
  Myanmar: (m) => m.buy_country_myanmar(),
  Australia: (m) => m.buy_country_australia(),
  "New Zealand": (m) => m.buy_country_new_zealand(),
  "United Arab Emirates": (m) => m.buy_country_united_arab_emirates(),
  "Saudi Arabia": (m) => m.buy_country_saudi_arabia(),
  Qatar: (m) => m.buy_country_qatar(),
  Kuwait: (m) => m.buy_country_kuwait(),
  Oman: (m) => m.buy_country_oman(),
  Bahrain: (m) => m.buy_country_bahrain(),
  Israel: (m) => m.buy_country_israel(),
  Turkey: (m) => m.buy_country_turkey(),
  "United Kingdom": (m) => m.buy_country_united_kingdom(),
  Ireland: (m) => m.buy_country_ireland(),
  Germany: (m) => m.buy_country_germany(),
  France: (m) => m.buy_country_france(),
  Italy: (m) => m.buy_country_italy(),
  Spain: (m) => m.buy_country_spain(),
  Netherlands: (m) => m.buy_country_netherlands(),
  Switzerland: (m) => m.buy_country_switzerland(),
  Sweden: (m) => m.buy_country_sweden(),
  Russia: (m) => m.buy_country_russia(),
  "United States / Canada": (m) => m.buy_country_united_states_canada(),
  Brazil: (m) => m.buy_country_brazil(),
  "South Africa": (m) => m.buy_country_south_africa(),
};

/** What an option is called in the page's language: its own English value when it has no translation (a brand). */
function labelOf(table: Record<string, Label>, m: PortalMessages, value: string) {
  const label = table[value];
  return label ? label(m) : value;
}

export const goalLabel = (m: PortalMessages, goal: string) => labelOf(goalLabels, m, goal);
export const hearLabel = (m: PortalMessages, option: string) => labelOf(hearLabels, m, option);
export const industryLabel = (m: PortalMessages, industry: string) => labelOf(industryLabels, m, industry);
export const countryLabel = (m: PortalMessages, country: string) => labelOf(countryLabels, m, country);
/** The plan's service: SEO is written so in every language. */
export const serviceLabel = (m: PortalMessages, service: string) => inReadersWords(service, m.buy_service_social());

/** The strength meter's word for a score (0-5). */
export function strengthLabel(m: PortalMessages, score: number) {
  if (score <= 1) return m.buy_strength_very_weak();
  if (score === 2) return m.buy_strength_weak();
  if (score === 3) return m.buy_strength_fair();
  return score === 4 ? m.buy_strength_good() : m.buy_strength_strong();
}
