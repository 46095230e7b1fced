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
	return /** @type {LocalizedString} */ (`පරීක්ෂා කරමින්...`)
};

export const auth_2fa_code = /** @type {(inputs: Auth_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කේතය`)
};

export const auth_2fa_enter = /** @type {(inputs: Auth_2fa_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුම පෙන්වන ඉලක්කම් 6ක කේතය, නැතහොත් ඔබේ ප්‍රතිසාධන කේතවලින් එකක් ඇතුළත් කරන්න.`)
};

export const auth_2fa_hint = /** @type {(inputs: Auth_2fa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රතිසාධන කේතයක් ABCDE-23456 වැනි ය; එය එක් වරක් පමණක් ක්‍රියා කරයි.`)
};

export const auth_2fa_page_title = /** @type {(inputs: Auth_2fa_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය | Fli DESK`)
};

export const auth_2fa_signing_in = /** @type {(inputs: Auth_2fa_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වන ගිණුම:`)
};

export const auth_2fa_verify = /** @type {(inputs: Auth_2fa_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තහවුරු කර පුරනය වන්න`)
};

export const auth_agree = /** @type {(inputs: Auth_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීමෙන් ඔබ මේවාට එකඟ වේ:`)
};

export const auth_and = /** @type {(inputs: Auth_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහ`)
};

export const auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීමට ආපසු`)
};

export const auth_busy = /** @type {(inputs: Auth_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වෙමින්...`)
};

export const auth_confirm_email_page_title = /** @type {(inputs: Auth_Confirm_Email_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නව ඊමේල් තහවුරු කරන්න | Fli DESK`)
};

export const auth_confirm_email_question = /** @type {(inputs: Auth_Confirm_Email_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය ${i?.id} සඳහා ${i?.email} භාවිත කරන්නද?`)
};

export const auth_confirm_email_submit = /** @type {(inputs: Auth_Confirm_Email_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ඊමේල් තහවුරු කරන්න`)
};

export const auth_confirm_email_title = /** @type {(inputs: Auth_Confirm_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නව ඊමේල් ලිපිනය තහවුරු කරන්න`)
};

export const auth_confirm_link_gone = /** @type {(inputs: Auth_Confirm_Link_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම තහවුරු කිරීමේ සබැඳිය වලංගු නැත, දැනටමත් භාවිත කර ඇත, නැතහොත් කල් ඉකුත් වී ඇත. ඔබේ පැතිකඩෙන් නව එකක් ඉල්ලන්න.`)
};

export const auth_confirm_link_gone_title = /** @type {(inputs: Auth_Confirm_Link_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තහවුරු කිරීමේ සබැඳිය වලංගු නැත`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය තහවුරු කරන්න`)
};

export const auth_confirming = /** @type {(inputs: Auth_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තහවුරු කරමින්...`)
};

export const auth_desk_id = /** @type {(inputs: Auth_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය`)
};

export const auth_email_changed = /** @type {(inputs: Auth_Email_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ඊමේල් ලිපිනය දැන් ${i?.email}.`)
};

export const auth_email_changed_title = /** @type {(inputs: Auth_Email_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල් ලිපිනය වෙනස් විය`)
};

export const auth_error_title = /** @type {(inputs: Auth_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීමේ දෝෂයකි`)
};

export const auth_forgot = /** @type {(inputs: Auth_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය අමතකද?`)
};

export const auth_forgot_busy = /** @type {(inputs: Auth_Forgot_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යවමින්...`)
};

export const auth_forgot_field = /** @type {(inputs: Auth_Forgot_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය හෝ ඊමේල්`)
};

export const auth_forgot_intro = /** @type {(inputs: Auth_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම් අංකය හෝ ගිණුමේ ඊමේල් ලිපිනය ඇතුළත් කරන්න. නව මුරපදයක් සැකසීමට සබැඳියක් අපි ඔබට ඊමේල් කරන්නෙමු.`)
};

export const auth_forgot_page_title = /** @type {(inputs: Auth_Forgot_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය අමතකයි | Fli DESK`)
};

export const auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යළි සැකසීමේ සබැඳිය යවන්න`)
};

export const auth_forgot_title = /** @type {(inputs: Auth_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ මුරපදය අමතකද?`)
};

export const auth_go_to_profile = /** @type {(inputs: Auth_Go_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පැතිකඩට යන්න`)
};

export const auth_go_to_sign_in = /** @type {(inputs: Auth_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීමට යන්න`)
};

export const auth_invalid = /** @type {(inputs: Auth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය හෝ මුරපදය වැරදියි`)
};

export const auth_invite_gone = /** @type {(inputs: Auth_Invite_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ආරාධනා සබැඳිය වලංගු නැත, දැනටමත් භාවිත කර ඇත, නැතහොත් කල් ඉකුත් වී ඇත. නව ආරාධනාවක් පැරණි සබැඳි ප්‍රතිස්ථාපනය කරයි. ඔබ දැනටමත් මුරපදය සකසා ඇත්නම් එයින් පුරනය වන්න; නැතහොත් නව සබැඳියක් සඳහා ඔබේ පරිපාලක අමතන්න.`)
};

export const auth_invite_gone_title = /** @type {(inputs: Auth_Invite_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරාධනා සබැඳිය වලංගු නැත`)
};

export const auth_invite_intro = /** @type {(inputs: Auth_Invite_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීමට මුරපදයක් තෝරන්න.`)
};

export const auth_invite_submit = /** @type {(inputs: Auth_Invite_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය සකසා පුරනය වන්න`)
};

export const auth_invite_title = /** @type {(inputs: Auth_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ මුරපදය සකසන්න`)
};

export const auth_made_in = /** @type {(inputs: Auth_Made_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ශ්‍රී ලංකාවේ නිපදවන ලදී`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව මුරපදය`)
};

export const auth_order_id = /** @type {(inputs: Auth_Order_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඇණවුම් අංකය: ${i?.id}`)
};

export const auth_page_description = /** @type {(inputs: Auth_Page_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} පාරිභෝගික ද්වාරය වන Fli DESK වෙත පුරනය වන්න: ඔබේ ව්‍යාපෘති, යාවත්කාලීන, විශ්ලේෂණ සහ බිල්පත් එක තැනකින් බලන්න.`)
};

export const auth_page_title = /** @type {(inputs: Auth_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වන්න | Fli DESK`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය`)
};

export const auth_payment_error_text = /** @type {(inputs: Auth_Payment_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම සකසන අතරතුර දෝෂයක් සිදු විය. සහාය සඳහා කරුණාකර සහාය අංශය අමතන්න.`)
};

export const auth_payment_error_toast = /** @type {(inputs: Auth_Payment_Error_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීමේ දෝෂයකි`)
};

export const auth_payment_failed_text = /** @type {(inputs: Auth_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම අසාර්ථක විය. කරුණාකර නැවත උත්සාහ කරන්න; ගැටලුව දිගටම පවතී නම් සහාය අංශය අමතන්න.`)
};

export const auth_payment_failed_toast = /** @type {(inputs: Auth_Payment_Failed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම අසාර්ථකයි`)
};

export const auth_payment_id = /** @type {(inputs: Auth_Payment_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ගෙවීම් අංකය: ${i?.id}`)
};

export const auth_payment_success_text = /** @type {(inputs: Auth_Payment_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම සාර්ථකයි! ඔබේ Fli DESK ගිණුම සෑදී ඇත. දැන් ඔබේ Fli DESK හැඳුනුම් අංකයෙන් පුරනය විය හැක.`)
};

export const auth_payment_success_toast = /** @type {(inputs: Auth_Payment_Success_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම සාර්ථකයි!`)
};

export const auth_policy_english_only = /** @type {(inputs: Auth_Policy_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ප්‍රතිපත්තිය ප්‍රකාශ කර ඇත්තේ ඉංග්‍රීසියෙන් පමණි; අදාළ වන්නේ ඉංග්‍රීසි පාඨයයි.`)
};

export const auth_privacy = /** @type {(inputs: Auth_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෞද්ගලිකත්ව ප්‍රතිපත්තිය`)
};

export const auth_required = /** @type {(inputs: Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබේ Fli DESK හැඳුනුම් අංකය සහ මුරපදය ඇතුළත් කරන්න`)
};

export const auth_reset_gone = /** @type {(inputs: Auth_Reset_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම යළි සැකසීමේ සබැඳිය වලංගු නැත, දැනටමත් භාවිත කර ඇත, නැතහොත් කල් ඉකුත් වී ඇත. ක්‍රියා කරන්නේ නවතම සබැඳිය පමණි: එක් වරක්, මිනිත්තු 30ක් සඳහා. පුරනය වීමේ පිටුවෙන් නව එකක් ඉල්ලන්න.`)
};

export const auth_reset_gone_title = /** @type {(inputs: Auth_Reset_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යළි සැකසීමේ සබැඳිය වලංගු නැත`)
};

export const auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එයට පුරනය වී ඇති සියලු උපාංග ඉවත් කෙරේ; මෙම උපාංගය නව මුරපදයෙන් පුරනය වේ.`)
};

export const auth_reset_submit = /** @type {(inputs: Auth_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය සුරකා පුරනය වන්න`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව මුරපදයක් සකසන්න`)
};

export const auth_sign_in_again = /** @type {(inputs: Auth_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැවත පුරනය වන්න`)
};

export const auth_submit = /** @type {(inputs: Auth_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුවරුවට පිවිසෙන්න`)
};

export const auth_terms = /** @type {(inputs: Auth_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියම සහ කොන්දේසි`)
};

export const auth_title = /** @type {(inputs: Auth_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK වෙත පුරනය වන්න`)
};

export const auth_unexpected = /** @type {(inputs: Auth_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනපේක්ෂිත දෝෂයක් සිදු විය`)
};

export const auth_version = /** @type {(inputs: Auth_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අනුවාදය: ${i?.version}`)
};

export const auth_your_desk_id = /** @type {(inputs: Auth_Your_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම් අංකය:`)
};

export const auth_your_desk_id_is = /** @type {(inputs: Auth_Your_Desk_Id_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම් අංකය`)
};

export const error_access_denied_page_title = /** @type {(inputs: Error_Access_Denied_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රවේශය තහනම් | Fli DESK`)
};

export const error_access_denied_text = /** @type {(inputs: Error_Access_Denied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ භූමිකාවට මෙම පිටුව විවෘත නැත`)
};

export const error_access_denied_title = /** @type {(inputs: Error_Access_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රවේශය තහනම්`)
};

export const error_back_to_dashboard = /** @type {(inputs: Error_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුවරුවට ආපසු`)
};

export const error_back_to_your_dashboard = /** @type {(inputs: Error_Back_To_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පුවරුවට ආපසු`)
};

export const error_not_found_page_title = /** @type {(inputs: Error_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටුව හමු නොවීය | Fli DESK`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපොයි! පිටුව හමු නොවීය`)
};

export const notifications_all_read = /** @type {(inputs: Notifications_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු දැනුම්දීම් කියවූ ලෙස සලකුණු කළා.`)
};

export const notifications_choose_mails = /** @type {(inputs: Notifications_Choose_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට තැපෑලෙන් එවිය යුත්තේ කුමක්දැයි තෝරන තැන:`)
};

export const notifications_kind_approval = /** @type {(inputs: Notifications_Kind_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමැතීන්`)
};

export const notifications_kind_assignment = /** @type {(inputs: Notifications_Kind_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැවරීම්`)
};

export const notifications_kind_change_request = /** @type {(inputs: Notifications_Kind_Change_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස් කිරීමේ ඉල්ලීම්`)
};

export const notifications_kind_comment = /** @type {(inputs: Notifications_Kind_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස්`)
};

export const notifications_kind_lead = /** @type {(inputs: Notifications_Kind_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව විමසීම්`)
};

export const notifications_kind_payment = /** @type {(inputs: Notifications_Kind_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම්`)
};

export const notifications_kind_post = /** @type {(inputs: Notifications_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අන්තර්ගත දින දර්ශනයේ පළ කිරීම්`)
};

export const notifications_kind_post_overdue = /** @type {(inputs: Notifications_Kind_Post_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියමිත වේලාවට අනුමත නොවූ පළ කිරීම්`)
};

export const notifications_kind_post_reminder = /** @type {(inputs: Notifications_Kind_Post_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉක්මනින් ඔබ බලාපොරොත්තුවෙන් ඇති පළ කිරීම්`)
};

export const notifications_kind_project = /** @type {(inputs: Notifications_Kind_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ව්‍යාපෘති`)
};

export const notifications_kind_status = /** @type {(inputs: Notifications_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්ව වෙනස්වීම්`)
};

export const notifications_kind_ticket = /** @type {(inputs: Notifications_Kind_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීම්`)
};

export const notifications_kind_update = /** @type {(inputs: Notifications_Kind_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගති යාවත්කාලීන`)
};

export const notifications_list_label = /** @type {(inputs: Notifications_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ දැනුම්දීම්`)
};

export const notifications_mails_intro = /** @type {(inputs: Notifications_Mails_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෑම දැනුම්දීමක්ම සීනුව යටතේ පෙන්වයි. ඉන් තැපෑලෙන්ද එවිය යුත්තේ කුමක්දැයි තෝරන්න: වහාම, නැතහොත් ශ්‍රී ලංකා වේලාවෙන් 08:00ට දිනපතා සාරාංශයක එකට.`)
};

export const notifications_mails_title = /** @type {(inputs: Notifications_Mails_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම් තැපැල්`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියල්ල කියවූ ලෙස සලකුණු කරන්න`)
};

export const notifications_mode_digest = /** @type {(inputs: Notifications_Mode_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිනපතා සාරාංශය`)
};

export const notifications_mode_instant = /** @type {(inputs: Notifications_Mode_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වහාම`)
};

export const notifications_mode_off = /** @type {(inputs: Notifications_Mode_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම දැනුම්දීම් නැත.`)
};

export const notifications_not_found = /** @type {(inputs: Notifications_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම දැනුම්දීම නොපවතී.`)
};

export const notifications_nothing_unread = /** @type {(inputs: Notifications_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොකියවූ කිසිවක් නැත.`)
};

export const notifications_page_title = /** @type {(inputs: Notifications_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම් | Fli DESK`)
};

export const notifications_prefs_invalid = /** @type {(inputs: Notifications_Prefs_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් එක් වර්ගය සඳහා වහාම, දිනපතා සාරාංශය හෝ නැත තෝරන්න`)
};

export const notifications_prefs_saved = /** @type {(inputs: Notifications_Prefs_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ දැනුම්දීම් තේරීම් සුරකින ලදී.`)
};

export const notifications_profile_link = /** @type {(inputs: Notifications_Profile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පැතිකඩ`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තැපැල් තේරීම් සුරකින්න`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම්`)
};

export const notifications_unknown_form = /** @type {(inputs: Notifications_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා පෝරමයකි`)
};

export const notifications_unread_count = /** @type {(inputs: Notifications_Unread_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`නොකියවූ ${i?.count}.`)
};

export const notifications_unread_mark = /** @type {(inputs: Notifications_Unread_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොකියවූ: `)
};

export const profile_2fa_app_code = /** @type {(inputs: Profile_2fa_App_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුමේ කේතය`)
};

export const profile_2fa_by_hand = /** @type {(inputs: Profile_2fa_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්කෑන් කළ නොහැකිද? මෙම යතුර අතින් ඇතුළත් කර ගිණුමක් එක් කරන්න (කාලය මත පදනම් වූ, ඉලක්කම් 6):`)
};

export const profile_2fa_codes_list = /** @type {(inputs: Profile_2fa_Codes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රතිසාධන කේත`)
};

export const profile_2fa_codes_text = /** @type {(inputs: Profile_2fa_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් එක් කේතයෙන් දුරකථනය නොමැතිව එක් වරක් පුරනය විය හැක. ඒවා දැන්ම ආරක්ෂිත තැනක සුරකින්න: ඒවා නැවත පෙන්වනු නොලැබේ.`)
};

export const profile_2fa_codes_title = /** @type {(inputs: Profile_2fa_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ප්‍රතිසාධන කේත`)
};

export const profile_2fa_disable_code = /** @type {(inputs: Profile_2fa_Disable_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ යෙදුමේ කේතය, හෝ ප්‍රතිසාධන කේතයක්`)
};

export const profile_2fa_enter_code = /** @type {(inputs: Profile_2fa_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. යෙදුම පෙන්වන ඉලක්කම් 6ක කේතය ඇතුළත් කරන්න`)
};

export const profile_2fa_intro = /** @type {(inputs: Profile_2fa_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ මුරපදයට අමතරව, ඔබේ දුරකථනයේ සත්‍යාපන යෙදුමකින් (Google Authenticator, Microsoft Authenticator හෝ 1Password වැනි) ලැබෙන කේතයකින් පුරනය වන්න: එවිට සොරාගත් මුරපදයකින් පමණක් කිසිවක් විවෘත නොවේ.`)
};

export const profile_2fa_must_enrol = /** @type {(inputs: Profile_2fa_Must_EnrolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉදිරියට යාමට ද්වි-සාධක පුරනය සකසන්න: මෙම සේවාදායකයේ පරිපාලකයින්ට එය අවශ්‍යයි.`)
};

export const profile_2fa_on = /** @type {(inputs: Profile_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සක්‍රියයි`)
};

export const profile_2fa_qr_alt = /** @type {(inputs: Profile_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුම සඳහා QR කේතය`)
};

export const profile_2fa_regenerate = /** @type {(inputs: Profile_2fa_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ප්‍රතිසාධන කේත සාදන්න`)
};

export const profile_2fa_regenerate_title = /** @type {(inputs: Profile_2fa_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ප්‍රතිසාධන කේත`)
};

export const profile_2fa_scan = /** @type {(inputs: Profile_2fa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. මෙම QR කේතය ඔබේ සත්‍යාපන යෙදුමෙන් ස්කෑන් කරන්න.`)
};

export const profile_2fa_since = /** @type {(inputs: Profile_2fa_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} සිට · ප්‍රතිසාධන කේත 10න් ${i?.left}ක් ඉතිරියි`)
};

export const profile_2fa_start = /** @type {(inputs: Profile_2fa_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය සකසන්න`)
};

export const profile_2fa_title = /** @type {(inputs: Profile_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය`)
};

export const profile_2fa_turn_off = /** @type {(inputs: Profile_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය අක්‍රිය කරන්න`)
};

export const profile_2fa_turn_on = /** @type {(inputs: Profile_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය සක්‍රිය කරන්න`)
};

export const profile_a_browser = /** @type {(inputs: Profile_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බ්‍රව්සරයක්`)
};

export const profile_a_script = /** @type {(inputs: Profile_A_ScriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්ක්‍රිප්ටයක්`)
};

export const profile_change_password = /** @type {(inputs: Profile_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය වෙනස් කරන්න`)
};

export const profile_confirm_password = /** @type {(inputs: Profile_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව මුරපදය තහවුරු කරන්න`)
};

export const profile_current_password = /** @type {(inputs: Profile_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වත්මන් මුරපදය`)
};

export const profile_device_gone = /** @type {(inputs: Profile_Device_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම උපාංගය දැනටමත් ඉවත් කර ඇත.`)
};

export const profile_device_on = /** @type {(inputs: Profile_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.system} මත ${i?.browser}`)
};

export const profile_device_signed_out = /** @type {(inputs: Profile_Device_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම උපාංගය ඉවත් කරන ලදී.`)
};

export const profile_devices_title = /** @type {(inputs: Profile_Devices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වී ඇති උපාංග`)
};

export const profile_failed_attempt = /** @type {(inputs: Profile_Failed_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අසාර්ථක උත්සාහයක්`)
};

export const profile_last_active = /** @type {(inputs: Profile_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවසන් වරට සක්‍රිය වූයේ`)
};

export const profile_new_password = /** @type {(inputs: Profile_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව මුරපදය`)
};

export const profile_no_sign_ins = /** @type {(inputs: Profile_No_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම කිසිදු පුරනය වීමක් සටහන් වී නැත.`)
};

export const profile_others_signed_out = /** @type {(inputs: Profile_Others_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනෙක් සියලු උපාංග ඉවත් කරන ලදී.`)
};

export const profile_page_title = /** @type {(inputs: Profile_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} | පැතිකඩ සහ ආරක්ෂාව | Fli DESK`)
};

export const profile_password_changed = /** @type {(inputs: Profile_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය වෙනස් කළා. අනෙක් සියලු උපාංග ඉවත් කරන ලදී.`)
};

export const profile_password_rule = /** @type {(inputs: Profile_Password_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවම වශයෙන් අක්ෂර 8ක්: කුඩා අකුරක්, කැපිටල් අකුරක් සහ ඉලක්කමක් සමඟ.`)
};

export const profile_saving = /** @type {(inputs: Profile_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සුරකිමින්...`)
};

export const profile_section_account = /** @type {(inputs: Profile_Section_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගිණුම`)
};

export const profile_section_devices = /** @type {(inputs: Profile_Section_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උපාංග`)
};

export const profile_section_notifications = /** @type {(inputs: Profile_Section_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම්`)
};

export const profile_section_security = /** @type {(inputs: Profile_Section_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරක්ෂාව`)
};

export const profile_sections_nav = /** @type {(inputs: Profile_Sections_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැතිකඩේ කොටස්`)
};

export const profile_sign_ins_change_password = /** @type {(inputs: Profile_Sign_Ins_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ මුරපදය වෙනස් කර`)
};

export const profile_sign_ins_if_not_you = /** @type {(inputs: Profile_Sign_Ins_If_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉන් එකක් ඔබ නොවේ නම්,`)
};

export const profile_sign_ins_intro = /** @type {(inputs: Profile_Sign_Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම් අංකයෙන් කළ අවසන් පුරනය වීම් සහ අසාර්ථක උත්සාහයන් ${i?.limit}.`)
};

export const profile_sign_ins_sign_out_others = /** @type {(inputs: Profile_Sign_Ins_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ අනෙක් උපාංගවලින් ඉවත් වන්න.`)
};

export const profile_sign_ins_title = /** @type {(inputs: Profile_Sign_Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීම්වල ඉතිහාසය`)
};

export const profile_sign_out_device = /** @type {(inputs: Profile_Sign_Out_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත් කරන්න`)
};

export const profile_sign_out_others = /** @type {(inputs: Profile_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනෙක් සියලු උපාංගවලින් ඉවත් වන්න`)
};

export const profile_signed_in = /** @type {(inputs: Profile_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය විය`)
};

export const profile_this_device = /** @type {(inputs: Profile_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම උපාංගය`)
};

export const profile_title = /** @type {(inputs: Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැතිකඩ සහ ආරක්ෂාව`)
};

export const profile_unknown_address = /** @type {(inputs: Profile_Unknown_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා ලිපිනයක්`)
};

export const profile_unknown_device = /** @type {(inputs: Profile_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා උපාංගයක්`)
};

export const profile_wrong_current = /** @type {(inputs: Profile_Wrong_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ වත්මන් මුරපදය නිවැරදි නැත`)
};

export const shell_bell = /** @type {(inputs: Shell_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම්, නොකියවූ ${i?.unread}`)
};

export const shell_close_sidebar = /** @type {(inputs: Shell_Close_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැති තීරුව වසන්න`)
};

export const shell_current_user = /** @type {(inputs: Shell_Current_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වත්මන් පරිශීලකයා`)
};

export const shell_install_app = /** @type {(inputs: Shell_Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යෙදුම ස්ථාපනය කරන්න`)
};

export const shell_install_dialog = /** @type {(inputs: Shell_Install_DialogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ස්ථාපනය කරන්න`)
};

export const shell_install_not_now = /** @type {(inputs: Shell_Install_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන් නොවේ`)
};

export const shell_install_text = /** @type {(inputs: Shell_Install_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ව්‍යාපෘති වෙත ඉක්මනින් පිවිසීමට Fli DESK ස්ථාපනය කරන්න.`)
};

export const shell_nav_add_user = /** @type {(inputs: Shell_Nav_Add_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයෙකු එක් කරන්න`)
};

export const shell_nav_all_projects = /** @type {(inputs: Shell_Nav_All_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු ව්‍යාපෘති`)
};

export const shell_nav_analytics = /** @type {(inputs: Shell_Nav_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ`)
};

export const shell_nav_audit_log = /** @type {(inputs: Shell_Nav_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විගණන සටහන`)
};

export const shell_nav_connect_analytics = /** @type {(inputs: Shell_Nav_Connect_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ සම්බන්ධ කරන්න`)
};

export const shell_nav_content_calendar = /** @type {(inputs: Shell_Nav_Content_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අන්තර්ගත දින දර්ශනය`)
};

export const shell_nav_create_project = /** @type {(inputs: Shell_Nav_Create_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියක් සාදන්න`)
};

export const shell_nav_dashboard = /** @type {(inputs: Shell_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුවරුව`)
};

export const shell_nav_my_projects = /** @type {(inputs: Shell_Nav_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මගේ ව්‍යාපෘති`)
};

export const shell_nav_profile = /** @type {(inputs: Shell_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැතිකඩ`)
};

export const shell_nav_progress_updates = /** @type {(inputs: Shell_Nav_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගති යාවත්කාලීන`)
};

export const shell_nav_projects = /** @type {(inputs: Shell_Nav_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘති`)
};

export const shell_nav_settings = /** @type {(inputs: Shell_Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැකසුම්`)
};

export const shell_nav_support = /** @type {(inputs: Shell_Nav_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය`)
};

export const shell_nav_support_tickets = /** @type {(inputs: Shell_Nav_Support_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීම්`)
};

export const shell_nav_system_analytics = /** @type {(inputs: Shell_Nav_System_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පද්ධති විශ්ලේෂණ`)
};

export const shell_nav_timeline = /** @type {(inputs: Shell_Nav_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාල රේඛාව`)
};

export const shell_nav_update_progress = /** @type {(inputs: Shell_Nav_Update_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගතිය යාවත්කාලීන කරන්න`)
};

export const shell_nav_upload_analytics = /** @type {(inputs: Shell_Nav_Upload_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ උඩුගත කරන්න`)
};

export const shell_nav_upload_reports = /** @type {(inputs: Shell_Nav_Upload_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්තා උඩුගත කරන්න`)
};

export const shell_nav_users_management = /** @type {(inputs: Shell_Nav_Users_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලක කළමනාකරණය`)
};

export const shell_quick_actions = /** @type {(inputs: Shell_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉක්මන් ක්‍රියා`)
};

export const shell_quick_actions_nav = /** @type {(inputs: Shell_Quick_Actions_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉක්මන් ක්‍රියා`)
};

export const shell_role_admin = /** @type {(inputs: Shell_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලක`)
};

export const shell_role_client = /** @type {(inputs: Shell_Role_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිභෝගික`)
};

export const shell_role_freelancer = /** @type {(inputs: Shell_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවක`)
};

export const shell_sidebar = /** @type {(inputs: Shell_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැති තීරුව`)
};

export const shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත් වන්න`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අන්තර්ගතයට යන්න`)
};

export const shell_toggle_sidebar = /** @type {(inputs: Shell_Toggle_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැති තීරුව පෙන්වන්න හෝ සඟවන්න`)
};

export const shell_toggle_sidebar_title = /** @type {(inputs: Shell_Toggle_Sidebar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැති තීරුව පෙන්වන්න හෝ සඟවන්න (Ctrl+B)`)
};

export const shell_welcome = /** @type {(inputs: Shell_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආයුබෝවන්,`)
};

export const twofactor_already_on = /** @type {(inputs: Twofactor_Already_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය දැනටමත් සක්‍රියයි.`)
};

export const twofactor_challenge_gone = /** @type {(inputs: Twofactor_Challenge_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පුරනයේ කාලය ඉකුත් විය. කරුණාකර නැවත පුරනය වන්න.`)
};

export const twofactor_code = /** @type {(inputs: Twofactor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුමේ ඉලක්කම් 6ක කේතය ඇතුළත් කරන්න`)
};

export const twofactor_code_or_recovery = /** @type {(inputs: Twofactor_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුමේ ඉලක්කම් 6ක කේතය හෝ ඔබේ ප්‍රතිසාධන කේතවලින් එකක් ඇතුළත් කරන්න`)
};

export const twofactor_codes_regenerated = /** @type {(inputs: Twofactor_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ප්‍රතිසාධන කේත සූදානම්. පැරණි කේත තවදුරටත් ක්‍රියා නොකරයි.`)
};

export const twofactor_current_required = /** @type {(inputs: Twofactor_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ වත්මන් මුරපදය ඇතුළත් කරන්න`)
};

export const twofactor_last_try_used = /** @type {(inputs: Twofactor_Last_Try_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම කේතය නිවැරදි නැත, එය උත්සාහ 5න් අවසාන එකයි. කරුණාකර නැවත පුරනය වන්න.`)
};

export const twofactor_not_on = /** @type {(inputs: Twofactor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය සක්‍රිය කර නැත.`)
};

export const twofactor_not_started = /** @type {(inputs: Twofactor_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුලින්ම සැකසීම ආරම්භ කරන්න.`)
};

export const twofactor_required_for_admins = /** @type {(inputs: Twofactor_Required_For_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සේවාදායකයේ පරිපාලකයින් ද්වි-සාධක පුරනය භාවිත කළ යුතු බැවින්, එය අක්‍රිය කළ නොහැක.`)
};

export const twofactor_started = /** @type {(inputs: Twofactor_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුමෙන් QR කේතය ස්කෑන් කර, එය පෙන්වන කේතය ඇතුළත් කරන්න.`)
};

export const twofactor_turned_off = /** @type {(inputs: Twofactor_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය අක්‍රිය කරන ලදී.`)
};

export const twofactor_turned_on = /** @type {(inputs: Twofactor_Turned_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය දැන් සක්‍රියයි. ඔබේ ප්‍රතිසාධන කේත ආරක්ෂිත තැනක තබා ගන්න: ඒවා පෙන්වන්නේ එක් වරක් පමණි.`)
};

export const twofactor_wrong_code = /** @type {(inputs: Twofactor_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම කේතය නිවැරදි නැත. ඔබේ දුරකථනයේ වේලාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.`)
};

export const twofactor_wrong_code_or_recovery = /** @type {(inputs: Twofactor_Wrong_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම කේතය නිවැරදි නැත, නැතහොත් එම ප්‍රතිසාධන කේතය දැනටමත් භාවිත කර ඇත.`)
};

export const ui_check_what_you_sent = /** @type {(inputs: Ui_Check_What_You_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබ යැවූ දේ පරීක්ෂා කරන්න`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වසන්න`)
};

export const ui_dismiss_notification = /** @type {(inputs: Ui_Dismiss_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම ඉවත් කරන්න`)
};

export const ui_go_back = /** @type {(inputs: Ui_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආපසු යන්න`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම්`)
};

export const ui_refresh = /** @type {(inputs: Ui_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටුව නැවත පූරණය කරන්න`)
};

export const ui_something_went_wrong = /** @type {(inputs: Ui_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපොයි! යමක් වැරදුණා`)
};

export const ui_sorry = /** @type {(inputs: Ui_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඇති වූ අපහසුතාවට අපි කණගාටු වෙමු. කරුණාකර පිටුව නැවත පූරණය කර බලන්න.`)
};