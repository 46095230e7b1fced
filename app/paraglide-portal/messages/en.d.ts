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
export const shell_current_user: (inputs: Shell_Current_UserInputs) => LocalizedString;
export const shell_nav_add_user: (inputs: Shell_Nav_Add_UserInputs) => LocalizedString;
export const shell_nav_all_projects: (inputs: Shell_Nav_All_ProjectsInputs) => LocalizedString;
export const shell_nav_analytics: (inputs: Shell_Nav_AnalyticsInputs) => LocalizedString;
export const shell_nav_audit_log: (inputs: Shell_Nav_Audit_LogInputs) => LocalizedString;
export const shell_nav_connect_analytics: (inputs: Shell_Nav_Connect_AnalyticsInputs) => LocalizedString;
export const shell_nav_content_calendar: (inputs: Shell_Nav_Content_CalendarInputs) => LocalizedString;
export const shell_nav_create_project: (inputs: Shell_Nav_Create_ProjectInputs) => LocalizedString;
export const shell_nav_dashboard: (inputs: Shell_Nav_DashboardInputs) => LocalizedString;
export const shell_nav_my_projects: (inputs: Shell_Nav_My_ProjectsInputs) => LocalizedString;
export const shell_nav_profile: (inputs: Shell_Nav_ProfileInputs) => LocalizedString;
export const shell_nav_progress_updates: (inputs: Shell_Nav_Progress_UpdatesInputs) => LocalizedString;
export const shell_nav_projects: (inputs: Shell_Nav_ProjectsInputs) => LocalizedString;
export const shell_nav_settings: (inputs: Shell_Nav_SettingsInputs) => LocalizedString;
export const shell_nav_support: (inputs: Shell_Nav_SupportInputs) => LocalizedString;
export const shell_nav_support_tickets: (inputs: Shell_Nav_Support_TicketsInputs) => LocalizedString;
export const shell_nav_system_analytics: (inputs: Shell_Nav_System_AnalyticsInputs) => LocalizedString;
export const shell_nav_timeline: (inputs: Shell_Nav_TimelineInputs) => LocalizedString;
export const shell_nav_update_progress: (inputs: Shell_Nav_Update_ProgressInputs) => LocalizedString;
export const shell_nav_upload_analytics: (inputs: Shell_Nav_Upload_AnalyticsInputs) => LocalizedString;
export const shell_nav_upload_reports: (inputs: Shell_Nav_Upload_ReportsInputs) => LocalizedString;
export const shell_nav_users_management: (inputs: Shell_Nav_Users_ManagementInputs) => LocalizedString;
export const shell_quick_actions: (inputs: Shell_Quick_ActionsInputs) => LocalizedString;
export const shell_quick_actions_nav: (inputs: Shell_Quick_Actions_NavInputs) => LocalizedString;
export const shell_role_admin: (inputs: Shell_Role_AdminInputs) => LocalizedString;
export const shell_role_client: (inputs: Shell_Role_ClientInputs) => LocalizedString;
export const shell_role_freelancer: (inputs: Shell_Role_FreelancerInputs) => LocalizedString;
export const shell_sidebar: (inputs: Shell_SidebarInputs) => LocalizedString;
export const support_col_assigned: (inputs: Support_Col_AssignedInputs) => LocalizedString;
export const support_col_from: (inputs: Support_Col_FromInputs) => LocalizedString;
export const support_col_last_activity: (inputs: Support_Col_Last_ActivityInputs) => LocalizedString;
export const support_col_priority: (inputs: Support_Col_PriorityInputs) => LocalizedString;
export const support_col_reference: (inputs: Support_Col_ReferenceInputs) => LocalizedString;
export const support_col_status: (inputs: Support_Col_StatusInputs) => LocalizedString;
export const support_col_subject: (inputs: Support_Col_SubjectInputs) => LocalizedString;
export const support_nobody: (inputs: Support_NobodyInputs) => LocalizedString;
export const support_table_caption: (inputs: Support_Table_CaptionInputs) => LocalizedString;
export const support_ticket_priority_critical: (inputs: Support_Ticket_Priority_CriticalInputs) => LocalizedString;
export const support_ticket_priority_high: (inputs: Support_Ticket_Priority_HighInputs) => LocalizedString;
export const support_ticket_priority_low: (inputs: Support_Ticket_Priority_LowInputs) => LocalizedString;
export const support_ticket_priority_medium: (inputs: Support_Ticket_Priority_MediumInputs) => LocalizedString;
export const support_ticket_priority_suffix: (inputs: Support_Ticket_Priority_SuffixInputs) => LocalizedString;
export const support_ticket_status_closed: (inputs: Support_Ticket_Status_ClosedInputs) => LocalizedString;
export const support_ticket_status_open: (inputs: Support_Ticket_Status_OpenInputs) => LocalizedString;
export const support_ticket_status_resolved: (inputs: Support_Ticket_Status_ResolvedInputs) => LocalizedString;
export const support_ticket_status_waiting: (inputs: Support_Ticket_Status_WaitingInputs) => LocalizedString;
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
