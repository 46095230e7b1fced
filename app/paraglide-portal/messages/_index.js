/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

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
import * as __en from "./en.js"
import * as __si from "./si.js"
import * as __ta from "./ta.js"
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Billing_AmountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_amount = /** @type {((inputs?: Billing_AmountInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_AmountInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_amount(inputs)
	if (locale === "ta") return __ta.billing_amount(inputs)
	return __en.billing_amount(inputs)
});
/**
* | output |
* | --- |
* | "{commitment}, and is cancelled after that. You can undo it until then." |
*
* @param {Billing_Bundle_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_bundle_cancel_question = /** @type {((inputs: Billing_Bundle_Cancel_QuestionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Bundle_Cancel_QuestionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_bundle_cancel_question(inputs)
	if (locale === "ta") return __ta.billing_bundle_cancel_question(inputs)
	return __en.billing_bundle_cancel_question(inputs)
});
/**
* | output |
* | --- |
* | "Bundles" |
*
* @param {Billing_BundlesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_bundles = /** @type {((inputs?: Billing_BundlesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_BundlesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_bundles(inputs)
	if (locale === "ta") return __ta.billing_bundles(inputs)
	return __en.billing_bundles(inputs)
});
/**
* | output |
* | --- |
* | "Bundle a social media plan with an SEO plan on a {months}-month commitment and save {percent}%. {commitment} if you pay today." |
*
* @param {Billing_Bundles_PitchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_bundles_pitch = /** @type {((inputs: Billing_Bundles_PitchInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Bundles_PitchInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_bundles_pitch(inputs)
	if (locale === "ta") return __ta.billing_bundles_pitch(inputs)
	return __en.billing_bundles_pitch(inputs)
});
/**
* | output |
* | --- |
* | "Cancel my plan" |
*
* @param {Billing_Cancel_My_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_my_plan = /** @type {((inputs?: Billing_Cancel_My_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_My_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cancel_my_plan(inputs)
	if (locale === "ta") return __ta.billing_cancel_my_plan(inputs)
	return __en.billing_cancel_my_plan(inputs)
});
/**
* | output |
* | --- |
* | "Cancel plan" |
*
* @param {Billing_Cancel_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_plan = /** @type {((inputs?: Billing_Cancel_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cancel_plan(inputs)
	if (locale === "ta") return __ta.billing_cancel_plan(inputs)
	return __en.billing_cancel_plan(inputs)
});
/**
* | output |
* | --- |
* | "Your {plan} ({service}) plan runs until {date} (our 30-day notice, to the end of the period paid by then) and is cancelled after that. You can undo it until ..." |
*
* @param {Billing_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_question = /** @type {((inputs: Billing_Cancel_QuestionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_QuestionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cancel_question(inputs)
	if (locale === "ta") return __ta.billing_cancel_question(inputs)
	return __en.billing_cancel_question(inputs)
});
/**
* | output |
* | --- |
* | "Cancel this plan?" |
*
* @param {Billing_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_title = /** @type {((inputs?: Billing_Cancel_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cancel_title(inputs)
	if (locale === "ta") return __ta.billing_cancel_title(inputs)
	return __en.billing_cancel_title(inputs)
});
/**
* | output |
* | --- |
* | "Change plan" |
*
* @param {Billing_Change_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_change_plan = /** @type {((inputs?: Billing_Change_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_change_plan(inputs)
	if (locale === "ta") return __ta.billing_change_plan(inputs)
	return __en.billing_change_plan(inputs)
});
/**
* | output |
* | --- |
* | "The new plan starts when you pay its first charge; your current plan is cancelled that day{refund}." |
*
* @param {Billing_Change_StartsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_change_starts = /** @type {((inputs: Billing_Change_StartsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_StartsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_change_starts(inputs)
	if (locale === "ta") return __ta.billing_change_starts(inputs)
	return __en.billing_change_starts(inputs)
});
/**
* | output |
* | --- |
* | "Change to {plan}, {cycle}" |
*
* @param {Billing_Change_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_change_to = /** @type {((inputs: Billing_Change_ToInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_ToInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_change_to(inputs)
	if (locale === "ta") return __ta.billing_change_to(inputs)
	return __en.billing_change_to(inputs)
});
/**
* | output |
* | --- |
* | "{amount} on {date}" |
*
* @param {Billing_Charge_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_charge_on = /** @type {((inputs: Billing_Charge_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Charge_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_charge_on(inputs)
	if (locale === "ta") return __ta.billing_charge_on(inputs)
	return __en.billing_charge_on(inputs)
});
/**
* | output |
* | --- |
* | "Your bundle runs to {date}, the end of its {months}-month commitment" |
*
* @param {Billing_CommitmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_commitment = /** @type {((inputs: Billing_CommitmentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_CommitmentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_commitment(inputs)
	if (locale === "ta") return __ta.billing_commitment(inputs)
	return __en.billing_commitment(inputs)
});
/**
* | output |
* | --- |
* | "{commitment}: until then it can change to another bundle only." |
*
* @param {Billing_Commitment_HeldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_commitment_held = /** @type {((inputs: Billing_Commitment_HeldInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Commitment_HeldInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_commitment_held(inputs)
	if (locale === "ta") return __ta.billing_commitment_held(inputs)
	return __en.billing_commitment_held(inputs)
});
/**
* | output |
* | --- |
* | "Cycle" |
*
* @param {Billing_CycleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cycle = /** @type {((inputs?: Billing_CycleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_CycleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cycle(inputs)
	if (locale === "ta") return __ta.billing_cycle(inputs)
	return __en.billing_cycle(inputs)
});
/**
* | output |
* | --- |
* | "Annual" |
*
* @param {Billing_Cycle_AnnualInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cycle_annual = /** @type {((inputs?: Billing_Cycle_AnnualInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cycle_AnnualInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cycle_annual(inputs)
	if (locale === "ta") return __ta.billing_cycle_annual(inputs)
	return __en.billing_cycle_annual(inputs)
});
/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Billing_Cycle_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cycle_monthly = /** @type {((inputs?: Billing_Cycle_MonthlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cycle_MonthlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cycle_monthly(inputs)
	if (locale === "ta") return __ta.billing_cycle_monthly(inputs)
	return __en.billing_cycle_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Billing_DateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_date = /** @type {((inputs?: Billing_DateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_DateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_date(inputs)
	if (locale === "ta") return __ta.billing_date(inputs)
	return __en.billing_date(inputs)
});
/**
* | output |
* | --- |
* | "Download receipt {number} (PDF)" |
*
* @param {Billing_Download_ReceiptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_download_receipt = /** @type {((inputs: Billing_Download_ReceiptInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Download_ReceiptInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_download_receipt(inputs)
	if (locale === "ta") return __ta.billing_download_receipt(inputs)
	return __en.billing_download_receipt(inputs)
});
/**
* | output |
* | --- |
* | "{amount}, due since {date}" |
*
* @param {Billing_Due_SinceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_due_since = /** @type {((inputs: Billing_Due_SinceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Due_SinceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_due_since(inputs)
	if (locale === "ta") return __ta.billing_due_since(inputs)
	return __en.billing_due_since(inputs)
});
/**
* | output |
* | --- |
* | "Keep my plan" |
*
* @param {Billing_Keep_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_keep_plan = /** @type {((inputs?: Billing_Keep_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Keep_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_keep_plan(inputs)
	if (locale === "ta") return __ta.billing_keep_plan(inputs)
	return __en.billing_keep_plan(inputs)
});
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Billing_MethodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_method = /** @type {((inputs?: Billing_MethodInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_MethodInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_method(inputs)
	if (locale === "ta") return __ta.billing_method(inputs)
	return __en.billing_method(inputs)
});
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Billing_Method_CardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_method_card = /** @type {((inputs?: Billing_Method_CardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Method_CardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_method_card(inputs)
	if (locale === "ta") return __ta.billing_method_card(inputs)
	return __en.billing_method_card(inputs)
});
/**
* | output |
* | --- |
* | "Test payment" |
*
* @param {Billing_Method_TestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_method_test = /** @type {((inputs?: Billing_Method_TestInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Method_TestInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_method_test(inputs)
	if (locale === "ta") return __ta.billing_method_test(inputs)
	return __en.billing_method_test(inputs)
});
/**
* | output |
* | --- |
* | "Next charge" |
*
* @param {Billing_Next_ChargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_next_charge = /** @type {((inputs?: Billing_Next_ChargeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Next_ChargeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_next_charge(inputs)
	if (locale === "ta") return __ta.billing_next_charge(inputs)
	return __en.billing_next_charge(inputs)
});
/**
* | output |
* | --- |
* | "No subscription yet." |
*
* @param {Billing_No_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_no_subscription = /** @type {((inputs?: Billing_No_SubscriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_No_SubscriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_no_subscription(inputs)
	if (locale === "ta") return __ta.billing_no_subscription(inputs)
	return __en.billing_no_subscription(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Billing_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_none = /** @type {((inputs?: Billing_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_none(inputs)
	if (locale === "ta") return __ta.billing_none(inputs)
	return __en.billing_none(inputs)
});
/**
* | output |
* | --- |
* | "None: cancellation scheduled" |
*
* @param {Billing_None_Cancellation_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_none_cancellation_scheduled = /** @type {((inputs?: Billing_None_Cancellation_ScheduledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_None_Cancellation_ScheduledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_none_cancellation_scheduled(inputs)
	if (locale === "ta") return __ta.billing_none_cancellation_scheduled(inputs)
	return __en.billing_none_cancellation_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "None: cancelled" |
*
* @param {Billing_None_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_none_cancelled = /** @type {((inputs?: Billing_None_CancelledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_None_CancelledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_none_cancelled(inputs)
	if (locale === "ta") return __ta.billing_none_cancelled(inputs)
	return __en.billing_none_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Not scheduled" |
*
* @param {Billing_Not_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_not_scheduled = /** @type {((inputs?: Billing_Not_ScheduledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Not_ScheduledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_not_scheduled(inputs)
	if (locale === "ta") return __ta.billing_not_scheduled(inputs)
	return __en.billing_not_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Paid period" |
*
* @param {Billing_Paid_PeriodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_paid_period = /** @type {((inputs?: Billing_Paid_PeriodInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Paid_PeriodInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_paid_period(inputs)
	if (locale === "ta") return __ta.billing_paid_period(inputs)
	return __en.billing_paid_period(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Billing_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_cancelled = /** @type {((inputs?: Billing_Payment_CancelledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_CancelledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_cancelled(inputs)
	if (locale === "ta") return __ta.billing_payment_cancelled(inputs)
	return __en.billing_payment_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Charged back" |
*
* @param {Billing_Payment_Charged_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_charged_back = /** @type {((inputs?: Billing_Payment_Charged_BackInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_Charged_BackInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_charged_back(inputs)
	if (locale === "ta") return __ta.billing_payment_charged_back(inputs)
	return __en.billing_payment_charged_back(inputs)
});
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Billing_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_failed = /** @type {((inputs?: Billing_Payment_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_failed(inputs)
	if (locale === "ta") return __ta.billing_payment_failed(inputs)
	return __en.billing_payment_failed(inputs)
});
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Billing_Payment_PaidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_paid = /** @type {((inputs?: Billing_Payment_PaidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_PaidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_paid(inputs)
	if (locale === "ta") return __ta.billing_payment_paid(inputs)
	return __en.billing_payment_paid(inputs)
});
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Billing_Payment_PendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_pending = /** @type {((inputs?: Billing_Payment_PendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_PendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_pending(inputs)
	if (locale === "ta") return __ta.billing_payment_pending(inputs)
	return __en.billing_payment_pending(inputs)
});
/**
* | output |
* | --- |
* | "Returned in full" |
*
* @param {Billing_Payment_ReturnedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_returned = /** @type {((inputs?: Billing_Payment_ReturnedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_ReturnedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_returned(inputs)
	if (locale === "ta") return __ta.billing_payment_returned(inputs)
	return __en.billing_payment_returned(inputs)
});
/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Billing_PaymentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payments = /** @type {((inputs?: Billing_PaymentsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_PaymentsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payments(inputs)
	if (locale === "ta") return __ta.billing_payments(inputs)
	return __en.billing_payments(inputs)
});
/**
* | output |
* | --- |
* | "{amount} / month" |
*
* @param {Billing_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_per_month = /** @type {((inputs: Billing_Per_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Per_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_per_month(inputs)
	if (locale === "ta") return __ta.billing_per_month(inputs)
	return __en.billing_per_month(inputs)
});
/**
* | output |
* | --- |
* | "{amount} / year" |
*
* @param {Billing_Per_YearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_per_year = /** @type {((inputs: Billing_Per_YearInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Per_YearInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_per_year(inputs)
	if (locale === "ta") return __ta.billing_per_year(inputs)
	return __en.billing_per_year(inputs)
});
/**
* | output |
* | --- |
* | "{start} to {end}" |
*
* @param {Billing_Period_RangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_period_range = /** @type {((inputs: Billing_Period_RangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Period_RangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_period_range(inputs)
	if (locale === "ta") return __ta.billing_period_range(inputs)
	return __en.billing_period_range(inputs)
});
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Billing_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_plan = /** @type {((inputs?: Billing_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_plan(inputs)
	if (locale === "ta") return __ta.billing_plan(inputs)
	return __en.billing_plan(inputs)
});
/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Billing_ReceiptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_receipt = /** @type {((inputs?: Billing_ReceiptInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ReceiptInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_receipt(inputs)
	if (locale === "ta") return __ta.billing_receipt(inputs)
	return __en.billing_receipt(inputs)
});
/**
* | output |
* | --- |
* | "Retry payment" |
*
* @param {Billing_RetryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_retry = /** @type {((inputs?: Billing_RetryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_RetryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_retry(inputs)
	if (locale === "ta") return __ta.billing_retry(inputs)
	return __en.billing_retry(inputs)
});
/**
* | output |
* | --- |
* | "Runs until {date}, then cancelled" |
*
* @param {Billing_Runs_UntilInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_runs_until = /** @type {((inputs: Billing_Runs_UntilInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Runs_UntilInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_runs_until(inputs)
	if (locale === "ta") return __ta.billing_runs_until(inputs)
	return __en.billing_runs_until(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Billing_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status = /** @type {((inputs?: Billing_StatusInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_StatusInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status(inputs)
	if (locale === "ta") return __ta.billing_status(inputs)
	return __en.billing_status(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Billing_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_active = /** @type {((inputs?: Billing_Status_ActiveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_ActiveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_active(inputs)
	if (locale === "ta") return __ta.billing_status_active(inputs)
	return __en.billing_status_active(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Billing_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_cancelled = /** @type {((inputs?: Billing_Status_CancelledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_CancelledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_cancelled(inputs)
	if (locale === "ta") return __ta.billing_status_cancelled(inputs)
	return __en.billing_status_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Charged back" |
*
* @param {Billing_Status_Charged_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_charged_back = /** @type {((inputs?: Billing_Status_Charged_BackInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_Charged_BackInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_charged_back(inputs)
	if (locale === "ta") return __ta.billing_status_charged_back(inputs)
	return __en.billing_status_charged_back(inputs)
});
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Billing_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_completed = /** @type {((inputs?: Billing_Status_CompletedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_CompletedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_completed(inputs)
	if (locale === "ta") return __ta.billing_status_completed(inputs)
	return __en.billing_status_completed(inputs)
});
/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Billing_Status_Past_DueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_past_due = /** @type {((inputs?: Billing_Status_Past_DueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_Past_DueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_past_due(inputs)
	if (locale === "ta") return __ta.billing_status_past_due(inputs)
	return __en.billing_status_past_due(inputs)
});
/**
* | output |
* | --- |
* | "Stopped" |
*
* @param {Billing_Status_StoppedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_stopped = /** @type {((inputs?: Billing_Status_StoppedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_StoppedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_stopped(inputs)
	if (locale === "ta") return __ta.billing_status_stopped(inputs)
	return __en.billing_status_stopped(inputs)
});
/**
* | output |
* | --- |
* | "Undo cancellation" |
*
* @param {Billing_Undo_CancelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_undo_cancel = /** @type {((inputs?: Billing_Undo_CancelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Undo_CancelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_undo_cancel(inputs)
	if (locale === "ta") return __ta.billing_undo_cancel(inputs)
	return __en.billing_undo_cancel(inputs)
});
/**
* | output |
* | --- |
* | ", and {amount} for the unused days of your current plan is refunded" |
*
* @param {Billing_Unused_RefundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_unused_refund = /** @type {((inputs: Billing_Unused_RefundInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Unused_RefundInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_unused_refund(inputs)
	if (locale === "ta") return __ta.billing_unused_refund(inputs)
	return __en.billing_unused_refund(inputs)
});
/**
* | output |
* | --- |
* | "Working on it…" |
*
* @param {Billing_WorkingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_working = /** @type {((inputs?: Billing_WorkingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_WorkingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_working(inputs)
	if (locale === "ta") return __ta.billing_working(inputs)
	return __en.billing_working(inputs)
});
/**
* | output |
* | --- |
* | "No Analytics Available" |
*
* @param {Client_No_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_no_analytics = /** @type {((inputs?: Client_No_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_No_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_no_analytics(inputs)
	if (locale === "ta") return __ta.client_no_analytics(inputs)
	return __en.client_no_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Client_Tab_BillingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_billing = /** @type {((inputs?: Client_Tab_BillingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_BillingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_billing(inputs)
	if (locale === "ta") return __ta.client_tab_billing(inputs)
	return __en.client_tab_billing(inputs)
});
/**
* | output |
* | --- |
* | "AI Insights" |
*
* @param {Client_Tab_InsightsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_insights = /** @type {((inputs?: Client_Tab_InsightsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_InsightsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_insights(inputs)
	if (locale === "ta") return __ta.client_tab_insights(inputs)
	return __en.client_tab_insights(inputs)
});
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Client_Tab_OverviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_overview = /** @type {((inputs?: Client_Tab_OverviewInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_OverviewInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_overview(inputs)
	if (locale === "ta") return __ta.client_tab_overview(inputs)
	return __en.client_tab_overview(inputs)
});
/**
* | output |
* | --- |
* | "My Projects" |
*
* @param {Client_Tab_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_projects = /** @type {((inputs?: Client_Tab_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_projects(inputs)
	if (locale === "ta") return __ta.client_tab_projects(inputs)
	return __en.client_tab_projects(inputs)
});
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Client_Tab_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_support = /** @type {((inputs?: Client_Tab_SupportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_SupportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_support(inputs)
	if (locale === "ta") return __ta.client_tab_support(inputs)
	return __en.client_tab_support(inputs)
});
/**
* | output |
* | --- |
* | "Timeline View" |
*
* @param {Client_Tab_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_timeline = /** @type {((inputs?: Client_Tab_TimelineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_TimelineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_timeline(inputs)
	if (locale === "ta") return __ta.client_tab_timeline(inputs)
	return __en.client_tab_timeline(inputs)
});
/**
* | output |
* | --- |
* | "No project is in development right now." |
*
* @param {Client_Timeline_EmptyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_timeline_empty = /** @type {((inputs?: Client_Timeline_EmptyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Timeline_EmptyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_timeline_empty(inputs)
	if (locale === "ta") return __ta.client_timeline_empty(inputs)
	return __en.client_timeline_empty(inputs)
});
/**
* | output |
* | --- |
* | "{progress}% · started {started} · deadline {deadline}" |
*
* @param {Client_Timeline_LineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_timeline_line = /** @type {((inputs: Client_Timeline_LineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Timeline_LineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_timeline_line(inputs)
	if (locale === "ta") return __ta.client_timeline_line(inputs)
	return __en.client_timeline_line(inputs)
});
/**
* | output |
* | --- |
* | "none" |
*
* @param {Client_Timeline_No_DeadlineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_timeline_no_deadline = /** @type {((inputs?: Client_Timeline_No_DeadlineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Timeline_No_DeadlineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_timeline_no_deadline(inputs)
	if (locale === "ta") return __ta.client_timeline_no_deadline(inputs)
	return __en.client_timeline_no_deadline(inputs)
});
/**
* | output |
* | --- |
* | "Active Projects" |
*
* @param {Dashboard_Active_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_active_projects = /** @type {((inputs?: Dashboard_Active_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Active_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_active_projects(inputs)
	if (locale === "ta") return __ta.dashboard_active_projects(inputs)
	return __en.dashboard_active_projects(inputs)
});
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Dashboard_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_analytics = /** @type {((inputs?: Dashboard_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_analytics(inputs)
	if (locale === "ta") return __ta.dashboard_analytics(inputs)
	return __en.dashboard_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Assigned Projects" |
*
* @param {Dashboard_Assigned_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_assigned_projects = /** @type {((inputs?: Dashboard_Assigned_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Assigned_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_assigned_projects(inputs)
	if (locale === "ta") return __ta.dashboard_assigned_projects(inputs)
	return __en.dashboard_assigned_projects(inputs)
});
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Dashboard_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_completed = /** @type {((inputs?: Dashboard_CompletedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_CompletedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_completed(inputs)
	if (locale === "ta") return __ta.dashboard_completed(inputs)
	return __en.dashboard_completed(inputs)
});
/**
* | output |
* | --- |
* | "Completed Projects" |
*
* @param {Dashboard_Completed_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_completed_projects = /** @type {((inputs?: Dashboard_Completed_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Completed_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_completed_projects(inputs)
	if (locale === "ta") return __ta.dashboard_completed_projects(inputs)
	return __en.dashboard_completed_projects(inputs)
});
/**
* | output |
* | --- |
* | "Contact your admin to get started." |
*
* @param {Dashboard_Contact_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_contact_admin = /** @type {((inputs?: Dashboard_Contact_AdminInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Contact_AdminInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_contact_admin(inputs)
	if (locale === "ta") return __ta.dashboard_contact_admin(inputs)
	return __en.dashboard_contact_admin(inputs)
});
/**
* | output |
* | --- |
* | "GA Connected" |
*
* @param {Dashboard_Ga_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_ga_connected = /** @type {((inputs?: Dashboard_Ga_ConnectedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Ga_ConnectedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_ga_connected(inputs)
	if (locale === "ta") return __ta.dashboard_ga_connected(inputs)
	return __en.dashboard_ga_connected(inputs)
});
/**
* | output |
* | --- |
* | "No Assigned Projects" |
*
* @param {Dashboard_No_Assigned_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_assigned_projects = /** @type {((inputs?: Dashboard_No_Assigned_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Assigned_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_no_assigned_projects(inputs)
	if (locale === "ta") return __ta.dashboard_no_assigned_projects(inputs)
	return __en.dashboard_no_assigned_projects(inputs)
});
/**
* | output |
* | --- |
* | "No Projects Assigned" |
*
* @param {Dashboard_No_Projects_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_projects_assigned = /** @type {((inputs?: Dashboard_No_Projects_AssignedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Projects_AssignedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_no_projects_assigned(inputs)
	if (locale === "ta") return __ta.dashboard_no_projects_assigned(inputs)
	return __en.dashboard_no_projects_assigned(inputs)
});
/**
* | output |
* | --- |
* | "No Projects Available" |
*
* @param {Dashboard_No_Projects_AvailableInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_projects_available = /** @type {((inputs?: Dashboard_No_Projects_AvailableInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Projects_AvailableInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_no_projects_available(inputs)
	if (locale === "ta") return __ta.dashboard_no_projects_available(inputs)
	return __en.dashboard_no_projects_available(inputs)
});
/**
* | output |
* | --- |
* | "Progress Updates" |
*
* @param {Dashboard_Progress_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_progress_updates = /** @type {((inputs?: Dashboard_Progress_UpdatesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Progress_UpdatesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_progress_updates(inputs)
	if (locale === "ta") return __ta.dashboard_progress_updates(inputs)
	return __en.dashboard_progress_updates(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard sections" |
*
* @param {Dashboard_SectionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_sections = /** @type {((inputs?: Dashboard_SectionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_SectionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_sections(inputs)
	if (locale === "ta") return __ta.dashboard_sections(inputs)
	return __en.dashboard_sections(inputs)
});
/**
* | output |
* | --- |
* | "Success Rate" |
*
* @param {Dashboard_Success_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_success_rate = /** @type {((inputs?: Dashboard_Success_RateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Success_RateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_success_rate(inputs)
	if (locale === "ta") return __ta.dashboard_success_rate(inputs)
	return __en.dashboard_success_rate(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Dashboard_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title = /** @type {((inputs?: Dashboard_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_title(inputs)
	if (locale === "ta") return __ta.dashboard_title(inputs)
	return __en.dashboard_title(inputs)
});
/**
* | output |
* | --- |
* | "Admin Panel" |
*
* @param {Dashboard_Title_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title_admin = /** @type {((inputs?: Dashboard_Title_AdminInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Title_AdminInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_title_admin(inputs)
	if (locale === "ta") return __ta.dashboard_title_admin(inputs)
	return __en.dashboard_title_admin(inputs)
});
/**
* | output |
* | --- |
* | "Client Dashboard" |
*
* @param {Dashboard_Title_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title_client = /** @type {((inputs?: Dashboard_Title_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Title_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_title_client(inputs)
	if (locale === "ta") return __ta.dashboard_title_client(inputs)
	return __en.dashboard_title_client(inputs)
});
/**
* | output |
* | --- |
* | "Freelancer Hub" |
*
* @param {Dashboard_Title_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title_freelancer = /** @type {((inputs?: Dashboard_Title_FreelancerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Title_FreelancerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_title_freelancer(inputs)
	if (locale === "ta") return __ta.dashboard_title_freelancer(inputs)
	return __en.dashboard_title_freelancer(inputs)
});
/**
* | output |
* | --- |
* | "Total Projects" |
*
* @param {Dashboard_Total_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_total_projects = /** @type {((inputs?: Dashboard_Total_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Total_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_total_projects(inputs)
	if (locale === "ta") return __ta.dashboard_total_projects(inputs)
	return __en.dashboard_total_projects(inputs)
});
/**
* | output |
* | --- |
* | "Your updates: those awaiting your client's decision first, then the newest." |
*
* @param {Dashboard_Updates_OrderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_updates_order = /** @type {((inputs?: Dashboard_Updates_OrderInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Updates_OrderInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_updates_order(inputs)
	if (locale === "ta") return __ta.dashboard_updates_order(inputs)
	return __en.dashboard_updates_order(inputs)
});
/**
* | output |
* | --- |
* | "To upload a report, choose Update Progress on its project: your notes and up to 10 screenshots reach your client at once." |
*
* @param {Dashboard_Upload_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_upload_hint = /** @type {((inputs?: Dashboard_Upload_HintInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Upload_HintInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_upload_hint(inputs)
	if (locale === "ta") return __ta.dashboard_upload_hint(inputs)
	return __en.dashboard_upload_hint(inputs)
});
/**
* | output |
* | --- |
* | "View Analytics" |
*
* @param {Dashboard_View_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_view_analytics = /** @type {((inputs?: Dashboard_View_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_View_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_view_analytics(inputs)
	if (locale === "ta") return __ta.dashboard_view_analytics(inputs)
	return __en.dashboard_view_analytics(inputs)
});
/**
* | output |
* | --- |
* | "View Analytics of {title}" |
*
* @param {Dashboard_View_Analytics_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_view_analytics_of = /** @type {((inputs: Dashboard_View_Analytics_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_View_Analytics_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_view_analytics_of(inputs)
	if (locale === "ta") return __ta.dashboard_view_analytics_of(inputs)
	return __en.dashboard_view_analytics_of(inputs)
});
/**
* | output |
* | --- |
* | "Add a comment" |
*
* @param {Project_Add_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_add_comment = /** @type {((inputs?: Project_Add_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Add_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_add_comment(inputs)
	if (locale === "ta") return __ta.project_add_comment(inputs)
	return __en.project_add_comment(inputs)
});
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Project_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_analytics = /** @type {((inputs?: Project_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_analytics(inputs)
	if (locale === "ta") return __ta.project_analytics(inputs)
	return __en.project_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Analytics Connected" |
*
* @param {Project_Analytics_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_analytics_connected = /** @type {((inputs?: Project_Analytics_ConnectedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Analytics_ConnectedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_analytics_connected(inputs)
	if (locale === "ta") return __ta.project_analytics_connected(inputs)
	return __en.project_analytics_connected(inputs)
});
/**
* | output |
* | --- |
* | "Analytics trends" |
*
* @param {Project_Analytics_TrendsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_analytics_trends = /** @type {((inputs?: Project_Analytics_TrendsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Analytics_TrendsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_analytics_trends(inputs)
	if (locale === "ta") return __ta.project_analytics_trends(inputs)
	return __en.project_analytics_trends(inputs)
});
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Project_ApproveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_approve = /** @type {((inputs?: Project_ApproveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ApproveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_approve(inputs)
	if (locale === "ta") return __ta.project_approve(inputs)
	return __en.project_approve(inputs)
});
/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Project_ApprovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_approved = /** @type {((inputs?: Project_ApprovedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ApprovedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_approved(inputs)
	if (locale === "ta") return __ta.project_approved(inputs)
	return __en.project_approved(inputs)
});
/**
* | output |
* | --- |
* | "Attached by {author}" |
*
* @param {Project_Attached_ByInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_attached_by = /** @type {((inputs: Project_Attached_ByInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Attached_ByInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_attached_by(inputs)
	if (locale === "ta") return __ta.project_attached_by(inputs)
	return __en.project_attached_by(inputs)
});
/**
* | output |
* | --- |
* | "Awaiting approval" |
*
* @param {Project_Awaiting_ApprovalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_awaiting_approval = /** @type {((inputs?: Project_Awaiting_ApprovalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Awaiting_ApprovalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_awaiting_approval(inputs)
	if (locale === "ta") return __ta.project_awaiting_approval(inputs)
	return __en.project_awaiting_approval(inputs)
});
/**
* | output |
* | --- |
* | "All Projects" |
*
* @param {Project_Back_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_back_all = /** @type {((inputs?: Project_Back_AllInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Back_AllInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_back_all(inputs)
	if (locale === "ta") return __ta.project_back_all(inputs)
	return __en.project_back_all(inputs)
});
/**
* | output |
* | --- |
* | "Assigned Projects" |
*
* @param {Project_Back_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_back_assigned = /** @type {((inputs?: Project_Back_AssignedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Back_AssignedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_back_assigned(inputs)
	if (locale === "ta") return __ta.project_back_assigned(inputs)
	return __en.project_back_assigned(inputs)
});
/**
* | output |
* | --- |
* | "My Projects" |
*
* @param {Project_Back_My_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_back_my_projects = /** @type {((inputs?: Project_Back_My_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Back_My_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_back_my_projects(inputs)
	if (locale === "ta") return __ta.project_back_my_projects(inputs)
	return __en.project_back_my_projects(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Project_CancelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_cancel = /** @type {((inputs?: Project_CancelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_CancelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_cancel(inputs)
	if (locale === "ta") return __ta.project_cancel(inputs)
	return __en.project_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Change decision" |
*
* @param {Project_Change_DecisionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_change_decision = /** @type {((inputs?: Project_Change_DecisionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Change_DecisionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_change_decision(inputs)
	if (locale === "ta") return __ta.project_change_decision(inputs)
	return __en.project_change_decision(inputs)
});
/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Project_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_changes_requested = /** @type {((inputs?: Project_Changes_RequestedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Changes_RequestedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_changes_requested(inputs)
	if (locale === "ta") return __ta.project_changes_requested(inputs)
	return __en.project_changes_requested(inputs)
});
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Project_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_client = /** @type {((inputs?: Project_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_client(inputs)
	if (locale === "ta") return __ta.project_client(inputs)
	return __en.project_client(inputs)
});
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Project_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comment = /** @type {((inputs?: Project_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_comment(inputs)
	if (locale === "ta") return __ta.project_comment(inputs)
	return __en.project_comment(inputs)
});
/**
* | output |
* | --- |
* | "Write a comment first" |
*
* @param {Project_Comment_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comment_required = /** @type {((inputs?: Project_Comment_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Comment_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_comment_required(inputs)
	if (locale === "ta") return __ta.project_comment_required(inputs)
	return __en.project_comment_required(inputs)
});
/**
* | output |
* | --- |
* | "A comment can be at most {max} characters" |
*
* @param {Project_Comment_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comment_too_long = /** @type {((inputs: Project_Comment_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Comment_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_comment_too_long(inputs)
	if (locale === "ta") return __ta.project_comment_too_long(inputs)
	return __en.project_comment_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Comments ({count})" |
*
* @param {Project_CommentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comments = /** @type {((inputs: Project_CommentsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_CommentsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_comments(inputs)
	if (locale === "ta") return __ta.project_comments(inputs)
	return __en.project_comments(inputs)
});
/**
* | output |
* | --- |
* | "Deadline" |
*
* @param {Project_DeadlineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_deadline = /** @type {((inputs?: Project_DeadlineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_DeadlineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_deadline(inputs)
	if (locale === "ta") return __ta.project_deadline(inputs)
	return __en.project_deadline(inputs)
});
/**
* | output |
* | --- |
* | "by {name} on {date}" |
*
* @param {Project_Decided_ByInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_decided_by = /** @type {((inputs: Project_Decided_ByInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Decided_ByInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_decided_by(inputs)
	if (locale === "ta") return __ta.project_decided_by(inputs)
	return __en.project_decided_by(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Project_DeleteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete = /** @type {((inputs?: Project_DeleteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_DeleteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_delete(inputs)
	if (locale === "ta") return __ta.project_delete(inputs)
	return __en.project_delete(inputs)
});
/**
* | output |
* | --- |
* | "Delete comment" |
*
* @param {Project_Delete_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete_comment = /** @type {((inputs?: Project_Delete_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Delete_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_delete_comment(inputs)
	if (locale === "ta") return __ta.project_delete_comment(inputs)
	return __en.project_delete_comment(inputs)
});
/**
* | output |
* | --- |
* | "Delete this comment?" |
*
* @param {Project_Delete_Comment_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete_comment_question = /** @type {((inputs?: Project_Delete_Comment_QuestionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Delete_Comment_QuestionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_delete_comment_question(inputs)
	if (locale === "ta") return __ta.project_delete_comment_question(inputs)
	return __en.project_delete_comment_question(inputs)
});
/**
* | output |
* | --- |
* | "Delete your comment" |
*
* @param {Project_Delete_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete_your_comment = /** @type {((inputs?: Project_Delete_Your_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Delete_Your_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_delete_your_comment(inputs)
	if (locale === "ta") return __ta.project_delete_your_comment(inputs)
	return __en.project_delete_your_comment(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Project_EditInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_edit = /** @type {((inputs?: Project_EditInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_EditInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_edit(inputs)
	if (locale === "ta") return __ta.project_edit(inputs)
	return __en.project_edit(inputs)
});
/**
* | output |
* | --- |
* | "Edit your comment" |
*
* @param {Project_Edit_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_edit_your_comment = /** @type {((inputs?: Project_Edit_Your_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Edit_Your_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_edit_your_comment(inputs)
	if (locale === "ta") return __ta.project_edit_your_comment(inputs)
	return __en.project_edit_your_comment(inputs)
});
/**
* | output |
* | --- |
* | "(edited)" |
*
* @param {Project_EditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_edited = /** @type {((inputs?: Project_EditedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_EditedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_edited(inputs)
	if (locale === "ta") return __ta.project_edited(inputs)
	return __en.project_edited(inputs)
});
/**
* | output |
* | --- |
* | "Freelancer" |
*
* @param {Project_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_freelancer = /** @type {((inputs?: Project_FreelancerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_FreelancerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_freelancer(inputs)
	if (locale === "ta") return __ta.project_freelancer(inputs)
	return __en.project_freelancer(inputs)
});
/**
* | output |
* | --- |
* | "1 image attached" |
*
* @param {Project_Image_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_image_attached = /** @type {((inputs?: Project_Image_AttachedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Image_AttachedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_image_attached(inputs)
	if (locale === "ta") return __ta.project_image_attached(inputs)
	return __en.project_image_attached(inputs)
});
/**
* | output |
* | --- |
* | "Image (optional)" |
*
* @param {Project_Image_OptionalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_image_optional = /** @type {((inputs?: Project_Image_OptionalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Image_OptionalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_image_optional(inputs)
	if (locale === "ta") return __ta.project_image_optional(inputs)
	return __en.project_image_optional(inputs)
});
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Project_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_keep_it = /** @type {((inputs?: Project_Keep_ItInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Keep_ItInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_keep_it(inputs)
	if (locale === "ta") return __ta.project_keep_it(inputs)
	return __en.project_keep_it(inputs)
});
/**
* | output |
* | --- |
* | "(lowered from {from}%)" |
*
* @param {Project_Lowered_FromInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_lowered_from = /** @type {((inputs: Project_Lowered_FromInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Lowered_FromInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_lowered_from(inputs)
	if (locale === "ta") return __ta.project_lowered_from(inputs)
	return __en.project_lowered_from(inputs)
});
/**
* | output |
* | --- |
* | "No deadline" |
*
* @param {Project_No_DeadlineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_no_deadline = /** @type {((inputs?: Project_No_DeadlineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_No_DeadlineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_no_deadline(inputs)
	if (locale === "ta") return __ta.project_no_deadline(inputs)
	return __en.project_no_deadline(inputs)
});
/**
* | output |
* | --- |
* | "No updates available for this project yet." |
*
* @param {Project_No_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_no_updates = /** @type {((inputs?: Project_No_UpdatesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_No_UpdatesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_no_updates(inputs)
	if (locale === "ta") return __ta.project_no_updates(inputs)
	return __en.project_no_updates(inputs)
});
/**
* | output |
* | --- |
* | "Not assigned" |
*
* @param {Project_Not_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_not_assigned = /** @type {((inputs?: Project_Not_AssignedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Not_AssignedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_not_assigned(inputs)
	if (locale === "ta") return __ta.project_not_assigned(inputs)
	return __en.project_not_assigned(inputs)
});
/**
* | output |
* | --- |
* | "Post comment" |
*
* @param {Project_Post_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_post_comment = /** @type {((inputs?: Project_Post_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Post_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_post_comment(inputs)
	if (locale === "ta") return __ta.project_post_comment(inputs)
	return __en.project_post_comment(inputs)
});
/**
* | output |
* | --- |
* | "Posting..." |
*
* @param {Project_PostingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_posting = /** @type {((inputs?: Project_PostingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_PostingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_posting(inputs)
	if (locale === "ta") return __ta.project_posting(inputs)
	return __en.project_posting(inputs)
});
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Project_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_progress = /** @type {((inputs?: Project_ProgressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ProgressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_progress(inputs)
	if (locale === "ta") return __ta.project_progress(inputs)
	return __en.project_progress(inputs)
});
/**
* | output |
* | --- |
* | "{title} progress" |
*
* @param {Project_Progress_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_progress_of = /** @type {((inputs: Project_Progress_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Progress_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_progress_of(inputs)
	if (locale === "ta") return __ta.project_progress_of(inputs)
	return __en.project_progress_of(inputs)
});
/**
* | output |
* | --- |
* | "Say what should change" |
*
* @param {Project_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_reason_required = /** @type {((inputs?: Project_Reason_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Reason_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_reason_required(inputs)
	if (locale === "ta") return __ta.project_reason_required(inputs)
	return __en.project_reason_required(inputs)
});
/**
* | output |
* | --- |
* | "The reason can be at most {max} characters" |
*
* @param {Project_Reason_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_reason_too_long = /** @type {((inputs: Project_Reason_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Reason_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_reason_too_long(inputs)
	if (locale === "ta") return __ta.project_reason_too_long(inputs)
	return __en.project_reason_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Request changes" |
*
* @param {Project_Request_ChangesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_request_changes = /** @type {((inputs?: Project_Request_ChangesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Request_ChangesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_request_changes(inputs)
	if (locale === "ta") return __ta.project_request_changes(inputs)
	return __en.project_request_changes(inputs)
});
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Project_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_role_admin = /** @type {((inputs?: Project_Role_AdminInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Role_AdminInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_role_admin(inputs)
	if (locale === "ta") return __ta.project_role_admin(inputs)
	return __en.project_role_admin(inputs)
});
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Project_Role_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_role_client = /** @type {((inputs?: Project_Role_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Role_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_role_client(inputs)
	if (locale === "ta") return __ta.project_role_client(inputs)
	return __en.project_role_client(inputs)
});
/**
* | output |
* | --- |
* | "Freelancer" |
*
* @param {Project_Role_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_role_freelancer = /** @type {((inputs?: Project_Role_FreelancerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Role_FreelancerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_role_freelancer(inputs)
	if (locale === "ta") return __ta.project_role_freelancer(inputs)
	return __en.project_role_freelancer(inputs)
});
/**
* | output |
* | --- |
* | "Save comment" |
*
* @param {Project_Save_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_save_comment = /** @type {((inputs?: Project_Save_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Save_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_save_comment(inputs)
	if (locale === "ta") return __ta.project_save_comment(inputs)
	return __en.project_save_comment(inputs)
});
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Project_SavingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_saving = /** @type {((inputs?: Project_SavingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_SavingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_saving(inputs)
	if (locale === "ta") return __ta.project_saving(inputs)
	return __en.project_saving(inputs)
});
/**
* | output |
* | --- |
* | "Screenshot {number} of the update" |
*
* @param {Project_Screenshot_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_screenshot_alt = /** @type {((inputs: Project_Screenshot_AltInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Screenshot_AltInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_screenshot_alt(inputs)
	if (locale === "ta") return __ta.project_screenshot_alt(inputs)
	return __en.project_screenshot_alt(inputs)
});
/**
* | output |
* | --- |
* | "Screenshots" |
*
* @param {Project_ScreenshotsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_screenshots = /** @type {((inputs?: Project_ScreenshotsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ScreenshotsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_screenshots(inputs)
	if (locale === "ta") return __ta.project_screenshots(inputs)
	return __en.project_screenshots(inputs)
});
/**
* | output |
* | --- |
* | "Send change request" |
*
* @param {Project_Send_Change_RequestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_send_change_request = /** @type {((inputs?: Project_Send_Change_RequestInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Send_Change_RequestInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_send_change_request(inputs)
	if (locale === "ta") return __ta.project_send_change_request(inputs)
	return __en.project_send_change_request(inputs)
});
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Project_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_sending = /** @type {((inputs?: Project_SendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_SendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_sending(inputs)
	if (locale === "ta") return __ta.project_sending(inputs)
	return __en.project_sending(inputs)
});
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Project_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_completed = /** @type {((inputs?: Project_Status_CompletedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Status_CompletedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_status_completed(inputs)
	if (locale === "ta") return __ta.project_status_completed(inputs)
	return __en.project_status_completed(inputs)
});
/**
* | output |
* | --- |
* | "In Development" |
*
* @param {Project_Status_In_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_in_development = /** @type {((inputs?: Project_Status_In_DevelopmentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Status_In_DevelopmentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_status_in_development(inputs)
	if (locale === "ta") return __ta.project_status_in_development(inputs)
	return __en.project_status_in_development(inputs)
});
/**
* | output |
* | --- |
* | "In Progress" |
*
* @param {Project_Status_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_in_progress = /** @type {((inputs?: Project_Status_In_ProgressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Status_In_ProgressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_status_in_progress(inputs)
	if (locale === "ta") return __ta.project_status_in_progress(inputs)
	return __en.project_status_in_progress(inputs)
});
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Project_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_pending = /** @type {((inputs?: Project_Status_PendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Status_PendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_status_pending(inputs)
	if (locale === "ta") return __ta.project_status_pending(inputs)
	return __en.project_status_pending(inputs)
});
/**
* | output |
* | --- |
* | "Testing" |
*
* @param {Project_Status_TestingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_testing = /** @type {((inputs?: Project_Status_TestingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Status_TestingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_status_testing(inputs)
	if (locale === "ta") return __ta.project_status_testing(inputs)
	return __en.project_status_testing(inputs)
});
/**
* | output |
* | --- |
* | "Updates" |
*
* @param {Project_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_updates = /** @type {((inputs?: Project_UpdatesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_UpdatesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_updates(inputs)
	if (locale === "ta") return __ta.project_updates(inputs)
	return __en.project_updates(inputs)
});
/**
* | output |
* | --- |
* | "Updates for {title}" |
*
* @param {Project_Updates_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_updates_for = /** @type {((inputs: Project_Updates_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Updates_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_updates_for(inputs)
	if (locale === "ta") return __ta.project_updates_for(inputs)
	return __en.project_updates_for(inputs)
});
/**
* | output |
* | --- |
* | "View Analytics Report" |
*
* @param {Project_View_ReportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_view_report = /** @type {((inputs?: Project_View_ReportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_View_ReportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_view_report(inputs)
	if (locale === "ta") return __ta.project_view_report(inputs)
	return __en.project_view_report(inputs)
});
/**
* | output |
* | --- |
* | "View Analytics Report of {title}" |
*
* @param {Project_View_Report_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_view_report_of = /** @type {((inputs: Project_View_Report_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_View_Report_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_view_report_of(inputs)
	if (locale === "ta") return __ta.project_view_report_of(inputs)
	return __en.project_view_report_of(inputs)
});
/**
* | output |
* | --- |
* | "What should change?" |
*
* @param {Project_What_Should_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_what_should_change = /** @type {((inputs?: Project_What_Should_ChangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_What_Should_ChangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_what_should_change(inputs)
	if (locale === "ta") return __ta.project_what_should_change(inputs)
	return __en.project_what_should_change(inputs)
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