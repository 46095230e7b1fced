/**
* | output |
* | --- |
* | "Back to the dashboard" |
*
* @param {Connection_Back_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_back_dashboard: ((inputs?: Connection_Back_DashboardInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Back_DashboardInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Facebook again" |
*
* @param {Connection_Connect_Facebook_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_facebook_again: ((inputs?: Connection_Connect_Facebook_AgainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Connect_Facebook_AgainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Google Analytics" |
*
* @param {Connection_Connect_GoogleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_google: ((inputs?: Connection_Connect_GoogleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Connect_GoogleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Facebook & Instagram" |
*
* @param {Connection_Connect_MetaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_meta: ((inputs?: Connection_Connect_MetaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Connect_MetaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connecting {provider}" |
*
* @param {Connection_ConnectingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connecting: ((inputs: Connection_ConnectingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_ConnectingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Disconnect" |
*
* @param {Connection_DisconnectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_disconnect: ((inputs?: Connection_DisconnectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_DisconnectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed at" |
*
* @param {Connection_Failed_AtInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_failed_at: ((inputs?: Connection_Failed_AtInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Failed_AtInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook Page" |
*
* @param {Connection_Fb_PageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_fb_page: ((inputs?: Connection_Fb_PageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Fb_PageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Figures through" |
*
* @param {Connection_Figures_ThroughInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_figures_through: ((inputs?: Connection_Figures_ThroughInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Figures_ThroughInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google Analytics property" |
*
* @param {Connection_Ga_PropertyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ga_property: ((inputs?: Connection_Ga_PropertyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Ga_PropertyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google is not set up on this server." |
*
* @param {Connection_Google_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_google_not_configured: ((inputs?: Connection_Google_Not_ConfiguredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Google_Not_ConfiguredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Instagram account" |
*
* @param {Connection_Ig_AccountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ig_account: ((inputs?: Connection_Ig_AccountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Ig_AccountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "None linked to this Page" |
*
* @param {Connection_Ig_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ig_none: ((inputs?: Connection_Ig_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Ig_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Import" |
*
* @param {Connection_ImportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_import: ((inputs?: Connection_ImportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_ImportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Imported through {day}" |
*
* @param {Connection_Imported_ThroughInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_imported_through: ((inputs: Connection_Imported_ThroughInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Imported_ThroughInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Last successful import:" |
*
* @param {Connection_Last_Import_AtInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_last_import_at: ((inputs?: Connection_Last_Import_AtInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Last_Import_AtInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Last import failed:" |
*
* @param {Connection_Last_Import_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_last_import_failed: ((inputs?: Connection_Last_Import_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Last_Import_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook & Instagram" |
*
* @param {Connection_Manage_MetaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_manage_meta: ((inputs?: Connection_Manage_MetaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Manage_MetaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook & Instagram are not set up on this server." |
*
* @param {Connection_Meta_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_meta_not_configured: ((inputs?: Connection_Meta_Not_ConfiguredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Meta_Not_ConfiguredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Connection_None_YetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_none_yet: ((inputs?: Connection_None_YetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_None_YetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not imported yet" |
*
* @param {Connection_Not_ImportedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_not_imported: ((inputs?: Connection_Not_ImportedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Not_ImportedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{provider} for {title}" |
*
* @param {Connection_Page_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_for: ((inputs: Connection_Page_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Page_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (no Instagram account)" |
*
* @param {Connection_Page_No_IgInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_no_ig: ((inputs: Connection_Page_No_IgInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Page_No_IgInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (Instagram @{instagram})" |
*
* @param {Connection_Page_With_IgInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_with_ig: ((inputs: Connection_Page_With_IgInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Page_With_IgInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reconnect needed" |
*
* @param {Connection_Reconnect_NeededInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_reconnect_needed: ((inputs?: Connection_Reconnect_NeededInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Reconnect_NeededInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Connection_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_save: ((inputs?: Connection_SaveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_SaveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search Console site" |
*
* @param {Connection_Sc_SiteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_sc_site: ((inputs?: Connection_Sc_SiteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Sc_SiteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ask" |
*
* @param {Insights_AskInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ask: ((inputs?: Insights_AskInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_AskInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ask about this project" |
*
* @param {Insights_Ask_AboutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ask_about: ((inputs?: Insights_Ask_AboutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Ask_AboutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "AI assistant for {title}" |
*
* @param {Insights_Assistant_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_assistant_for: ((inputs: Insights_Assistant_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Assistant_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "AI Insights \| Client Dashboard" |
*
* @param {Insights_Client_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_client_title: ((inputs?: Insights_Client_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Client_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Answers come from your project data." |
*
* @param {Insights_LocalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_local: ((inputs?: Insights_LocalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_LocalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Thinking..." |
*
* @param {Insights_ThinkingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_thinking: ((inputs?: Insights_ThinkingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_ThinkingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Add keyword" |
*
* @param {Keywords_AddInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_add: ((inputs?: Keywords_AddInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_AddInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keyword added." |
*
* @param {Keywords_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_added: ((inputs?: Keywords_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Added {date}" |
*
* @param {Keywords_Added_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_added_on: ((inputs: Keywords_Added_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Added_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of {limit} keywords tracked on the {plan} plan." |
*
* @param {Keywords_AllowanceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_allowance: ((inputs: Keywords_AllowanceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_AllowanceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} keywords tracked on the {plan} plan (no limit)." |
*
* @param {Keywords_Allowance_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_allowance_unlimited: ((inputs: Keywords_Allowance_UnlimitedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Allowance_UnlimitedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to Analytics" |
*
* @param {Keywords_Back_To_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_back_to_analytics: ((inputs?: Keywords_Back_To_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Back_To_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to {client}'s keywords" |
*
* @param {Keywords_Back_To_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_back_to_client: ((inputs: Keywords_Back_To_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Back_To_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change over 30 days" |
*
* @param {Keywords_Change_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_change_30: ((inputs?: Keywords_Change_30Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Change_30Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change over 7 days" |
*
* @param {Keywords_Change_7Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_change_7: ((inputs?: Keywords_Change_7Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Change_7Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Clicks" |
*
* @param {Keywords_ClicksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_clicks: ((inputs?: Keywords_ClicksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_ClicksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Clicks (30 days)" |
*
* @param {Keywords_Clicks_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_clicks_30: ((inputs?: Keywords_Clicks_30Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Clicks_30Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Daily figures" |
*
* @param {Keywords_DailyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_daily: ((inputs?: Keywords_DailyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_DailyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "down {count} place" |
* | "other" | "down {count} places" |
*
* @param {Keywords_DownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_down: ((inputs: Keywords_DownInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_DownInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "\"{text}\" is already tracked for this client." |
*
* @param {Keywords_DuplicateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_duplicate: ((inputs: Keywords_DuplicateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_DuplicateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{keyword}: keyword history" |
*
* @param {Keywords_History_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_history_title: ((inputs: Keywords_History_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_History_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Impressions" |
*
* @param {Keywords_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_impressions: ((inputs?: Keywords_ImpressionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_ImpressionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Impressions (30 days)" |
*
* @param {Keywords_Impressions_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_impressions_30: ((inputs?: Keywords_Impressions_30Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Impressions_30Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keyword" |
*
* @param {Keywords_KeywordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_keyword: ((inputs?: Keywords_KeywordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_KeywordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No change" |
*
* @param {Keywords_No_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_change: ((inputs?: Keywords_No_ChangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_No_ChangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No earlier position" |
*
* @param {Keywords_No_EarlierInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_earlier: ((inputs?: Keywords_No_EarlierInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_No_EarlierInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search Console has no figures for this keyword in the last 90 days." |
*
* @param {Keywords_No_HistoryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_history: ((inputs?: Keywords_No_HistoryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_No_HistoryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "There is no such keyword." |
*
* @param {Keywords_No_KeywordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_keyword: ((inputs?: Keywords_No_KeywordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_No_KeywordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This client has no active SEO plan, so no keywords can be tracked. Keywords come with an SEO plan." |
*
* @param {Keywords_No_Seo_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_seo_plan: ((inputs?: Keywords_No_Seo_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_No_Seo_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No keywords are tracked yet." |
*
* @param {Keywords_None_TrackedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_none_tracked: ((inputs?: Keywords_None_TrackedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_None_TrackedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not ranked yet" |
*
* @param {Keywords_Not_RankedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_not_ranked: ((inputs?: Keywords_Not_RankedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Not_RankedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "on {day}" |
*
* @param {Keywords_On_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_on_day: ((inputs: Keywords_On_DayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_On_DayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your {plan} plan tracks up to {limit} keywords. Remove one to add another." |
*
* @param {Keywords_Over_LimitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_over_limit: ((inputs: Keywords_Over_LimitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Over_LimitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Position" |
*
* @param {Keywords_PositionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position: ((inputs?: Keywords_PositionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_PositionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Position over the last 90 days" |
*
* @param {Keywords_Position_90Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_90: ((inputs?: Keywords_Position_90Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Position_90Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search Console's average position each day; 1 is the top of the results." |
*
* @param {Keywords_Position_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_description: ((inputs?: Keywords_Position_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Position_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Position now" |
*
* @param {Keywords_Position_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_now: ((inputs?: Keywords_Position_NowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Position_NowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keyword rankings" |
*
* @param {Keywords_RankingsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_rankings: ((inputs?: Keywords_RankingsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_RankingsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Keywords_RemoveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_remove: ((inputs?: Keywords_RemoveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_RemoveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keyword removed." |
*
* @param {Keywords_RemovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_removed: ((inputs?: Keywords_RemovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_RemovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a keyword to track." |
*
* @param {Keywords_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_required: ((inputs?: Keywords_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A keyword is at most {max} characters." |
*
* @param {Keywords_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_too_long: ((inputs: Keywords_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tracked keywords" |
*
* @param {Keywords_TrackedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked: ((inputs?: Keywords_TrackedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_TrackedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tracked keywords for {client}" |
*
* @param {Keywords_Tracked_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked_for: ((inputs: Keywords_Tracked_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Tracked_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tracked for {client}" |
*
* @param {Keywords_Tracked_For_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked_for_client: ((inputs: Keywords_Tracked_For_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Tracked_For_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "up {count} place" |
* | "other" | "up {count} places" |
*
* @param {Keywords_UpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_up: ((inputs: Keywords_UpInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_UpInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly reports \| Admin Panel" |
*
* @param {Report_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_admin_title: ((inputs?: Report_Admin_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Admin_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Download PDF" |
*
* @param {Report_DownloadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_download: ((inputs?: Report_DownloadInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_DownloadInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your first monthly report arrives on the 1st of next month." |
*
* @param {Report_FirstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_first: ((inputs?: Report_FirstInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_FirstInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "report for {month}" |
*
* @param {Report_For_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_for_month: ((inputs: Report_For_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_For_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Made {time}" |
*
* @param {Report_MadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_made: ((inputs: Report_MadeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_MadeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "made {date}" |
*
* @param {Report_Made_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_made_on: ((inputs: Report_Made_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Made_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "mailed {time}" |
*
* @param {Report_MailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_mailed: ((inputs: Report_MailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_MailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Report_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_month: ((inputs?: Report_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly reports" |
*
* @param {Report_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_monthly: ((inputs?: Report_MonthlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_MonthlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly reports: {month}" |
*
* @param {Report_Monthly_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_monthly_for: ((inputs: Report_Monthly_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Monthly_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No client had an active plan that month." |
*
* @param {Report_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_none: ((inputs?: Report_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not made yet" |
*
* @param {Report_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_not_made: ((inputs?: Report_Not_MadeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Not_MadeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Report_PreviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_preview: ((inputs?: Report_PreviewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_PreviewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{id}'s report" |
*
* @param {Report_Preview_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_preview_of: ((inputs: Report_Preview_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Preview_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Regenerate" |
*
* @param {Report_RegenerateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerate: ((inputs?: Report_RegenerateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_RegenerateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "for {id}" |
*
* @param {Report_Regenerate_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerate_for: ((inputs: Report_Regenerate_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Regenerate_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The report was made again." |
*
* @param {Report_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerated: ((inputs?: Report_RegeneratedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_RegeneratedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Send again" |
*
* @param {Report_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_send_again: ((inputs?: Report_Send_AgainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Send_AgainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "to {id}" |
*
* @param {Report_Send_Again_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_send_again_to: ((inputs: Report_Send_Again_ToInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Send_Again_ToInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The report was queued to be mailed again." |
*
* @param {Report_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_sent: ((inputs?: Report_SentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_SentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Report_ShowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_show: ((inputs?: Report_ShowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_ShowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics for {title}" |
*
* @param {Results_Analytics_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_analytics_for: ((inputs: Results_Analytics_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Analytics_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to {title}" |
*
* @param {Results_Back_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_back_to: ((inputs: Results_Back_ToInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Back_ToInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{change} on the previous {days} days" |
*
* @param {Results_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change: ((inputs: Results_ChangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_ChangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Results_Change_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change_heading: ((inputs?: Results_Change_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Change_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No figures to compare with the previous {days} days" |
*
* @param {Results_Change_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change_none: ((inputs: Results_Change_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Change_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics \| Client Dashboard" |
*
* @param {Results_Client_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_client_title: ((inputs?: Results_Client_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Client_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Google for {title}" |
*
* @param {Results_Connect_Google_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_connect_google_for: ((inputs: Results_Connect_Google_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Connect_Google_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{from} to {to}" |
*
* @param {Results_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_date_range: ((inputs: Results_Date_RangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Date_RangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Results_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_day: ((inputs?: Results_DayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_DayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{days} days" |
*
* @param {Results_DaysInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_days: ((inputs: Results_DaysInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_DaysInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Social engagement" |
*
* @param {Results_Family_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_engagement: ((inputs?: Results_Family_EngagementInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Family_EngagementInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Social reach" |
*
* @param {Results_Family_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_reach: ((inputs?: Results_Family_ReachInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Family_ReachInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Results_Family_SearchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_search: ((inputs?: Results_Family_SearchInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Family_SearchInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Traffic" |
*
* @param {Results_Family_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_traffic: ((inputs?: Results_Family_TrafficInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Family_TrafficInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Figure" |
*
* @param {Results_FigureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure: ((inputs?: Results_FigureInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_FigureInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Bounce rate" |
*
* @param {Results_Figure_Bounce_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_bounce_rate: ((inputs?: Results_Figure_Bounce_RateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Bounce_RateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search clicks" |
*
* @param {Results_Figure_ClicksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_clicks: ((inputs?: Results_Figure_ClicksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_ClicksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Click-through rate" |
*
* @param {Results_Figure_CtrInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ctr: ((inputs?: Results_Figure_CtrInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_CtrInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook engagement" |
*
* @param {Results_Figure_Fb_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_engagement: ((inputs?: Results_Figure_Fb_EngagementInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Fb_EngagementInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook followers" |
*
* @param {Results_Figure_Fb_FollowersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_followers: ((inputs?: Results_Figure_Fb_FollowersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Fb_FollowersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook impressions" |
*
* @param {Results_Figure_Fb_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_impressions: ((inputs?: Results_Figure_Fb_ImpressionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Fb_ImpressionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook reach" |
*
* @param {Results_Figure_Fb_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_reach: ((inputs?: Results_Figure_Fb_ReachInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Fb_ReachInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Instagram engagement" |
*
* @param {Results_Figure_Ig_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_engagement: ((inputs?: Results_Figure_Ig_EngagementInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Ig_EngagementInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New Instagram followers" |
*
* @param {Results_Figure_Ig_New_FollowersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_new_followers: ((inputs?: Results_Figure_Ig_New_FollowersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Ig_New_FollowersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Instagram reach" |
*
* @param {Results_Figure_Ig_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_reach: ((inputs?: Results_Figure_Ig_ReachInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Ig_ReachInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Instagram views" |
*
* @param {Results_Figure_Ig_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_views: ((inputs?: Results_Figure_Ig_ViewsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Ig_ViewsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search impressions" |
*
* @param {Results_Figure_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_impressions: ((inputs?: Results_Figure_ImpressionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_ImpressionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Page views" |
*
* @param {Results_Figure_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_page_views: ((inputs?: Results_Figure_Page_ViewsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Page_ViewsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Average position" |
*
* @param {Results_Figure_PositionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_position: ((inputs?: Results_Figure_PositionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_PositionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Average session duration" |
*
* @param {Results_Figure_Session_DurationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_session_duration: ((inputs?: Results_Figure_Session_DurationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Session_DurationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Results_Figure_SessionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_sessions: ((inputs?: Results_Figure_SessionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_SessionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Users" |
*
* @param {Results_Figure_UsersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_users: ((inputs?: Results_Figure_UsersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_UsersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{current} against {previous}" |
*
* @param {Results_Month_AgainstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_month_against: ((inputs: Results_Month_AgainstInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Month_AgainstInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Month over month" |
*
* @param {Results_Month_Over_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_month_over_month: ((inputs?: Results_Month_Over_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Month_Over_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No figure" |
*
* @param {Results_No_FigureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_no_figure: ((inputs?: Results_No_FigureInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_No_FigureInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Results_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_none: ((inputs?: Results_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No figures yet: connect Google Analytics and Search Console to a project, and its traffic and search figures show here from the next day." |
*
* @param {Results_Nothing_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_nothing_connected: ((inputs?: Results_Nothing_ConnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Nothing_ConnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{family} per day" |
*
* @param {Results_Per_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_per_day: ((inputs: Results_Per_DayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Per_DayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Period" |
*
* @param {Results_PeriodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_period: ((inputs?: Results_PeriodInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_PeriodInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Trends" |
*
* @param {Results_TrendsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_trends: ((inputs?: Results_TrendsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_TrendsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Current User" |
*
* @param {Shell_Current_UserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_current_user: ((inputs?: Shell_Current_UserInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Current_UserInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Add User" |
*
* @param {Shell_Nav_Add_UserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_add_user: ((inputs?: Shell_Nav_Add_UserInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Add_UserInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All Projects" |
*
* @param {Shell_Nav_All_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_all_projects: ((inputs?: Shell_Nav_All_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_All_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Shell_Nav_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_analytics: ((inputs?: Shell_Nav_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Audit Log" |
*
* @param {Shell_Nav_Audit_LogInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_audit_log: ((inputs?: Shell_Nav_Audit_LogInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Audit_LogInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Analytics" |
*
* @param {Shell_Nav_Connect_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_connect_analytics: ((inputs?: Shell_Nav_Connect_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Connect_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Content Calendar" |
*
* @param {Shell_Nav_Content_CalendarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_content_calendar: ((inputs?: Shell_Nav_Content_CalendarInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Content_CalendarInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Create Project" |
*
* @param {Shell_Nav_Create_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_create_project: ((inputs?: Shell_Nav_Create_ProjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Create_ProjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Shell_Nav_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_dashboard: ((inputs?: Shell_Nav_DashboardInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_DashboardInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "My Projects" |
*
* @param {Shell_Nav_My_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_my_projects: ((inputs?: Shell_Nav_My_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_My_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Shell_Nav_ProfileInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_profile: ((inputs?: Shell_Nav_ProfileInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_ProfileInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Progress Updates" |
*
* @param {Shell_Nav_Progress_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_progress_updates: ((inputs?: Shell_Nav_Progress_UpdatesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Progress_UpdatesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Projects" |
*
* @param {Shell_Nav_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_projects: ((inputs?: Shell_Nav_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Shell_Nav_SettingsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_settings: ((inputs?: Shell_Nav_SettingsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_SettingsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Shell_Nav_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_support: ((inputs?: Shell_Nav_SupportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_SupportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Support Tickets" |
*
* @param {Shell_Nav_Support_TicketsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_support_tickets: ((inputs?: Shell_Nav_Support_TicketsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Support_TicketsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "System Analytics" |
*
* @param {Shell_Nav_System_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_system_analytics: ((inputs?: Shell_Nav_System_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_System_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Timeline" |
*
* @param {Shell_Nav_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_timeline: ((inputs?: Shell_Nav_TimelineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_TimelineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Update Progress" |
*
* @param {Shell_Nav_Update_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_update_progress: ((inputs?: Shell_Nav_Update_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Update_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Upload Analytics" |
*
* @param {Shell_Nav_Upload_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_upload_analytics: ((inputs?: Shell_Nav_Upload_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Upload_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Upload Reports" |
*
* @param {Shell_Nav_Upload_ReportsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_upload_reports: ((inputs?: Shell_Nav_Upload_ReportsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Upload_ReportsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Users Management" |
*
* @param {Shell_Nav_Users_ManagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_users_management: ((inputs?: Shell_Nav_Users_ManagementInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Nav_Users_ManagementInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Shell_Quick_ActionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_quick_actions: ((inputs?: Shell_Quick_ActionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_ActionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Quick actions" |
*
* @param {Shell_Quick_Actions_NavInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_quick_actions_nav: ((inputs?: Shell_Quick_Actions_NavInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Quick_Actions_NavInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "admin" |
*
* @param {Shell_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_role_admin: ((inputs?: Shell_Role_AdminInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Role_AdminInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "client" |
*
* @param {Shell_Role_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_role_client: ((inputs?: Shell_Role_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Role_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "freelancer" |
*
* @param {Shell_Role_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_role_freelancer: ((inputs?: Shell_Role_FreelancerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Role_FreelancerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sidebar" |
*
* @param {Shell_SidebarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_sidebar: ((inputs?: Shell_SidebarInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_SidebarInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Connection_Back_DashboardInputs = {};
export type Connection_Connect_Facebook_AgainInputs = {};
export type Connection_Connect_GoogleInputs = {};
export type Connection_Connect_MetaInputs = {};
export type Connection_ConnectingInputs = {
    provider: NonNullable<unknown>;
};
export type Connection_DisconnectInputs = {};
export type Connection_Failed_AtInputs = {};
export type Connection_Fb_PageInputs = {};
export type Connection_Figures_ThroughInputs = {};
export type Connection_Ga_PropertyInputs = {};
export type Connection_Google_Not_ConfiguredInputs = {};
export type Connection_Ig_AccountInputs = {};
export type Connection_Ig_NoneInputs = {};
export type Connection_ImportInputs = {};
export type Connection_Imported_ThroughInputs = {
    day: NonNullable<unknown>;
};
export type Connection_Last_Import_AtInputs = {};
export type Connection_Last_Import_FailedInputs = {};
export type Connection_Manage_MetaInputs = {};
export type Connection_Meta_Not_ConfiguredInputs = {};
export type Connection_None_YetInputs = {};
export type Connection_Not_ImportedInputs = {};
export type Connection_Page_ForInputs = {
    provider: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Connection_Page_No_IgInputs = {
    name: NonNullable<unknown>;
};
export type Connection_Page_With_IgInputs = {
    name: NonNullable<unknown>;
    instagram: NonNullable<unknown>;
};
export type Connection_Reconnect_NeededInputs = {};
export type Connection_SaveInputs = {};
export type Connection_Sc_SiteInputs = {};
export type Insights_AskInputs = {};
export type Insights_Ask_AboutInputs = {};
export type Insights_Assistant_ForInputs = {
    title: NonNullable<unknown>;
};
export type Insights_Client_TitleInputs = {};
export type Insights_LocalInputs = {};
export type Insights_ThinkingInputs = {};
export type Keywords_AddInputs = {};
export type Keywords_AddedInputs = {};
export type Keywords_Added_OnInputs = {
    date: NonNullable<unknown>;
};
export type Keywords_AllowanceInputs = {
    count: NonNullable<unknown>;
    limit: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
export type Keywords_Allowance_UnlimitedInputs = {
    count: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
export type Keywords_Back_To_AnalyticsInputs = {};
export type Keywords_Back_To_ClientInputs = {
    client: NonNullable<unknown>;
};
export type Keywords_Change_30Inputs = {};
export type Keywords_Change_7Inputs = {};
export type Keywords_ClicksInputs = {};
export type Keywords_Clicks_30Inputs = {};
export type Keywords_DailyInputs = {};
export type Keywords_DownInputs = {
    count: NonNullable<unknown>;
};
export type Keywords_DuplicateInputs = {
    text: NonNullable<unknown>;
};
export type Keywords_History_TitleInputs = {
    keyword: NonNullable<unknown>;
};
export type Keywords_ImpressionsInputs = {};
export type Keywords_Impressions_30Inputs = {};
export type Keywords_KeywordInputs = {};
export type Keywords_No_ChangeInputs = {};
export type Keywords_No_EarlierInputs = {};
export type Keywords_No_HistoryInputs = {};
export type Keywords_No_KeywordInputs = {};
export type Keywords_No_Seo_PlanInputs = {};
export type Keywords_None_TrackedInputs = {};
export type Keywords_Not_RankedInputs = {};
export type Keywords_On_DayInputs = {
    day: NonNullable<unknown>;
};
export type Keywords_Over_LimitInputs = {
    plan: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Keywords_PositionInputs = {};
export type Keywords_Position_90Inputs = {};
export type Keywords_Position_DescriptionInputs = {};
export type Keywords_Position_NowInputs = {};
export type Keywords_RankingsInputs = {};
export type Keywords_RemoveInputs = {};
export type Keywords_RemovedInputs = {};
export type Keywords_RequiredInputs = {};
export type Keywords_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Keywords_TrackedInputs = {};
export type Keywords_Tracked_ForInputs = {
    client: NonNullable<unknown>;
};
export type Keywords_Tracked_For_ClientInputs = {
    client: NonNullable<unknown>;
};
export type Keywords_UpInputs = {
    count: NonNullable<unknown>;
};
export type Report_Admin_TitleInputs = {};
export type Report_DownloadInputs = {};
export type Report_FirstInputs = {};
export type Report_For_MonthInputs = {
    month: NonNullable<unknown>;
};
export type Report_MadeInputs = {
    time: NonNullable<unknown>;
};
export type Report_Made_OnInputs = {
    date: NonNullable<unknown>;
};
export type Report_MailedInputs = {
    time: NonNullable<unknown>;
};
export type Report_MonthInputs = {};
export type Report_MonthlyInputs = {};
export type Report_Monthly_ForInputs = {
    month: NonNullable<unknown>;
};
export type Report_NoneInputs = {};
export type Report_Not_MadeInputs = {};
export type Report_PreviewInputs = {};
export type Report_Preview_OfInputs = {
    id: NonNullable<unknown>;
};
export type Report_RegenerateInputs = {};
export type Report_Regenerate_ForInputs = {
    id: NonNullable<unknown>;
};
export type Report_RegeneratedInputs = {};
export type Report_Send_AgainInputs = {};
export type Report_Send_Again_ToInputs = {
    id: NonNullable<unknown>;
};
export type Report_SentInputs = {};
export type Report_ShowInputs = {};
export type Results_Analytics_ForInputs = {
    title: NonNullable<unknown>;
};
export type Results_Back_ToInputs = {
    title: NonNullable<unknown>;
};
export type Results_ChangeInputs = {
    change: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
export type Results_Change_HeadingInputs = {};
export type Results_Change_NoneInputs = {
    days: NonNullable<unknown>;
};
export type Results_Client_TitleInputs = {};
export type Results_Connect_Google_ForInputs = {
    title: NonNullable<unknown>;
};
export type Results_Date_RangeInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Results_DayInputs = {};
export type Results_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Results_Family_EngagementInputs = {};
export type Results_Family_ReachInputs = {};
export type Results_Family_SearchInputs = {};
export type Results_Family_TrafficInputs = {};
export type Results_FigureInputs = {};
export type Results_Figure_Bounce_RateInputs = {};
export type Results_Figure_ClicksInputs = {};
export type Results_Figure_CtrInputs = {};
export type Results_Figure_Fb_EngagementInputs = {};
export type Results_Figure_Fb_FollowersInputs = {};
export type Results_Figure_Fb_ImpressionsInputs = {};
export type Results_Figure_Fb_ReachInputs = {};
export type Results_Figure_Ig_EngagementInputs = {};
export type Results_Figure_Ig_New_FollowersInputs = {};
export type Results_Figure_Ig_ReachInputs = {};
export type Results_Figure_Ig_ViewsInputs = {};
export type Results_Figure_ImpressionsInputs = {};
export type Results_Figure_Page_ViewsInputs = {};
export type Results_Figure_PositionInputs = {};
export type Results_Figure_Session_DurationInputs = {};
export type Results_Figure_SessionsInputs = {};
export type Results_Figure_UsersInputs = {};
export type Results_Month_AgainstInputs = {
    current: NonNullable<unknown>;
    previous: NonNullable<unknown>;
};
export type Results_Month_Over_MonthInputs = {};
export type Results_No_FigureInputs = {};
export type Results_NoneInputs = {};
export type Results_Nothing_ConnectedInputs = {};
export type Results_Per_DayInputs = {
    family: NonNullable<unknown>;
};
export type Results_PeriodInputs = {};
export type Results_TrendsInputs = {};
export type Shell_Current_UserInputs = {};
export type Shell_Nav_Add_UserInputs = {};
export type Shell_Nav_All_ProjectsInputs = {};
export type Shell_Nav_AnalyticsInputs = {};
export type Shell_Nav_Audit_LogInputs = {};
export type Shell_Nav_Connect_AnalyticsInputs = {};
export type Shell_Nav_Content_CalendarInputs = {};
export type Shell_Nav_Create_ProjectInputs = {};
export type Shell_Nav_DashboardInputs = {};
export type Shell_Nav_My_ProjectsInputs = {};
export type Shell_Nav_ProfileInputs = {};
export type Shell_Nav_Progress_UpdatesInputs = {};
export type Shell_Nav_ProjectsInputs = {};
export type Shell_Nav_SettingsInputs = {};
export type Shell_Nav_SupportInputs = {};
export type Shell_Nav_Support_TicketsInputs = {};
export type Shell_Nav_System_AnalyticsInputs = {};
export type Shell_Nav_TimelineInputs = {};
export type Shell_Nav_Update_ProgressInputs = {};
export type Shell_Nav_Upload_AnalyticsInputs = {};
export type Shell_Nav_Upload_ReportsInputs = {};
export type Shell_Nav_Users_ManagementInputs = {};
export type Shell_Quick_ActionsInputs = {};
export type Shell_Quick_Actions_NavInputs = {};
export type Shell_Role_AdminInputs = {};
export type Shell_Role_ClientInputs = {};
export type Shell_Role_FreelancerInputs = {};
export type Shell_SidebarInputs = {};
