/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Calendar_All_PlatformsInputs */
/** @typedef {{}} Calendar_All_StatusesInputs */
/** @typedef {{}} Calendar_Approve_AllInputs */
/** @typedef {{}} Calendar_Awaiting_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Calendar_Awaiting_OtherInputs */
/** @typedef {{}} Calendar_Choose_ClientInputs */
/** @typedef {{}} Calendar_ClientInputs */
/** @typedef {{}} Calendar_Copy_LinkInputs */
/** @typedef {{}} Calendar_Create_PostInputs */
/** @typedef {{}} Calendar_Days_Of_MonthInputs */
/** @typedef {{}} Calendar_Days_Of_WeekInputs */
/** @typedef {{}} Calendar_Download_CsvInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_DragInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Drag_CancelInputs */
/** @typedef {{ title: NonNullable<unknown>, day: NonNullable<unknown> }} Calendar_Drag_EndInputs */
/** @typedef {{}} Calendar_Drag_InstructionsInputs */
/** @typedef {{ title: NonNullable<unknown>, day: NonNullable<unknown> }} Calendar_Drag_OverInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Drag_Over_NoneInputs */
/** @typedef {{}} Calendar_Drag_PostInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Drag_StartInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Drag_StaysInputs */
/** @typedef {{}} Calendar_Feed_AddressInputs */
/** @typedef {{}} Calendar_Feed_HeadingInputs */
/** @typedef {{}} Calendar_Feed_IntroInputs */
/** @typedef {{}} Calendar_Feed_OpenInputs */
/** @typedef {{}} Calendar_FilterInputs */
/** @typedef {{}} Calendar_FiltersInputs */
/** @typedef {{}} Calendar_HeadingInputs */
/** @typedef {{}} Calendar_Link_CopiedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Move_ButtonInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Move_New_DayInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Move_SummaryInputs */
/** @typedef {{}} Calendar_Nav_LabelInputs */
/** @typedef {{}} Calendar_New_PostInputs */
/** @typedef {{}} Calendar_Next_MonthInputs */
/** @typedef {{}} Calendar_Next_WeekInputs */
/** @typedef {{}} Calendar_No_PostsInputs */
/** @typedef {{}} Calendar_No_Posts_MonthInputs */
/** @typedef {{ month: NonNullable<unknown> }} Calendar_Page_TitleInputs */
/** @typedef {{}} Calendar_Pick_ClientInputs */
/** @typedef {{}} Calendar_PlatformInputs */
/** @typedef {{}} Calendar_PostsInputs */
/** @typedef {{}} Calendar_Previous_MonthInputs */
/** @typedef {{}} Calendar_Previous_WeekInputs */
/** @typedef {{}} Calendar_Quota_LabelInputs */
/** @typedef {{ over: NonNullable<unknown> }} Calendar_Quota_OverInputs */
/** @typedef {{ used: NonNullable<unknown>, allowed: NonNullable<unknown> }} Calendar_Quota_PlatformsInputs */
/** @typedef {{}} Calendar_Quota_Platforms_Over_OneInputs */
/** @typedef {{ over: NonNullable<unknown> }} Calendar_Quota_Platforms_Over_OtherInputs */
/** @typedef {{ used: NonNullable<unknown>, promised: NonNullable<unknown> }} Calendar_Quota_PostsInputs */
/** @typedef {{}} Calendar_Revoke_LinkInputs */
/** @typedef {{}} Calendar_Share_WhatsappInputs */
/** @typedef {{}} Calendar_ShowInputs */
/** @typedef {{}} Calendar_StatusInputs */
/** @typedef {{}} Calendar_Status_ApprovedInputs */
/** @typedef {{}} Calendar_Status_Awaiting_ClientInputs */
/** @typedef {{}} Calendar_Status_Changes_RequestedInputs */
/** @typedef {{}} Calendar_Status_DraftInputs */
/** @typedef {{}} Calendar_Status_FailedInputs */
/** @typedef {{}} Calendar_Status_In_ReviewInputs */
/** @typedef {{}} Calendar_Status_On_HoldInputs */
/** @typedef {{}} Calendar_Status_PublishedInputs */
/** @typedef {{}} Calendar_Status_ScheduledInputs */
/** @typedef {{}} Calendar_TodayInputs */
/** @typedef {{}} Calendar_View_ListInputs */
/** @typedef {{}} Calendar_View_MonthInputs */
/** @typedef {{}} Calendar_View_WeekInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Calendar_Week_OfInputs */
/** @typedef {{}} Calendar_Weekday_FriInputs */
/** @typedef {{}} Calendar_Weekday_MonInputs */
/** @typedef {{}} Calendar_Weekday_SatInputs */
/** @typedef {{}} Calendar_Weekday_SunInputs */
/** @typedef {{}} Calendar_Weekday_ThuInputs */
/** @typedef {{}} Calendar_Weekday_TueInputs */
/** @typedef {{}} Calendar_Weekday_WedInputs */
/** @typedef {{}} Review_ApproveInputs */
/** @typedef {{}} Review_Choose_MoveInputs */
/** @typedef {{}} Review_Choose_PostInputs */
/** @typedef {{ title: NonNullable<unknown> }} Review_Decision_OnInputs */
/** @typedef {{}} Review_EyebrowInputs */
/** @typedef {{}} Review_GoneInputs */
/** @typedef {{}} Review_Gone_TitleInputs */
/** @typedef {{}} Review_HoldInputs */
/** @typedef {{}} Review_Link_TitleInputs */
/** @typedef {{}} Review_Name_RequiredInputs */
/** @typedef {{}} Review_Name_Too_LongInputs */
/** @typedef {{}} Review_NoneInputs */
/** @typedef {{ business: NonNullable<unknown>, month: NonNullable<unknown> }} Review_Page_TitleInputs */
/** @typedef {{ month: NonNullable<unknown> }} Review_Posts_ForInputs */
/** @typedef {{}} Review_Posts_LabelInputs */
/** @typedef {{}} Review_ReasonInputs */
/** @typedef {{}} Review_Reason_Too_LongInputs */
/** @typedef {{}} Review_Request_ChangesInputs */
/** @typedef {{}} Review_Share_ButtonInputs */
/** @typedef {{}} Review_Share_HeadingInputs */
/** @typedef {{}} Review_Share_IntroInputs */
/** @typedef {{}} Review_Share_LinkInputs */
/** @typedef {{ count: NonNullable<unknown>, until: NonNullable<unknown> }} Review_Share_ManyInputs */
/** @typedef {{}} Review_Share_NoneInputs */
/** @typedef {{ until: NonNullable<unknown> }} Review_Share_OneInputs */
/** @typedef {{ when: NonNullable<unknown> }} Review_Sri_LankaInputs */
/** @typedef {{}} Review_Stale_FormInputs */
/** @typedef {{}} Review_UnknownInputs */
/** @typedef {{}} Review_Unknown_TitleInputs */
/** @typedef {{ until: NonNullable<unknown> }} Review_Works_UntilInputs */
/** @typedef {{}} Review_Your_NameInputs */
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
export const calendar_all_platforms: (inputs: Calendar_All_PlatformsInputs) => LocalizedString;
export const calendar_all_statuses: (inputs: Calendar_All_StatusesInputs) => LocalizedString;
export const calendar_approve_all: (inputs: Calendar_Approve_AllInputs) => LocalizedString;
export const calendar_awaiting_one: (inputs: Calendar_Awaiting_OneInputs) => LocalizedString;
export const calendar_awaiting_other: (inputs: Calendar_Awaiting_OtherInputs) => LocalizedString;
export const calendar_choose_client: (inputs: Calendar_Choose_ClientInputs) => LocalizedString;
export const calendar_client: (inputs: Calendar_ClientInputs) => LocalizedString;
export const calendar_copy_link: (inputs: Calendar_Copy_LinkInputs) => LocalizedString;
export const calendar_create_post: (inputs: Calendar_Create_PostInputs) => LocalizedString;
export const calendar_days_of_month: (inputs: Calendar_Days_Of_MonthInputs) => LocalizedString;
export const calendar_days_of_week: (inputs: Calendar_Days_Of_WeekInputs) => LocalizedString;
export const calendar_download_csv: (inputs: Calendar_Download_CsvInputs) => LocalizedString;
export const calendar_drag: (inputs: Calendar_DragInputs) => LocalizedString;
export const calendar_drag_cancel: (inputs: Calendar_Drag_CancelInputs) => LocalizedString;
export const calendar_drag_end: (inputs: Calendar_Drag_EndInputs) => LocalizedString;
export const calendar_drag_instructions: (inputs: Calendar_Drag_InstructionsInputs) => LocalizedString;
export const calendar_drag_over: (inputs: Calendar_Drag_OverInputs) => LocalizedString;
export const calendar_drag_over_none: (inputs: Calendar_Drag_Over_NoneInputs) => LocalizedString;
export const calendar_drag_post: (inputs: Calendar_Drag_PostInputs) => LocalizedString;
export const calendar_drag_start: (inputs: Calendar_Drag_StartInputs) => LocalizedString;
export const calendar_drag_stays: (inputs: Calendar_Drag_StaysInputs) => LocalizedString;
export const calendar_feed_address: (inputs: Calendar_Feed_AddressInputs) => LocalizedString;
export const calendar_feed_heading: (inputs: Calendar_Feed_HeadingInputs) => LocalizedString;
export const calendar_feed_intro: (inputs: Calendar_Feed_IntroInputs) => LocalizedString;
export const calendar_feed_open: (inputs: Calendar_Feed_OpenInputs) => LocalizedString;
export const calendar_filter: (inputs: Calendar_FilterInputs) => LocalizedString;
export const calendar_filters: (inputs: Calendar_FiltersInputs) => LocalizedString;
export const calendar_heading: (inputs: Calendar_HeadingInputs) => LocalizedString;
export const calendar_link_copied: (inputs: Calendar_Link_CopiedInputs) => LocalizedString;
export const calendar_move_button: (inputs: Calendar_Move_ButtonInputs) => LocalizedString;
export const calendar_move_new_day: (inputs: Calendar_Move_New_DayInputs) => LocalizedString;
export const calendar_move_summary: (inputs: Calendar_Move_SummaryInputs) => LocalizedString;
export const calendar_nav_label: (inputs: Calendar_Nav_LabelInputs) => LocalizedString;
export const calendar_new_post: (inputs: Calendar_New_PostInputs) => LocalizedString;
export const calendar_next_month: (inputs: Calendar_Next_MonthInputs) => LocalizedString;
export const calendar_next_week: (inputs: Calendar_Next_WeekInputs) => LocalizedString;
export const calendar_no_posts: (inputs: Calendar_No_PostsInputs) => LocalizedString;
export const calendar_no_posts_month: (inputs: Calendar_No_Posts_MonthInputs) => LocalizedString;
export const calendar_page_title: (inputs: Calendar_Page_TitleInputs) => LocalizedString;
export const calendar_pick_client: (inputs: Calendar_Pick_ClientInputs) => LocalizedString;
export const calendar_platform: (inputs: Calendar_PlatformInputs) => LocalizedString;
export const calendar_posts: (inputs: Calendar_PostsInputs) => LocalizedString;
export const calendar_previous_month: (inputs: Calendar_Previous_MonthInputs) => LocalizedString;
export const calendar_previous_week: (inputs: Calendar_Previous_WeekInputs) => LocalizedString;
export const calendar_quota_label: (inputs: Calendar_Quota_LabelInputs) => LocalizedString;
export const calendar_quota_over: (inputs: Calendar_Quota_OverInputs) => LocalizedString;
export const calendar_quota_platforms: (inputs: Calendar_Quota_PlatformsInputs) => LocalizedString;
export const calendar_quota_platforms_over_one: (inputs: Calendar_Quota_Platforms_Over_OneInputs) => LocalizedString;
export const calendar_quota_platforms_over_other: (inputs: Calendar_Quota_Platforms_Over_OtherInputs) => LocalizedString;
export const calendar_quota_posts: (inputs: Calendar_Quota_PostsInputs) => LocalizedString;
export const calendar_revoke_link: (inputs: Calendar_Revoke_LinkInputs) => LocalizedString;
export const calendar_share_whatsapp: (inputs: Calendar_Share_WhatsappInputs) => LocalizedString;
export const calendar_show: (inputs: Calendar_ShowInputs) => LocalizedString;
export const calendar_status: (inputs: Calendar_StatusInputs) => LocalizedString;
export const calendar_status_approved: (inputs: Calendar_Status_ApprovedInputs) => LocalizedString;
export const calendar_status_awaiting_client: (inputs: Calendar_Status_Awaiting_ClientInputs) => LocalizedString;
export const calendar_status_changes_requested: (inputs: Calendar_Status_Changes_RequestedInputs) => LocalizedString;
export const calendar_status_draft: (inputs: Calendar_Status_DraftInputs) => LocalizedString;
export const calendar_status_failed: (inputs: Calendar_Status_FailedInputs) => LocalizedString;
export const calendar_status_in_review: (inputs: Calendar_Status_In_ReviewInputs) => LocalizedString;
export const calendar_status_on_hold: (inputs: Calendar_Status_On_HoldInputs) => LocalizedString;
export const calendar_status_published: (inputs: Calendar_Status_PublishedInputs) => LocalizedString;
export const calendar_status_scheduled: (inputs: Calendar_Status_ScheduledInputs) => LocalizedString;
export const calendar_today: (inputs: Calendar_TodayInputs) => LocalizedString;
export const calendar_view_list: (inputs: Calendar_View_ListInputs) => LocalizedString;
export const calendar_view_month: (inputs: Calendar_View_MonthInputs) => LocalizedString;
export const calendar_view_week: (inputs: Calendar_View_WeekInputs) => LocalizedString;
export const calendar_week_of: (inputs: Calendar_Week_OfInputs) => LocalizedString;
export const calendar_weekday_fri: (inputs: Calendar_Weekday_FriInputs) => LocalizedString;
export const calendar_weekday_mon: (inputs: Calendar_Weekday_MonInputs) => LocalizedString;
export const calendar_weekday_sat: (inputs: Calendar_Weekday_SatInputs) => LocalizedString;
export const calendar_weekday_sun: (inputs: Calendar_Weekday_SunInputs) => LocalizedString;
export const calendar_weekday_thu: (inputs: Calendar_Weekday_ThuInputs) => LocalizedString;
export const calendar_weekday_tue: (inputs: Calendar_Weekday_TueInputs) => LocalizedString;
export const calendar_weekday_wed: (inputs: Calendar_Weekday_WedInputs) => LocalizedString;
export const review_approve: (inputs: Review_ApproveInputs) => LocalizedString;
export const review_choose_move: (inputs: Review_Choose_MoveInputs) => LocalizedString;
export const review_choose_post: (inputs: Review_Choose_PostInputs) => LocalizedString;
export const review_decision_on: (inputs: Review_Decision_OnInputs) => LocalizedString;
export const review_eyebrow: (inputs: Review_EyebrowInputs) => LocalizedString;
export const review_gone: (inputs: Review_GoneInputs) => LocalizedString;
export const review_gone_title: (inputs: Review_Gone_TitleInputs) => LocalizedString;
export const review_hold: (inputs: Review_HoldInputs) => LocalizedString;
export const review_link_title: (inputs: Review_Link_TitleInputs) => LocalizedString;
export const review_name_required: (inputs: Review_Name_RequiredInputs) => LocalizedString;
export const review_name_too_long: (inputs: Review_Name_Too_LongInputs) => LocalizedString;
export const review_none: (inputs: Review_NoneInputs) => LocalizedString;
export const review_page_title: (inputs: Review_Page_TitleInputs) => LocalizedString;
export const review_posts_for: (inputs: Review_Posts_ForInputs) => LocalizedString;
export const review_posts_label: (inputs: Review_Posts_LabelInputs) => LocalizedString;
export const review_reason: (inputs: Review_ReasonInputs) => LocalizedString;
export const review_reason_too_long: (inputs: Review_Reason_Too_LongInputs) => LocalizedString;
export const review_request_changes: (inputs: Review_Request_ChangesInputs) => LocalizedString;
export const review_share_button: (inputs: Review_Share_ButtonInputs) => LocalizedString;
export const review_share_heading: (inputs: Review_Share_HeadingInputs) => LocalizedString;
export const review_share_intro: (inputs: Review_Share_IntroInputs) => LocalizedString;
export const review_share_link: (inputs: Review_Share_LinkInputs) => LocalizedString;
export const review_share_many: (inputs: Review_Share_ManyInputs) => LocalizedString;
export const review_share_none: (inputs: Review_Share_NoneInputs) => LocalizedString;
export const review_share_one: (inputs: Review_Share_OneInputs) => LocalizedString;
export const review_sri_lanka: (inputs: Review_Sri_LankaInputs) => LocalizedString;
export const review_stale_form: (inputs: Review_Stale_FormInputs) => LocalizedString;
export const review_unknown: (inputs: Review_UnknownInputs) => LocalizedString;
export const review_unknown_title: (inputs: Review_Unknown_TitleInputs) => LocalizedString;
export const review_works_until: (inputs: Review_Works_UntilInputs) => LocalizedString;
export const review_your_name: (inputs: Review_Your_NameInputs) => LocalizedString;
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
export type Calendar_All_PlatformsInputs = {};
export type Calendar_All_StatusesInputs = {};
export type Calendar_Approve_AllInputs = {};
export type Calendar_Awaiting_OneInputs = {};
export type Calendar_Awaiting_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Calendar_Choose_ClientInputs = {};
export type Calendar_ClientInputs = {};
export type Calendar_Copy_LinkInputs = {};
export type Calendar_Create_PostInputs = {};
export type Calendar_Days_Of_MonthInputs = {};
export type Calendar_Days_Of_WeekInputs = {};
export type Calendar_Download_CsvInputs = {};
export type Calendar_DragInputs = {
    title: NonNullable<unknown>;
};
export type Calendar_Drag_CancelInputs = {
    title: NonNullable<unknown>;
};
export type Calendar_Drag_EndInputs = {
    title: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Calendar_Drag_InstructionsInputs = {};
export type Calendar_Drag_OverInputs = {
    title: NonNullable<unknown>;
    day: NonNullable<unknown>;
};
export type Calendar_Drag_Over_NoneInputs = {
    title: NonNullable<unknown>;
};
export type Calendar_Drag_PostInputs = {};
export type Calendar_Drag_StartInputs = {
    title: NonNullable<unknown>;
};
export type Calendar_Drag_StaysInputs = {
    title: NonNullable<unknown>;
};
export type Calendar_Feed_AddressInputs = {};
export type Calendar_Feed_HeadingInputs = {};
export type Calendar_Feed_IntroInputs = {};
export type Calendar_Feed_OpenInputs = {};
export type Calendar_FilterInputs = {};
export type Calendar_FiltersInputs = {};
export type Calendar_HeadingInputs = {};
export type Calendar_Link_CopiedInputs = {};
export type Calendar_Move_ButtonInputs = {
    title: NonNullable<unknown>;
};
export type Calendar_Move_New_DayInputs = {
    title: NonNullable<unknown>;
};
export type Calendar_Move_SummaryInputs = {
    title: NonNullable<unknown>;
};
export type Calendar_Nav_LabelInputs = {};
export type Calendar_New_PostInputs = {};
export type Calendar_Next_MonthInputs = {};
export type Calendar_Next_WeekInputs = {};
export type Calendar_No_PostsInputs = {};
export type Calendar_No_Posts_MonthInputs = {};
export type Calendar_Page_TitleInputs = {
    month: NonNullable<unknown>;
};
export type Calendar_Pick_ClientInputs = {};
export type Calendar_PlatformInputs = {};
export type Calendar_PostsInputs = {};
export type Calendar_Previous_MonthInputs = {};
export type Calendar_Previous_WeekInputs = {};
export type Calendar_Quota_LabelInputs = {};
export type Calendar_Quota_OverInputs = {
    over: NonNullable<unknown>;
};
export type Calendar_Quota_PlatformsInputs = {
    used: NonNullable<unknown>;
    allowed: NonNullable<unknown>;
};
export type Calendar_Quota_Platforms_Over_OneInputs = {};
export type Calendar_Quota_Platforms_Over_OtherInputs = {
    over: NonNullable<unknown>;
};
export type Calendar_Quota_PostsInputs = {
    used: NonNullable<unknown>;
    promised: NonNullable<unknown>;
};
export type Calendar_Revoke_LinkInputs = {};
export type Calendar_Share_WhatsappInputs = {};
export type Calendar_ShowInputs = {};
export type Calendar_StatusInputs = {};
export type Calendar_Status_ApprovedInputs = {};
export type Calendar_Status_Awaiting_ClientInputs = {};
export type Calendar_Status_Changes_RequestedInputs = {};
export type Calendar_Status_DraftInputs = {};
export type Calendar_Status_FailedInputs = {};
export type Calendar_Status_In_ReviewInputs = {};
export type Calendar_Status_On_HoldInputs = {};
export type Calendar_Status_PublishedInputs = {};
export type Calendar_Status_ScheduledInputs = {};
export type Calendar_TodayInputs = {};
export type Calendar_View_ListInputs = {};
export type Calendar_View_MonthInputs = {};
export type Calendar_View_WeekInputs = {};
export type Calendar_Week_OfInputs = {
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
};
export type Calendar_Weekday_FriInputs = {};
export type Calendar_Weekday_MonInputs = {};
export type Calendar_Weekday_SatInputs = {};
export type Calendar_Weekday_SunInputs = {};
export type Calendar_Weekday_ThuInputs = {};
export type Calendar_Weekday_TueInputs = {};
export type Calendar_Weekday_WedInputs = {};
export type Review_ApproveInputs = {};
export type Review_Choose_MoveInputs = {};
export type Review_Choose_PostInputs = {};
export type Review_Decision_OnInputs = {
    title: NonNullable<unknown>;
};
export type Review_EyebrowInputs = {};
export type Review_GoneInputs = {};
export type Review_Gone_TitleInputs = {};
export type Review_HoldInputs = {};
export type Review_Link_TitleInputs = {};
export type Review_Name_RequiredInputs = {};
export type Review_Name_Too_LongInputs = {};
export type Review_NoneInputs = {};
export type Review_Page_TitleInputs = {
    business: NonNullable<unknown>;
    month: NonNullable<unknown>;
};
export type Review_Posts_ForInputs = {
    month: NonNullable<unknown>;
};
export type Review_Posts_LabelInputs = {};
export type Review_ReasonInputs = {};
export type Review_Reason_Too_LongInputs = {};
export type Review_Request_ChangesInputs = {};
export type Review_Share_ButtonInputs = {};
export type Review_Share_HeadingInputs = {};
export type Review_Share_IntroInputs = {};
export type Review_Share_LinkInputs = {};
export type Review_Share_ManyInputs = {
    count: NonNullable<unknown>;
    until: NonNullable<unknown>;
};
export type Review_Share_NoneInputs = {};
export type Review_Share_OneInputs = {
    until: NonNullable<unknown>;
};
export type Review_Sri_LankaInputs = {
    when: NonNullable<unknown>;
};
export type Review_Stale_FormInputs = {};
export type Review_UnknownInputs = {};
export type Review_Unknown_TitleInputs = {};
export type Review_Works_UntilInputs = {
    until: NonNullable<unknown>;
};
export type Review_Your_NameInputs = {};
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
