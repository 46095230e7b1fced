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
/**
* | output |
* | --- |
* | "Assigned to" |
*
* @param {Support_Col_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_assigned: ((inputs?: Support_Col_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Col_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Support_Col_FromInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_from: ((inputs?: Support_Col_FromInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Col_FromInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Last activity" |
*
* @param {Support_Col_Last_ActivityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_last_activity: ((inputs?: Support_Col_Last_ActivityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Col_Last_ActivityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Support_Col_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_priority: ((inputs?: Support_Col_PriorityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Col_PriorityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Support_Col_ReferenceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_reference: ((inputs?: Support_Col_ReferenceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Col_ReferenceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Support_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_status: ((inputs?: Support_Col_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Col_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Support_Col_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_subject: ((inputs?: Support_Col_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Col_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Nobody" |
*
* @param {Support_NobodyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_nobody: ((inputs?: Support_NobodyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_NobodyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Support_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_table_caption: ((inputs?: Support_Table_CaptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Table_CaptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Critical" |
*
* @param {Support_Ticket_Priority_CriticalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_critical: ((inputs?: Support_Ticket_Priority_CriticalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Ticket_Priority_CriticalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "High" |
*
* @param {Support_Ticket_Priority_HighInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_high: ((inputs?: Support_Ticket_Priority_HighInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Ticket_Priority_HighInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Low" |
*
* @param {Support_Ticket_Priority_LowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_low: ((inputs?: Support_Ticket_Priority_LowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Ticket_Priority_LowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Medium" |
*
* @param {Support_Ticket_Priority_MediumInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_medium: ((inputs?: Support_Ticket_Priority_MediumInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Ticket_Priority_MediumInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "priority" |
*
* @param {Support_Ticket_Priority_SuffixInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_suffix: ((inputs?: Support_Ticket_Priority_SuffixInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Ticket_Priority_SuffixInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Support_Ticket_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_closed: ((inputs?: Support_Ticket_Status_ClosedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Ticket_Status_ClosedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Support_Ticket_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_open: ((inputs?: Support_Ticket_Status_OpenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Ticket_Status_OpenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Resolved" |
*
* @param {Support_Ticket_Status_ResolvedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_resolved: ((inputs?: Support_Ticket_Status_ResolvedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Ticket_Status_ResolvedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting on client" |
*
* @param {Support_Ticket_Status_WaitingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_waiting: ((inputs?: Support_Ticket_Status_WaitingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Ticket_Status_WaitingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
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
export type Support_Col_AssignedInputs = {};
export type Support_Col_FromInputs = {};
export type Support_Col_Last_ActivityInputs = {};
export type Support_Col_PriorityInputs = {};
export type Support_Col_ReferenceInputs = {};
export type Support_Col_StatusInputs = {};
export type Support_Col_SubjectInputs = {};
export type Support_NobodyInputs = {};
export type Support_Table_CaptionInputs = {};
export type Support_Ticket_Priority_CriticalInputs = {};
export type Support_Ticket_Priority_HighInputs = {};
export type Support_Ticket_Priority_LowInputs = {};
export type Support_Ticket_Priority_MediumInputs = {};
export type Support_Ticket_Priority_SuffixInputs = {};
export type Support_Ticket_Status_ClosedInputs = {};
export type Support_Ticket_Status_OpenInputs = {};
export type Support_Ticket_Status_ResolvedInputs = {};
export type Support_Ticket_Status_WaitingInputs = {};
