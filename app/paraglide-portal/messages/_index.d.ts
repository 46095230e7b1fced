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
