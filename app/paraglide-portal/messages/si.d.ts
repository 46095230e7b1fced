/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Billing_AmountInputs */
/** @typedef {{ commitment: NonNullable<unknown> }} Billing_Bundle_Cancel_QuestionInputs */
/** @typedef {{}} Billing_BundlesInputs */
/** @typedef {{ months: NonNullable<unknown>, percent: NonNullable<unknown>, commitment: NonNullable<unknown> }} Billing_Bundles_PitchInputs */
/** @typedef {{}} Billing_Cancel_My_PlanInputs */
/** @typedef {{}} Billing_Cancel_PlanInputs */
/** @typedef {{ plan: NonNullable<unknown>, service: NonNullable<unknown>, date: NonNullable<unknown> }} Billing_Cancel_QuestionInputs */
/** @typedef {{}} Billing_Cancel_TitleInputs */
/** @typedef {{}} Billing_Change_PlanInputs */
/** @typedef {{ refund: NonNullable<unknown> }} Billing_Change_StartsInputs */
/** @typedef {{ plan: NonNullable<unknown>, cycle: NonNullable<unknown> }} Billing_Change_ToInputs */
/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Billing_Charge_OnInputs */
/** @typedef {{ date: NonNullable<unknown>, months: NonNullable<unknown> }} Billing_CommitmentInputs */
/** @typedef {{ commitment: NonNullable<unknown> }} Billing_Commitment_HeldInputs */
/** @typedef {{}} Billing_CycleInputs */
/** @typedef {{}} Billing_Cycle_AnnualInputs */
/** @typedef {{}} Billing_Cycle_MonthlyInputs */
/** @typedef {{}} Billing_DateInputs */
/** @typedef {{ number: NonNullable<unknown> }} Billing_Download_ReceiptInputs */
/** @typedef {{ amount: NonNullable<unknown>, date: NonNullable<unknown> }} Billing_Due_SinceInputs */
/** @typedef {{}} Billing_Keep_PlanInputs */
/** @typedef {{}} Billing_MethodInputs */
/** @typedef {{}} Billing_Method_CardInputs */
/** @typedef {{}} Billing_Method_TestInputs */
/** @typedef {{}} Billing_Next_ChargeInputs */
/** @typedef {{}} Billing_No_SubscriptionInputs */
/** @typedef {{}} Billing_NoneInputs */
/** @typedef {{}} Billing_None_Cancellation_ScheduledInputs */
/** @typedef {{}} Billing_None_CancelledInputs */
/** @typedef {{}} Billing_Not_ScheduledInputs */
/** @typedef {{}} Billing_Paid_PeriodInputs */
/** @typedef {{}} Billing_Payment_CancelledInputs */
/** @typedef {{}} Billing_Payment_Charged_BackInputs */
/** @typedef {{}} Billing_Payment_FailedInputs */
/** @typedef {{}} Billing_Payment_PaidInputs */
/** @typedef {{}} Billing_Payment_PendingInputs */
/** @typedef {{}} Billing_Payment_ReturnedInputs */
/** @typedef {{}} Billing_PaymentsInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Billing_Per_MonthInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Billing_Per_YearInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Billing_Period_RangeInputs */
/** @typedef {{}} Billing_PlanInputs */
/** @typedef {{}} Billing_ReceiptInputs */
/** @typedef {{}} Billing_RetryInputs */
/** @typedef {{ date: NonNullable<unknown> }} Billing_Runs_UntilInputs */
/** @typedef {{}} Billing_StatusInputs */
/** @typedef {{}} Billing_Status_ActiveInputs */
/** @typedef {{}} Billing_Status_CancelledInputs */
/** @typedef {{}} Billing_Status_Charged_BackInputs */
/** @typedef {{}} Billing_Status_CompletedInputs */
/** @typedef {{}} Billing_Status_Past_DueInputs */
/** @typedef {{}} Billing_Status_StoppedInputs */
/** @typedef {{}} Billing_Undo_CancelInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Billing_Unused_RefundInputs */
/** @typedef {{}} Billing_WorkingInputs */
/** @typedef {{}} Client_No_AnalyticsInputs */
/** @typedef {{}} Client_Tab_BillingInputs */
/** @typedef {{}} Client_Tab_InsightsInputs */
/** @typedef {{}} Client_Tab_OverviewInputs */
/** @typedef {{}} Client_Tab_ProjectsInputs */
/** @typedef {{}} Client_Tab_SupportInputs */
/** @typedef {{}} Client_Tab_TimelineInputs */
/** @typedef {{}} Client_Timeline_EmptyInputs */
/** @typedef {{ progress: NonNullable<unknown>, started: NonNullable<unknown>, deadline: NonNullable<unknown> }} Client_Timeline_LineInputs */
/** @typedef {{}} Client_Timeline_No_DeadlineInputs */
/** @typedef {{}} Dashboard_Active_ProjectsInputs */
/** @typedef {{}} Dashboard_AnalyticsInputs */
/** @typedef {{}} Dashboard_Assigned_ProjectsInputs */
/** @typedef {{}} Dashboard_CompletedInputs */
/** @typedef {{}} Dashboard_Completed_ProjectsInputs */
/** @typedef {{}} Dashboard_Contact_AdminInputs */
/** @typedef {{}} Dashboard_Ga_ConnectedInputs */
/** @typedef {{}} Dashboard_No_Assigned_ProjectsInputs */
/** @typedef {{}} Dashboard_No_Projects_AssignedInputs */
/** @typedef {{}} Dashboard_No_Projects_AvailableInputs */
/** @typedef {{}} Dashboard_Progress_UpdatesInputs */
/** @typedef {{}} Dashboard_SectionsInputs */
/** @typedef {{}} Dashboard_Success_RateInputs */
/** @typedef {{}} Dashboard_TitleInputs */
/** @typedef {{}} Dashboard_Title_AdminInputs */
/** @typedef {{}} Dashboard_Title_ClientInputs */
/** @typedef {{}} Dashboard_Title_FreelancerInputs */
/** @typedef {{}} Dashboard_Total_ProjectsInputs */
/** @typedef {{}} Dashboard_Updates_OrderInputs */
/** @typedef {{}} Dashboard_Upload_HintInputs */
/** @typedef {{}} Dashboard_View_AnalyticsInputs */
/** @typedef {{ title: NonNullable<unknown> }} Dashboard_View_Analytics_OfInputs */
/** @typedef {{}} Project_Add_CommentInputs */
/** @typedef {{}} Project_AnalyticsInputs */
/** @typedef {{}} Project_Analytics_ConnectedInputs */
/** @typedef {{}} Project_Analytics_TrendsInputs */
/** @typedef {{}} Project_ApproveInputs */
/** @typedef {{}} Project_ApprovedInputs */
/** @typedef {{ author: NonNullable<unknown> }} Project_Attached_ByInputs */
/** @typedef {{}} Project_Awaiting_ApprovalInputs */
/** @typedef {{}} Project_Back_AllInputs */
/** @typedef {{}} Project_Back_AssignedInputs */
/** @typedef {{}} Project_Back_My_ProjectsInputs */
/** @typedef {{}} Project_CancelInputs */
/** @typedef {{}} Project_Change_DecisionInputs */
/** @typedef {{}} Project_Changes_RequestedInputs */
/** @typedef {{}} Project_ClientInputs */
/** @typedef {{}} Project_CommentInputs */
/** @typedef {{}} Project_Comment_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Project_Comment_Too_LongInputs */
/** @typedef {{ count: NonNullable<unknown> }} Project_CommentsInputs */
/** @typedef {{}} Project_DeadlineInputs */
/** @typedef {{ name: NonNullable<unknown>, date: NonNullable<unknown> }} Project_Decided_ByInputs */
/** @typedef {{}} Project_DeleteInputs */
/** @typedef {{}} Project_Delete_CommentInputs */
/** @typedef {{}} Project_Delete_Comment_QuestionInputs */
/** @typedef {{}} Project_Delete_Your_CommentInputs */
/** @typedef {{}} Project_EditInputs */
/** @typedef {{}} Project_Edit_Your_CommentInputs */
/** @typedef {{}} Project_EditedInputs */
/** @typedef {{}} Project_FreelancerInputs */
/** @typedef {{}} Project_Image_AttachedInputs */
/** @typedef {{}} Project_Image_OptionalInputs */
/** @typedef {{}} Project_Keep_ItInputs */
/** @typedef {{ from: NonNullable<unknown> }} Project_Lowered_FromInputs */
/** @typedef {{}} Project_No_DeadlineInputs */
/** @typedef {{}} Project_No_UpdatesInputs */
/** @typedef {{}} Project_Not_AssignedInputs */
/** @typedef {{}} Project_Post_CommentInputs */
/** @typedef {{}} Project_PostingInputs */
/** @typedef {{}} Project_ProgressInputs */
/** @typedef {{ title: NonNullable<unknown> }} Project_Progress_OfInputs */
/** @typedef {{}} Project_Reason_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Project_Reason_Too_LongInputs */
/** @typedef {{}} Project_Request_ChangesInputs */
/** @typedef {{}} Project_Role_AdminInputs */
/** @typedef {{}} Project_Role_ClientInputs */
/** @typedef {{}} Project_Role_FreelancerInputs */
/** @typedef {{}} Project_Save_CommentInputs */
/** @typedef {{}} Project_SavingInputs */
/** @typedef {{ number: NonNullable<unknown> }} Project_Screenshot_AltInputs */
/** @typedef {{}} Project_ScreenshotsInputs */
/** @typedef {{}} Project_Send_Change_RequestInputs */
/** @typedef {{}} Project_SendingInputs */
/** @typedef {{}} Project_Status_CompletedInputs */
/** @typedef {{}} Project_Status_In_DevelopmentInputs */
/** @typedef {{}} Project_Status_In_ProgressInputs */
/** @typedef {{}} Project_Status_PendingInputs */
/** @typedef {{}} Project_Status_TestingInputs */
/** @typedef {{}} Project_UpdatesInputs */
/** @typedef {{ title: NonNullable<unknown> }} Project_Updates_ForInputs */
/** @typedef {{}} Project_View_ReportInputs */
/** @typedef {{ title: NonNullable<unknown> }} Project_View_Report_OfInputs */
/** @typedef {{}} Project_What_Should_ChangeInputs */
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
export const billing_amount: (inputs: Billing_AmountInputs) => LocalizedString;
export const billing_bundle_cancel_question: (inputs: Billing_Bundle_Cancel_QuestionInputs) => LocalizedString;
export const billing_bundles: (inputs: Billing_BundlesInputs) => LocalizedString;
export const billing_bundles_pitch: (inputs: Billing_Bundles_PitchInputs) => LocalizedString;
export const billing_cancel_my_plan: (inputs: Billing_Cancel_My_PlanInputs) => LocalizedString;
export const billing_cancel_plan: (inputs: Billing_Cancel_PlanInputs) => LocalizedString;
export const billing_cancel_question: (inputs: Billing_Cancel_QuestionInputs) => LocalizedString;
export const billing_cancel_title: (inputs: Billing_Cancel_TitleInputs) => LocalizedString;
export const billing_change_plan: (inputs: Billing_Change_PlanInputs) => LocalizedString;
export const billing_change_starts: (inputs: Billing_Change_StartsInputs) => LocalizedString;
export const billing_change_to: (inputs: Billing_Change_ToInputs) => LocalizedString;
export const billing_charge_on: (inputs: Billing_Charge_OnInputs) => LocalizedString;
export const billing_commitment: (inputs: Billing_CommitmentInputs) => LocalizedString;
export const billing_commitment_held: (inputs: Billing_Commitment_HeldInputs) => LocalizedString;
export const billing_cycle: (inputs: Billing_CycleInputs) => LocalizedString;
export const billing_cycle_annual: (inputs: Billing_Cycle_AnnualInputs) => LocalizedString;
export const billing_cycle_monthly: (inputs: Billing_Cycle_MonthlyInputs) => LocalizedString;
export const billing_date: (inputs: Billing_DateInputs) => LocalizedString;
export const billing_download_receipt: (inputs: Billing_Download_ReceiptInputs) => LocalizedString;
export const billing_due_since: (inputs: Billing_Due_SinceInputs) => LocalizedString;
export const billing_keep_plan: (inputs: Billing_Keep_PlanInputs) => LocalizedString;
export const billing_method: (inputs: Billing_MethodInputs) => LocalizedString;
export const billing_method_card: (inputs: Billing_Method_CardInputs) => LocalizedString;
export const billing_method_test: (inputs: Billing_Method_TestInputs) => LocalizedString;
export const billing_next_charge: (inputs: Billing_Next_ChargeInputs) => LocalizedString;
export const billing_no_subscription: (inputs: Billing_No_SubscriptionInputs) => LocalizedString;
export const billing_none: (inputs: Billing_NoneInputs) => LocalizedString;
export const billing_none_cancellation_scheduled: (inputs: Billing_None_Cancellation_ScheduledInputs) => LocalizedString;
export const billing_none_cancelled: (inputs: Billing_None_CancelledInputs) => LocalizedString;
export const billing_not_scheduled: (inputs: Billing_Not_ScheduledInputs) => LocalizedString;
export const billing_paid_period: (inputs: Billing_Paid_PeriodInputs) => LocalizedString;
export const billing_payment_cancelled: (inputs: Billing_Payment_CancelledInputs) => LocalizedString;
export const billing_payment_charged_back: (inputs: Billing_Payment_Charged_BackInputs) => LocalizedString;
export const billing_payment_failed: (inputs: Billing_Payment_FailedInputs) => LocalizedString;
export const billing_payment_paid: (inputs: Billing_Payment_PaidInputs) => LocalizedString;
export const billing_payment_pending: (inputs: Billing_Payment_PendingInputs) => LocalizedString;
export const billing_payment_returned: (inputs: Billing_Payment_ReturnedInputs) => LocalizedString;
export const billing_payments: (inputs: Billing_PaymentsInputs) => LocalizedString;
export const billing_per_month: (inputs: Billing_Per_MonthInputs) => LocalizedString;
export const billing_per_year: (inputs: Billing_Per_YearInputs) => LocalizedString;
export const billing_period_range: (inputs: Billing_Period_RangeInputs) => LocalizedString;
export const billing_plan: (inputs: Billing_PlanInputs) => LocalizedString;
export const billing_receipt: (inputs: Billing_ReceiptInputs) => LocalizedString;
export const billing_retry: (inputs: Billing_RetryInputs) => LocalizedString;
export const billing_runs_until: (inputs: Billing_Runs_UntilInputs) => LocalizedString;
export const billing_status: (inputs: Billing_StatusInputs) => LocalizedString;
export const billing_status_active: (inputs: Billing_Status_ActiveInputs) => LocalizedString;
export const billing_status_cancelled: (inputs: Billing_Status_CancelledInputs) => LocalizedString;
export const billing_status_charged_back: (inputs: Billing_Status_Charged_BackInputs) => LocalizedString;
export const billing_status_completed: (inputs: Billing_Status_CompletedInputs) => LocalizedString;
export const billing_status_past_due: (inputs: Billing_Status_Past_DueInputs) => LocalizedString;
export const billing_status_stopped: (inputs: Billing_Status_StoppedInputs) => LocalizedString;
export const billing_undo_cancel: (inputs: Billing_Undo_CancelInputs) => LocalizedString;
export const billing_unused_refund: (inputs: Billing_Unused_RefundInputs) => LocalizedString;
export const billing_working: (inputs: Billing_WorkingInputs) => LocalizedString;
export const client_no_analytics: (inputs: Client_No_AnalyticsInputs) => LocalizedString;
export const client_tab_billing: (inputs: Client_Tab_BillingInputs) => LocalizedString;
export const client_tab_insights: (inputs: Client_Tab_InsightsInputs) => LocalizedString;
export const client_tab_overview: (inputs: Client_Tab_OverviewInputs) => LocalizedString;
export const client_tab_projects: (inputs: Client_Tab_ProjectsInputs) => LocalizedString;
export const client_tab_support: (inputs: Client_Tab_SupportInputs) => LocalizedString;
export const client_tab_timeline: (inputs: Client_Tab_TimelineInputs) => LocalizedString;
export const client_timeline_empty: (inputs: Client_Timeline_EmptyInputs) => LocalizedString;
export const client_timeline_line: (inputs: Client_Timeline_LineInputs) => LocalizedString;
export const client_timeline_no_deadline: (inputs: Client_Timeline_No_DeadlineInputs) => LocalizedString;
export const dashboard_active_projects: (inputs: Dashboard_Active_ProjectsInputs) => LocalizedString;
export const dashboard_analytics: (inputs: Dashboard_AnalyticsInputs) => LocalizedString;
export const dashboard_assigned_projects: (inputs: Dashboard_Assigned_ProjectsInputs) => LocalizedString;
export const dashboard_completed: (inputs: Dashboard_CompletedInputs) => LocalizedString;
export const dashboard_completed_projects: (inputs: Dashboard_Completed_ProjectsInputs) => LocalizedString;
export const dashboard_contact_admin: (inputs: Dashboard_Contact_AdminInputs) => LocalizedString;
export const dashboard_ga_connected: (inputs: Dashboard_Ga_ConnectedInputs) => LocalizedString;
export const dashboard_no_assigned_projects: (inputs: Dashboard_No_Assigned_ProjectsInputs) => LocalizedString;
export const dashboard_no_projects_assigned: (inputs: Dashboard_No_Projects_AssignedInputs) => LocalizedString;
export const dashboard_no_projects_available: (inputs: Dashboard_No_Projects_AvailableInputs) => LocalizedString;
export const dashboard_progress_updates: (inputs: Dashboard_Progress_UpdatesInputs) => LocalizedString;
export const dashboard_sections: (inputs: Dashboard_SectionsInputs) => LocalizedString;
export const dashboard_success_rate: (inputs: Dashboard_Success_RateInputs) => LocalizedString;
export const dashboard_title: (inputs: Dashboard_TitleInputs) => LocalizedString;
export const dashboard_title_admin: (inputs: Dashboard_Title_AdminInputs) => LocalizedString;
export const dashboard_title_client: (inputs: Dashboard_Title_ClientInputs) => LocalizedString;
export const dashboard_title_freelancer: (inputs: Dashboard_Title_FreelancerInputs) => LocalizedString;
export const dashboard_total_projects: (inputs: Dashboard_Total_ProjectsInputs) => LocalizedString;
export const dashboard_updates_order: (inputs: Dashboard_Updates_OrderInputs) => LocalizedString;
export const dashboard_upload_hint: (inputs: Dashboard_Upload_HintInputs) => LocalizedString;
export const dashboard_view_analytics: (inputs: Dashboard_View_AnalyticsInputs) => LocalizedString;
export const dashboard_view_analytics_of: (inputs: Dashboard_View_Analytics_OfInputs) => LocalizedString;
export const project_add_comment: (inputs: Project_Add_CommentInputs) => LocalizedString;
export const project_analytics: (inputs: Project_AnalyticsInputs) => LocalizedString;
export const project_analytics_connected: (inputs: Project_Analytics_ConnectedInputs) => LocalizedString;
export const project_analytics_trends: (inputs: Project_Analytics_TrendsInputs) => LocalizedString;
export const project_approve: (inputs: Project_ApproveInputs) => LocalizedString;
export const project_approved: (inputs: Project_ApprovedInputs) => LocalizedString;
export const project_attached_by: (inputs: Project_Attached_ByInputs) => LocalizedString;
export const project_awaiting_approval: (inputs: Project_Awaiting_ApprovalInputs) => LocalizedString;
export const project_back_all: (inputs: Project_Back_AllInputs) => LocalizedString;
export const project_back_assigned: (inputs: Project_Back_AssignedInputs) => LocalizedString;
export const project_back_my_projects: (inputs: Project_Back_My_ProjectsInputs) => LocalizedString;
export const project_cancel: (inputs: Project_CancelInputs) => LocalizedString;
export const project_change_decision: (inputs: Project_Change_DecisionInputs) => LocalizedString;
export const project_changes_requested: (inputs: Project_Changes_RequestedInputs) => LocalizedString;
export const project_client: (inputs: Project_ClientInputs) => LocalizedString;
export const project_comment: (inputs: Project_CommentInputs) => LocalizedString;
export const project_comment_required: (inputs: Project_Comment_RequiredInputs) => LocalizedString;
export const project_comment_too_long: (inputs: Project_Comment_Too_LongInputs) => LocalizedString;
export const project_comments: (inputs: Project_CommentsInputs) => LocalizedString;
export const project_deadline: (inputs: Project_DeadlineInputs) => LocalizedString;
export const project_decided_by: (inputs: Project_Decided_ByInputs) => LocalizedString;
export const project_delete: (inputs: Project_DeleteInputs) => LocalizedString;
export const project_delete_comment: (inputs: Project_Delete_CommentInputs) => LocalizedString;
export const project_delete_comment_question: (inputs: Project_Delete_Comment_QuestionInputs) => LocalizedString;
export const project_delete_your_comment: (inputs: Project_Delete_Your_CommentInputs) => LocalizedString;
export const project_edit: (inputs: Project_EditInputs) => LocalizedString;
export const project_edit_your_comment: (inputs: Project_Edit_Your_CommentInputs) => LocalizedString;
export const project_edited: (inputs: Project_EditedInputs) => LocalizedString;
export const project_freelancer: (inputs: Project_FreelancerInputs) => LocalizedString;
export const project_image_attached: (inputs: Project_Image_AttachedInputs) => LocalizedString;
export const project_image_optional: (inputs: Project_Image_OptionalInputs) => LocalizedString;
export const project_keep_it: (inputs: Project_Keep_ItInputs) => LocalizedString;
export const project_lowered_from: (inputs: Project_Lowered_FromInputs) => LocalizedString;
export const project_no_deadline: (inputs: Project_No_DeadlineInputs) => LocalizedString;
export const project_no_updates: (inputs: Project_No_UpdatesInputs) => LocalizedString;
export const project_not_assigned: (inputs: Project_Not_AssignedInputs) => LocalizedString;
export const project_post_comment: (inputs: Project_Post_CommentInputs) => LocalizedString;
export const project_posting: (inputs: Project_PostingInputs) => LocalizedString;
export const project_progress: (inputs: Project_ProgressInputs) => LocalizedString;
export const project_progress_of: (inputs: Project_Progress_OfInputs) => LocalizedString;
export const project_reason_required: (inputs: Project_Reason_RequiredInputs) => LocalizedString;
export const project_reason_too_long: (inputs: Project_Reason_Too_LongInputs) => LocalizedString;
export const project_request_changes: (inputs: Project_Request_ChangesInputs) => LocalizedString;
export const project_role_admin: (inputs: Project_Role_AdminInputs) => LocalizedString;
export const project_role_client: (inputs: Project_Role_ClientInputs) => LocalizedString;
export const project_role_freelancer: (inputs: Project_Role_FreelancerInputs) => LocalizedString;
export const project_save_comment: (inputs: Project_Save_CommentInputs) => LocalizedString;
export const project_saving: (inputs: Project_SavingInputs) => LocalizedString;
export const project_screenshot_alt: (inputs: Project_Screenshot_AltInputs) => LocalizedString;
export const project_screenshots: (inputs: Project_ScreenshotsInputs) => LocalizedString;
export const project_send_change_request: (inputs: Project_Send_Change_RequestInputs) => LocalizedString;
export const project_sending: (inputs: Project_SendingInputs) => LocalizedString;
export const project_status_completed: (inputs: Project_Status_CompletedInputs) => LocalizedString;
export const project_status_in_development: (inputs: Project_Status_In_DevelopmentInputs) => LocalizedString;
export const project_status_in_progress: (inputs: Project_Status_In_ProgressInputs) => LocalizedString;
export const project_status_pending: (inputs: Project_Status_PendingInputs) => LocalizedString;
export const project_status_testing: (inputs: Project_Status_TestingInputs) => LocalizedString;
export const project_updates: (inputs: Project_UpdatesInputs) => LocalizedString;
export const project_updates_for: (inputs: Project_Updates_ForInputs) => LocalizedString;
export const project_view_report: (inputs: Project_View_ReportInputs) => LocalizedString;
export const project_view_report_of: (inputs: Project_View_Report_OfInputs) => LocalizedString;
export const project_what_should_change: (inputs: Project_What_Should_ChangeInputs) => LocalizedString;
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
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_AmountInputs = {};
export type Billing_Bundle_Cancel_QuestionInputs = {
    commitment: NonNullable<unknown>;
};
export type Billing_BundlesInputs = {};
export type Billing_Bundles_PitchInputs = {
    months: NonNullable<unknown>;
    percent: NonNullable<unknown>;
    commitment: NonNullable<unknown>;
};
export type Billing_Cancel_My_PlanInputs = {};
export type Billing_Cancel_PlanInputs = {};
export type Billing_Cancel_QuestionInputs = {
    plan: NonNullable<unknown>;
    service: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Billing_Cancel_TitleInputs = {};
export type Billing_Change_PlanInputs = {};
export type Billing_Change_StartsInputs = {
    refund: NonNullable<unknown>;
};
export type Billing_Change_ToInputs = {
    plan: NonNullable<unknown>;
    cycle: NonNullable<unknown>;
};
export type Billing_Charge_OnInputs = {
    amount: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Billing_CommitmentInputs = {
    date: NonNullable<unknown>;
    months: NonNullable<unknown>;
};
export type Billing_Commitment_HeldInputs = {
    commitment: NonNullable<unknown>;
};
export type Billing_CycleInputs = {};
export type Billing_Cycle_AnnualInputs = {};
export type Billing_Cycle_MonthlyInputs = {};
export type Billing_DateInputs = {};
export type Billing_Download_ReceiptInputs = {
    number: NonNullable<unknown>;
};
export type Billing_Due_SinceInputs = {
    amount: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Billing_Keep_PlanInputs = {};
export type Billing_MethodInputs = {};
export type Billing_Method_CardInputs = {};
export type Billing_Method_TestInputs = {};
export type Billing_Next_ChargeInputs = {};
export type Billing_No_SubscriptionInputs = {};
export type Billing_NoneInputs = {};
export type Billing_None_Cancellation_ScheduledInputs = {};
export type Billing_None_CancelledInputs = {};
export type Billing_Not_ScheduledInputs = {};
export type Billing_Paid_PeriodInputs = {};
export type Billing_Payment_CancelledInputs = {};
export type Billing_Payment_Charged_BackInputs = {};
export type Billing_Payment_FailedInputs = {};
export type Billing_Payment_PaidInputs = {};
export type Billing_Payment_PendingInputs = {};
export type Billing_Payment_ReturnedInputs = {};
export type Billing_PaymentsInputs = {};
export type Billing_Per_MonthInputs = {
    amount: NonNullable<unknown>;
};
export type Billing_Per_YearInputs = {
    amount: NonNullable<unknown>;
};
export type Billing_Period_RangeInputs = {
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
};
export type Billing_PlanInputs = {};
export type Billing_ReceiptInputs = {};
export type Billing_RetryInputs = {};
export type Billing_Runs_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Billing_StatusInputs = {};
export type Billing_Status_ActiveInputs = {};
export type Billing_Status_CancelledInputs = {};
export type Billing_Status_Charged_BackInputs = {};
export type Billing_Status_CompletedInputs = {};
export type Billing_Status_Past_DueInputs = {};
export type Billing_Status_StoppedInputs = {};
export type Billing_Undo_CancelInputs = {};
export type Billing_Unused_RefundInputs = {
    amount: NonNullable<unknown>;
};
export type Billing_WorkingInputs = {};
export type Client_No_AnalyticsInputs = {};
export type Client_Tab_BillingInputs = {};
export type Client_Tab_InsightsInputs = {};
export type Client_Tab_OverviewInputs = {};
export type Client_Tab_ProjectsInputs = {};
export type Client_Tab_SupportInputs = {};
export type Client_Tab_TimelineInputs = {};
export type Client_Timeline_EmptyInputs = {};
export type Client_Timeline_LineInputs = {
    progress: NonNullable<unknown>;
    started: NonNullable<unknown>;
    deadline: NonNullable<unknown>;
};
export type Client_Timeline_No_DeadlineInputs = {};
export type Dashboard_Active_ProjectsInputs = {};
export type Dashboard_AnalyticsInputs = {};
export type Dashboard_Assigned_ProjectsInputs = {};
export type Dashboard_CompletedInputs = {};
export type Dashboard_Completed_ProjectsInputs = {};
export type Dashboard_Contact_AdminInputs = {};
export type Dashboard_Ga_ConnectedInputs = {};
export type Dashboard_No_Assigned_ProjectsInputs = {};
export type Dashboard_No_Projects_AssignedInputs = {};
export type Dashboard_No_Projects_AvailableInputs = {};
export type Dashboard_Progress_UpdatesInputs = {};
export type Dashboard_SectionsInputs = {};
export type Dashboard_Success_RateInputs = {};
export type Dashboard_TitleInputs = {};
export type Dashboard_Title_AdminInputs = {};
export type Dashboard_Title_ClientInputs = {};
export type Dashboard_Title_FreelancerInputs = {};
export type Dashboard_Total_ProjectsInputs = {};
export type Dashboard_Updates_OrderInputs = {};
export type Dashboard_Upload_HintInputs = {};
export type Dashboard_View_AnalyticsInputs = {};
export type Dashboard_View_Analytics_OfInputs = {
    title: NonNullable<unknown>;
};
export type Project_Add_CommentInputs = {};
export type Project_AnalyticsInputs = {};
export type Project_Analytics_ConnectedInputs = {};
export type Project_Analytics_TrendsInputs = {};
export type Project_ApproveInputs = {};
export type Project_ApprovedInputs = {};
export type Project_Attached_ByInputs = {
    author: NonNullable<unknown>;
};
export type Project_Awaiting_ApprovalInputs = {};
export type Project_Back_AllInputs = {};
export type Project_Back_AssignedInputs = {};
export type Project_Back_My_ProjectsInputs = {};
export type Project_CancelInputs = {};
export type Project_Change_DecisionInputs = {};
export type Project_Changes_RequestedInputs = {};
export type Project_ClientInputs = {};
export type Project_CommentInputs = {};
export type Project_Comment_RequiredInputs = {};
export type Project_Comment_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Project_CommentsInputs = {
    count: NonNullable<unknown>;
};
export type Project_DeadlineInputs = {};
export type Project_Decided_ByInputs = {
    name: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Project_DeleteInputs = {};
export type Project_Delete_CommentInputs = {};
export type Project_Delete_Comment_QuestionInputs = {};
export type Project_Delete_Your_CommentInputs = {};
export type Project_EditInputs = {};
export type Project_Edit_Your_CommentInputs = {};
export type Project_EditedInputs = {};
export type Project_FreelancerInputs = {};
export type Project_Image_AttachedInputs = {};
export type Project_Image_OptionalInputs = {};
export type Project_Keep_ItInputs = {};
export type Project_Lowered_FromInputs = {
    from: NonNullable<unknown>;
};
export type Project_No_DeadlineInputs = {};
export type Project_No_UpdatesInputs = {};
export type Project_Not_AssignedInputs = {};
export type Project_Post_CommentInputs = {};
export type Project_PostingInputs = {};
export type Project_ProgressInputs = {};
export type Project_Progress_OfInputs = {
    title: NonNullable<unknown>;
};
export type Project_Reason_RequiredInputs = {};
export type Project_Reason_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Project_Request_ChangesInputs = {};
export type Project_Role_AdminInputs = {};
export type Project_Role_ClientInputs = {};
export type Project_Role_FreelancerInputs = {};
export type Project_Save_CommentInputs = {};
export type Project_SavingInputs = {};
export type Project_Screenshot_AltInputs = {
    number: NonNullable<unknown>;
};
export type Project_ScreenshotsInputs = {};
export type Project_Send_Change_RequestInputs = {};
export type Project_SendingInputs = {};
export type Project_Status_CompletedInputs = {};
export type Project_Status_In_DevelopmentInputs = {};
export type Project_Status_In_ProgressInputs = {};
export type Project_Status_PendingInputs = {};
export type Project_Status_TestingInputs = {};
export type Project_UpdatesInputs = {};
export type Project_Updates_ForInputs = {
    title: NonNullable<unknown>;
};
export type Project_View_ReportInputs = {};
export type Project_View_Report_OfInputs = {
    title: NonNullable<unknown>;
};
export type Project_What_Should_ChangeInputs = {};
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
