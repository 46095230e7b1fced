/* eslint-disable */
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


export const auth_2fa_checking = /** @type {(inputs: Auth_2fa_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking...`)
};

export const auth_2fa_code = /** @type {(inputs: Auth_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const auth_2fa_enter = /** @type {(inputs: Auth_2fa_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code your authenticator app shows, or one of your recovery codes.`)
};

export const auth_2fa_hint = /** @type {(inputs: Auth_2fa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A recovery code looks like ABCDE-23456 and works once.`)
};

export const auth_2fa_page_title = /** @type {(inputs: Auth_2fa_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in | Fli DESK`)
};

export const auth_2fa_signing_in = /** @type {(inputs: Auth_2fa_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in to`)
};

export const auth_2fa_verify = /** @type {(inputs: Auth_2fa_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify and sign in`)
};

export const auth_agree = /** @type {(inputs: Auth_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By signing in you agree to the`)
};

export const auth_and = /** @type {(inputs: Auth_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and the`)
};

export const auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to sign in`)
};

export const auth_busy = /** @type {(inputs: Auth_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in...`)
};

export const auth_confirm_email_page_title = /** @type {(inputs: Auth_Confirm_Email_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new email | Fli DESK`)
};

export const auth_confirm_email_question = /** @type {(inputs: Auth_Confirm_Email_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use ${i?.email} for Fli DESK ID ${i?.id}?`)
};

export const auth_confirm_email_submit = /** @type {(inputs: Auth_Confirm_Email_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new email`)
};

export const auth_confirm_email_title = /** @type {(inputs: Auth_Confirm_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new email address`)
};

export const auth_confirm_link_gone = /** @type {(inputs: Auth_Confirm_Link_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is invalid, used or expired. Ask for a new one from your profile.`)
};

export const auth_confirm_link_gone_title = /** @type {(inputs: Auth_Confirm_Link_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation link not valid`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm password`)
};

export const auth_confirming = /** @type {(inputs: Auth_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming...`)
};

export const auth_desk_id = /** @type {(inputs: Auth_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID`)
};

export const auth_email_changed = /** @type {(inputs: Auth_Email_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Fli DESK email address is now ${i?.email}.`)
};

export const auth_email_changed_title = /** @type {(inputs: Auth_Email_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address changed`)
};

export const auth_error_title = /** @type {(inputs: Auth_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication Error`)
};

export const auth_forgot = /** @type {(inputs: Auth_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

export const auth_forgot_busy = /** @type {(inputs: Auth_Forgot_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const auth_forgot_field = /** @type {(inputs: Auth_Forgot_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID or email`)
};

export const auth_forgot_intro = /** @type {(inputs: Auth_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your Fli DESK ID or your account's email address. We will mail you a link to set a new password.`)
};

export const auth_forgot_page_title = /** @type {(inputs: Auth_Forgot_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password | Fli DESK`)
};

export const auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reset link`)
};

export const auth_forgot_title = /** @type {(inputs: Auth_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

export const auth_go_to_profile = /** @type {(inputs: Auth_Go_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your profile`)
};

export const auth_go_to_sign_in = /** @type {(inputs: Auth_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to sign in`)
};

export const auth_invalid = /** @type {(inputs: Auth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Fli Desk ID or password`)
};

export const auth_invite_gone = /** @type {(inputs: Auth_Invite_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invite link is invalid, used or expired. A new invite replaces the older links. If you have already set your password, sign in with it; otherwise ask your admin for a new link.`)
};

export const auth_invite_gone_title = /** @type {(inputs: Auth_Invite_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite link not valid`)
};

export const auth_invite_intro = /** @type {(inputs: Auth_Invite_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a password to sign in with it.`)
};

export const auth_invite_submit = /** @type {(inputs: Auth_Invite_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set password and sign in`)
};

export const auth_invite_title = /** @type {(inputs: Auth_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set your password`)
};

export const auth_made_in = /** @type {(inputs: Auth_Made_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MADE IN SRI LANKA`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const auth_order_id = /** @type {(inputs: Auth_Order_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ID: ${i?.id}`)
};

export const auth_page_description = /** @type {(inputs: Auth_Page_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to Fli DESK, the ${i?.brand} client portal: follow your projects, updates, analytics and billing.`)
};

export const auth_page_title = /** @type {(inputs: Auth_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in | Fli DESK`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const auth_payment_error_text = /** @type {(inputs: Auth_Payment_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred during payment processing. Please contact support for assistance.`)
};

export const auth_payment_error_toast = /** @type {(inputs: Auth_Payment_Error_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Error`)
};

export const auth_payment_failed_text = /** @type {(inputs: Auth_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed. Please try again or contact support if the issue persists.`)
};

export const auth_payment_failed_toast = /** @type {(inputs: Auth_Payment_Failed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Failed`)
};

export const auth_payment_id = /** @type {(inputs: Auth_Payment_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment ID: ${i?.id}`)
};

export const auth_payment_success_text = /** @type {(inputs: Auth_Payment_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment successful! Your FliDESK account has been created. You can now log in with your FliDESK ID.`)
};

export const auth_payment_success_toast = /** @type {(inputs: Auth_Payment_Success_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Successful!`)
};

export const auth_policy_english_only = /** @type {(inputs: Auth_Policy_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This policy is published in English only, and the English text is the one that applies.`)
};

export const auth_privacy = /** @type {(inputs: Auth_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const auth_required = /** @type {(inputs: Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your Fli DESK ID and password`)
};

export const auth_reset_gone = /** @type {(inputs: Auth_Reset_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reset link is invalid, used or expired. Only the newest link works, once, for 30 minutes. Ask for a new one from the sign-in page.`)
};

export const auth_reset_gone_title = /** @type {(inputs: Auth_Reset_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset link not valid`)
};

export const auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every device signed in to it is signed out; this one is signed in with the new password.`)
};

export const auth_reset_submit = /** @type {(inputs: Auth_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save password and sign in`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a new password`)
};

export const auth_sign_in_again = /** @type {(inputs: Auth_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in again`)
};

export const auth_submit = /** @type {(inputs: Auth_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Dashboard`)
};

export const auth_terms = /** @type {(inputs: Auth_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions`)
};

export const auth_title = /** @type {(inputs: Auth_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to Fli DESK`)
};

export const auth_unexpected = /** @type {(inputs: Auth_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred`)
};

export const auth_version = /** @type {(inputs: Auth_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version: ${i?.version}`)
};

export const auth_your_desk_id = /** @type {(inputs: Auth_Your_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Fli DESK ID:`)
};

export const auth_your_desk_id_is = /** @type {(inputs: Auth_Your_Desk_Id_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Fli DESK ID is`)
};

export const error_access_denied_page_title = /** @type {(inputs: Error_Access_Denied_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied | Fli DESK`)
};

export const error_access_denied_text = /** @type {(inputs: Error_Access_Denied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid user role`)
};

export const error_access_denied_title = /** @type {(inputs: Error_Access_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied`)
};

export const error_back_to_dashboard = /** @type {(inputs: Error_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

export const error_back_to_your_dashboard = /** @type {(inputs: Error_Back_To_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your dashboard`)
};

export const error_not_found_page_title = /** @type {(inputs: Error_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found | Fli DESK`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Page not found`)
};

export const notifications_all_read = /** @type {(inputs: Notifications_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All notifications are marked as read.`)
};

export const notifications_choose_mails = /** @type {(inputs: Notifications_Choose_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose which are mailed to you on your`)
};

export const notifications_kind_approval = /** @type {(inputs: Notifications_Kind_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approvals`)
};

export const notifications_kind_assignment = /** @type {(inputs: Notifications_Kind_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignments`)
};

export const notifications_kind_change_request = /** @type {(inputs: Notifications_Kind_Change_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change requests`)
};

export const notifications_kind_comment = /** @type {(inputs: Notifications_Kind_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comments`)
};

export const notifications_kind_lead = /** @type {(inputs: Notifications_Kind_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New leads`)
};

export const notifications_kind_payment = /** @type {(inputs: Notifications_Kind_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

export const notifications_kind_post = /** @type {(inputs: Notifications_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content calendar posts`)
};

export const notifications_kind_post_overdue = /** @type {(inputs: Notifications_Kind_Post_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posts unapproved at their time`)
};

export const notifications_kind_post_reminder = /** @type {(inputs: Notifications_Kind_Post_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posts awaiting you soon`)
};

export const notifications_kind_project = /** @type {(inputs: Notifications_Kind_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New projects`)
};

export const notifications_kind_status = /** @type {(inputs: Notifications_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status changes`)
};

export const notifications_kind_ticket = /** @type {(inputs: Notifications_Kind_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support tickets`)
};

export const notifications_kind_update = /** @type {(inputs: Notifications_Kind_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress updates`)
};

export const notifications_list_label = /** @type {(inputs: Notifications_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications`)
};

export const notifications_mails_intro = /** @type {(inputs: Notifications_Mails_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every notification shows under the bell. Choose which are also mailed to you: at once, or together in a daily digest at 08:00 Sri Lanka time.`)
};

export const notifications_mails_title = /** @type {(inputs: Notifications_Mails_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification mails`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all as read`)
};

export const notifications_mode_digest = /** @type {(inputs: Notifications_Mode_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily digest`)
};

export const notifications_mode_instant = /** @type {(inputs: Notifications_Mode_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At once`)
};

export const notifications_mode_off = /** @type {(inputs: Notifications_Mode_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notifications yet.`)
};

export const notifications_not_found = /** @type {(inputs: Notifications_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That notification does not exist.`)
};

export const notifications_nothing_unread = /** @type {(inputs: Notifications_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing unread.`)
};

export const notifications_page_title = /** @type {(inputs: Notifications_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications | Fli DESK`)
};

export const notifications_prefs_invalid = /** @type {(inputs: Notifications_Prefs_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose At once, Daily digest or Off for each kind`)
};

export const notifications_prefs_saved = /** @type {(inputs: Notifications_Prefs_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notification choices are saved.`)
};

export const notifications_profile_link = /** @type {(inputs: Notifications_Profile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profile`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save mail choices`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const notifications_unknown_form = /** @type {(inputs: Notifications_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown form`)
};

export const notifications_unread_count = /** @type {(inputs: Notifications_Unread_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} unread.`)
};

export const notifications_unread_mark = /** @type {(inputs: Notifications_Unread_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread: `)
};

export const profile_2fa_app_code = /** @type {(inputs: Profile_2fa_App_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your authenticator app`)
};

export const profile_2fa_by_hand = /** @type {(inputs: Profile_2fa_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot scan it? Add an account by hand with this key (time-based, 6 digits):`)
};

export const profile_2fa_codes_list = /** @type {(inputs: Profile_2fa_Codes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery codes`)
};

export const profile_2fa_codes_text = /** @type {(inputs: Profile_2fa_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each one signs you in once without your phone. Save them somewhere safe now: they will not be shown again.`)
};

export const profile_2fa_codes_title = /** @type {(inputs: Profile_2fa_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your recovery codes`)
};

export const profile_2fa_disable_code = /** @type {(inputs: Profile_2fa_Disable_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your app, or a recovery code`)
};

export const profile_2fa_enter_code = /** @type {(inputs: Profile_2fa_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Enter the 6-digit code the app shows`)
};

export const profile_2fa_intro = /** @type {(inputs: Profile_2fa_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) as well as your password, so a stolen password alone opens nothing.`)
};

export const profile_2fa_must_enrol = /** @type {(inputs: Profile_2fa_Must_EnrolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-factor sign-in to continue: admins need it on this server.`)
};

export const profile_2fa_on = /** @type {(inputs: Profile_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

export const profile_2fa_qr_alt = /** @type {(inputs: Profile_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code for your authenticator app`)
};

export const profile_2fa_regenerate = /** @type {(inputs: Profile_2fa_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make new recovery codes`)
};

export const profile_2fa_regenerate_title = /** @type {(inputs: Profile_2fa_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New recovery codes`)
};

export const profile_2fa_scan = /** @type {(inputs: Profile_2fa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Scan this QR code with your authenticator app.`)
};

export const profile_2fa_since = /** @type {(inputs: Profile_2fa_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`since ${i?.date} · ${i?.left} of 10 recovery codes left`)
};

export const profile_2fa_start = /** @type {(inputs: Profile_2fa_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-factor sign-in`)
};

export const profile_2fa_title = /** @type {(inputs: Profile_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in`)
};

export const profile_2fa_turn_off = /** @type {(inputs: Profile_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off two-factor sign-in`)
};

export const profile_2fa_turn_on = /** @type {(inputs: Profile_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on two-factor sign-in`)
};

export const profile_a_browser = /** @type {(inputs: Profile_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A browser`)
};

export const profile_a_script = /** @type {(inputs: Profile_A_ScriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A script`)
};

export const profile_change_password = /** @type {(inputs: Profile_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

export const profile_confirm_password = /** @type {(inputs: Profile_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new password`)
};

export const profile_current_password = /** @type {(inputs: Profile_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

export const profile_device_gone = /** @type {(inputs: Profile_Device_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That device is already signed out.`)
};

export const profile_device_on = /** @type {(inputs: Profile_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.system}`)
};

export const profile_device_signed_out = /** @type {(inputs: Profile_Device_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That device has been signed out.`)
};

export const profile_devices_title = /** @type {(inputs: Profile_Devices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed-in devices`)
};

export const profile_failed_attempt = /** @type {(inputs: Profile_Failed_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed attempt`)
};

export const profile_last_active = /** @type {(inputs: Profile_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last active`)
};

export const profile_new_password = /** @type {(inputs: Profile_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const profile_no_sign_ins = /** @type {(inputs: Profile_No_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sign-ins recorded yet.`)
};

export const profile_others_signed_out = /** @type {(inputs: Profile_Others_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every other device has been signed out.`)
};

export const profile_page_title = /** @type {(inputs: Profile_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} | Profile and security | Fli DESK`)
};

export const profile_password_changed = /** @type {(inputs: Profile_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed. Every other device has been signed out.`)
};

export const profile_password_rule = /** @type {(inputs: Profile_Password_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters, with a lowercase letter, an uppercase letter and a number.`)
};

export const profile_saving = /** @type {(inputs: Profile_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

export const profile_section_account = /** @type {(inputs: Profile_Section_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const profile_section_devices = /** @type {(inputs: Profile_Section_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devices`)
};

export const profile_section_notifications = /** @type {(inputs: Profile_Section_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const profile_section_security = /** @type {(inputs: Profile_Section_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

export const profile_sections_nav = /** @type {(inputs: Profile_Sections_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile sections`)
};

export const profile_sign_ins_change_password = /** @type {(inputs: Profile_Sign_Ins_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`change your password`)
};

export const profile_sign_ins_if_not_you = /** @type {(inputs: Profile_Sign_Ins_If_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If one was not you,`)
};

export const profile_sign_ins_intro = /** @type {(inputs: Profile_Sign_Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last ${i?.limit} sign-ins and failed attempts at your Fli DESK ID.`)
};

export const profile_sign_ins_sign_out_others = /** @type {(inputs: Profile_Sign_Ins_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and sign out your other devices.`)
};

export const profile_sign_ins_title = /** @type {(inputs: Profile_Sign_Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in history`)
};

export const profile_sign_out_device = /** @type {(inputs: Profile_Sign_Out_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const profile_sign_out_others = /** @type {(inputs: Profile_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out all other devices`)
};

export const profile_signed_in = /** @type {(inputs: Profile_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in`)
};

export const profile_this_device = /** @type {(inputs: Profile_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device`)
};

export const profile_title = /** @type {(inputs: Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile and security`)
};

export const profile_unknown_address = /** @type {(inputs: Profile_Unknown_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown address`)
};

export const profile_unknown_device = /** @type {(inputs: Profile_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown device`)
};

export const profile_wrong_current = /** @type {(inputs: Profile_Wrong_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current password is not correct`)
};

export const shell_bell = /** @type {(inputs: Shell_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.unread} unread`)
};

export const shell_close_sidebar = /** @type {(inputs: Shell_Close_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close sidebar`)
};

export const shell_current_user = /** @type {(inputs: Shell_Current_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current User`)
};

export const shell_install_app = /** @type {(inputs: Shell_Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install App`)
};

export const shell_install_dialog = /** @type {(inputs: Shell_Install_DialogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install Fli DESK`)
};

export const shell_install_not_now = /** @type {(inputs: Shell_Install_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Now`)
};

export const shell_install_text = /** @type {(inputs: Shell_Install_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install Fli DESK for quick access to your projects.`)
};

export const shell_nav_add_user = /** @type {(inputs: Shell_Nav_Add_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add User`)
};

export const shell_nav_all_projects = /** @type {(inputs: Shell_Nav_All_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Projects`)
};

export const shell_nav_analytics = /** @type {(inputs: Shell_Nav_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

export const shell_nav_audit_log = /** @type {(inputs: Shell_Nav_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit Log`)
};

export const shell_nav_connect_analytics = /** @type {(inputs: Shell_Nav_Connect_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect Analytics`)
};

export const shell_nav_content_calendar = /** @type {(inputs: Shell_Nav_Content_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Calendar`)
};

export const shell_nav_create_project = /** @type {(inputs: Shell_Nav_Create_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Project`)
};

export const shell_nav_dashboard = /** @type {(inputs: Shell_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const shell_nav_my_projects = /** @type {(inputs: Shell_Nav_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Projects`)
};

export const shell_nav_profile = /** @type {(inputs: Shell_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const shell_nav_progress_updates = /** @type {(inputs: Shell_Nav_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress Updates`)
};

export const shell_nav_projects = /** @type {(inputs: Shell_Nav_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects`)
};

export const shell_nav_settings = /** @type {(inputs: Shell_Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const shell_nav_support = /** @type {(inputs: Shell_Nav_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

export const shell_nav_support_tickets = /** @type {(inputs: Shell_Nav_Support_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support Tickets`)
};

export const shell_nav_system_analytics = /** @type {(inputs: Shell_Nav_System_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System Analytics`)
};

export const shell_nav_timeline = /** @type {(inputs: Shell_Nav_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timeline`)
};

export const shell_nav_update_progress = /** @type {(inputs: Shell_Nav_Update_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Progress`)
};

export const shell_nav_upload_analytics = /** @type {(inputs: Shell_Nav_Upload_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Analytics`)
};

export const shell_nav_upload_reports = /** @type {(inputs: Shell_Nav_Upload_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Reports`)
};

export const shell_nav_users_management = /** @type {(inputs: Shell_Nav_Users_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users Management`)
};

export const shell_quick_actions = /** @type {(inputs: Shell_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Actions`)
};

export const shell_quick_actions_nav = /** @type {(inputs: Shell_Quick_Actions_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick actions`)
};

export const shell_role_admin = /** @type {(inputs: Shell_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

export const shell_role_client = /** @type {(inputs: Shell_Role_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`client`)
};

export const shell_role_freelancer = /** @type {(inputs: Shell_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`freelancer`)
};

export const shell_sidebar = /** @type {(inputs: Shell_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sidebar`)
};

export const shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const shell_toggle_sidebar = /** @type {(inputs: Shell_Toggle_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toggle sidebar`)
};

export const shell_toggle_sidebar_title = /** @type {(inputs: Shell_Toggle_Sidebar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toggle sidebar (Ctrl+B)`)
};

export const shell_welcome = /** @type {(inputs: Shell_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome,`)
};

export const twofactor_already_on = /** @type {(inputs: Twofactor_Already_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is already on.`)
};

export const twofactor_challenge_gone = /** @type {(inputs: Twofactor_Challenge_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-in has timed out. Please sign in again.`)
};

export const twofactor_code = /** @type {(inputs: Twofactor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from your authenticator app`)
};

export const twofactor_code_or_recovery = /** @type {(inputs: Twofactor_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from your authenticator app or one of your recovery codes`)
};

export const twofactor_codes_regenerated = /** @type {(inputs: Twofactor_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New recovery codes are ready. The old ones no longer work.`)
};

export const twofactor_current_required = /** @type {(inputs: Twofactor_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password`)
};

export const twofactor_last_try_used = /** @type {(inputs: Twofactor_Last_Try_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not correct, and that was the last of 5 tries. Please sign in again.`)
};

export const twofactor_not_on = /** @type {(inputs: Twofactor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is not on.`)
};

export const twofactor_not_started = /** @type {(inputs: Twofactor_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start the set-up first.`)
};

export const twofactor_required_for_admins = /** @type {(inputs: Twofactor_Required_For_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins must use two-factor sign-in on this server, so it cannot be turned off.`)
};

export const twofactor_started = /** @type {(inputs: Twofactor_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan the QR code with your authenticator app, then enter the code it shows.`)
};

export const twofactor_turned_off = /** @type {(inputs: Twofactor_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is off.`)
};

export const twofactor_turned_on = /** @type {(inputs: Twofactor_Turned_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once.`)
};

export const twofactor_wrong_code = /** @type {(inputs: Twofactor_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not correct. Check the time on your phone and try again.`)
};

export const twofactor_wrong_code_or_recovery = /** @type {(inputs: Twofactor_Wrong_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not correct, or the recovery code has been used already.`)
};

export const ui_check_what_you_sent = /** @type {(inputs: Ui_Check_What_You_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check what you sent`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const ui_dismiss_notification = /** @type {(inputs: Ui_Dismiss_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss notification`)
};

export const ui_go_back = /** @type {(inputs: Ui_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const ui_refresh = /** @type {(inputs: Ui_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh Page`)
};

export const ui_something_went_wrong = /** @type {(inputs: Ui_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Something went wrong`)
};

export const ui_sorry = /** @type {(inputs: Ui_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the inconvenience. Please try refreshing the page.`)
};