/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Connection_Back_DashboardInputs */
/** @typedef {{}} Connection_Connect_Facebook_AgainInputs */
/** @typedef {{}} Connection_Connect_GoogleInputs */
/** @typedef {{}} Connection_Connect_MetaInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Connection_ConnectingInputs */
/** @typedef {{}} Connection_DisconnectInputs */
/** @typedef {{}} Connection_Failed_AtInputs */
/** @typedef {{}} Connection_Fb_PageInputs */
/** @typedef {{}} Connection_Figures_ThroughInputs */
/** @typedef {{}} Connection_Ga_PropertyInputs */
/** @typedef {{}} Connection_Google_Not_ConfiguredInputs */
/** @typedef {{}} Connection_Ig_AccountInputs */
/** @typedef {{}} Connection_Ig_NoneInputs */
/** @typedef {{}} Connection_ImportInputs */
/** @typedef {{ day: NonNullable<unknown> }} Connection_Imported_ThroughInputs */
/** @typedef {{}} Connection_Last_Import_AtInputs */
/** @typedef {{}} Connection_Last_Import_FailedInputs */
/** @typedef {{}} Connection_Manage_MetaInputs */
/** @typedef {{}} Connection_Meta_Not_ConfiguredInputs */
/** @typedef {{}} Connection_None_YetInputs */
/** @typedef {{}} Connection_Not_ImportedInputs */
/** @typedef {{ provider: NonNullable<unknown>, title: NonNullable<unknown> }} Connection_Page_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Connection_Page_No_IgInputs */
/** @typedef {{ name: NonNullable<unknown>, instagram: NonNullable<unknown> }} Connection_Page_With_IgInputs */
/** @typedef {{}} Connection_Reconnect_NeededInputs */
/** @typedef {{}} Connection_SaveInputs */
/** @typedef {{}} Connection_Sc_SiteInputs */
/** @typedef {{}} Insights_AskInputs */
/** @typedef {{}} Insights_Ask_AboutInputs */
/** @typedef {{ title: NonNullable<unknown> }} Insights_Assistant_ForInputs */
/** @typedef {{}} Insights_Client_TitleInputs */
/** @typedef {{}} Insights_LocalInputs */
/** @typedef {{}} Insights_ThinkingInputs */
/** @typedef {{}} Keywords_AddInputs */
/** @typedef {{}} Keywords_AddedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Keywords_Added_OnInputs */
/** @typedef {{ count: NonNullable<unknown>, limit: NonNullable<unknown>, plan: NonNullable<unknown> }} Keywords_AllowanceInputs */
/** @typedef {{ count: NonNullable<unknown>, plan: NonNullable<unknown> }} Keywords_Allowance_UnlimitedInputs */
/** @typedef {{}} Keywords_Back_To_AnalyticsInputs */
/** @typedef {{ client: NonNullable<unknown> }} Keywords_Back_To_ClientInputs */
/** @typedef {{}} Keywords_Change_30Inputs */
/** @typedef {{}} Keywords_Change_7Inputs */
/** @typedef {{}} Keywords_ClicksInputs */
/** @typedef {{}} Keywords_Clicks_30Inputs */
/** @typedef {{}} Keywords_DailyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Keywords_DownInputs */
/** @typedef {{ text: NonNullable<unknown> }} Keywords_DuplicateInputs */
/** @typedef {{ keyword: NonNullable<unknown> }} Keywords_History_TitleInputs */
/** @typedef {{}} Keywords_ImpressionsInputs */
/** @typedef {{}} Keywords_Impressions_30Inputs */
/** @typedef {{}} Keywords_KeywordInputs */
/** @typedef {{}} Keywords_No_ChangeInputs */
/** @typedef {{}} Keywords_No_EarlierInputs */
/** @typedef {{}} Keywords_No_HistoryInputs */
/** @typedef {{}} Keywords_No_KeywordInputs */
/** @typedef {{}} Keywords_No_Seo_PlanInputs */
/** @typedef {{}} Keywords_None_TrackedInputs */
/** @typedef {{}} Keywords_Not_RankedInputs */
/** @typedef {{ day: NonNullable<unknown> }} Keywords_On_DayInputs */
/** @typedef {{ plan: NonNullable<unknown>, limit: NonNullable<unknown> }} Keywords_Over_LimitInputs */
/** @typedef {{}} Keywords_PositionInputs */
/** @typedef {{}} Keywords_Position_90Inputs */
/** @typedef {{}} Keywords_Position_DescriptionInputs */
/** @typedef {{}} Keywords_Position_NowInputs */
/** @typedef {{}} Keywords_RankingsInputs */
/** @typedef {{}} Keywords_RemoveInputs */
/** @typedef {{}} Keywords_RemovedInputs */
/** @typedef {{}} Keywords_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Keywords_Too_LongInputs */
/** @typedef {{}} Keywords_TrackedInputs */
/** @typedef {{ client: NonNullable<unknown> }} Keywords_Tracked_ForInputs */
/** @typedef {{ client: NonNullable<unknown> }} Keywords_Tracked_For_ClientInputs */
/** @typedef {{ count: NonNullable<unknown> }} Keywords_UpInputs */
/** @typedef {{}} Report_Admin_TitleInputs */
/** @typedef {{}} Report_DownloadInputs */
/** @typedef {{}} Report_FirstInputs */
/** @typedef {{ month: NonNullable<unknown> }} Report_For_MonthInputs */
/** @typedef {{ time: NonNullable<unknown> }} Report_MadeInputs */
/** @typedef {{ date: NonNullable<unknown> }} Report_Made_OnInputs */
/** @typedef {{ time: NonNullable<unknown> }} Report_MailedInputs */
/** @typedef {{}} Report_MonthInputs */
/** @typedef {{}} Report_MonthlyInputs */
/** @typedef {{ month: NonNullable<unknown> }} Report_Monthly_ForInputs */
/** @typedef {{}} Report_NoneInputs */
/** @typedef {{}} Report_Not_MadeInputs */
/** @typedef {{}} Report_PreviewInputs */
/** @typedef {{ id: NonNullable<unknown> }} Report_Preview_OfInputs */
/** @typedef {{}} Report_RegenerateInputs */
/** @typedef {{ id: NonNullable<unknown> }} Report_Regenerate_ForInputs */
/** @typedef {{}} Report_RegeneratedInputs */
/** @typedef {{}} Report_Send_AgainInputs */
/** @typedef {{ id: NonNullable<unknown> }} Report_Send_Again_ToInputs */
/** @typedef {{}} Report_SentInputs */
/** @typedef {{}} Report_ShowInputs */
/** @typedef {{ title: NonNullable<unknown> }} Results_Analytics_ForInputs */
/** @typedef {{ title: NonNullable<unknown> }} Results_Back_ToInputs */
/** @typedef {{ change: NonNullable<unknown>, days: NonNullable<unknown> }} Results_ChangeInputs */
/** @typedef {{}} Results_Change_HeadingInputs */
/** @typedef {{ days: NonNullable<unknown> }} Results_Change_NoneInputs */
/** @typedef {{}} Results_Client_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Results_Connect_Google_ForInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Results_Date_RangeInputs */
/** @typedef {{}} Results_DayInputs */
/** @typedef {{ days: NonNullable<unknown> }} Results_DaysInputs */
/** @typedef {{}} Results_Family_EngagementInputs */
/** @typedef {{}} Results_Family_ReachInputs */
/** @typedef {{}} Results_Family_SearchInputs */
/** @typedef {{}} Results_Family_TrafficInputs */
/** @typedef {{}} Results_FigureInputs */
/** @typedef {{}} Results_Figure_Bounce_RateInputs */
/** @typedef {{}} Results_Figure_ClicksInputs */
/** @typedef {{}} Results_Figure_CtrInputs */
/** @typedef {{}} Results_Figure_Fb_EngagementInputs */
/** @typedef {{}} Results_Figure_Fb_FollowersInputs */
/** @typedef {{}} Results_Figure_Fb_ImpressionsInputs */
/** @typedef {{}} Results_Figure_Fb_ReachInputs */
/** @typedef {{}} Results_Figure_Ig_EngagementInputs */
/** @typedef {{}} Results_Figure_Ig_New_FollowersInputs */
/** @typedef {{}} Results_Figure_Ig_ReachInputs */
/** @typedef {{}} Results_Figure_Ig_ViewsInputs */
/** @typedef {{}} Results_Figure_ImpressionsInputs */
/** @typedef {{}} Results_Figure_Page_ViewsInputs */
/** @typedef {{}} Results_Figure_PositionInputs */
/** @typedef {{}} Results_Figure_Session_DurationInputs */
/** @typedef {{}} Results_Figure_SessionsInputs */
/** @typedef {{}} Results_Figure_UsersInputs */
/** @typedef {{ current: NonNullable<unknown>, previous: NonNullable<unknown> }} Results_Month_AgainstInputs */
/** @typedef {{}} Results_Month_Over_MonthInputs */
/** @typedef {{}} Results_No_FigureInputs */
/** @typedef {{}} Results_NoneInputs */
/** @typedef {{}} Results_Nothing_ConnectedInputs */
/** @typedef {{ family: NonNullable<unknown> }} Results_Per_DayInputs */
/** @typedef {{}} Results_PeriodInputs */
/** @typedef {{}} Results_TrendsInputs */
/** @typedef {{}} Shell_Current_UserInputs */
/** @typedef {{}} Shell_Nav_Add_UserInputs */
/** @typedef {{}} Shell_Nav_All_ProjectsInputs */
/** @typedef {{}} Shell_Nav_AnalyticsInputs */
/** @typedef {{}} Shell_Nav_Audit_LogInputs */
/** @typedef {{}} Shell_Nav_Connect_AnalyticsInputs */
/** @typedef {{}} Shell_Nav_Content_CalendarInputs */
/** @typedef {{}} Shell_Nav_Create_ProjectInputs */
/** @typedef {{}} Shell_Nav_DashboardInputs */
/** @typedef {{}} Shell_Nav_My_ProjectsInputs */
/** @typedef {{}} Shell_Nav_ProfileInputs */
/** @typedef {{}} Shell_Nav_Progress_UpdatesInputs */
/** @typedef {{}} Shell_Nav_ProjectsInputs */
/** @typedef {{}} Shell_Nav_SettingsInputs */
/** @typedef {{}} Shell_Nav_SupportInputs */
/** @typedef {{}} Shell_Nav_Support_TicketsInputs */
/** @typedef {{}} Shell_Nav_System_AnalyticsInputs */
/** @typedef {{}} Shell_Nav_TimelineInputs */
/** @typedef {{}} Shell_Nav_Update_ProgressInputs */
/** @typedef {{}} Shell_Nav_Upload_AnalyticsInputs */
/** @typedef {{}} Shell_Nav_Upload_ReportsInputs */
/** @typedef {{}} Shell_Nav_Users_ManagementInputs */
/** @typedef {{}} Shell_Quick_ActionsInputs */
/** @typedef {{}} Shell_Quick_Actions_NavInputs */
/** @typedef {{}} Shell_Role_AdminInputs */
/** @typedef {{}} Shell_Role_ClientInputs */
/** @typedef {{}} Shell_Role_FreelancerInputs */
/** @typedef {{}} Shell_SidebarInputs */
import * as __en from "./en.js"
import * as __si from "./si.js"
import * as __ta from "./ta.js"
/**
* | output |
* | --- |
* | "Back to the dashboard" |
*
* @param {Connection_Back_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_back_dashboard = /** @type {((inputs?: Connection_Back_DashboardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Back_DashboardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_back_dashboard(inputs)
	if (locale === "ta") return __ta.connection_back_dashboard(inputs)
	return __en.connection_back_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Connect Facebook again" |
*
* @param {Connection_Connect_Facebook_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_facebook_again = /** @type {((inputs?: Connection_Connect_Facebook_AgainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Connect_Facebook_AgainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_connect_facebook_again(inputs)
	if (locale === "ta") return __ta.connection_connect_facebook_again(inputs)
	return __en.connection_connect_facebook_again(inputs)
});
/**
* | output |
* | --- |
* | "Connect Google Analytics" |
*
* @param {Connection_Connect_GoogleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_google = /** @type {((inputs?: Connection_Connect_GoogleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Connect_GoogleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_connect_google(inputs)
	if (locale === "ta") return __ta.connection_connect_google(inputs)
	return __en.connection_connect_google(inputs)
});
/**
* | output |
* | --- |
* | "Connect Facebook & Instagram" |
*
* @param {Connection_Connect_MetaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_meta = /** @type {((inputs?: Connection_Connect_MetaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Connect_MetaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_connect_meta(inputs)
	if (locale === "ta") return __ta.connection_connect_meta(inputs)
	return __en.connection_connect_meta(inputs)
});
/**
* | output |
* | --- |
* | "Connecting {provider}" |
*
* @param {Connection_ConnectingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connecting = /** @type {((inputs: Connection_ConnectingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_ConnectingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_connecting(inputs)
	if (locale === "ta") return __ta.connection_connecting(inputs)
	return __en.connection_connecting(inputs)
});
/**
* | output |
* | --- |
* | "Disconnect" |
*
* @param {Connection_DisconnectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_disconnect = /** @type {((inputs?: Connection_DisconnectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_DisconnectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_disconnect(inputs)
	if (locale === "ta") return __ta.connection_disconnect(inputs)
	return __en.connection_disconnect(inputs)
});
/**
* | output |
* | --- |
* | "Failed at" |
*
* @param {Connection_Failed_AtInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_failed_at = /** @type {((inputs?: Connection_Failed_AtInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Failed_AtInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_failed_at(inputs)
	if (locale === "ta") return __ta.connection_failed_at(inputs)
	return __en.connection_failed_at(inputs)
});
/**
* | output |
* | --- |
* | "Facebook Page" |
*
* @param {Connection_Fb_PageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_fb_page = /** @type {((inputs?: Connection_Fb_PageInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Fb_PageInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_fb_page(inputs)
	if (locale === "ta") return __ta.connection_fb_page(inputs)
	return __en.connection_fb_page(inputs)
});
/**
* | output |
* | --- |
* | "Figures through" |
*
* @param {Connection_Figures_ThroughInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_figures_through = /** @type {((inputs?: Connection_Figures_ThroughInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Figures_ThroughInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_figures_through(inputs)
	if (locale === "ta") return __ta.connection_figures_through(inputs)
	return __en.connection_figures_through(inputs)
});
/**
* | output |
* | --- |
* | "Google Analytics property" |
*
* @param {Connection_Ga_PropertyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ga_property = /** @type {((inputs?: Connection_Ga_PropertyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Ga_PropertyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_ga_property(inputs)
	if (locale === "ta") return __ta.connection_ga_property(inputs)
	return __en.connection_ga_property(inputs)
});
/**
* | output |
* | --- |
* | "Google is not set up on this server." |
*
* @param {Connection_Google_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_google_not_configured = /** @type {((inputs?: Connection_Google_Not_ConfiguredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Google_Not_ConfiguredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_google_not_configured(inputs)
	if (locale === "ta") return __ta.connection_google_not_configured(inputs)
	return __en.connection_google_not_configured(inputs)
});
/**
* | output |
* | --- |
* | "Instagram account" |
*
* @param {Connection_Ig_AccountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ig_account = /** @type {((inputs?: Connection_Ig_AccountInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Ig_AccountInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_ig_account(inputs)
	if (locale === "ta") return __ta.connection_ig_account(inputs)
	return __en.connection_ig_account(inputs)
});
/**
* | output |
* | --- |
* | "None linked to this Page" |
*
* @param {Connection_Ig_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ig_none = /** @type {((inputs?: Connection_Ig_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Ig_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_ig_none(inputs)
	if (locale === "ta") return __ta.connection_ig_none(inputs)
	return __en.connection_ig_none(inputs)
});
/**
* | output |
* | --- |
* | "Import" |
*
* @param {Connection_ImportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_import = /** @type {((inputs?: Connection_ImportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_ImportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_import(inputs)
	if (locale === "ta") return __ta.connection_import(inputs)
	return __en.connection_import(inputs)
});
/**
* | output |
* | --- |
* | "Imported through {day}" |
*
* @param {Connection_Imported_ThroughInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_imported_through = /** @type {((inputs: Connection_Imported_ThroughInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Imported_ThroughInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_imported_through(inputs)
	if (locale === "ta") return __ta.connection_imported_through(inputs)
	return __en.connection_imported_through(inputs)
});
/**
* | output |
* | --- |
* | "Last successful import:" |
*
* @param {Connection_Last_Import_AtInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_last_import_at = /** @type {((inputs?: Connection_Last_Import_AtInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Last_Import_AtInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_last_import_at(inputs)
	if (locale === "ta") return __ta.connection_last_import_at(inputs)
	return __en.connection_last_import_at(inputs)
});
/**
* | output |
* | --- |
* | "Last import failed:" |
*
* @param {Connection_Last_Import_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_last_import_failed = /** @type {((inputs?: Connection_Last_Import_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Last_Import_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_last_import_failed(inputs)
	if (locale === "ta") return __ta.connection_last_import_failed(inputs)
	return __en.connection_last_import_failed(inputs)
});
/**
* | output |
* | --- |
* | "Facebook & Instagram" |
*
* @param {Connection_Manage_MetaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_manage_meta = /** @type {((inputs?: Connection_Manage_MetaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Manage_MetaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_manage_meta(inputs)
	if (locale === "ta") return __ta.connection_manage_meta(inputs)
	return __en.connection_manage_meta(inputs)
});
/**
* | output |
* | --- |
* | "Facebook & Instagram are not set up on this server." |
*
* @param {Connection_Meta_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_meta_not_configured = /** @type {((inputs?: Connection_Meta_Not_ConfiguredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Meta_Not_ConfiguredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_meta_not_configured(inputs)
	if (locale === "ta") return __ta.connection_meta_not_configured(inputs)
	return __en.connection_meta_not_configured(inputs)
});
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Connection_None_YetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_none_yet = /** @type {((inputs?: Connection_None_YetInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_None_YetInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_none_yet(inputs)
	if (locale === "ta") return __ta.connection_none_yet(inputs)
	return __en.connection_none_yet(inputs)
});
/**
* | output |
* | --- |
* | "Not imported yet" |
*
* @param {Connection_Not_ImportedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_not_imported = /** @type {((inputs?: Connection_Not_ImportedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Not_ImportedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_not_imported(inputs)
	if (locale === "ta") return __ta.connection_not_imported(inputs)
	return __en.connection_not_imported(inputs)
});
/**
* | output |
* | --- |
* | "{provider} for {title}" |
*
* @param {Connection_Page_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_for = /** @type {((inputs: Connection_Page_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Page_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_page_for(inputs)
	if (locale === "ta") return __ta.connection_page_for(inputs)
	return __en.connection_page_for(inputs)
});
/**
* | output |
* | --- |
* | "{name} (no Instagram account)" |
*
* @param {Connection_Page_No_IgInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_no_ig = /** @type {((inputs: Connection_Page_No_IgInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Page_No_IgInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_page_no_ig(inputs)
	if (locale === "ta") return __ta.connection_page_no_ig(inputs)
	return __en.connection_page_no_ig(inputs)
});
/**
* | output |
* | --- |
* | "{name} (Instagram @{instagram})" |
*
* @param {Connection_Page_With_IgInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_with_ig = /** @type {((inputs: Connection_Page_With_IgInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Page_With_IgInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_page_with_ig(inputs)
	if (locale === "ta") return __ta.connection_page_with_ig(inputs)
	return __en.connection_page_with_ig(inputs)
});
/**
* | output |
* | --- |
* | "Reconnect needed" |
*
* @param {Connection_Reconnect_NeededInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_reconnect_needed = /** @type {((inputs?: Connection_Reconnect_NeededInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Reconnect_NeededInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_reconnect_needed(inputs)
	if (locale === "ta") return __ta.connection_reconnect_needed(inputs)
	return __en.connection_reconnect_needed(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Connection_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_save = /** @type {((inputs?: Connection_SaveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_SaveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_save(inputs)
	if (locale === "ta") return __ta.connection_save(inputs)
	return __en.connection_save(inputs)
});
/**
* | output |
* | --- |
* | "Search Console site" |
*
* @param {Connection_Sc_SiteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_sc_site = /** @type {((inputs?: Connection_Sc_SiteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Sc_SiteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_sc_site(inputs)
	if (locale === "ta") return __ta.connection_sc_site(inputs)
	return __en.connection_sc_site(inputs)
});
/**
* | output |
* | --- |
* | "Ask" |
*
* @param {Insights_AskInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ask = /** @type {((inputs?: Insights_AskInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_AskInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_ask(inputs)
	if (locale === "ta") return __ta.insights_ask(inputs)
	return __en.insights_ask(inputs)
});
/**
* | output |
* | --- |
* | "Ask about this project" |
*
* @param {Insights_Ask_AboutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ask_about = /** @type {((inputs?: Insights_Ask_AboutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Ask_AboutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_ask_about(inputs)
	if (locale === "ta") return __ta.insights_ask_about(inputs)
	return __en.insights_ask_about(inputs)
});
/**
* | output |
* | --- |
* | "AI assistant for {title}" |
*
* @param {Insights_Assistant_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_assistant_for = /** @type {((inputs: Insights_Assistant_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Assistant_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_assistant_for(inputs)
	if (locale === "ta") return __ta.insights_assistant_for(inputs)
	return __en.insights_assistant_for(inputs)
});
/**
* | output |
* | --- |
* | "AI Insights \| Client Dashboard" |
*
* @param {Insights_Client_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_client_title = /** @type {((inputs?: Insights_Client_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Client_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_client_title(inputs)
	if (locale === "ta") return __ta.insights_client_title(inputs)
	return __en.insights_client_title(inputs)
});
/**
* | output |
* | --- |
* | "Answers come from your project data." |
*
* @param {Insights_LocalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_local = /** @type {((inputs?: Insights_LocalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_LocalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_local(inputs)
	if (locale === "ta") return __ta.insights_local(inputs)
	return __en.insights_local(inputs)
});
/**
* | output |
* | --- |
* | "Thinking..." |
*
* @param {Insights_ThinkingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_thinking = /** @type {((inputs?: Insights_ThinkingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_ThinkingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_thinking(inputs)
	if (locale === "ta") return __ta.insights_thinking(inputs)
	return __en.insights_thinking(inputs)
});
/**
* | output |
* | --- |
* | "Add keyword" |
*
* @param {Keywords_AddInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_add = /** @type {((inputs?: Keywords_AddInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_AddInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_add(inputs)
	if (locale === "ta") return __ta.keywords_add(inputs)
	return __en.keywords_add(inputs)
});
/**
* | output |
* | --- |
* | "Keyword added." |
*
* @param {Keywords_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_added = /** @type {((inputs?: Keywords_AddedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_AddedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_added(inputs)
	if (locale === "ta") return __ta.keywords_added(inputs)
	return __en.keywords_added(inputs)
});
/**
* | output |
* | --- |
* | "Added {date}" |
*
* @param {Keywords_Added_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_added_on = /** @type {((inputs: Keywords_Added_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Added_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_added_on(inputs)
	if (locale === "ta") return __ta.keywords_added_on(inputs)
	return __en.keywords_added_on(inputs)
});
/**
* | output |
* | --- |
* | "{count} of {limit} keywords tracked on the {plan} plan." |
*
* @param {Keywords_AllowanceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_allowance = /** @type {((inputs: Keywords_AllowanceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_AllowanceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_allowance(inputs)
	if (locale === "ta") return __ta.keywords_allowance(inputs)
	return __en.keywords_allowance(inputs)
});
/**
* | output |
* | --- |
* | "{count} keywords tracked on the {plan} plan (no limit)." |
*
* @param {Keywords_Allowance_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_allowance_unlimited = /** @type {((inputs: Keywords_Allowance_UnlimitedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Allowance_UnlimitedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_allowance_unlimited(inputs)
	if (locale === "ta") return __ta.keywords_allowance_unlimited(inputs)
	return __en.keywords_allowance_unlimited(inputs)
});
/**
* | output |
* | --- |
* | "Back to Analytics" |
*
* @param {Keywords_Back_To_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_back_to_analytics = /** @type {((inputs?: Keywords_Back_To_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Back_To_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_back_to_analytics(inputs)
	if (locale === "ta") return __ta.keywords_back_to_analytics(inputs)
	return __en.keywords_back_to_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Back to {client}'s keywords" |
*
* @param {Keywords_Back_To_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_back_to_client = /** @type {((inputs: Keywords_Back_To_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Back_To_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_back_to_client(inputs)
	if (locale === "ta") return __ta.keywords_back_to_client(inputs)
	return __en.keywords_back_to_client(inputs)
});
/**
* | output |
* | --- |
* | "Change over 30 days" |
*
* @param {Keywords_Change_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_change_30 = /** @type {((inputs?: Keywords_Change_30Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Change_30Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_change_30(inputs)
	if (locale === "ta") return __ta.keywords_change_30(inputs)
	return __en.keywords_change_30(inputs)
});
/**
* | output |
* | --- |
* | "Change over 7 days" |
*
* @param {Keywords_Change_7Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_change_7 = /** @type {((inputs?: Keywords_Change_7Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Change_7Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_change_7(inputs)
	if (locale === "ta") return __ta.keywords_change_7(inputs)
	return __en.keywords_change_7(inputs)
});
/**
* | output |
* | --- |
* | "Clicks" |
*
* @param {Keywords_ClicksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_clicks = /** @type {((inputs?: Keywords_ClicksInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_ClicksInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_clicks(inputs)
	if (locale === "ta") return __ta.keywords_clicks(inputs)
	return __en.keywords_clicks(inputs)
});
/**
* | output |
* | --- |
* | "Clicks (30 days)" |
*
* @param {Keywords_Clicks_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_clicks_30 = /** @type {((inputs?: Keywords_Clicks_30Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Clicks_30Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_clicks_30(inputs)
	if (locale === "ta") return __ta.keywords_clicks_30(inputs)
	return __en.keywords_clicks_30(inputs)
});
/**
* | output |
* | --- |
* | "Daily figures" |
*
* @param {Keywords_DailyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_daily = /** @type {((inputs?: Keywords_DailyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_DailyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_daily(inputs)
	if (locale === "ta") return __ta.keywords_daily(inputs)
	return __en.keywords_daily(inputs)
});
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
export const keywords_down = /** @type {((inputs: Keywords_DownInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_DownInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_down(inputs)
	if (locale === "ta") return __ta.keywords_down(inputs)
	return __en.keywords_down(inputs)
});
/**
* | output |
* | --- |
* | "\"{text}\" is already tracked for this client." |
*
* @param {Keywords_DuplicateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_duplicate = /** @type {((inputs: Keywords_DuplicateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_DuplicateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_duplicate(inputs)
	if (locale === "ta") return __ta.keywords_duplicate(inputs)
	return __en.keywords_duplicate(inputs)
});
/**
* | output |
* | --- |
* | "{keyword}: keyword history" |
*
* @param {Keywords_History_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_history_title = /** @type {((inputs: Keywords_History_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_History_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_history_title(inputs)
	if (locale === "ta") return __ta.keywords_history_title(inputs)
	return __en.keywords_history_title(inputs)
});
/**
* | output |
* | --- |
* | "Impressions" |
*
* @param {Keywords_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_impressions = /** @type {((inputs?: Keywords_ImpressionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_ImpressionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_impressions(inputs)
	if (locale === "ta") return __ta.keywords_impressions(inputs)
	return __en.keywords_impressions(inputs)
});
/**
* | output |
* | --- |
* | "Impressions (30 days)" |
*
* @param {Keywords_Impressions_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_impressions_30 = /** @type {((inputs?: Keywords_Impressions_30Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Impressions_30Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_impressions_30(inputs)
	if (locale === "ta") return __ta.keywords_impressions_30(inputs)
	return __en.keywords_impressions_30(inputs)
});
/**
* | output |
* | --- |
* | "Keyword" |
*
* @param {Keywords_KeywordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_keyword = /** @type {((inputs?: Keywords_KeywordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_KeywordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_keyword(inputs)
	if (locale === "ta") return __ta.keywords_keyword(inputs)
	return __en.keywords_keyword(inputs)
});
/**
* | output |
* | --- |
* | "No change" |
*
* @param {Keywords_No_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_change = /** @type {((inputs?: Keywords_No_ChangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_No_ChangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_no_change(inputs)
	if (locale === "ta") return __ta.keywords_no_change(inputs)
	return __en.keywords_no_change(inputs)
});
/**
* | output |
* | --- |
* | "No earlier position" |
*
* @param {Keywords_No_EarlierInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_earlier = /** @type {((inputs?: Keywords_No_EarlierInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_No_EarlierInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_no_earlier(inputs)
	if (locale === "ta") return __ta.keywords_no_earlier(inputs)
	return __en.keywords_no_earlier(inputs)
});
/**
* | output |
* | --- |
* | "Search Console has no figures for this keyword in the last 90 days." |
*
* @param {Keywords_No_HistoryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_history = /** @type {((inputs?: Keywords_No_HistoryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_No_HistoryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_no_history(inputs)
	if (locale === "ta") return __ta.keywords_no_history(inputs)
	return __en.keywords_no_history(inputs)
});
/**
* | output |
* | --- |
* | "There is no such keyword." |
*
* @param {Keywords_No_KeywordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_keyword = /** @type {((inputs?: Keywords_No_KeywordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_No_KeywordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_no_keyword(inputs)
	if (locale === "ta") return __ta.keywords_no_keyword(inputs)
	return __en.keywords_no_keyword(inputs)
});
/**
* | output |
* | --- |
* | "This client has no active SEO plan, so no keywords can be tracked. Keywords come with an SEO plan." |
*
* @param {Keywords_No_Seo_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_seo_plan = /** @type {((inputs?: Keywords_No_Seo_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_No_Seo_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_no_seo_plan(inputs)
	if (locale === "ta") return __ta.keywords_no_seo_plan(inputs)
	return __en.keywords_no_seo_plan(inputs)
});
/**
* | output |
* | --- |
* | "No keywords are tracked yet." |
*
* @param {Keywords_None_TrackedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_none_tracked = /** @type {((inputs?: Keywords_None_TrackedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_None_TrackedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_none_tracked(inputs)
	if (locale === "ta") return __ta.keywords_none_tracked(inputs)
	return __en.keywords_none_tracked(inputs)
});
/**
* | output |
* | --- |
* | "Not ranked yet" |
*
* @param {Keywords_Not_RankedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_not_ranked = /** @type {((inputs?: Keywords_Not_RankedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Not_RankedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_not_ranked(inputs)
	if (locale === "ta") return __ta.keywords_not_ranked(inputs)
	return __en.keywords_not_ranked(inputs)
});
/**
* | output |
* | --- |
* | "on {day}" |
*
* @param {Keywords_On_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_on_day = /** @type {((inputs: Keywords_On_DayInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_On_DayInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_on_day(inputs)
	if (locale === "ta") return __ta.keywords_on_day(inputs)
	return __en.keywords_on_day(inputs)
});
/**
* | output |
* | --- |
* | "Your {plan} plan tracks up to {limit} keywords. Remove one to add another." |
*
* @param {Keywords_Over_LimitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_over_limit = /** @type {((inputs: Keywords_Over_LimitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Over_LimitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_over_limit(inputs)
	if (locale === "ta") return __ta.keywords_over_limit(inputs)
	return __en.keywords_over_limit(inputs)
});
/**
* | output |
* | --- |
* | "Position" |
*
* @param {Keywords_PositionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position = /** @type {((inputs?: Keywords_PositionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_PositionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_position(inputs)
	if (locale === "ta") return __ta.keywords_position(inputs)
	return __en.keywords_position(inputs)
});
/**
* | output |
* | --- |
* | "Position over the last 90 days" |
*
* @param {Keywords_Position_90Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_90 = /** @type {((inputs?: Keywords_Position_90Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Position_90Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_position_90(inputs)
	if (locale === "ta") return __ta.keywords_position_90(inputs)
	return __en.keywords_position_90(inputs)
});
/**
* | output |
* | --- |
* | "Search Console's average position each day; 1 is the top of the results." |
*
* @param {Keywords_Position_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_description = /** @type {((inputs?: Keywords_Position_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Position_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_position_description(inputs)
	if (locale === "ta") return __ta.keywords_position_description(inputs)
	return __en.keywords_position_description(inputs)
});
/**
* | output |
* | --- |
* | "Position now" |
*
* @param {Keywords_Position_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_now = /** @type {((inputs?: Keywords_Position_NowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Position_NowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_position_now(inputs)
	if (locale === "ta") return __ta.keywords_position_now(inputs)
	return __en.keywords_position_now(inputs)
});
/**
* | output |
* | --- |
* | "Keyword rankings" |
*
* @param {Keywords_RankingsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_rankings = /** @type {((inputs?: Keywords_RankingsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_RankingsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_rankings(inputs)
	if (locale === "ta") return __ta.keywords_rankings(inputs)
	return __en.keywords_rankings(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Keywords_RemoveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_remove = /** @type {((inputs?: Keywords_RemoveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_RemoveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_remove(inputs)
	if (locale === "ta") return __ta.keywords_remove(inputs)
	return __en.keywords_remove(inputs)
});
/**
* | output |
* | --- |
* | "Keyword removed." |
*
* @param {Keywords_RemovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_removed = /** @type {((inputs?: Keywords_RemovedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_RemovedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_removed(inputs)
	if (locale === "ta") return __ta.keywords_removed(inputs)
	return __en.keywords_removed(inputs)
});
/**
* | output |
* | --- |
* | "Enter a keyword to track." |
*
* @param {Keywords_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_required = /** @type {((inputs?: Keywords_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_required(inputs)
	if (locale === "ta") return __ta.keywords_required(inputs)
	return __en.keywords_required(inputs)
});
/**
* | output |
* | --- |
* | "A keyword is at most {max} characters." |
*
* @param {Keywords_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_too_long = /** @type {((inputs: Keywords_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_too_long(inputs)
	if (locale === "ta") return __ta.keywords_too_long(inputs)
	return __en.keywords_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Tracked keywords" |
*
* @param {Keywords_TrackedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked = /** @type {((inputs?: Keywords_TrackedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_TrackedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_tracked(inputs)
	if (locale === "ta") return __ta.keywords_tracked(inputs)
	return __en.keywords_tracked(inputs)
});
/**
* | output |
* | --- |
* | "Tracked keywords for {client}" |
*
* @param {Keywords_Tracked_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked_for = /** @type {((inputs: Keywords_Tracked_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Tracked_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_tracked_for(inputs)
	if (locale === "ta") return __ta.keywords_tracked_for(inputs)
	return __en.keywords_tracked_for(inputs)
});
/**
* | output |
* | --- |
* | "Tracked for {client}" |
*
* @param {Keywords_Tracked_For_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked_for_client = /** @type {((inputs: Keywords_Tracked_For_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Tracked_For_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_tracked_for_client(inputs)
	if (locale === "ta") return __ta.keywords_tracked_for_client(inputs)
	return __en.keywords_tracked_for_client(inputs)
});
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
export const keywords_up = /** @type {((inputs: Keywords_UpInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_UpInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_up(inputs)
	if (locale === "ta") return __ta.keywords_up(inputs)
	return __en.keywords_up(inputs)
});
/**
* | output |
* | --- |
* | "Monthly reports \| Admin Panel" |
*
* @param {Report_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_admin_title = /** @type {((inputs?: Report_Admin_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Admin_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_admin_title(inputs)
	if (locale === "ta") return __ta.report_admin_title(inputs)
	return __en.report_admin_title(inputs)
});
/**
* | output |
* | --- |
* | "Download PDF" |
*
* @param {Report_DownloadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_download = /** @type {((inputs?: Report_DownloadInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_DownloadInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_download(inputs)
	if (locale === "ta") return __ta.report_download(inputs)
	return __en.report_download(inputs)
});
/**
* | output |
* | --- |
* | "Your first monthly report arrives on the 1st of next month." |
*
* @param {Report_FirstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_first = /** @type {((inputs?: Report_FirstInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_FirstInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_first(inputs)
	if (locale === "ta") return __ta.report_first(inputs)
	return __en.report_first(inputs)
});
/**
* | output |
* | --- |
* | "report for {month}" |
*
* @param {Report_For_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_for_month = /** @type {((inputs: Report_For_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_For_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_for_month(inputs)
	if (locale === "ta") return __ta.report_for_month(inputs)
	return __en.report_for_month(inputs)
});
/**
* | output |
* | --- |
* | "Made {time}" |
*
* @param {Report_MadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_made = /** @type {((inputs: Report_MadeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_MadeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_made(inputs)
	if (locale === "ta") return __ta.report_made(inputs)
	return __en.report_made(inputs)
});
/**
* | output |
* | --- |
* | "made {date}" |
*
* @param {Report_Made_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_made_on = /** @type {((inputs: Report_Made_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Made_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_made_on(inputs)
	if (locale === "ta") return __ta.report_made_on(inputs)
	return __en.report_made_on(inputs)
});
/**
* | output |
* | --- |
* | "mailed {time}" |
*
* @param {Report_MailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_mailed = /** @type {((inputs: Report_MailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_MailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_mailed(inputs)
	if (locale === "ta") return __ta.report_mailed(inputs)
	return __en.report_mailed(inputs)
});
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Report_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_month = /** @type {((inputs?: Report_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_month(inputs)
	if (locale === "ta") return __ta.report_month(inputs)
	return __en.report_month(inputs)
});
/**
* | output |
* | --- |
* | "Monthly reports" |
*
* @param {Report_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_monthly = /** @type {((inputs?: Report_MonthlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_MonthlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_monthly(inputs)
	if (locale === "ta") return __ta.report_monthly(inputs)
	return __en.report_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Monthly reports: {month}" |
*
* @param {Report_Monthly_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_monthly_for = /** @type {((inputs: Report_Monthly_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Monthly_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_monthly_for(inputs)
	if (locale === "ta") return __ta.report_monthly_for(inputs)
	return __en.report_monthly_for(inputs)
});
/**
* | output |
* | --- |
* | "No client had an active plan that month." |
*
* @param {Report_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_none = /** @type {((inputs?: Report_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_none(inputs)
	if (locale === "ta") return __ta.report_none(inputs)
	return __en.report_none(inputs)
});
/**
* | output |
* | --- |
* | "Not made yet" |
*
* @param {Report_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_not_made = /** @type {((inputs?: Report_Not_MadeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Not_MadeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_not_made(inputs)
	if (locale === "ta") return __ta.report_not_made(inputs)
	return __en.report_not_made(inputs)
});
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Report_PreviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_preview = /** @type {((inputs?: Report_PreviewInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_PreviewInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_preview(inputs)
	if (locale === "ta") return __ta.report_preview(inputs)
	return __en.report_preview(inputs)
});
/**
* | output |
* | --- |
* | "{id}'s report" |
*
* @param {Report_Preview_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_preview_of = /** @type {((inputs: Report_Preview_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Preview_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_preview_of(inputs)
	if (locale === "ta") return __ta.report_preview_of(inputs)
	return __en.report_preview_of(inputs)
});
/**
* | output |
* | --- |
* | "Regenerate" |
*
* @param {Report_RegenerateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerate = /** @type {((inputs?: Report_RegenerateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_RegenerateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_regenerate(inputs)
	if (locale === "ta") return __ta.report_regenerate(inputs)
	return __en.report_regenerate(inputs)
});
/**
* | output |
* | --- |
* | "for {id}" |
*
* @param {Report_Regenerate_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerate_for = /** @type {((inputs: Report_Regenerate_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Regenerate_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_regenerate_for(inputs)
	if (locale === "ta") return __ta.report_regenerate_for(inputs)
	return __en.report_regenerate_for(inputs)
});
/**
* | output |
* | --- |
* | "The report was made again." |
*
* @param {Report_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerated = /** @type {((inputs?: Report_RegeneratedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_RegeneratedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_regenerated(inputs)
	if (locale === "ta") return __ta.report_regenerated(inputs)
	return __en.report_regenerated(inputs)
});
/**
* | output |
* | --- |
* | "Send again" |
*
* @param {Report_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_send_again = /** @type {((inputs?: Report_Send_AgainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Send_AgainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_send_again(inputs)
	if (locale === "ta") return __ta.report_send_again(inputs)
	return __en.report_send_again(inputs)
});
/**
* | output |
* | --- |
* | "to {id}" |
*
* @param {Report_Send_Again_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_send_again_to = /** @type {((inputs: Report_Send_Again_ToInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Send_Again_ToInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_send_again_to(inputs)
	if (locale === "ta") return __ta.report_send_again_to(inputs)
	return __en.report_send_again_to(inputs)
});
/**
* | output |
* | --- |
* | "The report was queued to be mailed again." |
*
* @param {Report_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_sent = /** @type {((inputs?: Report_SentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_SentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_sent(inputs)
	if (locale === "ta") return __ta.report_sent(inputs)
	return __en.report_sent(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Report_ShowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_show = /** @type {((inputs?: Report_ShowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_ShowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_show(inputs)
	if (locale === "ta") return __ta.report_show(inputs)
	return __en.report_show(inputs)
});
/**
* | output |
* | --- |
* | "Analytics for {title}" |
*
* @param {Results_Analytics_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_analytics_for = /** @type {((inputs: Results_Analytics_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Analytics_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_analytics_for(inputs)
	if (locale === "ta") return __ta.results_analytics_for(inputs)
	return __en.results_analytics_for(inputs)
});
/**
* | output |
* | --- |
* | "Back to {title}" |
*
* @param {Results_Back_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_back_to = /** @type {((inputs: Results_Back_ToInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Back_ToInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_back_to(inputs)
	if (locale === "ta") return __ta.results_back_to(inputs)
	return __en.results_back_to(inputs)
});
/**
* | output |
* | --- |
* | "{change} on the previous {days} days" |
*
* @param {Results_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change = /** @type {((inputs: Results_ChangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_ChangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_change(inputs)
	if (locale === "ta") return __ta.results_change(inputs)
	return __en.results_change(inputs)
});
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Results_Change_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change_heading = /** @type {((inputs?: Results_Change_HeadingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Change_HeadingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_change_heading(inputs)
	if (locale === "ta") return __ta.results_change_heading(inputs)
	return __en.results_change_heading(inputs)
});
/**
* | output |
* | --- |
* | "No figures to compare with the previous {days} days" |
*
* @param {Results_Change_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change_none = /** @type {((inputs: Results_Change_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Change_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_change_none(inputs)
	if (locale === "ta") return __ta.results_change_none(inputs)
	return __en.results_change_none(inputs)
});
/**
* | output |
* | --- |
* | "Analytics \| Client Dashboard" |
*
* @param {Results_Client_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_client_title = /** @type {((inputs?: Results_Client_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Client_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_client_title(inputs)
	if (locale === "ta") return __ta.results_client_title(inputs)
	return __en.results_client_title(inputs)
});
/**
* | output |
* | --- |
* | "Connect Google for {title}" |
*
* @param {Results_Connect_Google_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_connect_google_for = /** @type {((inputs: Results_Connect_Google_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Connect_Google_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_connect_google_for(inputs)
	if (locale === "ta") return __ta.results_connect_google_for(inputs)
	return __en.results_connect_google_for(inputs)
});
/**
* | output |
* | --- |
* | "{from} to {to}" |
*
* @param {Results_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_date_range = /** @type {((inputs: Results_Date_RangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Date_RangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_date_range(inputs)
	if (locale === "ta") return __ta.results_date_range(inputs)
	return __en.results_date_range(inputs)
});
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Results_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_day = /** @type {((inputs?: Results_DayInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_DayInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_day(inputs)
	if (locale === "ta") return __ta.results_day(inputs)
	return __en.results_day(inputs)
});
/**
* | output |
* | --- |
* | "{days} days" |
*
* @param {Results_DaysInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_days = /** @type {((inputs: Results_DaysInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_DaysInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_days(inputs)
	if (locale === "ta") return __ta.results_days(inputs)
	return __en.results_days(inputs)
});
/**
* | output |
* | --- |
* | "Social engagement" |
*
* @param {Results_Family_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_engagement = /** @type {((inputs?: Results_Family_EngagementInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Family_EngagementInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_family_engagement(inputs)
	if (locale === "ta") return __ta.results_family_engagement(inputs)
	return __en.results_family_engagement(inputs)
});
/**
* | output |
* | --- |
* | "Social reach" |
*
* @param {Results_Family_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_reach = /** @type {((inputs?: Results_Family_ReachInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Family_ReachInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_family_reach(inputs)
	if (locale === "ta") return __ta.results_family_reach(inputs)
	return __en.results_family_reach(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Results_Family_SearchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_search = /** @type {((inputs?: Results_Family_SearchInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Family_SearchInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_family_search(inputs)
	if (locale === "ta") return __ta.results_family_search(inputs)
	return __en.results_family_search(inputs)
});
/**
* | output |
* | --- |
* | "Traffic" |
*
* @param {Results_Family_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_traffic = /** @type {((inputs?: Results_Family_TrafficInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Family_TrafficInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_family_traffic(inputs)
	if (locale === "ta") return __ta.results_family_traffic(inputs)
	return __en.results_family_traffic(inputs)
});
/**
* | output |
* | --- |
* | "Figure" |
*
* @param {Results_FigureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure = /** @type {((inputs?: Results_FigureInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_FigureInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure(inputs)
	if (locale === "ta") return __ta.results_figure(inputs)
	return __en.results_figure(inputs)
});
/**
* | output |
* | --- |
* | "Bounce rate" |
*
* @param {Results_Figure_Bounce_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_bounce_rate = /** @type {((inputs?: Results_Figure_Bounce_RateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Bounce_RateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_bounce_rate(inputs)
	if (locale === "ta") return __ta.results_figure_bounce_rate(inputs)
	return __en.results_figure_bounce_rate(inputs)
});
/**
* | output |
* | --- |
* | "Search clicks" |
*
* @param {Results_Figure_ClicksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_clicks = /** @type {((inputs?: Results_Figure_ClicksInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_ClicksInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_clicks(inputs)
	if (locale === "ta") return __ta.results_figure_clicks(inputs)
	return __en.results_figure_clicks(inputs)
});
/**
* | output |
* | --- |
* | "Click-through rate" |
*
* @param {Results_Figure_CtrInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ctr = /** @type {((inputs?: Results_Figure_CtrInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_CtrInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_ctr(inputs)
	if (locale === "ta") return __ta.results_figure_ctr(inputs)
	return __en.results_figure_ctr(inputs)
});
/**
* | output |
* | --- |
* | "Facebook engagement" |
*
* @param {Results_Figure_Fb_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_engagement = /** @type {((inputs?: Results_Figure_Fb_EngagementInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Fb_EngagementInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_fb_engagement(inputs)
	if (locale === "ta") return __ta.results_figure_fb_engagement(inputs)
	return __en.results_figure_fb_engagement(inputs)
});
/**
* | output |
* | --- |
* | "Facebook followers" |
*
* @param {Results_Figure_Fb_FollowersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_followers = /** @type {((inputs?: Results_Figure_Fb_FollowersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Fb_FollowersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_fb_followers(inputs)
	if (locale === "ta") return __ta.results_figure_fb_followers(inputs)
	return __en.results_figure_fb_followers(inputs)
});
/**
* | output |
* | --- |
* | "Facebook impressions" |
*
* @param {Results_Figure_Fb_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_impressions = /** @type {((inputs?: Results_Figure_Fb_ImpressionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Fb_ImpressionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_fb_impressions(inputs)
	if (locale === "ta") return __ta.results_figure_fb_impressions(inputs)
	return __en.results_figure_fb_impressions(inputs)
});
/**
* | output |
* | --- |
* | "Facebook reach" |
*
* @param {Results_Figure_Fb_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_reach = /** @type {((inputs?: Results_Figure_Fb_ReachInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Fb_ReachInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_fb_reach(inputs)
	if (locale === "ta") return __ta.results_figure_fb_reach(inputs)
	return __en.results_figure_fb_reach(inputs)
});
/**
* | output |
* | --- |
* | "Instagram engagement" |
*
* @param {Results_Figure_Ig_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_engagement = /** @type {((inputs?: Results_Figure_Ig_EngagementInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Ig_EngagementInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_ig_engagement(inputs)
	if (locale === "ta") return __ta.results_figure_ig_engagement(inputs)
	return __en.results_figure_ig_engagement(inputs)
});
/**
* | output |
* | --- |
* | "New Instagram followers" |
*
* @param {Results_Figure_Ig_New_FollowersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_new_followers = /** @type {((inputs?: Results_Figure_Ig_New_FollowersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Ig_New_FollowersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_ig_new_followers(inputs)
	if (locale === "ta") return __ta.results_figure_ig_new_followers(inputs)
	return __en.results_figure_ig_new_followers(inputs)
});
/**
* | output |
* | --- |
* | "Instagram reach" |
*
* @param {Results_Figure_Ig_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_reach = /** @type {((inputs?: Results_Figure_Ig_ReachInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Ig_ReachInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_ig_reach(inputs)
	if (locale === "ta") return __ta.results_figure_ig_reach(inputs)
	return __en.results_figure_ig_reach(inputs)
});
/**
* | output |
* | --- |
* | "Instagram views" |
*
* @param {Results_Figure_Ig_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_views = /** @type {((inputs?: Results_Figure_Ig_ViewsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Ig_ViewsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_ig_views(inputs)
	if (locale === "ta") return __ta.results_figure_ig_views(inputs)
	return __en.results_figure_ig_views(inputs)
});
/**
* | output |
* | --- |
* | "Search impressions" |
*
* @param {Results_Figure_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_impressions = /** @type {((inputs?: Results_Figure_ImpressionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_ImpressionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_impressions(inputs)
	if (locale === "ta") return __ta.results_figure_impressions(inputs)
	return __en.results_figure_impressions(inputs)
});
/**
* | output |
* | --- |
* | "Page views" |
*
* @param {Results_Figure_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_page_views = /** @type {((inputs?: Results_Figure_Page_ViewsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Page_ViewsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_page_views(inputs)
	if (locale === "ta") return __ta.results_figure_page_views(inputs)
	return __en.results_figure_page_views(inputs)
});
/**
* | output |
* | --- |
* | "Average position" |
*
* @param {Results_Figure_PositionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_position = /** @type {((inputs?: Results_Figure_PositionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_PositionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_position(inputs)
	if (locale === "ta") return __ta.results_figure_position(inputs)
	return __en.results_figure_position(inputs)
});
/**
* | output |
* | --- |
* | "Average session duration" |
*
* @param {Results_Figure_Session_DurationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_session_duration = /** @type {((inputs?: Results_Figure_Session_DurationInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Session_DurationInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_session_duration(inputs)
	if (locale === "ta") return __ta.results_figure_session_duration(inputs)
	return __en.results_figure_session_duration(inputs)
});
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Results_Figure_SessionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_sessions = /** @type {((inputs?: Results_Figure_SessionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_SessionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_sessions(inputs)
	if (locale === "ta") return __ta.results_figure_sessions(inputs)
	return __en.results_figure_sessions(inputs)
});
/**
* | output |
* | --- |
* | "Users" |
*
* @param {Results_Figure_UsersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_users = /** @type {((inputs?: Results_Figure_UsersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_UsersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_users(inputs)
	if (locale === "ta") return __ta.results_figure_users(inputs)
	return __en.results_figure_users(inputs)
});
/**
* | output |
* | --- |
* | "{current} against {previous}" |
*
* @param {Results_Month_AgainstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_month_against = /** @type {((inputs: Results_Month_AgainstInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Month_AgainstInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_month_against(inputs)
	if (locale === "ta") return __ta.results_month_against(inputs)
	return __en.results_month_against(inputs)
});
/**
* | output |
* | --- |
* | "Month over month" |
*
* @param {Results_Month_Over_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_month_over_month = /** @type {((inputs?: Results_Month_Over_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Month_Over_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_month_over_month(inputs)
	if (locale === "ta") return __ta.results_month_over_month(inputs)
	return __en.results_month_over_month(inputs)
});
/**
* | output |
* | --- |
* | "No figure" |
*
* @param {Results_No_FigureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_no_figure = /** @type {((inputs?: Results_No_FigureInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_No_FigureInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_no_figure(inputs)
	if (locale === "ta") return __ta.results_no_figure(inputs)
	return __en.results_no_figure(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Results_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_none = /** @type {((inputs?: Results_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_none(inputs)
	if (locale === "ta") return __ta.results_none(inputs)
	return __en.results_none(inputs)
});
/**
* | output |
* | --- |
* | "No figures yet: connect Google Analytics and Search Console to a project, and its traffic and search figures show here from the next day." |
*
* @param {Results_Nothing_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_nothing_connected = /** @type {((inputs?: Results_Nothing_ConnectedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Nothing_ConnectedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_nothing_connected(inputs)
	if (locale === "ta") return __ta.results_nothing_connected(inputs)
	return __en.results_nothing_connected(inputs)
});
/**
* | output |
* | --- |
* | "{family} per day" |
*
* @param {Results_Per_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_per_day = /** @type {((inputs: Results_Per_DayInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Per_DayInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_per_day(inputs)
	if (locale === "ta") return __ta.results_per_day(inputs)
	return __en.results_per_day(inputs)
});
/**
* | output |
* | --- |
* | "Period" |
*
* @param {Results_PeriodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_period = /** @type {((inputs?: Results_PeriodInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_PeriodInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_period(inputs)
	if (locale === "ta") return __ta.results_period(inputs)
	return __en.results_period(inputs)
});
/**
* | output |
* | --- |
* | "Trends" |
*
* @param {Results_TrendsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_trends = /** @type {((inputs?: Results_TrendsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_TrendsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_trends(inputs)
	if (locale === "ta") return __ta.results_trends(inputs)
	return __en.results_trends(inputs)
});
/**
* | output |
* | --- |
* | "Current User" |
*
* @param {Shell_Current_UserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_current_user = /** @type {((inputs?: Shell_Current_UserInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Current_UserInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_current_user(inputs)
	if (locale === "ta") return __ta.shell_current_user(inputs)
	return __en.shell_current_user(inputs)
});
/**
* | output |
* | --- |
* | "Add User" |
*
* @param {Shell_Nav_Add_UserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_add_user = /** @type {((inputs?: Shell_Nav_Add_UserInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Add_UserInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_add_user(inputs)
	if (locale === "ta") return __ta.shell_nav_add_user(inputs)
	return __en.shell_nav_add_user(inputs)
});
/**
* | output |
* | --- |
* | "All Projects" |
*
* @param {Shell_Nav_All_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_all_projects = /** @type {((inputs?: Shell_Nav_All_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_All_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_all_projects(inputs)
	if (locale === "ta") return __ta.shell_nav_all_projects(inputs)
	return __en.shell_nav_all_projects(inputs)
});
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Shell_Nav_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_analytics = /** @type {((inputs?: Shell_Nav_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_analytics(inputs)
	if (locale === "ta") return __ta.shell_nav_analytics(inputs)
	return __en.shell_nav_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Audit Log" |
*
* @param {Shell_Nav_Audit_LogInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_audit_log = /** @type {((inputs?: Shell_Nav_Audit_LogInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Audit_LogInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_audit_log(inputs)
	if (locale === "ta") return __ta.shell_nav_audit_log(inputs)
	return __en.shell_nav_audit_log(inputs)
});
/**
* | output |
* | --- |
* | "Connect Analytics" |
*
* @param {Shell_Nav_Connect_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_connect_analytics = /** @type {((inputs?: Shell_Nav_Connect_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Connect_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_connect_analytics(inputs)
	if (locale === "ta") return __ta.shell_nav_connect_analytics(inputs)
	return __en.shell_nav_connect_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Content Calendar" |
*
* @param {Shell_Nav_Content_CalendarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_content_calendar = /** @type {((inputs?: Shell_Nav_Content_CalendarInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Content_CalendarInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_content_calendar(inputs)
	if (locale === "ta") return __ta.shell_nav_content_calendar(inputs)
	return __en.shell_nav_content_calendar(inputs)
});
/**
* | output |
* | --- |
* | "Create Project" |
*
* @param {Shell_Nav_Create_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_create_project = /** @type {((inputs?: Shell_Nav_Create_ProjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Create_ProjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_create_project(inputs)
	if (locale === "ta") return __ta.shell_nav_create_project(inputs)
	return __en.shell_nav_create_project(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Shell_Nav_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_dashboard = /** @type {((inputs?: Shell_Nav_DashboardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_DashboardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_dashboard(inputs)
	if (locale === "ta") return __ta.shell_nav_dashboard(inputs)
	return __en.shell_nav_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "My Projects" |
*
* @param {Shell_Nav_My_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_my_projects = /** @type {((inputs?: Shell_Nav_My_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_My_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_my_projects(inputs)
	if (locale === "ta") return __ta.shell_nav_my_projects(inputs)
	return __en.shell_nav_my_projects(inputs)
});
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Shell_Nav_ProfileInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_profile = /** @type {((inputs?: Shell_Nav_ProfileInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_ProfileInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_profile(inputs)
	if (locale === "ta") return __ta.shell_nav_profile(inputs)
	return __en.shell_nav_profile(inputs)
});
/**
* | output |
* | --- |
* | "Progress Updates" |
*
* @param {Shell_Nav_Progress_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_progress_updates = /** @type {((inputs?: Shell_Nav_Progress_UpdatesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Progress_UpdatesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_progress_updates(inputs)
	if (locale === "ta") return __ta.shell_nav_progress_updates(inputs)
	return __en.shell_nav_progress_updates(inputs)
});
/**
* | output |
* | --- |
* | "Projects" |
*
* @param {Shell_Nav_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_projects = /** @type {((inputs?: Shell_Nav_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_projects(inputs)
	if (locale === "ta") return __ta.shell_nav_projects(inputs)
	return __en.shell_nav_projects(inputs)
});
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Shell_Nav_SettingsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_settings = /** @type {((inputs?: Shell_Nav_SettingsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_SettingsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_settings(inputs)
	if (locale === "ta") return __ta.shell_nav_settings(inputs)
	return __en.shell_nav_settings(inputs)
});
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Shell_Nav_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_support = /** @type {((inputs?: Shell_Nav_SupportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_SupportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_support(inputs)
	if (locale === "ta") return __ta.shell_nav_support(inputs)
	return __en.shell_nav_support(inputs)
});
/**
* | output |
* | --- |
* | "Support Tickets" |
*
* @param {Shell_Nav_Support_TicketsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_support_tickets = /** @type {((inputs?: Shell_Nav_Support_TicketsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Support_TicketsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_support_tickets(inputs)
	if (locale === "ta") return __ta.shell_nav_support_tickets(inputs)
	return __en.shell_nav_support_tickets(inputs)
});
/**
* | output |
* | --- |
* | "System Analytics" |
*
* @param {Shell_Nav_System_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_system_analytics = /** @type {((inputs?: Shell_Nav_System_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_System_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_system_analytics(inputs)
	if (locale === "ta") return __ta.shell_nav_system_analytics(inputs)
	return __en.shell_nav_system_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Timeline" |
*
* @param {Shell_Nav_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_timeline = /** @type {((inputs?: Shell_Nav_TimelineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_TimelineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_timeline(inputs)
	if (locale === "ta") return __ta.shell_nav_timeline(inputs)
	return __en.shell_nav_timeline(inputs)
});
/**
* | output |
* | --- |
* | "Update Progress" |
*
* @param {Shell_Nav_Update_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_update_progress = /** @type {((inputs?: Shell_Nav_Update_ProgressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Update_ProgressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_update_progress(inputs)
	if (locale === "ta") return __ta.shell_nav_update_progress(inputs)
	return __en.shell_nav_update_progress(inputs)
});
/**
* | output |
* | --- |
* | "Upload Analytics" |
*
* @param {Shell_Nav_Upload_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_upload_analytics = /** @type {((inputs?: Shell_Nav_Upload_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Upload_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_upload_analytics(inputs)
	if (locale === "ta") return __ta.shell_nav_upload_analytics(inputs)
	return __en.shell_nav_upload_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Upload Reports" |
*
* @param {Shell_Nav_Upload_ReportsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_upload_reports = /** @type {((inputs?: Shell_Nav_Upload_ReportsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Upload_ReportsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_upload_reports(inputs)
	if (locale === "ta") return __ta.shell_nav_upload_reports(inputs)
	return __en.shell_nav_upload_reports(inputs)
});
/**
* | output |
* | --- |
* | "Users Management" |
*
* @param {Shell_Nav_Users_ManagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_nav_users_management = /** @type {((inputs?: Shell_Nav_Users_ManagementInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Nav_Users_ManagementInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_nav_users_management(inputs)
	if (locale === "ta") return __ta.shell_nav_users_management(inputs)
	return __en.shell_nav_users_management(inputs)
});
/**
* | output |
* | --- |
* | "Quick Actions" |
*
* @param {Shell_Quick_ActionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_quick_actions = /** @type {((inputs?: Shell_Quick_ActionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_ActionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_quick_actions(inputs)
	if (locale === "ta") return __ta.shell_quick_actions(inputs)
	return __en.shell_quick_actions(inputs)
});
/**
* | output |
* | --- |
* | "Quick actions" |
*
* @param {Shell_Quick_Actions_NavInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_quick_actions_nav = /** @type {((inputs?: Shell_Quick_Actions_NavInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Quick_Actions_NavInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_quick_actions_nav(inputs)
	if (locale === "ta") return __ta.shell_quick_actions_nav(inputs)
	return __en.shell_quick_actions_nav(inputs)
});
/**
* | output |
* | --- |
* | "admin" |
*
* @param {Shell_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_role_admin = /** @type {((inputs?: Shell_Role_AdminInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Role_AdminInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_role_admin(inputs)
	if (locale === "ta") return __ta.shell_role_admin(inputs)
	return __en.shell_role_admin(inputs)
});
/**
* | output |
* | --- |
* | "client" |
*
* @param {Shell_Role_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_role_client = /** @type {((inputs?: Shell_Role_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Role_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_role_client(inputs)
	if (locale === "ta") return __ta.shell_role_client(inputs)
	return __en.shell_role_client(inputs)
});
/**
* | output |
* | --- |
* | "freelancer" |
*
* @param {Shell_Role_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_role_freelancer = /** @type {((inputs?: Shell_Role_FreelancerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Role_FreelancerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_role_freelancer(inputs)
	if (locale === "ta") return __ta.shell_role_freelancer(inputs)
	return __en.shell_role_freelancer(inputs)
});
/**
* | output |
* | --- |
* | "Sidebar" |
*
* @param {Shell_SidebarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_sidebar = /** @type {((inputs?: Shell_SidebarInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_SidebarInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_sidebar(inputs)
	if (locale === "ta") return __ta.shell_sidebar(inputs)
	return __en.shell_sidebar(inputs)
});