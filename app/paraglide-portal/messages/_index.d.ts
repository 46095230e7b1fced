/**
* | output |
* | --- |
* | "Enter the new email address" |
*
* @param {Account_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_email_required: ((inputs?: Account_Email_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This is already your email address" |
*
* @param {Account_Email_SameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_email_same: ((inputs?: Account_Email_SameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_SameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "We have mailed a confirmation link to {email}. Your email address changes when you open it (within 24 hours)." |
*
* @param {Account_Email_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_email_sent: ((inputs: Account_Email_SentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_SentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This email address is already used by another account" |
*
* @param {Account_Email_TakenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_email_taken: ((inputs?: Account_Email_TakenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Email_TakenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This invite link is invalid, used or expired." |
*
* @param {Account_Invite_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_invite_gone: ((inputs?: Account_Invite_GoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Invite_GoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose English, සිංහල or தமிழ்" |
*
* @param {Account_Language_ChooseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_language_choose: ((inputs?: Account_Language_ChooseInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Language_ChooseInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your language is saved: the portal and your mails use it." |
*
* @param {Account_Language_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_language_saved: ((inputs?: Account_Language_SavedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Language_SavedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your name is saved." |
*
* @param {Account_Name_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_name_saved: ((inputs?: Account_Name_SavedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Name_SavedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your name can be at most 80 characters, on one line" |
*
* @param {Account_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_name_too_long: ((inputs?: Account_Name_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Name_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a password different from the current one" |
*
* @param {Account_Password_SameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_password_same: ((inputs?: Account_Password_SameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Password_SameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The passwords do not match" |
*
* @param {Account_Passwords_DifferInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_passwords_differ: ((inputs?: Account_Passwords_DifferInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Passwords_DifferInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This reset link is invalid, used or expired. Ask for a new one from the sign-in page." |
*
* @param {Account_Reset_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_reset_gone: ((inputs?: Account_Reset_GoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reset_GoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your Fli DESK ID or the email address of your account" |
*
* @param {Account_Reset_IdentifierInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_reset_identifier: ((inputs?: Account_Reset_IdentifierInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reset_IdentifierInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "If an account matches, we have sent a link to set a new password to its email address. The link works for 30 minutes." |
*
* @param {Account_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_reset_sent: ((inputs?: Account_Reset_SentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Reset_SentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown device" |
*
* @param {Account_Unknown_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_unknown_device: ((inputs?: Account_Unknown_DeviceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unknown_DeviceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Account_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const account_unknown_form: ((inputs?: Account_Unknown_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Account_Unknown_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Active Projects" |
*
* @param {Admin_Active_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_active_projects: ((inputs?: Admin_Active_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Active_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Contact message from {name}" |
*
* @param {Admin_Activity_ContactInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_activity_contact: ((inputs: Admin_Activity_ContactInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Activity_ContactInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment of {amount} received for {order}" |
*
* @param {Admin_Activity_PaymentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_activity_payment: ((inputs: Admin_Activity_PaymentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Activity_PaymentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project created: {title} for {client}" |
*
* @param {Admin_Activity_Project_CreatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_activity_project_created: ((inputs: Admin_Activity_Project_CreatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Activity_Project_CreatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Quote request from {name}" |
*
* @param {Admin_Activity_QuoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_activity_quote: ((inputs: Admin_Activity_QuoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Activity_QuoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{by} updated {title} to {progress}%" |
*
* @param {Admin_Activity_UpdateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_activity_update: ((inputs: Admin_Activity_UpdateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Activity_UpdateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{id} joined as {role}" |
*
* @param {Admin_Activity_UserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_activity_user: ((inputs: Admin_Activity_UserInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Activity_UserInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Add User" |
*
* @param {Admin_Add_UserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_add_user: ((inputs?: Admin_Add_UserInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Add_UserInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The user gets a Fli DESK ID and a link to set a password." |
*
* @param {Admin_Add_User_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_add_user_description: ((inputs?: Admin_Add_User_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Add_User_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Active users (30 days)" |
*
* @param {Admin_Analytics_Active_UsersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_analytics_active_users: ((inputs?: Admin_Analytics_Active_UsersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Analytics_Active_UsersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Average project time" |
*
* @param {Admin_Analytics_Average_TimeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_analytics_average_time: ((inputs?: Admin_Analytics_Average_TimeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Analytics_Average_TimeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} days" |
*
* @param {Admin_Analytics_DaysInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_analytics_days: ((inputs: Admin_Analytics_DaysInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Analytics_DaysInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No activity yet." |
*
* @param {Admin_Analytics_No_ActivityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_analytics_no_activity: ((inputs?: Admin_Analytics_No_ActivityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Analytics_No_ActivityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No completed projects" |
*
* @param {Admin_Analytics_No_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_analytics_no_completed: ((inputs?: Admin_Analytics_No_CompletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Analytics_No_CompletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Recent Activity" |
*
* @param {Admin_Analytics_RecentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_analytics_recent: ((inputs?: Admin_Analytics_RecentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Analytics_RecentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Revenue last month" |
*
* @param {Admin_Analytics_Revenue_Last_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_analytics_revenue_last_month: ((inputs?: Admin_Analytics_Revenue_Last_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Analytics_Revenue_Last_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Revenue this month" |
*
* @param {Admin_Analytics_Revenue_This_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_analytics_revenue_this_month: ((inputs?: Admin_Analytics_Revenue_This_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Analytics_Revenue_This_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project success rate" |
*
* @param {Admin_Analytics_Success_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_analytics_success_rate: ((inputs?: Admin_Analytics_Success_RateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Analytics_Success_RateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Upload Analytics Data" |
*
* @param {Admin_Analytics_UploadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_analytics_upload: ((inputs?: Admin_Analytics_UploadInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Analytics_UploadInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Action" |
*
* @param {Admin_Audit_ActionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action: ((inputs?: Admin_Audit_ActionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_ActionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics uploaded" |
*
* @param {Admin_Audit_Action_Analytics_UploadedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_analytics_uploaded: ((inputs?: Admin_Audit_Action_Analytics_UploadedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Analytics_UploadedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Calendar address made" |
*
* @param {Admin_Audit_Action_Calendar_Feed_CreatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_calendar_feed_created: ((inputs?: Admin_Audit_Action_Calendar_Feed_CreatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Calendar_Feed_CreatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Calendar address revoked" |
*
* @param {Admin_Audit_Action_Calendar_Feed_RevokedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_calendar_feed_revoked: ((inputs?: Admin_Audit_Action_Calendar_Feed_RevokedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Calendar_Feed_RevokedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "CSV exported" |
*
* @param {Admin_Audit_Action_Csv_ExportedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_csv_exported: ((inputs?: Admin_Audit_Action_Csv_ExportedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Csv_ExportedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Email changed by its owner" |
*
* @param {Admin_Audit_Action_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_email_changed: ((inputs?: Admin_Audit_Action_Email_ChangedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Email_ChangedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Invite accepted" |
*
* @param {Admin_Audit_Action_Invite_AcceptedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_invite_accepted: ((inputs?: Admin_Audit_Action_Invite_AcceptedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Invite_AcceptedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Invite sent" |
*
* @param {Admin_Audit_Action_Invite_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_invite_sent: ((inputs?: Admin_Audit_Action_Invite_SentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Invite_SentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tracked keyword added" |
*
* @param {Admin_Audit_Action_Keyword_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_keyword_added: ((inputs?: Admin_Audit_Action_Keyword_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Keyword_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tracked keyword removed" |
*
* @param {Admin_Audit_Action_Keyword_RemovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_keyword_removed: ((inputs?: Admin_Audit_Action_Keyword_RemovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Keyword_RemovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Lead status changed" |
*
* @param {Admin_Audit_Action_Lead_Status_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_lead_status_changed: ((inputs?: Admin_Audit_Action_Lead_Status_ChangedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Lead_Status_ChangedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password changed" |
*
* @param {Admin_Audit_Action_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_password_changed: ((inputs?: Admin_Audit_Action_Password_ChangedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Password_ChangedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password reset completed" |
*
* @param {Admin_Audit_Action_Password_Reset_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_password_reset_completed: ((inputs?: Admin_Audit_Action_Password_Reset_CompletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Password_Reset_CompletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password reset requested" |
*
* @param {Admin_Audit_Action_Password_Reset_RequestedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_password_reset_requested: ((inputs?: Admin_Audit_Action_Password_Reset_RequestedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Password_Reset_RequestedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment refunded" |
*
* @param {Admin_Audit_Action_Payment_RefundedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_payment_refunded: ((inputs?: Admin_Audit_Action_Payment_RefundedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Payment_RefundedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post created" |
*
* @param {Admin_Audit_Action_Post_CreatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_post_created: ((inputs?: Admin_Audit_Action_Post_CreatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Post_CreatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post edited" |
*
* @param {Admin_Audit_Action_Post_EditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_post_edited: ((inputs?: Admin_Audit_Action_Post_EditedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Post_EditedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post moved" |
*
* @param {Admin_Audit_Action_Post_MovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_post_moved: ((inputs?: Admin_Audit_Action_Post_MovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Post_MovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post moved to another day" |
*
* @param {Admin_Audit_Action_Post_RescheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_post_rescheduled: ((inputs?: Admin_Audit_Action_Post_RescheduledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Post_RescheduledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project assigned" |
*
* @param {Admin_Audit_Action_Project_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_project_assigned: ((inputs?: Admin_Audit_Action_Project_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Project_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Completed without approval" |
*
* @param {Admin_Audit_Action_Project_Completed_OverrideInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_project_completed_override: ((inputs?: Admin_Audit_Action_Project_Completed_OverrideInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Project_Completed_OverrideInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project created" |
*
* @param {Admin_Audit_Action_Project_CreatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_project_created: ((inputs?: Admin_Audit_Action_Project_CreatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Project_CreatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project status changed" |
*
* @param {Admin_Audit_Action_Project_Status_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_project_status_changed: ((inputs?: Admin_Audit_Action_Project_Status_ChangedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Project_Status_ChangedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Recovery codes replaced" |
*
* @param {Admin_Audit_Action_Recovery_Codes_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_recovery_codes_regenerated: ((inputs?: Admin_Audit_Action_Recovery_Codes_RegeneratedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Recovery_Codes_RegeneratedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Refund found not made" |
*
* @param {Admin_Audit_Action_Refund_VoidedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_refund_voided: ((inputs?: Admin_Audit_Action_Refund_VoidedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Refund_VoidedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly report regenerated" |
*
* @param {Admin_Audit_Action_Report_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_report_regenerated: ((inputs?: Admin_Audit_Action_Report_RegeneratedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Report_RegeneratedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly report sent again" |
*
* @param {Admin_Audit_Action_Report_ResentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_report_resent: ((inputs?: Admin_Audit_Action_Report_ResentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Report_ResentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Review link made" |
*
* @param {Admin_Audit_Action_Review_Link_CreatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_review_link_created: ((inputs?: Admin_Audit_Action_Review_Link_CreatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Review_Link_CreatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Review links revoked" |
*
* @param {Admin_Audit_Action_Review_Link_RevokedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_review_link_revoked: ((inputs?: Admin_Audit_Action_Review_Link_RevokedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Review_Link_RevokedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in failed" |
*
* @param {Admin_Audit_Action_Sign_In_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_sign_in_failed: ((inputs?: Admin_Audit_Action_Sign_In_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Sign_In_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in" |
*
* @param {Admin_Audit_Action_Signed_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_signed_in: ((inputs?: Admin_Audit_Action_Signed_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Signed_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cancellation scheduled" |
*
* @param {Admin_Audit_Action_Subscription_Cancel_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_subscription_cancel_scheduled: ((inputs?: Admin_Audit_Action_Subscription_Cancel_ScheduledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Subscription_Cancel_ScheduledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cancellation undone" |
*
* @param {Admin_Audit_Action_Subscription_Cancel_UndoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_subscription_cancel_undone: ((inputs?: Admin_Audit_Action_Subscription_Cancel_UndoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Subscription_Cancel_UndoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription cancelled" |
*
* @param {Admin_Audit_Action_Subscription_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_subscription_cancelled: ((inputs?: Admin_Audit_Action_Subscription_CancelledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Subscription_CancelledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Changed their plan" |
*
* @param {Admin_Audit_Action_Subscription_Plan_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_subscription_plan_changed: ((inputs?: Admin_Audit_Action_Subscription_Plan_ChangedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Subscription_Plan_ChangedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment retried" |
*
* @param {Admin_Audit_Action_Subscription_RetriedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_subscription_retried: ((inputs?: Admin_Audit_Action_Subscription_RetriedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Subscription_RetriedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ticket assigned" |
*
* @param {Admin_Audit_Action_Ticket_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_ticket_assigned: ((inputs?: Admin_Audit_Action_Ticket_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Ticket_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ticket status changed" |
*
* @param {Admin_Audit_Action_Ticket_Status_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_ticket_status_changed: ((inputs?: Admin_Audit_Action_Ticket_Status_ChangedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Ticket_Status_ChangedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor sign-in turned off" |
*
* @param {Admin_Audit_Action_Two_Factor_DisabledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_two_factor_disabled: ((inputs?: Admin_Audit_Action_Two_Factor_DisabledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Two_Factor_DisabledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor sign-in turned on" |
*
* @param {Admin_Audit_Action_Two_Factor_EnabledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_two_factor_enabled: ((inputs?: Admin_Audit_Action_Two_Factor_EnabledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Two_Factor_EnabledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor sign-in reset" |
*
* @param {Admin_Audit_Action_Two_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_two_factor_reset: ((inputs?: Admin_Audit_Action_Two_Factor_ResetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Two_Factor_ResetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Update approved" |
*
* @param {Admin_Audit_Action_Update_ApprovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_update_approved: ((inputs?: Admin_Audit_Action_Update_ApprovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Update_ApprovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Admin_Audit_Action_Update_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_update_changes_requested: ((inputs?: Admin_Audit_Action_Update_Changes_RequestedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_Update_Changes_RequestedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "User added" |
*
* @param {Admin_Audit_Action_User_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_user_added: ((inputs?: Admin_Audit_Action_User_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_User_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "User edited" |
*
* @param {Admin_Audit_Action_User_EditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_action_user_edited: ((inputs?: Admin_Audit_Action_User_EditedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Action_User_EditedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Admin_Audit_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_address: ((inputs?: Admin_Audit_AddressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_AddressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All actions" |
*
* @param {Admin_Audit_All_ActionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_all_actions: ((inputs?: Admin_Audit_All_ActionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_All_ActionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Detail" |
*
* @param {Admin_Audit_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_detail: ((inputs?: Admin_Audit_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {Admin_Audit_ExportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_export: ((inputs?: Admin_Audit_ExportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_ExportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Filter the audit log" |
*
* @param {Admin_Audit_FilterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_filter: ((inputs?: Admin_Audit_FilterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_FilterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Admin_Audit_FromInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_from: ((inputs?: Admin_Audit_FromInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_FromInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Admin_Audit_Key_AmountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_amount: ((inputs?: Admin_Audit_Key_AmountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_AmountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Asked by" |
*
* @param {Admin_Audit_Key_Asked_ByInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_asked_by: ((inputs?: Admin_Audit_Key_Asked_ByInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_Asked_ByInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned to" |
*
* @param {Admin_Audit_Key_AssigneeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_assignee: ((inputs?: Admin_Audit_Key_AssigneeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_AssigneeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Size (bytes)" |
*
* @param {Admin_Audit_Key_BytesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_bytes: ((inputs?: Admin_Audit_Key_BytesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_BytesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Admin_Audit_Key_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_client: ((inputs?: Admin_Audit_Key_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Confirmed" |
*
* @param {Admin_Audit_Key_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_confirmed: ((inputs?: Admin_Audit_Key_ConfirmedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_ConfirmedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Admin_Audit_Key_CurrencyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_currency: ((inputs?: Admin_Audit_Key_CurrencyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_CurrencyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Admin_Audit_Key_DecisionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_decision: ((inputs?: Admin_Audit_Key_DecisionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_DecisionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Admin_Audit_Key_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_email: ((inputs?: Admin_Audit_Key_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Freelancer" |
*
* @param {Admin_Audit_Key_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_freelancer: ((inputs?: Admin_Audit_Key_FreelancerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_FreelancerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Admin_Audit_Key_FromInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_from: ((inputs?: Admin_Audit_Key_FromInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_FromInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere subscription" |
*
* @param {Admin_Audit_Key_Gateway_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_gateway_subscription: ((inputs?: Admin_Audit_Key_Gateway_SubscriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_Gateway_SubscriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keyword" |
*
* @param {Admin_Audit_Key_KeywordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_keyword: ((inputs?: Admin_Audit_Key_KeywordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_KeywordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Admin_Audit_Key_KindInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_kind: ((inputs?: Admin_Audit_Key_KindInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_KindInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Link" |
*
* @param {Admin_Audit_Key_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_link: ((inputs?: Admin_Audit_Key_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Links" |
*
* @param {Admin_Audit_Key_LinksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_links: ((inputs?: Admin_Audit_Key_LinksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_LinksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Media" |
*
* @param {Admin_Audit_Key_MediaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_media: ((inputs?: Admin_Audit_Key_MediaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_MediaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Admin_Audit_Key_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_month: ((inputs?: Admin_Audit_Key_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Admin_Audit_Key_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_name: ((inputs?: Admin_Audit_Key_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Outcome" |
*
* @param {Admin_Audit_Key_OutcomeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_outcome: ((inputs?: Admin_Audit_Key_OutcomeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_OutcomeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Admin_Audit_Key_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_plan: ((inputs?: Admin_Audit_Key_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Platform" |
*
* @param {Admin_Audit_Key_PlatformInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_platform: ((inputs?: Admin_Audit_Key_PlatformInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_PlatformInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Admin_Audit_Key_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_reason: ((inputs?: Admin_Audit_Key_ReasonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_ReasonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Admin_Audit_Key_ReferenceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_reference: ((inputs?: Admin_Audit_Key_ReferenceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_ReferenceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Report" |
*
* @param {Admin_Audit_Key_ReportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_report: ((inputs?: Admin_Audit_Key_ReportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_ReportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Admin_Audit_Key_RoleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_role: ((inputs?: Admin_Audit_Key_RoleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_RoleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Second step" |
*
* @param {Admin_Audit_Key_Second_FactorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_second_factor: ((inputs?: Admin_Audit_Key_Second_FactorInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_Second_FactorInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Service ends on" |
*
* @param {Admin_Audit_Key_Service_Ends_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_service_ends_on: ((inputs?: Admin_Audit_Key_Service_Ends_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_Service_Ends_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Admin_Audit_Key_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_status: ((inputs?: Admin_Audit_Key_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Admin_Audit_Key_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_title: ((inputs?: Admin_Audit_Key_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Admin_Audit_Key_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_to: ((inputs?: Admin_Audit_Key_ToInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_ToInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Update" |
*
* @param {Admin_Audit_Key_UpdateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_update: ((inputs?: Admin_Audit_Key_UpdateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_UpdateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Via" |
*
* @param {Admin_Audit_Key_ViaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_via: ((inputs?: Admin_Audit_Key_ViaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_ViaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Was ending on" |
*
* @param {Admin_Audit_Key_Was_Ending_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_key_was_ending_on: ((inputs?: Admin_Audit_Key_Was_Ending_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Key_Was_Ending_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Newer" |
*
* @param {Admin_Audit_NewerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_newer: ((inputs?: Admin_Audit_NewerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_NewerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Nobody signed in" |
*
* @param {Admin_Audit_NobodyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_nobody: ((inputs?: Admin_Audit_NobodyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_NobodyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No recorded actions match." |
*
* @param {Admin_Audit_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_none: ((inputs?: Admin_Audit_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Older" |
*
* @param {Admin_Audit_OlderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_older: ((inputs?: Admin_Audit_OlderInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_OlderInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Page {page}" |
*
* @param {Admin_Audit_PageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_page: ((inputs: Admin_Audit_PageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_PageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Audit log pages" |
*
* @param {Admin_Audit_PagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_pages: ((inputs?: Admin_Audit_PagesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_PagesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Record" |
*
* @param {Admin_Audit_RecordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_record: ((inputs?: Admin_Audit_RecordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_RecordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Audit log" |
*
* @param {Admin_Audit_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_title: ((inputs?: Admin_Audit_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "To" |
*
* @param {Admin_Audit_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_to: ((inputs?: Admin_Audit_ToInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_ToInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "User (Fli DESK ID)" |
*
* @param {Admin_Audit_UserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_user: ((inputs?: Admin_Audit_UserInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_UserInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Admin_Audit_Value_ApprovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_approved: ((inputs?: Admin_Audit_Value_ApprovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_ApprovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Authenticator app" |
*
* @param {Admin_Audit_Value_Authenticator_AppInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_authenticator_app: ((inputs?: Admin_Audit_Value_Authenticator_AppInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Authenticator_AppInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Admin_Audit_Value_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_changes_requested: ((inputs?: Admin_Audit_Value_Changes_RequestedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Changes_RequestedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Charged" |
*
* @param {Admin_Audit_Value_ChargedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_charged: ((inputs?: Admin_Audit_Value_ChargedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_ChargedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "By an admin" |
*
* @param {Admin_Audit_Value_Confirmed_By_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_confirmed_by_admin: ((inputs?: Admin_Audit_Value_Confirmed_By_AdminInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Confirmed_By_AdminInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere's payment search" |
*
* @param {Admin_Audit_Value_Confirmed_By_SearchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_confirmed_by_search: ((inputs?: Admin_Audit_Value_Confirmed_By_SearchInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Confirmed_By_SearchInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Picture" |
*
* @param {Admin_Audit_Value_ImageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_image: ((inputs?: Admin_Audit_Value_ImageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_ImageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Added" |
*
* @param {Admin_Audit_Value_Media_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_media_added: ((inputs?: Admin_Audit_Value_Media_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Media_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Description changed" |
*
* @param {Admin_Audit_Value_Media_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_media_alt: ((inputs?: Admin_Audit_Value_Media_AltInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Media_AltInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Moved" |
*
* @param {Admin_Audit_Value_Media_MovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_media_moved: ((inputs?: Admin_Audit_Value_Media_MovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Media_MovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Removed" |
*
* @param {Admin_Audit_Value_Media_RemovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_media_removed: ((inputs?: Admin_Audit_Value_Media_RemovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Media_RemovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Admin_Audit_Value_NoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_no: ((inputs?: Admin_Audit_Value_NoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_NoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Recovery code" |
*
* @param {Admin_Audit_Value_Recovery_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_recovery_code: ((inputs?: Admin_Audit_Value_Recovery_CodeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Recovery_CodeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "One-time password link" |
*
* @param {Admin_Audit_Value_Via_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_via_link: ((inputs?: Admin_Audit_Value_Via_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Via_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Mail" |
*
* @param {Admin_Audit_Value_Via_MailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_via_mail: ((inputs?: Admin_Audit_Value_Via_MailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Via_MailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Shared link" |
*
* @param {Admin_Audit_Value_Via_ShareInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_via_share: ((inputs?: Admin_Audit_Value_Via_ShareInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_Via_ShareInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Video" |
*
* @param {Admin_Audit_Value_VideoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_video: ((inputs?: Admin_Audit_Value_VideoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_VideoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Admin_Audit_Value_YesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_value_yes: ((inputs?: Admin_Audit_Value_YesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_Value_YesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "When" |
*
* @param {Admin_Audit_WhenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_when: ((inputs?: Admin_Audit_WhenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_WhenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Who" |
*
* @param {Admin_Audit_WhoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_audit_who: ((inputs?: Admin_Audit_WhoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Audit_WhoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Admin_Billing_ActionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_actions: ((inputs?: Admin_Billing_ActionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_ActionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All" |
*
* @param {Admin_Billing_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_all: ((inputs?: Admin_Billing_AllInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_AllInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} refunded" |
*
* @param {Admin_Billing_Amount_RefundedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_amount_refunded: ((inputs: Admin_Billing_Amount_RefundedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Amount_RefundedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Subscriptions and payments" |
*
* @param {Admin_Billing_CaptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_caption: ((inputs?: Admin_Billing_CaptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_CaptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No subscriptions or payments yet." |
*
* @param {Admin_Billing_EmptyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_empty: ((inputs?: Admin_Billing_EmptyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_EmptyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Filter billing" |
*
* @param {Admin_Billing_FilterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_filter: ((inputs?: Admin_Billing_FilterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_FilterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Kind" |
*
* @param {Admin_Billing_KindInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_kind: ((inputs?: Admin_Billing_KindInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_KindInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Admin_Billing_Kind_PaymentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_kind_payment: ((inputs?: Admin_Billing_Kind_PaymentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Kind_PaymentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription" |
*
* @param {Admin_Billing_Kind_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_kind_subscription: ((inputs?: Admin_Billing_Kind_SubscriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Kind_SubscriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Next charge {date}" |
*
* @param {Admin_Billing_Next_ChargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_next_charge: ((inputs: Admin_Billing_Next_ChargeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Next_ChargeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "None yet" |
*
* @param {Admin_Billing_None_YetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_none_yet: ((inputs?: Admin_Billing_None_YetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_None_YetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing matches." |
*
* @param {Admin_Billing_Nothing_MatchesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_nothing_matches: ((inputs?: Admin_Billing_Nothing_MatchesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Nothing_MatchesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Refund" |
*
* @param {Admin_Billing_RefundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refund: ((inputs?: Admin_Billing_RefundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_RefundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Amount ({currency})" |
*
* @param {Admin_Billing_Refund_AmountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refund_amount: ((inputs: Admin_Billing_Refund_AmountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Refund_AmountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "At most {amount}." |
*
* @param {Admin_Billing_Refund_At_MostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refund_at_most: ((inputs: Admin_Billing_Refund_At_MostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Refund_At_MostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{client}, {plan}: paid {amount}. PayHere returns the refund to the client's card or account; it cannot be undone. The client is mailed." |
*
* @param {Admin_Billing_Refund_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refund_description: ((inputs: Admin_Billing_Refund_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Refund_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} refund not confirmed by PayHere" |
*
* @param {Admin_Billing_Refund_Not_ConfirmedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refund_not_confirmed: ((inputs: Admin_Billing_Refund_Not_ConfirmedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Refund_Not_ConfirmedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Refund now" |
*
* @param {Admin_Billing_Refund_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refund_now: ((inputs?: Admin_Billing_Refund_NowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Refund_NowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Admin_Billing_Refund_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refund_reason: ((inputs?: Admin_Billing_Refund_ReasonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Refund_ReasonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The client reads it in the refund mail." |
*
* @param {Admin_Billing_Refund_Reason_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refund_reason_hint: ((inputs?: Admin_Billing_Refund_Reason_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Refund_Reason_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "payment {reference}" |
*
* @param {Admin_Billing_Refund_SrInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refund_sr: ((inputs: Admin_Billing_Refund_SrInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Refund_SrInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Refund payment {reference}" |
*
* @param {Admin_Billing_Refund_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refund_title: ((inputs: Admin_Billing_Refund_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Refund_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Refunding..." |
*
* @param {Admin_Billing_RefundingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_refunding: ((inputs?: Admin_Billing_RefundingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_RefundingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Revenue in {month}" |
*
* @param {Admin_Billing_Revenue_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_revenue_in: ((inputs: Admin_Billing_Revenue_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Revenue_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} ({currency}): {received} received" |
*
* @param {Admin_Billing_Revenue_ReceivedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_revenue_received: ((inputs: Admin_Billing_Revenue_ReceivedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Revenue_ReceivedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} ({currency}): {received} received, {refunded} refunded" |
*
* @param {Admin_Billing_Revenue_Received_RefundedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_revenue_received_refunded: ((inputs: Admin_Billing_Revenue_Received_RefundedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Revenue_Received_RefundedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Settle refund" |
*
* @param {Admin_Billing_SettleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_settle: ((inputs?: Admin_Billing_SettleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_SettleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{date} by {person}" |
*
* @param {Admin_Billing_Settle_Asked_ByInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_settle_asked_by: ((inputs: Admin_Billing_Settle_Asked_ByInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Settle_Asked_ByInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere did not confirm the refund of {amount} asked for on {asked} (reason: {reason}). Check the payment in PayHere, then say what it shows. Refunded: it is..." |
*
* @param {Admin_Billing_Settle_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_settle_description: ((inputs: Admin_Billing_Settle_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Settle_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "It was not refunded" |
*
* @param {Admin_Billing_Settle_Not_RefundedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_settle_not_refunded: ((inputs?: Admin_Billing_Settle_Not_RefundedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Settle_Not_RefundedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "It was refunded" |
*
* @param {Admin_Billing_Settle_RefundedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_settle_refunded: ((inputs?: Admin_Billing_Settle_RefundedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Settle_RefundedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "of payment {reference}" |
*
* @param {Admin_Billing_Settle_SrInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_settle_sr: ((inputs: Admin_Billing_Settle_SrInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Settle_SrInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Settle the refund of payment {reference}" |
*
* @param {Admin_Billing_Settle_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_settle_title: ((inputs: Admin_Billing_Settle_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Settle_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Partly refunded" |
*
* @param {Admin_Billing_Status_Partly_RefundedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_status_partly_refunded: ((inputs?: Admin_Billing_Status_Partly_RefundedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Status_Partly_RefundedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Installment failed" |
*
* @param {Admin_Billing_Status_Past_DueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_status_past_due: ((inputs?: Admin_Billing_Status_Past_DueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Status_Past_DueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Refund unconfirmed" |
*
* @param {Admin_Billing_Status_Refund_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_status_refund_unconfirmed: ((inputs?: Admin_Billing_Status_Refund_UnconfirmedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Status_Refund_UnconfirmedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Admin_Billing_Status_RefundedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_status_refunded: ((inputs?: Admin_Billing_Status_RefundedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Status_RefundedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not honoured, refund owed" |
*
* @param {Admin_Billing_Status_ReturningInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_status_returning: ((inputs?: Admin_Billing_Status_ReturningInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Status_ReturningInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped by PayHere" |
*
* @param {Admin_Billing_Status_StoppedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_billing_status_stopped: ((inputs?: Admin_Billing_Status_StoppedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Billing_Status_StoppedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Admin_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_col_actions: ((inputs?: Admin_Col_ActionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Col_ActionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "ID" |
*
* @param {Admin_Col_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_col_id: ((inputs?: Admin_Col_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Col_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Joined" |
*
* @param {Admin_Col_JoinedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_col_joined: ((inputs?: Admin_Col_JoinedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Col_JoinedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Admin_Col_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_col_name: ((inputs?: Admin_Col_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Col_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Complete without approval" |
*
* @param {Admin_Complete_Without_ApprovalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_complete_without_approval: ((inputs?: Admin_Complete_Without_ApprovalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Complete_Without_ApprovalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Completed Projects" |
*
* @param {Admin_Completed_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_completed_projects: ((inputs?: Admin_Completed_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Completed_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Copied" |
*
* @param {Admin_CopiedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_copied: ((inputs?: Admin_CopiedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_CopiedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The invite link is on your clipboard." |
*
* @param {Admin_Copied_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_copied_detail: ((inputs?: Admin_Copied_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Copied_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Copy" |
*
* @param {Admin_CopyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_copy: ((inputs?: Admin_CopyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_CopyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Admin_Copy_ErrorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_copy_error: ((inputs?: Admin_Copy_ErrorInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Copy_ErrorInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Copying failed: select the link and copy it by hand." |
*
* @param {Admin_Copy_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_copy_failed: ((inputs?: Admin_Copy_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Copy_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Create User" |
*
* @param {Admin_Create_UserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_create_user: ((inputs?: Admin_Create_UserInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Create_UserInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "created {date}" |
*
* @param {Admin_Created_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_created_on: ((inputs: Admin_Created_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Created_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Creating..." |
*
* @param {Admin_CreatingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_creating: ((inputs?: Admin_CreatingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_CreatingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fli DESK ID" |
*
* @param {Admin_Desk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_desk_id: ((inputs?: Admin_Desk_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Desk_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Admin_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_done: ((inputs?: Admin_DoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_DoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Admin_EditInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_edit: ((inputs?: Admin_EditInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_EditInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Edit User" |
*
* @param {Admin_Edit_UserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_edit_user: ((inputs?: Admin_Edit_UserInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Edit_UserInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Admin_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_email: ((inputs?: Admin_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Admin_FilterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_filter: ((inputs?: Admin_FilterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_FilterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All" |
*
* @param {Admin_Filter_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_filter_all: ((inputs?: Admin_Filter_AllInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Filter_AllInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "FliDESK ID cannot be changed" |
*
* @param {Admin_Id_LockedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_id_locked: ((inputs?: Admin_Id_LockedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Id_LockedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "One-time invite link" |
*
* @param {Admin_Invite_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_invite_link: ((inputs?: Admin_Invite_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invite_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "It was also mailed to the user. It works once, for 7 days." |
*
* @param {Admin_Invite_Link_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_invite_link_hint: ((inputs?: Admin_Invite_Link_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invite_Link_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Invite pending" |
*
* @param {Admin_Invite_PendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_invite_pending: ((inputs?: Admin_Invite_PendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Invite_PendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Budget: {budget}" |
*
* @param {Admin_Leads_BudgetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_budget: ((inputs: Admin_Leads_BudgetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_BudgetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Admin_Leads_Col_DetailsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_col_details: ((inputs?: Admin_Leads_Col_DetailsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Col_DetailsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "From" |
*
* @param {Admin_Leads_Col_FromInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_col_from: ((inputs?: Admin_Leads_Col_FromInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Col_FromInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Received" |
*
* @param {Admin_Leads_Col_ReceivedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_col_received: ((inputs?: Admin_Leads_Col_ReceivedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Col_ReceivedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Admin_Leads_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_col_status: ((inputs?: Admin_Leads_Col_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Col_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Admin_Leads_Col_TypeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_col_type: ((inputs?: Admin_Leads_Col_TypeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Col_TypeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Flexible" |
*
* @param {Admin_Leads_FlexibleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_flexible: ((inputs?: Admin_Leads_FlexibleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_FlexibleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Admin_Leads_Kind_ContactInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_kind_contact: ((inputs?: Admin_Leads_Kind_ContactInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Kind_ContactInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Admin_Leads_Kind_QuoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_kind_quote: ((inputs?: Admin_Leads_Kind_QuoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Kind_QuoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{range} months" |
*
* @param {Admin_Leads_MonthsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_months: ((inputs: Admin_Leads_MonthsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_MonthsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No leads yet." |
*
* @param {Admin_Leads_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_none: ((inputs?: Admin_Leads_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No leads match." |
*
* @param {Admin_Leads_None_MatchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_none_match: ((inputs?: Admin_Leads_None_MatchInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_None_MatchInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Leads \| Admin Panel \| Fli DESK" |
*
* @param {Admin_Leads_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_page_title: ((inputs?: Admin_Leads_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Phone: {phone}" |
*
* @param {Admin_Leads_PhoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_phone: ((inputs: Admin_Leads_PhoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_PhoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search leads" |
*
* @param {Admin_Leads_Search_FieldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_search_field: ((inputs?: Admin_Leads_Search_FieldInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Search_FieldInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Lead search" |
*
* @param {Admin_Leads_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_search_label: ((inputs?: Admin_Leads_Search_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Search_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Admin_Leads_Search_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_search_submit: ((inputs?: Admin_Leads_Search_SubmitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Search_SubmitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Brand Identity Design" |
*
* @param {Admin_Leads_Service_DesignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_service_design: ((inputs?: Admin_Leads_Service_DesignInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Service_DesignInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "SEO Optimization" |
*
* @param {Admin_Leads_Service_SeoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_service_seo: ((inputs?: Admin_Leads_Service_SeoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Service_SeoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Web Development" |
*
* @param {Admin_Leads_Service_WebInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_service_web: ((inputs?: Admin_Leads_Service_WebInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Service_WebInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Admin_Leads_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_status_closed: ((inputs?: Admin_Leads_Status_ClosedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Status_ClosedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Contacted" |
*
* @param {Admin_Leads_Status_ContactedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_status_contacted: ((inputs?: Admin_Leads_Status_ContactedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Status_ContactedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New" |
*
* @param {Admin_Leads_Status_NewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_status_new: ((inputs?: Admin_Leads_Status_NewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Status_NewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status of the lead from {name}" |
*
* @param {Admin_Leads_Status_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_status_of: ((inputs: Admin_Leads_Status_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_Status_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Timeline: {timeline}" |
*
* @param {Admin_Leads_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_timeline: ((inputs: Admin_Leads_TimelineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_TimelineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Leads" |
*
* @param {Admin_Leads_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_title: ((inputs?: Admin_Leads_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "new" |
*
* @param {Admin_Leads_WaitingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_leads_waiting: ((inputs?: Admin_Leads_WaitingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Leads_WaitingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to upload analytics data" |
*
* @param {Admin_Msg_Analytics_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_analytics_failed: ((inputs?: Admin_Msg_Analytics_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Analytics_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics data uploaded successfully" |
*
* @param {Admin_Msg_Analytics_UploadedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_analytics_uploaded: ((inputs?: Admin_Msg_Analytics_UploadedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Analytics_UploadedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to assign freelancer" |
*
* @param {Admin_Msg_Assign_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_assign_failed: ((inputs?: Admin_Msg_Assign_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Assign_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project assignment updated" |
*
* @param {Admin_Msg_Assignment_UpdatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_assignment_updated: ((inputs?: Admin_Msg_Assignment_UpdatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Assignment_UpdatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Must be at most {max} characters" |
*
* @param {Admin_Msg_At_MostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_at_most: ((inputs: Admin_Msg_At_MostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_At_MostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a project" |
*
* @param {Admin_Msg_Choose_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_choose_project: ((inputs?: Admin_Msg_Choose_ProjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Choose_ProjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "the client does not exist" |
*
* @param {Admin_Msg_Client_MissingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_client_missing: ((inputs?: Admin_Msg_Client_MissingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Client_MissingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Deadline must be a date (YYYY-MM-DD)" |
*
* @param {Admin_Msg_Deadline_DateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_deadline_date: ((inputs?: Admin_Msg_Deadline_DateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Deadline_DateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A user with this email already exists" |
*
* @param {Admin_Msg_Duplicate_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_duplicate_email: ((inputs?: Admin_Msg_Duplicate_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Duplicate_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please fill in the email address" |
*
* @param {Admin_Msg_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_email_required: ((inputs?: Admin_Msg_Email_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Email_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Email must be at most {max} characters" |
*
* @param {Admin_Msg_Email_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_email_too_long: ((inputs: Admin_Msg_Email_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Email_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Bounce rate" |
*
* @param {Admin_Msg_Field_Bounce_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_field_bounce_rate: ((inputs?: Admin_Msg_Field_Bounce_RateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Field_Bounce_RateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Page views" |
*
* @param {Admin_Msg_Field_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_field_page_views: ((inputs?: Admin_Msg_Field_Page_ViewsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Field_Page_ViewsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Average session duration" |
*
* @param {Admin_Msg_Field_Session_DurationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_field_session_duration: ((inputs?: Admin_Msg_Field_Session_DurationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Field_Session_DurationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unique visitors" |
*
* @param {Admin_Msg_Field_Unique_VisitorsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_field_unique_visitors: ((inputs?: Admin_Msg_Field_Unique_VisitorsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Field_Unique_VisitorsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "the freelancer does not exist" |
*
* @param {Admin_Msg_Freelancer_MissingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_freelancer_missing: ((inputs?: Admin_Msg_Freelancer_MissingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Freelancer_MissingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Admin_Msg_Invalid_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_invalid_email: ((inputs?: Admin_Msg_Invalid_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Invalid_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Role must be client, freelancer or admin" |
*
* @param {Admin_Msg_Invalid_RoleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_invalid_role: ((inputs?: Admin_Msg_Invalid_RoleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Invalid_RoleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This user has already set a password" |
*
* @param {Admin_Msg_Invite_Not_NeededInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_invite_not_needed: ((inputs?: Admin_Msg_Invite_Not_NeededInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Invite_Not_NeededInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A new invite link for {id} is ready and was mailed" |
*
* @param {Admin_Msg_Invite_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_invite_sent: ((inputs: Admin_Msg_Invite_SentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Invite_SentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Lead not found" |
*
* @param {Admin_Msg_Lead_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_lead_not_found: ((inputs?: Admin_Msg_Lead_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Lead_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status must be new, contacted or closed" |
*
* @param {Admin_Msg_Lead_Status_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_lead_status_invalid: ((inputs?: Admin_Msg_Lead_Status_InvalidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Lead_Status_InvalidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to update the lead" |
*
* @param {Admin_Msg_Lead_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_lead_update_failed: ((inputs?: Admin_Msg_Lead_Update_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Lead_Update_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Lead status updated" |
*
* @param {Admin_Msg_Lead_UpdatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_lead_updated: ((inputs?: Admin_Msg_Lead_UpdatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Lead_UpdatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be a number from {min} to {max}" |
*
* @param {Admin_Msg_Number_RangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_number_range: ((inputs: Admin_Msg_Number_RangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Number_RangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to create project: please try again" |
*
* @param {Admin_Msg_Project_Create_ErrorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_project_create_error: ((inputs?: Admin_Msg_Project_Create_ErrorInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Project_Create_ErrorInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to create project: {reason}" |
*
* @param {Admin_Msg_Project_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_project_create_failed: ((inputs: Admin_Msg_Project_Create_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Project_Create_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project created successfully" |
*
* @param {Admin_Msg_Project_CreatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_project_created: ((inputs?: Admin_Msg_Project_CreatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Project_CreatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project not found" |
*
* @param {Admin_Msg_Project_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_project_not_found: ((inputs?: Admin_Msg_Project_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Project_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter an amount of more than 0, with at most 2 decimals" |
*
* @param {Admin_Msg_Refund_AmountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_refund_amount: ((inputs?: Admin_Msg_Refund_AmountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Refund_AmountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The refund could not be recorded: please check the payment before trying again" |
*
* @param {Admin_Msg_Refund_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_refund_failed: ((inputs?: Admin_Msg_Refund_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Refund_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The refund form is incomplete: please reload the page" |
*
* @param {Admin_Msg_Refund_IncompleteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_refund_incomplete: ((inputs?: Admin_Msg_Refund_IncompleteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Refund_IncompleteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please give a reason for the refund" |
*
* @param {Admin_Msg_Refund_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_refund_reason: ((inputs?: Admin_Msg_Refund_ReasonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Refund_ReasonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please fill in all required fields" |
*
* @param {Admin_Msg_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_required: ((inputs?: Admin_Msg_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A password reset link was mailed to {email}. It works once, for 30 minutes." |
*
* @param {Admin_Msg_Reset_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_reset_sent: ((inputs: Admin_Msg_Reset_SentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Reset_SentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Say whether PayHere made the refund" |
*
* @param {Admin_Msg_Settle_OutcomeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_settle_outcome: ((inputs?: Admin_Msg_Settle_OutcomeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Settle_OutcomeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project status updated" |
*
* @param {Admin_Msg_Status_UpdatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_status_updated: ((inputs?: Admin_Msg_Status_UpdatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Status_UpdatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Title must be at most 200 characters" |
*
* @param {Admin_Msg_Title_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_title_too_long: ((inputs?: Admin_Msg_Title_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Title_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This user does not use two-factor sign-in" |
*
* @param {Admin_Msg_Two_Factor_Not_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_two_factor_not_on: ((inputs?: Admin_Msg_Two_Factor_Not_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Two_Factor_Not_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor sign-in is reset: the user signs in with the password alone until they set it up again. We mailed {email}." |
*
* @param {Admin_Msg_Two_Factor_ResetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_two_factor_reset: ((inputs: Admin_Msg_Two_Factor_ResetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Two_Factor_ResetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Admin_Msg_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_unknown_form: ((inputs?: Admin_Msg_Unknown_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Unknown_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown lead type" |
*
* @param {Admin_Msg_Unknown_Lead_TypeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_unknown_lead_type: ((inputs?: Admin_Msg_Unknown_Lead_TypeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Unknown_Lead_TypeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown override" |
*
* @param {Admin_Msg_Unknown_OverrideInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_unknown_override: ((inputs?: Admin_Msg_Unknown_OverrideInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Unknown_OverrideInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown project status" |
*
* @param {Admin_Msg_Unknown_Project_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_unknown_project_status: ((inputs?: Admin_Msg_Unknown_Project_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Unknown_Project_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to create user" |
*
* @param {Admin_Msg_User_Create_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_user_create_failed: ((inputs?: Admin_Msg_User_Create_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_User_Create_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "User created successfully with ID: {id}" |
*
* @param {Admin_Msg_User_CreatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_user_created: ((inputs: Admin_Msg_User_CreatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_User_CreatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "User not found" |
*
* @param {Admin_Msg_User_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_user_not_found: ((inputs?: Admin_Msg_User_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_User_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to update user" |
*
* @param {Admin_Msg_User_Update_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_user_update_failed: ((inputs?: Admin_Msg_User_Update_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_User_Update_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "User updated successfully" |
*
* @param {Admin_Msg_User_UpdatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_user_updated: ((inputs?: Admin_Msg_User_UpdatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_User_UpdatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{label} must be a whole number" |
*
* @param {Admin_Msg_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_msg_whole_number: ((inputs: Admin_Msg_Whole_NumberInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Msg_Whole_NumberInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New Leads" |
*
* @param {Admin_New_LeadsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_new_leads: ((inputs?: Admin_New_LeadsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_New_LeadsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This user has not set a password yet." |
*
* @param {Admin_No_Password_YetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_no_password_yet: ((inputs?: Admin_No_Password_YetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_No_Password_YetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No projects yet." |
*
* @param {Admin_No_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_no_projects: ((inputs?: Admin_No_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_No_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The client has not approved the latest update." |
*
* @param {Admin_Not_Approved_YetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_not_approved_yet: ((inputs?: Admin_Not_Approved_YetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Not_Approved_YetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not assigned" |
*
* @param {Admin_Not_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_not_assigned: ((inputs?: Admin_Not_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Not_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Admin_OverviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_overview: ((inputs?: Admin_OverviewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_OverviewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Admin Panel" |
*
* @param {Admin_Panel_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_panel_heading: ((inputs?: Admin_Panel_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Panel_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Pending Projects" |
*
* @param {Admin_Pending_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_pending_projects: ((inputs?: Admin_Pending_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Pending_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} progress" |
*
* @param {Admin_Project_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_project_progress: ((inputs: Admin_Project_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Project_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All projects" |
*
* @param {Admin_Projects_CaptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_caption: ((inputs?: Admin_Projects_CaptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_CaptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Actions" |
*
* @param {Admin_Projects_Col_ActionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_col_actions: ((inputs?: Admin_Projects_Col_ActionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Col_ActionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project" |
*
* @param {Admin_Projects_Col_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_col_project: ((inputs?: Admin_Projects_Col_ProjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Col_ProjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Admin_Projects_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_col_status: ((inputs?: Admin_Projects_Col_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Col_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "With a freelancer it starts In Progress, without one Pending." |
*
* @param {Admin_Projects_Create_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_create_description: ((inputs?: Admin_Projects_Create_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Create_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Creating..." |
*
* @param {Admin_Projects_CreatingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_creating: ((inputs?: Admin_Projects_CreatingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_CreatingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Description" |
*
* @param {Admin_Projects_Field_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_field_description: ((inputs?: Admin_Projects_Field_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Field_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Admin_Projects_Field_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_field_title: ((inputs?: Admin_Projects_Field_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Field_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Freelancer for {title}" |
*
* @param {Admin_Projects_Freelancer_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_freelancer_for: ((inputs: Admin_Projects_Freelancer_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Freelancer_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All Projects \| Admin Panel \| Fli DESK" |
*
* @param {Admin_Projects_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_page_title: ((inputs?: Admin_Projects_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Select a client" |
*
* @param {Admin_Projects_Select_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_select_client: ((inputs?: Admin_Projects_Select_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Select_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status of {title}" |
*
* @param {Admin_Projects_Status_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_status_of: ((inputs: Admin_Projects_Status_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Status_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All Projects" |
*
* @param {Admin_Projects_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_title: ((inputs?: Admin_Projects_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unassigned" |
*
* @param {Admin_Projects_UnassignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_unassigned: ((inputs?: Admin_Projects_UnassignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_UnassignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "of {title}" |
*
* @param {Admin_Projects_Updates_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_updates_of: ((inputs: Admin_Projects_Updates_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Updates_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project Updates" |
*
* @param {Admin_Projects_Updates_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_updates_title: ((inputs?: Admin_Projects_Updates_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_Updates_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "View Updates" |
*
* @param {Admin_Projects_View_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_projects_view_updates: ((inputs?: Admin_Projects_View_UpdatesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Projects_View_UpdatesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Recent Projects" |
*
* @param {Admin_Recent_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_recent_projects: ((inputs?: Admin_Recent_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Recent_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Forgot their password? Mail them a link to set a new one." |
*
* @param {Admin_Reset_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_reset_hint: ((inputs?: Admin_Reset_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reset_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reset two-factor sign-in" |
*
* @param {Admin_Reset_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_reset_two_factor: ((inputs?: Admin_Reset_Two_FactorInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Reset_Two_FactorInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Resetting..." |
*
* @param {Admin_ResettingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_resetting: ((inputs?: Admin_ResettingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_ResettingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Average revenue per client" |
*
* @param {Admin_Revenue_ArpcInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_arpc: ((inputs?: Admin_Revenue_ArpcInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_ArpcInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Average revenue per client ({currency})" |
*
* @param {Admin_Revenue_Arpc_ChartInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_arpc_chart: ((inputs: Admin_Revenue_Arpc_ChartInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_Arpc_ChartInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Revenue by plan, last 12 months" |
*
* @param {Admin_Revenue_By_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_by_plan: ((inputs?: Admin_Revenue_By_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_By_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Revenue ({currency})" |
*
* @param {Admin_Revenue_ChartInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_chart: ((inputs: Admin_Revenue_ChartInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_ChartInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Churned" |
*
* @param {Admin_Revenue_ChurnedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_churned: ((inputs?: Admin_Revenue_ChurnedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_ChurnedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Charges that went through, of all charges tried (failed ones and their retries included)." |
*
* @param {Admin_Revenue_Collection_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_collection_description: ((inputs?: Admin_Revenue_Collection_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_Collection_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Collection rate" |
*
* @param {Admin_Revenue_Collection_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_collection_rate: ((inputs?: Admin_Revenue_Collection_RateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_Collection_RateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Charges received, less refunds given back." |
*
* @param {Admin_Revenue_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_description: ((inputs?: Admin_Revenue_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed charges" |
*
* @param {Admin_Revenue_Failed_ChargesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_failed_charges: ((inputs?: Admin_Revenue_Failed_ChargesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_Failed_ChargesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Revenue and subscriptions" |
*
* @param {Admin_Revenue_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_heading: ((inputs?: Admin_Revenue_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly recurring revenue" |
*
* @param {Admin_Revenue_MrrInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_mrr: ((inputs?: Admin_Revenue_MrrInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_MrrInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly recurring revenue ({currency})" |
*
* @param {Admin_Revenue_Mrr_ChartInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_mrr_chart: ((inputs: Admin_Revenue_Mrr_ChartInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_Mrr_ChartInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Plans running at each month's end; an annual plan counts a twelfth of its price." |
*
* @param {Admin_Revenue_Mrr_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_mrr_description: ((inputs?: Admin_Revenue_Mrr_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_Mrr_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New" |
*
* @param {Admin_Revenue_NewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_new: ((inputs?: Admin_Revenue_NewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_NewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New subscriptions" |
*
* @param {Admin_Revenue_New_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_new_subscriptions: ((inputs?: Admin_Revenue_New_SubscriptionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_New_SubscriptionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No charges" |
*
* @param {Admin_Revenue_No_ChargesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_no_charges: ((inputs?: Admin_Revenue_No_ChargesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_No_ChargesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No charges yet" |
*
* @param {Admin_Revenue_No_Charges_YetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_no_charges_yet: ((inputs?: Admin_Revenue_No_Charges_YetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_No_Charges_YetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No charges received in the last 12 months." |
*
* @param {Admin_Revenue_No_Plan_ChargesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_no_plan_charges: ((inputs?: Admin_Revenue_No_Plan_ChargesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_No_Plan_ChargesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reactivated" |
*
* @param {Admin_Revenue_ReactivatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_reactivated: ((inputs?: Admin_Revenue_ReactivatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_ReactivatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Recovered by a retry" |
*
* @param {Admin_Revenue_RecoveredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_recovered: ((inputs?: Admin_Revenue_RecoveredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_RecoveredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Revenue" |
*
* @param {Admin_Revenue_SeriesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_series: ((inputs?: Admin_Revenue_SeriesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_SeriesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Subscriptions" |
*
* @param {Admin_Revenue_SubscriptionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_subscriptions: ((inputs?: Admin_Revenue_SubscriptionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_SubscriptionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New clients, clients back after a break, and clients who left. A plan change is neither." |
*
* @param {Admin_Revenue_Subscriptions_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_subscriptions_description: ((inputs?: Admin_Revenue_Subscriptions_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_Subscriptions_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown plan" |
*
* @param {Admin_Revenue_Unknown_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_revenue_unknown_plan: ((inputs?: Admin_Revenue_Unknown_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Revenue_Unknown_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Admin_RoleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_role: ((inputs?: Admin_RoleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_RoleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Role cannot be changed for security reasons" |
*
* @param {Admin_Role_LockedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_role_locked: ((inputs?: Admin_Role_LockedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Role_LockedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Admin_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_save: ((inputs?: Admin_SaveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_SaveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save Changes" |
*
* @param {Admin_Save_ChangesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_save_changes: ((inputs?: Admin_Save_ChangesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Save_ChangesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Admin_SavingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_saving: ((inputs?: Admin_SavingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_SavingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Admin sections" |
*
* @param {Admin_SectionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_sections: ((inputs?: Admin_SectionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_SectionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Select a role" |
*
* @param {Admin_Select_RoleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_select_role: ((inputs?: Admin_Select_RoleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Select_RoleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Send a new invite link" |
*
* @param {Admin_Send_InviteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_send_invite: ((inputs?: Admin_Send_InviteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Send_InviteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Send a password reset link" |
*
* @param {Admin_Send_ResetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_send_reset: ((inputs?: Admin_Send_ResetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Send_ResetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Admin_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_sending: ((inputs?: Admin_SendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_SendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "API access" |
*
* @param {Admin_Settings_ApiInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_api: ((inputs?: Admin_Settings_ApiInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_ApiInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fli DESK has no public API." |
*
* @param {Admin_Settings_Api_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_api_detail: ((inputs?: Admin_Settings_Api_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Api_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Auto-assign projects" |
*
* @param {Admin_Settings_Auto_AssignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_auto_assign: ((inputs?: Admin_Settings_Auto_AssignInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Auto_AssignInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Projects are assigned by an admin in All Projects." |
*
* @param {Admin_Settings_Auto_Assign_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_auto_assign_detail: ((inputs?: Admin_Settings_Auto_Assign_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Auto_Assign_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Backup frequency" |
*
* @param {Admin_Settings_BackupInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_backup: ((inputs?: Admin_Settings_BackupInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_BackupInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Embedded database" |
*
* @param {Admin_Settings_Backup_EmbeddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_backup_embedded: ((inputs?: Admin_Settings_Backup_EmbeddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Backup_EmbeddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Data lives in {dir}; copy that folder while the server is stopped." |
*
* @param {Admin_Settings_Backup_Embedded_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_backup_embedded_detail: ((inputs: Admin_Settings_Backup_Embedded_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Backup_Embedded_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Backups follow your PostgreSQL server's schedule (pg_dump or the provider's snapshots)." |
*
* @param {Admin_Settings_Backup_Postgres_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_backup_postgres_detail: ((inputs?: Admin_Settings_Backup_Postgres_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Backup_Postgres_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Email notifications" |
*
* @param {Admin_Settings_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_email: ((inputs?: Admin_Settings_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "On" |
*
* @param {Admin_Settings_Email_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_email_on: ((inputs?: Admin_Settings_Email_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Email_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New leads are mailed to {email}; invites to the new user. {count} mails not yet delivered." |
*
* @param {Admin_Settings_Email_On_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_email_on_detail: ((inputs: Admin_Settings_Email_On_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Email_On_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Outbox only" |
*
* @param {Admin_Settings_Email_OutboxInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_email_outbox: ((inputs?: Admin_Settings_Email_OutboxInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Email_OutboxInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No {variable} is set: lead alerts for {email} and invites are kept in the outbox table ({count} waiting)." |
*
* @param {Admin_Settings_Email_Outbox_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_email_outbox_detail: ((inputs: Admin_Settings_Email_Outbox_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Email_Outbox_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Development" |
*
* @param {Admin_Settings_Env_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_env_development: ((inputs?: Admin_Settings_Env_DevelopmentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Env_DevelopmentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Production" |
*
* @param {Admin_Settings_Env_ProductionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_env_production: ((inputs?: Admin_Settings_Env_ProductionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Env_ProductionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Test" |
*
* @param {Admin_Settings_Env_TestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_env_test: ((inputs?: Admin_Settings_Env_TestInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Env_TestInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Environment" |
*
* @param {Admin_Settings_EnvironmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_environment: ((inputs?: Admin_Settings_EnvironmentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_EnvironmentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Export data" |
*
* @param {Admin_Settings_ExportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_export: ((inputs?: Admin_Settings_ExportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_ExportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Download as CSV, for a spreadsheet or a backup." |
*
* @param {Admin_Settings_Export_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_export_hint: ((inputs?: Admin_Settings_Export_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Export_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Export leads" |
*
* @param {Admin_Settings_Export_LeadsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_export_leads: ((inputs?: Admin_Settings_Export_LeadsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Export_LeadsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Export projects" |
*
* @param {Admin_Settings_Export_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_export_projects: ((inputs?: Admin_Settings_Export_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Export_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Export users" |
*
* @param {Admin_Settings_Export_UsersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_export_users: ((inputs?: Admin_Settings_Export_UsersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Export_UsersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Import data" |
*
* @param {Admin_Settings_ImportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_import: ((inputs?: Admin_Settings_ImportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_ImportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Users are added with Add User and projects with Create Project." |
*
* @param {Admin_Settings_Import_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_import_detail: ((inputs?: Admin_Settings_Import_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Import_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not available" |
*
* @param {Admin_Settings_Not_AvailableInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_not_available: ((inputs?: Admin_Settings_Not_AvailableInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Not_AvailableInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Off" |
*
* @param {Admin_Settings_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_off: ((inputs?: Admin_Settings_OffInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_OffInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reset system" |
*
* @param {Admin_Settings_ResetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_reset: ((inputs?: Admin_Settings_ResetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_ResetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Data is never wiped from the dashboard; demo data comes from npm run seed." |
*
* @param {Admin_Settings_Reset_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_reset_detail: ((inputs?: Admin_Settings_Reset_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Reset_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Session timeout" |
*
* @param {Admin_Settings_SessionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_session: ((inputs?: Admin_Settings_SessionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_SessionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{days} days" |
*
* @param {Admin_Settings_Session_DaysInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_session_days: ((inputs: Admin_Settings_Session_DaysInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Session_DaysInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A session ends after {days} days without use; signing out ends it at once." |
*
* @param {Admin_Settings_Session_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_session_detail: ((inputs: Admin_Settings_Session_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Session_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor authentication" |
*
* @param {Admin_Settings_Two_FactorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_two_factor: ((inputs?: Admin_Settings_Two_FactorInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Two_FactorInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Optional" |
*
* @param {Admin_Settings_Two_Factor_OptionalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_two_factor_optional: ((inputs?: Admin_Settings_Two_Factor_OptionalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Two_Factor_OptionalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Every user can turn it on in their profile. It is required for admins on a PostgreSQL database ({variable}) unless ADMIN_TWO_FACTOR=off." |
*
* @param {Admin_Settings_Two_Factor_Optional_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_two_factor_optional_detail: ((inputs: Admin_Settings_Two_Factor_Optional_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Two_Factor_Optional_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Required for admins" |
*
* @param {Admin_Settings_Two_Factor_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_two_factor_required: ((inputs?: Admin_Settings_Two_Factor_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Two_Factor_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Admins sign in with a code from an authenticator app after the password; every user can turn it on in their profile." |
*
* @param {Admin_Settings_Two_Factor_Required_DetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_two_factor_required_detail: ((inputs?: Admin_Settings_Two_Factor_Required_DetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_Two_Factor_Required_DetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Version" |
*
* @param {Admin_Settings_VersionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_settings_version: ((inputs?: Admin_Settings_VersionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Settings_VersionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Admin_Tab_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tab_analytics: ((inputs?: Admin_Tab_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Audit" |
*
* @param {Admin_Tab_AuditInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tab_audit: ((inputs?: Admin_Tab_AuditInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_AuditInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Admin_Tab_BillingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tab_billing: ((inputs?: Admin_Tab_BillingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_BillingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Leads" |
*
* @param {Admin_Tab_LeadsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tab_leads: ((inputs?: Admin_Tab_LeadsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_LeadsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Projects" |
*
* @param {Admin_Tab_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tab_projects: ((inputs?: Admin_Tab_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reports" |
*
* @param {Admin_Tab_ReportsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tab_reports: ((inputs?: Admin_Tab_ReportsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_ReportsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Settings" |
*
* @param {Admin_Tab_SettingsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tab_settings: ((inputs?: Admin_Tab_SettingsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_SettingsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Admin_Tab_TicketsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tab_tickets: ((inputs?: Admin_Tab_TicketsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tab_TicketsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{reference} \| Admin Panel \| Fli DESK" |
*
* @param {Admin_Ticket_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_ticket_page_title: ((inputs: Admin_Ticket_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ticket_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Admin looking after {reference}" |
*
* @param {Admin_Tickets_Assignee_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_assignee_of: ((inputs: Admin_Tickets_Assignee_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_Assignee_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This ticket is closed. Set it open again to reply." |
*
* @param {Admin_Tickets_Closed_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_closed_note: ((inputs?: Admin_Tickets_Closed_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_Closed_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Filter tickets" |
*
* @param {Admin_Tickets_FilterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_filter: ((inputs?: Admin_Tickets_FilterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_FilterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No tickets match." |
*
* @param {Admin_Tickets_None_MatchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_none_match: ((inputs?: Admin_Tickets_None_MatchInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_None_MatchInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tickets \| Admin Panel \| Fli DESK" |
*
* @param {Admin_Tickets_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_page_title: ((inputs?: Admin_Tickets_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reply to the client" |
*
* @param {Admin_Tickets_Reply_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_reply_label: ((inputs?: Admin_Tickets_Reply_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_Reply_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The client sees your reply in their Support tab at once, and is notified." |
*
* @param {Admin_Tickets_Reply_Note_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_reply_note_client: ((inputs?: Admin_Tickets_Reply_Note_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_Reply_Note_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The sender has no account: your reply is mailed to {email}." |
*
* @param {Admin_Tickets_Reply_Note_MailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_reply_note_mail: ((inputs: Admin_Tickets_Reply_Note_MailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_Reply_Note_MailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status of {reference}" |
*
* @param {Admin_Tickets_Status_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_status_of: ((inputs: Admin_Tickets_Status_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_Status_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Admin_Tickets_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_title: ((inputs?: Admin_Tickets_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "open" |
*
* @param {Admin_Tickets_WaitingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_tickets_waiting: ((inputs?: Admin_Tickets_WaitingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Tickets_WaitingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Total Clients" |
*
* @param {Admin_Total_ClientsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_total_clients: ((inputs?: Admin_Total_ClientsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Total_ClientsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Total Freelancers" |
*
* @param {Admin_Total_FreelancersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_total_freelancers: ((inputs?: Admin_Total_FreelancersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Total_FreelancersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Total Projects" |
*
* @param {Admin_Total_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_total_projects: ((inputs?: Admin_Total_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Total_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Total Users" |
*
* @param {Admin_Total_UsersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_total_users: ((inputs?: Admin_Total_UsersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Total_UsersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Lost their phone and recovery codes? Before you reset it, make sure it is really them asking (call them on a number you already know)." |
*
* @param {Admin_Two_Factor_CheckInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_two_factor_check: ((inputs?: Admin_Two_Factor_CheckInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Two_Factor_CheckInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Bounce Rate (%)" |
*
* @param {Admin_Upload_Bounce_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_bounce_rate: ((inputs?: Admin_Upload_Bounce_RateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_Bounce_RateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Uploading..." |
*
* @param {Admin_Upload_BusyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_busy: ((inputs?: Admin_Upload_BusyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_BusyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The client sees the figures as charts on their Analytics tab." |
*
* @param {Admin_Upload_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_description: ((inputs?: Admin_Upload_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Admin_Upload_NotesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_notes: ((inputs?: Admin_Upload_NotesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_NotesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Page Views" |
*
* @param {Admin_Upload_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_page_views: ((inputs?: Admin_Upload_Page_ViewsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_Page_ViewsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project" |
*
* @param {Admin_Upload_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_project: ((inputs?: Admin_Upload_ProjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_ProjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Select a project" |
*
* @param {Admin_Upload_Select_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_select_project: ((inputs?: Admin_Upload_Select_ProjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_Select_ProjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Avg. Session Duration (min)" |
*
* @param {Admin_Upload_Session_DurationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_session_duration: ((inputs?: Admin_Upload_Session_DurationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_Session_DurationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Upload Data" |
*
* @param {Admin_Upload_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_submit: ((inputs?: Admin_Upload_SubmitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_SubmitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Upload Analytics Data" |
*
* @param {Admin_Upload_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_title: ((inputs?: Admin_Upload_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Top Pages" |
*
* @param {Admin_Upload_Top_PagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_top_pages: ((inputs?: Admin_Upload_Top_PagesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_Top_PagesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comma separated, for example /, /shop, /contact" |
*
* @param {Admin_Upload_Top_Pages_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_top_pages_hint: ((inputs?: Admin_Upload_Top_Pages_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_Top_Pages_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unique Visitors" |
*
* @param {Admin_Upload_Unique_VisitorsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_upload_unique_visitors: ((inputs?: Admin_Upload_Unique_VisitorsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Upload_Unique_VisitorsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Users" |
*
* @param {Admin_UsersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_users: ((inputs?: Admin_UsersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_UsersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Users Management" |
*
* @param {Admin_Users_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_users_heading: ((inputs?: Admin_Users_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Users \| Admin Panel" |
*
* @param {Admin_Users_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const admin_users_title: ((inputs?: Admin_Users_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Users_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Checking..." |
*
* @param {Auth_2fa_CheckingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_checking: ((inputs?: Auth_2fa_CheckingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_2fa_CheckingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Auth_2fa_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_code: ((inputs?: Auth_2fa_CodeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_2fa_CodeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the 6-digit code your authenticator app shows, or one of your recovery codes." |
*
* @param {Auth_2fa_EnterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_enter: ((inputs?: Auth_2fa_EnterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_2fa_EnterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A recovery code looks like ABCDE-23456 and works once." |
*
* @param {Auth_2fa_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_hint: ((inputs?: Auth_2fa_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_2fa_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor sign-in \| Fli DESK" |
*
* @param {Auth_2fa_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_page_title: ((inputs?: Auth_2fa_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_2fa_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in to" |
*
* @param {Auth_2fa_Signing_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_signing_in: ((inputs?: Auth_2fa_Signing_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_2fa_Signing_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Verify and sign in" |
*
* @param {Auth_2fa_VerifyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_verify: ((inputs?: Auth_2fa_VerifyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_2fa_VerifyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "By signing in you agree to the" |
*
* @param {Auth_AgreeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_agree: ((inputs?: Auth_AgreeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_AgreeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "and the" |
*
* @param {Auth_AndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_and: ((inputs?: Auth_AndInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_AndInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Auth_Back_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_sign_in: ((inputs?: Auth_Back_To_Sign_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Back_To_Sign_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Auth_BusyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_busy: ((inputs?: Auth_BusyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_BusyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your new email \| Fli DESK" |
*
* @param {Auth_Confirm_Email_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_page_title: ((inputs?: Auth_Confirm_Email_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_Email_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Use {email} for Fli DESK ID {id}?" |
*
* @param {Auth_Confirm_Email_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_question: ((inputs: Auth_Confirm_Email_QuestionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_Email_QuestionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm new email" |
*
* @param {Auth_Confirm_Email_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_submit: ((inputs?: Auth_Confirm_Email_SubmitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_Email_SubmitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your new email address" |
*
* @param {Auth_Confirm_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_title: ((inputs?: Auth_Confirm_Email_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_Email_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This confirmation link is invalid, used or expired. Ask for a new one from your profile." |
*
* @param {Auth_Confirm_Link_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_link_gone: ((inputs?: Auth_Confirm_Link_GoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_Link_GoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Confirmation link not valid" |
*
* @param {Auth_Confirm_Link_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_link_gone_title: ((inputs?: Auth_Confirm_Link_Gone_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_Link_Gone_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm password" |
*
* @param {Auth_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_password: ((inputs?: Auth_Confirm_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Confirm_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Confirming..." |
*
* @param {Auth_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirming: ((inputs?: Auth_ConfirmingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ConfirmingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fli DESK ID" |
*
* @param {Auth_Desk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_desk_id: ((inputs?: Auth_Desk_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Desk_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your Fli DESK email address is now {email}." |
*
* @param {Auth_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_email_changed: ((inputs: Auth_Email_ChangedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_ChangedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Email address changed" |
*
* @param {Auth_Email_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_email_changed_title: ((inputs?: Auth_Email_Changed_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Email_Changed_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Authentication Error" |
*
* @param {Auth_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_error_title: ((inputs?: Auth_Error_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Error_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Auth_ForgotInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot: ((inputs?: Auth_ForgotInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_ForgotInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Auth_Forgot_BusyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_busy: ((inputs?: Auth_Forgot_BusyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_BusyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fli DESK ID or email" |
*
* @param {Auth_Forgot_FieldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_field: ((inputs?: Auth_Forgot_FieldInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_FieldInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your Fli DESK ID or your account's email address. We will mail you a link to set a new password." |
*
* @param {Auth_Forgot_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_intro: ((inputs?: Auth_Forgot_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Forgot password \| Fli DESK" |
*
* @param {Auth_Forgot_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_page_title: ((inputs?: Auth_Forgot_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Send reset link" |
*
* @param {Auth_Forgot_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_submit: ((inputs?: Auth_Forgot_SubmitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_SubmitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Auth_Forgot_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_title: ((inputs?: Auth_Forgot_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Forgot_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Go to your profile" |
*
* @param {Auth_Go_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_profile: ((inputs?: Auth_Go_To_ProfileInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Go_To_ProfileInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Go to sign in" |
*
* @param {Auth_Go_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_sign_in: ((inputs?: Auth_Go_To_Sign_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Go_To_Sign_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid Fli Desk ID or password" |
*
* @param {Auth_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invalid: ((inputs?: Auth_InvalidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_InvalidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This invite link is invalid, used or expired. A new invite replaces the older links. If you have already set your password, sign in with it; otherwise ask yo..." |
*
* @param {Auth_Invite_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_gone: ((inputs?: Auth_Invite_GoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invite_GoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Invite link not valid" |
*
* @param {Auth_Invite_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_gone_title: ((inputs?: Auth_Invite_Gone_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invite_Gone_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a password to sign in with it." |
*
* @param {Auth_Invite_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_intro: ((inputs?: Auth_Invite_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invite_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Set password and sign in" |
*
* @param {Auth_Invite_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_submit: ((inputs?: Auth_Invite_SubmitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invite_SubmitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Set your password" |
*
* @param {Auth_Invite_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_title: ((inputs?: Auth_Invite_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Invite_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "MADE IN SRI LANKA" |
*
* @param {Auth_Made_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_made_in: ((inputs?: Auth_Made_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Made_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Auth_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_new_password: ((inputs?: Auth_New_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_New_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Order ID: {id}" |
*
* @param {Auth_Order_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_order_id: ((inputs: Auth_Order_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Order_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to Fli DESK, the {brand} client portal: follow your projects, updates, analytics and billing." |
*
* @param {Auth_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_page_description: ((inputs: Auth_Page_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Page_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in \| Fli DESK" |
*
* @param {Auth_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_page_title: ((inputs?: Auth_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_password: ((inputs?: Auth_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred during payment processing. Please contact support for assistance." |
*
* @param {Auth_Payment_Error_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_error_text: ((inputs?: Auth_Payment_Error_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Payment_Error_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment Error" |
*
* @param {Auth_Payment_Error_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_error_toast: ((inputs?: Auth_Payment_Error_ToastInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Payment_Error_ToastInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment failed. Please try again or contact support if the issue persists." |
*
* @param {Auth_Payment_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_failed_text: ((inputs?: Auth_Payment_Failed_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Payment_Failed_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment Failed" |
*
* @param {Auth_Payment_Failed_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_failed_toast: ((inputs?: Auth_Payment_Failed_ToastInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Payment_Failed_ToastInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment ID: {id}" |
*
* @param {Auth_Payment_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_id: ((inputs: Auth_Payment_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Payment_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment successful! Your FliDESK account has been created. You can now log in with your FliDESK ID." |
*
* @param {Auth_Payment_Success_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_success_text: ((inputs?: Auth_Payment_Success_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Payment_Success_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment Successful!" |
*
* @param {Auth_Payment_Success_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_success_toast: ((inputs?: Auth_Payment_Success_ToastInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Payment_Success_ToastInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This policy is published in English only, and the English text is the one that applies." |
*
* @param {Auth_Policy_English_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_policy_english_only: ((inputs?: Auth_Policy_English_OnlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Policy_English_OnlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Auth_PrivacyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_privacy: ((inputs?: Auth_PrivacyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_PrivacyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your Fli DESK ID and password" |
*
* @param {Auth_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_required: ((inputs?: Auth_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This reset link is invalid, used or expired. Only the newest link works, once, for 30 minutes. Ask for a new one from the sign-in page." |
*
* @param {Auth_Reset_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_gone: ((inputs?: Auth_Reset_GoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_GoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reset link not valid" |
*
* @param {Auth_Reset_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_gone_title: ((inputs?: Auth_Reset_Gone_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_Gone_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Every device signed in to it is signed out; this one is signed in with the new password." |
*
* @param {Auth_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_intro: ((inputs?: Auth_Reset_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save password and sign in" |
*
* @param {Auth_Reset_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_submit: ((inputs?: Auth_Reset_SubmitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_SubmitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Auth_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title: ((inputs?: Auth_Reset_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Reset_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in again" |
*
* @param {Auth_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_again: ((inputs?: Auth_Sign_In_AgainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Sign_In_AgainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Access Dashboard" |
*
* @param {Auth_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_submit: ((inputs?: Auth_SubmitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_SubmitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Auth_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_terms: ((inputs?: Auth_TermsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_TermsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in to Fli DESK" |
*
* @param {Auth_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_title: ((inputs?: Auth_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "An unexpected error occurred" |
*
* @param {Auth_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_unexpected: ((inputs?: Auth_UnexpectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_UnexpectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Version: {version}" |
*
* @param {Auth_VersionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_version: ((inputs: Auth_VersionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_VersionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your Fli DESK ID:" |
*
* @param {Auth_Your_Desk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_your_desk_id: ((inputs?: Auth_Your_Desk_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Your_Desk_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your Fli DESK ID is" |
*
* @param {Auth_Your_Desk_Id_IsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_your_desk_id_is: ((inputs?: Auth_Your_Desk_Id_IsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Auth_Your_Desk_Id_IsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Billing_AmountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_amount: ((inputs?: Billing_AmountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_AmountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This subscription has already been cancelled." |
*
* @param {Billing_Answer_Already_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_already_cancelled: ((inputs?: Billing_Answer_Already_CancelledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Already_CancelledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A bundle is billed monthly." |
*
* @param {Billing_Answer_Bundle_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_bundle_monthly: ((inputs?: Billing_Answer_Bundle_MonthlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Bundle_MonthlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only the client who holds a subscription can change it." |
*
* @param {Billing_Answer_Clients_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_clients_only: ((inputs?: Billing_Answer_Clients_OnlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Clients_OnlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere is busy. Please try again in a minute." |
*
* @param {Billing_Answer_Gateway_BusyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_gateway_busy: ((inputs?: Billing_Answer_Gateway_BusyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Gateway_BusyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere cannot retry this subscription (it is {status})." |
*
* @param {Billing_Answer_Gateway_Cannot_RetryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_gateway_cannot_retry: ((inputs: Billing_Answer_Gateway_Cannot_RetryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Gateway_Cannot_RetryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere cannot retry this subscription now." |
*
* @param {Billing_Answer_Gateway_Cannot_Retry_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_gateway_cannot_retry_now: ((inputs?: Billing_Answer_Gateway_Cannot_Retry_NowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Gateway_Cannot_Retry_NowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere is still trying this payment on its own schedule (or it has gone through). Please check again tomorrow." |
*
* @param {Billing_Answer_Gateway_TryingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_gateway_trying: ((inputs?: Billing_Answer_Gateway_TryingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Gateway_TryingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere could not be reached. Please try again." |
*
* @param {Billing_Answer_Gateway_UnreachableInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_gateway_unreachable: ((inputs?: Billing_Answer_Gateway_UnreachableInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Gateway_UnreachableInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No cancellation is scheduled: your plan goes on." |
*
* @param {Billing_Answer_None_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_none_scheduled: ((inputs?: Billing_Answer_None_ScheduledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_None_ScheduledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This subscription is no longer running, so it cannot be cancelled." |
*
* @param {Billing_Answer_Not_ActiveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_not_active: ((inputs?: Billing_Answer_Not_ActiveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Not_ActiveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This subscription has no failed payment to retry." |
*
* @param {Billing_Answer_Not_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_not_failed: ((inputs?: Billing_Answer_Not_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Not_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription not found." |
*
* @param {Billing_Answer_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_not_found: ((inputs?: Billing_Answer_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Billing actions are not set up on this server. Please contact us." |
*
* @param {Billing_Answer_Not_Set_UpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_not_set_up: ((inputs?: Billing_Answer_Not_Set_UpInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Not_Set_UpInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {amount} to start your {plan} bundle{refunded}. {commitment}." |
*
* @param {Billing_Answer_Pay_BundleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_pay_bundle: ((inputs: Billing_Answer_Pay_BundleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Pay_BundleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {amount} to start your {plan} plan{refunded}." |
*
* @param {Billing_Answer_Pay_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_pay_plan: ((inputs: Billing_Answer_Pay_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Pay_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This subscription is being cancelled. Undo the cancellation before changing its plan." |
*
* @param {Billing_Answer_Plan_CancellingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_plan_cancelling: ((inputs?: Billing_Answer_Plan_CancellingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Plan_CancellingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a plan and a billing cycle from the list." |
*
* @param {Billing_Answer_Plan_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_plan_invalid: ((inputs?: Billing_Answer_Plan_InvalidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Plan_InvalidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This subscription is no longer running, so its plan cannot be changed." |
*
* @param {Billing_Answer_Plan_Not_RunningInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_plan_not_running: ((inputs?: Billing_Answer_Plan_Not_RunningInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Plan_Not_RunningInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment retried: your card was charged and your plan is active again." |
*
* @param {Billing_Answer_RetriedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_retried: ((inputs?: Billing_Answer_RetriedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_RetriedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A retry of this payment is already under way. Please wait a moment." |
*
* @param {Billing_Answer_RetryingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_retrying: ((inputs?: Billing_Answer_RetryingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_RetryingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This is already your plan and billing cycle." |
*
* @param {Billing_Answer_Same_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_same_plan: ((inputs?: Billing_Answer_Same_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Same_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cancellation scheduled: your plan runs until {date}, then it is cancelled." |
*
* @param {Billing_Answer_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_scheduled: ((inputs: Billing_Answer_ScheduledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_ScheduledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The price shown is out of date. Please reload the Billing tab and confirm the new amount." |
*
* @param {Billing_Answer_Stale_PriceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_stale_price: ((inputs?: Billing_Answer_Stale_PriceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Stale_PriceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The cancellation is taking effect right now, so it can no longer be undone." |
*
* @param {Billing_Answer_Taking_EffectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_taking_effect: ((inputs?: Billing_Answer_Taking_EffectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Taking_EffectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cancellation undone: your plan goes on." |
*
* @param {Billing_Answer_UndoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_undone: ((inputs?: Billing_Answer_UndoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_UndoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Billing_Answer_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_answer_unknown_form: ((inputs?: Billing_Answer_Unknown_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Answer_Unknown_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to Billing" |
*
* @param {Billing_Back_To_BillingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_back_to_billing: ((inputs?: Billing_Back_To_BillingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Back_To_BillingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{commitment}, and is cancelled after that. You can undo it until then." |
*
* @param {Billing_Bundle_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_bundle_cancel_question: ((inputs: Billing_Bundle_Cancel_QuestionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Bundle_Cancel_QuestionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Bundles" |
*
* @param {Billing_BundlesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_bundles: ((inputs?: Billing_BundlesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_BundlesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Bundle a social media plan with an SEO plan on a {months}-month commitment and save {percent}%. {commitment} if you pay today." |
*
* @param {Billing_Bundles_PitchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_bundles_pitch: ((inputs: Billing_Bundles_PitchInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Bundles_PitchInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel my plan" |
*
* @param {Billing_Cancel_My_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_my_plan: ((inputs?: Billing_Cancel_My_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Cancel_My_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel plan" |
*
* @param {Billing_Cancel_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_plan: ((inputs?: Billing_Cancel_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Cancel_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your {plan} ({service}) plan runs until {date} (our 30-day notice, to the end of the period paid by then) and is cancelled after that. You can undo it until ..." |
*
* @param {Billing_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_question: ((inputs: Billing_Cancel_QuestionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Cancel_QuestionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel this plan?" |
*
* @param {Billing_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_title: ((inputs?: Billing_Cancel_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Cancel_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change plan" |
*
* @param {Billing_Change_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_change_plan: ((inputs?: Billing_Change_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Change_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The new plan starts when you pay its first charge; your current plan is cancelled that day{refund}." |
*
* @param {Billing_Change_StartsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_change_starts: ((inputs: Billing_Change_StartsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Change_StartsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change to {plan}, {cycle}" |
*
* @param {Billing_Change_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_change_to: ((inputs: Billing_Change_ToInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Change_ToInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} on {date}" |
*
* @param {Billing_Charge_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_charge_on: ((inputs: Billing_Charge_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Charge_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your bundle runs to {date}, the end of its {months}-month commitment" |
*
* @param {Billing_CommitmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_commitment: ((inputs: Billing_CommitmentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_CommitmentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{commitment}: until then it can change to another bundle only." |
*
* @param {Billing_Commitment_HeldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_commitment_held: ((inputs: Billing_Commitment_HeldInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Commitment_HeldInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Continue to payment" |
*
* @param {Billing_Continue_To_PaymentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_continue_to_payment: ((inputs?: Billing_Continue_To_PaymentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Continue_To_PaymentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cycle" |
*
* @param {Billing_CycleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cycle: ((inputs?: Billing_CycleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_CycleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Annual" |
*
* @param {Billing_Cycle_AnnualInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cycle_annual: ((inputs?: Billing_Cycle_AnnualInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Cycle_AnnualInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Billing_Cycle_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cycle_monthly: ((inputs?: Billing_Cycle_MonthlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Cycle_MonthlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Billing_DateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_date: ((inputs?: Billing_DateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_DateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The amount must be above 0 and at most the payment's" |
*
* @param {Billing_Document_AmountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_document_amount: ((inputs?: Billing_Document_AmountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Document_AmountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No such payment" |
*
* @param {Billing_Document_No_PaymentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_document_no_payment: ((inputs?: Billing_Document_No_PaymentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Document_No_PaymentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Download receipt {number} (PDF)" |
*
* @param {Billing_Download_ReceiptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_download_receipt: ((inputs: Billing_Download_ReceiptInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Download_ReceiptInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{amount}, due since {date}" |
*
* @param {Billing_Due_SinceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_due_since: ((inputs: Billing_Due_SinceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Due_SinceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keep my plan" |
*
* @param {Billing_Keep_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_keep_plan: ((inputs?: Billing_Keep_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Keep_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Billing_MethodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_method: ((inputs?: Billing_MethodInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_MethodInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Billing_Method_CardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_method_card: ((inputs?: Billing_Method_CardInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Method_CardInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Test payment" |
*
* @param {Billing_Method_TestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_method_test: ((inputs?: Billing_Method_TestInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Method_TestInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Next charge" |
*
* @param {Billing_Next_ChargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_next_charge: ((inputs?: Billing_Next_ChargeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Next_ChargeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No subscription yet." |
*
* @param {Billing_No_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_no_subscription: ((inputs?: Billing_No_SubscriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_No_SubscriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Billing_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_none: ((inputs?: Billing_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "None: cancellation scheduled" |
*
* @param {Billing_None_Cancellation_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_none_cancellation_scheduled: ((inputs?: Billing_None_Cancellation_ScheduledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_None_Cancellation_ScheduledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "None: cancelled" |
*
* @param {Billing_None_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_none_cancelled: ((inputs?: Billing_None_CancelledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_None_CancelledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not scheduled" |
*
* @param {Billing_Not_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_not_scheduled: ((inputs?: Billing_Not_ScheduledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Not_ScheduledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Paid period" |
*
* @param {Billing_Paid_PeriodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_paid_period: ((inputs?: Billing_Paid_PeriodInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Paid_PeriodInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Billing_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_cancelled: ((inputs?: Billing_Payment_CancelledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Payment_CancelledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Charged back" |
*
* @param {Billing_Payment_Charged_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_charged_back: ((inputs?: Billing_Payment_Charged_BackInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Payment_Charged_BackInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Billing_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_failed: ((inputs?: Billing_Payment_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Payment_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Billing_Payment_PaidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_paid: ((inputs?: Billing_Payment_PaidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Payment_PaidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Billing_Payment_PendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_pending: ((inputs?: Billing_Payment_PendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Payment_PendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Returned in full" |
*
* @param {Billing_Payment_ReturnedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_returned: ((inputs?: Billing_Payment_ReturnedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Payment_ReturnedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Billing_PaymentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payments: ((inputs?: Billing_PaymentsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_PaymentsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} / month" |
*
* @param {Billing_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_per_month: ((inputs: Billing_Per_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Per_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} / year" |
*
* @param {Billing_Per_YearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_per_year: ((inputs: Billing_Per_YearInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Per_YearInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{start} to {end}" |
*
* @param {Billing_Period_RangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_period_range: ((inputs: Billing_Period_RangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Period_RangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Billing_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_plan: ((inputs?: Billing_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Billing_ReceiptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_receipt: ((inputs?: Billing_ReceiptInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_ReceiptInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This refund of {amount} was already issued." |
*
* @param {Billing_Refund_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_again: ((inputs: Billing_Refund_AgainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_AgainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere refused the app's credentials (PAYHERE_APP_ID, PAYHERE_APP_SECRET). Nothing was refunded." |
*
* @param {Billing_Refund_Credentials_RefusedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_credentials_refused: ((inputs?: Billing_Refund_Credentials_RefusedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_Credentials_RefusedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded {amount}. The client is mailed." |
*
* @param {Billing_Refund_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_done: ((inputs: Billing_Refund_DoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_DoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This refund form was already used for another payment. Please reload the page." |
*
* @param {Billing_Refund_Key_UsedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_key_used: ((inputs?: Billing_Refund_Key_UsedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_Key_UsedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment not found" |
*
* @param {Billing_Refund_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_not_found: ((inputs?: Billing_Refund_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only a received payment can be refunded" |
*
* @param {Billing_Refund_Not_ReceivedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_not_received: ((inputs?: Billing_Refund_Not_ReceivedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_Not_ReceivedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Billing actions are not set up: PayHere's app credentials (PAYHERE_APP_ID, PAYHERE_APP_SECRET) are missing." |
*
* @param {Billing_Refund_Not_Set_UpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_not_set_up: ((inputs?: Billing_Refund_Not_Set_UpInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_Not_Set_UpInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This payment is already fully refunded" |
*
* @param {Billing_Refund_Nothing_LeftInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_nothing_left: ((inputs?: Billing_Refund_Nothing_LeftInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_Nothing_LeftInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Another refund of this payment is being issued. Please wait a moment, then reload the page." |
*
* @param {Billing_Refund_Other_Under_WayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_other_under_way: ((inputs?: Billing_Refund_Other_Under_WayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_Other_Under_WayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere refused the refund: {why}" |
*
* @param {Billing_Refund_RefusedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_refused: ((inputs: Billing_Refund_RefusedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_RefusedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere did not confirm an earlier refund of this payment. Check the payment in PayHere and settle that refund first." |
*
* @param {Billing_Refund_Settle_FirstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_settle_first: ((inputs?: Billing_Refund_Settle_FirstInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_Settle_FirstInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The refund amount is more than the {left} left to refund" |
*
* @param {Billing_Refund_Too_MuchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_too_much: ((inputs: Billing_Refund_Too_MuchInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_Too_MuchInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "PayHere did not confirm this refund. Check the payment in PayHere before refunding again." |
*
* @param {Billing_Refund_UnconfirmedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_unconfirmed: ((inputs?: Billing_Refund_UnconfirmedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_UnconfirmedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This refund is already being issued" |
*
* @param {Billing_Refund_Under_WayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_refund_under_way: ((inputs?: Billing_Refund_Under_WayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Refund_Under_WayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Retry payment" |
*
* @param {Billing_RetryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_retry: ((inputs?: Billing_RetryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_RetryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Runs until {date}, then cancelled" |
*
* @param {Billing_Runs_UntilInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_runs_until: ((inputs: Billing_Runs_UntilInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Runs_UntilInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Refund not found. It may have been settled already: please reload the page." |
*
* @param {Billing_Settle_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_settle_not_found: ((inputs?: Billing_Settle_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Settle_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The refund of {amount} is set aside as not made: the payment can be refunded again." |
*
* @param {Billing_Settle_Not_RefundedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_settle_not_refunded: ((inputs: Billing_Settle_Not_RefundedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Settle_Not_RefundedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Recorded the refund of {amount}. The client is mailed." |
*
* @param {Billing_Settle_RefundedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_settle_refunded: ((inputs: Billing_Settle_RefundedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Settle_RefundedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This refund was already recorded as made. Please reload the page." |
*
* @param {Billing_Settle_SettledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_settle_settled: ((inputs?: Billing_Settle_SettledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Settle_SettledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This refund is still being issued: PayHere's answer is awaited. Please wait a moment." |
*
* @param {Billing_Settle_Under_WayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_settle_under_way: ((inputs?: Billing_Settle_Under_WayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Settle_Under_WayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Billing_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status: ((inputs?: Billing_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Billing_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_active: ((inputs?: Billing_Status_ActiveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Status_ActiveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Billing_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_cancelled: ((inputs?: Billing_Status_CancelledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Status_CancelledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Charged back" |
*
* @param {Billing_Status_Charged_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_charged_back: ((inputs?: Billing_Status_Charged_BackInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Status_Charged_BackInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Billing_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_completed: ((inputs?: Billing_Status_CompletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Status_CompletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Billing_Status_Past_DueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_past_due: ((inputs?: Billing_Status_Past_DueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Status_Past_DueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Stopped" |
*
* @param {Billing_Status_StoppedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_stopped: ((inputs?: Billing_Status_StoppedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Status_StoppedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Undo cancellation" |
*
* @param {Billing_Undo_CancelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_undo_cancel: ((inputs?: Billing_Undo_CancelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Undo_CancelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | ", and {amount} for the unused days of your current plan is refunded" |
*
* @param {Billing_Unused_RefundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_unused_refund: ((inputs: Billing_Unused_RefundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Unused_RefundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Working on it…" |
*
* @param {Billing_WorkingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_working: ((inputs?: Billing_WorkingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_WorkingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Account password" |
*
* @param {Buy_Account_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_account_password: ((inputs?: Buy_Account_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Account_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "I agree to the" |
*
* @param {Buy_Agree_BeforeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_agree_before: ((inputs?: Buy_Agree_BeforeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Agree_BeforeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Amount charged" |
*
* @param {Buy_Amount_ChargedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_amount_charged: ((inputs?: Buy_Amount_ChargedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Amount_ChargedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "and" |
*
* @param {Buy_AndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_and: ((inputs?: Buy_AndInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_AndInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Buy_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_back: ((inputs?: Buy_BackInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_BackInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Go back to onboarding" |
*
* @param {Buy_Back_To_OnboardingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_back_to_onboarding: ((inputs?: Buy_Back_To_OnboardingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Back_To_OnboardingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{service} · billed annually" |
*
* @param {Buy_Billed_AnnuallyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_billed_annually: ((inputs: Buy_Billed_AnnuallyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Billed_AnnuallyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{service} · billed monthly" |
*
* @param {Buy_Billed_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_billed_monthly: ((inputs: Buy_Billed_MonthlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Billed_MonthlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Business Name *" |
*
* @param {Buy_Business_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_business_name: ((inputs?: Buy_Business_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Business_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Business name is too long" |
*
* @param {Buy_Business_Name_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_business_name_long: ((inputs?: Buy_Business_Name_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Business_Name_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Business Name" |
*
* @param {Buy_Business_Name_PlainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_business_name_plain: ((inputs?: Buy_Business_Name_PlainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Business_Name_PlainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Business name is required" |
*
* @param {Buy_Business_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_business_name_required: ((inputs?: Buy_Business_Name_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Business_Name_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Buy_CheckoutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_checkout: ((inputs?: Buy_CheckoutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_CheckoutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "An account already uses this email. Sign in to your Fli DESK, or use another email." |
*
* @param {Buy_Co_Account_ExistsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_account_exists: ((inputs?: Buy_Co_Account_ExistsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Account_ExistsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "To add a plan to your existing account, sign in to your Fli DESK and contact us from there. To open a new account, use another email." |
*
* @param {Buy_Co_Account_Exists_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_account_exists_text: ((inputs?: Buy_Co_Account_Exists_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Account_Exists_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You Already Have an Account" |
*
* @param {Buy_Co_Account_Exists_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_account_exists_title: ((inputs?: Buy_Co_Account_Exists_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Account_Exists_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Business name must be at least 3 characters" |
*
* @param {Buy_Co_Business_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_business_name: ((inputs?: Buy_Co_Business_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Business_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Data Error" |
*
* @param {Buy_Co_Data_ErrorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_data_error: ((inputs?: Buy_Co_Data_ErrorInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Data_ErrorInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Redirecting you to the secure payment page..." |
*
* @param {Buy_Co_Initiated_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_initiated_text: ((inputs?: Buy_Co_Initiated_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Initiated_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment Initiated" |
*
* @param {Buy_Co_Initiated_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_initiated_title: ((inputs?: Buy_Co_Initiated_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Initiated_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid Checkout" |
*
* @param {Buy_Co_Invalid_CheckoutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_invalid_checkout: ((inputs?: Buy_Co_Invalid_CheckoutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Invalid_CheckoutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid plan configuration for {plan}" |
*
* @param {Buy_Co_Invalid_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_invalid_plan: ((inputs: Buy_Co_Invalid_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Invalid_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid pricing data" |
*
* @param {Buy_Co_Invalid_PricingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_invalid_pricing: ((inputs?: Buy_Co_Invalid_PricingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Invalid_PricingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid wizard data format" |
*
* @param {Buy_Co_Invalid_WizardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_invalid_wizard: ((inputs?: Buy_Co_Invalid_WizardInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Invalid_WizardInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to load checkout data" |
*
* @param {Buy_Co_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_load_failed: ((inputs?: Buy_Co_Load_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Load_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Network error: Unable to connect to server. Please check your internet connection or try again later." |
*
* @param {Buy_Co_NetworkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_network: ((inputs?: Buy_Co_NetworkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_NetworkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to create checkout session: Database error: the order could not be saved" |
*
* @param {Buy_Co_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_not_saved: ((inputs?: Buy_Co_Not_SavedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Not_SavedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment Failed" |
*
* @param {Buy_Co_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_payment_failed: ((inputs?: Buy_Co_Payment_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Payment_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Online payments are not set up on this site yet. Please contact us to start your plan." |
*
* @param {Buy_Co_Payments_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_payments_off: ((inputs?: Buy_Co_Payments_OffInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Payments_OffInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payments Unavailable" |
*
* @param {Buy_Co_Payments_Off_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_payments_off_title: ((inputs?: Buy_Co_Payments_Off_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Payments_Off_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid phone number" |
*
* @param {Buy_Co_PhoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_phone: ((inputs?: Buy_Co_PhoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_PhoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You must agree to the terms and conditions" |
*
* @param {Buy_Co_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_terms: ((inputs?: Buy_Co_TermsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_TermsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "An unexpected error occurred. Please try again or contact support." |
*
* @param {Buy_Co_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_unexpected: ((inputs?: Buy_Co_UnexpectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_UnexpectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please correct the errors in the form" |
*
* @param {Buy_Co_Validation_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_validation_text: ((inputs?: Buy_Co_Validation_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Validation_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Form Validation Failed" |
*
* @param {Buy_Co_Validation_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_validation_title: ((inputs?: Buy_Co_Validation_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Co_Validation_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Confirming your payment" |
*
* @param {Buy_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_confirming: ((inputs?: Buy_ConfirmingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_ConfirmingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This usually takes a few seconds. Please keep this page open." |
*
* @param {Buy_Confirming_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_confirming_text: ((inputs?: Buy_Confirming_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Confirming_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Contact support" |
*
* @param {Buy_Contact_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_contact_support: ((inputs?: Buy_Contact_SupportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Contact_SupportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Buy_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_contact_us: ((inputs?: Buy_Contact_UsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Contact_UsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Afghanistan" |
*
* @param {Buy_Country_AfghanistanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_afghanistan: ((inputs?: Buy_Country_AfghanistanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_AfghanistanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Australia" |
*
* @param {Buy_Country_AustraliaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_australia: ((inputs?: Buy_Country_AustraliaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_AustraliaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Bahrain" |
*
* @param {Buy_Country_BahrainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_bahrain: ((inputs?: Buy_Country_BahrainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_BahrainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Bangladesh" |
*
* @param {Buy_Country_BangladeshInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_bangladesh: ((inputs?: Buy_Country_BangladeshInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_BangladeshInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Bhutan" |
*
* @param {Buy_Country_BhutanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_bhutan: ((inputs?: Buy_Country_BhutanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_BhutanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Brazil" |
*
* @param {Buy_Country_BrazilInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_brazil: ((inputs?: Buy_Country_BrazilInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_BrazilInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "China" |
*
* @param {Buy_Country_ChinaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_china: ((inputs?: Buy_Country_ChinaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_ChinaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Country code" |
*
* @param {Buy_Country_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_code: ((inputs?: Buy_Country_CodeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_CodeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "France" |
*
* @param {Buy_Country_FranceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_france: ((inputs?: Buy_Country_FranceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_FranceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Germany" |
*
* @param {Buy_Country_GermanyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_germany: ((inputs?: Buy_Country_GermanyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_GermanyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Hong Kong" |
*
* @param {Buy_Country_Hong_KongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_hong_kong: ((inputs?: Buy_Country_Hong_KongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_Hong_KongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "India" |
*
* @param {Buy_Country_IndiaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_india: ((inputs?: Buy_Country_IndiaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_IndiaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Indonesia" |
*
* @param {Buy_Country_IndonesiaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_indonesia: ((inputs?: Buy_Country_IndonesiaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_IndonesiaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ireland" |
*
* @param {Buy_Country_IrelandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_ireland: ((inputs?: Buy_Country_IrelandInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_IrelandInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Israel" |
*
* @param {Buy_Country_IsraelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_israel: ((inputs?: Buy_Country_IsraelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_IsraelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Italy" |
*
* @param {Buy_Country_ItalyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_italy: ((inputs?: Buy_Country_ItalyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_ItalyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Japan" |
*
* @param {Buy_Country_JapanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_japan: ((inputs?: Buy_Country_JapanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_JapanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Kuwait" |
*
* @param {Buy_Country_KuwaitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_kuwait: ((inputs?: Buy_Country_KuwaitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_KuwaitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Malaysia" |
*
* @param {Buy_Country_MalaysiaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_malaysia: ((inputs?: Buy_Country_MalaysiaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_MalaysiaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Maldives" |
*
* @param {Buy_Country_MaldivesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_maldives: ((inputs?: Buy_Country_MaldivesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_MaldivesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Myanmar" |
*
* @param {Buy_Country_MyanmarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_myanmar: ((inputs?: Buy_Country_MyanmarInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_MyanmarInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Nepal" |
*
* @param {Buy_Country_NepalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_nepal: ((inputs?: Buy_Country_NepalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_NepalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Netherlands" |
*
* @param {Buy_Country_NetherlandsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_netherlands: ((inputs?: Buy_Country_NetherlandsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_NetherlandsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New Zealand" |
*
* @param {Buy_Country_New_ZealandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_new_zealand: ((inputs?: Buy_Country_New_ZealandInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_New_ZealandInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Oman" |
*
* @param {Buy_Country_OmanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_oman: ((inputs?: Buy_Country_OmanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_OmanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Pakistan" |
*
* @param {Buy_Country_PakistanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_pakistan: ((inputs?: Buy_Country_PakistanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_PakistanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Philippines" |
*
* @param {Buy_Country_PhilippinesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_philippines: ((inputs?: Buy_Country_PhilippinesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_PhilippinesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Qatar" |
*
* @param {Buy_Country_QatarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_qatar: ((inputs?: Buy_Country_QatarInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_QatarInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Russia" |
*
* @param {Buy_Country_RussiaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_russia: ((inputs?: Buy_Country_RussiaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_RussiaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Saudi Arabia" |
*
* @param {Buy_Country_Saudi_ArabiaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_saudi_arabia: ((inputs?: Buy_Country_Saudi_ArabiaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_Saudi_ArabiaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Singapore" |
*
* @param {Buy_Country_SingaporeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_singapore: ((inputs?: Buy_Country_SingaporeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_SingaporeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "South Africa" |
*
* @param {Buy_Country_South_AfricaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_south_africa: ((inputs?: Buy_Country_South_AfricaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_South_AfricaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "South Korea" |
*
* @param {Buy_Country_South_KoreaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_south_korea: ((inputs?: Buy_Country_South_KoreaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_South_KoreaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Spain" |
*
* @param {Buy_Country_SpainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_spain: ((inputs?: Buy_Country_SpainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_SpainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sri Lanka" |
*
* @param {Buy_Country_Sri_LankaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_sri_lanka: ((inputs?: Buy_Country_Sri_LankaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_Sri_LankaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sweden" |
*
* @param {Buy_Country_SwedenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_sweden: ((inputs?: Buy_Country_SwedenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_SwedenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Switzerland" |
*
* @param {Buy_Country_SwitzerlandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_switzerland: ((inputs?: Buy_Country_SwitzerlandInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_SwitzerlandInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Taiwan" |
*
* @param {Buy_Country_TaiwanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_taiwan: ((inputs?: Buy_Country_TaiwanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_TaiwanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Thailand" |
*
* @param {Buy_Country_ThailandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_thailand: ((inputs?: Buy_Country_ThailandInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_ThailandInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Turkey" |
*
* @param {Buy_Country_TurkeyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_turkey: ((inputs?: Buy_Country_TurkeyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_TurkeyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "United Arab Emirates" |
*
* @param {Buy_Country_United_Arab_EmiratesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_united_arab_emirates: ((inputs?: Buy_Country_United_Arab_EmiratesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_United_Arab_EmiratesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "United Kingdom" |
*
* @param {Buy_Country_United_KingdomInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_united_kingdom: ((inputs?: Buy_Country_United_KingdomInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_United_KingdomInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "United States / Canada" |
*
* @param {Buy_Country_United_States_CanadaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_united_states_canada: ((inputs?: Buy_Country_United_States_CanadaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_United_States_CanadaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Vietnam" |
*
* @param {Buy_Country_VietnamInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_vietnam: ((inputs?: Buy_Country_VietnamInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Country_VietnamInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Buy_CurrencyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_currency: ((inputs?: Buy_CurrencyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_CurrencyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Annual" |
*
* @param {Buy_Cycle_AnnualInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_cycle_annual: ((inputs?: Buy_Cycle_AnnualInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Cycle_AnnualInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Billing cycle" |
*
* @param {Buy_Cycle_LegendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_cycle_legend: ((inputs?: Buy_Cycle_LegendInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Cycle_LegendInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Buy_Cycle_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_cycle_monthly: ((inputs?: Buy_Cycle_MonthlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Cycle_MonthlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save {percent}%" |
*
* @param {Buy_Cycle_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_cycle_save: ((inputs: Buy_Cycle_SaveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Cycle_SaveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Check any Fli DESK ID, or try the sample. Row-level security keeps the details limited: only the plan, payment status and a masked email are shown, and check..." |
*
* @param {Buy_Demo_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_demo_intro: ((inputs?: Buy_Demo_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Demo_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Try Fli DESK ID validation with a sample ID: the check shows only the plan, payment status and a masked email." |
*
* @param {Buy_Demo_MetaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_demo_meta: ((inputs?: Buy_Demo_MetaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Demo_MetaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Desk ID Validation Demo" |
*
* @param {Buy_Demo_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_demo_title: ((inputs?: Buy_Demo_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Demo_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Validator" |
*
* @param {Buy_Demo_ValidatorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_demo_validator: ((inputs?: Buy_Demo_ValidatorInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Demo_ValidatorInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fli DESK ID" |
*
* @param {Buy_Desk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_desk_id: ((inputs?: Buy_Desk_IdInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Desk_IdInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "done" |
*
* @param {Buy_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_done: ((inputs?: Buy_DoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_DoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "If we have a saved draft for that email, we've sent a link to continue it." |
*
* @param {Buy_Draft_Link_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_link_sent: ((inputs?: Buy_Draft_Link_SentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Draft_Link_SentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "We can email you a link to pick up the answers you saved there." |
*
* @param {Buy_Draft_Offer_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_offer_text: ((inputs?: Buy_Draft_Offer_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Draft_Offer_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Started on another device or browser?" |
*
* @param {Buy_Draft_Offer_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_offer_title: ((inputs?: Buy_Draft_Offer_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Draft_Offer_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Saved answers are only sent by email. Ask for a link to continue where you left off." |
*
* @param {Buy_Draft_Read_By_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_read_by_link: ((inputs?: Buy_Draft_Read_By_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Draft_Read_By_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "We couldn't send the link just now. Please try again." |
*
* @param {Buy_Draft_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_send_failed: ((inputs?: Buy_Draft_Send_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Draft_Send_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Email me a link to continue where I left off" |
*
* @param {Buy_Draft_Send_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_send_link: ((inputs?: Buy_Draft_Send_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Draft_Send_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Buy_Draft_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_sending: ((inputs?: Buy_Draft_SendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Draft_SendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Buy_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_email: ((inputs?: Buy_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Buy_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_email_invalid: ((inputs?: Buy_Email_InvalidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Email_InvalidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Email is required" |
*
* @param {Buy_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_email_required: ((inputs?: Buy_Email_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Email_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Buy_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_error_title: ((inputs?: Buy_Error_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Error_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Full Name *" |
*
* @param {Buy_Full_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_full_name: ((inputs?: Buy_Full_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Full_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Full name is required" |
*
* @param {Buy_Full_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_full_name_required: ((inputs?: Buy_Full_Name_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Full_Name_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Go to pricing" |
*
* @param {Buy_Go_PricingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_go_pricing: ((inputs?: Buy_Go_PricingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Go_PricingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Go to desk now" |
*
* @param {Buy_Go_To_DeskInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_go_to_desk: ((inputs?: Buy_Go_To_DeskInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Go_To_DeskInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Brand Awareness" |
*
* @param {Buy_Goal_AwarenessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goal_awareness: ((inputs?: Buy_Goal_AwarenessInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Goal_AwarenessInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Community Building" |
*
* @param {Buy_Goal_CommunityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goal_community: ((inputs?: Buy_Goal_CommunityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Goal_CommunityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Lead Generation" |
*
* @param {Buy_Goal_LeadsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goal_leads: ((inputs?: Buy_Goal_LeadsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Goal_LeadsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please select at least one marketing goal" |
*
* @param {Buy_Goal_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goal_required: ((inputs?: Buy_Goal_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Goal_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Product Sales" |
*
* @param {Buy_Goal_SalesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goal_sales: ((inputs?: Buy_Goal_SalesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Goal_SalesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "What are your marketing goals?" |
*
* @param {Buy_Goals_LegendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goals_legend: ((inputs?: Buy_Goals_LegendInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Goals_LegendInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "By a Friend" |
*
* @param {Buy_Hear_FriendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_hear_friend: ((inputs?: Buy_Hear_FriendInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Hear_FriendInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "How did you hear about us?" |
*
* @param {Buy_Hear_LegendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_hear_legend: ((inputs?: Buy_Hear_LegendInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Hear_LegendInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please tell us how you heard about us" |
*
* @param {Buy_Hear_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_hear_required: ((inputs?: Buy_Hear_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Hear_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google Search" |
*
* @param {Buy_Hear_SearchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_hear_search: ((inputs?: Buy_Hear_SearchInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Hear_SearchInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Accounting & Finance" |
*
* @param {Buy_Ind_Accounting_FinanceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_accounting_finance: ((inputs?: Buy_Ind_Accounting_FinanceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Accounting_FinanceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Advertising & Marketing" |
*
* @param {Buy_Ind_Advertising_MarketingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_advertising_marketing: ((inputs?: Buy_Ind_Advertising_MarketingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Advertising_MarketingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Agriculture" |
*
* @param {Buy_Ind_AgricultureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_agriculture: ((inputs?: Buy_Ind_AgricultureInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_AgricultureInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Apparel & Fashion" |
*
* @param {Buy_Ind_Apparel_FashionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_apparel_fashion: ((inputs?: Buy_Ind_Apparel_FashionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Apparel_FashionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Architecture" |
*
* @param {Buy_Ind_ArchitectureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_architecture: ((inputs?: Buy_Ind_ArchitectureInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_ArchitectureInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Automotive" |
*
* @param {Buy_Ind_AutomotiveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_automotive: ((inputs?: Buy_Ind_AutomotiveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_AutomotiveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Aviation" |
*
* @param {Buy_Ind_AviationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_aviation: ((inputs?: Buy_Ind_AviationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_AviationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Banking" |
*
* @param {Buy_Ind_BankingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_banking: ((inputs?: Buy_Ind_BankingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_BankingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Beauty & Cosmetics" |
*
* @param {Buy_Ind_Beauty_CosmeticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_beauty_cosmetics: ((inputs?: Buy_Ind_Beauty_CosmeticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Beauty_CosmeticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Biotechnology" |
*
* @param {Buy_Ind_BiotechnologyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_biotechnology: ((inputs?: Buy_Ind_BiotechnologyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_BiotechnologyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Construction" |
*
* @param {Buy_Ind_ConstructionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_construction: ((inputs?: Buy_Ind_ConstructionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_ConstructionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Consulting" |
*
* @param {Buy_Ind_ConsultingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_consulting: ((inputs?: Buy_Ind_ConsultingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_ConsultingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Consumer Electronics" |
*
* @param {Buy_Ind_Consumer_ElectronicsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_consumer_electronics: ((inputs?: Buy_Ind_Consumer_ElectronicsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Consumer_ElectronicsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "E-commerce" |
*
* @param {Buy_Ind_E_CommerceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_e_commerce: ((inputs?: Buy_Ind_E_CommerceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_E_CommerceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Education" |
*
* @param {Buy_Ind_EducationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_education: ((inputs?: Buy_Ind_EducationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_EducationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Energy & Utilities" |
*
* @param {Buy_Ind_Energy_UtilitiesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_energy_utilities: ((inputs?: Buy_Ind_Energy_UtilitiesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Energy_UtilitiesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Engineering" |
*
* @param {Buy_Ind_EngineeringInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_engineering: ((inputs?: Buy_Ind_EngineeringInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_EngineeringInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Entertainment" |
*
* @param {Buy_Ind_EntertainmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_entertainment: ((inputs?: Buy_Ind_EntertainmentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_EntertainmentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Environmental Services" |
*
* @param {Buy_Ind_Environmental_ServicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_environmental_services: ((inputs?: Buy_Ind_Environmental_ServicesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Environmental_ServicesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Events & Weddings" |
*
* @param {Buy_Ind_Events_WeddingsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_events_weddings: ((inputs?: Buy_Ind_Events_WeddingsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Events_WeddingsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fitness & Wellness" |
*
* @param {Buy_Ind_Fitness_WellnessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_fitness_wellness: ((inputs?: Buy_Ind_Fitness_WellnessInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Fitness_WellnessInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Food & Beverage" |
*
* @param {Buy_Ind_Food_BeverageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_food_beverage: ((inputs?: Buy_Ind_Food_BeverageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Food_BeverageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Furniture & Home Decor" |
*
* @param {Buy_Ind_Furniture_Home_DecorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_furniture_home_decor: ((inputs?: Buy_Ind_Furniture_Home_DecorInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Furniture_Home_DecorInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Gaming" |
*
* @param {Buy_Ind_GamingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_gaming: ((inputs?: Buy_Ind_GamingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_GamingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Government" |
*
* @param {Buy_Ind_GovernmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_government: ((inputs?: Buy_Ind_GovernmentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_GovernmentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Healthcare" |
*
* @param {Buy_Ind_HealthcareInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_healthcare: ((inputs?: Buy_Ind_HealthcareInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_HealthcareInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Hospitality" |
*
* @param {Buy_Ind_HospitalityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_hospitality: ((inputs?: Buy_Ind_HospitalityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_HospitalityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Human Resources" |
*
* @param {Buy_Ind_Human_ResourcesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_human_resources: ((inputs?: Buy_Ind_Human_ResourcesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Human_ResourcesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Import & Export" |
*
* @param {Buy_Ind_Import_ExportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_import_export: ((inputs?: Buy_Ind_Import_ExportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Import_ExportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Information Technology" |
*
* @param {Buy_Ind_Information_TechnologyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_information_technology: ((inputs?: Buy_Ind_Information_TechnologyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Information_TechnologyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Insurance" |
*
* @param {Buy_Ind_InsuranceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_insurance: ((inputs?: Buy_Ind_InsuranceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_InsuranceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Interior Design" |
*
* @param {Buy_Ind_Interior_DesignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_interior_design: ((inputs?: Buy_Ind_Interior_DesignInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Interior_DesignInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Jewellery" |
*
* @param {Buy_Ind_JewelleryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_jewellery: ((inputs?: Buy_Ind_JewelleryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_JewelleryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Legal Services" |
*
* @param {Buy_Ind_Legal_ServicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_legal_services: ((inputs?: Buy_Ind_Legal_ServicesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Legal_ServicesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Logistics & Transport" |
*
* @param {Buy_Ind_Logistics_TransportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_logistics_transport: ((inputs?: Buy_Ind_Logistics_TransportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Logistics_TransportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Manufacturing" |
*
* @param {Buy_Ind_ManufacturingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_manufacturing: ((inputs?: Buy_Ind_ManufacturingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_ManufacturingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Media & Publishing" |
*
* @param {Buy_Ind_Media_PublishingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_media_publishing: ((inputs?: Buy_Ind_Media_PublishingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Media_PublishingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Mining" |
*
* @param {Buy_Ind_MiningInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_mining: ((inputs?: Buy_Ind_MiningInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_MiningInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Music" |
*
* @param {Buy_Ind_MusicInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_music: ((inputs?: Buy_Ind_MusicInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_MusicInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Non-profit" |
*
* @param {Buy_Ind_Non_ProfitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_non_profit: ((inputs?: Buy_Ind_Non_ProfitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Non_ProfitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Pharmaceuticals" |
*
* @param {Buy_Ind_PharmaceuticalsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_pharmaceuticals: ((inputs?: Buy_Ind_PharmaceuticalsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_PharmaceuticalsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Photography" |
*
* @param {Buy_Ind_PhotographyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_photography: ((inputs?: Buy_Ind_PhotographyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_PhotographyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Printing & Packaging" |
*
* @param {Buy_Ind_Printing_PackagingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_printing_packaging: ((inputs?: Buy_Ind_Printing_PackagingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Printing_PackagingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Buy_Ind_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_real_estate: ((inputs?: Buy_Ind_Real_EstateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Real_EstateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Recruitment" |
*
* @param {Buy_Ind_RecruitmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_recruitment: ((inputs?: Buy_Ind_RecruitmentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_RecruitmentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Restaurants & Cafes" |
*
* @param {Buy_Ind_Restaurants_CafesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_restaurants_cafes: ((inputs?: Buy_Ind_Restaurants_CafesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Restaurants_CafesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Retail" |
*
* @param {Buy_Ind_RetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_retail: ((inputs?: Buy_Ind_RetailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_RetailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Security Services" |
*
* @param {Buy_Ind_Security_ServicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_security_services: ((inputs?: Buy_Ind_Security_ServicesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Security_ServicesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Software & SaaS" |
*
* @param {Buy_Ind_Software_SaasInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_software_saas: ((inputs?: Buy_Ind_Software_SaasInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Software_SaasInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Spa & Salon" |
*
* @param {Buy_Ind_Spa_SalonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_spa_salon: ((inputs?: Buy_Ind_Spa_SalonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Spa_SalonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sports" |
*
* @param {Buy_Ind_SportsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_sports: ((inputs?: Buy_Ind_SportsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_SportsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tea & Spices" |
*
* @param {Buy_Ind_Tea_SpicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_tea_spices: ((inputs?: Buy_Ind_Tea_SpicesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Tea_SpicesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Telecommunications" |
*
* @param {Buy_Ind_TelecommunicationsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_telecommunications: ((inputs?: Buy_Ind_TelecommunicationsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_TelecommunicationsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Textiles" |
*
* @param {Buy_Ind_TextilesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_textiles: ((inputs?: Buy_Ind_TextilesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_TextilesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tourism & Travel" |
*
* @param {Buy_Ind_Tourism_TravelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_tourism_travel: ((inputs?: Buy_Ind_Tourism_TravelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_Tourism_TravelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Wholesale" |
*
* @param {Buy_Ind_WholesaleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_wholesale: ((inputs?: Buy_Ind_WholesaleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Ind_WholesaleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Industry *" |
*
* @param {Buy_IndustryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_industry: ((inputs?: Buy_IndustryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_IndustryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Select your industry" |
*
* @param {Buy_Industry_ChooseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_industry_choose: ((inputs?: Buy_Industry_ChooseInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Industry_ChooseInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please select your industry" |
*
* @param {Buy_Industry_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_industry_required: ((inputs?: Buy_Industry_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Industry_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your onboarding..." |
*
* @param {Buy_LoadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_loading: ((inputs?: Buy_LoadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_LoadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Send me tips and offers by email (optional)" |
*
* @param {Buy_Marketing_ConsentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_marketing_consent: ((inputs?: Buy_Marketing_ConsentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Marketing_ConsentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Buy_NextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_next: ((inputs?: Buy_NextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_NextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No plan selected. Please go back to pricing to select a plan." |
*
* @param {Buy_No_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_no_plan: ((inputs?: Buy_No_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_No_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your onboarding answers are not in this browser." |
*
* @param {Buy_Not_In_BrowserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_not_in_browser: ((inputs?: Buy_Not_In_BrowserInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Not_In_BrowserInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Onboarding" |
*
* @param {Buy_OnboardingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_onboarding: ((inputs?: Buy_OnboardingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_OnboardingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Order Summary" |
*
* @param {Buy_Order_SummaryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_order_summary: ((inputs?: Buy_Order_SummaryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Order_SummaryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Buy_OtherInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_other: ((inputs?: Buy_OtherInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_OtherInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your plan was added to the Fli DESK account for your email. Sign in with its Fli DESK ID." |
*
* @param {Buy_Paid_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_paid_added: ((inputs?: Buy_Paid_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Paid_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Taking you to your desk in {count} second..." |
* | "other" | "Taking you to your desk in {count} seconds..." |
*
* @param {Buy_Paid_CountdownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_paid_countdown: ((inputs: Buy_Paid_CountdownInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Paid_CountdownInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "We have also emailed your Fli DESK ID to you." |
*
* @param {Buy_Paid_EmailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_paid_emailed: ((inputs?: Buy_Paid_EmailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Paid_EmailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome aboard. Your Fli DESK account is ready." |
*
* @param {Buy_Paid_ReadyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_paid_ready: ((inputs?: Buy_Paid_ReadyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Paid_ReadyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment Successful!" |
*
* @param {Buy_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_paid_title: ((inputs?: Buy_Paid_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Paid_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password *" |
*
* @param {Buy_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password: ((inputs?: Buy_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "For your security the password you chose is not kept in the browser: please enter it again." |
*
* @param {Buy_Password_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_again: ((inputs?: Buy_Password_AgainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Password_AgainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You will sign in to Fli DESK with your desk ID and this password." |
*
* @param {Buy_Password_HelpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_help: ((inputs?: Buy_Password_HelpInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Password_HelpInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password must be at least 8 characters long" |
*
* @param {Buy_Password_LengthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_length: ((inputs?: Buy_Password_LengthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Password_LengthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password must contain at least one lowercase letter" |
*
* @param {Buy_Password_LowerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_lower: ((inputs?: Buy_Password_LowerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Password_LowerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password must contain at least one number" |
*
* @param {Buy_Password_NumberInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_number: ((inputs?: Buy_Password_NumberInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Password_NumberInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password is required" |
*
* @param {Buy_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_required: ((inputs?: Buy_Password_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Password_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password must be at most 128 characters long" |
*
* @param {Buy_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_too_long: ((inputs?: Buy_Password_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Password_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password must contain at least one uppercase letter" |
*
* @param {Buy_Password_UpperInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_upper: ((inputs?: Buy_Password_UpperInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Password_UpperInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {total}" |
*
* @param {Buy_PayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_pay: ((inputs: Buy_PayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_PayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment Details" |
*
* @param {Buy_Payment_DetailsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_payment_details: ((inputs?: Buy_Payment_DetailsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Payment_DetailsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment form" |
*
* @param {Buy_Payment_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_payment_form: ((inputs?: Buy_Payment_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Payment_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "month" |
*
* @param {Buy_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_per_month: ((inputs?: Buy_Per_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Per_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "year" |
*
* @param {Buy_Per_YearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_per_year: ((inputs?: Buy_Per_YearInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Per_YearInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Phone Number *" |
*
* @param {Buy_PhoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_phone: ((inputs?: Buy_PhoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_PhoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid phone number with country code (e.g., +94771234567)" |
*
* @param {Buy_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_phone_invalid: ((inputs?: Buy_Phone_InvalidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Phone_InvalidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Buy_Phone_PlainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_phone_plain: ((inputs?: Buy_Phone_PlainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Phone_PlainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number is required" |
*
* @param {Buy_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_phone_required: ((inputs?: Buy_Phone_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Phone_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{plan} Plan" |
*
* @param {Buy_Plan_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_plan_name: ((inputs: Buy_Plan_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Plan_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your {plan} plan allows up to {count} platforms." |
*
* @param {Buy_Platform_LimitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_platform_limit: ((inputs: Buy_Platform_LimitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Platform_LimitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Platform Limit Reached" |
*
* @param {Buy_Platform_Limit_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_platform_limit_title: ((inputs?: Buy_Platform_Limit_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Platform_Limit_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please select at least one platform" |
*
* @param {Buy_Platform_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_platform_required: ((inputs?: Buy_Platform_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Platform_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your {plan} plan includes up to {count} platforms." |
*
* @param {Buy_Platforms_IncludedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_platforms_included: ((inputs: Buy_Platforms_IncludedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Platforms_IncludedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Which platforms should we manage?" |
*
* @param {Buy_Platforms_LegendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_platforms_legend: ((inputs?: Buy_Platforms_LegendInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Platforms_LegendInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to prepare checkout. Please try again." |
*
* @param {Buy_Prepare_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_prepare_failed: ((inputs?: Buy_Prepare_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Prepare_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Buy_PrivacyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_privacy: ((inputs?: Buy_PrivacyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_PrivacyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Processing Payment..." |
*
* @param {Buy_ProcessingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_processing: ((inputs?: Buy_ProcessingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_ProcessingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Buy_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_progress: ((inputs?: Buy_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Confirmation" |
*
* @param {Buy_Progress_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_progress_confirmation: ((inputs?: Buy_Progress_ConfirmationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Progress_ConfirmationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Onboarding progress, {percent}%" |
*
* @param {Buy_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_progress_label: ((inputs: Buy_Progress_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Progress_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "OnBoarding" |
*
* @param {Buy_Progress_OnboardingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_progress_onboarding: ((inputs?: Buy_Progress_OnboardingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Progress_OnboardingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you: your payment for the {plan} {service} plan went through. We need to finish setting up your plan ourselves, and will be in touch by email." |
*
* @param {Buy_Received_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_received_text: ((inputs: Buy_Received_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Received_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment Received" |
*
* @param {Buy_Received_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_received_title: ((inputs?: Buy_Received_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Received_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Continue where I left off" |
*
* @param {Buy_Resume_ContinueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_continue: ((inputs?: Buy_Resume_ContinueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Resume_ContinueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Go to onboarding" |
*
* @param {Buy_Resume_GoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_go: ((inputs?: Buy_Resume_GoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Resume_GoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A link to continue your onboarding works once, for 3 days, and saved answers are deleted 3 days after your last change. You can start again, or ask for a new..." |
*
* @param {Buy_Resume_Gone_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_gone_text: ((inputs?: Buy_Resume_Gone_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Resume_Gone_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This link no longer works" |
*
* @param {Buy_Resume_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_gone_title: ((inputs?: Buy_Resume_Gone_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Resume_Gone_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This link works once." |
*
* @param {Buy_Resume_OnceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_once: ((inputs?: Buy_Resume_OnceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Resume_OnceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Opening your onboarding..." |
*
* @param {Buy_Resume_OpeningInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_opening: ((inputs?: Buy_Resume_OpeningInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Resume_OpeningInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Opening..." |
*
* @param {Buy_Resume_Opening_ButtonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_opening_button: ((inputs?: Buy_Resume_Opening_ButtonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Resume_Opening_ButtonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "We saved your answers for" |
*
* @param {Buy_Resume_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_saved: ((inputs?: Buy_Resume_SavedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Resume_SavedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Continue in this browser to pick up where you left off. Answers you have already entered here will be replaced by the saved ones." |
*
* @param {Buy_Resume_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_text: ((inputs?: Buy_Resume_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Resume_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Continue your onboarding" |
*
* @param {Buy_Resume_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_title: ((inputs?: Buy_Resume_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Resume_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your payment of {amount} was for an order that had been replaced or given up, so nothing was opened or changed with it." |
*
* @param {Buy_Returning_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_returning_closed: ((inputs: Buy_Returning_ClosedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Returning_ClosedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your payment of {amount} did not match this order, so nothing was opened or changed with it." |
*
* @param {Buy_Returning_MismatchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_returning_mismatch: ((inputs: Buy_Returning_MismatchInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Returning_MismatchInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "It is being refunded to you in full. A refund usually shows within 5 to 10 working days, depending on your bank. We have emailed you the details; you do not ..." |
*
* @param {Buy_Returning_RefundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_returning_refund: ((inputs?: Buy_Returning_RefundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Returning_RefundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your payment is being returned" |
*
* @param {Buy_Returning_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_returning_title: ((inputs?: Buy_Returning_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Returning_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Annual: {amount} for 12 months, charged once a year." |
*
* @param {Buy_Review_Annual_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_annual_text: ((inputs: Buy_Review_Annual_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Review_Annual_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save 10% with annual billing" |
*
* @param {Buy_Review_Annual_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_annual_title: ((inputs?: Buy_Review_Annual_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Review_Annual_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Business" |
*
* @param {Buy_Review_BusinessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_business: ((inputs?: Buy_Review_BusinessInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Review_BusinessInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Goals" |
*
* @param {Buy_Review_GoalsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_goals: ((inputs?: Buy_Review_GoalsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Review_GoalsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Heard about us" |
*
* @param {Buy_Review_HeardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_heard: ((inputs?: Buy_Review_HeardInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Review_HeardInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Account owner" |
*
* @param {Buy_Review_OwnerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_owner: ((inputs?: Buy_Review_OwnerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Review_OwnerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Buy_Review_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_plan: ((inputs?: Buy_Review_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Review_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{plan} ({service}): {price}/month ({usd})" |
*
* @param {Buy_Review_Plan_PriceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_plan_price: ((inputs: Buy_Review_Plan_PriceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Review_Plan_PriceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Platforms" |
*
* @param {Buy_Review_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_platforms: ((inputs?: Buy_Review_PlatformsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Review_PlatformsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You can resume within 3 days: unfinished onboarding data is deleted after 3 days." |
*
* @param {Buy_Review_ResumeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_resume: ((inputs?: Buy_Review_ResumeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Review_ResumeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save & Exit" |
*
* @param {Buy_Save_ExitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_save_exit: ((inputs?: Buy_Save_ExitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Save_ExitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "See our plans" |
*
* @param {Buy_See_PlansInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_see_plans: ((inputs?: Buy_See_PlansInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_See_PlansInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "See the plans" |
*
* @param {Buy_See_The_PlansInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_see_the_plans: ((inputs?: Buy_See_The_PlansInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_See_The_PlansInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Buy_ServiceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_service: ((inputs?: Buy_ServiceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_ServiceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Social Media" |
*
* @param {Buy_Service_SocialInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_service_social: ((inputs?: Buy_Service_SocialInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Service_SocialInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Buy_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_sign_in: ((inputs?: Buy_Sign_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Sign_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Account Owner Details" |
*
* @param {Buy_Step_AccountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_account: ((inputs?: Buy_Step_AccountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Step_AccountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Business Info" |
*
* @param {Buy_Step_BusinessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_business: ((inputs?: Buy_Step_BusinessInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Step_BusinessInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Marketing Goals" |
*
* @param {Buy_Step_GoalsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_goals: ((inputs?: Buy_Step_GoalsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Step_GoalsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "How Did You Hear?" |
*
* @param {Buy_Step_HearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_hear: ((inputs?: Buy_Step_HearInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Step_HearInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Step {step}: {title}" |
*
* @param {Buy_Step_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_label: ((inputs: Buy_Step_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Step_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Step {step} of {total}" |
*
* @param {Buy_Step_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_of: ((inputs: Buy_Step_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Step_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Platform Preferences" |
*
* @param {Buy_Step_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_platforms: ((inputs?: Buy_Step_PlatformsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Step_PlatformsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Review & Payment" |
*
* @param {Buy_Step_ReviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_review: ((inputs?: Buy_Step_ReviewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Step_ReviewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Buy_Strength_FairInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_fair: ((inputs?: Buy_Strength_FairInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Strength_FairInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Good" |
*
* @param {Buy_Strength_GoodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_good: ((inputs?: Buy_Strength_GoodInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Strength_GoodInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Use 8 or more characters with upper and lower case letters, a digit and one of !@#$%^&*." |
*
* @param {Buy_Strength_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_hint: ((inputs?: Buy_Strength_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Strength_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password strength:" |
*
* @param {Buy_Strength_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_label: ((inputs?: Buy_Strength_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Strength_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Strong" |
*
* @param {Buy_Strength_StrongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_strong: ((inputs?: Buy_Strength_StrongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Strength_StrongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Very Weak" |
*
* @param {Buy_Strength_Very_WeakInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_very_weak: ((inputs?: Buy_Strength_Very_WeakInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Strength_Very_WeakInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Weak" |
*
* @param {Buy_Strength_WeakInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_weak: ((inputs?: Buy_Strength_WeakInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Strength_WeakInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Buy_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_terms: ((inputs?: Buy_TermsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_TermsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Checkout \| Fli Digital" |
*
* @param {Buy_Title_CheckoutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_title_checkout: ((inputs?: Buy_Title_CheckoutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Title_CheckoutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Onboarding \| Fli Digital" |
*
* @param {Buy_Title_OnboardingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_title_onboarding: ((inputs?: Buy_Title_OnboardingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Title_OnboardingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment \| Fli Digital" |
*
* @param {Buy_Title_PaymentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_title_payment: ((inputs?: Buy_Title_PaymentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Title_PaymentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Continue your onboarding \| Fli Digital" |
*
* @param {Buy_Title_ResumeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_title_resume: ((inputs?: Buy_Title_ResumeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Title_ResumeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Total per month" |
*
* @param {Buy_Total_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_total_month: ((inputs?: Buy_Total_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Total_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Total per year" |
*
* @param {Buy_Total_YearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_total_year: ((inputs?: Buy_Total_YearInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Total_YearInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Website (optional)" |
*
* @param {Buy_WebsiteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_website: ((inputs?: Buy_WebsiteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_WebsiteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid website URL" |
*
* @param {Buy_Website_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_website_invalid: ((inputs?: Buy_Website_InvalidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Website_InvalidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Work Email *" |
*
* @param {Buy_Work_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_work_email: ((inputs?: Buy_Work_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Buy_Work_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All platforms" |
*
* @param {Calendar_All_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_all_platforms: ((inputs?: Calendar_All_PlatformsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_All_PlatformsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Calendar_All_StatusesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_all_statuses: ((inputs?: Calendar_All_StatusesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_All_StatusesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 post approved." |
* | "other" | "{count} posts approved." |
*
* @param {Calendar_Answer_Approved_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_approved_all: ((inputs: Calendar_Answer_Approved_AllInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_Approved_AllInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Give the date and time in Sri Lanka time, such as 2026-11-05T09:30." |
*
* @param {Calendar_Answer_Bad_DateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_bad_date: ((inputs?: Calendar_Answer_Bad_DateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_Bad_DateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Client not found" |
*
* @param {Calendar_Answer_Client_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_client_not_found: ((inputs?: Calendar_Answer_Client_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_Client_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only the client may approve their posts." |
*
* @param {Calendar_Answer_Client_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_client_only: ((inputs?: Calendar_Answer_Client_OnlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_Client_OnlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post created" |
*
* @param {Calendar_Answer_CreatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_created: ((inputs?: Calendar_Answer_CreatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_CreatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post moved to {status}." |
*
* @param {Calendar_Answer_MovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_moved: ((inputs: Calendar_Answer_MovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_MovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Write the post for at least one platform." |
*
* @param {Calendar_Answer_No_PlatformInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_no_platform: ((inputs?: Calendar_Answer_No_PlatformInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_No_PlatformInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No posts in this month are awaiting your approval." |
*
* @param {Calendar_Answer_None_AwaitingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_none_awaiting: ((inputs?: Calendar_Answer_None_AwaitingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_None_AwaitingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This post is with the client or past them; it can no longer be edited." |
*
* @param {Calendar_Answer_Not_EditableInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_not_editable: ((inputs?: Calendar_Answer_Not_EditableInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_Not_EditableInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only an admin or the client's writer may write posts." |
*
* @param {Calendar_Answer_Not_WriterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_not_writer: ((inputs?: Calendar_Answer_Not_WriterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_Not_WriterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{platform} is not one of this client's platforms." |
*
* @param {Calendar_Answer_Platform_Not_ChosenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_platform_not_chosen: ((inputs: Calendar_Answer_Platform_Not_ChosenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_Platform_Not_ChosenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post not found" |
*
* @param {Calendar_Answer_Post_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_post_not_found: ((inputs?: Calendar_Answer_Post_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_Post_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post saved" |
*
* @param {Calendar_Answer_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_saved: ((inputs?: Calendar_Answer_SavedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_SavedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This post was changed by someone else meanwhile. Reload the page to see it as it is now." |
*
* @param {Calendar_Answer_StaleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_stale: ((inputs?: Calendar_Answer_StaleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_StaleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The form is out of date. Reload the page." |
*
* @param {Calendar_Answer_Stale_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_stale_form: ((inputs?: Calendar_Answer_Stale_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_Stale_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "That writer does not work for this client. Choose one of the client's writers." |
*
* @param {Calendar_Answer_Writer_Not_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_answer_writer_not_assigned: ((inputs?: Calendar_Answer_Writer_Not_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Answer_Writer_Not_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Approve all" |
*
* @param {Calendar_Approve_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_approve_all: ((inputs?: Calendar_Approve_AllInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Approve_AllInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "1 post awaits your approval." |
*
* @param {Calendar_Awaiting_OneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_awaiting_one: ((inputs?: Calendar_Awaiting_OneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Awaiting_OneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} posts await your approval." |
*
* @param {Calendar_Awaiting_OtherInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_awaiting_other: ((inputs: Calendar_Awaiting_OtherInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Awaiting_OtherInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a client" |
*
* @param {Calendar_Choose_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_choose_client: ((inputs?: Calendar_Choose_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Choose_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Calendar_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_client: ((inputs?: Calendar_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comment added" |
*
* @param {Calendar_Comment_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_comment_added: ((inputs?: Calendar_Comment_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Comment_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose who sees the comment: internal (agency only) or shared with the client." |
*
* @param {Calendar_Comment_Choose_VisibilityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_comment_choose_visibility: ((inputs?: Calendar_Comment_Choose_VisibilityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Comment_Choose_VisibilityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comment deleted" |
*
* @param {Calendar_Comment_DeletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_comment_deleted: ((inputs?: Calendar_Comment_DeletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Comment_DeletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A comment can be edited or deleted only within 15 minutes of posting it" |
*
* @param {Calendar_Comment_Edit_Window_OverInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_comment_edit_window_over: ((inputs?: Calendar_Comment_Edit_Window_OverInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Comment_Edit_Window_OverInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comment updated" |
*
* @param {Calendar_Comment_EditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_comment_edited: ((inputs?: Calendar_Comment_EditedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Comment_EditedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Internal comments are the agency's. Share your comment with the agency instead." |
*
* @param {Calendar_Comment_Internal_Agency_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_comment_internal_agency_only: ((inputs?: Calendar_Comment_Internal_Agency_OnlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Comment_Internal_Agency_OnlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comment not found" |
*
* @param {Calendar_Comment_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_comment_not_found: ((inputs?: Calendar_Comment_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Comment_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You can only edit or delete your own comments" |
*
* @param {Calendar_Comment_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_comment_not_yours: ((inputs?: Calendar_Comment_Not_YoursInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Comment_Not_YoursInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only the post's writer, an admin or the client may comment on this post." |
*
* @param {Calendar_Comment_Writer_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_comment_writer_only: ((inputs?: Calendar_Comment_Writer_OnlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Comment_Writer_OnlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Calendar_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_copy_link: ((inputs?: Calendar_Copy_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Copy_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Create post" |
*
* @param {Calendar_Create_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_create_post: ((inputs?: Calendar_Create_PostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Create_PostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Days of the month" |
*
* @param {Calendar_Days_Of_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_days_of_month: ((inputs?: Calendar_Days_Of_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Days_Of_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Days of the week" |
*
* @param {Calendar_Days_Of_WeekInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_days_of_week: ((inputs?: Calendar_Days_Of_WeekInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Days_Of_WeekInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Calendar_Download_CsvInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_download_csv: ((inputs?: Calendar_Download_CsvInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Download_CsvInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Drag {title} to another day" |
*
* @param {Calendar_DragInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag: ((inputs: Calendar_DragInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_DragInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Moving {title} was cancelled: it stays where it was." |
*
* @param {Calendar_Drag_CancelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_cancel: ((inputs: Calendar_Drag_CancelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Drag_CancelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} dropped on {day}." |
*
* @param {Calendar_Drag_EndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_end: ((inputs: Calendar_Drag_EndInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Drag_EndInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "To move the post to another day, press space or enter, choose the day with the arrow keys (left and right a day, up and down a week), then press space or ent..." |
*
* @param {Calendar_Drag_InstructionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_instructions: ((inputs?: Calendar_Drag_InstructionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Drag_InstructionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} is over {day}." |
*
* @param {Calendar_Drag_OverInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_over: ((inputs: Calendar_Drag_OverInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Drag_OverInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} is over no day." |
*
* @param {Calendar_Drag_Over_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_over_none: ((inputs: Calendar_Drag_Over_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Drag_Over_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The post" |
*
* @param {Calendar_Drag_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_post: ((inputs?: Calendar_Drag_PostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Drag_PostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Picked up {title}." |
*
* @param {Calendar_Drag_StartInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_start: ((inputs: Calendar_Drag_StartInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Drag_StartInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} stays where it was." |
*
* @param {Calendar_Drag_StaysInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_stays: ((inputs: Calendar_Drag_StaysInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Drag_StaysInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Calendar address" |
*
* @param {Calendar_Feed_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_address: ((inputs?: Calendar_Feed_AddressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Feed_AddressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe in your calendar" |
*
* @param {Calendar_Feed_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_heading: ((inputs?: Calendar_Feed_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Feed_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled and published posts appear in your calendar app. Anyone with this address can see them." |
*
* @param {Calendar_Feed_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_intro: ((inputs?: Calendar_Feed_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Feed_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only the client and the agency manage the calendar address." |
*
* @param {Calendar_Feed_Not_For_FreelancersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_not_for_freelancers: ((inputs?: Calendar_Feed_Not_For_FreelancersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Feed_Not_For_FreelancersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Open in calendar app" |
*
* @param {Calendar_Feed_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_open: ((inputs?: Calendar_Feed_OpenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Feed_OpenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your calendar address is ready. Add it to your calendar app." |
*
* @param {Calendar_Feed_ReadyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_ready: ((inputs?: Calendar_Feed_ReadyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Feed_ReadyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Calendar link revoked. The old address no longer works." |
*
* @param {Calendar_Feed_RevokedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_revoked: ((inputs?: Calendar_Feed_RevokedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Feed_RevokedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Calendar_FilterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_filter: ((inputs?: Calendar_FilterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_FilterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Calendar_FiltersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_filters: ((inputs?: Calendar_FiltersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_FiltersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Content calendar" |
*
* @param {Calendar_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_heading: ((inputs?: Calendar_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Calendar_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_link_copied: ((inputs?: Calendar_Link_CopiedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Link_CopiedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Give the alt text: say what the picture or video shows, for people who cannot see it." |
*
* @param {Calendar_Media_Alt_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_alt_required: ((inputs?: Calendar_Media_Alt_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Alt_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Alt text saved." |
*
* @param {Calendar_Media_Alt_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_alt_saved: ((inputs?: Calendar_Media_Alt_SavedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Alt_SavedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Alt text may hold at most {max} characters." |
*
* @param {Calendar_Media_Alt_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_alt_too_long: ((inputs: Calendar_Media_Alt_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Alt_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This calendar has used its 5 GB of uploads for this month. Nothing was saved and nothing already saved was removed: add the file again from {date}." |
*
* @param {Calendar_Media_Cap_ReachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_cap_reached: ((inputs: Calendar_Media_Cap_ReachedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Cap_ReachedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose up or down." |
*
* @param {Calendar_Media_Choose_DirectionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_choose_direction: ((inputs?: Calendar_Media_Choose_DirectionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Choose_DirectionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A platform's post takes pictures or one video, never both." |
*
* @param {Calendar_Media_MixedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_mixed: ((inputs?: Calendar_Media_MixedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_MixedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a picture or a video to add." |
*
* @param {Calendar_Media_No_FileInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_no_file: ((inputs?: Calendar_Media_No_FileInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_No_FileInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Picture or video not found" |
*
* @param {Calendar_Media_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_not_found: ((inputs?: Calendar_Media_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only JPEG, PNG or WebP pictures and MP4 videos can be added. This file is none of them." |
*
* @param {Calendar_Media_Not_MediaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_not_media: ((inputs?: Calendar_Media_Not_MediaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Not_MediaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This post is not written for that platform." |
*
* @param {Calendar_Media_Not_On_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_not_on_post: ((inputs?: Calendar_Media_Not_On_PostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Not_On_PostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Add one file at a time, each with its alt text." |
*
* @param {Calendar_Media_One_FileInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_one_file: ((inputs?: Calendar_Media_One_FileInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_One_FileInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A platform's post takes one video: remove it to add another." |
*
* @param {Calendar_Media_One_VideoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_one_video: ((inputs?: Calendar_Media_One_VideoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_One_VideoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Order saved." |
*
* @param {Calendar_Media_Order_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_order_saved: ((inputs?: Calendar_Media_Order_SavedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Order_SavedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Picture added." |
*
* @param {Calendar_Media_Picture_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_picture_added: ((inputs?: Calendar_Media_Picture_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Picture_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Removed." |
*
* @param {Calendar_Media_RemovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_removed: ((inputs?: Calendar_Media_RemovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_RemovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A platform's post takes at most {count} pictures." |
*
* @param {Calendar_Media_Too_Many_ImagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_too_many_images: ((inputs: Calendar_Media_Too_Many_ImagesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Too_Many_ImagesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The file cannot be stored right now. Nothing was saved: please try again in a moment." |
*
* @param {Calendar_Media_UnavailableInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_unavailable: ((inputs?: Calendar_Media_UnavailableInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_UnavailableInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Video added." |
*
* @param {Calendar_Media_Video_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_media_video_added: ((inputs?: Calendar_Media_Video_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Media_Video_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Move {title}" |
*
* @param {Calendar_Move_ButtonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_move_button: ((inputs: Calendar_Move_ButtonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Move_ButtonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New day for {title}" |
*
* @param {Calendar_Move_New_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_move_new_day: ((inputs: Calendar_Move_New_DayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Move_New_DayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Move {title} to another day" |
*
* @param {Calendar_Move_SummaryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_move_summary: ((inputs: Calendar_Move_SummaryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Move_SummaryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Month and view" |
*
* @param {Calendar_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_nav_label: ((inputs?: Calendar_Nav_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Nav_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New post" |
*
* @param {Calendar_New_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_new_post: ((inputs?: Calendar_New_PostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_New_PostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Next month" |
*
* @param {Calendar_Next_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_next_month: ((inputs?: Calendar_Next_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Next_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Next week" |
*
* @param {Calendar_Next_WeekInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_next_week: ((inputs?: Calendar_Next_WeekInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Next_WeekInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No posts" |
*
* @param {Calendar_No_PostsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_no_posts: ((inputs?: Calendar_No_PostsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_No_PostsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No posts in this month." |
*
* @param {Calendar_No_Posts_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_no_posts_month: ((inputs?: Calendar_No_Posts_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_No_Posts_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Content calendar, {month} \| Fli DESK" |
*
* @param {Calendar_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_page_title: ((inputs: Calendar_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a client to see their calendar." |
*
* @param {Calendar_Pick_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_pick_client: ((inputs?: Calendar_Pick_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Pick_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Platform" |
*
* @param {Calendar_PlatformInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_platform: ((inputs?: Calendar_PlatformInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_PlatformInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Add a comment" |
*
* @param {Calendar_Post_Add_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_add_comment: ((inputs?: Calendar_Post_Add_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Add_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Add to {platform}" |
*
* @param {Calendar_Post_Add_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_add_to: ((inputs: Calendar_Post_Add_ToInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Add_ToInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "(end of addition)" |
*
* @param {Calendar_Post_Added_EndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_added_end: ((inputs?: Calendar_Post_Added_EndInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Added_EndInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "added:" |
*
* @param {Calendar_Post_Added_MarkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_added_mark: ((inputs?: Calendar_Post_Added_MarkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Added_MarkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "That address is too long." |
*
* @param {Calendar_Post_Address_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_address_too_long: ((inputs?: Calendar_Post_Address_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Address_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Alt text" |
*
* @param {Calendar_Post_Alt_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_alt_text: ((inputs?: Calendar_Post_Alt_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Alt_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "What the picture or video shows." |
*
* @param {Calendar_Post_Alt_Text_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_alt_text_hint: ((inputs?: Calendar_Post_Alt_Text_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Alt_Text_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Alt text of {label}" |
*
* @param {Calendar_Post_Alt_Text_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_alt_text_of: ((inputs: Calendar_Post_Alt_Text_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Alt_Text_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Asked on {date}" |
*
* @param {Calendar_Post_Asked_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_asked_on: ((inputs: Calendar_Post_Asked_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Asked_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Caption" |
*
* @param {Calendar_Post_CaptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_caption: ((inputs?: Calendar_Post_CaptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_CaptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Up to {limit} characters." |
*
* @param {Calendar_Post_Caption_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_caption_hint: ((inputs: Calendar_Post_Caption_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Caption_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A caption may hold at most 70,000 characters." |
*
* @param {Calendar_Post_Caption_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_caption_too_long: ((inputs?: Calendar_Post_Caption_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Caption_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Changed since the client asked for changes" |
*
* @param {Calendar_Post_Changed_Since_Client_AskedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_changed_since_client_asked: ((inputs?: Calendar_Post_Changed_Since_Client_AskedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Changed_Since_Client_AskedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "What changed since version {version}" |
*
* @param {Calendar_Post_Changed_Since_VersionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_changed_since_version: ((inputs: Calendar_Post_Changed_Since_VersionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Changed_Since_VersionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Changed since you asked for changes" |
*
* @param {Calendar_Post_Changed_Since_You_AskedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_changed_since_you_asked: ((inputs?: Calendar_Post_Changed_Since_You_AskedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Changed_Since_You_AskedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Check before sending" |
*
* @param {Calendar_Post_Check_Before_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_check_before_sending: ((inputs?: Calendar_Post_Check_Before_SendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Check_Before_SendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one of the post's moves." |
*
* @param {Calendar_Post_Choose_MoveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_choose_move: ((inputs?: Calendar_Post_Choose_MoveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Choose_MoveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a writer from the list." |
*
* @param {Calendar_Post_Choose_WriterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_choose_writer: ((inputs?: Calendar_Post_Choose_WriterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Choose_WriterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comments ({count})" |
*
* @param {Calendar_Post_CommentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_comments: ((inputs: Calendar_Post_CommentsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_CommentsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "created the post" |
*
* @param {Calendar_Post_Created_The_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_created_the_post: ((inputs?: Calendar_Post_Created_The_PostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Created_The_PostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Date and time (Sri Lanka)" |
*
* @param {Calendar_Post_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_date_time: ((inputs?: Calendar_Post_Date_TimeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Date_TimeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Calendar_Post_DeleteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_delete: ((inputs?: Calendar_Post_DeleteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_DeleteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Delete your comment" |
*
* @param {Calendar_Post_Delete_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_delete_your_comment: ((inputs?: Calendar_Post_Delete_Your_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Delete_Your_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Edit post" |
*
* @param {Calendar_Post_EditInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edit: ((inputs?: Calendar_Post_EditInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_EditInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Calendar_Post_Edit_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edit_comment: ((inputs?: Calendar_Post_Edit_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Edit_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Edit your comment" |
*
* @param {Calendar_Post_Edit_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edit_your_comment: ((inputs?: Calendar_Post_Edit_Your_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Edit_Your_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "edited the post" |
*
* @param {Calendar_Post_EditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edited: ((inputs?: Calendar_Post_EditedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_EditedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "(edited)" |
*
* @param {Calendar_Post_Edited_MarkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edited_mark: ((inputs?: Calendar_Post_Edited_MarkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Edited_MarkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "edited the post (version {version})" |
*
* @param {Calendar_Post_Edited_VersionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edited_version: ((inputs: Calendar_Post_Edited_VersionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Edited_VersionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This file is too large: a post takes pictures of at most 10 MB and one video of at most 100 MB." |
*
* @param {Calendar_Post_File_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_file_too_large: ((inputs?: Calendar_Post_File_Too_LargeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_File_Too_LargeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "First comment" |
*
* @param {Calendar_Post_First_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_first_comment: ((inputs?: Calendar_Post_First_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_First_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A first comment may hold at most 2,200 characters." |
*
* @param {Calendar_Post_First_Comment_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_first_comment_too_long: ((inputs?: Calendar_Post_First_Comment_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_First_Comment_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A hashtag is one word of letters, digits or _." |
*
* @param {Calendar_Post_Hashtag_WordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_hashtag_word: ((inputs?: Calendar_Post_Hashtag_WordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Hashtag_WordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Hashtags" |
*
* @param {Calendar_Post_HashtagsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_hashtags: ((inputs?: Calendar_Post_HashtagsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_HashtagsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Separated by spaces or commas." |
*
* @param {Calendar_Post_Hashtags_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_hashtags_hint: ((inputs?: Calendar_Post_Hashtags_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Hashtags_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "History" |
*
* @param {Calendar_Post_HistoryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_history: ((inputs?: Calendar_Post_HistoryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_HistoryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Time:" |
*
* @param {Calendar_Post_History_TimeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_history_time: ((inputs?: Calendar_Post_History_TimeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_History_TimeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Title:" |
*
* @param {Calendar_Post_History_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_history_title: ((inputs?: Calendar_Post_History_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_History_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Internal" |
*
* @param {Calendar_Post_InternalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_internal: ((inputs?: Calendar_Post_InternalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_InternalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Internal (agency only)" |
*
* @param {Calendar_Post_Internal_Agency_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_internal_agency_only: ((inputs?: Calendar_Post_Internal_Agency_OnlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Internal_Agency_OnlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Live post address" |
*
* @param {Calendar_Post_Live_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_live_address: ((inputs?: Calendar_Post_Live_AddressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Live_AddressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Live post" |
*
* @param {Calendar_Post_Live_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_live_post: ((inputs?: Calendar_Post_Live_PostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Live_PostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{platform} media" |
*
* @param {Calendar_Post_Media_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_media_heading: ((inputs: Calendar_Post_Media_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Media_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Up to 10 JPEG, PNG or WebP pictures of 10 MB each, or one MP4 video of 100 MB." |
*
* @param {Calendar_Post_Media_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_media_hint: ((inputs?: Calendar_Post_Media_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Media_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Calendar_Post_Move_ApproveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_approve: ((inputs?: Calendar_Post_Move_ApproveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_ApproveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Move down" |
*
* @param {Calendar_Post_Move_DownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_down: ((inputs?: Calendar_Post_Move_DownInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_DownInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Move down: {label}" |
*
* @param {Calendar_Post_Move_Down_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_down_of: ((inputs: Calendar_Post_Move_Down_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_Down_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Mark failed" |
*
* @param {Calendar_Post_Move_FailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_fail: ((inputs?: Calendar_Post_Move_FailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_FailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Hold" |
*
* @param {Calendar_Post_Move_HoldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_hold: ((inputs?: Calendar_Post_Move_HoldInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_HoldInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Mark published" |
*
* @param {Calendar_Post_Move_PublishInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_publish: ((inputs?: Calendar_Post_Move_PublishInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_PublishInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Request changes" |
*
* @param {Calendar_Post_Move_Request_ChangesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_request_changes: ((inputs?: Calendar_Post_Move_Request_ChangesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_Request_ChangesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the client's review" |
*
* @param {Calendar_Post_Move_ResumeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_resume: ((inputs?: Calendar_Post_Move_ResumeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_ResumeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Send back to writer" |
*
* @param {Calendar_Post_Move_ReturnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_return: ((inputs?: Calendar_Post_Move_ReturnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_ReturnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Calendar_Post_Move_ScheduleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_schedule: ((inputs?: Calendar_Post_Move_ScheduleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_ScheduleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Send to client" |
*
* @param {Calendar_Post_Move_SendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_send: ((inputs?: Calendar_Post_Move_SendInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_SendInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Submit for review" |
*
* @param {Calendar_Post_Move_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_submit: ((inputs?: Calendar_Post_Move_SubmitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_SubmitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Move up" |
*
* @param {Calendar_Post_Move_UpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_up: ((inputs?: Calendar_Post_Move_UpInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_UpInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Move up: {label}" |
*
* @param {Calendar_Post_Move_Up_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_up_of: ((inputs: Calendar_Post_Move_Up_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Move_Up_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "MP4 video" |
*
* @param {Calendar_Post_Mp4_VideoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_mp4_video: ((inputs?: Calendar_Post_Mp4_VideoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Mp4_VideoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Next step" |
*
* @param {Calendar_Post_Next_StepInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_next_step: ((inputs?: Calendar_Post_Next_StepInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Next_StepInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No change to the caption." |
*
* @param {Calendar_Post_No_Caption_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_no_caption_change: ((inputs?: Calendar_Post_No_Caption_ChangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_No_Caption_ChangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This client has no platforms chosen yet." |
*
* @param {Calendar_Post_No_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_no_platforms: ((inputs?: Calendar_Post_No_PlatformsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_No_PlatformsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No writer yet" |
*
* @param {Calendar_Post_No_WriterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_no_writer: ((inputs?: Calendar_Post_No_WriterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_No_WriterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Note" |
*
* @param {Calendar_Post_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_note: ((inputs?: Calendar_Post_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A note may hold at most 2,000 characters." |
*
* @param {Calendar_Post_Note_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_note_too_long: ((inputs?: Calendar_Post_Note_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Note_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing in the post's text or time changed." |
*
* @param {Calendar_Post_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_nothing_changed: ((inputs?: Calendar_Post_Nothing_ChangedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Nothing_ChangedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This month has {count} post over the plan's {promised}: agree the extra with the client before sending." |
* | "other" | "This month has {count} posts over the plan's {promised}: agree the extra with the client before sending." |
*
* @param {Calendar_Post_Over_QuotaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_over_quota: ((inputs: Calendar_Post_Over_QuotaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Over_QuotaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} \| Content calendar \| Fli DESK" |
*
* @param {Calendar_Post_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_page_title: ((inputs: Calendar_Post_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Picture {number}" |
*
* @param {Calendar_Post_Picture_NInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_picture_n: ((inputs: Calendar_Post_Picture_NInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Picture_NInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Picture or video" |
*
* @param {Calendar_Post_Picture_Or_VideoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_picture_or_video: ((inputs?: Calendar_Post_Picture_Or_VideoInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Picture_Or_VideoInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Platforms" |
*
* @param {Calendar_Post_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_platforms: ((inputs?: Calendar_Post_PlatformsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_PlatformsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post comment" |
*
* @param {Calendar_Post_Post_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_post_comment: ((inputs?: Calendar_Post_Post_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Post_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Calendar_Post_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_reason: ((inputs?: Calendar_Post_ReasonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_ReasonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Calendar_Post_RemoveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_remove: ((inputs?: Calendar_Post_RemoveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_RemoveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Remove: {label}" |
*
* @param {Calendar_Post_Remove_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_remove_of: ((inputs: Calendar_Post_Remove_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Remove_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "(end of removal)" |
*
* @param {Calendar_Post_Removed_EndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_removed_end: ((inputs?: Calendar_Post_Removed_EndInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Removed_EndInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "removed:" |
*
* @param {Calendar_Post_Removed_MarkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_removed_mark: ((inputs?: Calendar_Post_Removed_MarkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Removed_MarkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Calendar_Post_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_role_admin: ((inputs?: Calendar_Post_Role_AdminInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Role_AdminInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save post" |
*
* @param {Calendar_Post_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_save: ((inputs?: Calendar_Post_SaveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_SaveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save alt text" |
*
* @param {Calendar_Post_Save_Alt_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_save_alt_text: ((inputs?: Calendar_Post_Save_Alt_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Save_Alt_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save comment" |
*
* @param {Calendar_Post_Save_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_save_comment: ((inputs?: Calendar_Post_Save_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Save_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Calendar_Post_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_sending: ((inputs?: Calendar_Post_SendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_SendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Shared" |
*
* @param {Calendar_Post_SharedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_shared: ((inputs?: Calendar_Post_SharedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_SharedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Shared with the client" |
*
* @param {Calendar_Post_Shared_With_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_shared_with_client: ((inputs?: Calendar_Post_Shared_With_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Shared_With_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "(Sri Lanka)" |
*
* @param {Calendar_Post_Sri_LankaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_sri_lanka: ((inputs?: Calendar_Post_Sri_LankaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Sri_LankaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Calendar_Post_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_title: ((inputs?: Calendar_Post_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Give the post a title." |
*
* @param {Calendar_Post_Title_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_title_required: ((inputs?: Calendar_Post_Title_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Title_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A title may hold at most 200 characters." |
*
* @param {Calendar_Post_Title_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_title_too_long: ((inputs?: Calendar_Post_Title_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Title_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A post may carry at most 100 hashtags." |
*
* @param {Calendar_Post_Too_Many_HashtagsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_too_many_hashtags: ((inputs?: Calendar_Post_Too_Many_HashtagsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Too_Many_HashtagsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{platform} is not one of the platforms the client's plan pays for." |
*
* @param {Calendar_Post_Unpaid_PlatformInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_unpaid_platform: ((inputs: Calendar_Post_Unpaid_PlatformInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Unpaid_PlatformInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Version 1: as the client was first sent it." |
*
* @param {Calendar_Post_Version_OneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_version_one: ((inputs?: Calendar_Post_Version_OneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Version_OneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Video {number}" |
*
* @param {Calendar_Post_Video_NInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_video_n: ((inputs: Calendar_Post_Video_NInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Video_NInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{when} (Sri Lanka)" |
*
* @param {Calendar_Post_WhenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_when: ((inputs: Calendar_Post_WhenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_WhenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Who sees it" |
*
* @param {Calendar_Post_Who_Sees_ItInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_who_sees_it: ((inputs?: Calendar_Post_Who_Sees_ItInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Who_Sees_ItInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} word added." |
* | "other" | "{count} words added." |
*
* @param {Calendar_Post_Words_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_words_added: ((inputs: Calendar_Post_Words_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Words_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | addedPlural | removedPlural | output |
* | --- | --- | --- |
* | "one" | "one" | "{added} word added, {removed} word removed." |
* | "one" | "other" | "{added} word added, {removed} words removed." |
* | "other" | "one" | "{added} words added, {removed} word removed." |
* | "other" | "other" | "{added} words added, {removed} words removed." |
*
* @param {Calendar_Post_Words_BothInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_words_both: ((inputs: Calendar_Post_Words_BothInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Words_BothInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} word removed." |
* | "other" | "{count} words removed." |
*
* @param {Calendar_Post_Words_RemovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_words_removed: ((inputs: Calendar_Post_Words_RemovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Words_RemovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Write for {platform}" |
*
* @param {Calendar_Post_Write_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_write_for: ((inputs: Calendar_Post_Write_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_Write_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Writer" |
*
* @param {Calendar_Post_WriterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_writer: ((inputs?: Calendar_Post_WriterInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Post_WriterInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Posts" |
*
* @param {Calendar_PostsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_posts: ((inputs?: Calendar_PostsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_PostsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Previous month" |
*
* @param {Calendar_Previous_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_previous_month: ((inputs?: Calendar_Previous_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Previous_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Previous week" |
*
* @param {Calendar_Previous_WeekInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_previous_week: ((inputs?: Calendar_Previous_WeekInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Previous_WeekInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Give the client's desk ID, such as FLD-CLNT1." |
*
* @param {Calendar_Query_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_query_client: ((inputs?: Calendar_Query_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Query_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Give the month as 2026-11." |
*
* @param {Calendar_Query_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_query_month: ((inputs?: Calendar_Query_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Query_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one of the platforms." |
*
* @param {Calendar_Query_PlatformInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_query_platform: ((inputs?: Calendar_Query_PlatformInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Query_PlatformInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one of the statuses." |
*
* @param {Calendar_Query_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_query_status: ((inputs?: Calendar_Query_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Query_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The view is month, week or list." |
*
* @param {Calendar_Query_ViewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_query_view: ((inputs?: Calendar_Query_ViewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Query_ViewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Give the week as one of its days, such as 2026-11-02." |
*
* @param {Calendar_Query_WeekInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_query_week: ((inputs?: Calendar_Query_WeekInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Query_WeekInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Plan quota" |
*
* @param {Calendar_Quota_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_label: ((inputs?: Calendar_Quota_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Quota_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{over} over the plan's posts this month" |
*
* @param {Calendar_Quota_OverInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_over: ((inputs: Calendar_Quota_OverInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Quota_OverInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{used} of {allowed} platforms" |
*
* @param {Calendar_Quota_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_platforms: ((inputs: Calendar_Quota_PlatformsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Quota_PlatformsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "1 platform past what the plan pays for" |
*
* @param {Calendar_Quota_Platforms_Over_OneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_platforms_over_one: ((inputs?: Calendar_Quota_Platforms_Over_OneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Quota_Platforms_Over_OneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{over} platforms past what the plan pays for" |
*
* @param {Calendar_Quota_Platforms_Over_OtherInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_platforms_over_other: ((inputs: Calendar_Quota_Platforms_Over_OtherInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Quota_Platforms_Over_OtherInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{used} of {promised} posts this month" |
*
* @param {Calendar_Quota_PostsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_posts: ((inputs: Calendar_Quota_PostsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Quota_PostsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Give the new day as a date, such as 2026-11-05." |
*
* @param {Calendar_Reschedule_Bad_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_reschedule_bad_day: ((inputs?: Calendar_Reschedule_Bad_DayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reschedule_Bad_DayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a post of the calendar." |
*
* @param {Calendar_Reschedule_Choose_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_reschedule_choose_post: ((inputs?: Calendar_Reschedule_Choose_PostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reschedule_Choose_PostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post moved to {when}." |
*
* @param {Calendar_Reschedule_MovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_reschedule_moved: ((inputs: Calendar_Reschedule_MovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reschedule_MovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post moved to {when}. It goes back to the client for approval." |
*
* @param {Calendar_Reschedule_Moved_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_reschedule_moved_back: ((inputs: Calendar_Reschedule_Moved_BackInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reschedule_Moved_BackInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only an admin or the post's writer may move it to another day." |
*
* @param {Calendar_Reschedule_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_reschedule_not_yours: ((inputs?: Calendar_Reschedule_Not_YoursInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reschedule_Not_YoursInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a day still ahead: the post's time on that day has passed." |
*
* @param {Calendar_Reschedule_PassedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_reschedule_passed: ((inputs?: Calendar_Reschedule_PassedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reschedule_PassedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A published post cannot be moved to another day." |
*
* @param {Calendar_Reschedule_PublishedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_reschedule_published: ((inputs?: Calendar_Reschedule_PublishedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reschedule_PublishedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The post is already on that day." |
*
* @param {Calendar_Reschedule_Same_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_reschedule_same_day: ((inputs?: Calendar_Reschedule_Same_DayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reschedule_Same_DayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a day within the next two years." |
*
* @param {Calendar_Reschedule_Too_FarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_reschedule_too_far: ((inputs?: Calendar_Reschedule_Too_FarInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Reschedule_Too_FarInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "There was no valid review link for this month." |
*
* @param {Calendar_Review_None_RevokedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_review_none_revoked: ((inputs?: Calendar_Review_None_RevokedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Review_None_RevokedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only the client and the agency share a month for review." |
*
* @param {Calendar_Review_Not_For_FreelancersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_review_not_for_freelancers: ((inputs?: Calendar_Review_Not_For_FreelancersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Review_Not_For_FreelancersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "That post is not one of this review link's posts." |
*
* @param {Calendar_Review_Post_Not_In_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_review_post_not_in_link: ((inputs?: Calendar_Review_Post_Not_In_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Review_Post_Not_In_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Review links for this month revoked. They no longer open." |
*
* @param {Calendar_Review_RevokedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_review_revoked: ((inputs?: Calendar_Review_RevokedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Review_RevokedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Review link ready. It works until {until}." |
*
* @param {Calendar_Review_SharedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_review_shared: ((inputs: Calendar_Review_SharedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Review_SharedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please review our posts for the month:" |
*
* @param {Calendar_Review_Whatsapp_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_review_whatsapp_text: ((inputs?: Calendar_Review_Whatsapp_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Review_Whatsapp_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Revoke link" |
*
* @param {Calendar_Revoke_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_revoke_link: ((inputs?: Calendar_Revoke_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Revoke_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Share on WhatsApp" |
*
* @param {Calendar_Share_WhatsappInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_share_whatsapp: ((inputs?: Calendar_Share_WhatsappInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Share_WhatsappInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Show calendar" |
*
* @param {Calendar_ShowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_show: ((inputs?: Calendar_ShowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_ShowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Calendar_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status: ((inputs?: Calendar_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Calendar_Status_ApprovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_approved: ((inputs?: Calendar_Status_ApprovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Status_ApprovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Awaiting client" |
*
* @param {Calendar_Status_Awaiting_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_awaiting_client: ((inputs?: Calendar_Status_Awaiting_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Status_Awaiting_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Calendar_Status_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_changes_requested: ((inputs?: Calendar_Status_Changes_RequestedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Status_Changes_RequestedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Draft" |
*
* @param {Calendar_Status_DraftInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_draft: ((inputs?: Calendar_Status_DraftInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Status_DraftInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Calendar_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_failed: ((inputs?: Calendar_Status_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Status_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "In review" |
*
* @param {Calendar_Status_In_ReviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_in_review: ((inputs?: Calendar_Status_In_ReviewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Status_In_ReviewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "On hold" |
*
* @param {Calendar_Status_On_HoldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_on_hold: ((inputs?: Calendar_Status_On_HoldInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Status_On_HoldInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Published" |
*
* @param {Calendar_Status_PublishedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_published: ((inputs?: Calendar_Status_PublishedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Status_PublishedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Calendar_Status_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_scheduled: ((inputs?: Calendar_Status_ScheduledInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Status_ScheduledInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "(today)" |
*
* @param {Calendar_TodayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_today: ((inputs?: Calendar_TodayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_TodayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Calendar_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_unknown_form: ((inputs?: Calendar_Unknown_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Unknown_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "List" |
*
* @param {Calendar_View_ListInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_view_list: ((inputs?: Calendar_View_ListInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_View_ListInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Calendar_View_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_view_month: ((inputs?: Calendar_View_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_View_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Week" |
*
* @param {Calendar_View_WeekInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_view_week: ((inputs?: Calendar_View_WeekInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_View_WeekInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Week of {start} to {end}" |
*
* @param {Calendar_Week_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_week_of: ((inputs: Calendar_Week_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Week_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fri" |
*
* @param {Calendar_Weekday_FriInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_fri: ((inputs?: Calendar_Weekday_FriInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Weekday_FriInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Mon" |
*
* @param {Calendar_Weekday_MonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_mon: ((inputs?: Calendar_Weekday_MonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Weekday_MonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sat" |
*
* @param {Calendar_Weekday_SatInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_sat: ((inputs?: Calendar_Weekday_SatInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Weekday_SatInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sun" |
*
* @param {Calendar_Weekday_SunInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_sun: ((inputs?: Calendar_Weekday_SunInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Weekday_SunInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Thu" |
*
* @param {Calendar_Weekday_ThuInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_thu: ((inputs?: Calendar_Weekday_ThuInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Weekday_ThuInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tue" |
*
* @param {Calendar_Weekday_TueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_tue: ((inputs?: Calendar_Weekday_TueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Weekday_TueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Wed" |
*
* @param {Calendar_Weekday_WedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_wed: ((inputs?: Calendar_Weekday_WedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Weekday_WedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only a post whose date is still ahead can be scheduled. Change its date first." |
*
* @param {Calendar_Workflow_Not_In_FutureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_workflow_not_in_future: ((inputs?: Calendar_Workflow_Not_In_FutureInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Workflow_Not_In_FutureInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only the post's writer, an admin or its client may do that." |
*
* @param {Calendar_Workflow_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_workflow_not_yours: ((inputs?: Calendar_Workflow_Not_YoursInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Workflow_Not_YoursInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Write a note saying what should change." |
*
* @param {Calendar_Workflow_Note_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_workflow_note_required: ((inputs?: Calendar_Workflow_Note_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Workflow_Note_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Say what should change: a reason is required." |
*
* @param {Calendar_Workflow_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_workflow_reason_required: ((inputs?: Calendar_Workflow_Reason_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Workflow_Reason_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "the post's platforms" |
*
* @param {Calendar_Workflow_The_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_workflow_the_platforms: ((inputs?: Calendar_Workflow_The_PlatformsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Workflow_The_PlatformsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Give the live post's address." |
*
* @param {Calendar_Workflow_Url_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_workflow_url_required: ((inputs?: Calendar_Workflow_Url_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Workflow_Url_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The live post's address must be on {sites}." |
*
* @param {Calendar_Workflow_Url_Wrong_SiteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_workflow_url_wrong_site: ((inputs: Calendar_Workflow_Url_Wrong_SiteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Workflow_Url_Wrong_SiteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A post that is {status} cannot be moved with \"{move}\"." |
*
* @param {Calendar_Workflow_Wrong_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_workflow_wrong_status: ((inputs: Calendar_Workflow_Wrong_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Calendar_Workflow_Wrong_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{platform} allows {limit} characters; this caption has {count}." |
*
* @param {Caption_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const caption_too_long: ((inputs: Caption_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Caption_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{platform} allows at most {limit} hashtags; this post has {count}." |
*
* @param {Caption_Too_Many_TagsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const caption_too_many_tags: ((inputs: Caption_Too_Many_TagsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Caption_Too_Many_TagsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No Analytics Available" |
*
* @param {Client_No_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_no_analytics: ((inputs?: Client_No_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_No_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Client_Tab_BillingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_billing: ((inputs?: Client_Tab_BillingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Tab_BillingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "AI Insights" |
*
* @param {Client_Tab_InsightsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_insights: ((inputs?: Client_Tab_InsightsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Tab_InsightsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Client_Tab_OverviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_overview: ((inputs?: Client_Tab_OverviewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Tab_OverviewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "My Projects" |
*
* @param {Client_Tab_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_projects: ((inputs?: Client_Tab_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Tab_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Client_Tab_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_support: ((inputs?: Client_Tab_SupportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Tab_SupportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Timeline View" |
*
* @param {Client_Tab_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_timeline: ((inputs?: Client_Tab_TimelineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Tab_TimelineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No project is in development right now." |
*
* @param {Client_Timeline_EmptyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_timeline_empty: ((inputs?: Client_Timeline_EmptyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Timeline_EmptyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{progress}% · started {started} · deadline {deadline}" |
*
* @param {Client_Timeline_LineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_timeline_line: ((inputs: Client_Timeline_LineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Timeline_LineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "none" |
*
* @param {Client_Timeline_No_DeadlineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_timeline_no_deadline: ((inputs?: Client_Timeline_No_DeadlineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Client_Timeline_No_DeadlineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the dashboard" |
*
* @param {Connection_Back_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_back_dashboard: ((inputs?: Connection_Back_DashboardInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Back_DashboardInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Facebook again" |
*
* @param {Connection_Connect_Facebook_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_facebook_again: ((inputs?: Connection_Connect_Facebook_AgainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Connect_Facebook_AgainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Google Analytics" |
*
* @param {Connection_Connect_GoogleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_google: ((inputs?: Connection_Connect_GoogleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Connect_GoogleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Facebook & Instagram" |
*
* @param {Connection_Connect_MetaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_meta: ((inputs?: Connection_Connect_MetaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Connect_MetaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connecting {provider}" |
*
* @param {Connection_ConnectingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connecting: ((inputs: Connection_ConnectingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_ConnectingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Disconnect" |
*
* @param {Connection_DisconnectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_disconnect: ((inputs?: Connection_DisconnectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_DisconnectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed at" |
*
* @param {Connection_Failed_AtInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_failed_at: ((inputs?: Connection_Failed_AtInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Failed_AtInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook Page" |
*
* @param {Connection_Fb_PageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_fb_page: ((inputs?: Connection_Fb_PageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Fb_PageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Figures through" |
*
* @param {Connection_Figures_ThroughInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_figures_through: ((inputs?: Connection_Figures_ThroughInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Figures_ThroughInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google Analytics property" |
*
* @param {Connection_Ga_PropertyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ga_property: ((inputs?: Connection_Ga_PropertyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Ga_PropertyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google is not set up on this server." |
*
* @param {Connection_Google_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_google_not_configured: ((inputs?: Connection_Google_Not_ConfiguredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Google_Not_ConfiguredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Instagram account" |
*
* @param {Connection_Ig_AccountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ig_account: ((inputs?: Connection_Ig_AccountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Ig_AccountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "None linked to this Page" |
*
* @param {Connection_Ig_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ig_none: ((inputs?: Connection_Ig_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Ig_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Import" |
*
* @param {Connection_ImportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_import: ((inputs?: Connection_ImportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_ImportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Imported through {day}" |
*
* @param {Connection_Imported_ThroughInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_imported_through: ((inputs: Connection_Imported_ThroughInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Imported_ThroughInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Last successful import:" |
*
* @param {Connection_Last_Import_AtInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_last_import_at: ((inputs?: Connection_Last_Import_AtInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Last_Import_AtInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Last import failed:" |
*
* @param {Connection_Last_Import_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_last_import_failed: ((inputs?: Connection_Last_Import_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Last_Import_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook & Instagram" |
*
* @param {Connection_Manage_MetaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_manage_meta: ((inputs?: Connection_Manage_MetaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Manage_MetaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook & Instagram are not set up on this server." |
*
* @param {Connection_Meta_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_meta_not_configured: ((inputs?: Connection_Meta_Not_ConfiguredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Meta_Not_ConfiguredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Connection_None_YetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_none_yet: ((inputs?: Connection_None_YetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_None_YetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not imported yet" |
*
* @param {Connection_Not_ImportedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_not_imported: ((inputs?: Connection_Not_ImportedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Not_ImportedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{provider} for {title}" |
*
* @param {Connection_Page_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_for: ((inputs: Connection_Page_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Page_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (no Instagram account)" |
*
* @param {Connection_Page_No_IgInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_no_ig: ((inputs: Connection_Page_No_IgInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Page_No_IgInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (Instagram @{instagram})" |
*
* @param {Connection_Page_With_IgInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_with_ig: ((inputs: Connection_Page_With_IgInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Page_With_IgInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reconnect needed" |
*
* @param {Connection_Reconnect_NeededInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_reconnect_needed: ((inputs?: Connection_Reconnect_NeededInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Reconnect_NeededInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Connection_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_save: ((inputs?: Connection_SaveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_SaveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search Console site" |
*
* @param {Connection_Sc_SiteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_sc_site: ((inputs?: Connection_Sc_SiteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Connection_Sc_SiteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Active Projects" |
*
* @param {Dashboard_Active_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_active_projects: ((inputs?: Dashboard_Active_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Active_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Dashboard_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_analytics: ((inputs?: Dashboard_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned Projects" |
*
* @param {Dashboard_Assigned_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_assigned_projects: ((inputs?: Dashboard_Assigned_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Assigned_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Dashboard_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_completed: ((inputs?: Dashboard_CompletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_CompletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Completed Projects" |
*
* @param {Dashboard_Completed_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_completed_projects: ((inputs?: Dashboard_Completed_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Completed_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Contact your admin to get started." |
*
* @param {Dashboard_Contact_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_contact_admin: ((inputs?: Dashboard_Contact_AdminInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Contact_AdminInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "GA Connected" |
*
* @param {Dashboard_Ga_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_ga_connected: ((inputs?: Dashboard_Ga_ConnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Ga_ConnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No Assigned Projects" |
*
* @param {Dashboard_No_Assigned_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_assigned_projects: ((inputs?: Dashboard_No_Assigned_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_No_Assigned_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No Projects Assigned" |
*
* @param {Dashboard_No_Projects_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_projects_assigned: ((inputs?: Dashboard_No_Projects_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_No_Projects_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No Projects Available" |
*
* @param {Dashboard_No_Projects_AvailableInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_projects_available: ((inputs?: Dashboard_No_Projects_AvailableInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_No_Projects_AvailableInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Progress Updates" |
*
* @param {Dashboard_Progress_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_progress_updates: ((inputs?: Dashboard_Progress_UpdatesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Progress_UpdatesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Dashboard sections" |
*
* @param {Dashboard_SectionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_sections: ((inputs?: Dashboard_SectionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_SectionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Success Rate" |
*
* @param {Dashboard_Success_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_success_rate: ((inputs?: Dashboard_Success_RateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Success_RateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Dashboard_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title: ((inputs?: Dashboard_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Admin Panel" |
*
* @param {Dashboard_Title_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title_admin: ((inputs?: Dashboard_Title_AdminInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Title_AdminInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Client Dashboard" |
*
* @param {Dashboard_Title_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title_client: ((inputs?: Dashboard_Title_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Title_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Freelancer Hub" |
*
* @param {Dashboard_Title_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title_freelancer: ((inputs?: Dashboard_Title_FreelancerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Title_FreelancerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Total Projects" |
*
* @param {Dashboard_Total_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_total_projects: ((inputs?: Dashboard_Total_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Total_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your updates: those awaiting your client's decision first, then the newest." |
*
* @param {Dashboard_Updates_OrderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_updates_order: ((inputs?: Dashboard_Updates_OrderInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Updates_OrderInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "To upload a report, choose Update Progress on its project: your notes and up to 10 screenshots reach your client at once." |
*
* @param {Dashboard_Upload_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_upload_hint: ((inputs?: Dashboard_Upload_HintInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Upload_HintInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "View Analytics" |
*
* @param {Dashboard_View_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_view_analytics: ((inputs?: Dashboard_View_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_View_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "View Analytics of {title}" |
*
* @param {Dashboard_View_Analytics_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_view_analytics_of: ((inputs: Dashboard_View_Analytics_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_View_Analytics_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Access Denied \| Fli DESK" |
*
* @param {Error_Access_Denied_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_access_denied_page_title: ((inputs?: Error_Access_Denied_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Access_Denied_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid user role" |
*
* @param {Error_Access_Denied_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_access_denied_text: ((inputs?: Error_Access_Denied_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Access_Denied_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Error_Access_Denied_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_access_denied_title: ((inputs?: Error_Access_Denied_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Access_Denied_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Error_Back_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_back_to_dashboard: ((inputs?: Error_Back_To_DashboardInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Back_To_DashboardInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to your dashboard" |
*
* @param {Error_Back_To_Your_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_back_to_your_dashboard: ((inputs?: Error_Back_To_Your_DashboardInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Back_To_Your_DashboardInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Page not found \| Fli DESK" |
*
* @param {Error_Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_not_found_page_title: ((inputs?: Error_Not_Found_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Found_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Error_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_not_found_title: ((inputs?: Error_Not_Found_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Error_Not_Found_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No AI response" |
*
* @param {Insights_Ai_EmptyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ai_empty: ((inputs?: Insights_Ai_EmptyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Ai_EmptyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "AI service unavailable: {reason}. Showing local guidance..." |
*
* @param {Insights_Ai_UnavailableInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ai_unavailable: ((inputs: Insights_Ai_UnavailableInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Ai_UnavailableInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ask" |
*
* @param {Insights_AskInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ask: ((inputs?: Insights_AskInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_AskInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ask about this project" |
*
* @param {Insights_Ask_AboutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ask_about: ((inputs?: Insights_Ask_AboutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Ask_AboutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ask about a project by name, your team or your analytics for more." |
*
* @param {Insights_Ask_MoreInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ask_more: ((inputs?: Insights_Ask_MoreInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Ask_MoreInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "AI assistant for {title}" |
*
* @param {Insights_Assistant_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_assistant_for: ((inputs: Insights_Assistant_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Assistant_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "At risk: {titles}." |
*
* @param {Insights_At_RiskInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_at_risk: ((inputs: Insights_At_RiskInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_At_RiskInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "At this pace it may miss its deadline: consider a check-in with the team." |
*
* @param {Insights_At_Risk_PaceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_at_risk_pace: ((inputs?: Insights_At_Risk_PaceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_At_Risk_PaceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "AI Insights \| Client Dashboard" |
*
* @param {Insights_Client_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_client_title: ((inputs?: Insights_Client_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Client_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} is at {progress}% ({status}): it was completed." |
*
* @param {Insights_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_completed: ((inputs: Insights_CompletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_CompletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} is at {progress}% ({status}): it was completed on {date}." |
*
* @param {Insights_Completed_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_completed_on: ((inputs: Insights_Completed_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Completed_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "has no deadline" |
*
* @param {Insights_Deadline_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_deadline_none: ((inputs?: Insights_Deadline_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Deadline_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "is due on {date}, in {days} day" |
* | "other" | "is due on {date}, in {days} days" |
*
* @param {Insights_Deadline_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_deadline_on: ((inputs: Insights_Deadline_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Deadline_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | daysPlural | output |
* | --- | --- |
* | "one" | "is {days} day past its deadline of {date}" |
* | "other" | "is {days} days past its deadline of {date}" |
*
* @param {Insights_Deadline_PastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_deadline_past: ((inputs: Insights_Deadline_PastInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Deadline_PastInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "is due today ({date})" |
*
* @param {Insights_Deadline_TodayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_deadline_today: ((inputs: Insights_Deadline_TodayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Deadline_TodayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "a bounce rate of {rate}%" |
*
* @param {Insights_Figure_BounceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_figure_bounce: ((inputs: Insights_Figure_BounceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Figure_BounceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} page views" |
*
* @param {Insights_Figure_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_figure_page_views: ((inputs: Insights_Figure_Page_ViewsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Figure_Page_ViewsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "an average session of {minutes} min" |
*
* @param {Insights_Figure_SessionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_figure_session: ((inputs: Insights_Figure_SessionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Figure_SessionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} unique visitors" |
*
* @param {Insights_Figure_VisitorsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_figure_visitors: ((inputs: Insights_Figure_VisitorsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Figure_VisitorsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The full reports are in the Analytics tab." |
*
* @param {Insights_Full_ReportsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_full_reports: ((inputs?: Insights_Full_ReportsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Full_ReportsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Latest update {when} ({progress}%)." |
*
* @param {Insights_Latest_UpdateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_latest_update: ((inputs: Insights_Latest_UpdateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Latest_UpdateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Latest update {when} ({progress}%): \"{notes}\"." |
*
* @param {Insights_Latest_Update_NotesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_latest_update_notes: ((inputs: Insights_Latest_Update_NotesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Latest_Update_NotesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Answers come from your project data." |
*
* @param {Insights_LocalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_local: ((inputs?: Insights_LocalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_LocalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Next: {next}." |
*
* @param {Insights_NextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_next: ((inputs: Insights_NextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_NextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "a freelancer is assigned and work starts" |
*
* @param {Insights_Next_AssignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_next_assign: ((inputs?: Insights_Next_AssignInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Next_AssignInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "analytics is connected to follow its results" |
*
* @param {Insights_Next_ConnectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_next_connect: ((inputs?: Insights_Next_ConnectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Next_ConnectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Next deadline: {title}, {date}." |
*
* @param {Insights_Next_DeadlineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_next_deadline: ((inputs: Insights_Next_DeadlineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Next_DeadlineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "development continues towards 100%, then testing" |
*
* @param {Insights_Next_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_next_development: ((inputs?: Insights_Next_DevelopmentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Next_DevelopmentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "its first analytics report is uploaded" |
*
* @param {Insights_Next_First_ReportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_next_first_report: ((inputs?: Insights_Next_First_ReportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Next_First_ReportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "its analytics report is in the Analytics tab" |
*
* @param {Insights_Next_Report_ReadyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_next_report_ready: ((inputs?: Insights_Next_Report_ReadyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Next_Report_ReadyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "testing is finished and the project is completed" |
*
* @param {Insights_Next_TestingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_next_testing: ((inputs?: Insights_Next_TestingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Next_TestingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "work starts" |
*
* @param {Insights_Next_Work_StartsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_next_work_starts: ((inputs?: Insights_Next_Work_StartsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Next_Work_StartsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "no figures yet" |
*
* @param {Insights_No_FiguresInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_no_figures: ((inputs?: Insights_No_FiguresInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_No_FiguresInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You have no projects yet. Contact your admin to get started." |
*
* @param {Insights_No_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_no_projects: ((inputs?: Insights_No_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_No_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} has no analytics yet: reports come once it is completed and connected." |
*
* @param {Insights_No_Report_Not_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_no_report_not_completed: ((inputs: Insights_No_Report_Not_CompletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_No_Report_Not_CompletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} is completed but analytics is not connected yet." |
*
* @param {Insights_No_Report_Not_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_no_report_not_connected: ((inputs: Insights_No_Report_Not_ConnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_No_Report_Not_ConnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} has analytics connected; its first report has not been uploaded yet." |
*
* @param {Insights_No_Report_YetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_no_report_yet: ((inputs: Insights_No_Report_YetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_No_Report_YetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "None of your projects has an analytics report yet; reports appear once a completed project is connected." |
*
* @param {Insights_No_ReportsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_no_reports: ((inputs?: Insights_No_ReportsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_No_ReportsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "None is at risk of missing its deadline." |
*
* @param {Insights_None_At_RiskInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_none_at_risk: ((inputs?: Insights_None_At_RiskInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_None_At_RiskInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "moving about {pace} points a day" |
*
* @param {Insights_PaceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_pace: ((inputs: Insights_PaceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_PaceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "with no measurable progress yet" |
*
* @param {Insights_Pace_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_pace_none: ((inputs?: Insights_Pace_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Pace_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title}: freelancer {name}." |
*
* @param {Insights_Person_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_person_freelancer: ((inputs: Insights_Person_FreelancerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Person_FreelancerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title}: no freelancer assigned yet." |
*
* @param {Insights_Person_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_person_none: ((inputs: Insights_Person_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Person_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} is at {progress}% ({status}) and {deadline}, {pace}." |
*
* @param {Insights_Project_LineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_project_line: ((inputs: Insights_Project_LineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Project_LineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project not found" |
*
* @param {Insights_Project_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_project_not_found: ((inputs?: Insights_Project_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Project_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please type a question first." |
*
* @param {Insights_Prompt_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_prompt_required: ((inputs?: Insights_Prompt_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Prompt_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please keep your question under 2,000 characters." |
*
* @param {Insights_Prompt_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_prompt_too_long: ((inputs?: Insights_Prompt_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Prompt_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title}, report of {date}: {figures}." |
*
* @param {Insights_ReportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_report: ((inputs: Insights_ReportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_ReportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have {count} project: {underWay} under way and {completed} completed, at {average}% on average." |
* | "other" | "You have {count} projects: {underWay} under way and {completed} completed, at {average}% on average." |
*
* @param {Insights_SummaryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_summary: ((inputs: Insights_SummaryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_SummaryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Thinking..." |
*
* @param {Insights_ThinkingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_thinking: ((inputs?: Insights_ThinkingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_ThinkingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Top pages: {pages}." |
*
* @param {Insights_Top_PagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_top_pages: ((inputs: Insights_Top_PagesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Insights_Top_PagesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Add keyword" |
*
* @param {Keywords_AddInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_add: ((inputs?: Keywords_AddInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_AddInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keyword added." |
*
* @param {Keywords_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_added: ((inputs?: Keywords_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Added {date}" |
*
* @param {Keywords_Added_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_added_on: ((inputs: Keywords_Added_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Added_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of {limit} keywords tracked on the {plan} plan." |
*
* @param {Keywords_AllowanceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_allowance: ((inputs: Keywords_AllowanceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_AllowanceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} keywords tracked on the {plan} plan (no limit)." |
*
* @param {Keywords_Allowance_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_allowance_unlimited: ((inputs: Keywords_Allowance_UnlimitedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Allowance_UnlimitedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to Analytics" |
*
* @param {Keywords_Back_To_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_back_to_analytics: ((inputs?: Keywords_Back_To_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Back_To_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to {client}'s keywords" |
*
* @param {Keywords_Back_To_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_back_to_client: ((inputs: Keywords_Back_To_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Back_To_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change over 30 days" |
*
* @param {Keywords_Change_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_change_30: ((inputs?: Keywords_Change_30Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Change_30Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change over 7 days" |
*
* @param {Keywords_Change_7Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_change_7: ((inputs?: Keywords_Change_7Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Change_7Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Clicks" |
*
* @param {Keywords_ClicksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_clicks: ((inputs?: Keywords_ClicksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_ClicksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Clicks (30 days)" |
*
* @param {Keywords_Clicks_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_clicks_30: ((inputs?: Keywords_Clicks_30Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Clicks_30Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Daily figures" |
*
* @param {Keywords_DailyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_daily: ((inputs?: Keywords_DailyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_DailyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "down {count} place" |
* | "other" | "down {count} places" |
*
* @param {Keywords_DownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_down: ((inputs: Keywords_DownInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_DownInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "\"{text}\" is already tracked for this client." |
*
* @param {Keywords_DuplicateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_duplicate: ((inputs: Keywords_DuplicateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_DuplicateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{keyword}: keyword history" |
*
* @param {Keywords_History_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_history_title: ((inputs: Keywords_History_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_History_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Impressions" |
*
* @param {Keywords_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_impressions: ((inputs?: Keywords_ImpressionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_ImpressionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Impressions (30 days)" |
*
* @param {Keywords_Impressions_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_impressions_30: ((inputs?: Keywords_Impressions_30Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Impressions_30Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keyword" |
*
* @param {Keywords_KeywordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_keyword: ((inputs?: Keywords_KeywordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_KeywordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No change" |
*
* @param {Keywords_No_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_change: ((inputs?: Keywords_No_ChangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_No_ChangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No earlier position" |
*
* @param {Keywords_No_EarlierInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_earlier: ((inputs?: Keywords_No_EarlierInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_No_EarlierInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search Console has no figures for this keyword in the last 90 days." |
*
* @param {Keywords_No_HistoryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_history: ((inputs?: Keywords_No_HistoryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_No_HistoryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "There is no such keyword." |
*
* @param {Keywords_No_KeywordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_keyword: ((inputs?: Keywords_No_KeywordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_No_KeywordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This client has no active SEO plan, so no keywords can be tracked. Keywords come with an SEO plan." |
*
* @param {Keywords_No_Seo_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_seo_plan: ((inputs?: Keywords_No_Seo_PlanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_No_Seo_PlanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No keywords are tracked yet." |
*
* @param {Keywords_None_TrackedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_none_tracked: ((inputs?: Keywords_None_TrackedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_None_TrackedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not ranked yet" |
*
* @param {Keywords_Not_RankedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_not_ranked: ((inputs?: Keywords_Not_RankedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Not_RankedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "on {day}" |
*
* @param {Keywords_On_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_on_day: ((inputs: Keywords_On_DayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_On_DayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your {plan} plan tracks up to {limit} keywords. Remove one to add another." |
*
* @param {Keywords_Over_LimitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_over_limit: ((inputs: Keywords_Over_LimitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Over_LimitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Position" |
*
* @param {Keywords_PositionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position: ((inputs?: Keywords_PositionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_PositionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Position over the last 90 days" |
*
* @param {Keywords_Position_90Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_90: ((inputs?: Keywords_Position_90Inputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Position_90Inputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search Console's average position each day; 1 is the top of the results." |
*
* @param {Keywords_Position_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_description: ((inputs?: Keywords_Position_DescriptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Position_DescriptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Position now" |
*
* @param {Keywords_Position_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_now: ((inputs?: Keywords_Position_NowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Position_NowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keyword rankings" |
*
* @param {Keywords_RankingsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_rankings: ((inputs?: Keywords_RankingsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_RankingsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Keywords_RemoveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_remove: ((inputs?: Keywords_RemoveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_RemoveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keyword removed." |
*
* @param {Keywords_RemovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_removed: ((inputs?: Keywords_RemovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_RemovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a keyword to track." |
*
* @param {Keywords_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_required: ((inputs?: Keywords_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A keyword is at most {max} characters." |
*
* @param {Keywords_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_too_long: ((inputs: Keywords_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tracked keywords" |
*
* @param {Keywords_TrackedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked: ((inputs?: Keywords_TrackedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_TrackedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tracked keywords for {client}" |
*
* @param {Keywords_Tracked_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked_for: ((inputs: Keywords_Tracked_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Tracked_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Tracked for {client}" |
*
* @param {Keywords_Tracked_For_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked_for_client: ((inputs: Keywords_Tracked_For_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_Tracked_For_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "up {count} place" |
* | "other" | "up {count} places" |
*
* @param {Keywords_UpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_up: ((inputs: Keywords_UpInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Keywords_UpInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All notifications are marked as read." |
*
* @param {Notifications_All_ReadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_all_read: ((inputs?: Notifications_All_ReadInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_All_ReadInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose which are mailed to you on your" |
*
* @param {Notifications_Choose_MailsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_choose_mails: ((inputs?: Notifications_Choose_MailsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Choose_MailsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Approvals" |
*
* @param {Notifications_Kind_ApprovalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_approval: ((inputs?: Notifications_Kind_ApprovalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_ApprovalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Assignments" |
*
* @param {Notifications_Kind_AssignmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_assignment: ((inputs?: Notifications_Kind_AssignmentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_AssignmentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change requests" |
*
* @param {Notifications_Kind_Change_RequestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_change_request: ((inputs?: Notifications_Kind_Change_RequestInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Change_RequestInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comments" |
*
* @param {Notifications_Kind_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_comment: ((inputs?: Notifications_Kind_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New leads" |
*
* @param {Notifications_Kind_LeadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_lead: ((inputs?: Notifications_Kind_LeadInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_LeadInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Notifications_Kind_PaymentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_payment: ((inputs?: Notifications_Kind_PaymentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_PaymentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Content calendar posts" |
*
* @param {Notifications_Kind_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_post: ((inputs?: Notifications_Kind_PostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_PostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Posts unapproved at their time" |
*
* @param {Notifications_Kind_Post_OverdueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_post_overdue: ((inputs?: Notifications_Kind_Post_OverdueInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Post_OverdueInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Posts awaiting you soon" |
*
* @param {Notifications_Kind_Post_ReminderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_post_reminder: ((inputs?: Notifications_Kind_Post_ReminderInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_Post_ReminderInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New projects" |
*
* @param {Notifications_Kind_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_project: ((inputs?: Notifications_Kind_ProjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_ProjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Status changes" |
*
* @param {Notifications_Kind_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_status: ((inputs?: Notifications_Kind_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Support tickets" |
*
* @param {Notifications_Kind_TicketInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_ticket: ((inputs?: Notifications_Kind_TicketInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_TicketInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Progress updates" |
*
* @param {Notifications_Kind_UpdateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_update: ((inputs?: Notifications_Kind_UpdateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Kind_UpdateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your notifications" |
*
* @param {Notifications_List_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_list_label: ((inputs?: Notifications_List_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_List_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Every notification shows under the bell. Choose which are also mailed to you: at once, or together in a daily digest at 08:00 Sri Lanka time." |
*
* @param {Notifications_Mails_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mails_intro: ((inputs?: Notifications_Mails_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mails_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Notification mails" |
*
* @param {Notifications_Mails_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mails_title: ((inputs?: Notifications_Mails_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mails_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Mark all as read" |
*
* @param {Notifications_Mark_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mark_all: ((inputs?: Notifications_Mark_AllInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mark_AllInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Daily digest" |
*
* @param {Notifications_Mode_DigestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mode_digest: ((inputs?: Notifications_Mode_DigestInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mode_DigestInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "At once" |
*
* @param {Notifications_Mode_InstantInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mode_instant: ((inputs?: Notifications_Mode_InstantInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mode_InstantInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Off" |
*
* @param {Notifications_Mode_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mode_off: ((inputs?: Notifications_Mode_OffInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Mode_OffInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No notifications yet." |
*
* @param {Notifications_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_none: ((inputs?: Notifications_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "That notification does not exist." |
*
* @param {Notifications_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_not_found: ((inputs?: Notifications_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing unread." |
*
* @param {Notifications_Nothing_UnreadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_nothing_unread: ((inputs?: Notifications_Nothing_UnreadInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Nothing_UnreadInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications \| Fli DESK" |
*
* @param {Notifications_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_page_title: ((inputs?: Notifications_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose At once, Daily digest or Off for each kind" |
*
* @param {Notifications_Prefs_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_prefs_invalid: ((inputs?: Notifications_Prefs_InvalidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Prefs_InvalidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your notification choices are saved." |
*
* @param {Notifications_Prefs_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_prefs_saved: ((inputs?: Notifications_Prefs_SavedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Prefs_SavedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "profile" |
*
* @param {Notifications_Profile_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_profile_link: ((inputs?: Notifications_Profile_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Profile_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save mail choices" |
*
* @param {Notifications_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_save: ((inputs?: Notifications_SaveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_SaveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notifications_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_title: ((inputs?: Notifications_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Notifications_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_unknown_form: ((inputs?: Notifications_Unknown_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Unknown_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} unread." |
*
* @param {Notifications_Unread_CountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_count: ((inputs: Notifications_Unread_CountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Unread_CountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unread:" |
*
* @param {Notifications_Unread_MarkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_mark: ((inputs?: Notifications_Unread_MarkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notifications_Unread_MarkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New contact message from {name}" |
*
* @param {Notify_Lead_ContactInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_lead_contact: ((inputs: Notify_Lead_ContactInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Lead_ContactInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New quote request from {name}" |
*
* @param {Notify_Lead_QuoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_lead_quote: ((inputs: Notify_Lead_QuoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Lead_QuoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You get this mail because {kinds} are mailed to you at once (your Fli DESK profile)." |
*
* @param {Notify_Mail_BecauseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_because: ((inputs: Notify_Mail_BecauseInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_BecauseInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You get this digest because you chose it for {kinds} (your Fli DESK profile)." |
*
* @param {Notify_Mail_Digest_BecauseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_digest_because: ((inputs: Notify_Mail_Digest_BecauseInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_Digest_BecauseInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "What happened since yesterday" |
*
* @param {Notify_Mail_Digest_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_digest_heading: ((inputs?: Notify_Mail_Digest_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_Digest_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Your Fli DESK digest: {count} new notification" |
* | "other" | "Your Fli DESK digest: {count} new notifications" |
*
* @param {Notify_Mail_Digest_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_digest_subject: ((inputs: Notify_Mail_Digest_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_Digest_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe from the daily digest" |
*
* @param {Notify_Mail_Digest_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_digest_unsubscribe: ((inputs?: Notify_Mail_Digest_UnsubscribeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_Digest_UnsubscribeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Manage notification mails" |
*
* @param {Notify_Mail_ManageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_manage: ((inputs?: Notify_Mail_ManageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_ManageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The {latest} latest are below; {more} more are in Fli DESK." |
*
* @param {Notify_Mail_MoreInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_more: ((inputs: Notify_Mail_MoreInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_MoreInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Open in Fli DESK" |
*
* @param {Notify_Mail_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_open: ((inputs?: Notify_Mail_OpenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_OpenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "See all notifications" |
*
* @param {Notify_Mail_See_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_see_all: ((inputs?: Notify_Mail_See_AllInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_See_AllInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} ({count} new)" |
*
* @param {Notify_Mail_Thread_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_thread_subject: ((inputs: Notify_Mail_Thread_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_Thread_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} notifications about this came in a short time; here they are together." |
*
* @param {Notify_Mail_Thread_SummaryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_thread_summary: ((inputs: Notify_Mail_Thread_SummaryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_Thread_SummaryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe from {kind}" |
*
* @param {Notify_Mail_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_mail_unsubscribe: ((inputs: Notify_Mail_UnsubscribeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Mail_UnsubscribeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment failed: {what}" |
*
* @param {Notify_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_payment_failed: ((inputs: Notify_Payment_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Payment_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Order {order}" |
*
* @param {Notify_Payment_OrderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_payment_order: ((inputs: Notify_Payment_OrderInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Payment_OrderInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Order {order}, {email}" |
*
* @param {Notify_Payment_Order_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_payment_order_email: ((inputs: Notify_Payment_Order_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Payment_Order_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment received: {what}" |
*
* @param {Notify_Payment_ReceivedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_payment_received: ((inputs: Notify_Payment_ReceivedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Payment_ReceivedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A post is awaiting your approval: {title}" |
*
* @param {Notify_Post_AwaitingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_post_awaiting: ((inputs: Notify_Post_AwaitingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Post_AwaitingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New comment on {title}" |
*
* @param {Notify_Post_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_post_comment: ((inputs: Notify_Post_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Post_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New internal comment on {title}" |
*
* @param {Notify_Post_Internal_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_post_internal_comment: ((inputs: Notify_Post_Internal_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Post_Internal_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title}: moved to {to}" |
*
* @param {Notify_Post_MovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_post_moved: ((inputs: Notify_Post_MovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Post_MovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Moved from {from} to {to}" |
*
* @param {Notify_Post_Moved_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_post_moved_note: ((inputs: Notify_Post_Moved_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Post_Moved_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "It was due on {when} (Sri Lanka time) and is still {status}." |
*
* @param {Notify_Post_Overdue_BodyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_post_overdue_body: ((inputs: Notify_Post_Overdue_BodyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Post_Overdue_BodyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not approved at its time: {title}" |
*
* @param {Notify_Post_Overdue_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_post_overdue_title: ((inputs: Notify_Post_Overdue_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Post_Overdue_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This post goes out on {when} (Sri Lanka time). Approve it or ask for changes." |
*
* @param {Notify_Post_Reminder_BodyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_post_reminder_body: ((inputs: Notify_Post_Reminder_BodyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Post_Reminder_BodyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting for your approval: {title}" |
*
* @param {Notify_Post_Reminder_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_post_reminder_title: ((inputs: Notify_Post_Reminder_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Post_Reminder_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title}: {status}" |
*
* @param {Notify_Post_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_post_status: ((inputs: Notify_Post_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Post_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 post approved. ({month})" |
* | "other" | "{count} posts approved. ({month})" |
*
* @param {Notify_Posts_ApprovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_posts_approved: ((inputs: Notify_Posts_ApprovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Posts_ApprovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You are assigned to {title}" |
*
* @param {Notify_Project_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_project_assigned: ((inputs: Notify_Project_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Project_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New comment on {title}" |
*
* @param {Notify_Project_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_project_comment: ((inputs: Notify_Project_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Project_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New project: {title}" |
*
* @param {Notify_Project_NewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_project_new: ((inputs: Notify_Project_NewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Project_NewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} is at {progress}%" |
*
* @param {Notify_Project_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_project_progress: ((inputs: Notify_Project_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Project_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} went back to {progress}% (from {previous}%)" |
*
* @param {Notify_Project_Progress_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_project_progress_back: ((inputs: Notify_Project_Progress_BackInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Project_Progress_BackInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} is now {status}" |
*
* @param {Notify_Project_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_project_status: ((inputs: Notify_Project_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Project_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Order {order}, {email}, payment {payment}: {detail}. It is being refunded in full." |
*
* @param {Notify_Return_BodyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_return_body: ((inputs: Notify_Return_BodyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Return_BodyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment for an order that was given up: {amount}" |
*
* @param {Notify_Return_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_return_closed: ((inputs: Notify_Return_ClosedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Return_ClosedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Second payment of an order already paid: {amount}" |
*
* @param {Notify_Return_DuplicateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_return_duplicate: ((inputs: Notify_Return_DuplicateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Return_DuplicateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Payment refused, its terms differ from the order's: {amount}" |
*
* @param {Notify_Return_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_return_terms: ((inputs: Notify_Return_TermsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Return_TermsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{reference} was assigned to you: {subject}" |
*
* @param {Notify_Ticket_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_ticket_assigned: ((inputs: Notify_Ticket_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Ticket_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Client replied on {reference}: {subject}" |
*
* @param {Notify_Ticket_Client_ReplyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_ticket_client_reply: ((inputs: Notify_Ticket_Client_ReplyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Ticket_Client_ReplyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New ticket {reference}: {subject}" |
*
* @param {Notify_Ticket_NewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_ticket_new: ((inputs: Notify_Ticket_NewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Ticket_NewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New reply on {reference}: {subject}" |
*
* @param {Notify_Ticket_ReplyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_ticket_reply: ((inputs: Notify_Ticket_ReplyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Ticket_ReplyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{reference} is now {status}: {subject}" |
*
* @param {Notify_Ticket_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_ticket_status: ((inputs: Notify_Ticket_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Ticket_StatusInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Update approved on {title}" |
*
* @param {Notify_Update_ApprovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_update_approved: ((inputs: Notify_Update_ApprovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Update_ApprovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Changes requested on {title}" |
*
* @param {Notify_Update_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notify_update_changes_requested: ((inputs: Notify_Update_Changes_RequestedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Notify_Update_Changes_RequestedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{platform} preview" |
*
* @param {Preview_CaptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const preview_caption: ((inputs: Preview_CaptionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Preview_CaptionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Characters:" |
*
* @param {Preview_CharactersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const preview_characters: ((inputs?: Preview_CharactersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Preview_CharactersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "less" |
*
* @param {Preview_LessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const preview_less: ((inputs?: Preview_LessInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Preview_LessInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "1 of {count}" |
*
* @param {Preview_Media_CountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const preview_media_count: ((inputs: Preview_Media_CountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Preview_Media_CountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "more" |
*
* @param {Preview_MoreInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const preview_more: ((inputs?: Preview_MoreInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Preview_MoreInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No media yet" |
*
* @param {Preview_No_MediaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const preview_no_media: ((inputs?: Preview_No_MediaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Preview_No_MediaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Over the limit:" |
*
* @param {Preview_Over_LimitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const preview_over_limit: ((inputs?: Preview_Over_LimitInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Preview_Over_LimitInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "see less" |
*
* @param {Preview_See_LessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const preview_see_less: ((inputs?: Preview_See_LessInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Preview_See_LessInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "see more" |
*
* @param {Preview_See_MoreInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const preview_see_more: ((inputs?: Preview_See_MoreInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Preview_See_MoreInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Code from your authenticator app" |
*
* @param {Profile_2fa_App_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_app_code: ((inputs?: Profile_2fa_App_CodeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_App_CodeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cannot scan it? Add an account by hand with this key (time-based, 6 digits):" |
*
* @param {Profile_2fa_By_HandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_by_hand: ((inputs?: Profile_2fa_By_HandInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_By_HandInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Recovery codes" |
*
* @param {Profile_2fa_Codes_ListInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_codes_list: ((inputs?: Profile_2fa_Codes_ListInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_Codes_ListInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Each one signs you in once without your phone. Save them somewhere safe now: they will not be shown again." |
*
* @param {Profile_2fa_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_codes_text: ((inputs?: Profile_2fa_Codes_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_Codes_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your recovery codes" |
*
* @param {Profile_2fa_Codes_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_codes_title: ((inputs?: Profile_2fa_Codes_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_Codes_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Code from your app, or a recovery code" |
*
* @param {Profile_2fa_Disable_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_disable_code: ((inputs?: Profile_2fa_Disable_CodeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_Disable_CodeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "2. Enter the 6-digit code the app shows" |
*
* @param {Profile_2fa_Enter_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_enter_code: ((inputs?: Profile_2fa_Enter_CodeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_Enter_CodeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sign in with a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) as well as your password, so..." |
*
* @param {Profile_2fa_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_intro: ((inputs?: Profile_2fa_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Set up two-factor sign-in to continue: admins need it on this server." |
*
* @param {Profile_2fa_Must_EnrolInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_must_enrol: ((inputs?: Profile_2fa_Must_EnrolInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_Must_EnrolInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "On" |
*
* @param {Profile_2fa_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_on: ((inputs?: Profile_2fa_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Profile_2fa_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_qr_alt: ((inputs?: Profile_2fa_Qr_AltInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_Qr_AltInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Make new recovery codes" |
*
* @param {Profile_2fa_RegenerateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_regenerate: ((inputs?: Profile_2fa_RegenerateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_RegenerateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New recovery codes" |
*
* @param {Profile_2fa_Regenerate_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_regenerate_title: ((inputs?: Profile_2fa_Regenerate_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_Regenerate_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "1. Scan this QR code with your authenticator app." |
*
* @param {Profile_2fa_ScanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_scan: ((inputs?: Profile_2fa_ScanInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_ScanInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "since {date} · {left} of 10 recovery codes left" |
*
* @param {Profile_2fa_SinceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_since: ((inputs: Profile_2fa_SinceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_SinceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Set up two-factor sign-in" |
*
* @param {Profile_2fa_StartInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_start: ((inputs?: Profile_2fa_StartInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_StartInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor sign-in" |
*
* @param {Profile_2fa_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_title: ((inputs?: Profile_2fa_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Turn off two-factor sign-in" |
*
* @param {Profile_2fa_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_turn_off: ((inputs?: Profile_2fa_Turn_OffInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_Turn_OffInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Turn on two-factor sign-in" |
*
* @param {Profile_2fa_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_turn_on: ((inputs?: Profile_2fa_Turn_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_2fa_Turn_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A browser" |
*
* @param {Profile_A_BrowserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_a_browser: ((inputs?: Profile_A_BrowserInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_A_BrowserInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A script" |
*
* @param {Profile_A_ScriptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_a_script: ((inputs?: Profile_A_ScriptInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_A_ScriptInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Profile and security \| Fli DESK" |
*
* @param {Profile_Account_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_account_page_title: ((inputs?: Profile_Account_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Account_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change email" |
*
* @param {Profile_Change_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_change_email: ((inputs?: Profile_Change_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Change_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Profile_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_change_password: ((inputs?: Profile_Change_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Change_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Profile_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_confirm_password: ((inputs?: Profile_Confirm_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Confirm_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Profile_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_current_password: ((inputs?: Profile_Current_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Current_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "That device is already signed out." |
*
* @param {Profile_Device_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_device_gone: ((inputs?: Profile_Device_GoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Device_GoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{browser} on {system}" |
*
* @param {Profile_Device_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_device_on: ((inputs: Profile_Device_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Device_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "That device has been signed out." |
*
* @param {Profile_Device_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_device_signed_out: ((inputs?: Profile_Device_Signed_OutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Device_Signed_OutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Signed-in devices" |
*
* @param {Profile_Devices_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_devices_title: ((inputs?: Profile_Devices_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Devices_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A new address is used once you confirm it from the link we mail to it." |
*
* @param {Profile_Email_Change_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_email_change_note: ((inputs?: Profile_Email_Change_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Email_Change_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your email is {email}." |
*
* @param {Profile_Email_IsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_email_is: ((inputs: Profile_Email_IsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Email_IsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed attempt" |
*
* @param {Profile_Failed_AttemptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_failed_attempt: ((inputs?: Profile_Failed_AttemptInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Failed_AttemptInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Profile_LanguageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_language: ((inputs?: Profile_LanguageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_LanguageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "last active" |
*
* @param {Profile_Last_ActiveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_last_active: ((inputs?: Profile_Last_ActiveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Last_ActiveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New email address" |
*
* @param {Profile_New_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_new_email: ((inputs?: Profile_New_EmailInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_New_EmailInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Profile_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_new_password: ((inputs?: Profile_New_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_New_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No sign-ins recorded yet." |
*
* @param {Profile_No_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_no_sign_ins: ((inputs?: Profile_No_Sign_InsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_No_Sign_InsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Every other device has been signed out." |
*
* @param {Profile_Others_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_others_signed_out: ((inputs?: Profile_Others_Signed_OutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Others_Signed_OutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{section} \| Profile and security \| Fli DESK" |
*
* @param {Profile_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_page_title: ((inputs: Profile_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Password changed. Every other device has been signed out." |
*
* @param {Profile_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_password_changed: ((inputs?: Profile_Password_ChangedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Password_ChangedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "At least 8 characters, with a lowercase letter, an uppercase letter and a number." |
*
* @param {Profile_Password_RuleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_password_rule: ((inputs?: Profile_Password_RuleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Password_RuleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Profile_RoleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_role: ((inputs?: Profile_RoleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_RoleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save language" |
*
* @param {Profile_Save_LanguageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_save_language: ((inputs?: Profile_Save_LanguageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Save_LanguageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Profile_Save_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_save_name: ((inputs?: Profile_Save_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Save_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Profile_SavingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_saving: ((inputs?: Profile_SavingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_SavingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Profile_Section_AccountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_account: ((inputs?: Profile_Section_AccountInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Section_AccountInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Devices" |
*
* @param {Profile_Section_DevicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_devices: ((inputs?: Profile_Section_DevicesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Section_DevicesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Profile_Section_NotificationsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_notifications: ((inputs?: Profile_Section_NotificationsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Section_NotificationsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Security" |
*
* @param {Profile_Section_SecurityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_security: ((inputs?: Profile_Section_SecurityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Section_SecurityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Profile sections" |
*
* @param {Profile_Sections_NavInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sections_nav: ((inputs?: Profile_Sections_NavInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sections_NavInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Profile_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sending: ((inputs?: Profile_SendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_SendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "change your password" |
*
* @param {Profile_Sign_Ins_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_change_password: ((inputs?: Profile_Sign_Ins_Change_PasswordInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sign_Ins_Change_PasswordInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "If one was not you," |
*
* @param {Profile_Sign_Ins_If_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_if_not_you: ((inputs?: Profile_Sign_Ins_If_Not_YouInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sign_Ins_If_Not_YouInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The last {limit} sign-ins and failed attempts at your Fli DESK ID." |
*
* @param {Profile_Sign_Ins_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_intro: ((inputs: Profile_Sign_Ins_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sign_Ins_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "and sign out your other devices." |
*
* @param {Profile_Sign_Ins_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_sign_out_others: ((inputs?: Profile_Sign_Ins_Sign_Out_OthersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sign_Ins_Sign_Out_OthersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sign-in history" |
*
* @param {Profile_Sign_Ins_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_title: ((inputs?: Profile_Sign_Ins_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sign_Ins_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Profile_Sign_Out_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_out_device: ((inputs?: Profile_Sign_Out_DeviceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sign_Out_DeviceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sign out all other devices" |
*
* @param {Profile_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_out_others: ((inputs?: Profile_Sign_Out_OthersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Sign_Out_OthersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Signed in" |
*
* @param {Profile_Signed_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_signed_in: ((inputs?: Profile_Signed_InInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Signed_InInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This device" |
*
* @param {Profile_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_this_device: ((inputs?: Profile_This_DeviceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_This_DeviceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Profile and security" |
*
* @param {Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_title: ((inputs?: Profile_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown address" |
*
* @param {Profile_Unknown_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_unknown_address: ((inputs?: Profile_Unknown_AddressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Unknown_AddressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown device" |
*
* @param {Profile_Unknown_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_unknown_device: ((inputs?: Profile_Unknown_DeviceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Unknown_DeviceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your current password is not correct" |
*
* @param {Profile_Wrong_CurrentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_wrong_current: ((inputs?: Profile_Wrong_CurrentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Wrong_CurrentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Profile_Your_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_your_name: ((inputs?: Profile_Your_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Profile_Your_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Add a comment" |
*
* @param {Project_Add_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_add_comment: ((inputs?: Project_Add_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Add_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Project_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_analytics: ((inputs?: Project_AnalyticsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_AnalyticsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics Connected" |
*
* @param {Project_Analytics_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_analytics_connected: ((inputs?: Project_Analytics_ConnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Analytics_ConnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics trends" |
*
* @param {Project_Analytics_TrendsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_analytics_trends: ((inputs?: Project_Analytics_TrendsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Analytics_TrendsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Update approved" |
*
* @param {Project_Answer_ApprovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_approved: ((inputs?: Project_Answer_ApprovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_ApprovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Project_Answer_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_changes_requested: ((inputs?: Project_Answer_Changes_RequestedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Changes_RequestedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only the project's client can approve an update or request changes" |
*
* @param {Project_Answer_Client_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_client_only: ((inputs?: Project_Answer_Client_OnlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Client_OnlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comment added" |
*
* @param {Project_Answer_Comment_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_comment_added: ((inputs?: Project_Answer_Comment_AddedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Comment_AddedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comment deleted" |
*
* @param {Project_Answer_Comment_DeletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_comment_deleted: ((inputs?: Project_Answer_Comment_DeletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Comment_DeletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comment updated" |
*
* @param {Project_Answer_Comment_EditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_comment_edited: ((inputs?: Project_Answer_Comment_EditedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Comment_EditedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comment not found" |
*
* @param {Project_Answer_Comment_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_comment_not_found: ((inputs?: Project_Answer_Comment_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Comment_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only a project that is In Progress or Testing can be marked Completed." |
*
* @param {Project_Answer_Complete_From_PendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_complete_from_pending: ((inputs?: Project_Answer_Complete_From_PendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Complete_From_PendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This project is completed, so its freelancer cannot change. Set its status to In Progress to reopen it first." |
*
* @param {Project_Answer_Completed_AssignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_completed_assign: ((inputs?: Project_Answer_Completed_AssignInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Completed_AssignInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This project is completed, so its progress can no longer change. Ask the admin to reopen it if work continues." |
*
* @param {Project_Answer_Completed_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_completed_progress: ((inputs?: Project_Answer_Completed_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Completed_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The client has not approved this project's latest update. Tick “Complete without approval” to complete it anyway." |
*
* @param {Project_Answer_Completion_Needs_ApprovalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_completion_needs_approval: ((inputs?: Project_Answer_Completion_Needs_ApprovalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Completion_Needs_ApprovalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A comment can be edited or deleted only within 15 minutes of posting it" |
*
* @param {Project_Answer_Edit_Window_OverInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_edit_window_over: ((inputs?: Project_Answer_Edit_Window_OverInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Edit_Window_OverInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Project_Answer_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_failed: ((inputs?: Project_Answer_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The image must be at most 5 MB" |
*
* @param {Project_Answer_Image_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_image_too_large: ((inputs?: Project_Answer_Image_Too_LargeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Image_Too_LargeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your image could not be saved just now. Nothing was posted: please try again." |
*
* @param {Project_Answer_Image_UnavailableInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_image_unavailable: ((inputs?: Project_Answer_Image_UnavailableInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Image_UnavailableInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Assign a freelancer before moving this project to In Progress or Testing." |
*
* @param {Project_Answer_Needs_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_needs_freelancer: ((inputs?: Project_Answer_Needs_FreelancerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Needs_FreelancerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project not found" |
*
* @param {Project_Answer_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_not_found: ((inputs?: Project_Answer_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You can only edit or delete your own comments" |
*
* @param {Project_Answer_Not_YoursInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_not_yours: ((inputs?: Project_Answer_Not_YoursInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Not_YoursInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Update notes must be text" |
*
* @param {Project_Answer_Notes_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_notes_text: ((inputs?: Project_Answer_Notes_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Notes_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A comment can carry one image" |
*
* @param {Project_Answer_One_ImageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_one_image: ((inputs?: Project_Answer_One_ImageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_One_ImageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A project with a freelancer cannot be Pending. Unassign the freelancer first." |
*
* @param {Project_Answer_Pending_With_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_pending_with_freelancer: ((inputs?: Project_Answer_Pending_With_FreelancerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Pending_With_FreelancerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Each screenshot must be at most 5 MB" |
*
* @param {Project_Answer_Screenshot_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_screenshot_too_large: ((inputs?: Project_Answer_Screenshot_Too_LargeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Screenshot_Too_LargeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your screenshots could not be saved just now. Nothing was changed: please try again." |
*
* @param {Project_Answer_Screenshots_UnavailableInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_screenshots_unavailable: ((inputs?: Project_Answer_Screenshots_UnavailableInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Screenshots_UnavailableInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "At most {max} screenshots per update" |
*
* @param {Project_Answer_Too_Many_ImagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_too_many_images: ((inputs: Project_Answer_Too_Many_ImagesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Too_Many_ImagesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Project_Answer_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_unknown_form: ((inputs?: Project_Answer_Unknown_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Unknown_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Update not found" |
*
* @param {Project_Answer_Update_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_answer_update_not_found: ((inputs?: Project_Answer_Update_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Answer_Update_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Project_ApproveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_approve: ((inputs?: Project_ApproveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_ApproveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Project_ApprovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_approved: ((inputs?: Project_ApprovedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_ApprovedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Attached by {author}" |
*
* @param {Project_Attached_ByInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_attached_by: ((inputs: Project_Attached_ByInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Attached_ByInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Awaiting approval" |
*
* @param {Project_Awaiting_ApprovalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_awaiting_approval: ((inputs?: Project_Awaiting_ApprovalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Awaiting_ApprovalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All Projects" |
*
* @param {Project_Back_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_back_all: ((inputs?: Project_Back_AllInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Back_AllInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Assigned Projects" |
*
* @param {Project_Back_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_back_assigned: ((inputs?: Project_Back_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Back_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "My Projects" |
*
* @param {Project_Back_My_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_back_my_projects: ((inputs?: Project_Back_My_ProjectsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Back_My_ProjectsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Project_CancelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_cancel: ((inputs?: Project_CancelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_CancelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change decision" |
*
* @param {Project_Change_DecisionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_change_decision: ((inputs?: Project_Change_DecisionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Change_DecisionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Project_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_changes_requested: ((inputs?: Project_Changes_RequestedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Changes_RequestedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Project_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_client: ((inputs?: Project_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Project_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comment: ((inputs?: Project_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Write a comment first" |
*
* @param {Project_Comment_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comment_required: ((inputs?: Project_Comment_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Comment_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A comment can be at most {max} characters" |
*
* @param {Project_Comment_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comment_too_long: ((inputs: Project_Comment_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Comment_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Comments ({count})" |
*
* @param {Project_CommentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comments: ((inputs: Project_CommentsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_CommentsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Deadline" |
*
* @param {Project_DeadlineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_deadline: ((inputs?: Project_DeadlineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_DeadlineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "by {name} on {date}" |
*
* @param {Project_Decided_ByInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_decided_by: ((inputs: Project_Decided_ByInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Decided_ByInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Project_DeleteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete: ((inputs?: Project_DeleteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_DeleteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Delete comment" |
*
* @param {Project_Delete_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete_comment: ((inputs?: Project_Delete_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Delete_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Delete this comment?" |
*
* @param {Project_Delete_Comment_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete_comment_question: ((inputs?: Project_Delete_Comment_QuestionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Delete_Comment_QuestionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Delete your comment" |
*
* @param {Project_Delete_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete_your_comment: ((inputs?: Project_Delete_Your_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Delete_Your_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Project_EditInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_edit: ((inputs?: Project_EditInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_EditInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Edit your comment" |
*
* @param {Project_Edit_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_edit_your_comment: ((inputs?: Project_Edit_Your_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Edit_Your_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "(edited)" |
*
* @param {Project_EditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_edited: ((inputs?: Project_EditedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_EditedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Freelancer" |
*
* @param {Project_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_freelancer: ((inputs?: Project_FreelancerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_FreelancerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google connection" |
*
* @param {Project_Google_ConnectionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_google_connection: ((inputs?: Project_Google_ConnectionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Google_ConnectionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google import" |
*
* @param {Project_Google_ImportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_google_import: ((inputs?: Project_Google_ImportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Google_ImportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "1 image attached" |
*
* @param {Project_Image_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_image_attached: ((inputs?: Project_Image_AttachedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Image_AttachedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Image (optional)" |
*
* @param {Project_Image_OptionalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_image_optional: ((inputs?: Project_Image_OptionalInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Image_OptionalInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Project_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_keep_it: ((inputs?: Project_Keep_ItInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Keep_ItInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Manage tracked keywords" |
*
* @param {Project_Keywords_ManageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_keywords_manage: ((inputs?: Project_Keywords_ManageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Keywords_ManageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{client}'s {plan} plan tracks up to {limit} keywords." |
*
* @param {Project_Keywords_TracksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_keywords_tracks: ((inputs: Project_Keywords_TracksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Keywords_TracksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{client}'s {plan} plan tracks unlimited keywords." |
*
* @param {Project_Keywords_Tracks_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_keywords_tracks_unlimited: ((inputs: Project_Keywords_Tracks_UnlimitedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Keywords_Tracks_UnlimitedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "(lowered from {from}%)" |
*
* @param {Project_Lowered_FromInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_lowered_from: ((inputs: Project_Lowered_FromInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Lowered_FromInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No deadline" |
*
* @param {Project_No_DeadlineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_no_deadline: ((inputs?: Project_No_DeadlineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_No_DeadlineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No updates available for this project yet." |
*
* @param {Project_No_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_no_updates: ((inputs?: Project_No_UpdatesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_No_UpdatesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not assigned" |
*
* @param {Project_Not_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_not_assigned: ((inputs?: Project_Not_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Not_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Post comment" |
*
* @param {Project_Post_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_post_comment: ((inputs?: Project_Post_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Post_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Posting..." |
*
* @param {Project_PostingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_posting: ((inputs?: Project_PostingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_PostingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Project_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_progress: ((inputs?: Project_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{title} progress" |
*
* @param {Project_Progress_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_progress_of: ((inputs: Project_Progress_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Progress_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Say what should change" |
*
* @param {Project_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_reason_required: ((inputs?: Project_Reason_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Reason_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The reason can be at most {max} characters" |
*
* @param {Project_Reason_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_reason_too_long: ((inputs: Project_Reason_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Reason_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Average session:" |
*
* @param {Project_Report_Average_SessionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_report_average_session: ((inputs?: Project_Report_Average_SessionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Report_Average_SessionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Bounce rate" |
*
* @param {Project_Report_Bounce_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_report_bounce_rate: ((inputs?: Project_Report_Bounce_RateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Report_Bounce_RateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} min" |
*
* @param {Project_Report_MinutesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_report_minutes: ((inputs: Project_Report_MinutesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Report_MinutesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Report of {date}" |
*
* @param {Project_Report_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_report_of: ((inputs: Project_Report_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Report_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Page views" |
*
* @param {Project_Report_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_report_page_views: ((inputs?: Project_Report_Page_ViewsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Report_Page_ViewsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Top pages:" |
*
* @param {Project_Report_Top_PagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_report_top_pages: ((inputs?: Project_Report_Top_PagesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Report_Top_PagesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unique visitors" |
*
* @param {Project_Report_Unique_VisitorsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_report_unique_visitors: ((inputs?: Project_Report_Unique_VisitorsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Report_Unique_VisitorsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Request changes" |
*
* @param {Project_Request_ChangesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_request_changes: ((inputs?: Project_Request_ChangesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Request_ChangesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Project_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_role_admin: ((inputs?: Project_Role_AdminInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Role_AdminInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Project_Role_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_role_client: ((inputs?: Project_Role_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Role_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Freelancer" |
*
* @param {Project_Role_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_role_freelancer: ((inputs?: Project_Role_FreelancerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Role_FreelancerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Save comment" |
*
* @param {Project_Save_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_save_comment: ((inputs?: Project_Save_CommentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Save_CommentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Project_SavingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_saving: ((inputs?: Project_SavingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_SavingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Screenshot {number} of the update" |
*
* @param {Project_Screenshot_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_screenshot_alt: ((inputs: Project_Screenshot_AltInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Screenshot_AltInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Screenshots" |
*
* @param {Project_ScreenshotsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_screenshots: ((inputs?: Project_ScreenshotsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_ScreenshotsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Send change request" |
*
* @param {Project_Send_Change_RequestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_send_change_request: ((inputs?: Project_Send_Change_RequestInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Send_Change_RequestInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Project_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_sending: ((inputs?: Project_SendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_SendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Project_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_completed: ((inputs?: Project_Status_CompletedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Status_CompletedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "In Development" |
*
* @param {Project_Status_In_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_in_development: ((inputs?: Project_Status_In_DevelopmentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Status_In_DevelopmentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "In Progress" |
*
* @param {Project_Status_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_in_progress: ((inputs?: Project_Status_In_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Status_In_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Project_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_pending: ((inputs?: Project_Status_PendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Status_PendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Testing" |
*
* @param {Project_Status_TestingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_testing: ((inputs?: Project_Status_TestingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Status_TestingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Updates" |
*
* @param {Project_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_updates: ((inputs?: Project_UpdatesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_UpdatesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Updates for {title}" |
*
* @param {Project_Updates_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_updates_for: ((inputs: Project_Updates_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_Updates_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "View Analytics Report" |
*
* @param {Project_View_ReportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_view_report: ((inputs?: Project_View_ReportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_View_ReportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "View Analytics Report of {title}" |
*
* @param {Project_View_Report_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_view_report_of: ((inputs: Project_View_Report_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_View_Report_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "What should change?" |
*
* @param {Project_What_Should_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_what_should_change: ((inputs?: Project_What_Should_ChangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Project_What_Should_ChangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly reports \| Admin Panel" |
*
* @param {Report_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_admin_title: ((inputs?: Report_Admin_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Admin_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a month as YYYY-MM." |
*
* @param {Report_Choose_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_choose_month: ((inputs?: Report_Choose_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Choose_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Download PDF" |
*
* @param {Report_DownloadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_download: ((inputs?: Report_DownloadInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_DownloadInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your first monthly report arrives on the 1st of next month." |
*
* @param {Report_FirstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_first: ((inputs?: Report_FirstInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_FirstInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "report for {month}" |
*
* @param {Report_For_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_for_month: ((inputs: Report_For_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_For_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly reports are for clients and admins." |
*
* @param {Report_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_freelancer: ((inputs?: Report_FreelancerInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_FreelancerInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Made {time}" |
*
* @param {Report_MadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_made: ((inputs: Report_MadeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_MadeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "made {date}" |
*
* @param {Report_Made_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_made_on: ((inputs: Report_Made_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Made_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "mailed {time}" |
*
* @param {Report_MailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_mailed: ((inputs: Report_MailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_MailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Report_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_month: ((inputs?: Report_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly reports" |
*
* @param {Report_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_monthly: ((inputs?: Report_MonthlyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_MonthlyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly reports: {month}" |
*
* @param {Report_Monthly_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_monthly_for: ((inputs: Report_Monthly_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Monthly_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "There is no such client." |
*
* @param {Report_No_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_no_client: ((inputs?: Report_No_ClientInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_No_ClientInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No client had an active plan that month." |
*
* @param {Report_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_none: ((inputs?: Report_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "There is no such report." |
*
* @param {Report_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_not_found: ((inputs?: Report_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not made yet" |
*
* @param {Report_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_not_made: ((inputs?: Report_Not_MadeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Not_MadeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Report_PreviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_preview: ((inputs?: Report_PreviewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_PreviewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{id}'s report" |
*
* @param {Report_Preview_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_preview_of: ((inputs: Report_Preview_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Preview_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Regenerate" |
*
* @param {Report_RegenerateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerate: ((inputs?: Report_RegenerateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_RegenerateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "for {id}" |
*
* @param {Report_Regenerate_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerate_for: ((inputs: Report_Regenerate_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Regenerate_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The report was made again." |
*
* @param {Report_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerated: ((inputs?: Report_RegeneratedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_RegeneratedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Send again" |
*
* @param {Report_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_send_again: ((inputs?: Report_Send_AgainInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Send_AgainInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "to {id}" |
*
* @param {Report_Send_Again_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_send_again_to: ((inputs: Report_Send_Again_ToInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Send_Again_ToInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The report was queued to be mailed again." |
*
* @param {Report_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_sent: ((inputs?: Report_SentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_SentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Report_ShowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_show: ((inputs?: Report_ShowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_ShowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This report has not been made yet: regenerate it first." |
*
* @param {Report_UnmadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_unmade: ((inputs?: Report_UnmadeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_UnmadeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics for {title}" |
*
* @param {Results_Analytics_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_analytics_for: ((inputs: Results_Analytics_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Analytics_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Back to {title}" |
*
* @param {Results_Back_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_back_to: ((inputs: Results_Back_ToInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Back_ToInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{change} on the previous {days} days" |
*
* @param {Results_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change: ((inputs: Results_ChangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_ChangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Results_Change_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change_heading: ((inputs?: Results_Change_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Change_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No figures to compare with the previous {days} days" |
*
* @param {Results_Change_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change_none: ((inputs: Results_Change_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Change_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics \| Client Dashboard" |
*
* @param {Results_Client_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_client_title: ((inputs?: Results_Client_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Client_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Google for {title}" |
*
* @param {Results_Connect_Google_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_connect_google_for: ((inputs: Results_Connect_Google_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Connect_Google_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{from} to {to}" |
*
* @param {Results_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_date_range: ((inputs: Results_Date_RangeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Date_RangeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Results_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_day: ((inputs?: Results_DayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_DayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{days} days" |
*
* @param {Results_DaysInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_days: ((inputs: Results_DaysInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_DaysInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Social engagement" |
*
* @param {Results_Family_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_engagement: ((inputs?: Results_Family_EngagementInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Family_EngagementInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Social reach" |
*
* @param {Results_Family_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_reach: ((inputs?: Results_Family_ReachInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Family_ReachInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Results_Family_SearchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_search: ((inputs?: Results_Family_SearchInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Family_SearchInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Traffic" |
*
* @param {Results_Family_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_traffic: ((inputs?: Results_Family_TrafficInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Family_TrafficInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Figure" |
*
* @param {Results_FigureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure: ((inputs?: Results_FigureInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_FigureInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Bounce rate" |
*
* @param {Results_Figure_Bounce_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_bounce_rate: ((inputs?: Results_Figure_Bounce_RateInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Bounce_RateInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search clicks" |
*
* @param {Results_Figure_ClicksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_clicks: ((inputs?: Results_Figure_ClicksInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_ClicksInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Click-through rate" |
*
* @param {Results_Figure_CtrInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ctr: ((inputs?: Results_Figure_CtrInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_CtrInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook engagement" |
*
* @param {Results_Figure_Fb_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_engagement: ((inputs?: Results_Figure_Fb_EngagementInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Fb_EngagementInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook followers" |
*
* @param {Results_Figure_Fb_FollowersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_followers: ((inputs?: Results_Figure_Fb_FollowersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Fb_FollowersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook impressions" |
*
* @param {Results_Figure_Fb_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_impressions: ((inputs?: Results_Figure_Fb_ImpressionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Fb_ImpressionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook reach" |
*
* @param {Results_Figure_Fb_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_reach: ((inputs?: Results_Figure_Fb_ReachInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Fb_ReachInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Instagram engagement" |
*
* @param {Results_Figure_Ig_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_engagement: ((inputs?: Results_Figure_Ig_EngagementInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Ig_EngagementInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New Instagram followers" |
*
* @param {Results_Figure_Ig_New_FollowersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_new_followers: ((inputs?: Results_Figure_Ig_New_FollowersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Ig_New_FollowersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Instagram reach" |
*
* @param {Results_Figure_Ig_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_reach: ((inputs?: Results_Figure_Ig_ReachInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Ig_ReachInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Instagram views" |
*
* @param {Results_Figure_Ig_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_views: ((inputs?: Results_Figure_Ig_ViewsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Ig_ViewsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Search impressions" |
*
* @param {Results_Figure_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_impressions: ((inputs?: Results_Figure_ImpressionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_ImpressionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Page views" |
*
* @param {Results_Figure_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_page_views: ((inputs?: Results_Figure_Page_ViewsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Page_ViewsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Average position" |
*
* @param {Results_Figure_PositionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_position: ((inputs?: Results_Figure_PositionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_PositionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Average session duration" |
*
* @param {Results_Figure_Session_DurationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_session_duration: ((inputs?: Results_Figure_Session_DurationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_Session_DurationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Results_Figure_SessionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_sessions: ((inputs?: Results_Figure_SessionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_SessionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Users" |
*
* @param {Results_Figure_UsersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_users: ((inputs?: Results_Figure_UsersInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Figure_UsersInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google Analytics property and Search Console site saved." |
*
* @param {Results_Google_ChosenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_chosen: ((inputs?: Results_Google_ChosenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_ChosenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connecting Google failed:" |
*
* @param {Results_Google_Connect_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_connect_failed: ((inputs?: Results_Google_Connect_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_Connect_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google connected. Choose the Analytics property and the Search Console site." |
*
* @param {Results_Google_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_connected: ((inputs?: Results_Google_ConnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_ConnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google access was not granted, so nothing was connected." |
*
* @param {Results_Google_DeclinedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_declined: ((inputs?: Results_Google_DeclinedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_DeclinedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Disconnecting Google failed:" |
*
* @param {Results_Google_Disconnect_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_disconnect_failed: ((inputs?: Results_Google_Disconnect_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_Disconnect_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google disconnected." |
*
* @param {Results_Google_DisconnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_disconnected: ((inputs?: Results_Google_DisconnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_DisconnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google access was revoked or has expired. Please connect Google again." |
*
* @param {Results_Google_Grant_RevokedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_grant_revoked: ((inputs?: Results_Google_Grant_RevokedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_Grant_RevokedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The import stopped on an error of the app; it is tried again within the hour." |
*
* @param {Results_Google_Import_BrokeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_import_broke: ((inputs?: Results_Google_Import_BrokeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_Import_BrokeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google gave no lasting access. Please connect again and allow access." |
*
* @param {Results_Google_No_Refresh_TokenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_no_refresh_token: ((inputs?: Results_Google_No_Refresh_TokenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_No_Refresh_TokenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a property and a site from the lists." |
*
* @param {Results_Google_Not_A_ChoiceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_not_a_choice: ((inputs?: Results_Google_Not_A_ChoiceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_Not_A_ChoiceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google is not connected on this project." |
*
* @param {Results_Google_Not_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_not_connected: ((inputs?: Results_Google_Not_ConnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_Not_ConnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This Google sign-in link has expired or was already used. Please connect again." |
*
* @param {Results_Google_State_RefusedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_google_state_refused: ((inputs?: Results_Google_State_RefusedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Google_State_RefusedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connecting Facebook failed:" |
*
* @param {Results_Meta_Connect_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_connect_failed: ((inputs?: Results_Meta_Connect_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_Connect_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook connected. Choose the Page to report on." |
*
* @param {Results_Meta_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_connected: ((inputs?: Results_Meta_ConnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_ConnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Disconnecting Facebook failed:" |
*
* @param {Results_Meta_Disconnect_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_disconnect_failed: ((inputs?: Results_Meta_Disconnect_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_Disconnect_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook & Instagram disconnected." |
*
* @param {Results_Meta_DisconnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_disconnected: ((inputs?: Results_Meta_DisconnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_DisconnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook access was not granted, so nothing was connected." |
*
* @param {Results_Meta_Login_DeniedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_login_denied: ((inputs?: Results_Meta_Login_DeniedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_Login_DeniedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This Facebook account manages no Page that it shared with the app. Connect again and tick the Page." |
*
* @param {Results_Meta_No_PagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_no_pages: ((inputs?: Results_Meta_No_PagesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_No_PagesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a Page from the list." |
*
* @param {Results_Meta_Not_A_ChoiceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_not_a_choice: ((inputs?: Results_Meta_Not_A_ChoiceInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_Not_A_ChoiceInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook is not connected on this project." |
*
* @param {Results_Meta_Not_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_not_connected: ((inputs?: Results_Meta_Not_ConnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_Not_ConnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Facebook Page saved." |
*
* @param {Results_Meta_PickedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_picked: ((inputs?: Results_Meta_PickedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_PickedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Meta asked us to slow down (rate limit); the import resumes later by itself." |
*
* @param {Results_Meta_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_rate_limited: ((inputs?: Results_Meta_Rate_LimitedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_Rate_LimitedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This Facebook sign-in link has expired or was already used. Please connect again." |
*
* @param {Results_Meta_State_RefusedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_state_refused: ((inputs?: Results_Meta_State_RefusedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_State_RefusedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Meta no longer accepts the stored access (it expired, the password changed or the app was removed). Please connect Facebook again." |
*
* @param {Results_Meta_Token_RefusedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_meta_token_refused: ((inputs?: Results_Meta_Token_RefusedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Meta_Token_RefusedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{current} against {previous}" |
*
* @param {Results_Month_AgainstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_month_against: ((inputs: Results_Month_AgainstInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Month_AgainstInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Month over month" |
*
* @param {Results_Month_Over_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_month_over_month: ((inputs?: Results_Month_Over_MonthInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Month_Over_MonthInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No figure" |
*
* @param {Results_No_FigureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_no_figure: ((inputs?: Results_No_FigureInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_No_FigureInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Results_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_none: ((inputs?: Results_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not Found" |
*
* @param {Results_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_not_found: ((inputs?: Results_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No figures yet: connect Google Analytics and Search Console to a project, and its traffic and search figures show here from the next day." |
*
* @param {Results_Nothing_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_nothing_connected: ((inputs?: Results_Nothing_ConnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Nothing_ConnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{family} per day" |
*
* @param {Results_Per_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_per_day: ((inputs: Results_Per_DayInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Per_DayInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Period" |
*
* @param {Results_PeriodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_period: ((inputs?: Results_PeriodInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_PeriodInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Trends" |
*
* @param {Results_TrendsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_trends: ((inputs?: Results_TrendsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_TrendsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Review_ApproveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_approve: ((inputs?: Review_ApproveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_ApproveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose Approve, Request changes or Hold." |
*
* @param {Review_Choose_MoveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_choose_move: ((inputs?: Review_Choose_MoveInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Choose_MoveInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose one of the posts on this page." |
*
* @param {Review_Choose_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_choose_post: ((inputs?: Review_Choose_PostInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Choose_PostInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Decision on {title}" |
*
* @param {Review_Decision_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_decision_on: ((inputs: Review_Decision_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Decision_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fli DESK review" |
*
* @param {Review_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_eyebrow: ((inputs?: Review_EyebrowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_EyebrowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This review link has expired or was revoked. Ask the agency or the account's owner for a new link." |
*
* @param {Review_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_gone: ((inputs?: Review_GoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_GoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This review link has ended" |
*
* @param {Review_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_gone_title: ((inputs?: Review_Gone_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Gone_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Hold" |
*
* @param {Review_HoldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_hold: ((inputs?: Review_HoldInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_HoldInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Too many requests" |
*
* @param {Review_Limited_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_limited_title: ((inputs?: Review_Limited_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Limited_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Review link \| Fli DESK" |
*
* @param {Review_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_link_title: ((inputs?: Review_Link_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Link_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Give your name: it is recorded with your decision." |
*
* @param {Review_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_name_required: ((inputs?: Review_Name_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Name_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your name may hold at most 80 characters." |
*
* @param {Review_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_name_too_long: ((inputs?: Review_Name_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Name_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No posts of this month are awaiting approval." |
*
* @param {Review_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_none: ((inputs?: Review_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Review: {business}, {month} \| Fli DESK" |
*
* @param {Review_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_page_title: ((inputs: Review_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Posts for {month} awaiting approval" |
*
* @param {Review_Posts_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_posts_for: ((inputs: Review_Posts_ForInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Posts_ForInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Posts awaiting approval" |
*
* @param {Review_Posts_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_posts_label: ((inputs?: Review_Posts_LabelInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Posts_LabelInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reason (needed to request changes)" |
*
* @param {Review_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_reason: ((inputs?: Review_ReasonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_ReasonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "A reason may hold at most 2,000 characters." |
*
* @param {Review_Reason_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_reason_too_long: ((inputs?: Review_Reason_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Reason_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Request changes" |
*
* @param {Review_Request_ChangesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_request_changes: ((inputs?: Review_Request_ChangesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Request_ChangesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Share for review" |
*
* @param {Review_Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_button: ((inputs?: Review_Share_ButtonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Share_ButtonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Review without signing in" |
*
* @param {Review_Share_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_heading: ((inputs?: Review_Share_HeadingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Share_HeadingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Anyone with a review link can see this month's posts awaiting approval and approve them, ask for changes or hold them, for 30 days. Each decision is recorded..." |
*
* @param {Review_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_intro: ((inputs?: Review_Share_IntroInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Share_IntroInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Review link" |
*
* @param {Review_Share_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_link: ((inputs?: Review_Share_LinkInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Share_LinkInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{count} review links for this month are open, the last until {until}." |
*
* @param {Review_Share_ManyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_many: ((inputs: Review_Share_ManyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Share_ManyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No review link for this month is open." |
*
* @param {Review_Share_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_none: ((inputs?: Review_Share_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Share_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "1 review link for this month is open, until {until}." |
*
* @param {Review_Share_OneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_one: ((inputs: Review_Share_OneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Share_OneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{when} (Sri Lanka)" |
*
* @param {Review_Sri_LankaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_sri_lanka: ((inputs: Review_Sri_LankaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Sri_LankaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The form is out of date. Reload the page." |
*
* @param {Review_Stale_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_stale_form: ((inputs?: Review_Stale_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Stale_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This review link does not exist. Check that the whole address was copied, or ask for a new link." |
*
* @param {Review_UnknownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_unknown: ((inputs?: Review_UnknownInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_UnknownInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Review link not found" |
*
* @param {Review_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_unknown_title: ((inputs?: Review_Unknown_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Unknown_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This link works until {until}." |
*
* @param {Review_Works_UntilInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_works_until: ((inputs: Review_Works_UntilInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Works_UntilInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Review_Your_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_your_name: ((inputs?: Review_Your_NameInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Review_Your_NameInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications, {unread} unread" |
*
* @param {Shell_BellInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_bell: ((inputs: Shell_BellInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_BellInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Close sidebar" |
*
* @param {Shell_Close_SidebarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_close_sidebar: ((inputs?: Shell_Close_SidebarInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Close_SidebarInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
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
* | "Install App" |
*
* @param {Shell_Install_AppInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_app: ((inputs?: Shell_Install_AppInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Install_AppInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Install Fli DESK" |
*
* @param {Shell_Install_DialogInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_dialog: ((inputs?: Shell_Install_DialogInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Install_DialogInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Not Now" |
*
* @param {Shell_Install_Not_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_not_now: ((inputs?: Shell_Install_Not_NowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Install_Not_NowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Install Fli DESK for quick access to your projects." |
*
* @param {Shell_Install_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_text: ((inputs?: Shell_Install_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Install_TextInputs, {
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
* | "Sign out" |
*
* @param {Shell_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_sign_out: ((inputs?: Shell_Sign_OutInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Sign_OutInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content: ((inputs?: Shell_Skip_To_ContentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Skip_To_ContentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Toggle sidebar" |
*
* @param {Shell_Toggle_SidebarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_toggle_sidebar: ((inputs?: Shell_Toggle_SidebarInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Toggle_SidebarInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Toggle sidebar (Ctrl+B)" |
*
* @param {Shell_Toggle_Sidebar_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_toggle_sidebar_title: ((inputs?: Shell_Toggle_Sidebar_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_Toggle_Sidebar_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome," |
*
* @param {Shell_WelcomeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_welcome: ((inputs?: Shell_WelcomeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shell_WelcomeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This ticket is already closed" |
*
* @param {Support_Answer_Already_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_already_closed: ((inputs?: Support_Answer_Already_ClosedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Already_ClosedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ticket assigned" |
*
* @param {Support_Answer_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_assigned: ((inputs?: Support_Answer_AssignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_AssignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose an admin from the list" |
*
* @param {Support_Answer_Assignee_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_assignee_not_found: ((inputs?: Support_Answer_Assignee_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Assignee_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ticket closed" |
*
* @param {Support_Answer_Closed_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_closed_now: ((inputs?: Support_Answer_Closed_NowInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Closed_NowInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to save the ticket. Please try again." |
*
* @param {Support_Answer_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_failed: ((inputs?: Support_Answer_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your account cannot do this with tickets" |
*
* @param {Support_Answer_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_forbidden: ((inputs?: Support_Answer_ForbiddenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_ForbiddenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please write a message" |
*
* @param {Support_Answer_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_message_required: ((inputs?: Support_Answer_Message_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Message_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please keep your message under {max} characters" |
*
* @param {Support_Answer_Message_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_message_too_long: ((inputs: Support_Answer_Message_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Message_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ticket not found" |
*
* @param {Support_Answer_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_not_found: ((inputs?: Support_Answer_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ticket {reference} opened" |
*
* @param {Support_Answer_OpenedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_opened: ((inputs: Support_Answer_OpenedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_OpenedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project not found" |
*
* @param {Support_Answer_Project_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_project_not_found: ((inputs?: Support_Answer_Project_Not_FoundInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Project_Not_FoundInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reply sent" |
*
* @param {Support_Answer_RepliedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_replied: ((inputs?: Support_Answer_RepliedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_RepliedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ticket marked {status}" |
*
* @param {Support_Answer_Status_SetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_status_set: ((inputs: Support_Answer_Status_SetInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Status_SetInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a subject" |
*
* @param {Support_Answer_Subject_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_subject_required: ((inputs?: Support_Answer_Subject_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Subject_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please keep the subject under {max} characters" |
*
* @param {Support_Answer_Subject_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_subject_too_long: ((inputs: Support_Answer_Subject_Too_LongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Subject_Too_LongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Ticket unassigned" |
*
* @param {Support_Answer_UnassignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_unassigned: ((inputs?: Support_Answer_UnassignedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_UnassignedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Support_Answer_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_unknown_form: ((inputs?: Support_Answer_Unknown_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Unknown_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a priority from the list" |
*
* @param {Support_Answer_Unknown_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_unknown_priority: ((inputs?: Support_Answer_Unknown_PriorityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Unknown_PriorityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a status from the list" |
*
* @param {Support_Answer_Unknown_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_answer_unknown_status: ((inputs?: Support_Answer_Unknown_StatusInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Answer_Unknown_StatusInputs, {
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
/**
* | output |
* | --- |
* | "{name} (Fli Digital support)" |
*
* @param {Ticket_Agency_PersonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_agency_person: ((inputs: Ticket_Agency_PersonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Agency_PersonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fli Digital support" |
*
* @param {Ticket_Agency_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_agency_support: ((inputs?: Ticket_Agency_SupportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Agency_SupportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "All tickets" |
*
* @param {Ticket_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_all: ((inputs?: Ticket_AllInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_AllInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Close Ticket" |
*
* @param {Ticket_CloseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_close: ((inputs?: Ticket_CloseInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_CloseInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This ticket is closed. Open a new ticket to ask again." |
*
* @param {Ticket_Closed_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_closed_note: ((inputs?: Ticket_Closed_NoteInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Closed_NoteInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Ticket_ErrorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_error: ((inputs?: Ticket_ErrorInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_ErrorInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sent with the support page's form" |
*
* @param {Ticket_From_Public_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_from_public_form: ((inputs?: Ticket_From_Public_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_From_Public_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Ticket_MessageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_message: ((inputs?: Ticket_MessageInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_MessageInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Ticket_MessagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_messages: ((inputs?: Ticket_MessagesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_MessagesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New ticket" |
*
* @param {Ticket_NewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_new: ((inputs?: Ticket_NewInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_NewInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No project" |
*
* @param {Ticket_No_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_no_project: ((inputs?: Ticket_No_ProjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_No_ProjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No tickets yet." |
*
* @param {Ticket_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_none: ((inputs?: Ticket_NoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_NoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Open Ticket" |
*
* @param {Ticket_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_open: ((inputs?: Ticket_OpenInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_OpenInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Opening..." |
*
* @param {Ticket_OpeningInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_opening: ((inputs?: Ticket_OpeningInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_OpeningInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "{reference} \| Client Dashboard \| Fli DESK" |
*
* @param {Ticket_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_page_title: ((inputs: Ticket_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Ticket_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_priority: ((inputs?: Ticket_PriorityInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_PriorityInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project" |
*
* @param {Ticket_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_project: ((inputs?: Ticket_ProjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_ProjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project: {title}" |
*
* @param {Ticket_Project_LineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_project_line: ((inputs: Ticket_Project_LineInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Project_LineInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Reply to the ticket" |
*
* @param {Ticket_Reply_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_reply_form: ((inputs?: Ticket_Reply_FormInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Reply_FormInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Send Reply" |
*
* @param {Ticket_Send_ReplyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_send_reply: ((inputs?: Ticket_Send_ReplyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Send_ReplyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Ticket_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_sending: ((inputs?: Ticket_SendingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_SendingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Ticket_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_subject: ((inputs?: Ticket_SubjectInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_SubjectInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Ticket_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_support: ((inputs?: Ticket_SupportInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_SupportInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Support \| Client Dashboard \| Fli DESK" |
*
* @param {Ticket_Support_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_support_page_title: ((inputs?: Ticket_Support_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Support_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your reply" |
*
* @param {Ticket_Your_ReplyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_your_reply: ((inputs?: Ticket_Your_ReplyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_Your_ReplyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your tickets" |
*
* @param {Ticket_YoursInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_yours: ((inputs?: Ticket_YoursInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ticket_YoursInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor sign-in is already on." |
*
* @param {Twofactor_Already_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_already_on: ((inputs?: Twofactor_Already_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Already_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Your sign-in has timed out. Please sign in again." |
*
* @param {Twofactor_Challenge_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_challenge_gone: ((inputs?: Twofactor_Challenge_GoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Challenge_GoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the 6-digit code from your authenticator app" |
*
* @param {Twofactor_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_code: ((inputs?: Twofactor_CodeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_CodeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Enter the 6-digit code from your authenticator app or one of your recovery codes" |
*
* @param {Twofactor_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_code_or_recovery: ((inputs?: Twofactor_Code_Or_RecoveryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Code_Or_RecoveryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "New recovery codes are ready. The old ones no longer work." |
*
* @param {Twofactor_Codes_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_codes_regenerated: ((inputs?: Twofactor_Codes_RegeneratedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Codes_RegeneratedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Enter your current password" |
*
* @param {Twofactor_Current_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_current_required: ((inputs?: Twofactor_Current_RequiredInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Current_RequiredInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "That code is not correct, and that was the last of 5 tries. Please sign in again." |
*
* @param {Twofactor_Last_Try_UsedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_last_try_used: ((inputs?: Twofactor_Last_Try_UsedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Last_Try_UsedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor sign-in is not on." |
*
* @param {Twofactor_Not_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_not_on: ((inputs?: Twofactor_Not_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Not_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Start the set-up first." |
*
* @param {Twofactor_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_not_started: ((inputs?: Twofactor_Not_StartedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Not_StartedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Admins must use two-factor sign-in on this server, so it cannot be turned off." |
*
* @param {Twofactor_Required_For_AdminsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_required_for_admins: ((inputs?: Twofactor_Required_For_AdminsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Required_For_AdminsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Scan the QR code with your authenticator app, then enter the code it shows." |
*
* @param {Twofactor_StartedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_started: ((inputs?: Twofactor_StartedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_StartedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor sign-in is off." |
*
* @param {Twofactor_Turned_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_turned_off: ((inputs?: Twofactor_Turned_OffInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Turned_OffInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once." |
*
* @param {Twofactor_Turned_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_turned_on: ((inputs?: Twofactor_Turned_OnInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Turned_OnInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "That code is not correct. Check the time on your phone and try again." |
*
* @param {Twofactor_Wrong_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_wrong_code: ((inputs?: Twofactor_Wrong_CodeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Wrong_CodeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "That code is not correct, or the recovery code has been used already." |
*
* @param {Twofactor_Wrong_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_wrong_code_or_recovery: ((inputs?: Twofactor_Wrong_Code_Or_RecoveryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Twofactor_Wrong_Code_Or_RecoveryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Please check what you sent" |
*
* @param {Ui_Check_What_You_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_check_what_you_sent: ((inputs?: Ui_Check_What_You_SentInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Check_What_You_SentInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_CloseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_close: ((inputs?: Ui_CloseInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_CloseInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss notification" |
*
* @param {Ui_Dismiss_NotificationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_dismiss_notification: ((inputs?: Ui_Dismiss_NotificationInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Dismiss_NotificationInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Ui_Go_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_go_back: ((inputs?: Ui_Go_BackInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Go_BackInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Ui_NotificationsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_notifications: ((inputs?: Ui_NotificationsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_NotificationsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Refresh Page" |
*
* @param {Ui_RefreshInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_refresh: ((inputs?: Ui_RefreshInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_RefreshInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Oops! Something went wrong" |
*
* @param {Ui_Something_Went_WrongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_something_went_wrong: ((inputs?: Ui_Something_Went_WrongInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_Something_Went_WrongInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry for the inconvenience. Please try refreshing the page." |
*
* @param {Ui_SorryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_sorry: ((inputs?: Ui_SorryInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Ui_SorryInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribing..." |
*
* @param {Unsubscribe_BusyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_busy: ((inputs?: Unsubscribe_BusyInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_BusyInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Unsubscribe_ButtonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_button: ((inputs?: Unsubscribe_ButtonInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_ButtonInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Choose how each kind is mailed on your {profile}." |
*
* @param {Unsubscribe_ChooseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_choose: ((inputs: Unsubscribe_ChooseInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_ChooseInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "the daily digest" |
*
* @param {Unsubscribe_DigestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_digest: ((inputs?: Unsubscribe_DigestInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_DigestInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You will no longer get mails about {name}. They still show under the bell in Fli DESK." |
*
* @param {Unsubscribe_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_done: ((inputs: Unsubscribe_DoneInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_DoneInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Unsubscribe_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_done_title: ((inputs?: Unsubscribe_Done_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_Done_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This unsubscribe link is not valid. Copy the whole link from the mail, or change your mail choices on your Fli DESK profile." |
*
* @param {Unsubscribe_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_invalid: ((inputs?: Unsubscribe_InvalidInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_InvalidInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe link not valid" |
*
* @param {Unsubscribe_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_invalid_title: ((inputs?: Unsubscribe_Invalid_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_Invalid_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe \| Fli DESK" |
*
* @param {Unsubscribe_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_page_title: ((inputs?: Unsubscribe_Page_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_Page_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Fli DESK profile" |
*
* @param {Unsubscribe_ProfileInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_profile: ((inputs?: Unsubscribe_ProfileInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_ProfileInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Stop the mails about {name}?" |
*
* @param {Unsubscribe_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_question: ((inputs: Unsubscribe_QuestionInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_QuestionInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Unsubscribe_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const unsubscribe_title: ((inputs?: Unsubscribe_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Unsubscribe_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} image attached" |
* | "other" | "{count} images attached" |
*
* @param {Update_Dialog_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_attached: ((inputs: Update_Dialog_AttachedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_AttachedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Chosen screenshots" |
*
* @param {Update_Dialog_Chosen_ScreenshotsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_chosen_screenshots: ((inputs?: Update_Dialog_Chosen_ScreenshotsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Chosen_ScreenshotsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect Google Analytics" |
*
* @param {Update_Dialog_Connect_GaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_connect_ga: ((inputs?: Update_Dialog_Connect_GaInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Connect_GaInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Connect GA" |
*
* @param {Update_Dialog_Connect_Ga_ShortInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_connect_ga_short: ((inputs?: Update_Dialog_Connect_Ga_ShortInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Connect_Ga_ShortInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Update_Dialog_ErrorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_error: ((inputs?: Update_Dialog_ErrorInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_ErrorInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google Analytics Connected" |
*
* @param {Update_Dialog_Ga_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_ga_connected: ((inputs?: Update_Dialog_Ga_ConnectedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Ga_ConnectedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Google Analytics connected successfully" |
*
* @param {Update_Dialog_Ga_Connected_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_ga_connected_toast: ((inputs?: Update_Dialog_Ga_Connected_ToastInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Ga_Connected_ToastInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to connect Google Analytics" |
*
* @param {Update_Dialog_Ga_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_ga_failed: ((inputs?: Update_Dialog_Ga_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Ga_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This takes the progress back from {from}% to {to}%. Your client will see {to}%." |
*
* @param {Update_Dialog_Lower_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_lower_progress: ((inputs: Update_Dialog_Lower_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Lower_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "No images attached" |
*
* @param {Update_Dialog_None_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_none_attached: ((inputs?: Update_Dialog_None_AttachedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_None_AttachedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Update Notes" |
*
* @param {Update_Dialog_NotesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_notes: ((inputs?: Update_Dialog_NotesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_NotesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Only image files are allowed" |
*
* @param {Update_Dialog_Only_ImagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_only_images: ((inputs?: Update_Dialog_Only_ImagesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Only_ImagesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Progress (%)" |
*
* @param {Update_Dialog_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_progress: ((inputs?: Update_Dialog_ProgressInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_ProgressInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to update project progress" |
*
* @param {Update_Dialog_Progress_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_progress_failed: ((inputs?: Update_Dialog_Progress_FailedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Progress_FailedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Progress must be a number from 0 to 100" |
*
* @param {Update_Dialog_Progress_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_progress_text: ((inputs?: Update_Dialog_Progress_TextInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Progress_TextInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Project progress updated successfully" |
*
* @param {Update_Dialog_Progress_UpdatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_progress_updated: ((inputs?: Update_Dialog_Progress_UpdatedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Progress_UpdatedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Remove screenshot {number}" |
*
* @param {Update_Dialog_Remove_ScreenshotInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_remove_screenshot: ((inputs: Update_Dialog_Remove_ScreenshotInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Remove_ScreenshotInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Screenshot {number}" |
*
* @param {Update_Dialog_Screenshot_NInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_screenshot_n: ((inputs: Update_Dialog_Screenshot_NInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Screenshot_NInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Screenshots (optional)" |
*
* @param {Update_Dialog_ScreenshotsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_screenshots: ((inputs?: Update_Dialog_ScreenshotsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_ScreenshotsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Success" |
*
* @param {Update_Dialog_SuccessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_success: ((inputs?: Update_Dialog_SuccessInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_SuccessInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Update Progress" |
*
* @param {Update_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_title: ((inputs?: Update_Dialog_TitleInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_TitleInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Update Progress of {title}" |
*
* @param {Update_Dialog_Trigger_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_trigger_of: ((inputs: Update_Dialog_Trigger_OfInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_Trigger_OfInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Update_Dialog_UpdatingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_updating: ((inputs?: Update_Dialog_UpdatingInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Update_Dialog_UpdatingInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This comment is too large: a comment can carry its text and one image of at most 5 MB." |
*
* @param {Upload_Comment_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const upload_comment_too_large: ((inputs?: Upload_Comment_Too_LargeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Comment_Too_LargeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This project has used its 1 GB of uploads for this month. Nothing was saved and nothing already saved was removed: post without images, or add them again fro..." |
*
* @param {Upload_Project_Cap_ReachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const upload_project_cap_reached: ((inputs: Upload_Project_Cap_ReachedInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Project_Cap_ReachedInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "The request is too large." |
*
* @param {Upload_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const upload_too_large: ((inputs?: Upload_Too_LargeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Too_LargeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "This update is too large: an update can carry its notes and at most 10 screenshots of 5 MB each." |
*
* @param {Upload_Update_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const upload_update_too_large: ((inputs?: Upload_Update_Too_LargeInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Upload_Update_Too_LargeInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have sent too many {what} in a short time. Please try again in {count} minute." |
* | "other" | "You have sent too many {what} in a short time. Please try again in {count} minutes." |
*
* @param {Write_Limit_MinutesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const write_limit_minutes: ((inputs: Write_Limit_MinutesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Write_Limit_MinutesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have sent too many {what} in a short time. Please try again in {count} second." |
* | "other" | "You have sent too many {what} in a short time. Please try again in {count} seconds." |
*
* @param {Write_Limit_SecondsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const write_limit_seconds: ((inputs: Write_Limit_SecondsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Write_Limit_SecondsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "changes" |
*
* @param {Write_Limit_What_Admin_EditsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const write_limit_what_admin_edits: ((inputs?: Write_Limit_What_Admin_EditsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Write_Limit_What_Admin_EditsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "comments" |
*
* @param {Write_Limit_What_CommentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const write_limit_what_comments: ((inputs?: Write_Limit_What_CommentsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Write_Limit_What_CommentsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "decisions" |
*
* @param {Write_Limit_What_DecisionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const write_limit_what_decisions: ((inputs?: Write_Limit_What_DecisionsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Write_Limit_What_DecisionsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "invitations and reset links" |
*
* @param {Write_Limit_What_InvitesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const write_limit_what_invites: ((inputs?: Write_Limit_What_InvitesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Write_Limit_What_InvitesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "calendar posts and decisions" |
*
* @param {Write_Limit_What_PostsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const write_limit_what_posts: ((inputs?: Write_Limit_What_PostsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Write_Limit_What_PostsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "progress updates" |
*
* @param {Write_Limit_What_Progress_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const write_limit_what_progress_updates: ((inputs?: Write_Limit_What_Progress_UpdatesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Write_Limit_What_Progress_UpdatesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "ticket replies and changes" |
*
* @param {Write_Limit_What_Ticket_RepliesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const write_limit_what_ticket_replies: ((inputs?: Write_Limit_What_Ticket_RepliesInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Write_Limit_What_Ticket_RepliesInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
/**
* | output |
* | --- |
* | "new tickets" |
*
* @param {Write_Limit_What_TicketsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const write_limit_what_tickets: ((inputs?: Write_Limit_What_TicketsInputs, options?: {
    locale?: "en" | "si" | "ta";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Write_Limit_What_TicketsInputs, {
    locale?: "en" | "si" | "ta";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Account_Email_RequiredInputs = {};
export type Account_Email_SameInputs = {};
export type Account_Email_SentInputs = {
    email: NonNullable<unknown>;
};
export type Account_Email_TakenInputs = {};
export type Account_Invite_GoneInputs = {};
export type Account_Language_ChooseInputs = {};
export type Account_Language_SavedInputs = {};
export type Account_Name_SavedInputs = {};
export type Account_Name_Too_LongInputs = {};
export type Account_Password_SameInputs = {};
export type Account_Passwords_DifferInputs = {};
export type Account_Reset_GoneInputs = {};
export type Account_Reset_IdentifierInputs = {};
export type Account_Reset_SentInputs = {};
export type Account_Unknown_DeviceInputs = {};
export type Account_Unknown_FormInputs = {};
export type Admin_Active_ProjectsInputs = {};
export type Admin_Activity_ContactInputs = {
    name: NonNullable<unknown>;
};
export type Admin_Activity_PaymentInputs = {
    amount: NonNullable<unknown>;
    order: NonNullable<unknown>;
};
export type Admin_Activity_Project_CreatedInputs = {
    title: NonNullable<unknown>;
    client: NonNullable<unknown>;
};
export type Admin_Activity_QuoteInputs = {
    name: NonNullable<unknown>;
};
export type Admin_Activity_UpdateInputs = {
    by: NonNullable<unknown>;
    title: NonNullable<unknown>;
    progress: NonNullable<unknown>;
};
export type Admin_Activity_UserInputs = {
    id: NonNullable<unknown>;
    role: NonNullable<unknown>;
};
export type Admin_Add_UserInputs = {};
export type Admin_Add_User_DescriptionInputs = {};
export type Admin_Analytics_Active_UsersInputs = {};
export type Admin_Analytics_Average_TimeInputs = {};
export type Admin_Analytics_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Admin_Analytics_No_ActivityInputs = {};
export type Admin_Analytics_No_CompletedInputs = {};
export type Admin_Analytics_RecentInputs = {};
export type Admin_Analytics_Revenue_Last_MonthInputs = {};
export type Admin_Analytics_Revenue_This_MonthInputs = {};
export type Admin_Analytics_Success_RateInputs = {};
export type Admin_Analytics_UploadInputs = {};
export type Admin_Audit_ActionInputs = {};
export type Admin_Audit_Action_Analytics_UploadedInputs = {};
export type Admin_Audit_Action_Calendar_Feed_CreatedInputs = {};
export type Admin_Audit_Action_Calendar_Feed_RevokedInputs = {};
export type Admin_Audit_Action_Csv_ExportedInputs = {};
export type Admin_Audit_Action_Email_ChangedInputs = {};
export type Admin_Audit_Action_Invite_AcceptedInputs = {};
export type Admin_Audit_Action_Invite_SentInputs = {};
export type Admin_Audit_Action_Keyword_AddedInputs = {};
export type Admin_Audit_Action_Keyword_RemovedInputs = {};
export type Admin_Audit_Action_Lead_Status_ChangedInputs = {};
export type Admin_Audit_Action_Password_ChangedInputs = {};
export type Admin_Audit_Action_Password_Reset_CompletedInputs = {};
export type Admin_Audit_Action_Password_Reset_RequestedInputs = {};
export type Admin_Audit_Action_Payment_RefundedInputs = {};
export type Admin_Audit_Action_Post_CreatedInputs = {};
export type Admin_Audit_Action_Post_EditedInputs = {};
export type Admin_Audit_Action_Post_MovedInputs = {};
export type Admin_Audit_Action_Post_RescheduledInputs = {};
export type Admin_Audit_Action_Project_AssignedInputs = {};
export type Admin_Audit_Action_Project_Completed_OverrideInputs = {};
export type Admin_Audit_Action_Project_CreatedInputs = {};
export type Admin_Audit_Action_Project_Status_ChangedInputs = {};
export type Admin_Audit_Action_Recovery_Codes_RegeneratedInputs = {};
export type Admin_Audit_Action_Refund_VoidedInputs = {};
export type Admin_Audit_Action_Report_RegeneratedInputs = {};
export type Admin_Audit_Action_Report_ResentInputs = {};
export type Admin_Audit_Action_Review_Link_CreatedInputs = {};
export type Admin_Audit_Action_Review_Link_RevokedInputs = {};
export type Admin_Audit_Action_Sign_In_FailedInputs = {};
export type Admin_Audit_Action_Signed_InInputs = {};
export type Admin_Audit_Action_Subscription_Cancel_ScheduledInputs = {};
export type Admin_Audit_Action_Subscription_Cancel_UndoneInputs = {};
export type Admin_Audit_Action_Subscription_CancelledInputs = {};
export type Admin_Audit_Action_Subscription_Plan_ChangedInputs = {};
export type Admin_Audit_Action_Subscription_RetriedInputs = {};
export type Admin_Audit_Action_Ticket_AssignedInputs = {};
export type Admin_Audit_Action_Ticket_Status_ChangedInputs = {};
export type Admin_Audit_Action_Two_Factor_DisabledInputs = {};
export type Admin_Audit_Action_Two_Factor_EnabledInputs = {};
export type Admin_Audit_Action_Two_Factor_ResetInputs = {};
export type Admin_Audit_Action_Update_ApprovedInputs = {};
export type Admin_Audit_Action_Update_Changes_RequestedInputs = {};
export type Admin_Audit_Action_User_AddedInputs = {};
export type Admin_Audit_Action_User_EditedInputs = {};
export type Admin_Audit_AddressInputs = {};
export type Admin_Audit_All_ActionsInputs = {};
export type Admin_Audit_DetailInputs = {};
export type Admin_Audit_ExportInputs = {};
export type Admin_Audit_FilterInputs = {};
export type Admin_Audit_FromInputs = {};
export type Admin_Audit_Key_AmountInputs = {};
export type Admin_Audit_Key_Asked_ByInputs = {};
export type Admin_Audit_Key_AssigneeInputs = {};
export type Admin_Audit_Key_BytesInputs = {};
export type Admin_Audit_Key_ClientInputs = {};
export type Admin_Audit_Key_ConfirmedInputs = {};
export type Admin_Audit_Key_CurrencyInputs = {};
export type Admin_Audit_Key_DecisionInputs = {};
export type Admin_Audit_Key_EmailInputs = {};
export type Admin_Audit_Key_FreelancerInputs = {};
export type Admin_Audit_Key_FromInputs = {};
export type Admin_Audit_Key_Gateway_SubscriptionInputs = {};
export type Admin_Audit_Key_KeywordInputs = {};
export type Admin_Audit_Key_KindInputs = {};
export type Admin_Audit_Key_LinkInputs = {};
export type Admin_Audit_Key_LinksInputs = {};
export type Admin_Audit_Key_MediaInputs = {};
export type Admin_Audit_Key_MonthInputs = {};
export type Admin_Audit_Key_NameInputs = {};
export type Admin_Audit_Key_OutcomeInputs = {};
export type Admin_Audit_Key_PlanInputs = {};
export type Admin_Audit_Key_PlatformInputs = {};
export type Admin_Audit_Key_ReasonInputs = {};
export type Admin_Audit_Key_ReferenceInputs = {};
export type Admin_Audit_Key_ReportInputs = {};
export type Admin_Audit_Key_RoleInputs = {};
export type Admin_Audit_Key_Second_FactorInputs = {};
export type Admin_Audit_Key_Service_Ends_OnInputs = {};
export type Admin_Audit_Key_StatusInputs = {};
export type Admin_Audit_Key_TitleInputs = {};
export type Admin_Audit_Key_ToInputs = {};
export type Admin_Audit_Key_UpdateInputs = {};
export type Admin_Audit_Key_ViaInputs = {};
export type Admin_Audit_Key_Was_Ending_OnInputs = {};
export type Admin_Audit_NewerInputs = {};
export type Admin_Audit_NobodyInputs = {};
export type Admin_Audit_NoneInputs = {};
export type Admin_Audit_OlderInputs = {};
export type Admin_Audit_PageInputs = {
    page: NonNullable<unknown>;
};
export type Admin_Audit_PagesInputs = {};
export type Admin_Audit_RecordInputs = {};
export type Admin_Audit_TitleInputs = {};
export type Admin_Audit_ToInputs = {};
export type Admin_Audit_UserInputs = {};
export type Admin_Audit_Value_ApprovedInputs = {};
export type Admin_Audit_Value_Authenticator_AppInputs = {};
export type Admin_Audit_Value_Changes_RequestedInputs = {};
export type Admin_Audit_Value_ChargedInputs = {};
export type Admin_Audit_Value_Confirmed_By_AdminInputs = {};
export type Admin_Audit_Value_Confirmed_By_SearchInputs = {};
export type Admin_Audit_Value_ImageInputs = {};
export type Admin_Audit_Value_Media_AddedInputs = {};
export type Admin_Audit_Value_Media_AltInputs = {};
export type Admin_Audit_Value_Media_MovedInputs = {};
export type Admin_Audit_Value_Media_RemovedInputs = {};
export type Admin_Audit_Value_NoInputs = {};
export type Admin_Audit_Value_Recovery_CodeInputs = {};
export type Admin_Audit_Value_Via_LinkInputs = {};
export type Admin_Audit_Value_Via_MailInputs = {};
export type Admin_Audit_Value_Via_ShareInputs = {};
export type Admin_Audit_Value_VideoInputs = {};
export type Admin_Audit_Value_YesInputs = {};
export type Admin_Audit_WhenInputs = {};
export type Admin_Audit_WhoInputs = {};
export type Admin_Billing_ActionsInputs = {};
export type Admin_Billing_AllInputs = {};
export type Admin_Billing_Amount_RefundedInputs = {
    amount: NonNullable<unknown>;
};
export type Admin_Billing_CaptionInputs = {};
export type Admin_Billing_EmptyInputs = {};
export type Admin_Billing_FilterInputs = {};
export type Admin_Billing_KindInputs = {};
export type Admin_Billing_Kind_PaymentInputs = {};
export type Admin_Billing_Kind_SubscriptionInputs = {};
export type Admin_Billing_Next_ChargeInputs = {
    date: NonNullable<unknown>;
};
export type Admin_Billing_None_YetInputs = {};
export type Admin_Billing_Nothing_MatchesInputs = {};
export type Admin_Billing_RefundInputs = {};
export type Admin_Billing_Refund_AmountInputs = {
    currency: NonNullable<unknown>;
};
export type Admin_Billing_Refund_At_MostInputs = {
    amount: NonNullable<unknown>;
};
export type Admin_Billing_Refund_DescriptionInputs = {
    client: NonNullable<unknown>;
    plan: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Admin_Billing_Refund_Not_ConfirmedInputs = {
    amount: NonNullable<unknown>;
};
export type Admin_Billing_Refund_NowInputs = {};
export type Admin_Billing_Refund_ReasonInputs = {};
export type Admin_Billing_Refund_Reason_HintInputs = {};
export type Admin_Billing_Refund_SrInputs = {
    reference: NonNullable<unknown>;
};
export type Admin_Billing_Refund_TitleInputs = {
    reference: NonNullable<unknown>;
};
export type Admin_Billing_RefundingInputs = {};
export type Admin_Billing_Revenue_InInputs = {
    month: NonNullable<unknown>;
};
export type Admin_Billing_Revenue_ReceivedInputs = {
    title: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    received: NonNullable<unknown>;
};
export type Admin_Billing_Revenue_Received_RefundedInputs = {
    title: NonNullable<unknown>;
    currency: NonNullable<unknown>;
    received: NonNullable<unknown>;
    refunded: NonNullable<unknown>;
};
export type Admin_Billing_SettleInputs = {};
export type Admin_Billing_Settle_Asked_ByInputs = {
    date: NonNullable<unknown>;
    person: NonNullable<unknown>;
};
export type Admin_Billing_Settle_DescriptionInputs = {
    amount: NonNullable<unknown>;
    asked: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Admin_Billing_Settle_Not_RefundedInputs = {};
export type Admin_Billing_Settle_RefundedInputs = {};
export type Admin_Billing_Settle_SrInputs = {
    reference: NonNullable<unknown>;
};
export type Admin_Billing_Settle_TitleInputs = {
    reference: NonNullable<unknown>;
};
export type Admin_Billing_Status_Partly_RefundedInputs = {};
export type Admin_Billing_Status_Past_DueInputs = {};
export type Admin_Billing_Status_Refund_UnconfirmedInputs = {};
export type Admin_Billing_Status_RefundedInputs = {};
export type Admin_Billing_Status_ReturningInputs = {};
export type Admin_Billing_Status_StoppedInputs = {};
export type Admin_Col_ActionsInputs = {};
export type Admin_Col_IdInputs = {};
export type Admin_Col_JoinedInputs = {};
export type Admin_Col_NameInputs = {};
export type Admin_Complete_Without_ApprovalInputs = {};
export type Admin_Completed_ProjectsInputs = {};
export type Admin_CopiedInputs = {};
export type Admin_Copied_DetailInputs = {};
export type Admin_CopyInputs = {};
export type Admin_Copy_ErrorInputs = {};
export type Admin_Copy_FailedInputs = {};
export type Admin_Create_UserInputs = {};
export type Admin_Created_OnInputs = {
    date: NonNullable<unknown>;
};
export type Admin_CreatingInputs = {};
export type Admin_Desk_IdInputs = {};
export type Admin_DoneInputs = {};
export type Admin_EditInputs = {};
export type Admin_Edit_UserInputs = {};
export type Admin_EmailInputs = {};
export type Admin_FilterInputs = {};
export type Admin_Filter_AllInputs = {};
export type Admin_Id_LockedInputs = {};
export type Admin_Invite_LinkInputs = {};
export type Admin_Invite_Link_HintInputs = {};
export type Admin_Invite_PendingInputs = {};
export type Admin_Leads_BudgetInputs = {
    budget: NonNullable<unknown>;
};
export type Admin_Leads_Col_DetailsInputs = {};
export type Admin_Leads_Col_FromInputs = {};
export type Admin_Leads_Col_ReceivedInputs = {};
export type Admin_Leads_Col_StatusInputs = {};
export type Admin_Leads_Col_TypeInputs = {};
export type Admin_Leads_FlexibleInputs = {};
export type Admin_Leads_Kind_ContactInputs = {};
export type Admin_Leads_Kind_QuoteInputs = {};
export type Admin_Leads_MonthsInputs = {
    range: NonNullable<unknown>;
};
export type Admin_Leads_NoneInputs = {};
export type Admin_Leads_None_MatchInputs = {};
export type Admin_Leads_Page_TitleInputs = {};
export type Admin_Leads_PhoneInputs = {
    phone: NonNullable<unknown>;
};
export type Admin_Leads_Search_FieldInputs = {};
export type Admin_Leads_Search_LabelInputs = {};
export type Admin_Leads_Search_SubmitInputs = {};
export type Admin_Leads_Service_DesignInputs = {};
export type Admin_Leads_Service_SeoInputs = {};
export type Admin_Leads_Service_WebInputs = {};
export type Admin_Leads_Status_ClosedInputs = {};
export type Admin_Leads_Status_ContactedInputs = {};
export type Admin_Leads_Status_NewInputs = {};
export type Admin_Leads_Status_OfInputs = {
    name: NonNullable<unknown>;
};
export type Admin_Leads_TimelineInputs = {
    timeline: NonNullable<unknown>;
};
export type Admin_Leads_TitleInputs = {};
export type Admin_Leads_WaitingInputs = {};
export type Admin_Msg_Analytics_FailedInputs = {};
export type Admin_Msg_Analytics_UploadedInputs = {};
export type Admin_Msg_Assign_FailedInputs = {};
export type Admin_Msg_Assignment_UpdatedInputs = {};
export type Admin_Msg_At_MostInputs = {
    max: NonNullable<unknown>;
};
export type Admin_Msg_Choose_ProjectInputs = {};
export type Admin_Msg_Client_MissingInputs = {};
export type Admin_Msg_Deadline_DateInputs = {};
export type Admin_Msg_Duplicate_EmailInputs = {};
export type Admin_Msg_Email_RequiredInputs = {};
export type Admin_Msg_Email_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Admin_Msg_Field_Bounce_RateInputs = {};
export type Admin_Msg_Field_Page_ViewsInputs = {};
export type Admin_Msg_Field_Session_DurationInputs = {};
export type Admin_Msg_Field_Unique_VisitorsInputs = {};
export type Admin_Msg_Freelancer_MissingInputs = {};
export type Admin_Msg_Invalid_EmailInputs = {};
export type Admin_Msg_Invalid_RoleInputs = {};
export type Admin_Msg_Invite_Not_NeededInputs = {};
export type Admin_Msg_Invite_SentInputs = {
    id: NonNullable<unknown>;
};
export type Admin_Msg_Lead_Not_FoundInputs = {};
export type Admin_Msg_Lead_Status_InvalidInputs = {};
export type Admin_Msg_Lead_Update_FailedInputs = {};
export type Admin_Msg_Lead_UpdatedInputs = {};
export type Admin_Msg_Number_RangeInputs = {
    label: NonNullable<unknown>;
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Admin_Msg_Project_Create_ErrorInputs = {};
export type Admin_Msg_Project_Create_FailedInputs = {
    reason: NonNullable<unknown>;
};
export type Admin_Msg_Project_CreatedInputs = {};
export type Admin_Msg_Project_Not_FoundInputs = {};
export type Admin_Msg_Refund_AmountInputs = {};
export type Admin_Msg_Refund_FailedInputs = {};
export type Admin_Msg_Refund_IncompleteInputs = {};
export type Admin_Msg_Refund_ReasonInputs = {};
export type Admin_Msg_RequiredInputs = {};
export type Admin_Msg_Reset_SentInputs = {
    email: NonNullable<unknown>;
};
export type Admin_Msg_Settle_OutcomeInputs = {};
export type Admin_Msg_Status_UpdatedInputs = {};
export type Admin_Msg_Title_Too_LongInputs = {};
export type Admin_Msg_Two_Factor_Not_OnInputs = {};
export type Admin_Msg_Two_Factor_ResetInputs = {
    email: NonNullable<unknown>;
};
export type Admin_Msg_Unknown_FormInputs = {};
export type Admin_Msg_Unknown_Lead_TypeInputs = {};
export type Admin_Msg_Unknown_OverrideInputs = {};
export type Admin_Msg_Unknown_Project_StatusInputs = {};
export type Admin_Msg_User_Create_FailedInputs = {};
export type Admin_Msg_User_CreatedInputs = {
    id: NonNullable<unknown>;
};
export type Admin_Msg_User_Not_FoundInputs = {};
export type Admin_Msg_User_Update_FailedInputs = {};
export type Admin_Msg_User_UpdatedInputs = {};
export type Admin_Msg_Whole_NumberInputs = {
    label: NonNullable<unknown>;
};
export type Admin_New_LeadsInputs = {};
export type Admin_No_Password_YetInputs = {};
export type Admin_No_ProjectsInputs = {};
export type Admin_Not_Approved_YetInputs = {};
export type Admin_Not_AssignedInputs = {};
export type Admin_OverviewInputs = {};
export type Admin_Panel_HeadingInputs = {};
export type Admin_Pending_ProjectsInputs = {};
export type Admin_Project_ProgressInputs = {
    title: NonNullable<unknown>;
};
export type Admin_Projects_CaptionInputs = {};
export type Admin_Projects_Col_ActionsInputs = {};
export type Admin_Projects_Col_ProjectInputs = {};
export type Admin_Projects_Col_StatusInputs = {};
export type Admin_Projects_Create_DescriptionInputs = {};
export type Admin_Projects_CreatingInputs = {};
export type Admin_Projects_Field_DescriptionInputs = {};
export type Admin_Projects_Field_TitleInputs = {};
export type Admin_Projects_Freelancer_ForInputs = {
    title: NonNullable<unknown>;
};
export type Admin_Projects_Page_TitleInputs = {};
export type Admin_Projects_Select_ClientInputs = {};
export type Admin_Projects_Status_OfInputs = {
    title: NonNullable<unknown>;
};
export type Admin_Projects_TitleInputs = {};
export type Admin_Projects_UnassignedInputs = {};
export type Admin_Projects_Updates_OfInputs = {
    title: NonNullable<unknown>;
};
export type Admin_Projects_Updates_TitleInputs = {};
export type Admin_Projects_View_UpdatesInputs = {};
export type Admin_Recent_ProjectsInputs = {};
export type Admin_Reset_HintInputs = {};
export type Admin_Reset_Two_FactorInputs = {};
export type Admin_ResettingInputs = {};
export type Admin_Revenue_ArpcInputs = {};
export type Admin_Revenue_Arpc_ChartInputs = {
    currency: NonNullable<unknown>;
};
export type Admin_Revenue_By_PlanInputs = {};
export type Admin_Revenue_ChartInputs = {
    currency: NonNullable<unknown>;
};
export type Admin_Revenue_ChurnedInputs = {};
export type Admin_Revenue_Collection_DescriptionInputs = {};
export type Admin_Revenue_Collection_RateInputs = {};
export type Admin_Revenue_DescriptionInputs = {};
export type Admin_Revenue_Failed_ChargesInputs = {};
export type Admin_Revenue_HeadingInputs = {};
export type Admin_Revenue_MrrInputs = {};
export type Admin_Revenue_Mrr_ChartInputs = {
    currency: NonNullable<unknown>;
};
export type Admin_Revenue_Mrr_DescriptionInputs = {};
export type Admin_Revenue_NewInputs = {};
export type Admin_Revenue_New_SubscriptionsInputs = {};
export type Admin_Revenue_No_ChargesInputs = {};
export type Admin_Revenue_No_Charges_YetInputs = {};
export type Admin_Revenue_No_Plan_ChargesInputs = {};
export type Admin_Revenue_ReactivatedInputs = {};
export type Admin_Revenue_RecoveredInputs = {};
export type Admin_Revenue_SeriesInputs = {};
export type Admin_Revenue_SubscriptionsInputs = {};
export type Admin_Revenue_Subscriptions_DescriptionInputs = {};
export type Admin_Revenue_Unknown_PlanInputs = {};
export type Admin_RoleInputs = {};
export type Admin_Role_LockedInputs = {};
export type Admin_SaveInputs = {};
export type Admin_Save_ChangesInputs = {};
export type Admin_SavingInputs = {};
export type Admin_SectionsInputs = {};
export type Admin_Select_RoleInputs = {};
export type Admin_Send_InviteInputs = {};
export type Admin_Send_ResetInputs = {};
export type Admin_SendingInputs = {};
export type Admin_Settings_ApiInputs = {};
export type Admin_Settings_Api_DetailInputs = {};
export type Admin_Settings_Auto_AssignInputs = {};
export type Admin_Settings_Auto_Assign_DetailInputs = {};
export type Admin_Settings_BackupInputs = {};
export type Admin_Settings_Backup_EmbeddedInputs = {};
export type Admin_Settings_Backup_Embedded_DetailInputs = {
    dir: NonNullable<unknown>;
};
export type Admin_Settings_Backup_Postgres_DetailInputs = {};
export type Admin_Settings_EmailInputs = {};
export type Admin_Settings_Email_OnInputs = {};
export type Admin_Settings_Email_On_DetailInputs = {
    email: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Admin_Settings_Email_OutboxInputs = {};
export type Admin_Settings_Email_Outbox_DetailInputs = {
    variable: NonNullable<unknown>;
    email: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Admin_Settings_Env_DevelopmentInputs = {};
export type Admin_Settings_Env_ProductionInputs = {};
export type Admin_Settings_Env_TestInputs = {};
export type Admin_Settings_EnvironmentInputs = {};
export type Admin_Settings_ExportInputs = {};
export type Admin_Settings_Export_HintInputs = {};
export type Admin_Settings_Export_LeadsInputs = {};
export type Admin_Settings_Export_ProjectsInputs = {};
export type Admin_Settings_Export_UsersInputs = {};
export type Admin_Settings_ImportInputs = {};
export type Admin_Settings_Import_DetailInputs = {};
export type Admin_Settings_Not_AvailableInputs = {};
export type Admin_Settings_OffInputs = {};
export type Admin_Settings_ResetInputs = {};
export type Admin_Settings_Reset_DetailInputs = {};
export type Admin_Settings_SessionInputs = {};
export type Admin_Settings_Session_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Admin_Settings_Session_DetailInputs = {
    days: NonNullable<unknown>;
};
export type Admin_Settings_Two_FactorInputs = {};
export type Admin_Settings_Two_Factor_OptionalInputs = {};
export type Admin_Settings_Two_Factor_Optional_DetailInputs = {
    variable: NonNullable<unknown>;
};
export type Admin_Settings_Two_Factor_RequiredInputs = {};
export type Admin_Settings_Two_Factor_Required_DetailInputs = {};
export type Admin_Settings_VersionInputs = {};
export type Admin_Tab_AnalyticsInputs = {};
export type Admin_Tab_AuditInputs = {};
export type Admin_Tab_BillingInputs = {};
export type Admin_Tab_LeadsInputs = {};
export type Admin_Tab_ProjectsInputs = {};
export type Admin_Tab_ReportsInputs = {};
export type Admin_Tab_SettingsInputs = {};
export type Admin_Tab_TicketsInputs = {};
export type Admin_Ticket_Page_TitleInputs = {
    reference: NonNullable<unknown>;
};
export type Admin_Tickets_Assignee_OfInputs = {
    reference: NonNullable<unknown>;
};
export type Admin_Tickets_Closed_NoteInputs = {};
export type Admin_Tickets_FilterInputs = {};
export type Admin_Tickets_None_MatchInputs = {};
export type Admin_Tickets_Page_TitleInputs = {};
export type Admin_Tickets_Reply_LabelInputs = {};
export type Admin_Tickets_Reply_Note_ClientInputs = {};
export type Admin_Tickets_Reply_Note_MailInputs = {
    email: NonNullable<unknown>;
};
export type Admin_Tickets_Status_OfInputs = {
    reference: NonNullable<unknown>;
};
export type Admin_Tickets_TitleInputs = {};
export type Admin_Tickets_WaitingInputs = {};
export type Admin_Total_ClientsInputs = {};
export type Admin_Total_FreelancersInputs = {};
export type Admin_Total_ProjectsInputs = {};
export type Admin_Total_UsersInputs = {};
export type Admin_Two_Factor_CheckInputs = {};
export type Admin_Upload_Bounce_RateInputs = {};
export type Admin_Upload_BusyInputs = {};
export type Admin_Upload_DescriptionInputs = {};
export type Admin_Upload_NotesInputs = {};
export type Admin_Upload_Page_ViewsInputs = {};
export type Admin_Upload_ProjectInputs = {};
export type Admin_Upload_Select_ProjectInputs = {};
export type Admin_Upload_Session_DurationInputs = {};
export type Admin_Upload_SubmitInputs = {};
export type Admin_Upload_TitleInputs = {};
export type Admin_Upload_Top_PagesInputs = {};
export type Admin_Upload_Top_Pages_HintInputs = {};
export type Admin_Upload_Unique_VisitorsInputs = {};
export type Admin_UsersInputs = {};
export type Admin_Users_HeadingInputs = {};
export type Admin_Users_TitleInputs = {};
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
export type Billing_AmountInputs = {};
export type Billing_Answer_Already_CancelledInputs = {};
export type Billing_Answer_Bundle_MonthlyInputs = {};
export type Billing_Answer_Clients_OnlyInputs = {};
export type Billing_Answer_Gateway_BusyInputs = {};
export type Billing_Answer_Gateway_Cannot_RetryInputs = {
    status: NonNullable<unknown>;
};
export type Billing_Answer_Gateway_Cannot_Retry_NowInputs = {};
export type Billing_Answer_Gateway_TryingInputs = {};
export type Billing_Answer_Gateway_UnreachableInputs = {};
export type Billing_Answer_None_ScheduledInputs = {};
export type Billing_Answer_Not_ActiveInputs = {};
export type Billing_Answer_Not_FailedInputs = {};
export type Billing_Answer_Not_FoundInputs = {};
export type Billing_Answer_Not_Set_UpInputs = {};
export type Billing_Answer_Pay_BundleInputs = {
    amount: NonNullable<unknown>;
    plan: NonNullable<unknown>;
    refunded: NonNullable<unknown>;
    commitment: NonNullable<unknown>;
};
export type Billing_Answer_Pay_PlanInputs = {
    amount: NonNullable<unknown>;
    plan: NonNullable<unknown>;
    refunded: NonNullable<unknown>;
};
export type Billing_Answer_Plan_CancellingInputs = {};
export type Billing_Answer_Plan_InvalidInputs = {};
export type Billing_Answer_Plan_Not_RunningInputs = {};
export type Billing_Answer_RetriedInputs = {};
export type Billing_Answer_RetryingInputs = {};
export type Billing_Answer_Same_PlanInputs = {};
export type Billing_Answer_ScheduledInputs = {
    date: NonNullable<unknown>;
};
export type Billing_Answer_Stale_PriceInputs = {};
export type Billing_Answer_Taking_EffectInputs = {};
export type Billing_Answer_UndoneInputs = {};
export type Billing_Answer_Unknown_FormInputs = {};
export type Billing_Back_To_BillingInputs = {};
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
export type Billing_Continue_To_PaymentInputs = {};
export type Billing_CycleInputs = {};
export type Billing_Cycle_AnnualInputs = {};
export type Billing_Cycle_MonthlyInputs = {};
export type Billing_DateInputs = {};
export type Billing_Document_AmountInputs = {};
export type Billing_Document_No_PaymentInputs = {};
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
export type Billing_Refund_AgainInputs = {
    amount: NonNullable<unknown>;
};
export type Billing_Refund_Credentials_RefusedInputs = {};
export type Billing_Refund_DoneInputs = {
    amount: NonNullable<unknown>;
};
export type Billing_Refund_Key_UsedInputs = {};
export type Billing_Refund_Not_FoundInputs = {};
export type Billing_Refund_Not_ReceivedInputs = {};
export type Billing_Refund_Not_Set_UpInputs = {};
export type Billing_Refund_Nothing_LeftInputs = {};
export type Billing_Refund_Other_Under_WayInputs = {};
export type Billing_Refund_RefusedInputs = {
    why: NonNullable<unknown>;
};
export type Billing_Refund_Settle_FirstInputs = {};
export type Billing_Refund_Too_MuchInputs = {
    left: NonNullable<unknown>;
};
export type Billing_Refund_UnconfirmedInputs = {};
export type Billing_Refund_Under_WayInputs = {};
export type Billing_RetryInputs = {};
export type Billing_Runs_UntilInputs = {
    date: NonNullable<unknown>;
};
export type Billing_Settle_Not_FoundInputs = {};
export type Billing_Settle_Not_RefundedInputs = {
    amount: NonNullable<unknown>;
};
export type Billing_Settle_RefundedInputs = {
    amount: NonNullable<unknown>;
};
export type Billing_Settle_SettledInputs = {};
export type Billing_Settle_Under_WayInputs = {};
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
export type Buy_Account_PasswordInputs = {};
export type Buy_Agree_BeforeInputs = {};
export type Buy_Amount_ChargedInputs = {};
export type Buy_AndInputs = {};
export type Buy_BackInputs = {};
export type Buy_Back_To_OnboardingInputs = {};
export type Buy_Billed_AnnuallyInputs = {
    service: NonNullable<unknown>;
};
export type Buy_Billed_MonthlyInputs = {
    service: NonNullable<unknown>;
};
export type Buy_Business_NameInputs = {};
export type Buy_Business_Name_LongInputs = {};
export type Buy_Business_Name_PlainInputs = {};
export type Buy_Business_Name_RequiredInputs = {};
export type Buy_CheckoutInputs = {};
export type Buy_Co_Account_ExistsInputs = {};
export type Buy_Co_Account_Exists_TextInputs = {};
export type Buy_Co_Account_Exists_TitleInputs = {};
export type Buy_Co_Business_NameInputs = {};
export type Buy_Co_Data_ErrorInputs = {};
export type Buy_Co_Initiated_TextInputs = {};
export type Buy_Co_Initiated_TitleInputs = {};
export type Buy_Co_Invalid_CheckoutInputs = {};
export type Buy_Co_Invalid_PlanInputs = {
    plan: NonNullable<unknown>;
};
export type Buy_Co_Invalid_PricingInputs = {};
export type Buy_Co_Invalid_WizardInputs = {};
export type Buy_Co_Load_FailedInputs = {};
export type Buy_Co_NetworkInputs = {};
export type Buy_Co_Not_SavedInputs = {};
export type Buy_Co_Payment_FailedInputs = {};
export type Buy_Co_Payments_OffInputs = {};
export type Buy_Co_Payments_Off_TitleInputs = {};
export type Buy_Co_PhoneInputs = {};
export type Buy_Co_TermsInputs = {};
export type Buy_Co_UnexpectedInputs = {};
export type Buy_Co_Validation_TextInputs = {};
export type Buy_Co_Validation_TitleInputs = {};
export type Buy_ConfirmingInputs = {};
export type Buy_Confirming_TextInputs = {};
export type Buy_Contact_SupportInputs = {};
export type Buy_Contact_UsInputs = {};
export type Buy_Country_AfghanistanInputs = {};
export type Buy_Country_AustraliaInputs = {};
export type Buy_Country_BahrainInputs = {};
export type Buy_Country_BangladeshInputs = {};
export type Buy_Country_BhutanInputs = {};
export type Buy_Country_BrazilInputs = {};
export type Buy_Country_ChinaInputs = {};
export type Buy_Country_CodeInputs = {};
export type Buy_Country_FranceInputs = {};
export type Buy_Country_GermanyInputs = {};
export type Buy_Country_Hong_KongInputs = {};
export type Buy_Country_IndiaInputs = {};
export type Buy_Country_IndonesiaInputs = {};
export type Buy_Country_IrelandInputs = {};
export type Buy_Country_IsraelInputs = {};
export type Buy_Country_ItalyInputs = {};
export type Buy_Country_JapanInputs = {};
export type Buy_Country_KuwaitInputs = {};
export type Buy_Country_MalaysiaInputs = {};
export type Buy_Country_MaldivesInputs = {};
export type Buy_Country_MyanmarInputs = {};
export type Buy_Country_NepalInputs = {};
export type Buy_Country_NetherlandsInputs = {};
export type Buy_Country_New_ZealandInputs = {};
export type Buy_Country_OmanInputs = {};
export type Buy_Country_PakistanInputs = {};
export type Buy_Country_PhilippinesInputs = {};
export type Buy_Country_QatarInputs = {};
export type Buy_Country_RussiaInputs = {};
export type Buy_Country_Saudi_ArabiaInputs = {};
export type Buy_Country_SingaporeInputs = {};
export type Buy_Country_South_AfricaInputs = {};
export type Buy_Country_South_KoreaInputs = {};
export type Buy_Country_SpainInputs = {};
export type Buy_Country_Sri_LankaInputs = {};
export type Buy_Country_SwedenInputs = {};
export type Buy_Country_SwitzerlandInputs = {};
export type Buy_Country_TaiwanInputs = {};
export type Buy_Country_ThailandInputs = {};
export type Buy_Country_TurkeyInputs = {};
export type Buy_Country_United_Arab_EmiratesInputs = {};
export type Buy_Country_United_KingdomInputs = {};
export type Buy_Country_United_States_CanadaInputs = {};
export type Buy_Country_VietnamInputs = {};
export type Buy_CurrencyInputs = {};
export type Buy_Cycle_AnnualInputs = {};
export type Buy_Cycle_LegendInputs = {};
export type Buy_Cycle_MonthlyInputs = {};
export type Buy_Cycle_SaveInputs = {
    percent: NonNullable<unknown>;
};
export type Buy_Demo_IntroInputs = {};
export type Buy_Demo_MetaInputs = {};
export type Buy_Demo_TitleInputs = {};
export type Buy_Demo_ValidatorInputs = {};
export type Buy_Desk_IdInputs = {};
export type Buy_DoneInputs = {};
export type Buy_Draft_Link_SentInputs = {};
export type Buy_Draft_Offer_TextInputs = {};
export type Buy_Draft_Offer_TitleInputs = {};
export type Buy_Draft_Read_By_LinkInputs = {};
export type Buy_Draft_Send_FailedInputs = {};
export type Buy_Draft_Send_LinkInputs = {};
export type Buy_Draft_SendingInputs = {};
export type Buy_EmailInputs = {};
export type Buy_Email_InvalidInputs = {};
export type Buy_Email_RequiredInputs = {};
export type Buy_Error_TitleInputs = {};
export type Buy_Full_NameInputs = {};
export type Buy_Full_Name_RequiredInputs = {};
export type Buy_Go_PricingInputs = {};
export type Buy_Go_To_DeskInputs = {};
export type Buy_Goal_AwarenessInputs = {};
export type Buy_Goal_CommunityInputs = {};
export type Buy_Goal_LeadsInputs = {};
export type Buy_Goal_RequiredInputs = {};
export type Buy_Goal_SalesInputs = {};
export type Buy_Goals_LegendInputs = {};
export type Buy_Hear_FriendInputs = {};
export type Buy_Hear_LegendInputs = {};
export type Buy_Hear_RequiredInputs = {};
export type Buy_Hear_SearchInputs = {};
export type Buy_Ind_Accounting_FinanceInputs = {};
export type Buy_Ind_Advertising_MarketingInputs = {};
export type Buy_Ind_AgricultureInputs = {};
export type Buy_Ind_Apparel_FashionInputs = {};
export type Buy_Ind_ArchitectureInputs = {};
export type Buy_Ind_AutomotiveInputs = {};
export type Buy_Ind_AviationInputs = {};
export type Buy_Ind_BankingInputs = {};
export type Buy_Ind_Beauty_CosmeticsInputs = {};
export type Buy_Ind_BiotechnologyInputs = {};
export type Buy_Ind_ConstructionInputs = {};
export type Buy_Ind_ConsultingInputs = {};
export type Buy_Ind_Consumer_ElectronicsInputs = {};
export type Buy_Ind_E_CommerceInputs = {};
export type Buy_Ind_EducationInputs = {};
export type Buy_Ind_Energy_UtilitiesInputs = {};
export type Buy_Ind_EngineeringInputs = {};
export type Buy_Ind_EntertainmentInputs = {};
export type Buy_Ind_Environmental_ServicesInputs = {};
export type Buy_Ind_Events_WeddingsInputs = {};
export type Buy_Ind_Fitness_WellnessInputs = {};
export type Buy_Ind_Food_BeverageInputs = {};
export type Buy_Ind_Furniture_Home_DecorInputs = {};
export type Buy_Ind_GamingInputs = {};
export type Buy_Ind_GovernmentInputs = {};
export type Buy_Ind_HealthcareInputs = {};
export type Buy_Ind_HospitalityInputs = {};
export type Buy_Ind_Human_ResourcesInputs = {};
export type Buy_Ind_Import_ExportInputs = {};
export type Buy_Ind_Information_TechnologyInputs = {};
export type Buy_Ind_InsuranceInputs = {};
export type Buy_Ind_Interior_DesignInputs = {};
export type Buy_Ind_JewelleryInputs = {};
export type Buy_Ind_Legal_ServicesInputs = {};
export type Buy_Ind_Logistics_TransportInputs = {};
export type Buy_Ind_ManufacturingInputs = {};
export type Buy_Ind_Media_PublishingInputs = {};
export type Buy_Ind_MiningInputs = {};
export type Buy_Ind_MusicInputs = {};
export type Buy_Ind_Non_ProfitInputs = {};
export type Buy_Ind_PharmaceuticalsInputs = {};
export type Buy_Ind_PhotographyInputs = {};
export type Buy_Ind_Printing_PackagingInputs = {};
export type Buy_Ind_Real_EstateInputs = {};
export type Buy_Ind_RecruitmentInputs = {};
export type Buy_Ind_Restaurants_CafesInputs = {};
export type Buy_Ind_RetailInputs = {};
export type Buy_Ind_Security_ServicesInputs = {};
export type Buy_Ind_Software_SaasInputs = {};
export type Buy_Ind_Spa_SalonInputs = {};
export type Buy_Ind_SportsInputs = {};
export type Buy_Ind_Tea_SpicesInputs = {};
export type Buy_Ind_TelecommunicationsInputs = {};
export type Buy_Ind_TextilesInputs = {};
export type Buy_Ind_Tourism_TravelInputs = {};
export type Buy_Ind_WholesaleInputs = {};
export type Buy_IndustryInputs = {};
export type Buy_Industry_ChooseInputs = {};
export type Buy_Industry_RequiredInputs = {};
export type Buy_LoadingInputs = {};
export type Buy_Marketing_ConsentInputs = {};
export type Buy_NextInputs = {};
export type Buy_No_PlanInputs = {};
export type Buy_Not_In_BrowserInputs = {};
export type Buy_OnboardingInputs = {};
export type Buy_Order_SummaryInputs = {};
export type Buy_OtherInputs = {};
export type Buy_Paid_AddedInputs = {};
export type Buy_Paid_CountdownInputs = {
    count: NonNullable<unknown>;
};
export type Buy_Paid_EmailedInputs = {};
export type Buy_Paid_ReadyInputs = {};
export type Buy_Paid_TitleInputs = {};
export type Buy_PasswordInputs = {};
export type Buy_Password_AgainInputs = {};
export type Buy_Password_HelpInputs = {};
export type Buy_Password_LengthInputs = {};
export type Buy_Password_LowerInputs = {};
export type Buy_Password_NumberInputs = {};
export type Buy_Password_RequiredInputs = {};
export type Buy_Password_Too_LongInputs = {};
export type Buy_Password_UpperInputs = {};
export type Buy_PayInputs = {
    total: NonNullable<unknown>;
};
export type Buy_Payment_DetailsInputs = {};
export type Buy_Payment_FormInputs = {};
export type Buy_Per_MonthInputs = {};
export type Buy_Per_YearInputs = {};
export type Buy_PhoneInputs = {};
export type Buy_Phone_InvalidInputs = {};
export type Buy_Phone_PlainInputs = {};
export type Buy_Phone_RequiredInputs = {};
export type Buy_Plan_NameInputs = {
    plan: NonNullable<unknown>;
};
export type Buy_Platform_LimitInputs = {
    plan: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Buy_Platform_Limit_TitleInputs = {};
export type Buy_Platform_RequiredInputs = {};
export type Buy_Platforms_IncludedInputs = {
    plan: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Buy_Platforms_LegendInputs = {};
export type Buy_Prepare_FailedInputs = {};
export type Buy_PrivacyInputs = {};
export type Buy_ProcessingInputs = {};
export type Buy_ProgressInputs = {};
export type Buy_Progress_ConfirmationInputs = {};
export type Buy_Progress_LabelInputs = {
    percent: NonNullable<unknown>;
};
export type Buy_Progress_OnboardingInputs = {};
export type Buy_Received_TextInputs = {
    plan: NonNullable<unknown>;
    service: NonNullable<unknown>;
};
export type Buy_Received_TitleInputs = {};
export type Buy_Resume_ContinueInputs = {};
export type Buy_Resume_GoInputs = {};
export type Buy_Resume_Gone_TextInputs = {};
export type Buy_Resume_Gone_TitleInputs = {};
export type Buy_Resume_OnceInputs = {};
export type Buy_Resume_OpeningInputs = {};
export type Buy_Resume_Opening_ButtonInputs = {};
export type Buy_Resume_SavedInputs = {};
export type Buy_Resume_TextInputs = {};
export type Buy_Resume_TitleInputs = {};
export type Buy_Returning_ClosedInputs = {
    amount: NonNullable<unknown>;
};
export type Buy_Returning_MismatchInputs = {
    amount: NonNullable<unknown>;
};
export type Buy_Returning_RefundInputs = {};
export type Buy_Returning_TitleInputs = {};
export type Buy_Review_Annual_TextInputs = {
    amount: NonNullable<unknown>;
};
export type Buy_Review_Annual_TitleInputs = {};
export type Buy_Review_BusinessInputs = {};
export type Buy_Review_GoalsInputs = {};
export type Buy_Review_HeardInputs = {};
export type Buy_Review_OwnerInputs = {};
export type Buy_Review_PlanInputs = {};
export type Buy_Review_Plan_PriceInputs = {
    plan: NonNullable<unknown>;
    service: NonNullable<unknown>;
    price: NonNullable<unknown>;
    usd: NonNullable<unknown>;
};
export type Buy_Review_PlatformsInputs = {};
export type Buy_Review_ResumeInputs = {};
export type Buy_Save_ExitInputs = {};
export type Buy_See_PlansInputs = {};
export type Buy_See_The_PlansInputs = {};
export type Buy_ServiceInputs = {};
export type Buy_Service_SocialInputs = {};
export type Buy_Sign_InInputs = {};
export type Buy_Step_AccountInputs = {};
export type Buy_Step_BusinessInputs = {};
export type Buy_Step_GoalsInputs = {};
export type Buy_Step_HearInputs = {};
export type Buy_Step_LabelInputs = {
    step: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Buy_Step_OfInputs = {
    step: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Buy_Step_PlatformsInputs = {};
export type Buy_Step_ReviewInputs = {};
export type Buy_Strength_FairInputs = {};
export type Buy_Strength_GoodInputs = {};
export type Buy_Strength_HintInputs = {};
export type Buy_Strength_LabelInputs = {};
export type Buy_Strength_StrongInputs = {};
export type Buy_Strength_Very_WeakInputs = {};
export type Buy_Strength_WeakInputs = {};
export type Buy_TermsInputs = {};
export type Buy_Title_CheckoutInputs = {};
export type Buy_Title_OnboardingInputs = {};
export type Buy_Title_PaymentInputs = {};
export type Buy_Title_ResumeInputs = {};
export type Buy_Total_MonthInputs = {};
export type Buy_Total_YearInputs = {};
export type Buy_WebsiteInputs = {};
export type Buy_Website_InvalidInputs = {};
export type Buy_Work_EmailInputs = {};
export type Calendar_All_PlatformsInputs = {};
export type Calendar_All_StatusesInputs = {};
export type Calendar_Answer_Approved_AllInputs = {
    count: NonNullable<unknown>;
};
export type Calendar_Answer_Bad_DateInputs = {};
export type Calendar_Answer_Client_Not_FoundInputs = {};
export type Calendar_Answer_Client_OnlyInputs = {};
export type Calendar_Answer_CreatedInputs = {};
export type Calendar_Answer_MovedInputs = {
    status: NonNullable<unknown>;
};
export type Calendar_Answer_No_PlatformInputs = {};
export type Calendar_Answer_None_AwaitingInputs = {};
export type Calendar_Answer_Not_EditableInputs = {};
export type Calendar_Answer_Not_WriterInputs = {};
export type Calendar_Answer_Platform_Not_ChosenInputs = {
    platform: NonNullable<unknown>;
};
export type Calendar_Answer_Post_Not_FoundInputs = {};
export type Calendar_Answer_SavedInputs = {};
export type Calendar_Answer_StaleInputs = {};
export type Calendar_Answer_Stale_FormInputs = {};
export type Calendar_Answer_Writer_Not_AssignedInputs = {};
export type Calendar_Approve_AllInputs = {};
export type Calendar_Awaiting_OneInputs = {};
export type Calendar_Awaiting_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Calendar_Choose_ClientInputs = {};
export type Calendar_ClientInputs = {};
export type Calendar_Comment_AddedInputs = {};
export type Calendar_Comment_Choose_VisibilityInputs = {};
export type Calendar_Comment_DeletedInputs = {};
export type Calendar_Comment_Edit_Window_OverInputs = {};
export type Calendar_Comment_EditedInputs = {};
export type Calendar_Comment_Internal_Agency_OnlyInputs = {};
export type Calendar_Comment_Not_FoundInputs = {};
export type Calendar_Comment_Not_YoursInputs = {};
export type Calendar_Comment_Writer_OnlyInputs = {};
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
export type Calendar_Feed_Not_For_FreelancersInputs = {};
export type Calendar_Feed_OpenInputs = {};
export type Calendar_Feed_ReadyInputs = {};
export type Calendar_Feed_RevokedInputs = {};
export type Calendar_FilterInputs = {};
export type Calendar_FiltersInputs = {};
export type Calendar_HeadingInputs = {};
export type Calendar_Link_CopiedInputs = {};
export type Calendar_Media_Alt_RequiredInputs = {};
export type Calendar_Media_Alt_SavedInputs = {};
export type Calendar_Media_Alt_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Calendar_Media_Cap_ReachedInputs = {
    date: NonNullable<unknown>;
};
export type Calendar_Media_Choose_DirectionInputs = {};
export type Calendar_Media_MixedInputs = {};
export type Calendar_Media_No_FileInputs = {};
export type Calendar_Media_Not_FoundInputs = {};
export type Calendar_Media_Not_MediaInputs = {};
export type Calendar_Media_Not_On_PostInputs = {};
export type Calendar_Media_One_FileInputs = {};
export type Calendar_Media_One_VideoInputs = {};
export type Calendar_Media_Order_SavedInputs = {};
export type Calendar_Media_Picture_AddedInputs = {};
export type Calendar_Media_RemovedInputs = {};
export type Calendar_Media_Too_Many_ImagesInputs = {
    count: NonNullable<unknown>;
};
export type Calendar_Media_UnavailableInputs = {};
export type Calendar_Media_Video_AddedInputs = {};
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
export type Calendar_Post_Add_CommentInputs = {};
export type Calendar_Post_Add_ToInputs = {
    platform: NonNullable<unknown>;
};
export type Calendar_Post_Added_EndInputs = {};
export type Calendar_Post_Added_MarkInputs = {};
export type Calendar_Post_Address_Too_LongInputs = {};
export type Calendar_Post_Alt_TextInputs = {};
export type Calendar_Post_Alt_Text_HintInputs = {};
export type Calendar_Post_Alt_Text_OfInputs = {
    label: NonNullable<unknown>;
};
export type Calendar_Post_Asked_OnInputs = {
    date: NonNullable<unknown>;
};
export type Calendar_Post_CaptionInputs = {};
export type Calendar_Post_Caption_HintInputs = {
    limit: NonNullable<unknown>;
};
export type Calendar_Post_Caption_Too_LongInputs = {};
export type Calendar_Post_Changed_Since_Client_AskedInputs = {};
export type Calendar_Post_Changed_Since_VersionInputs = {
    version: NonNullable<unknown>;
};
export type Calendar_Post_Changed_Since_You_AskedInputs = {};
export type Calendar_Post_Check_Before_SendingInputs = {};
export type Calendar_Post_Choose_MoveInputs = {};
export type Calendar_Post_Choose_WriterInputs = {};
export type Calendar_Post_CommentsInputs = {
    count: NonNullable<unknown>;
};
export type Calendar_Post_Created_The_PostInputs = {};
export type Calendar_Post_Date_TimeInputs = {};
export type Calendar_Post_DeleteInputs = {};
export type Calendar_Post_Delete_Your_CommentInputs = {};
export type Calendar_Post_EditInputs = {};
export type Calendar_Post_Edit_CommentInputs = {};
export type Calendar_Post_Edit_Your_CommentInputs = {};
export type Calendar_Post_EditedInputs = {};
export type Calendar_Post_Edited_MarkInputs = {};
export type Calendar_Post_Edited_VersionInputs = {
    version: NonNullable<unknown>;
};
export type Calendar_Post_File_Too_LargeInputs = {};
export type Calendar_Post_First_CommentInputs = {};
export type Calendar_Post_First_Comment_Too_LongInputs = {};
export type Calendar_Post_Hashtag_WordInputs = {};
export type Calendar_Post_HashtagsInputs = {};
export type Calendar_Post_Hashtags_HintInputs = {};
export type Calendar_Post_HistoryInputs = {};
export type Calendar_Post_History_TimeInputs = {};
export type Calendar_Post_History_TitleInputs = {};
export type Calendar_Post_InternalInputs = {};
export type Calendar_Post_Internal_Agency_OnlyInputs = {};
export type Calendar_Post_Live_AddressInputs = {};
export type Calendar_Post_Live_PostInputs = {};
export type Calendar_Post_Media_HeadingInputs = {
    platform: NonNullable<unknown>;
};
export type Calendar_Post_Media_HintInputs = {};
export type Calendar_Post_Move_ApproveInputs = {};
export type Calendar_Post_Move_DownInputs = {};
export type Calendar_Post_Move_Down_OfInputs = {
    label: NonNullable<unknown>;
};
export type Calendar_Post_Move_FailInputs = {};
export type Calendar_Post_Move_HoldInputs = {};
export type Calendar_Post_Move_PublishInputs = {};
export type Calendar_Post_Move_Request_ChangesInputs = {};
export type Calendar_Post_Move_ResumeInputs = {};
export type Calendar_Post_Move_ReturnInputs = {};
export type Calendar_Post_Move_ScheduleInputs = {};
export type Calendar_Post_Move_SendInputs = {};
export type Calendar_Post_Move_SubmitInputs = {};
export type Calendar_Post_Move_UpInputs = {};
export type Calendar_Post_Move_Up_OfInputs = {
    label: NonNullable<unknown>;
};
export type Calendar_Post_Mp4_VideoInputs = {};
export type Calendar_Post_Next_StepInputs = {};
export type Calendar_Post_No_Caption_ChangeInputs = {};
export type Calendar_Post_No_PlatformsInputs = {};
export type Calendar_Post_No_WriterInputs = {};
export type Calendar_Post_NoteInputs = {};
export type Calendar_Post_Note_Too_LongInputs = {};
export type Calendar_Post_Nothing_ChangedInputs = {};
export type Calendar_Post_Over_QuotaInputs = {
    count: NonNullable<unknown>;
    promised: NonNullable<unknown>;
};
export type Calendar_Post_Page_TitleInputs = {
    title: NonNullable<unknown>;
};
export type Calendar_Post_Picture_NInputs = {
    number: NonNullable<unknown>;
};
export type Calendar_Post_Picture_Or_VideoInputs = {};
export type Calendar_Post_PlatformsInputs = {};
export type Calendar_Post_Post_CommentInputs = {};
export type Calendar_Post_ReasonInputs = {};
export type Calendar_Post_RemoveInputs = {};
export type Calendar_Post_Remove_OfInputs = {
    label: NonNullable<unknown>;
};
export type Calendar_Post_Removed_EndInputs = {};
export type Calendar_Post_Removed_MarkInputs = {};
export type Calendar_Post_Role_AdminInputs = {};
export type Calendar_Post_SaveInputs = {};
export type Calendar_Post_Save_Alt_TextInputs = {};
export type Calendar_Post_Save_CommentInputs = {};
export type Calendar_Post_SendingInputs = {};
export type Calendar_Post_SharedInputs = {};
export type Calendar_Post_Shared_With_ClientInputs = {};
export type Calendar_Post_Sri_LankaInputs = {};
export type Calendar_Post_TitleInputs = {};
export type Calendar_Post_Title_RequiredInputs = {};
export type Calendar_Post_Title_Too_LongInputs = {};
export type Calendar_Post_Too_Many_HashtagsInputs = {};
export type Calendar_Post_Unpaid_PlatformInputs = {
    platform: NonNullable<unknown>;
};
export type Calendar_Post_Version_OneInputs = {};
export type Calendar_Post_Video_NInputs = {
    number: NonNullable<unknown>;
};
export type Calendar_Post_WhenInputs = {
    when: NonNullable<unknown>;
};
export type Calendar_Post_Who_Sees_ItInputs = {};
export type Calendar_Post_Words_AddedInputs = {
    count: NonNullable<unknown>;
};
export type Calendar_Post_Words_BothInputs = {
    added: NonNullable<unknown>;
    removed: NonNullable<unknown>;
};
export type Calendar_Post_Words_RemovedInputs = {
    count: NonNullable<unknown>;
};
export type Calendar_Post_Write_ForInputs = {
    platform: NonNullable<unknown>;
};
export type Calendar_Post_WriterInputs = {};
export type Calendar_PostsInputs = {};
export type Calendar_Previous_MonthInputs = {};
export type Calendar_Previous_WeekInputs = {};
export type Calendar_Query_ClientInputs = {};
export type Calendar_Query_MonthInputs = {};
export type Calendar_Query_PlatformInputs = {};
export type Calendar_Query_StatusInputs = {};
export type Calendar_Query_ViewInputs = {};
export type Calendar_Query_WeekInputs = {};
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
export type Calendar_Reschedule_Bad_DayInputs = {};
export type Calendar_Reschedule_Choose_PostInputs = {};
export type Calendar_Reschedule_MovedInputs = {
    when: NonNullable<unknown>;
};
export type Calendar_Reschedule_Moved_BackInputs = {
    when: NonNullable<unknown>;
};
export type Calendar_Reschedule_Not_YoursInputs = {};
export type Calendar_Reschedule_PassedInputs = {};
export type Calendar_Reschedule_PublishedInputs = {};
export type Calendar_Reschedule_Same_DayInputs = {};
export type Calendar_Reschedule_Too_FarInputs = {};
export type Calendar_Review_None_RevokedInputs = {};
export type Calendar_Review_Not_For_FreelancersInputs = {};
export type Calendar_Review_Post_Not_In_LinkInputs = {};
export type Calendar_Review_RevokedInputs = {};
export type Calendar_Review_SharedInputs = {
    until: NonNullable<unknown>;
};
export type Calendar_Review_Whatsapp_TextInputs = {};
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
export type Calendar_Unknown_FormInputs = {};
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
export type Calendar_Workflow_Not_In_FutureInputs = {};
export type Calendar_Workflow_Not_YoursInputs = {};
export type Calendar_Workflow_Note_RequiredInputs = {};
export type Calendar_Workflow_Reason_RequiredInputs = {};
export type Calendar_Workflow_The_PlatformsInputs = {};
export type Calendar_Workflow_Url_RequiredInputs = {};
export type Calendar_Workflow_Url_Wrong_SiteInputs = {
    sites: NonNullable<unknown>;
};
export type Calendar_Workflow_Wrong_StatusInputs = {
    status: NonNullable<unknown>;
    move: NonNullable<unknown>;
};
export type Caption_Too_LongInputs = {
    platform: NonNullable<unknown>;
    limit: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Caption_Too_Many_TagsInputs = {
    platform: NonNullable<unknown>;
    limit: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
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
export type Connection_Back_DashboardInputs = {};
export type Connection_Connect_Facebook_AgainInputs = {};
export type Connection_Connect_GoogleInputs = {};
export type Connection_Connect_MetaInputs = {};
export type Connection_ConnectingInputs = {
    provider: NonNullable<unknown>;
};
export type Connection_DisconnectInputs = {};
export type Connection_Failed_AtInputs = {};
export type Connection_Fb_PageInputs = {};
export type Connection_Figures_ThroughInputs = {};
export type Connection_Ga_PropertyInputs = {};
export type Connection_Google_Not_ConfiguredInputs = {};
export type Connection_Ig_AccountInputs = {};
export type Connection_Ig_NoneInputs = {};
export type Connection_ImportInputs = {};
export type Connection_Imported_ThroughInputs = {
    day: NonNullable<unknown>;
};
export type Connection_Last_Import_AtInputs = {};
export type Connection_Last_Import_FailedInputs = {};
export type Connection_Manage_MetaInputs = {};
export type Connection_Meta_Not_ConfiguredInputs = {};
export type Connection_None_YetInputs = {};
export type Connection_Not_ImportedInputs = {};
export type Connection_Page_ForInputs = {
    provider: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
export type Connection_Page_No_IgInputs = {
    name: NonNullable<unknown>;
};
export type Connection_Page_With_IgInputs = {
    name: NonNullable<unknown>;
    instagram: NonNullable<unknown>;
};
export type Connection_Reconnect_NeededInputs = {};
export type Connection_SaveInputs = {};
export type Connection_Sc_SiteInputs = {};
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
export type Error_Access_Denied_Page_TitleInputs = {};
export type Error_Access_Denied_TextInputs = {};
export type Error_Access_Denied_TitleInputs = {};
export type Error_Back_To_DashboardInputs = {};
export type Error_Back_To_Your_DashboardInputs = {};
export type Error_Not_Found_Page_TitleInputs = {};
export type Error_Not_Found_TitleInputs = {};
export type Insights_Ai_EmptyInputs = {};
export type Insights_Ai_UnavailableInputs = {
    reason: NonNullable<unknown>;
};
export type Insights_AskInputs = {};
export type Insights_Ask_AboutInputs = {};
export type Insights_Ask_MoreInputs = {};
export type Insights_Assistant_ForInputs = {
    title: NonNullable<unknown>;
};
export type Insights_At_RiskInputs = {
    titles: NonNullable<unknown>;
};
export type Insights_At_Risk_PaceInputs = {};
export type Insights_Client_TitleInputs = {};
export type Insights_CompletedInputs = {
    title: NonNullable<unknown>;
    progress: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Insights_Completed_OnInputs = {
    title: NonNullable<unknown>;
    progress: NonNullable<unknown>;
    status: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Insights_Deadline_NoneInputs = {};
export type Insights_Deadline_OnInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Insights_Deadline_PastInputs = {
    days: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Insights_Deadline_TodayInputs = {
    date: NonNullable<unknown>;
};
export type Insights_Figure_BounceInputs = {
    rate: NonNullable<unknown>;
};
export type Insights_Figure_Page_ViewsInputs = {
    count: NonNullable<unknown>;
};
export type Insights_Figure_SessionInputs = {
    minutes: NonNullable<unknown>;
};
export type Insights_Figure_VisitorsInputs = {
    count: NonNullable<unknown>;
};
export type Insights_Full_ReportsInputs = {};
export type Insights_Latest_UpdateInputs = {
    when: NonNullable<unknown>;
    progress: NonNullable<unknown>;
};
export type Insights_Latest_Update_NotesInputs = {
    when: NonNullable<unknown>;
    progress: NonNullable<unknown>;
    notes: NonNullable<unknown>;
};
export type Insights_LocalInputs = {};
export type Insights_NextInputs = {
    next: NonNullable<unknown>;
};
export type Insights_Next_AssignInputs = {};
export type Insights_Next_ConnectInputs = {};
export type Insights_Next_DeadlineInputs = {
    title: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Insights_Next_DevelopmentInputs = {};
export type Insights_Next_First_ReportInputs = {};
export type Insights_Next_Report_ReadyInputs = {};
export type Insights_Next_TestingInputs = {};
export type Insights_Next_Work_StartsInputs = {};
export type Insights_No_FiguresInputs = {};
export type Insights_No_ProjectsInputs = {};
export type Insights_No_Report_Not_CompletedInputs = {
    title: NonNullable<unknown>;
};
export type Insights_No_Report_Not_ConnectedInputs = {
    title: NonNullable<unknown>;
};
export type Insights_No_Report_YetInputs = {
    title: NonNullable<unknown>;
};
export type Insights_No_ReportsInputs = {};
export type Insights_None_At_RiskInputs = {};
export type Insights_PaceInputs = {
    pace: NonNullable<unknown>;
};
export type Insights_Pace_NoneInputs = {};
export type Insights_Person_FreelancerInputs = {
    title: NonNullable<unknown>;
    name: NonNullable<unknown>;
};
export type Insights_Person_NoneInputs = {
    title: NonNullable<unknown>;
};
export type Insights_Project_LineInputs = {
    title: NonNullable<unknown>;
    progress: NonNullable<unknown>;
    status: NonNullable<unknown>;
    deadline: NonNullable<unknown>;
    pace: NonNullable<unknown>;
};
export type Insights_Project_Not_FoundInputs = {};
export type Insights_Prompt_RequiredInputs = {};
export type Insights_Prompt_Too_LongInputs = {};
export type Insights_ReportInputs = {
    title: NonNullable<unknown>;
    date: NonNullable<unknown>;
    figures: NonNullable<unknown>;
};
export type Insights_SummaryInputs = {
    count: NonNullable<unknown>;
    underWay: NonNullable<unknown>;
    completed: NonNullable<unknown>;
    average: NonNullable<unknown>;
};
export type Insights_ThinkingInputs = {};
export type Insights_Top_PagesInputs = {
    pages: NonNullable<unknown>;
};
export type Keywords_AddInputs = {};
export type Keywords_AddedInputs = {};
export type Keywords_Added_OnInputs = {
    date: NonNullable<unknown>;
};
export type Keywords_AllowanceInputs = {
    count: NonNullable<unknown>;
    limit: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
export type Keywords_Allowance_UnlimitedInputs = {
    count: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
export type Keywords_Back_To_AnalyticsInputs = {};
export type Keywords_Back_To_ClientInputs = {
    client: NonNullable<unknown>;
};
export type Keywords_Change_30Inputs = {};
export type Keywords_Change_7Inputs = {};
export type Keywords_ClicksInputs = {};
export type Keywords_Clicks_30Inputs = {};
export type Keywords_DailyInputs = {};
export type Keywords_DownInputs = {
    count: NonNullable<unknown>;
};
export type Keywords_DuplicateInputs = {
    text: NonNullable<unknown>;
};
export type Keywords_History_TitleInputs = {
    keyword: NonNullable<unknown>;
};
export type Keywords_ImpressionsInputs = {};
export type Keywords_Impressions_30Inputs = {};
export type Keywords_KeywordInputs = {};
export type Keywords_No_ChangeInputs = {};
export type Keywords_No_EarlierInputs = {};
export type Keywords_No_HistoryInputs = {};
export type Keywords_No_KeywordInputs = {};
export type Keywords_No_Seo_PlanInputs = {};
export type Keywords_None_TrackedInputs = {};
export type Keywords_Not_RankedInputs = {};
export type Keywords_On_DayInputs = {
    day: NonNullable<unknown>;
};
export type Keywords_Over_LimitInputs = {
    plan: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Keywords_PositionInputs = {};
export type Keywords_Position_90Inputs = {};
export type Keywords_Position_DescriptionInputs = {};
export type Keywords_Position_NowInputs = {};
export type Keywords_RankingsInputs = {};
export type Keywords_RemoveInputs = {};
export type Keywords_RemovedInputs = {};
export type Keywords_RequiredInputs = {};
export type Keywords_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Keywords_TrackedInputs = {};
export type Keywords_Tracked_ForInputs = {
    client: NonNullable<unknown>;
};
export type Keywords_Tracked_For_ClientInputs = {
    client: NonNullable<unknown>;
};
export type Keywords_UpInputs = {
    count: NonNullable<unknown>;
};
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
export type Notify_Lead_ContactInputs = {
    name: NonNullable<unknown>;
};
export type Notify_Lead_QuoteInputs = {
    name: NonNullable<unknown>;
};
export type Notify_Mail_BecauseInputs = {
    kinds: NonNullable<unknown>;
};
export type Notify_Mail_Digest_BecauseInputs = {
    kinds: NonNullable<unknown>;
};
export type Notify_Mail_Digest_HeadingInputs = {};
export type Notify_Mail_Digest_SubjectInputs = {
    count: NonNullable<unknown>;
};
export type Notify_Mail_Digest_UnsubscribeInputs = {};
export type Notify_Mail_ManageInputs = {};
export type Notify_Mail_MoreInputs = {
    latest: NonNullable<unknown>;
    more: NonNullable<unknown>;
};
export type Notify_Mail_OpenInputs = {};
export type Notify_Mail_See_AllInputs = {};
export type Notify_Mail_Thread_SubjectInputs = {
    title: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Notify_Mail_Thread_SummaryInputs = {
    count: NonNullable<unknown>;
};
export type Notify_Mail_UnsubscribeInputs = {
    kind: NonNullable<unknown>;
};
export type Notify_Payment_FailedInputs = {
    what: NonNullable<unknown>;
};
export type Notify_Payment_OrderInputs = {
    order: NonNullable<unknown>;
};
export type Notify_Payment_Order_EmailInputs = {
    order: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Notify_Payment_ReceivedInputs = {
    what: NonNullable<unknown>;
};
export type Notify_Post_AwaitingInputs = {
    title: NonNullable<unknown>;
};
export type Notify_Post_CommentInputs = {
    title: NonNullable<unknown>;
};
export type Notify_Post_Internal_CommentInputs = {
    title: NonNullable<unknown>;
};
export type Notify_Post_MovedInputs = {
    title: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notify_Post_Moved_NoteInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Notify_Post_Overdue_BodyInputs = {
    when: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Notify_Post_Overdue_TitleInputs = {
    title: NonNullable<unknown>;
};
export type Notify_Post_Reminder_BodyInputs = {
    when: NonNullable<unknown>;
};
export type Notify_Post_Reminder_TitleInputs = {
    title: NonNullable<unknown>;
};
export type Notify_Post_StatusInputs = {
    title: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Notify_Posts_ApprovedInputs = {
    count: NonNullable<unknown>;
    month: NonNullable<unknown>;
};
export type Notify_Project_AssignedInputs = {
    title: NonNullable<unknown>;
};
export type Notify_Project_CommentInputs = {
    title: NonNullable<unknown>;
};
export type Notify_Project_NewInputs = {
    title: NonNullable<unknown>;
};
export type Notify_Project_ProgressInputs = {
    title: NonNullable<unknown>;
    progress: NonNullable<unknown>;
};
export type Notify_Project_Progress_BackInputs = {
    title: NonNullable<unknown>;
    progress: NonNullable<unknown>;
    previous: NonNullable<unknown>;
};
export type Notify_Project_StatusInputs = {
    title: NonNullable<unknown>;
    status: NonNullable<unknown>;
};
export type Notify_Return_BodyInputs = {
    order: NonNullable<unknown>;
    email: NonNullable<unknown>;
    payment: NonNullable<unknown>;
    detail: NonNullable<unknown>;
};
export type Notify_Return_ClosedInputs = {
    amount: NonNullable<unknown>;
};
export type Notify_Return_DuplicateInputs = {
    amount: NonNullable<unknown>;
};
export type Notify_Return_TermsInputs = {
    amount: NonNullable<unknown>;
};
export type Notify_Ticket_AssignedInputs = {
    reference: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
export type Notify_Ticket_Client_ReplyInputs = {
    reference: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
export type Notify_Ticket_NewInputs = {
    reference: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
export type Notify_Ticket_ReplyInputs = {
    reference: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
export type Notify_Ticket_StatusInputs = {
    reference: NonNullable<unknown>;
    status: NonNullable<unknown>;
    subject: NonNullable<unknown>;
};
export type Notify_Update_ApprovedInputs = {
    title: NonNullable<unknown>;
};
export type Notify_Update_Changes_RequestedInputs = {
    title: NonNullable<unknown>;
};
export type Preview_CaptionInputs = {
    platform: NonNullable<unknown>;
};
export type Preview_CharactersInputs = {};
export type Preview_LessInputs = {};
export type Preview_Media_CountInputs = {
    count: NonNullable<unknown>;
};
export type Preview_MoreInputs = {};
export type Preview_No_MediaInputs = {};
export type Preview_Over_LimitInputs = {};
export type Preview_See_LessInputs = {};
export type Preview_See_MoreInputs = {};
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
export type Profile_Account_Page_TitleInputs = {};
export type Profile_Change_EmailInputs = {};
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
export type Profile_Email_Change_NoteInputs = {};
export type Profile_Email_IsInputs = {
    email: NonNullable<unknown>;
};
export type Profile_Failed_AttemptInputs = {};
export type Profile_LanguageInputs = {};
export type Profile_Last_ActiveInputs = {};
export type Profile_New_EmailInputs = {};
export type Profile_New_PasswordInputs = {};
export type Profile_No_Sign_InsInputs = {};
export type Profile_Others_Signed_OutInputs = {};
export type Profile_Page_TitleInputs = {
    section: NonNullable<unknown>;
};
export type Profile_Password_ChangedInputs = {};
export type Profile_Password_RuleInputs = {};
export type Profile_RoleInputs = {};
export type Profile_Save_LanguageInputs = {};
export type Profile_Save_NameInputs = {};
export type Profile_SavingInputs = {};
export type Profile_Section_AccountInputs = {};
export type Profile_Section_DevicesInputs = {};
export type Profile_Section_NotificationsInputs = {};
export type Profile_Section_SecurityInputs = {};
export type Profile_Sections_NavInputs = {};
export type Profile_SendingInputs = {};
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
export type Profile_Your_NameInputs = {};
export type Project_Add_CommentInputs = {};
export type Project_AnalyticsInputs = {};
export type Project_Analytics_ConnectedInputs = {};
export type Project_Analytics_TrendsInputs = {};
export type Project_Answer_ApprovedInputs = {};
export type Project_Answer_Changes_RequestedInputs = {};
export type Project_Answer_Client_OnlyInputs = {};
export type Project_Answer_Comment_AddedInputs = {};
export type Project_Answer_Comment_DeletedInputs = {};
export type Project_Answer_Comment_EditedInputs = {};
export type Project_Answer_Comment_Not_FoundInputs = {};
export type Project_Answer_Complete_From_PendingInputs = {};
export type Project_Answer_Completed_AssignInputs = {};
export type Project_Answer_Completed_ProgressInputs = {};
export type Project_Answer_Completion_Needs_ApprovalInputs = {};
export type Project_Answer_Edit_Window_OverInputs = {};
export type Project_Answer_FailedInputs = {};
export type Project_Answer_Image_Too_LargeInputs = {};
export type Project_Answer_Image_UnavailableInputs = {};
export type Project_Answer_Needs_FreelancerInputs = {};
export type Project_Answer_Not_FoundInputs = {};
export type Project_Answer_Not_YoursInputs = {};
export type Project_Answer_Notes_TextInputs = {};
export type Project_Answer_One_ImageInputs = {};
export type Project_Answer_Pending_With_FreelancerInputs = {};
export type Project_Answer_Screenshot_Too_LargeInputs = {};
export type Project_Answer_Screenshots_UnavailableInputs = {};
export type Project_Answer_Too_Many_ImagesInputs = {
    max: NonNullable<unknown>;
};
export type Project_Answer_Unknown_FormInputs = {};
export type Project_Answer_Update_Not_FoundInputs = {};
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
export type Project_Google_ConnectionInputs = {};
export type Project_Google_ImportInputs = {};
export type Project_Image_AttachedInputs = {};
export type Project_Image_OptionalInputs = {};
export type Project_Keep_ItInputs = {};
export type Project_Keywords_ManageInputs = {};
export type Project_Keywords_TracksInputs = {
    client: NonNullable<unknown>;
    plan: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
export type Project_Keywords_Tracks_UnlimitedInputs = {
    client: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
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
export type Project_Report_Average_SessionInputs = {};
export type Project_Report_Bounce_RateInputs = {};
export type Project_Report_MinutesInputs = {
    count: NonNullable<unknown>;
};
export type Project_Report_OfInputs = {
    date: NonNullable<unknown>;
};
export type Project_Report_Page_ViewsInputs = {};
export type Project_Report_Top_PagesInputs = {};
export type Project_Report_Unique_VisitorsInputs = {};
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
export type Report_Admin_TitleInputs = {};
export type Report_Choose_MonthInputs = {};
export type Report_DownloadInputs = {};
export type Report_FirstInputs = {};
export type Report_For_MonthInputs = {
    month: NonNullable<unknown>;
};
export type Report_FreelancerInputs = {};
export type Report_MadeInputs = {
    time: NonNullable<unknown>;
};
export type Report_Made_OnInputs = {
    date: NonNullable<unknown>;
};
export type Report_MailedInputs = {
    time: NonNullable<unknown>;
};
export type Report_MonthInputs = {};
export type Report_MonthlyInputs = {};
export type Report_Monthly_ForInputs = {
    month: NonNullable<unknown>;
};
export type Report_No_ClientInputs = {};
export type Report_NoneInputs = {};
export type Report_Not_FoundInputs = {};
export type Report_Not_MadeInputs = {};
export type Report_PreviewInputs = {};
export type Report_Preview_OfInputs = {
    id: NonNullable<unknown>;
};
export type Report_RegenerateInputs = {};
export type Report_Regenerate_ForInputs = {
    id: NonNullable<unknown>;
};
export type Report_RegeneratedInputs = {};
export type Report_Send_AgainInputs = {};
export type Report_Send_Again_ToInputs = {
    id: NonNullable<unknown>;
};
export type Report_SentInputs = {};
export type Report_ShowInputs = {};
export type Report_UnmadeInputs = {};
export type Results_Analytics_ForInputs = {
    title: NonNullable<unknown>;
};
export type Results_Back_ToInputs = {
    title: NonNullable<unknown>;
};
export type Results_ChangeInputs = {
    change: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
export type Results_Change_HeadingInputs = {};
export type Results_Change_NoneInputs = {
    days: NonNullable<unknown>;
};
export type Results_Client_TitleInputs = {};
export type Results_Connect_Google_ForInputs = {
    title: NonNullable<unknown>;
};
export type Results_Date_RangeInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Results_DayInputs = {};
export type Results_DaysInputs = {
    days: NonNullable<unknown>;
};
export type Results_Family_EngagementInputs = {};
export type Results_Family_ReachInputs = {};
export type Results_Family_SearchInputs = {};
export type Results_Family_TrafficInputs = {};
export type Results_FigureInputs = {};
export type Results_Figure_Bounce_RateInputs = {};
export type Results_Figure_ClicksInputs = {};
export type Results_Figure_CtrInputs = {};
export type Results_Figure_Fb_EngagementInputs = {};
export type Results_Figure_Fb_FollowersInputs = {};
export type Results_Figure_Fb_ImpressionsInputs = {};
export type Results_Figure_Fb_ReachInputs = {};
export type Results_Figure_Ig_EngagementInputs = {};
export type Results_Figure_Ig_New_FollowersInputs = {};
export type Results_Figure_Ig_ReachInputs = {};
export type Results_Figure_Ig_ViewsInputs = {};
export type Results_Figure_ImpressionsInputs = {};
export type Results_Figure_Page_ViewsInputs = {};
export type Results_Figure_PositionInputs = {};
export type Results_Figure_Session_DurationInputs = {};
export type Results_Figure_SessionsInputs = {};
export type Results_Figure_UsersInputs = {};
export type Results_Google_ChosenInputs = {};
export type Results_Google_Connect_FailedInputs = {};
export type Results_Google_ConnectedInputs = {};
export type Results_Google_DeclinedInputs = {};
export type Results_Google_Disconnect_FailedInputs = {};
export type Results_Google_DisconnectedInputs = {};
export type Results_Google_Grant_RevokedInputs = {};
export type Results_Google_Import_BrokeInputs = {};
export type Results_Google_No_Refresh_TokenInputs = {};
export type Results_Google_Not_A_ChoiceInputs = {};
export type Results_Google_Not_ConnectedInputs = {};
export type Results_Google_State_RefusedInputs = {};
export type Results_Meta_Connect_FailedInputs = {};
export type Results_Meta_ConnectedInputs = {};
export type Results_Meta_Disconnect_FailedInputs = {};
export type Results_Meta_DisconnectedInputs = {};
export type Results_Meta_Login_DeniedInputs = {};
export type Results_Meta_No_PagesInputs = {};
export type Results_Meta_Not_A_ChoiceInputs = {};
export type Results_Meta_Not_ConnectedInputs = {};
export type Results_Meta_PickedInputs = {};
export type Results_Meta_Rate_LimitedInputs = {};
export type Results_Meta_State_RefusedInputs = {};
export type Results_Meta_Token_RefusedInputs = {};
export type Results_Month_AgainstInputs = {
    current: NonNullable<unknown>;
    previous: NonNullable<unknown>;
};
export type Results_Month_Over_MonthInputs = {};
export type Results_No_FigureInputs = {};
export type Results_NoneInputs = {};
export type Results_Not_FoundInputs = {};
export type Results_Nothing_ConnectedInputs = {};
export type Results_Per_DayInputs = {
    family: NonNullable<unknown>;
};
export type Results_PeriodInputs = {};
export type Results_TrendsInputs = {};
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
export type Review_Limited_TitleInputs = {};
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
export type Support_Answer_Already_ClosedInputs = {};
export type Support_Answer_AssignedInputs = {};
export type Support_Answer_Assignee_Not_FoundInputs = {};
export type Support_Answer_Closed_NowInputs = {};
export type Support_Answer_FailedInputs = {};
export type Support_Answer_ForbiddenInputs = {};
export type Support_Answer_Message_RequiredInputs = {};
export type Support_Answer_Message_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Support_Answer_Not_FoundInputs = {};
export type Support_Answer_OpenedInputs = {
    reference: NonNullable<unknown>;
};
export type Support_Answer_Project_Not_FoundInputs = {};
export type Support_Answer_RepliedInputs = {};
export type Support_Answer_Status_SetInputs = {
    status: NonNullable<unknown>;
};
export type Support_Answer_Subject_RequiredInputs = {};
export type Support_Answer_Subject_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type Support_Answer_UnassignedInputs = {};
export type Support_Answer_Unknown_FormInputs = {};
export type Support_Answer_Unknown_PriorityInputs = {};
export type Support_Answer_Unknown_StatusInputs = {};
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
export type Ticket_Agency_PersonInputs = {
    name: NonNullable<unknown>;
};
export type Ticket_Agency_SupportInputs = {};
export type Ticket_AllInputs = {};
export type Ticket_CloseInputs = {};
export type Ticket_Closed_NoteInputs = {};
export type Ticket_ErrorInputs = {};
export type Ticket_From_Public_FormInputs = {};
export type Ticket_MessageInputs = {};
export type Ticket_MessagesInputs = {};
export type Ticket_NewInputs = {};
export type Ticket_No_ProjectInputs = {};
export type Ticket_NoneInputs = {};
export type Ticket_OpenInputs = {};
export type Ticket_OpeningInputs = {};
export type Ticket_Page_TitleInputs = {
    reference: NonNullable<unknown>;
};
export type Ticket_PriorityInputs = {};
export type Ticket_ProjectInputs = {};
export type Ticket_Project_LineInputs = {
    title: NonNullable<unknown>;
};
export type Ticket_Reply_FormInputs = {};
export type Ticket_Send_ReplyInputs = {};
export type Ticket_SendingInputs = {};
export type Ticket_SubjectInputs = {};
export type Ticket_SupportInputs = {};
export type Ticket_Support_Page_TitleInputs = {};
export type Ticket_Your_ReplyInputs = {};
export type Ticket_YoursInputs = {};
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
export type Unsubscribe_BusyInputs = {};
export type Unsubscribe_ButtonInputs = {};
export type Unsubscribe_ChooseInputs = {
    profile: NonNullable<unknown>;
};
export type Unsubscribe_DigestInputs = {};
export type Unsubscribe_DoneInputs = {
    name: NonNullable<unknown>;
};
export type Unsubscribe_Done_TitleInputs = {};
export type Unsubscribe_InvalidInputs = {};
export type Unsubscribe_Invalid_TitleInputs = {};
export type Unsubscribe_Page_TitleInputs = {};
export type Unsubscribe_ProfileInputs = {};
export type Unsubscribe_QuestionInputs = {
    name: NonNullable<unknown>;
};
export type Unsubscribe_TitleInputs = {};
export type Update_Dialog_AttachedInputs = {
    count: NonNullable<unknown>;
};
export type Update_Dialog_Chosen_ScreenshotsInputs = {};
export type Update_Dialog_Connect_GaInputs = {};
export type Update_Dialog_Connect_Ga_ShortInputs = {};
export type Update_Dialog_ErrorInputs = {};
export type Update_Dialog_Ga_ConnectedInputs = {};
export type Update_Dialog_Ga_Connected_ToastInputs = {};
export type Update_Dialog_Ga_FailedInputs = {};
export type Update_Dialog_Lower_ProgressInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Update_Dialog_None_AttachedInputs = {};
export type Update_Dialog_NotesInputs = {};
export type Update_Dialog_Only_ImagesInputs = {};
export type Update_Dialog_ProgressInputs = {};
export type Update_Dialog_Progress_FailedInputs = {};
export type Update_Dialog_Progress_TextInputs = {};
export type Update_Dialog_Progress_UpdatedInputs = {};
export type Update_Dialog_Remove_ScreenshotInputs = {
    number: NonNullable<unknown>;
};
export type Update_Dialog_Screenshot_NInputs = {
    number: NonNullable<unknown>;
};
export type Update_Dialog_ScreenshotsInputs = {};
export type Update_Dialog_SuccessInputs = {};
export type Update_Dialog_TitleInputs = {};
export type Update_Dialog_Trigger_OfInputs = {
    title: NonNullable<unknown>;
};
export type Update_Dialog_UpdatingInputs = {};
export type Upload_Comment_Too_LargeInputs = {};
export type Upload_Project_Cap_ReachedInputs = {
    date: NonNullable<unknown>;
};
export type Upload_Too_LargeInputs = {};
export type Upload_Update_Too_LargeInputs = {};
export type Write_Limit_MinutesInputs = {
    what: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Write_Limit_SecondsInputs = {
    what: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Write_Limit_What_Admin_EditsInputs = {};
export type Write_Limit_What_CommentsInputs = {};
export type Write_Limit_What_DecisionsInputs = {};
export type Write_Limit_What_InvitesInputs = {};
export type Write_Limit_What_PostsInputs = {};
export type Write_Limit_What_Progress_UpdatesInputs = {};
export type Write_Limit_What_Ticket_RepliesInputs = {};
export type Write_Limit_What_TicketsInputs = {};
