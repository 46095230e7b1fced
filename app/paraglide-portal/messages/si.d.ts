/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Auth_2fa_CheckingInputs */
/** @typedef {{}} Auth_2fa_CodeInputs */
/** @typedef {{}} Auth_2fa_EnterInputs */
/** @typedef {{}} Auth_2fa_HintInputs */
/** @typedef {{}} Auth_2fa_Page_TitleInputs */
/** @typedef {{}} Auth_2fa_Signing_InInputs */
/** @typedef {{}} Auth_2fa_VerifyInputs */
/** @typedef {{}} Auth_AgreeInputs */
/** @typedef {{}} Auth_AndInputs */
/** @typedef {{}} Auth_Back_To_Sign_InInputs */
/** @typedef {{}} Auth_BusyInputs */
/** @typedef {{}} Auth_Confirm_Email_Page_TitleInputs */
/** @typedef {{ email: NonNullable<unknown>, id: NonNullable<unknown> }} Auth_Confirm_Email_QuestionInputs */
/** @typedef {{}} Auth_Confirm_Email_SubmitInputs */
/** @typedef {{}} Auth_Confirm_Email_TitleInputs */
/** @typedef {{}} Auth_Confirm_Link_GoneInputs */
/** @typedef {{}} Auth_Confirm_Link_Gone_TitleInputs */
/** @typedef {{}} Auth_Confirm_PasswordInputs */
/** @typedef {{}} Auth_ConfirmingInputs */
/** @typedef {{}} Auth_Desk_IdInputs */
/** @typedef {{ email: NonNullable<unknown> }} Auth_Email_ChangedInputs */
/** @typedef {{}} Auth_Email_Changed_TitleInputs */
/** @typedef {{}} Auth_Error_TitleInputs */
/** @typedef {{}} Auth_ForgotInputs */
/** @typedef {{}} Auth_Forgot_BusyInputs */
/** @typedef {{}} Auth_Forgot_FieldInputs */
/** @typedef {{}} Auth_Forgot_IntroInputs */
/** @typedef {{}} Auth_Forgot_Page_TitleInputs */
/** @typedef {{}} Auth_Forgot_SubmitInputs */
/** @typedef {{}} Auth_Forgot_TitleInputs */
/** @typedef {{}} Auth_Go_To_ProfileInputs */
/** @typedef {{}} Auth_Go_To_Sign_InInputs */
/** @typedef {{}} Auth_InvalidInputs */
/** @typedef {{}} Auth_Invite_GoneInputs */
/** @typedef {{}} Auth_Invite_Gone_TitleInputs */
/** @typedef {{}} Auth_Invite_IntroInputs */
/** @typedef {{}} Auth_Invite_SubmitInputs */
/** @typedef {{}} Auth_Invite_TitleInputs */
/** @typedef {{}} Auth_Made_InInputs */
/** @typedef {{}} Auth_New_PasswordInputs */
/** @typedef {{ id: NonNullable<unknown> }} Auth_Order_IdInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Auth_Page_DescriptionInputs */
/** @typedef {{}} Auth_Page_TitleInputs */
/** @typedef {{}} Auth_PasswordInputs */
/** @typedef {{}} Auth_Payment_Error_TextInputs */
/** @typedef {{}} Auth_Payment_Error_ToastInputs */
/** @typedef {{}} Auth_Payment_Failed_TextInputs */
/** @typedef {{}} Auth_Payment_Failed_ToastInputs */
/** @typedef {{ id: NonNullable<unknown> }} Auth_Payment_IdInputs */
/** @typedef {{}} Auth_Payment_Success_TextInputs */
/** @typedef {{}} Auth_Payment_Success_ToastInputs */
/** @typedef {{}} Auth_Policy_English_OnlyInputs */
/** @typedef {{}} Auth_PrivacyInputs */
/** @typedef {{}} Auth_RequiredInputs */
/** @typedef {{}} Auth_Reset_GoneInputs */
/** @typedef {{}} Auth_Reset_Gone_TitleInputs */
/** @typedef {{}} Auth_Reset_IntroInputs */
/** @typedef {{}} Auth_Reset_SubmitInputs */
/** @typedef {{}} Auth_Reset_TitleInputs */
/** @typedef {{}} Auth_Sign_In_AgainInputs */
/** @typedef {{}} Auth_SubmitInputs */
/** @typedef {{}} Auth_TermsInputs */
/** @typedef {{}} Auth_TitleInputs */
/** @typedef {{}} Auth_UnexpectedInputs */
/** @typedef {{ version: NonNullable<unknown> }} Auth_VersionInputs */
/** @typedef {{}} Auth_Your_Desk_IdInputs */
/** @typedef {{}} Auth_Your_Desk_Id_IsInputs */
/** @typedef {{}} Error_Access_Denied_Page_TitleInputs */
/** @typedef {{}} Error_Access_Denied_TextInputs */
/** @typedef {{}} Error_Access_Denied_TitleInputs */
/** @typedef {{}} Error_Back_To_DashboardInputs */
/** @typedef {{}} Error_Back_To_Your_DashboardInputs */
/** @typedef {{}} Error_Not_Found_Page_TitleInputs */
/** @typedef {{}} Error_Not_Found_TitleInputs */
/** @typedef {{}} Notifications_All_ReadInputs */
/** @typedef {{}} Notifications_Choose_MailsInputs */
/** @typedef {{}} Notifications_Kind_ApprovalInputs */
/** @typedef {{}} Notifications_Kind_AssignmentInputs */
/** @typedef {{}} Notifications_Kind_Change_RequestInputs */
/** @typedef {{}} Notifications_Kind_CommentInputs */
/** @typedef {{}} Notifications_Kind_LeadInputs */
/** @typedef {{}} Notifications_Kind_PaymentInputs */
/** @typedef {{}} Notifications_Kind_PostInputs */
/** @typedef {{}} Notifications_Kind_Post_OverdueInputs */
/** @typedef {{}} Notifications_Kind_Post_ReminderInputs */
/** @typedef {{}} Notifications_Kind_ProjectInputs */
/** @typedef {{}} Notifications_Kind_StatusInputs */
/** @typedef {{}} Notifications_Kind_TicketInputs */
/** @typedef {{}} Notifications_Kind_UpdateInputs */
/** @typedef {{}} Notifications_List_LabelInputs */
/** @typedef {{}} Notifications_Mails_IntroInputs */
/** @typedef {{}} Notifications_Mails_TitleInputs */
/** @typedef {{}} Notifications_Mark_AllInputs */
/** @typedef {{}} Notifications_Mode_DigestInputs */
/** @typedef {{}} Notifications_Mode_InstantInputs */
/** @typedef {{}} Notifications_Mode_OffInputs */
/** @typedef {{}} Notifications_NoneInputs */
/** @typedef {{}} Notifications_Not_FoundInputs */
/** @typedef {{}} Notifications_Nothing_UnreadInputs */
/** @typedef {{}} Notifications_Page_TitleInputs */
/** @typedef {{}} Notifications_Prefs_InvalidInputs */
/** @typedef {{}} Notifications_Prefs_SavedInputs */
/** @typedef {{}} Notifications_Profile_LinkInputs */
/** @typedef {{}} Notifications_SaveInputs */
/** @typedef {{}} Notifications_TitleInputs */
/** @typedef {{}} Notifications_Unknown_FormInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notifications_Unread_CountInputs */
/** @typedef {{}} Notifications_Unread_MarkInputs */
/** @typedef {{}} Profile_2fa_App_CodeInputs */
/** @typedef {{}} Profile_2fa_By_HandInputs */
/** @typedef {{}} Profile_2fa_Codes_ListInputs */
/** @typedef {{}} Profile_2fa_Codes_TextInputs */
/** @typedef {{}} Profile_2fa_Codes_TitleInputs */
/** @typedef {{}} Profile_2fa_Disable_CodeInputs */
/** @typedef {{}} Profile_2fa_Enter_CodeInputs */
/** @typedef {{}} Profile_2fa_IntroInputs */
/** @typedef {{}} Profile_2fa_Must_EnrolInputs */
/** @typedef {{}} Profile_2fa_OnInputs */
/** @typedef {{}} Profile_2fa_Qr_AltInputs */
/** @typedef {{}} Profile_2fa_RegenerateInputs */
/** @typedef {{}} Profile_2fa_Regenerate_TitleInputs */
/** @typedef {{}} Profile_2fa_ScanInputs */
/** @typedef {{ date: NonNullable<unknown>, left: NonNullable<unknown> }} Profile_2fa_SinceInputs */
/** @typedef {{}} Profile_2fa_StartInputs */
/** @typedef {{}} Profile_2fa_TitleInputs */
/** @typedef {{}} Profile_2fa_Turn_OffInputs */
/** @typedef {{}} Profile_2fa_Turn_OnInputs */
/** @typedef {{}} Profile_A_BrowserInputs */
/** @typedef {{}} Profile_A_ScriptInputs */
/** @typedef {{}} Profile_Change_PasswordInputs */
/** @typedef {{}} Profile_Confirm_PasswordInputs */
/** @typedef {{}} Profile_Current_PasswordInputs */
/** @typedef {{}} Profile_Device_GoneInputs */
/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Profile_Device_OnInputs */
/** @typedef {{}} Profile_Device_Signed_OutInputs */
/** @typedef {{}} Profile_Devices_TitleInputs */
/** @typedef {{}} Profile_Failed_AttemptInputs */
/** @typedef {{}} Profile_Last_ActiveInputs */
/** @typedef {{}} Profile_New_PasswordInputs */
/** @typedef {{}} Profile_No_Sign_InsInputs */
/** @typedef {{}} Profile_Others_Signed_OutInputs */
/** @typedef {{ section: NonNullable<unknown> }} Profile_Page_TitleInputs */
/** @typedef {{}} Profile_Password_ChangedInputs */
/** @typedef {{}} Profile_Password_RuleInputs */
/** @typedef {{}} Profile_SavingInputs */
/** @typedef {{}} Profile_Section_AccountInputs */
/** @typedef {{}} Profile_Section_DevicesInputs */
/** @typedef {{}} Profile_Section_NotificationsInputs */
/** @typedef {{}} Profile_Section_SecurityInputs */
/** @typedef {{}} Profile_Sections_NavInputs */
/** @typedef {{}} Profile_Sign_Ins_Change_PasswordInputs */
/** @typedef {{}} Profile_Sign_Ins_If_Not_YouInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Profile_Sign_Ins_IntroInputs */
/** @typedef {{}} Profile_Sign_Ins_Sign_Out_OthersInputs */
/** @typedef {{}} Profile_Sign_Ins_TitleInputs */
/** @typedef {{}} Profile_Sign_Out_DeviceInputs */
/** @typedef {{}} Profile_Sign_Out_OthersInputs */
/** @typedef {{}} Profile_Signed_InInputs */
/** @typedef {{}} Profile_This_DeviceInputs */
/** @typedef {{}} Profile_TitleInputs */
/** @typedef {{}} Profile_Unknown_AddressInputs */
/** @typedef {{}} Profile_Unknown_DeviceInputs */
/** @typedef {{}} Profile_Wrong_CurrentInputs */
/** @typedef {{ unread: NonNullable<unknown> }} Shell_BellInputs */
/** @typedef {{}} Shell_Close_SidebarInputs */
/** @typedef {{}} Shell_Current_UserInputs */
/** @typedef {{}} Shell_Install_AppInputs */
/** @typedef {{}} Shell_Install_DialogInputs */
/** @typedef {{}} Shell_Install_Not_NowInputs */
/** @typedef {{}} Shell_Install_TextInputs */
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
/** @typedef {{}} Shell_Sign_OutInputs */
/** @typedef {{}} Shell_Skip_To_ContentInputs */
/** @typedef {{}} Shell_Toggle_SidebarInputs */
/** @typedef {{}} Shell_Toggle_Sidebar_TitleInputs */
/** @typedef {{}} Shell_WelcomeInputs */
/** @typedef {{}} Twofactor_Already_OnInputs */
/** @typedef {{}} Twofactor_Challenge_GoneInputs */
/** @typedef {{}} Twofactor_CodeInputs */
/** @typedef {{}} Twofactor_Code_Or_RecoveryInputs */
/** @typedef {{}} Twofactor_Codes_RegeneratedInputs */
/** @typedef {{}} Twofactor_Current_RequiredInputs */
/** @typedef {{}} Twofactor_Last_Try_UsedInputs */
/** @typedef {{}} Twofactor_Not_OnInputs */
/** @typedef {{}} Twofactor_Not_StartedInputs */
/** @typedef {{}} Twofactor_Required_For_AdminsInputs */
/** @typedef {{}} Twofactor_StartedInputs */
/** @typedef {{}} Twofactor_Turned_OffInputs */
/** @typedef {{}} Twofactor_Turned_OnInputs */
/** @typedef {{}} Twofactor_Wrong_CodeInputs */
/** @typedef {{}} Twofactor_Wrong_Code_Or_RecoveryInputs */
/** @typedef {{}} Ui_Check_What_You_SentInputs */
/** @typedef {{}} Ui_CloseInputs */
/** @typedef {{}} Ui_Dismiss_NotificationInputs */
/** @typedef {{}} Ui_Go_BackInputs */
/** @typedef {{}} Ui_NotificationsInputs */
/** @typedef {{}} Ui_RefreshInputs */
/** @typedef {{}} Ui_Something_Went_WrongInputs */
/** @typedef {{}} Ui_SorryInputs */
export const auth_2fa_checking: (inputs: Auth_2fa_CheckingInputs) => LocalizedString;
export const auth_2fa_code: (inputs: Auth_2fa_CodeInputs) => LocalizedString;
export const auth_2fa_enter: (inputs: Auth_2fa_EnterInputs) => LocalizedString;
export const auth_2fa_hint: (inputs: Auth_2fa_HintInputs) => LocalizedString;
export const auth_2fa_page_title: (inputs: Auth_2fa_Page_TitleInputs) => LocalizedString;
export const auth_2fa_signing_in: (inputs: Auth_2fa_Signing_InInputs) => LocalizedString;
export const auth_2fa_verify: (inputs: Auth_2fa_VerifyInputs) => LocalizedString;
export const auth_agree: (inputs: Auth_AgreeInputs) => LocalizedString;
export const auth_and: (inputs: Auth_AndInputs) => LocalizedString;
export const auth_back_to_sign_in: (inputs: Auth_Back_To_Sign_InInputs) => LocalizedString;
export const auth_busy: (inputs: Auth_BusyInputs) => LocalizedString;
export const auth_confirm_email_page_title: (inputs: Auth_Confirm_Email_Page_TitleInputs) => LocalizedString;
export const auth_confirm_email_question: (inputs: Auth_Confirm_Email_QuestionInputs) => LocalizedString;
export const auth_confirm_email_submit: (inputs: Auth_Confirm_Email_SubmitInputs) => LocalizedString;
export const auth_confirm_email_title: (inputs: Auth_Confirm_Email_TitleInputs) => LocalizedString;
export const auth_confirm_link_gone: (inputs: Auth_Confirm_Link_GoneInputs) => LocalizedString;
export const auth_confirm_link_gone_title: (inputs: Auth_Confirm_Link_Gone_TitleInputs) => LocalizedString;
export const auth_confirm_password: (inputs: Auth_Confirm_PasswordInputs) => LocalizedString;
export const auth_confirming: (inputs: Auth_ConfirmingInputs) => LocalizedString;
export const auth_desk_id: (inputs: Auth_Desk_IdInputs) => LocalizedString;
export const auth_email_changed: (inputs: Auth_Email_ChangedInputs) => LocalizedString;
export const auth_email_changed_title: (inputs: Auth_Email_Changed_TitleInputs) => LocalizedString;
export const auth_error_title: (inputs: Auth_Error_TitleInputs) => LocalizedString;
export const auth_forgot: (inputs: Auth_ForgotInputs) => LocalizedString;
export const auth_forgot_busy: (inputs: Auth_Forgot_BusyInputs) => LocalizedString;
export const auth_forgot_field: (inputs: Auth_Forgot_FieldInputs) => LocalizedString;
export const auth_forgot_intro: (inputs: Auth_Forgot_IntroInputs) => LocalizedString;
export const auth_forgot_page_title: (inputs: Auth_Forgot_Page_TitleInputs) => LocalizedString;
export const auth_forgot_submit: (inputs: Auth_Forgot_SubmitInputs) => LocalizedString;
export const auth_forgot_title: (inputs: Auth_Forgot_TitleInputs) => LocalizedString;
export const auth_go_to_profile: (inputs: Auth_Go_To_ProfileInputs) => LocalizedString;
export const auth_go_to_sign_in: (inputs: Auth_Go_To_Sign_InInputs) => LocalizedString;
export const auth_invalid: (inputs: Auth_InvalidInputs) => LocalizedString;
export const auth_invite_gone: (inputs: Auth_Invite_GoneInputs) => LocalizedString;
export const auth_invite_gone_title: (inputs: Auth_Invite_Gone_TitleInputs) => LocalizedString;
export const auth_invite_intro: (inputs: Auth_Invite_IntroInputs) => LocalizedString;
export const auth_invite_submit: (inputs: Auth_Invite_SubmitInputs) => LocalizedString;
export const auth_invite_title: (inputs: Auth_Invite_TitleInputs) => LocalizedString;
export const auth_made_in: (inputs: Auth_Made_InInputs) => LocalizedString;
export const auth_new_password: (inputs: Auth_New_PasswordInputs) => LocalizedString;
export const auth_order_id: (inputs: Auth_Order_IdInputs) => LocalizedString;
export const auth_page_description: (inputs: Auth_Page_DescriptionInputs) => LocalizedString;
export const auth_page_title: (inputs: Auth_Page_TitleInputs) => LocalizedString;
export const auth_password: (inputs: Auth_PasswordInputs) => LocalizedString;
export const auth_payment_error_text: (inputs: Auth_Payment_Error_TextInputs) => LocalizedString;
export const auth_payment_error_toast: (inputs: Auth_Payment_Error_ToastInputs) => LocalizedString;
export const auth_payment_failed_text: (inputs: Auth_Payment_Failed_TextInputs) => LocalizedString;
export const auth_payment_failed_toast: (inputs: Auth_Payment_Failed_ToastInputs) => LocalizedString;
export const auth_payment_id: (inputs: Auth_Payment_IdInputs) => LocalizedString;
export const auth_payment_success_text: (inputs: Auth_Payment_Success_TextInputs) => LocalizedString;
export const auth_payment_success_toast: (inputs: Auth_Payment_Success_ToastInputs) => LocalizedString;
export const auth_policy_english_only: (inputs: Auth_Policy_English_OnlyInputs) => LocalizedString;
export const auth_privacy: (inputs: Auth_PrivacyInputs) => LocalizedString;
export const auth_required: (inputs: Auth_RequiredInputs) => LocalizedString;
export const auth_reset_gone: (inputs: Auth_Reset_GoneInputs) => LocalizedString;
export const auth_reset_gone_title: (inputs: Auth_Reset_Gone_TitleInputs) => LocalizedString;
export const auth_reset_intro: (inputs: Auth_Reset_IntroInputs) => LocalizedString;
export const auth_reset_submit: (inputs: Auth_Reset_SubmitInputs) => LocalizedString;
export const auth_reset_title: (inputs: Auth_Reset_TitleInputs) => LocalizedString;
export const auth_sign_in_again: (inputs: Auth_Sign_In_AgainInputs) => LocalizedString;
export const auth_submit: (inputs: Auth_SubmitInputs) => LocalizedString;
export const auth_terms: (inputs: Auth_TermsInputs) => LocalizedString;
export const auth_title: (inputs: Auth_TitleInputs) => LocalizedString;
export const auth_unexpected: (inputs: Auth_UnexpectedInputs) => LocalizedString;
export const auth_version: (inputs: Auth_VersionInputs) => LocalizedString;
export const auth_your_desk_id: (inputs: Auth_Your_Desk_IdInputs) => LocalizedString;
export const auth_your_desk_id_is: (inputs: Auth_Your_Desk_Id_IsInputs) => LocalizedString;
export const error_access_denied_page_title: (inputs: Error_Access_Denied_Page_TitleInputs) => LocalizedString;
export const error_access_denied_text: (inputs: Error_Access_Denied_TextInputs) => LocalizedString;
export const error_access_denied_title: (inputs: Error_Access_Denied_TitleInputs) => LocalizedString;
export const error_back_to_dashboard: (inputs: Error_Back_To_DashboardInputs) => LocalizedString;
export const error_back_to_your_dashboard: (inputs: Error_Back_To_Your_DashboardInputs) => LocalizedString;
export const error_not_found_page_title: (inputs: Error_Not_Found_Page_TitleInputs) => LocalizedString;
export const error_not_found_title: (inputs: Error_Not_Found_TitleInputs) => LocalizedString;
export const notifications_all_read: (inputs: Notifications_All_ReadInputs) => LocalizedString;
export const notifications_choose_mails: (inputs: Notifications_Choose_MailsInputs) => LocalizedString;
export const notifications_kind_approval: (inputs: Notifications_Kind_ApprovalInputs) => LocalizedString;
export const notifications_kind_assignment: (inputs: Notifications_Kind_AssignmentInputs) => LocalizedString;
export const notifications_kind_change_request: (inputs: Notifications_Kind_Change_RequestInputs) => LocalizedString;
export const notifications_kind_comment: (inputs: Notifications_Kind_CommentInputs) => LocalizedString;
export const notifications_kind_lead: (inputs: Notifications_Kind_LeadInputs) => LocalizedString;
export const notifications_kind_payment: (inputs: Notifications_Kind_PaymentInputs) => LocalizedString;
export const notifications_kind_post: (inputs: Notifications_Kind_PostInputs) => LocalizedString;
export const notifications_kind_post_overdue: (inputs: Notifications_Kind_Post_OverdueInputs) => LocalizedString;
export const notifications_kind_post_reminder: (inputs: Notifications_Kind_Post_ReminderInputs) => LocalizedString;
export const notifications_kind_project: (inputs: Notifications_Kind_ProjectInputs) => LocalizedString;
export const notifications_kind_status: (inputs: Notifications_Kind_StatusInputs) => LocalizedString;
export const notifications_kind_ticket: (inputs: Notifications_Kind_TicketInputs) => LocalizedString;
export const notifications_kind_update: (inputs: Notifications_Kind_UpdateInputs) => LocalizedString;
export const notifications_list_label: (inputs: Notifications_List_LabelInputs) => LocalizedString;
export const notifications_mails_intro: (inputs: Notifications_Mails_IntroInputs) => LocalizedString;
export const notifications_mails_title: (inputs: Notifications_Mails_TitleInputs) => LocalizedString;
export const notifications_mark_all: (inputs: Notifications_Mark_AllInputs) => LocalizedString;
export const notifications_mode_digest: (inputs: Notifications_Mode_DigestInputs) => LocalizedString;
export const notifications_mode_instant: (inputs: Notifications_Mode_InstantInputs) => LocalizedString;
export const notifications_mode_off: (inputs: Notifications_Mode_OffInputs) => LocalizedString;
export const notifications_none: (inputs: Notifications_NoneInputs) => LocalizedString;
export const notifications_not_found: (inputs: Notifications_Not_FoundInputs) => LocalizedString;
export const notifications_nothing_unread: (inputs: Notifications_Nothing_UnreadInputs) => LocalizedString;
export const notifications_page_title: (inputs: Notifications_Page_TitleInputs) => LocalizedString;
export const notifications_prefs_invalid: (inputs: Notifications_Prefs_InvalidInputs) => LocalizedString;
export const notifications_prefs_saved: (inputs: Notifications_Prefs_SavedInputs) => LocalizedString;
export const notifications_profile_link: (inputs: Notifications_Profile_LinkInputs) => LocalizedString;
export const notifications_save: (inputs: Notifications_SaveInputs) => LocalizedString;
export const notifications_title: (inputs: Notifications_TitleInputs) => LocalizedString;
export const notifications_unknown_form: (inputs: Notifications_Unknown_FormInputs) => LocalizedString;
export const notifications_unread_count: (inputs: Notifications_Unread_CountInputs) => LocalizedString;
export const notifications_unread_mark: (inputs: Notifications_Unread_MarkInputs) => LocalizedString;
export const profile_2fa_app_code: (inputs: Profile_2fa_App_CodeInputs) => LocalizedString;
export const profile_2fa_by_hand: (inputs: Profile_2fa_By_HandInputs) => LocalizedString;
export const profile_2fa_codes_list: (inputs: Profile_2fa_Codes_ListInputs) => LocalizedString;
export const profile_2fa_codes_text: (inputs: Profile_2fa_Codes_TextInputs) => LocalizedString;
export const profile_2fa_codes_title: (inputs: Profile_2fa_Codes_TitleInputs) => LocalizedString;
export const profile_2fa_disable_code: (inputs: Profile_2fa_Disable_CodeInputs) => LocalizedString;
export const profile_2fa_enter_code: (inputs: Profile_2fa_Enter_CodeInputs) => LocalizedString;
export const profile_2fa_intro: (inputs: Profile_2fa_IntroInputs) => LocalizedString;
export const profile_2fa_must_enrol: (inputs: Profile_2fa_Must_EnrolInputs) => LocalizedString;
export const profile_2fa_on: (inputs: Profile_2fa_OnInputs) => LocalizedString;
export const profile_2fa_qr_alt: (inputs: Profile_2fa_Qr_AltInputs) => LocalizedString;
export const profile_2fa_regenerate: (inputs: Profile_2fa_RegenerateInputs) => LocalizedString;
export const profile_2fa_regenerate_title: (inputs: Profile_2fa_Regenerate_TitleInputs) => LocalizedString;
export const profile_2fa_scan: (inputs: Profile_2fa_ScanInputs) => LocalizedString;
export const profile_2fa_since: (inputs: Profile_2fa_SinceInputs) => LocalizedString;
export const profile_2fa_start: (inputs: Profile_2fa_StartInputs) => LocalizedString;
export const profile_2fa_title: (inputs: Profile_2fa_TitleInputs) => LocalizedString;
export const profile_2fa_turn_off: (inputs: Profile_2fa_Turn_OffInputs) => LocalizedString;
export const profile_2fa_turn_on: (inputs: Profile_2fa_Turn_OnInputs) => LocalizedString;
export const profile_a_browser: (inputs: Profile_A_BrowserInputs) => LocalizedString;
export const profile_a_script: (inputs: Profile_A_ScriptInputs) => LocalizedString;
export const profile_change_password: (inputs: Profile_Change_PasswordInputs) => LocalizedString;
export const profile_confirm_password: (inputs: Profile_Confirm_PasswordInputs) => LocalizedString;
export const profile_current_password: (inputs: Profile_Current_PasswordInputs) => LocalizedString;
export const profile_device_gone: (inputs: Profile_Device_GoneInputs) => LocalizedString;
export const profile_device_on: (inputs: Profile_Device_OnInputs) => LocalizedString;
export const profile_device_signed_out: (inputs: Profile_Device_Signed_OutInputs) => LocalizedString;
export const profile_devices_title: (inputs: Profile_Devices_TitleInputs) => LocalizedString;
export const profile_failed_attempt: (inputs: Profile_Failed_AttemptInputs) => LocalizedString;
export const profile_last_active: (inputs: Profile_Last_ActiveInputs) => LocalizedString;
export const profile_new_password: (inputs: Profile_New_PasswordInputs) => LocalizedString;
export const profile_no_sign_ins: (inputs: Profile_No_Sign_InsInputs) => LocalizedString;
export const profile_others_signed_out: (inputs: Profile_Others_Signed_OutInputs) => LocalizedString;
export const profile_page_title: (inputs: Profile_Page_TitleInputs) => LocalizedString;
export const profile_password_changed: (inputs: Profile_Password_ChangedInputs) => LocalizedString;
export const profile_password_rule: (inputs: Profile_Password_RuleInputs) => LocalizedString;
export const profile_saving: (inputs: Profile_SavingInputs) => LocalizedString;
export const profile_section_account: (inputs: Profile_Section_AccountInputs) => LocalizedString;
export const profile_section_devices: (inputs: Profile_Section_DevicesInputs) => LocalizedString;
export const profile_section_notifications: (inputs: Profile_Section_NotificationsInputs) => LocalizedString;
export const profile_section_security: (inputs: Profile_Section_SecurityInputs) => LocalizedString;
export const profile_sections_nav: (inputs: Profile_Sections_NavInputs) => LocalizedString;
export const profile_sign_ins_change_password: (inputs: Profile_Sign_Ins_Change_PasswordInputs) => LocalizedString;
export const profile_sign_ins_if_not_you: (inputs: Profile_Sign_Ins_If_Not_YouInputs) => LocalizedString;
export const profile_sign_ins_intro: (inputs: Profile_Sign_Ins_IntroInputs) => LocalizedString;
export const profile_sign_ins_sign_out_others: (inputs: Profile_Sign_Ins_Sign_Out_OthersInputs) => LocalizedString;
export const profile_sign_ins_title: (inputs: Profile_Sign_Ins_TitleInputs) => LocalizedString;
export const profile_sign_out_device: (inputs: Profile_Sign_Out_DeviceInputs) => LocalizedString;
export const profile_sign_out_others: (inputs: Profile_Sign_Out_OthersInputs) => LocalizedString;
export const profile_signed_in: (inputs: Profile_Signed_InInputs) => LocalizedString;
export const profile_this_device: (inputs: Profile_This_DeviceInputs) => LocalizedString;
export const profile_title: (inputs: Profile_TitleInputs) => LocalizedString;
export const profile_unknown_address: (inputs: Profile_Unknown_AddressInputs) => LocalizedString;
export const profile_unknown_device: (inputs: Profile_Unknown_DeviceInputs) => LocalizedString;
export const profile_wrong_current: (inputs: Profile_Wrong_CurrentInputs) => LocalizedString;
export const shell_bell: (inputs: Shell_BellInputs) => LocalizedString;
export const shell_close_sidebar: (inputs: Shell_Close_SidebarInputs) => LocalizedString;
export const shell_current_user: (inputs: Shell_Current_UserInputs) => LocalizedString;
export const shell_install_app: (inputs: Shell_Install_AppInputs) => LocalizedString;
export const shell_install_dialog: (inputs: Shell_Install_DialogInputs) => LocalizedString;
export const shell_install_not_now: (inputs: Shell_Install_Not_NowInputs) => LocalizedString;
export const shell_install_text: (inputs: Shell_Install_TextInputs) => LocalizedString;
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
export const shell_sign_out: (inputs: Shell_Sign_OutInputs) => LocalizedString;
export const shell_skip_to_content: (inputs: Shell_Skip_To_ContentInputs) => LocalizedString;
export const shell_toggle_sidebar: (inputs: Shell_Toggle_SidebarInputs) => LocalizedString;
export const shell_toggle_sidebar_title: (inputs: Shell_Toggle_Sidebar_TitleInputs) => LocalizedString;
export const shell_welcome: (inputs: Shell_WelcomeInputs) => LocalizedString;
export const twofactor_already_on: (inputs: Twofactor_Already_OnInputs) => LocalizedString;
export const twofactor_challenge_gone: (inputs: Twofactor_Challenge_GoneInputs) => LocalizedString;
export const twofactor_code: (inputs: Twofactor_CodeInputs) => LocalizedString;
export const twofactor_code_or_recovery: (inputs: Twofactor_Code_Or_RecoveryInputs) => LocalizedString;
export const twofactor_codes_regenerated: (inputs: Twofactor_Codes_RegeneratedInputs) => LocalizedString;
export const twofactor_current_required: (inputs: Twofactor_Current_RequiredInputs) => LocalizedString;
export const twofactor_last_try_used: (inputs: Twofactor_Last_Try_UsedInputs) => LocalizedString;
export const twofactor_not_on: (inputs: Twofactor_Not_OnInputs) => LocalizedString;
export const twofactor_not_started: (inputs: Twofactor_Not_StartedInputs) => LocalizedString;
export const twofactor_required_for_admins: (inputs: Twofactor_Required_For_AdminsInputs) => LocalizedString;
export const twofactor_started: (inputs: Twofactor_StartedInputs) => LocalizedString;
export const twofactor_turned_off: (inputs: Twofactor_Turned_OffInputs) => LocalizedString;
export const twofactor_turned_on: (inputs: Twofactor_Turned_OnInputs) => LocalizedString;
export const twofactor_wrong_code: (inputs: Twofactor_Wrong_CodeInputs) => LocalizedString;
export const twofactor_wrong_code_or_recovery: (inputs: Twofactor_Wrong_Code_Or_RecoveryInputs) => LocalizedString;
export const ui_check_what_you_sent: (inputs: Ui_Check_What_You_SentInputs) => LocalizedString;
export const ui_close: (inputs: Ui_CloseInputs) => LocalizedString;
export const ui_dismiss_notification: (inputs: Ui_Dismiss_NotificationInputs) => LocalizedString;
export const ui_go_back: (inputs: Ui_Go_BackInputs) => LocalizedString;
export const ui_notifications: (inputs: Ui_NotificationsInputs) => LocalizedString;
export const ui_refresh: (inputs: Ui_RefreshInputs) => LocalizedString;
export const ui_something_went_wrong: (inputs: Ui_Something_Went_WrongInputs) => LocalizedString;
export const ui_sorry: (inputs: Ui_SorryInputs) => LocalizedString;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Auth_2fa_CheckingInputs = {};
export type Auth_2fa_CodeInputs = {};
export type Auth_2fa_EnterInputs = {};
export type Auth_2fa_HintInputs = {};
export type Auth_2fa_Page_TitleInputs = {};
export type Auth_2fa_Signing_InInputs = {};
export type Auth_2fa_VerifyInputs = {};
export type Auth_AgreeInputs = {};
export type Auth_AndInputs = {};
export type Auth_Back_To_Sign_InInputs = {};
export type Auth_BusyInputs = {};
export type Auth_Confirm_Email_Page_TitleInputs = {};
export type Auth_Confirm_Email_QuestionInputs = {
    email: NonNullable<unknown>;
    id: NonNullable<unknown>;
};
export type Auth_Confirm_Email_SubmitInputs = {};
export type Auth_Confirm_Email_TitleInputs = {};
export type Auth_Confirm_Link_GoneInputs = {};
export type Auth_Confirm_Link_Gone_TitleInputs = {};
export type Auth_Confirm_PasswordInputs = {};
export type Auth_ConfirmingInputs = {};
export type Auth_Desk_IdInputs = {};
export type Auth_Email_ChangedInputs = {
    email: NonNullable<unknown>;
};
export type Auth_Email_Changed_TitleInputs = {};
export type Auth_Error_TitleInputs = {};
export type Auth_ForgotInputs = {};
export type Auth_Forgot_BusyInputs = {};
export type Auth_Forgot_FieldInputs = {};
export type Auth_Forgot_IntroInputs = {};
export type Auth_Forgot_Page_TitleInputs = {};
export type Auth_Forgot_SubmitInputs = {};
export type Auth_Forgot_TitleInputs = {};
export type Auth_Go_To_ProfileInputs = {};
export type Auth_Go_To_Sign_InInputs = {};
export type Auth_InvalidInputs = {};
export type Auth_Invite_GoneInputs = {};
export type Auth_Invite_Gone_TitleInputs = {};
export type Auth_Invite_IntroInputs = {};
export type Auth_Invite_SubmitInputs = {};
export type Auth_Invite_TitleInputs = {};
export type Auth_Made_InInputs = {};
export type Auth_New_PasswordInputs = {};
export type Auth_Order_IdInputs = {
    id: NonNullable<unknown>;
};
export type Auth_Page_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
export type Auth_Page_TitleInputs = {};
export type Auth_PasswordInputs = {};
export type Auth_Payment_Error_TextInputs = {};
export type Auth_Payment_Error_ToastInputs = {};
export type Auth_Payment_Failed_TextInputs = {};
export type Auth_Payment_Failed_ToastInputs = {};
export type Auth_Payment_IdInputs = {
    id: NonNullable<unknown>;
};
export type Auth_Payment_Success_TextInputs = {};
export type Auth_Payment_Success_ToastInputs = {};
export type Auth_Policy_English_OnlyInputs = {};
export type Auth_PrivacyInputs = {};
export type Auth_RequiredInputs = {};
export type Auth_Reset_GoneInputs = {};
export type Auth_Reset_Gone_TitleInputs = {};
export type Auth_Reset_IntroInputs = {};
export type Auth_Reset_SubmitInputs = {};
export type Auth_Reset_TitleInputs = {};
export type Auth_Sign_In_AgainInputs = {};
export type Auth_SubmitInputs = {};
export type Auth_TermsInputs = {};
export type Auth_TitleInputs = {};
export type Auth_UnexpectedInputs = {};
export type Auth_VersionInputs = {
    version: NonNullable<unknown>;
};
export type Auth_Your_Desk_IdInputs = {};
export type Auth_Your_Desk_Id_IsInputs = {};
export type Error_Access_Denied_Page_TitleInputs = {};
export type Error_Access_Denied_TextInputs = {};
export type Error_Access_Denied_TitleInputs = {};
export type Error_Back_To_DashboardInputs = {};
export type Error_Back_To_Your_DashboardInputs = {};
export type Error_Not_Found_Page_TitleInputs = {};
export type Error_Not_Found_TitleInputs = {};
export type Notifications_All_ReadInputs = {};
export type Notifications_Choose_MailsInputs = {};
export type Notifications_Kind_ApprovalInputs = {};
export type Notifications_Kind_AssignmentInputs = {};
export type Notifications_Kind_Change_RequestInputs = {};
export type Notifications_Kind_CommentInputs = {};
export type Notifications_Kind_LeadInputs = {};
export type Notifications_Kind_PaymentInputs = {};
export type Notifications_Kind_PostInputs = {};
export type Notifications_Kind_Post_OverdueInputs = {};
export type Notifications_Kind_Post_ReminderInputs = {};
export type Notifications_Kind_ProjectInputs = {};
export type Notifications_Kind_StatusInputs = {};
export type Notifications_Kind_TicketInputs = {};
export type Notifications_Kind_UpdateInputs = {};
export type Notifications_List_LabelInputs = {};
export type Notifications_Mails_IntroInputs = {};
export type Notifications_Mails_TitleInputs = {};
export type Notifications_Mark_AllInputs = {};
export type Notifications_Mode_DigestInputs = {};
export type Notifications_Mode_InstantInputs = {};
export type Notifications_Mode_OffInputs = {};
export type Notifications_NoneInputs = {};
export type Notifications_Not_FoundInputs = {};
export type Notifications_Nothing_UnreadInputs = {};
export type Notifications_Page_TitleInputs = {};
export type Notifications_Prefs_InvalidInputs = {};
export type Notifications_Prefs_SavedInputs = {};
export type Notifications_Profile_LinkInputs = {};
export type Notifications_SaveInputs = {};
export type Notifications_TitleInputs = {};
export type Notifications_Unknown_FormInputs = {};
export type Notifications_Unread_CountInputs = {
    count: NonNullable<unknown>;
};
export type Notifications_Unread_MarkInputs = {};
export type Profile_2fa_App_CodeInputs = {};
export type Profile_2fa_By_HandInputs = {};
export type Profile_2fa_Codes_ListInputs = {};
export type Profile_2fa_Codes_TextInputs = {};
export type Profile_2fa_Codes_TitleInputs = {};
export type Profile_2fa_Disable_CodeInputs = {};
export type Profile_2fa_Enter_CodeInputs = {};
export type Profile_2fa_IntroInputs = {};
export type Profile_2fa_Must_EnrolInputs = {};
export type Profile_2fa_OnInputs = {};
export type Profile_2fa_Qr_AltInputs = {};
export type Profile_2fa_RegenerateInputs = {};
export type Profile_2fa_Regenerate_TitleInputs = {};
export type Profile_2fa_ScanInputs = {};
export type Profile_2fa_SinceInputs = {
    date: NonNullable<unknown>;
    left: NonNullable<unknown>;
};
export type Profile_2fa_StartInputs = {};
export type Profile_2fa_TitleInputs = {};
export type Profile_2fa_Turn_OffInputs = {};
export type Profile_2fa_Turn_OnInputs = {};
export type Profile_A_BrowserInputs = {};
export type Profile_A_ScriptInputs = {};
export type Profile_Change_PasswordInputs = {};
export type Profile_Confirm_PasswordInputs = {};
export type Profile_Current_PasswordInputs = {};
export type Profile_Device_GoneInputs = {};
export type Profile_Device_OnInputs = {
    browser: NonNullable<unknown>;
    system: NonNullable<unknown>;
};
export type Profile_Device_Signed_OutInputs = {};
export type Profile_Devices_TitleInputs = {};
export type Profile_Failed_AttemptInputs = {};
export type Profile_Last_ActiveInputs = {};
export type Profile_New_PasswordInputs = {};
export type Profile_No_Sign_InsInputs = {};
export type Profile_Others_Signed_OutInputs = {};
export type Profile_Page_TitleInputs = {
    section: NonNullable<unknown>;
};
export type Profile_Password_ChangedInputs = {};
export type Profile_Password_RuleInputs = {};
export type Profile_SavingInputs = {};
export type Profile_Section_AccountInputs = {};
export type Profile_Section_DevicesInputs = {};
export type Profile_Section_NotificationsInputs = {};
export type Profile_Section_SecurityInputs = {};
export type Profile_Sections_NavInputs = {};
export type Profile_Sign_Ins_Change_PasswordInputs = {};
export type Profile_Sign_Ins_If_Not_YouInputs = {};
export type Profile_Sign_Ins_IntroInputs = {
    limit: NonNullable<unknown>;
};
export type Profile_Sign_Ins_Sign_Out_OthersInputs = {};
export type Profile_Sign_Ins_TitleInputs = {};
export type Profile_Sign_Out_DeviceInputs = {};
export type Profile_Sign_Out_OthersInputs = {};
export type Profile_Signed_InInputs = {};
export type Profile_This_DeviceInputs = {};
export type Profile_TitleInputs = {};
export type Profile_Unknown_AddressInputs = {};
export type Profile_Unknown_DeviceInputs = {};
export type Profile_Wrong_CurrentInputs = {};
export type Shell_BellInputs = {
    unread: NonNullable<unknown>;
};
export type Shell_Close_SidebarInputs = {};
export type Shell_Current_UserInputs = {};
export type Shell_Install_AppInputs = {};
export type Shell_Install_DialogInputs = {};
export type Shell_Install_Not_NowInputs = {};
export type Shell_Install_TextInputs = {};
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
export type Shell_Sign_OutInputs = {};
export type Shell_Skip_To_ContentInputs = {};
export type Shell_Toggle_SidebarInputs = {};
export type Shell_Toggle_Sidebar_TitleInputs = {};
export type Shell_WelcomeInputs = {};
export type Twofactor_Already_OnInputs = {};
export type Twofactor_Challenge_GoneInputs = {};
export type Twofactor_CodeInputs = {};
export type Twofactor_Code_Or_RecoveryInputs = {};
export type Twofactor_Codes_RegeneratedInputs = {};
export type Twofactor_Current_RequiredInputs = {};
export type Twofactor_Last_Try_UsedInputs = {};
export type Twofactor_Not_OnInputs = {};
export type Twofactor_Not_StartedInputs = {};
export type Twofactor_Required_For_AdminsInputs = {};
export type Twofactor_StartedInputs = {};
export type Twofactor_Turned_OffInputs = {};
export type Twofactor_Turned_OnInputs = {};
export type Twofactor_Wrong_CodeInputs = {};
export type Twofactor_Wrong_Code_Or_RecoveryInputs = {};
export type Ui_Check_What_You_SentInputs = {};
export type Ui_CloseInputs = {};
export type Ui_Dismiss_NotificationInputs = {};
export type Ui_Go_BackInputs = {};
export type Ui_NotificationsInputs = {};
export type Ui_RefreshInputs = {};
export type Ui_Something_Went_WrongInputs = {};
export type Ui_SorryInputs = {};
