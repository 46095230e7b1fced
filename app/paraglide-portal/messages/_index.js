/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __si from "./si.js"
import * as __ta from "./ta.js"
/**
* | output |
* | --- |
* | "Checking..." |
*
* @param {Auth_2fa_CheckingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_checking = /** @type {((inputs?: Auth_2fa_CheckingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_CheckingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_checking(inputs)
	if (locale === "ta") return __ta.auth_2fa_checking(inputs)
	return __en.auth_2fa_checking(inputs)
});
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Auth_2fa_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_code = /** @type {((inputs?: Auth_2fa_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_code(inputs)
	if (locale === "ta") return __ta.auth_2fa_code(inputs)
	return __en.auth_2fa_code(inputs)
});
/**
* | output |
* | --- |
* | "Enter the 6-digit code your authenticator app shows, or one of your recovery codes." |
*
* @param {Auth_2fa_EnterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_enter = /** @type {((inputs?: Auth_2fa_EnterInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_EnterInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_enter(inputs)
	if (locale === "ta") return __ta.auth_2fa_enter(inputs)
	return __en.auth_2fa_enter(inputs)
});
/**
* | output |
* | --- |
* | "A recovery code looks like ABCDE-23456 and works once." |
*
* @param {Auth_2fa_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_hint = /** @type {((inputs?: Auth_2fa_HintInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_HintInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_hint(inputs)
	if (locale === "ta") return __ta.auth_2fa_hint(inputs)
	return __en.auth_2fa_hint(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in \| Fli DESK" |
*
* @param {Auth_2fa_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_page_title = /** @type {((inputs?: Auth_2fa_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_page_title(inputs)
	if (locale === "ta") return __ta.auth_2fa_page_title(inputs)
	return __en.auth_2fa_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Signing in to" |
*
* @param {Auth_2fa_Signing_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_signing_in = /** @type {((inputs?: Auth_2fa_Signing_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_Signing_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_signing_in(inputs)
	if (locale === "ta") return __ta.auth_2fa_signing_in(inputs)
	return __en.auth_2fa_signing_in(inputs)
});
/**
* | output |
* | --- |
* | "Verify and sign in" |
*
* @param {Auth_2fa_VerifyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_verify = /** @type {((inputs?: Auth_2fa_VerifyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_VerifyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_verify(inputs)
	if (locale === "ta") return __ta.auth_2fa_verify(inputs)
	return __en.auth_2fa_verify(inputs)
});
/**
* | output |
* | --- |
* | "By signing in you agree to the" |
*
* @param {Auth_AgreeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_agree = /** @type {((inputs?: Auth_AgreeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_AgreeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_agree(inputs)
	if (locale === "ta") return __ta.auth_agree(inputs)
	return __en.auth_agree(inputs)
});
/**
* | output |
* | --- |
* | "and the" |
*
* @param {Auth_AndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_and = /** @type {((inputs?: Auth_AndInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_AndInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_and(inputs)
	if (locale === "ta") return __ta.auth_and(inputs)
	return __en.auth_and(inputs)
});
/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Auth_Back_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_sign_in = /** @type {((inputs?: Auth_Back_To_Sign_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Back_To_Sign_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_back_to_sign_in(inputs)
	if (locale === "ta") return __ta.auth_back_to_sign_in(inputs)
	return __en.auth_back_to_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Auth_BusyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_busy = /** @type {((inputs?: Auth_BusyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_BusyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_busy(inputs)
	if (locale === "ta") return __ta.auth_busy(inputs)
	return __en.auth_busy(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your new email \| Fli DESK" |
*
* @param {Auth_Confirm_Email_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_page_title = /** @type {((inputs?: Auth_Confirm_Email_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Email_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_email_page_title(inputs)
	if (locale === "ta") return __ta.auth_confirm_email_page_title(inputs)
	return __en.auth_confirm_email_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Use {email} for Fli DESK ID {id}?" |
*
* @param {Auth_Confirm_Email_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_question = /** @type {((inputs: Auth_Confirm_Email_QuestionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Email_QuestionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_email_question(inputs)
	if (locale === "ta") return __ta.auth_confirm_email_question(inputs)
	return __en.auth_confirm_email_question(inputs)
});
/**
* | output |
* | --- |
* | "Confirm new email" |
*
* @param {Auth_Confirm_Email_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_submit = /** @type {((inputs?: Auth_Confirm_Email_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Email_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_email_submit(inputs)
	if (locale === "ta") return __ta.auth_confirm_email_submit(inputs)
	return __en.auth_confirm_email_submit(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your new email address" |
*
* @param {Auth_Confirm_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_title = /** @type {((inputs?: Auth_Confirm_Email_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Email_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_email_title(inputs)
	if (locale === "ta") return __ta.auth_confirm_email_title(inputs)
	return __en.auth_confirm_email_title(inputs)
});
/**
* | output |
* | --- |
* | "This confirmation link is invalid, used or expired. Ask for a new one from your profile." |
*
* @param {Auth_Confirm_Link_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_link_gone = /** @type {((inputs?: Auth_Confirm_Link_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Link_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_link_gone(inputs)
	if (locale === "ta") return __ta.auth_confirm_link_gone(inputs)
	return __en.auth_confirm_link_gone(inputs)
});
/**
* | output |
* | --- |
* | "Confirmation link not valid" |
*
* @param {Auth_Confirm_Link_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_link_gone_title = /** @type {((inputs?: Auth_Confirm_Link_Gone_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Link_Gone_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_link_gone_title(inputs)
	if (locale === "ta") return __ta.auth_confirm_link_gone_title(inputs)
	return __en.auth_confirm_link_gone_title(inputs)
});
/**
* | output |
* | --- |
* | "Confirm password" |
*
* @param {Auth_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_password = /** @type {((inputs?: Auth_Confirm_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_password(inputs)
	if (locale === "ta") return __ta.auth_confirm_password(inputs)
	return __en.auth_confirm_password(inputs)
});
/**
* | output |
* | --- |
* | "Confirming..." |
*
* @param {Auth_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirming = /** @type {((inputs?: Auth_ConfirmingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ConfirmingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirming(inputs)
	if (locale === "ta") return __ta.auth_confirming(inputs)
	return __en.auth_confirming(inputs)
});
/**
* | output |
* | --- |
* | "Fli DESK ID" |
*
* @param {Auth_Desk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_desk_id = /** @type {((inputs?: Auth_Desk_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Desk_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_desk_id(inputs)
	if (locale === "ta") return __ta.auth_desk_id(inputs)
	return __en.auth_desk_id(inputs)
});
/**
* | output |
* | --- |
* | "Your Fli DESK email address is now {email}." |
*
* @param {Auth_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_email_changed = /** @type {((inputs: Auth_Email_ChangedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_ChangedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_email_changed(inputs)
	if (locale === "ta") return __ta.auth_email_changed(inputs)
	return __en.auth_email_changed(inputs)
});
/**
* | output |
* | --- |
* | "Email address changed" |
*
* @param {Auth_Email_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_email_changed_title = /** @type {((inputs?: Auth_Email_Changed_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Changed_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_email_changed_title(inputs)
	if (locale === "ta") return __ta.auth_email_changed_title(inputs)
	return __en.auth_email_changed_title(inputs)
});
/**
* | output |
* | --- |
* | "Authentication Error" |
*
* @param {Auth_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_error_title = /** @type {((inputs?: Auth_Error_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_error_title(inputs)
	if (locale === "ta") return __ta.auth_error_title(inputs)
	return __en.auth_error_title(inputs)
});
/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Auth_ForgotInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot = /** @type {((inputs?: Auth_ForgotInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ForgotInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot(inputs)
	if (locale === "ta") return __ta.auth_forgot(inputs)
	return __en.auth_forgot(inputs)
});
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Auth_Forgot_BusyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_busy = /** @type {((inputs?: Auth_Forgot_BusyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_BusyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_busy(inputs)
	if (locale === "ta") return __ta.auth_forgot_busy(inputs)
	return __en.auth_forgot_busy(inputs)
});
/**
* | output |
* | --- |
* | "Fli DESK ID or email" |
*
* @param {Auth_Forgot_FieldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_field = /** @type {((inputs?: Auth_Forgot_FieldInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_FieldInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_field(inputs)
	if (locale === "ta") return __ta.auth_forgot_field(inputs)
	return __en.auth_forgot_field(inputs)
});
/**
* | output |
* | --- |
* | "Enter your Fli DESK ID or your account's email address. We will mail you a link to set a new password." |
*
* @param {Auth_Forgot_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_intro = /** @type {((inputs?: Auth_Forgot_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_intro(inputs)
	if (locale === "ta") return __ta.auth_forgot_intro(inputs)
	return __en.auth_forgot_intro(inputs)
});
/**
* | output |
* | --- |
* | "Forgot password \| Fli DESK" |
*
* @param {Auth_Forgot_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_page_title = /** @type {((inputs?: Auth_Forgot_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_page_title(inputs)
	if (locale === "ta") return __ta.auth_forgot_page_title(inputs)
	return __en.auth_forgot_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Send reset link" |
*
* @param {Auth_Forgot_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_submit = /** @type {((inputs?: Auth_Forgot_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_submit(inputs)
	if (locale === "ta") return __ta.auth_forgot_submit(inputs)
	return __en.auth_forgot_submit(inputs)
});
/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Auth_Forgot_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_title = /** @type {((inputs?: Auth_Forgot_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_title(inputs)
	if (locale === "ta") return __ta.auth_forgot_title(inputs)
	return __en.auth_forgot_title(inputs)
});
/**
* | output |
* | --- |
* | "Go to your profile" |
*
* @param {Auth_Go_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_profile = /** @type {((inputs?: Auth_Go_To_ProfileInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Go_To_ProfileInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_go_to_profile(inputs)
	if (locale === "ta") return __ta.auth_go_to_profile(inputs)
	return __en.auth_go_to_profile(inputs)
});
/**
* | output |
* | --- |
* | "Go to sign in" |
*
* @param {Auth_Go_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_sign_in = /** @type {((inputs?: Auth_Go_To_Sign_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Go_To_Sign_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_go_to_sign_in(inputs)
	if (locale === "ta") return __ta.auth_go_to_sign_in(inputs)
	return __en.auth_go_to_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Invalid Fli Desk ID or password" |
*
* @param {Auth_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invalid = /** @type {((inputs?: Auth_InvalidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_InvalidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invalid(inputs)
	if (locale === "ta") return __ta.auth_invalid(inputs)
	return __en.auth_invalid(inputs)
});
/**
* | output |
* | --- |
* | "This invite link is invalid, used or expired. A new invite replaces the older links. If you have already set your password, sign in with it; otherwise ask yo..." |
*
* @param {Auth_Invite_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_gone = /** @type {((inputs?: Auth_Invite_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invite_gone(inputs)
	if (locale === "ta") return __ta.auth_invite_gone(inputs)
	return __en.auth_invite_gone(inputs)
});
/**
* | output |
* | --- |
* | "Invite link not valid" |
*
* @param {Auth_Invite_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_gone_title = /** @type {((inputs?: Auth_Invite_Gone_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_Gone_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invite_gone_title(inputs)
	if (locale === "ta") return __ta.auth_invite_gone_title(inputs)
	return __en.auth_invite_gone_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose a password to sign in with it." |
*
* @param {Auth_Invite_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_intro = /** @type {((inputs?: Auth_Invite_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invite_intro(inputs)
	if (locale === "ta") return __ta.auth_invite_intro(inputs)
	return __en.auth_invite_intro(inputs)
});
/**
* | output |
* | --- |
* | "Set password and sign in" |
*
* @param {Auth_Invite_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_submit = /** @type {((inputs?: Auth_Invite_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invite_submit(inputs)
	if (locale === "ta") return __ta.auth_invite_submit(inputs)
	return __en.auth_invite_submit(inputs)
});
/**
* | output |
* | --- |
* | "Set your password" |
*
* @param {Auth_Invite_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_title = /** @type {((inputs?: Auth_Invite_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invite_title(inputs)
	if (locale === "ta") return __ta.auth_invite_title(inputs)
	return __en.auth_invite_title(inputs)
});
/**
* | output |
* | --- |
* | "MADE IN SRI LANKA" |
*
* @param {Auth_Made_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_made_in = /** @type {((inputs?: Auth_Made_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Made_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_made_in(inputs)
	if (locale === "ta") return __ta.auth_made_in(inputs)
	return __en.auth_made_in(inputs)
});
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Auth_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_new_password = /** @type {((inputs?: Auth_New_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_new_password(inputs)
	if (locale === "ta") return __ta.auth_new_password(inputs)
	return __en.auth_new_password(inputs)
});
/**
* | output |
* | --- |
* | "Order ID: {id}" |
*
* @param {Auth_Order_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_order_id = /** @type {((inputs: Auth_Order_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Order_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_order_id(inputs)
	if (locale === "ta") return __ta.auth_order_id(inputs)
	return __en.auth_order_id(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to Fli DESK, the {brand} client portal: follow your projects, updates, analytics and billing." |
*
* @param {Auth_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_page_description = /** @type {((inputs: Auth_Page_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Page_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_page_description(inputs)
	if (locale === "ta") return __ta.auth_page_description(inputs)
	return __en.auth_page_description(inputs)
});
/**
* | output |
* | --- |
* | "Sign in \| Fli DESK" |
*
* @param {Auth_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_page_title = /** @type {((inputs?: Auth_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_page_title(inputs)
	if (locale === "ta") return __ta.auth_page_title(inputs)
	return __en.auth_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_password = /** @type {((inputs?: Auth_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_password(inputs)
	if (locale === "ta") return __ta.auth_password(inputs)
	return __en.auth_password(inputs)
});
/**
* | output |
* | --- |
* | "An error occurred during payment processing. Please contact support for assistance." |
*
* @param {Auth_Payment_Error_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_error_text = /** @type {((inputs?: Auth_Payment_Error_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Error_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_error_text(inputs)
	if (locale === "ta") return __ta.auth_payment_error_text(inputs)
	return __en.auth_payment_error_text(inputs)
});
/**
* | output |
* | --- |
* | "Payment Error" |
*
* @param {Auth_Payment_Error_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_error_toast = /** @type {((inputs?: Auth_Payment_Error_ToastInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Error_ToastInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_error_toast(inputs)
	if (locale === "ta") return __ta.auth_payment_error_toast(inputs)
	return __en.auth_payment_error_toast(inputs)
});
/**
* | output |
* | --- |
* | "Payment failed. Please try again or contact support if the issue persists." |
*
* @param {Auth_Payment_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_failed_text = /** @type {((inputs?: Auth_Payment_Failed_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Failed_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_failed_text(inputs)
	if (locale === "ta") return __ta.auth_payment_failed_text(inputs)
	return __en.auth_payment_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "Payment Failed" |
*
* @param {Auth_Payment_Failed_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_failed_toast = /** @type {((inputs?: Auth_Payment_Failed_ToastInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Failed_ToastInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_failed_toast(inputs)
	if (locale === "ta") return __ta.auth_payment_failed_toast(inputs)
	return __en.auth_payment_failed_toast(inputs)
});
/**
* | output |
* | --- |
* | "Payment ID: {id}" |
*
* @param {Auth_Payment_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_id = /** @type {((inputs: Auth_Payment_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_id(inputs)
	if (locale === "ta") return __ta.auth_payment_id(inputs)
	return __en.auth_payment_id(inputs)
});
/**
* | output |
* | --- |
* | "Payment successful! Your FliDESK account has been created. You can now log in with your FliDESK ID." |
*
* @param {Auth_Payment_Success_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_success_text = /** @type {((inputs?: Auth_Payment_Success_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Success_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_success_text(inputs)
	if (locale === "ta") return __ta.auth_payment_success_text(inputs)
	return __en.auth_payment_success_text(inputs)
});
/**
* | output |
* | --- |
* | "Payment Successful!" |
*
* @param {Auth_Payment_Success_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_success_toast = /** @type {((inputs?: Auth_Payment_Success_ToastInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Success_ToastInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_success_toast(inputs)
	if (locale === "ta") return __ta.auth_payment_success_toast(inputs)
	return __en.auth_payment_success_toast(inputs)
});
/**
* | output |
* | --- |
* | "This policy is published in English only, and the English text is the one that applies." |
*
* @param {Auth_Policy_English_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_policy_english_only = /** @type {((inputs?: Auth_Policy_English_OnlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Policy_English_OnlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_policy_english_only(inputs)
	if (locale === "ta") return __ta.auth_policy_english_only(inputs)
	return __en.auth_policy_english_only(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Auth_PrivacyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_privacy = /** @type {((inputs?: Auth_PrivacyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_PrivacyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_privacy(inputs)
	if (locale === "ta") return __ta.auth_privacy(inputs)
	return __en.auth_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Please enter your Fli DESK ID and password" |
*
* @param {Auth_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_required = /** @type {((inputs?: Auth_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_required(inputs)
	if (locale === "ta") return __ta.auth_required(inputs)
	return __en.auth_required(inputs)
});
/**
* | output |
* | --- |
* | "This reset link is invalid, used or expired. Only the newest link works, once, for 30 minutes. Ask for a new one from the sign-in page." |
*
* @param {Auth_Reset_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_gone = /** @type {((inputs?: Auth_Reset_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_reset_gone(inputs)
	if (locale === "ta") return __ta.auth_reset_gone(inputs)
	return __en.auth_reset_gone(inputs)
});
/**
* | output |
* | --- |
* | "Reset link not valid" |
*
* @param {Auth_Reset_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_gone_title = /** @type {((inputs?: Auth_Reset_Gone_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Gone_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_reset_gone_title(inputs)
	if (locale === "ta") return __ta.auth_reset_gone_title(inputs)
	return __en.auth_reset_gone_title(inputs)
});
/**
* | output |
* | --- |
* | "Every device signed in to it is signed out; this one is signed in with the new password." |
*
* @param {Auth_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_intro = /** @type {((inputs?: Auth_Reset_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_reset_intro(inputs)
	if (locale === "ta") return __ta.auth_reset_intro(inputs)
	return __en.auth_reset_intro(inputs)
});
/**
* | output |
* | --- |
* | "Save password and sign in" |
*
* @param {Auth_Reset_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_submit = /** @type {((inputs?: Auth_Reset_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_reset_submit(inputs)
	if (locale === "ta") return __ta.auth_reset_submit(inputs)
	return __en.auth_reset_submit(inputs)
});
/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Auth_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title = /** @type {((inputs?: Auth_Reset_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_reset_title(inputs)
	if (locale === "ta") return __ta.auth_reset_title(inputs)
	return __en.auth_reset_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign in again" |
*
* @param {Auth_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_again = /** @type {((inputs?: Auth_Sign_In_AgainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_AgainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_sign_in_again(inputs)
	if (locale === "ta") return __ta.auth_sign_in_again(inputs)
	return __en.auth_sign_in_again(inputs)
});
/**
* | output |
* | --- |
* | "Access Dashboard" |
*
* @param {Auth_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_submit = /** @type {((inputs?: Auth_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_submit(inputs)
	if (locale === "ta") return __ta.auth_submit(inputs)
	return __en.auth_submit(inputs)
});
/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Auth_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_terms = /** @type {((inputs?: Auth_TermsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_TermsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_terms(inputs)
	if (locale === "ta") return __ta.auth_terms(inputs)
	return __en.auth_terms(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to Fli DESK" |
*
* @param {Auth_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_title = /** @type {((inputs?: Auth_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_title(inputs)
	if (locale === "ta") return __ta.auth_title(inputs)
	return __en.auth_title(inputs)
});
/**
* | output |
* | --- |
* | "An unexpected error occurred" |
*
* @param {Auth_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_unexpected = /** @type {((inputs?: Auth_UnexpectedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_UnexpectedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_unexpected(inputs)
	if (locale === "ta") return __ta.auth_unexpected(inputs)
	return __en.auth_unexpected(inputs)
});
/**
* | output |
* | --- |
* | "Version: {version}" |
*
* @param {Auth_VersionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_version = /** @type {((inputs: Auth_VersionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_VersionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_version(inputs)
	if (locale === "ta") return __ta.auth_version(inputs)
	return __en.auth_version(inputs)
});
/**
* | output |
* | --- |
* | "Your Fli DESK ID:" |
*
* @param {Auth_Your_Desk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_your_desk_id = /** @type {((inputs?: Auth_Your_Desk_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Your_Desk_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_your_desk_id(inputs)
	if (locale === "ta") return __ta.auth_your_desk_id(inputs)
	return __en.auth_your_desk_id(inputs)
});
/**
* | output |
* | --- |
* | "Your Fli DESK ID is" |
*
* @param {Auth_Your_Desk_Id_IsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_your_desk_id_is = /** @type {((inputs?: Auth_Your_Desk_Id_IsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Your_Desk_Id_IsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_your_desk_id_is(inputs)
	if (locale === "ta") return __ta.auth_your_desk_id_is(inputs)
	return __en.auth_your_desk_id_is(inputs)
});
/**
* | output |
* | --- |
* | "Access Denied \| Fli DESK" |
*
* @param {Error_Access_Denied_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_access_denied_page_title = /** @type {((inputs?: Error_Access_Denied_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Access_Denied_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_access_denied_page_title(inputs)
	if (locale === "ta") return __ta.error_access_denied_page_title(inputs)
	return __en.error_access_denied_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Invalid user role" |
*
* @param {Error_Access_Denied_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_access_denied_text = /** @type {((inputs?: Error_Access_Denied_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Access_Denied_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_access_denied_text(inputs)
	if (locale === "ta") return __ta.error_access_denied_text(inputs)
	return __en.error_access_denied_text(inputs)
});
/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Error_Access_Denied_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_access_denied_title = /** @type {((inputs?: Error_Access_Denied_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Access_Denied_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_access_denied_title(inputs)
	if (locale === "ta") return __ta.error_access_denied_title(inputs)
	return __en.error_access_denied_title(inputs)
});
/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Error_Back_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_back_to_dashboard = /** @type {((inputs?: Error_Back_To_DashboardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Back_To_DashboardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_back_to_dashboard(inputs)
	if (locale === "ta") return __ta.error_back_to_dashboard(inputs)
	return __en.error_back_to_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Back to your dashboard" |
*
* @param {Error_Back_To_Your_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_back_to_your_dashboard = /** @type {((inputs?: Error_Back_To_Your_DashboardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Back_To_Your_DashboardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_back_to_your_dashboard(inputs)
	if (locale === "ta") return __ta.error_back_to_your_dashboard(inputs)
	return __en.error_back_to_your_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Page not found \| Fli DESK" |
*
* @param {Error_Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_not_found_page_title = /** @type {((inputs?: Error_Not_Found_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_not_found_page_title(inputs)
	if (locale === "ta") return __ta.error_not_found_page_title(inputs)
	return __en.error_not_found_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Error_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_not_found_title = /** @type {((inputs?: Error_Not_Found_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_not_found_title(inputs)
	if (locale === "ta") return __ta.error_not_found_title(inputs)
	return __en.error_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "All notifications are marked as read." |
*
* @param {Notifications_All_ReadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_all_read = /** @type {((inputs?: Notifications_All_ReadInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_All_ReadInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_all_read(inputs)
	if (locale === "ta") return __ta.notifications_all_read(inputs)
	return __en.notifications_all_read(inputs)
});
/**
* | output |
* | --- |
* | "Choose which are mailed to you on your" |
*
* @param {Notifications_Choose_MailsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_choose_mails = /** @type {((inputs?: Notifications_Choose_MailsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Choose_MailsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_choose_mails(inputs)
	if (locale === "ta") return __ta.notifications_choose_mails(inputs)
	return __en.notifications_choose_mails(inputs)
});
/**
* | output |
* | --- |
* | "Approvals" |
*
* @param {Notifications_Kind_ApprovalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_approval = /** @type {((inputs?: Notifications_Kind_ApprovalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_ApprovalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_approval(inputs)
	if (locale === "ta") return __ta.notifications_kind_approval(inputs)
	return __en.notifications_kind_approval(inputs)
});
/**
* | output |
* | --- |
* | "Assignments" |
*
* @param {Notifications_Kind_AssignmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_assignment = /** @type {((inputs?: Notifications_Kind_AssignmentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_AssignmentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_assignment(inputs)
	if (locale === "ta") return __ta.notifications_kind_assignment(inputs)
	return __en.notifications_kind_assignment(inputs)
});
/**
* | output |
* | --- |
* | "Change requests" |
*
* @param {Notifications_Kind_Change_RequestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_change_request = /** @type {((inputs?: Notifications_Kind_Change_RequestInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_Change_RequestInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_change_request(inputs)
	if (locale === "ta") return __ta.notifications_kind_change_request(inputs)
	return __en.notifications_kind_change_request(inputs)
});
/**
* | output |
* | --- |
* | "Comments" |
*
* @param {Notifications_Kind_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_comment = /** @type {((inputs?: Notifications_Kind_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_comment(inputs)
	if (locale === "ta") return __ta.notifications_kind_comment(inputs)
	return __en.notifications_kind_comment(inputs)
});
/**
* | output |
* | --- |
* | "New leads" |
*
* @param {Notifications_Kind_LeadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_lead = /** @type {((inputs?: Notifications_Kind_LeadInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_LeadInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_lead(inputs)
	if (locale === "ta") return __ta.notifications_kind_lead(inputs)
	return __en.notifications_kind_lead(inputs)
});
/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Notifications_Kind_PaymentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_payment = /** @type {((inputs?: Notifications_Kind_PaymentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_PaymentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_payment(inputs)
	if (locale === "ta") return __ta.notifications_kind_payment(inputs)
	return __en.notifications_kind_payment(inputs)
});
/**
* | output |
* | --- |
* | "Content calendar posts" |
*
* @param {Notifications_Kind_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_post = /** @type {((inputs?: Notifications_Kind_PostInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_PostInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_post(inputs)
	if (locale === "ta") return __ta.notifications_kind_post(inputs)
	return __en.notifications_kind_post(inputs)
});
/**
* | output |
* | --- |
* | "Posts unapproved at their time" |
*
* @param {Notifications_Kind_Post_OverdueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_post_overdue = /** @type {((inputs?: Notifications_Kind_Post_OverdueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_Post_OverdueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_post_overdue(inputs)
	if (locale === "ta") return __ta.notifications_kind_post_overdue(inputs)
	return __en.notifications_kind_post_overdue(inputs)
});
/**
* | output |
* | --- |
* | "Posts awaiting you soon" |
*
* @param {Notifications_Kind_Post_ReminderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_post_reminder = /** @type {((inputs?: Notifications_Kind_Post_ReminderInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_Post_ReminderInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_post_reminder(inputs)
	if (locale === "ta") return __ta.notifications_kind_post_reminder(inputs)
	return __en.notifications_kind_post_reminder(inputs)
});
/**
* | output |
* | --- |
* | "New projects" |
*
* @param {Notifications_Kind_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_project = /** @type {((inputs?: Notifications_Kind_ProjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_ProjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_project(inputs)
	if (locale === "ta") return __ta.notifications_kind_project(inputs)
	return __en.notifications_kind_project(inputs)
});
/**
* | output |
* | --- |
* | "Status changes" |
*
* @param {Notifications_Kind_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_status = /** @type {((inputs?: Notifications_Kind_StatusInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_StatusInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_status(inputs)
	if (locale === "ta") return __ta.notifications_kind_status(inputs)
	return __en.notifications_kind_status(inputs)
});
/**
* | output |
* | --- |
* | "Support tickets" |
*
* @param {Notifications_Kind_TicketInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_ticket = /** @type {((inputs?: Notifications_Kind_TicketInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_TicketInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_ticket(inputs)
	if (locale === "ta") return __ta.notifications_kind_ticket(inputs)
	return __en.notifications_kind_ticket(inputs)
});
/**
* | output |
* | --- |
* | "Progress updates" |
*
* @param {Notifications_Kind_UpdateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_update = /** @type {((inputs?: Notifications_Kind_UpdateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_UpdateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_update(inputs)
	if (locale === "ta") return __ta.notifications_kind_update(inputs)
	return __en.notifications_kind_update(inputs)
});
/**
* | output |
* | --- |
* | "Your notifications" |
*
* @param {Notifications_List_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_list_label = /** @type {((inputs?: Notifications_List_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_List_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_list_label(inputs)
	if (locale === "ta") return __ta.notifications_list_label(inputs)
	return __en.notifications_list_label(inputs)
});
/**
* | output |
* | --- |
* | "Every notification shows under the bell. Choose which are also mailed to you: at once, or together in a daily digest at 08:00 Sri Lanka time." |
*
* @param {Notifications_Mails_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mails_intro = /** @type {((inputs?: Notifications_Mails_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mails_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mails_intro(inputs)
	if (locale === "ta") return __ta.notifications_mails_intro(inputs)
	return __en.notifications_mails_intro(inputs)
});
/**
* | output |
* | --- |
* | "Notification mails" |
*
* @param {Notifications_Mails_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mails_title = /** @type {((inputs?: Notifications_Mails_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mails_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mails_title(inputs)
	if (locale === "ta") return __ta.notifications_mails_title(inputs)
	return __en.notifications_mails_title(inputs)
});
/**
* | output |
* | --- |
* | "Mark all as read" |
*
* @param {Notifications_Mark_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mark_all = /** @type {((inputs?: Notifications_Mark_AllInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mark_AllInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mark_all(inputs)
	if (locale === "ta") return __ta.notifications_mark_all(inputs)
	return __en.notifications_mark_all(inputs)
});
/**
* | output |
* | --- |
* | "Daily digest" |
*
* @param {Notifications_Mode_DigestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mode_digest = /** @type {((inputs?: Notifications_Mode_DigestInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mode_DigestInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mode_digest(inputs)
	if (locale === "ta") return __ta.notifications_mode_digest(inputs)
	return __en.notifications_mode_digest(inputs)
});
/**
* | output |
* | --- |
* | "At once" |
*
* @param {Notifications_Mode_InstantInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mode_instant = /** @type {((inputs?: Notifications_Mode_InstantInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mode_InstantInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mode_instant(inputs)
	if (locale === "ta") return __ta.notifications_mode_instant(inputs)
	return __en.notifications_mode_instant(inputs)
});
/**
* | output |
* | --- |
* | "Off" |
*
* @param {Notifications_Mode_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mode_off = /** @type {((inputs?: Notifications_Mode_OffInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mode_OffInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mode_off(inputs)
	if (locale === "ta") return __ta.notifications_mode_off(inputs)
	return __en.notifications_mode_off(inputs)
});
/**
* | output |
* | --- |
* | "No notifications yet." |
*
* @param {Notifications_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_none = /** @type {((inputs?: Notifications_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_none(inputs)
	if (locale === "ta") return __ta.notifications_none(inputs)
	return __en.notifications_none(inputs)
});
/**
* | output |
* | --- |
* | "That notification does not exist." |
*
* @param {Notifications_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_not_found = /** @type {((inputs?: Notifications_Not_FoundInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Not_FoundInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_not_found(inputs)
	if (locale === "ta") return __ta.notifications_not_found(inputs)
	return __en.notifications_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Nothing unread." |
*
* @param {Notifications_Nothing_UnreadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_nothing_unread = /** @type {((inputs?: Notifications_Nothing_UnreadInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Nothing_UnreadInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_nothing_unread(inputs)
	if (locale === "ta") return __ta.notifications_nothing_unread(inputs)
	return __en.notifications_nothing_unread(inputs)
});
/**
* | output |
* | --- |
* | "Notifications \| Fli DESK" |
*
* @param {Notifications_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_page_title = /** @type {((inputs?: Notifications_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_page_title(inputs)
	if (locale === "ta") return __ta.notifications_page_title(inputs)
	return __en.notifications_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose At once, Daily digest or Off for each kind" |
*
* @param {Notifications_Prefs_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_prefs_invalid = /** @type {((inputs?: Notifications_Prefs_InvalidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Prefs_InvalidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_prefs_invalid(inputs)
	if (locale === "ta") return __ta.notifications_prefs_invalid(inputs)
	return __en.notifications_prefs_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Your notification choices are saved." |
*
* @param {Notifications_Prefs_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_prefs_saved = /** @type {((inputs?: Notifications_Prefs_SavedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Prefs_SavedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_prefs_saved(inputs)
	if (locale === "ta") return __ta.notifications_prefs_saved(inputs)
	return __en.notifications_prefs_saved(inputs)
});
/**
* | output |
* | --- |
* | "profile" |
*
* @param {Notifications_Profile_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_profile_link = /** @type {((inputs?: Notifications_Profile_LinkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Profile_LinkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_profile_link(inputs)
	if (locale === "ta") return __ta.notifications_profile_link(inputs)
	return __en.notifications_profile_link(inputs)
});
/**
* | output |
* | --- |
* | "Save mail choices" |
*
* @param {Notifications_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_save = /** @type {((inputs?: Notifications_SaveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_SaveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_save(inputs)
	if (locale === "ta") return __ta.notifications_save(inputs)
	return __en.notifications_save(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notifications_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_title = /** @type {((inputs?: Notifications_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_title(inputs)
	if (locale === "ta") return __ta.notifications_title(inputs)
	return __en.notifications_title(inputs)
});
/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Notifications_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_unknown_form = /** @type {((inputs?: Notifications_Unknown_FormInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Unknown_FormInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_unknown_form(inputs)
	if (locale === "ta") return __ta.notifications_unknown_form(inputs)
	return __en.notifications_unknown_form(inputs)
});
/**
* | output |
* | --- |
* | "{count} unread." |
*
* @param {Notifications_Unread_CountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_count = /** @type {((inputs: Notifications_Unread_CountInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Unread_CountInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_unread_count(inputs)
	if (locale === "ta") return __ta.notifications_unread_count(inputs)
	return __en.notifications_unread_count(inputs)
});
/**
* | output |
* | --- |
* | "Unread:" |
*
* @param {Notifications_Unread_MarkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_mark = /** @type {((inputs?: Notifications_Unread_MarkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Unread_MarkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_unread_mark(inputs)
	if (locale === "ta") return __ta.notifications_unread_mark(inputs)
	return __en.notifications_unread_mark(inputs)
});
/**
* | output |
* | --- |
* | "Code from your authenticator app" |
*
* @param {Profile_2fa_App_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_app_code = /** @type {((inputs?: Profile_2fa_App_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_App_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_app_code(inputs)
	if (locale === "ta") return __ta.profile_2fa_app_code(inputs)
	return __en.profile_2fa_app_code(inputs)
});
/**
* | output |
* | --- |
* | "Cannot scan it? Add an account by hand with this key (time-based, 6 digits):" |
*
* @param {Profile_2fa_By_HandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_by_hand = /** @type {((inputs?: Profile_2fa_By_HandInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_By_HandInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_by_hand(inputs)
	if (locale === "ta") return __ta.profile_2fa_by_hand(inputs)
	return __en.profile_2fa_by_hand(inputs)
});
/**
* | output |
* | --- |
* | "Recovery codes" |
*
* @param {Profile_2fa_Codes_ListInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_codes_list = /** @type {((inputs?: Profile_2fa_Codes_ListInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Codes_ListInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_codes_list(inputs)
	if (locale === "ta") return __ta.profile_2fa_codes_list(inputs)
	return __en.profile_2fa_codes_list(inputs)
});
/**
* | output |
* | --- |
* | "Each one signs you in once without your phone. Save them somewhere safe now: they will not be shown again." |
*
* @param {Profile_2fa_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_codes_text = /** @type {((inputs?: Profile_2fa_Codes_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Codes_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_codes_text(inputs)
	if (locale === "ta") return __ta.profile_2fa_codes_text(inputs)
	return __en.profile_2fa_codes_text(inputs)
});
/**
* | output |
* | --- |
* | "Your recovery codes" |
*
* @param {Profile_2fa_Codes_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_codes_title = /** @type {((inputs?: Profile_2fa_Codes_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Codes_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_codes_title(inputs)
	if (locale === "ta") return __ta.profile_2fa_codes_title(inputs)
	return __en.profile_2fa_codes_title(inputs)
});
/**
* | output |
* | --- |
* | "Code from your app, or a recovery code" |
*
* @param {Profile_2fa_Disable_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_disable_code = /** @type {((inputs?: Profile_2fa_Disable_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Disable_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_disable_code(inputs)
	if (locale === "ta") return __ta.profile_2fa_disable_code(inputs)
	return __en.profile_2fa_disable_code(inputs)
});
/**
* | output |
* | --- |
* | "2. Enter the 6-digit code the app shows" |
*
* @param {Profile_2fa_Enter_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_enter_code = /** @type {((inputs?: Profile_2fa_Enter_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Enter_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_enter_code(inputs)
	if (locale === "ta") return __ta.profile_2fa_enter_code(inputs)
	return __en.profile_2fa_enter_code(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) as well as your password, so..." |
*
* @param {Profile_2fa_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_intro = /** @type {((inputs?: Profile_2fa_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_intro(inputs)
	if (locale === "ta") return __ta.profile_2fa_intro(inputs)
	return __en.profile_2fa_intro(inputs)
});
/**
* | output |
* | --- |
* | "Set up two-factor sign-in to continue: admins need it on this server." |
*
* @param {Profile_2fa_Must_EnrolInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_must_enrol = /** @type {((inputs?: Profile_2fa_Must_EnrolInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Must_EnrolInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_must_enrol(inputs)
	if (locale === "ta") return __ta.profile_2fa_must_enrol(inputs)
	return __en.profile_2fa_must_enrol(inputs)
});
/**
* | output |
* | --- |
* | "On" |
*
* @param {Profile_2fa_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_on = /** @type {((inputs?: Profile_2fa_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_on(inputs)
	if (locale === "ta") return __ta.profile_2fa_on(inputs)
	return __en.profile_2fa_on(inputs)
});
/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Profile_2fa_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_qr_alt = /** @type {((inputs?: Profile_2fa_Qr_AltInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Qr_AltInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_qr_alt(inputs)
	if (locale === "ta") return __ta.profile_2fa_qr_alt(inputs)
	return __en.profile_2fa_qr_alt(inputs)
});
/**
* | output |
* | --- |
* | "Make new recovery codes" |
*
* @param {Profile_2fa_RegenerateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_regenerate = /** @type {((inputs?: Profile_2fa_RegenerateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_RegenerateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_regenerate(inputs)
	if (locale === "ta") return __ta.profile_2fa_regenerate(inputs)
	return __en.profile_2fa_regenerate(inputs)
});
/**
* | output |
* | --- |
* | "New recovery codes" |
*
* @param {Profile_2fa_Regenerate_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_regenerate_title = /** @type {((inputs?: Profile_2fa_Regenerate_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Regenerate_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_regenerate_title(inputs)
	if (locale === "ta") return __ta.profile_2fa_regenerate_title(inputs)
	return __en.profile_2fa_regenerate_title(inputs)
});
/**
* | output |
* | --- |
* | "1. Scan this QR code with your authenticator app." |
*
* @param {Profile_2fa_ScanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_scan = /** @type {((inputs?: Profile_2fa_ScanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_ScanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_scan(inputs)
	if (locale === "ta") return __ta.profile_2fa_scan(inputs)
	return __en.profile_2fa_scan(inputs)
});
/**
* | output |
* | --- |
* | "since {date} · {left} of 10 recovery codes left" |
*
* @param {Profile_2fa_SinceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_since = /** @type {((inputs: Profile_2fa_SinceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_SinceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_since(inputs)
	if (locale === "ta") return __ta.profile_2fa_since(inputs)
	return __en.profile_2fa_since(inputs)
});
/**
* | output |
* | --- |
* | "Set up two-factor sign-in" |
*
* @param {Profile_2fa_StartInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_start = /** @type {((inputs?: Profile_2fa_StartInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_StartInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_start(inputs)
	if (locale === "ta") return __ta.profile_2fa_start(inputs)
	return __en.profile_2fa_start(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in" |
*
* @param {Profile_2fa_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_title = /** @type {((inputs?: Profile_2fa_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_title(inputs)
	if (locale === "ta") return __ta.profile_2fa_title(inputs)
	return __en.profile_2fa_title(inputs)
});
/**
* | output |
* | --- |
* | "Turn off two-factor sign-in" |
*
* @param {Profile_2fa_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_turn_off = /** @type {((inputs?: Profile_2fa_Turn_OffInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Turn_OffInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_turn_off(inputs)
	if (locale === "ta") return __ta.profile_2fa_turn_off(inputs)
	return __en.profile_2fa_turn_off(inputs)
});
/**
* | output |
* | --- |
* | "Turn on two-factor sign-in" |
*
* @param {Profile_2fa_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_turn_on = /** @type {((inputs?: Profile_2fa_Turn_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Turn_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_turn_on(inputs)
	if (locale === "ta") return __ta.profile_2fa_turn_on(inputs)
	return __en.profile_2fa_turn_on(inputs)
});
/**
* | output |
* | --- |
* | "A browser" |
*
* @param {Profile_A_BrowserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_a_browser = /** @type {((inputs?: Profile_A_BrowserInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_A_BrowserInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_a_browser(inputs)
	if (locale === "ta") return __ta.profile_a_browser(inputs)
	return __en.profile_a_browser(inputs)
});
/**
* | output |
* | --- |
* | "A script" |
*
* @param {Profile_A_ScriptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_a_script = /** @type {((inputs?: Profile_A_ScriptInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_A_ScriptInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_a_script(inputs)
	if (locale === "ta") return __ta.profile_a_script(inputs)
	return __en.profile_a_script(inputs)
});
/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Profile_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_change_password = /** @type {((inputs?: Profile_Change_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Change_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_change_password(inputs)
	if (locale === "ta") return __ta.profile_change_password(inputs)
	return __en.profile_change_password(inputs)
});
/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Profile_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_confirm_password = /** @type {((inputs?: Profile_Confirm_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Confirm_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_confirm_password(inputs)
	if (locale === "ta") return __ta.profile_confirm_password(inputs)
	return __en.profile_confirm_password(inputs)
});
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Profile_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_current_password = /** @type {((inputs?: Profile_Current_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Current_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_current_password(inputs)
	if (locale === "ta") return __ta.profile_current_password(inputs)
	return __en.profile_current_password(inputs)
});
/**
* | output |
* | --- |
* | "That device is already signed out." |
*
* @param {Profile_Device_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_device_gone = /** @type {((inputs?: Profile_Device_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Device_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_device_gone(inputs)
	if (locale === "ta") return __ta.profile_device_gone(inputs)
	return __en.profile_device_gone(inputs)
});
/**
* | output |
* | --- |
* | "{browser} on {system}" |
*
* @param {Profile_Device_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_device_on = /** @type {((inputs: Profile_Device_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Device_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_device_on(inputs)
	if (locale === "ta") return __ta.profile_device_on(inputs)
	return __en.profile_device_on(inputs)
});
/**
* | output |
* | --- |
* | "That device has been signed out." |
*
* @param {Profile_Device_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_device_signed_out = /** @type {((inputs?: Profile_Device_Signed_OutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Device_Signed_OutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_device_signed_out(inputs)
	if (locale === "ta") return __ta.profile_device_signed_out(inputs)
	return __en.profile_device_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "Signed-in devices" |
*
* @param {Profile_Devices_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_devices_title = /** @type {((inputs?: Profile_Devices_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Devices_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_devices_title(inputs)
	if (locale === "ta") return __ta.profile_devices_title(inputs)
	return __en.profile_devices_title(inputs)
});
/**
* | output |
* | --- |
* | "Failed attempt" |
*
* @param {Profile_Failed_AttemptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_failed_attempt = /** @type {((inputs?: Profile_Failed_AttemptInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Failed_AttemptInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_failed_attempt(inputs)
	if (locale === "ta") return __ta.profile_failed_attempt(inputs)
	return __en.profile_failed_attempt(inputs)
});
/**
* | output |
* | --- |
* | "last active" |
*
* @param {Profile_Last_ActiveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_last_active = /** @type {((inputs?: Profile_Last_ActiveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Last_ActiveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_last_active(inputs)
	if (locale === "ta") return __ta.profile_last_active(inputs)
	return __en.profile_last_active(inputs)
});
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Profile_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_new_password = /** @type {((inputs?: Profile_New_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_New_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_new_password(inputs)
	if (locale === "ta") return __ta.profile_new_password(inputs)
	return __en.profile_new_password(inputs)
});
/**
* | output |
* | --- |
* | "No sign-ins recorded yet." |
*
* @param {Profile_No_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_no_sign_ins = /** @type {((inputs?: Profile_No_Sign_InsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_No_Sign_InsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_no_sign_ins(inputs)
	if (locale === "ta") return __ta.profile_no_sign_ins(inputs)
	return __en.profile_no_sign_ins(inputs)
});
/**
* | output |
* | --- |
* | "Every other device has been signed out." |
*
* @param {Profile_Others_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_others_signed_out = /** @type {((inputs?: Profile_Others_Signed_OutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Others_Signed_OutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_others_signed_out(inputs)
	if (locale === "ta") return __ta.profile_others_signed_out(inputs)
	return __en.profile_others_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "{section} \| Profile and security \| Fli DESK" |
*
* @param {Profile_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_page_title = /** @type {((inputs: Profile_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_page_title(inputs)
	if (locale === "ta") return __ta.profile_page_title(inputs)
	return __en.profile_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Password changed. Every other device has been signed out." |
*
* @param {Profile_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_password_changed = /** @type {((inputs?: Profile_Password_ChangedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Password_ChangedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_password_changed(inputs)
	if (locale === "ta") return __ta.profile_password_changed(inputs)
	return __en.profile_password_changed(inputs)
});
/**
* | output |
* | --- |
* | "At least 8 characters, with a lowercase letter, an uppercase letter and a number." |
*
* @param {Profile_Password_RuleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_password_rule = /** @type {((inputs?: Profile_Password_RuleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Password_RuleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_password_rule(inputs)
	if (locale === "ta") return __ta.profile_password_rule(inputs)
	return __en.profile_password_rule(inputs)
});
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Profile_SavingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_saving = /** @type {((inputs?: Profile_SavingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SavingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_saving(inputs)
	if (locale === "ta") return __ta.profile_saving(inputs)
	return __en.profile_saving(inputs)
});
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Profile_Section_AccountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_account = /** @type {((inputs?: Profile_Section_AccountInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Section_AccountInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_section_account(inputs)
	if (locale === "ta") return __ta.profile_section_account(inputs)
	return __en.profile_section_account(inputs)
});
/**
* | output |
* | --- |
* | "Devices" |
*
* @param {Profile_Section_DevicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_devices = /** @type {((inputs?: Profile_Section_DevicesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Section_DevicesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_section_devices(inputs)
	if (locale === "ta") return __ta.profile_section_devices(inputs)
	return __en.profile_section_devices(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Profile_Section_NotificationsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_notifications = /** @type {((inputs?: Profile_Section_NotificationsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Section_NotificationsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_section_notifications(inputs)
	if (locale === "ta") return __ta.profile_section_notifications(inputs)
	return __en.profile_section_notifications(inputs)
});
/**
* | output |
* | --- |
* | "Security" |
*
* @param {Profile_Section_SecurityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_security = /** @type {((inputs?: Profile_Section_SecurityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Section_SecurityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_section_security(inputs)
	if (locale === "ta") return __ta.profile_section_security(inputs)
	return __en.profile_section_security(inputs)
});
/**
* | output |
* | --- |
* | "Profile sections" |
*
* @param {Profile_Sections_NavInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sections_nav = /** @type {((inputs?: Profile_Sections_NavInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sections_NavInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sections_nav(inputs)
	if (locale === "ta") return __ta.profile_sections_nav(inputs)
	return __en.profile_sections_nav(inputs)
});
/**
* | output |
* | --- |
* | "change your password" |
*
* @param {Profile_Sign_Ins_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_change_password = /** @type {((inputs?: Profile_Sign_Ins_Change_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Ins_Change_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_ins_change_password(inputs)
	if (locale === "ta") return __ta.profile_sign_ins_change_password(inputs)
	return __en.profile_sign_ins_change_password(inputs)
});
/**
* | output |
* | --- |
* | "If one was not you," |
*
* @param {Profile_Sign_Ins_If_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_if_not_you = /** @type {((inputs?: Profile_Sign_Ins_If_Not_YouInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Ins_If_Not_YouInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_ins_if_not_you(inputs)
	if (locale === "ta") return __ta.profile_sign_ins_if_not_you(inputs)
	return __en.profile_sign_ins_if_not_you(inputs)
});
/**
* | output |
* | --- |
* | "The last {limit} sign-ins and failed attempts at your Fli DESK ID." |
*
* @param {Profile_Sign_Ins_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_intro = /** @type {((inputs: Profile_Sign_Ins_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Ins_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_ins_intro(inputs)
	if (locale === "ta") return __ta.profile_sign_ins_intro(inputs)
	return __en.profile_sign_ins_intro(inputs)
});
/**
* | output |
* | --- |
* | "and sign out your other devices." |
*
* @param {Profile_Sign_Ins_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_sign_out_others = /** @type {((inputs?: Profile_Sign_Ins_Sign_Out_OthersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Ins_Sign_Out_OthersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_ins_sign_out_others(inputs)
	if (locale === "ta") return __ta.profile_sign_ins_sign_out_others(inputs)
	return __en.profile_sign_ins_sign_out_others(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in history" |
*
* @param {Profile_Sign_Ins_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_title = /** @type {((inputs?: Profile_Sign_Ins_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Ins_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_ins_title(inputs)
	if (locale === "ta") return __ta.profile_sign_ins_title(inputs)
	return __en.profile_sign_ins_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Profile_Sign_Out_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_out_device = /** @type {((inputs?: Profile_Sign_Out_DeviceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Out_DeviceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_out_device(inputs)
	if (locale === "ta") return __ta.profile_sign_out_device(inputs)
	return __en.profile_sign_out_device(inputs)
});
/**
* | output |
* | --- |
* | "Sign out all other devices" |
*
* @param {Profile_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_out_others = /** @type {((inputs?: Profile_Sign_Out_OthersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Out_OthersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_out_others(inputs)
	if (locale === "ta") return __ta.profile_sign_out_others(inputs)
	return __en.profile_sign_out_others(inputs)
});
/**
* | output |
* | --- |
* | "Signed in" |
*
* @param {Profile_Signed_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_signed_in = /** @type {((inputs?: Profile_Signed_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Signed_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_signed_in(inputs)
	if (locale === "ta") return __ta.profile_signed_in(inputs)
	return __en.profile_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "This device" |
*
* @param {Profile_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_this_device = /** @type {((inputs?: Profile_This_DeviceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_This_DeviceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_this_device(inputs)
	if (locale === "ta") return __ta.profile_this_device(inputs)
	return __en.profile_this_device(inputs)
});
/**
* | output |
* | --- |
* | "Profile and security" |
*
* @param {Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_title = /** @type {((inputs?: Profile_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_title(inputs)
	if (locale === "ta") return __ta.profile_title(inputs)
	return __en.profile_title(inputs)
});
/**
* | output |
* | --- |
* | "Unknown address" |
*
* @param {Profile_Unknown_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_unknown_address = /** @type {((inputs?: Profile_Unknown_AddressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Unknown_AddressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_unknown_address(inputs)
	if (locale === "ta") return __ta.profile_unknown_address(inputs)
	return __en.profile_unknown_address(inputs)
});
/**
* | output |
* | --- |
* | "Unknown device" |
*
* @param {Profile_Unknown_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_unknown_device = /** @type {((inputs?: Profile_Unknown_DeviceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Unknown_DeviceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_unknown_device(inputs)
	if (locale === "ta") return __ta.profile_unknown_device(inputs)
	return __en.profile_unknown_device(inputs)
});
/**
* | output |
* | --- |
* | "Your current password is not correct" |
*
* @param {Profile_Wrong_CurrentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_wrong_current = /** @type {((inputs?: Profile_Wrong_CurrentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Wrong_CurrentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_wrong_current(inputs)
	if (locale === "ta") return __ta.profile_wrong_current(inputs)
	return __en.profile_wrong_current(inputs)
});
/**
* | output |
* | --- |
* | "Notifications, {unread} unread" |
*
* @param {Shell_BellInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_bell = /** @type {((inputs: Shell_BellInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_BellInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_bell(inputs)
	if (locale === "ta") return __ta.shell_bell(inputs)
	return __en.shell_bell(inputs)
});
/**
* | output |
* | --- |
* | "Close sidebar" |
*
* @param {Shell_Close_SidebarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_close_sidebar = /** @type {((inputs?: Shell_Close_SidebarInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Close_SidebarInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_close_sidebar(inputs)
	if (locale === "ta") return __ta.shell_close_sidebar(inputs)
	return __en.shell_close_sidebar(inputs)
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
* | "Install App" |
*
* @param {Shell_Install_AppInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_app = /** @type {((inputs?: Shell_Install_AppInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Install_AppInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_install_app(inputs)
	if (locale === "ta") return __ta.shell_install_app(inputs)
	return __en.shell_install_app(inputs)
});
/**
* | output |
* | --- |
* | "Install Fli DESK" |
*
* @param {Shell_Install_DialogInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_dialog = /** @type {((inputs?: Shell_Install_DialogInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Install_DialogInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_install_dialog(inputs)
	if (locale === "ta") return __ta.shell_install_dialog(inputs)
	return __en.shell_install_dialog(inputs)
});
/**
* | output |
* | --- |
* | "Not Now" |
*
* @param {Shell_Install_Not_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_not_now = /** @type {((inputs?: Shell_Install_Not_NowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Install_Not_NowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_install_not_now(inputs)
	if (locale === "ta") return __ta.shell_install_not_now(inputs)
	return __en.shell_install_not_now(inputs)
});
/**
* | output |
* | --- |
* | "Install Fli DESK for quick access to your projects." |
*
* @param {Shell_Install_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_text = /** @type {((inputs?: Shell_Install_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Install_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_install_text(inputs)
	if (locale === "ta") return __ta.shell_install_text(inputs)
	return __en.shell_install_text(inputs)
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
* | "Sign out" |
*
* @param {Shell_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_sign_out = /** @type {((inputs?: Shell_Sign_OutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sign_OutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_sign_out(inputs)
	if (locale === "ta") return __ta.shell_sign_out(inputs)
	return __en.shell_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content = /** @type {((inputs?: Shell_Skip_To_ContentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Skip_To_ContentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_skip_to_content(inputs)
	if (locale === "ta") return __ta.shell_skip_to_content(inputs)
	return __en.shell_skip_to_content(inputs)
});
/**
* | output |
* | --- |
* | "Toggle sidebar" |
*
* @param {Shell_Toggle_SidebarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_toggle_sidebar = /** @type {((inputs?: Shell_Toggle_SidebarInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Toggle_SidebarInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_toggle_sidebar(inputs)
	if (locale === "ta") return __ta.shell_toggle_sidebar(inputs)
	return __en.shell_toggle_sidebar(inputs)
});
/**
* | output |
* | --- |
* | "Toggle sidebar (Ctrl+B)" |
*
* @param {Shell_Toggle_Sidebar_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_toggle_sidebar_title = /** @type {((inputs?: Shell_Toggle_Sidebar_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Toggle_Sidebar_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_toggle_sidebar_title(inputs)
	if (locale === "ta") return __ta.shell_toggle_sidebar_title(inputs)
	return __en.shell_toggle_sidebar_title(inputs)
});
/**
* | output |
* | --- |
* | "Welcome," |
*
* @param {Shell_WelcomeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_welcome = /** @type {((inputs?: Shell_WelcomeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_WelcomeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_welcome(inputs)
	if (locale === "ta") return __ta.shell_welcome(inputs)
	return __en.shell_welcome(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in is already on." |
*
* @param {Twofactor_Already_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_already_on = /** @type {((inputs?: Twofactor_Already_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Already_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_already_on(inputs)
	if (locale === "ta") return __ta.twofactor_already_on(inputs)
	return __en.twofactor_already_on(inputs)
});
/**
* | output |
* | --- |
* | "Your sign-in has timed out. Please sign in again." |
*
* @param {Twofactor_Challenge_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_challenge_gone = /** @type {((inputs?: Twofactor_Challenge_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Challenge_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_challenge_gone(inputs)
	if (locale === "ta") return __ta.twofactor_challenge_gone(inputs)
	return __en.twofactor_challenge_gone(inputs)
});
/**
* | output |
* | --- |
* | "Enter the 6-digit code from your authenticator app" |
*
* @param {Twofactor_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_code = /** @type {((inputs?: Twofactor_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_code(inputs)
	if (locale === "ta") return __ta.twofactor_code(inputs)
	return __en.twofactor_code(inputs)
});
/**
* | output |
* | --- |
* | "Enter the 6-digit code from your authenticator app or one of your recovery codes" |
*
* @param {Twofactor_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_code_or_recovery = /** @type {((inputs?: Twofactor_Code_Or_RecoveryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Code_Or_RecoveryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_code_or_recovery(inputs)
	if (locale === "ta") return __ta.twofactor_code_or_recovery(inputs)
	return __en.twofactor_code_or_recovery(inputs)
});
/**
* | output |
* | --- |
* | "New recovery codes are ready. The old ones no longer work." |
*
* @param {Twofactor_Codes_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_codes_regenerated = /** @type {((inputs?: Twofactor_Codes_RegeneratedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Codes_RegeneratedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_codes_regenerated(inputs)
	if (locale === "ta") return __ta.twofactor_codes_regenerated(inputs)
	return __en.twofactor_codes_regenerated(inputs)
});
/**
* | output |
* | --- |
* | "Enter your current password" |
*
* @param {Twofactor_Current_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_current_required = /** @type {((inputs?: Twofactor_Current_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Current_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_current_required(inputs)
	if (locale === "ta") return __ta.twofactor_current_required(inputs)
	return __en.twofactor_current_required(inputs)
});
/**
* | output |
* | --- |
* | "That code is not correct, and that was the last of 5 tries. Please sign in again." |
*
* @param {Twofactor_Last_Try_UsedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_last_try_used = /** @type {((inputs?: Twofactor_Last_Try_UsedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Last_Try_UsedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_last_try_used(inputs)
	if (locale === "ta") return __ta.twofactor_last_try_used(inputs)
	return __en.twofactor_last_try_used(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in is not on." |
*
* @param {Twofactor_Not_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_not_on = /** @type {((inputs?: Twofactor_Not_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Not_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_not_on(inputs)
	if (locale === "ta") return __ta.twofactor_not_on(inputs)
	return __en.twofactor_not_on(inputs)
});
/**
* | output |
* | --- |
* | "Start the set-up first." |
*
* @param {Twofactor_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_not_started = /** @type {((inputs?: Twofactor_Not_StartedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Not_StartedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_not_started(inputs)
	if (locale === "ta") return __ta.twofactor_not_started(inputs)
	return __en.twofactor_not_started(inputs)
});
/**
* | output |
* | --- |
* | "Admins must use two-factor sign-in on this server, so it cannot be turned off." |
*
* @param {Twofactor_Required_For_AdminsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_required_for_admins = /** @type {((inputs?: Twofactor_Required_For_AdminsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Required_For_AdminsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_required_for_admins(inputs)
	if (locale === "ta") return __ta.twofactor_required_for_admins(inputs)
	return __en.twofactor_required_for_admins(inputs)
});
/**
* | output |
* | --- |
* | "Scan the QR code with your authenticator app, then enter the code it shows." |
*
* @param {Twofactor_StartedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_started = /** @type {((inputs?: Twofactor_StartedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_StartedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_started(inputs)
	if (locale === "ta") return __ta.twofactor_started(inputs)
	return __en.twofactor_started(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in is off." |
*
* @param {Twofactor_Turned_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_turned_off = /** @type {((inputs?: Twofactor_Turned_OffInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Turned_OffInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_turned_off(inputs)
	if (locale === "ta") return __ta.twofactor_turned_off(inputs)
	return __en.twofactor_turned_off(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once." |
*
* @param {Twofactor_Turned_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_turned_on = /** @type {((inputs?: Twofactor_Turned_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Turned_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_turned_on(inputs)
	if (locale === "ta") return __ta.twofactor_turned_on(inputs)
	return __en.twofactor_turned_on(inputs)
});
/**
* | output |
* | --- |
* | "That code is not correct. Check the time on your phone and try again." |
*
* @param {Twofactor_Wrong_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_wrong_code = /** @type {((inputs?: Twofactor_Wrong_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Wrong_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_wrong_code(inputs)
	if (locale === "ta") return __ta.twofactor_wrong_code(inputs)
	return __en.twofactor_wrong_code(inputs)
});
/**
* | output |
* | --- |
* | "That code is not correct, or the recovery code has been used already." |
*
* @param {Twofactor_Wrong_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_wrong_code_or_recovery = /** @type {((inputs?: Twofactor_Wrong_Code_Or_RecoveryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Wrong_Code_Or_RecoveryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_wrong_code_or_recovery(inputs)
	if (locale === "ta") return __ta.twofactor_wrong_code_or_recovery(inputs)
	return __en.twofactor_wrong_code_or_recovery(inputs)
});
/**
* | output |
* | --- |
* | "Please check what you sent" |
*
* @param {Ui_Check_What_You_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_check_what_you_sent = /** @type {((inputs?: Ui_Check_What_You_SentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Check_What_You_SentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_check_what_you_sent(inputs)
	if (locale === "ta") return __ta.ui_check_what_you_sent(inputs)
	return __en.ui_check_what_you_sent(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_CloseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_close = /** @type {((inputs?: Ui_CloseInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_CloseInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_close(inputs)
	if (locale === "ta") return __ta.ui_close(inputs)
	return __en.ui_close(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss notification" |
*
* @param {Ui_Dismiss_NotificationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_dismiss_notification = /** @type {((inputs?: Ui_Dismiss_NotificationInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dismiss_NotificationInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_dismiss_notification(inputs)
	if (locale === "ta") return __ta.ui_dismiss_notification(inputs)
	return __en.ui_dismiss_notification(inputs)
});
/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Ui_Go_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_go_back = /** @type {((inputs?: Ui_Go_BackInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Go_BackInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_go_back(inputs)
	if (locale === "ta") return __ta.ui_go_back(inputs)
	return __en.ui_go_back(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Ui_NotificationsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_notifications = /** @type {((inputs?: Ui_NotificationsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NotificationsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_notifications(inputs)
	if (locale === "ta") return __ta.ui_notifications(inputs)
	return __en.ui_notifications(inputs)
});
/**
* | output |
* | --- |
* | "Refresh Page" |
*
* @param {Ui_RefreshInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_refresh = /** @type {((inputs?: Ui_RefreshInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_RefreshInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_refresh(inputs)
	if (locale === "ta") return __ta.ui_refresh(inputs)
	return __en.ui_refresh(inputs)
});
/**
* | output |
* | --- |
* | "Oops! Something went wrong" |
*
* @param {Ui_Something_Went_WrongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_something_went_wrong = /** @type {((inputs?: Ui_Something_Went_WrongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Something_Went_WrongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_something_went_wrong(inputs)
	if (locale === "ta") return __ta.ui_something_went_wrong(inputs)
	return __en.ui_something_went_wrong(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the inconvenience. Please try refreshing the page." |
*
* @param {Ui_SorryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_sorry = /** @type {((inputs?: Ui_SorryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_SorryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_sorry(inputs)
	if (locale === "ta") return __ta.ui_sorry(inputs)
	return __en.ui_sorry(inputs)
});