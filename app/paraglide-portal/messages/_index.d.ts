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
