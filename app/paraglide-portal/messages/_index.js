/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
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
/** @typedef {{}} Support_Col_AssignedInputs */
/** @typedef {{}} Support_Col_FromInputs */
/** @typedef {{}} Support_Col_Last_ActivityInputs */
/** @typedef {{}} Support_Col_PriorityInputs */
/** @typedef {{}} Support_Col_ReferenceInputs */
/** @typedef {{}} Support_Col_StatusInputs */
/** @typedef {{}} Support_Col_SubjectInputs */
/** @typedef {{}} Support_NobodyInputs */
/** @typedef {{}} Support_Table_CaptionInputs */
/** @typedef {{}} Support_Ticket_Priority_CriticalInputs */
/** @typedef {{}} Support_Ticket_Priority_HighInputs */
/** @typedef {{}} Support_Ticket_Priority_LowInputs */
/** @typedef {{}} Support_Ticket_Priority_MediumInputs */
/** @typedef {{}} Support_Ticket_Priority_SuffixInputs */
/** @typedef {{}} Support_Ticket_Status_ClosedInputs */
/** @typedef {{}} Support_Ticket_Status_OpenInputs */
/** @typedef {{}} Support_Ticket_Status_ResolvedInputs */
/** @typedef {{}} Support_Ticket_Status_WaitingInputs */
import * as __en from "./en.js"
import * as __si from "./si.js"
import * as __ta from "./ta.js"
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
/**
* | output |
* | --- |
* | "Assigned to" |
*
* @param {Support_Col_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_assigned = /** @type {((inputs?: Support_Col_AssignedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_AssignedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_assigned(inputs)
	if (locale === "ta") return __ta.support_col_assigned(inputs)
	return __en.support_col_assigned(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Support_Col_FromInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_from = /** @type {((inputs?: Support_Col_FromInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_FromInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_from(inputs)
	if (locale === "ta") return __ta.support_col_from(inputs)
	return __en.support_col_from(inputs)
});
/**
* | output |
* | --- |
* | "Last activity" |
*
* @param {Support_Col_Last_ActivityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_last_activity = /** @type {((inputs?: Support_Col_Last_ActivityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_Last_ActivityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_last_activity(inputs)
	if (locale === "ta") return __ta.support_col_last_activity(inputs)
	return __en.support_col_last_activity(inputs)
});
/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Support_Col_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_priority = /** @type {((inputs?: Support_Col_PriorityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_PriorityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_priority(inputs)
	if (locale === "ta") return __ta.support_col_priority(inputs)
	return __en.support_col_priority(inputs)
});
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Support_Col_ReferenceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_reference = /** @type {((inputs?: Support_Col_ReferenceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_ReferenceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_reference(inputs)
	if (locale === "ta") return __ta.support_col_reference(inputs)
	return __en.support_col_reference(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Support_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_status = /** @type {((inputs?: Support_Col_StatusInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_StatusInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_status(inputs)
	if (locale === "ta") return __ta.support_col_status(inputs)
	return __en.support_col_status(inputs)
});
/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Support_Col_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_subject = /** @type {((inputs?: Support_Col_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_subject(inputs)
	if (locale === "ta") return __ta.support_col_subject(inputs)
	return __en.support_col_subject(inputs)
});
/**
* | output |
* | --- |
* | "Nobody" |
*
* @param {Support_NobodyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_nobody = /** @type {((inputs?: Support_NobodyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_NobodyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_nobody(inputs)
	if (locale === "ta") return __ta.support_nobody(inputs)
	return __en.support_nobody(inputs)
});
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Support_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_table_caption = /** @type {((inputs?: Support_Table_CaptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Table_CaptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_table_caption(inputs)
	if (locale === "ta") return __ta.support_table_caption(inputs)
	return __en.support_table_caption(inputs)
});
/**
* | output |
* | --- |
* | "Critical" |
*
* @param {Support_Ticket_Priority_CriticalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_critical = /** @type {((inputs?: Support_Ticket_Priority_CriticalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Priority_CriticalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_priority_critical(inputs)
	if (locale === "ta") return __ta.support_ticket_priority_critical(inputs)
	return __en.support_ticket_priority_critical(inputs)
});
/**
* | output |
* | --- |
* | "High" |
*
* @param {Support_Ticket_Priority_HighInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_high = /** @type {((inputs?: Support_Ticket_Priority_HighInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Priority_HighInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_priority_high(inputs)
	if (locale === "ta") return __ta.support_ticket_priority_high(inputs)
	return __en.support_ticket_priority_high(inputs)
});
/**
* | output |
* | --- |
* | "Low" |
*
* @param {Support_Ticket_Priority_LowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_low = /** @type {((inputs?: Support_Ticket_Priority_LowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Priority_LowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_priority_low(inputs)
	if (locale === "ta") return __ta.support_ticket_priority_low(inputs)
	return __en.support_ticket_priority_low(inputs)
});
/**
* | output |
* | --- |
* | "Medium" |
*
* @param {Support_Ticket_Priority_MediumInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_medium = /** @type {((inputs?: Support_Ticket_Priority_MediumInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Priority_MediumInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_priority_medium(inputs)
	if (locale === "ta") return __ta.support_ticket_priority_medium(inputs)
	return __en.support_ticket_priority_medium(inputs)
});
/**
* | output |
* | --- |
* | "priority" |
*
* @param {Support_Ticket_Priority_SuffixInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_suffix = /** @type {((inputs?: Support_Ticket_Priority_SuffixInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Priority_SuffixInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_priority_suffix(inputs)
	if (locale === "ta") return __ta.support_ticket_priority_suffix(inputs)
	return __en.support_ticket_priority_suffix(inputs)
});
/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Support_Ticket_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_closed = /** @type {((inputs?: Support_Ticket_Status_ClosedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Status_ClosedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_status_closed(inputs)
	if (locale === "ta") return __ta.support_ticket_status_closed(inputs)
	return __en.support_ticket_status_closed(inputs)
});
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Support_Ticket_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_open = /** @type {((inputs?: Support_Ticket_Status_OpenInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Status_OpenInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_status_open(inputs)
	if (locale === "ta") return __ta.support_ticket_status_open(inputs)
	return __en.support_ticket_status_open(inputs)
});
/**
* | output |
* | --- |
* | "Resolved" |
*
* @param {Support_Ticket_Status_ResolvedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_resolved = /** @type {((inputs?: Support_Ticket_Status_ResolvedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Status_ResolvedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_status_resolved(inputs)
	if (locale === "ta") return __ta.support_ticket_status_resolved(inputs)
	return __en.support_ticket_status_resolved(inputs)
});
/**
* | output |
* | --- |
* | "Waiting on client" |
*
* @param {Support_Ticket_Status_WaitingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_waiting = /** @type {((inputs?: Support_Ticket_Status_WaitingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Status_WaitingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_status_waiting(inputs)
	if (locale === "ta") return __ta.support_ticket_status_waiting(inputs)
	return __en.support_ticket_status_waiting(inputs)
});