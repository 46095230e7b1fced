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
	return /** @type {LocalizedString} */ (`சரிபார்க்கிறது...`)
};

export const auth_2fa_code = /** @type {(inputs: Auth_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறியீடு`)
};

export const auth_2fa_enter = /** @type {(inputs: Auth_2fa_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலி காட்டும் 6 இலக்கக் குறியீட்டை, அல்லது உங்கள் மீட்புக் குறியீடுகளில் ஒன்றை உள்ளிடவும்.`)
};

export const auth_2fa_hint = /** @type {(inputs: Auth_2fa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்புக் குறியீடு ABCDE-23456 போல இருக்கும்; அது ஒரு முறை மட்டுமே செயல்படும்.`)
};

export const auth_2fa_page_title = /** @type {(inputs: Auth_2fa_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு | Fli DESK`)
};

export const auth_2fa_signing_in = /** @type {(inputs: Auth_2fa_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழையும் கணக்கு:`)
};

export const auth_2fa_verify = /** @type {(inputs: Auth_2fa_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரிபார்த்து உள்நுழை`)
};

export const auth_agree = /** @type {(inputs: Auth_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைவதன் மூலம் இவற்றை ஏற்கிறீர்கள்:`)
};

export const auth_and = /** @type {(inputs: Auth_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மற்றும்`)
};

export const auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைவுக்குத் திரும்பு`)
};

export const auth_busy = /** @type {(inputs: Auth_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைகிறது...`)
};

export const auth_confirm_email_page_title = /** @type {(inputs: Auth_Confirm_Email_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் புதிய மின்னஞ்சலை உறுதிப்படுத்துங்கள் | Fli DESK`)
};

export const auth_confirm_email_question = /** @type {(inputs: Auth_Confirm_Email_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண் ${i?.id}-க்கு ${i?.email} ஐப் பயன்படுத்தவா?`)
};

export const auth_confirm_email_submit = /** @type {(inputs: Auth_Confirm_Email_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய மின்னஞ்சலை உறுதிப்படுத்து`)
};

export const auth_confirm_email_title = /** @type {(inputs: Auth_Confirm_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் புதிய மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்`)
};

export const auth_confirm_link_gone = /** @type {(inputs: Auth_Confirm_Link_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த உறுதிப்படுத்தல் இணைப்பு செல்லாதது, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியானது. உங்கள் சுயவிவரத்திலிருந்து புதியதைக் கேளுங்கள்.`)
};

export const auth_confirm_link_gone_title = /** @type {(inputs: Auth_Confirm_Link_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உறுதிப்படுத்தல் இணைப்பு செல்லாது`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லை உறுதிப்படுத்து`)
};

export const auth_confirming = /** @type {(inputs: Auth_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உறுதிப்படுத்துகிறது...`)
};

export const auth_desk_id = /** @type {(inputs: Auth_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண்`)
};

export const auth_email_changed = /** @type {(inputs: Auth_Email_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK மின்னஞ்சல் முகவரி இப்போது ${i?.email}.`)
};

export const auth_email_changed_title = /** @type {(inputs: Auth_Email_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் முகவரி மாற்றப்பட்டது`)
};

export const auth_error_title = /** @type {(inputs: Auth_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அங்கீகாரப் பிழை`)
};

export const auth_forgot = /** @type {(inputs: Auth_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மறந்துவிட்டதா?`)
};

export const auth_forgot_busy = /** @type {(inputs: Auth_Forgot_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்புகிறது...`)
};

export const auth_forgot_field = /** @type {(inputs: Auth_Forgot_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண் அல்லது மின்னஞ்சல்`)
};

export const auth_forgot_intro = /** @type {(inputs: Auth_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்ணை அல்லது கணக்கின் மின்னஞ்சல் முகவரியை உள்ளிடவும். புதிய கடவுச்சொல்லை அமைக்க ஓர் இணைப்பை உங்களுக்கு மின்னஞ்சல் செய்வோம்.`)
};

export const auth_forgot_page_title = /** @type {(inputs: Auth_Forgot_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மறந்தது | Fli DESK`)
};

export const auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்டமைப்பு இணைப்பை அனுப்பு`)
};

export const auth_forgot_title = /** @type {(inputs: Auth_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கடவுச்சொல் மறந்துவிட்டதா?`)
};

export const auth_go_to_profile = /** @type {(inputs: Auth_Go_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் சுயவிவரத்துக்குச் செல்லவும்`)
};

export const auth_go_to_sign_in = /** @type {(inputs: Auth_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைவுக்குச் செல்லவும்`)
};

export const auth_invalid = /** @type {(inputs: Auth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண் அல்லது கடவுச்சொல் தவறு`)
};

export const auth_invite_gone = /** @type {(inputs: Auth_Invite_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த அழைப்பு இணைப்பு செல்லாதது, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியானது. புதிய அழைப்பு பழைய இணைப்புகளை மாற்றிவிடும். நீங்கள் ஏற்கெனவே கடவுச்சொல்லை அமைத்திருந்தால் அதைக் கொண்டு உள்நுழையுங்கள்; இல்லையெனில் புதிய இணைப்பை உங்கள் நிர்வாகியிடம் கேளுங்கள்.`)
};

export const auth_invite_gone_title = /** @type {(inputs: Auth_Invite_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அழைப்பு இணைப்பு செல்லாது`)
};

export const auth_invite_intro = /** @type {(inputs: Auth_Invite_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைய ஒரு கடவுச்சொல்லைத் தேர்வுசெய்யுங்கள்.`)
};

export const auth_invite_submit = /** @type {(inputs: Auth_Invite_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லை அமைத்து உள்நுழை`)
};

export const auth_invite_title = /** @type {(inputs: Auth_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கடவுச்சொல்லை அமைக்கவும்`)
};

export const auth_made_in = /** @type {(inputs: Auth_Made_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இலங்கையில் உருவாக்கப்பட்டது`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய கடவுச்சொல்`)
};

export const auth_order_id = /** @type {(inputs: Auth_Order_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆர்டர் எண்: ${i?.id}`)
};

export const auth_page_description = /** @type {(inputs: Auth_Page_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} வாடிக்கையாளர் போர்டலான Fli DESK-இல் உள்நுழையுங்கள்: உங்கள் திட்டங்கள், புதுப்பிப்புகள், பகுப்பாய்வு, கட்டணங்களை ஒரே இடத்தில் பின்தொடருங்கள்.`)
};

export const auth_page_title = /** @type {(inputs: Auth_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைக | Fli DESK`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்`)
};

export const auth_payment_error_text = /** @type {(inputs: Auth_Payment_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணத்தைச் செயலாக்கும்போது பிழை ஏற்பட்டது. உதவிக்கு உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்.`)
};

export const auth_payment_error_toast = /** @type {(inputs: Auth_Payment_Error_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணப் பிழை`)
};

export const auth_payment_failed_text = /** @type {(inputs: Auth_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் தோல்வியடைந்தது. மீண்டும் முயலுங்கள்; சிக்கல் தொடர்ந்தால் உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்.`)
};

export const auth_payment_failed_toast = /** @type {(inputs: Auth_Payment_Failed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் தோல்வியடைந்தது`)
};

export const auth_payment_id = /** @type {(inputs: Auth_Payment_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கட்டண எண்: ${i?.id}`)
};

export const auth_payment_success_text = /** @type {(inputs: Auth_Payment_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது! உங்கள் Fli DESK கணக்கு உருவாக்கப்பட்டது. இப்போது உங்கள் Fli DESK அடையாள எண்ணுடன் உள்நுழையலாம்.`)
};

export const auth_payment_success_toast = /** @type {(inputs: Auth_Payment_Success_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது!`)
};

export const auth_policy_english_only = /** @type {(inputs: Auth_Policy_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கொள்கை ஆங்கிலத்தில் மட்டுமே வெளியிடப்பட்டுள்ளது; ஆங்கில உரையே செல்லுபடியாகும்.`)
};

export const auth_privacy = /** @type {(inputs: Auth_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தனியுரிமைக் கொள்கை`)
};

export const auth_required = /** @type {(inputs: Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்ணையும் கடவுச்சொல்லையும் உள்ளிடவும்`)
};

export const auth_reset_gone = /** @type {(inputs: Auth_Reset_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மீட்டமைப்பு இணைப்பு செல்லாதது, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியானது. புதிய இணைப்பு மட்டுமே ஒரு முறை, 30 நிமிடங்களுக்குச் செயல்படும். உள்நுழைவுப் பக்கத்திலிருந்து புதியதைக் கேளுங்கள்.`)
};

export const auth_reset_gone_title = /** @type {(inputs: Auth_Reset_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்டமைப்பு இணைப்பு செல்லாது`)
};

export const auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அதில் உள்நுழைந்துள்ள எல்லாச் சாதனங்களும் வெளியேற்றப்படும்; இந்தச் சாதனம் புதிய கடவுச்சொல்லுடன் உள்நுழையும்.`)
};

export const auth_reset_submit = /** @type {(inputs: Auth_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லைச் சேமித்து உள்நுழை`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய கடவுச்சொல்லை அமைக்கவும்`)
};

export const auth_sign_in_again = /** @type {(inputs: Auth_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீண்டும் உள்நுழையுங்கள்`)
};

export const auth_submit = /** @type {(inputs: Auth_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டுக்குச் செல்லவும்`)
};

export const auth_terms = /** @type {(inputs: Auth_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விதிமுறைகள் மற்றும் நிபந்தனைகள்`)
};

export const auth_title = /** @type {(inputs: Auth_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK-இல் உள்நுழையுங்கள்`)
};

export const auth_unexpected = /** @type {(inputs: Auth_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எதிர்பாராத பிழை ஏற்பட்டது`)
};

export const auth_version = /** @type {(inputs: Auth_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பதிப்பு: ${i?.version}`)
};

export const auth_your_desk_id = /** @type {(inputs: Auth_Your_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்:`)
};

export const auth_your_desk_id_is = /** @type {(inputs: Auth_Your_Desk_Id_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்`)
};

export const error_access_denied_page_title = /** @type {(inputs: Error_Access_Denied_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அணுகல் மறுக்கப்பட்டது | Fli DESK`)
};

export const error_access_denied_text = /** @type {(inputs: Error_Access_Denied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பங்கிற்கு இந்தப் பக்கம் திறக்கப்படவில்லை`)
};

export const error_access_denied_title = /** @type {(inputs: Error_Access_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அணுகல் மறுக்கப்பட்டது`)
};

export const error_back_to_dashboard = /** @type {(inputs: Error_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டுக்குத் திரும்பு`)
};

export const error_back_to_your_dashboard = /** @type {(inputs: Error_Back_To_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் டாஷ்போர்டுக்குத் திரும்பு`)
};

export const error_not_found_page_title = /** @type {(inputs: Error_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கம் கிடைக்கவில்லை | Fli DESK`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அச்சச்சோ! பக்கம் கிடைக்கவில்லை`)
};

export const notifications_all_read = /** @type {(inputs: Notifications_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எல்லா அறிவிப்புகளும் படித்ததாகக் குறிக்கப்பட்டன.`)
};

export const notifications_choose_mails = /** @type {(inputs: Notifications_Choose_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கு மின்னஞ்சலில் அனுப்ப வேண்டியவற்றைத் தேர்வுசெய்யும் இடம்:`)
};

export const notifications_kind_approval = /** @type {(inputs: Notifications_Kind_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதல்கள்`)
};

export const notifications_kind_assignment = /** @type {(inputs: Notifications_Kind_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கீடுகள்`)
};

export const notifications_kind_change_request = /** @type {(inputs: Notifications_Kind_Change_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றக் கோரிக்கைகள்`)
};

export const notifications_kind_comment = /** @type {(inputs: Notifications_Kind_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்துகள்`)
};

export const notifications_kind_lead = /** @type {(inputs: Notifications_Kind_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய விசாரணைகள்`)
};

export const notifications_kind_payment = /** @type {(inputs: Notifications_Kind_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணங்கள்`)
};

export const notifications_kind_post = /** @type {(inputs: Notifications_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளடக்க நாட்காட்டிப் பதிவுகள்`)
};

export const notifications_kind_post_overdue = /** @type {(inputs: Notifications_Kind_Post_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உரிய நேரத்தில் ஒப்புதல் பெறாத பதிவுகள்`)
};

export const notifications_kind_post_reminder = /** @type {(inputs: Notifications_Kind_Post_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விரைவில் உங்களுக்காகக் காத்திருக்கும் பதிவுகள்`)
};

export const notifications_kind_project = /** @type {(inputs: Notifications_Kind_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய திட்டங்கள்`)
};

export const notifications_kind_status = /** @type {(inputs: Notifications_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை மாற்றங்கள்`)
};

export const notifications_kind_ticket = /** @type {(inputs: Notifications_Kind_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கைகள்`)
};

export const notifications_kind_update = /** @type {(inputs: Notifications_Kind_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றப் புதுப்பிப்புகள்`)
};

export const notifications_list_label = /** @type {(inputs: Notifications_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அறிவிப்புகள்`)
};

export const notifications_mails_intro = /** @type {(inputs: Notifications_Mails_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு அறிவிப்பும் மணியின் கீழ் தெரியும். எவை மின்னஞ்சலிலும் அனுப்பப்பட வேண்டும் என்பதைத் தேர்வுசெய்யுங்கள்: உடனே, அல்லது இலங்கை நேரம் 08:00 மணிக்கு ஒரு நாளாந்தச் சுருக்கத்தில் ஒன்றாக.`)
};

export const notifications_mails_title = /** @type {(inputs: Notifications_Mails_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்பு மின்னஞ்சல்கள்`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்தையும் படித்ததாகக் குறி`)
};

export const notifications_mode_digest = /** @type {(inputs: Notifications_Mode_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாளாந்தச் சுருக்கம்`)
};

export const notifications_mode_instant = /** @type {(inputs: Notifications_Mode_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உடனே`)
};

export const notifications_mode_off = /** @type {(inputs: Notifications_Mode_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வேண்டாம்`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இதுவரை அறிவிப்புகள் இல்லை.`)
};

export const notifications_not_found = /** @type {(inputs: Notifications_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்த அறிவிப்பு இல்லை.`)
};

export const notifications_nothing_unread = /** @type {(inputs: Notifications_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படிக்காதது எதுவும் இல்லை.`)
};

export const notifications_page_title = /** @type {(inputs: Notifications_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்புகள் | Fli DESK`)
};

export const notifications_prefs_invalid = /** @type {(inputs: Notifications_Prefs_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு வகைக்கும் உடனே, நாளாந்தச் சுருக்கம் அல்லது வேண்டாம் என்பதைத் தேர்வுசெய்யுங்கள்`)
};

export const notifications_prefs_saved = /** @type {(inputs: Notifications_Prefs_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அறிவிப்புத் தேர்வுகள் சேமிக்கப்பட்டன.`)
};

export const notifications_profile_link = /** @type {(inputs: Notifications_Profile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் சுயவிவரம்`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் தேர்வுகளைச் சேமி`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்புகள்`)
};

export const notifications_unknown_form = /** @type {(inputs: Notifications_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத படிவம்`)
};

export const notifications_unread_count = /** @type {(inputs: Notifications_Unread_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`படிக்காதவை ${i?.count}.`)
};

export const notifications_unread_mark = /** @type {(inputs: Notifications_Unread_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படிக்காதது: `)
};

export const profile_2fa_app_code = /** @type {(inputs: Profile_2fa_App_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலியின் குறியீடு`)
};

export const profile_2fa_by_hand = /** @type {(inputs: Profile_2fa_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஸ்கேன் செய்ய முடியவில்லையா? இந்த விசையைக் கொண்டு கணக்கைக் கையால் சேர்க்கவும் (நேர அடிப்படை, 6 இலக்கங்கள்):`)
};

export const profile_2fa_codes_list = /** @type {(inputs: Profile_2fa_Codes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்புக் குறியீடுகள்`)
};

export const profile_2fa_codes_text = /** @type {(inputs: Profile_2fa_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொன்றும் தொலைபேசி இல்லாமல் ஒரு முறை உள்நுழைய உதவும். இப்போதே அவற்றைப் பாதுகாப்பான இடத்தில் சேமியுங்கள்: மீண்டும் காட்டப்படாது.`)
};

export const profile_2fa_codes_title = /** @type {(inputs: Profile_2fa_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் மீட்புக் குறியீடுகள்`)
};

export const profile_2fa_disable_code = /** @type {(inputs: Profile_2fa_Disable_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் செயலியின் குறியீடு, அல்லது ஒரு மீட்புக் குறியீடு`)
};

export const profile_2fa_enter_code = /** @type {(inputs: Profile_2fa_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. செயலி காட்டும் 6 இலக்கக் குறியீட்டை உள்ளிடவும்`)
};

export const profile_2fa_intro = /** @type {(inputs: Profile_2fa_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கடவுச்சொல்லுடன், உங்கள் தொலைபேசியில் உள்ள அங்கீகரிப்புச் செயலியின் (Google Authenticator, Microsoft Authenticator அல்லது 1Password போன்றவை) குறியீட்டையும் கொண்டு உள்நுழையுங்கள்: திருடப்பட்ட கடவுச்சொல் மட்டும் எதையும் திறக்காது.`)
};

export const profile_2fa_must_enrol = /** @type {(inputs: Profile_2fa_Must_EnrolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடர இரு-படி உள்நுழைவை அமைக்கவும்: இந்தச் சேவையகத்தில் நிர்வாகிகளுக்கு இது கட்டாயம்.`)
};

export const profile_2fa_on = /** @type {(inputs: Profile_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இயக்கத்தில்`)
};

export const profile_2fa_qr_alt = /** @type {(inputs: Profile_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலிக்கான QR குறியீடு`)
};

export const profile_2fa_regenerate = /** @type {(inputs: Profile_2fa_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய மீட்புக் குறியீடுகளை உருவாக்கு`)
};

export const profile_2fa_regenerate_title = /** @type {(inputs: Profile_2fa_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய மீட்புக் குறியீடுகள்`)
};

export const profile_2fa_scan = /** @type {(inputs: Profile_2fa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. இந்த QR குறியீட்டை உங்கள் அங்கீகரிப்புச் செயலியால் ஸ்கேன் செய்யுங்கள்.`)
};

export const profile_2fa_since = /** @type {(inputs: Profile_2fa_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} முதல் · 10 மீட்புக் குறியீடுகளில் ${i?.left} மீதமுள்ளன`)
};

export const profile_2fa_start = /** @type {(inputs: Profile_2fa_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவை அமைக்கவும்`)
};

export const profile_2fa_title = /** @type {(inputs: Profile_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு`)
};

export const profile_2fa_turn_off = /** @type {(inputs: Profile_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவை முடக்கு`)
};

export const profile_2fa_turn_on = /** @type {(inputs: Profile_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவை இயக்கு`)
};

export const profile_a_browser = /** @type {(inputs: Profile_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஓர் உலாவி`)
};

export const profile_a_script = /** @type {(inputs: Profile_A_ScriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு ஸ்கிரிப்ட்`)
};

export const profile_change_password = /** @type {(inputs: Profile_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லை மாற்று`)
};

export const profile_confirm_password = /** @type {(inputs: Profile_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய கடவுச்சொல்லை உறுதிப்படுத்து`)
};

export const profile_current_password = /** @type {(inputs: Profile_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தற்போதைய கடவுச்சொல்`)
};

export const profile_device_gone = /** @type {(inputs: Profile_Device_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தச் சாதனம் ஏற்கெனவே வெளியேற்றப்பட்டது.`)
};

export const profile_device_on = /** @type {(inputs: Profile_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.system} இல் ${i?.browser}`)
};

export const profile_device_signed_out = /** @type {(inputs: Profile_Device_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தச் சாதனம் வெளியேற்றப்பட்டது.`)
};

export const profile_devices_title = /** @type {(inputs: Profile_Devices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைந்துள்ள சாதனங்கள்`)
};

export const profile_failed_attempt = /** @type {(inputs: Profile_Failed_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தோல்வியுற்ற முயற்சி`)
};

export const profile_last_active = /** @type {(inputs: Profile_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடைசியாகச் செயல்பட்டது`)
};

export const profile_new_password = /** @type {(inputs: Profile_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய கடவுச்சொல்`)
};

export const profile_no_sign_ins = /** @type {(inputs: Profile_No_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இதுவரை உள்நுழைவு எதுவும் பதிவாகவில்லை.`)
};

export const profile_others_signed_out = /** @type {(inputs: Profile_Others_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மற்ற எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.`)
};

export const profile_page_title = /** @type {(inputs: Profile_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} | சுயவிவரம் மற்றும் பாதுகாப்பு | Fli DESK`)
};

export const profile_password_changed = /** @type {(inputs: Profile_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மாற்றப்பட்டது. மற்ற எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.`)
};

export const profile_password_rule = /** @type {(inputs: Profile_Password_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறைந்தது 8 எழுத்துகள்: ஒரு சிறிய எழுத்து, ஒரு பெரிய எழுத்து, ஒரு எண் உட்பட.`)
};

export const profile_saving = /** @type {(inputs: Profile_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேமிக்கிறது...`)
};

export const profile_section_account = /** @type {(inputs: Profile_Section_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கணக்கு`)
};

export const profile_section_devices = /** @type {(inputs: Profile_Section_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சாதனங்கள்`)
};

export const profile_section_notifications = /** @type {(inputs: Profile_Section_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்புகள்`)
};

export const profile_section_security = /** @type {(inputs: Profile_Section_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பாதுகாப்பு`)
};

export const profile_sections_nav = /** @type {(inputs: Profile_Sections_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுயவிவரப் பிரிவுகள்`)
};

export const profile_sign_ins_change_password = /** @type {(inputs: Profile_Sign_Ins_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கடவுச்சொல்லை மாற்றி`)
};

export const profile_sign_ins_if_not_you = /** @type {(inputs: Profile_Sign_Ins_If_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அவற்றில் ஒன்று நீங்கள் இல்லையெனில்,`)
};

export const profile_sign_ins_intro = /** @type {(inputs: Profile_Sign_Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்ணில் நடந்த கடைசி ${i?.limit} உள்நுழைவுகளும் தோல்வியுற்ற முயற்சிகளும்.`)
};

export const profile_sign_ins_sign_out_others = /** @type {(inputs: Profile_Sign_Ins_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மற்ற சாதனங்களிலிருந்து வெளியேறுங்கள்.`)
};

export const profile_sign_ins_title = /** @type {(inputs: Profile_Sign_Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைவு வரலாறு`)
};

export const profile_sign_out_device = /** @type {(inputs: Profile_Sign_Out_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியேற்று`)
};

export const profile_sign_out_others = /** @type {(inputs: Profile_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மற்ற எல்லாச் சாதனங்களிலிருந்தும் வெளியேறு`)
};

export const profile_signed_in = /** @type {(inputs: Profile_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைந்தது`)
};

export const profile_this_device = /** @type {(inputs: Profile_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சாதனம்`)
};

export const profile_title = /** @type {(inputs: Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுயவிவரம் மற்றும் பாதுகாப்பு`)
};

export const profile_unknown_address = /** @type {(inputs: Profile_Unknown_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத முகவரி`)
};

export const profile_unknown_device = /** @type {(inputs: Profile_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத சாதனம்`)
};

export const profile_wrong_current = /** @type {(inputs: Profile_Wrong_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் தற்போதைய கடவுச்சொல் சரியல்ல`)
};

export const shell_bell = /** @type {(inputs: Shell_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அறிவிப்புகள், படிக்காதவை ${i?.unread}`)
};

export const shell_close_sidebar = /** @type {(inputs: Shell_Close_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப்பட்டியை மூடு`)
};

export const shell_current_user = /** @type {(inputs: Shell_Current_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தற்போதைய பயனர்`)
};

export const shell_install_app = /** @type {(inputs: Shell_Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலியை நிறுவு`)
};

export const shell_install_dialog = /** @type {(inputs: Shell_Install_DialogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK-ஐ நிறுவுங்கள்`)
};

export const shell_install_not_now = /** @type {(inputs: Shell_Install_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இப்போது வேண்டாம்`)
};

export const shell_install_text = /** @type {(inputs: Shell_Install_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் திட்டங்களை விரைவாக அணுக Fli DESK-ஐ நிறுவுங்கள்.`)
};

export const shell_nav_add_user = /** @type {(inputs: Shell_Nav_Add_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனரைச் சேருங்கள்`)
};

export const shell_nav_all_projects = /** @type {(inputs: Shell_Nav_All_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்துத் திட்டங்களும்`)
};

export const shell_nav_analytics = /** @type {(inputs: Shell_Nav_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு`)
};

export const shell_nav_audit_log = /** @type {(inputs: Shell_Nav_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தணிக்கைப் பதிவு`)
};

export const shell_nav_connect_analytics = /** @type {(inputs: Shell_Nav_Connect_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வை இணையுங்கள்`)
};

export const shell_nav_content_calendar = /** @type {(inputs: Shell_Nav_Content_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளடக்க நாட்காட்டி`)
};

export const shell_nav_create_project = /** @type {(inputs: Shell_Nav_Create_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தை உருவாக்குங்கள்`)
};

export const shell_nav_dashboard = /** @type {(inputs: Shell_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டு`)
};

export const shell_nav_my_projects = /** @type {(inputs: Shell_Nav_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எனது திட்டங்கள்`)
};

export const shell_nav_profile = /** @type {(inputs: Shell_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுயவிவரம்`)
};

export const shell_nav_progress_updates = /** @type {(inputs: Shell_Nav_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றப் புதுப்பிப்புகள்`)
};

export const shell_nav_projects = /** @type {(inputs: Shell_Nav_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்கள்`)
};

export const shell_nav_settings = /** @type {(inputs: Shell_Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அமைப்புகள்`)
};

export const shell_nav_support = /** @type {(inputs: Shell_Nav_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவி`)
};

export const shell_nav_support_tickets = /** @type {(inputs: Shell_Nav_Support_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கைகள்`)
};

export const shell_nav_system_analytics = /** @type {(inputs: Shell_Nav_System_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அமைப்புப் பகுப்பாய்வு`)
};

export const shell_nav_timeline = /** @type {(inputs: Shell_Nav_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காலவரிசை`)
};

export const shell_nav_update_progress = /** @type {(inputs: Shell_Nav_Update_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றத்தைப் புதுப்பியுங்கள்`)
};

export const shell_nav_upload_analytics = /** @type {(inputs: Shell_Nav_Upload_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வைப் பதிவேற்றுங்கள்`)
};

export const shell_nav_upload_reports = /** @type {(inputs: Shell_Nav_Upload_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிக்கைகளைப் பதிவேற்றுங்கள்`)
};

export const shell_nav_users_management = /** @type {(inputs: Shell_Nav_Users_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர் நிர்வாகம்`)
};

export const shell_quick_actions = /** @type {(inputs: Shell_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விரைவுச் செயல்கள்`)
};

export const shell_quick_actions_nav = /** @type {(inputs: Shell_Quick_Actions_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விரைவுச் செயல்கள்`)
};

export const shell_role_admin = /** @type {(inputs: Shell_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகி`)
};

export const shell_role_client = /** @type {(inputs: Shell_Role_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்`)
};

export const shell_role_freelancer = /** @type {(inputs: Shell_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர்`)
};

export const shell_sidebar = /** @type {(inputs: Shell_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப்பட்டி`)
};

export const shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியேறு`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளடக்கத்திற்குச் செல்லவும்`)
};

export const shell_toggle_sidebar = /** @type {(inputs: Shell_Toggle_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப்பட்டியைக் காட்டு அல்லது மறை`)
};

export const shell_toggle_sidebar_title = /** @type {(inputs: Shell_Toggle_Sidebar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப்பட்டியைக் காட்டு அல்லது மறை (Ctrl+B)`)
};

export const shell_welcome = /** @type {(inputs: Shell_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணக்கம்,`)
};

export const twofactor_already_on = /** @type {(inputs: Twofactor_Already_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு ஏற்கெனவே இயக்கத்தில் உள்ளது.`)
};

export const twofactor_challenge_gone = /** @type {(inputs: Twofactor_Challenge_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் உள்நுழைவுக்கான நேரம் முடிந்துவிட்டது. மீண்டும் உள்நுழையவும்.`)
};

export const twofactor_code = /** @type {(inputs: Twofactor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலியின் 6 இலக்கக் குறியீட்டை உள்ளிடவும்`)
};

export const twofactor_code_or_recovery = /** @type {(inputs: Twofactor_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலியின் 6 இலக்கக் குறியீட்டை அல்லது உங்கள் மீட்புக் குறியீடுகளில் ஒன்றை உள்ளிடவும்`)
};

export const twofactor_codes_regenerated = /** @type {(inputs: Twofactor_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய மீட்புக் குறியீடுகள் தயார். பழையவை இனி செயல்படாது.`)
};

export const twofactor_current_required = /** @type {(inputs: Twofactor_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்`)
};

export const twofactor_last_try_used = /** @type {(inputs: Twofactor_Last_Try_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தக் குறியீடு சரியானது அல்ல, அது 5 முயற்சிகளில் கடைசியானது. மீண்டும் உள்நுழையவும்.`)
};

export const twofactor_not_on = /** @type {(inputs: Twofactor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு இயக்கத்தில் இல்லை.`)
};

export const twofactor_not_started = /** @type {(inputs: Twofactor_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதலில் அமைப்பைத் தொடங்கவும்.`)
};

export const twofactor_required_for_admins = /** @type {(inputs: Twofactor_Required_For_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சேவையகத்தில் நிர்வாகிகள் இரு-படி உள்நுழைவைப் பயன்படுத்த வேண்டும், எனவே அதை முடக்க முடியாது.`)
};

export const twofactor_started = /** @type {(inputs: Twofactor_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலியால் QR குறியீட்டை ஸ்கேன் செய்து, அது காட்டும் குறியீட்டை உள்ளிடவும்.`)
};

export const twofactor_turned_off = /** @type {(inputs: Twofactor_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு முடக்கப்பட்டது.`)
};

export const twofactor_turned_on = /** @type {(inputs: Twofactor_Turned_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு இப்போது இயக்கத்தில் உள்ளது. உங்கள் மீட்புக் குறியீடுகளைப் பாதுகாப்பான இடத்தில் வைத்திருங்கள்: அவை ஒரு முறை மட்டுமே காட்டப்படும்.`)
};

export const twofactor_wrong_code = /** @type {(inputs: Twofactor_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தக் குறியீடு சரியானது அல்ல. உங்கள் தொலைபேசியின் நேரத்தைச் சரிபார்த்து மீண்டும் முயலவும்.`)
};

export const twofactor_wrong_code_or_recovery = /** @type {(inputs: Twofactor_Wrong_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தக் குறியீடு சரியானது அல்ல, அல்லது அந்த மீட்புக் குறியீடு ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது.`)
};

export const ui_check_what_you_sent = /** @type {(inputs: Ui_Check_What_You_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்கள் அனுப்பியதைச் சரிபாருங்கள்`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மூடு`)
};

export const ui_dismiss_notification = /** @type {(inputs: Ui_Dismiss_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்பை மூடு`)
};

export const ui_go_back = /** @type {(inputs: Ui_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பின் செல்லவும்`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்புகள்`)
};

export const ui_refresh = /** @type {(inputs: Ui_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கத்தைப் புதுப்பி`)
};

export const ui_something_went_wrong = /** @type {(inputs: Ui_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அச்சச்சோ! ஏதோ தவறு நடந்துவிட்டது`)
};

export const ui_sorry = /** @type {(inputs: Ui_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஏற்பட்ட சிரமத்திற்கு வருந்துகிறோம். பக்கத்தைப் புதுப்பித்துப் பாருங்கள்.`)
};