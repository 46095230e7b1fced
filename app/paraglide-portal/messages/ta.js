/* eslint-disable */
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


export const billing_amount = /** @type {(inputs: Billing_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொகை`)
};

export const billing_bundle_cancel_question = /** @type {(inputs: Billing_Bundle_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.commitment}, அதன் பிறகு ரத்து செய்யப்படும். அதுவரை இதைத் திரும்பப் பெறலாம்.`)
};

export const billing_bundles = /** @type {(inputs: Billing_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொகுப்புகள்`)
};

export const billing_bundles_pitch = /** @type {(inputs: Billing_Bundles_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`சமூக ஊடகத் திட்டத்தையும் SEO திட்டத்தையும் ${i?.months} மாத ஒப்பந்தத்தில் இணைத்து ${i?.percent}% சேமியுங்கள். இன்று செலுத்தினால்: ${i?.commitment}.`)
};

export const billing_cancel_my_plan = /** @type {(inputs: Billing_Cancel_My_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`என் திட்டத்தை ரத்துசெய்`)
};

export const billing_cancel_plan = /** @type {(inputs: Billing_Cancel_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தை ரத்துசெய்`)
};

export const billing_cancel_question = /** @type {(inputs: Billing_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} (${i?.service}) திட்டம் ${i?.date} வரை தொடரும் (எங்கள் 30 நாள் அறிவிப்பு, அதுவரை செலுத்திய காலத்தின் இறுதி வரை), அதன் பிறகு ரத்து செய்யப்படும். அதுவரை இதைத் திரும்பப் பெறலாம்.`)
};

export const billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டத்தை ரத்து செய்யவா?`)
};

export const billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தை மாற்று`)
};

export const billing_change_starts = /** @type {(inputs: Billing_Change_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`புதிய திட்டம் அதன் முதல் கட்டணத்தைச் செலுத்தும்போது தொடங்கும்; உங்கள் தற்போதைய திட்டம் அன்றே ரத்து செய்யப்படும்${i?.refund}.`)
};

export const billing_change_to = /** @type {(inputs: Billing_Change_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (${i?.cycle}) க்கு மாறு`)
};

export const billing_charge_on = /** @type {(inputs: Billing_Charge_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} அன்று ${i?.amount}`)
};

export const billing_commitment = /** @type {(inputs: Billing_CommitmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் தொகுப்பு அதன் ${i?.months} மாத ஒப்பந்தம் முடியும் ${i?.date} வரை தொடரும்`)
};

export const billing_commitment_held = /** @type {(inputs: Billing_Commitment_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.commitment}: அதுவரை வேறு தொகுப்புக்கு மட்டுமே மாற்ற முடியும்.`)
};

export const billing_cycle = /** @type {(inputs: Billing_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணச் சுழற்சி`)
};

export const billing_cycle_annual = /** @type {(inputs: Billing_Cycle_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆண்டுதோறும்`)
};

export const billing_cycle_monthly = /** @type {(inputs: Billing_Cycle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திரம்`)
};

export const billing_date = /** @type {(inputs: Billing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேதி`)
};

export const billing_download_receipt = /** @type {(inputs: Billing_Download_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ரசீது ${i?.number} பதிவிறக்கு (PDF)`)
};

export const billing_due_since = /** @type {(inputs: Billing_Due_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}, ${i?.date} முதல் செலுத்த வேண்டியது`)
};

export const billing_keep_plan = /** @type {(inputs: Billing_Keep_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`என் திட்டத்தைத் தொடர்`)
};

export const billing_method = /** @type {(inputs: Billing_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முறை`)
};

export const billing_method_card = /** @type {(inputs: Billing_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அட்டை`)
};

export const billing_method_test = /** @type {(inputs: Billing_Method_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சோதனைக் கட்டணம்`)
};

export const billing_next_charge = /** @type {(inputs: Billing_Next_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடுத்த கட்டணம்`)
};

export const billing_no_subscription = /** @type {(inputs: Billing_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் சந்தா எதுவும் இல்லை.`)
};

export const billing_none = /** @type {(inputs: Billing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை`)
};

export const billing_none_cancellation_scheduled = /** @type {(inputs: Billing_None_Cancellation_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை: ரத்து திட்டமிடப்பட்டுள்ளது`)
};

export const billing_none_cancelled = /** @type {(inputs: Billing_None_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை: ரத்து செய்யப்பட்டது`)
};

export const billing_not_scheduled = /** @type {(inputs: Billing_Not_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டமிடப்படவில்லை`)
};

export const billing_paid_period = /** @type {(inputs: Billing_Paid_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செலுத்திய காலம்`)
};

export const billing_payment_cancelled = /** @type {(inputs: Billing_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்து செய்யப்பட்டது`)
};

export const billing_payment_charged_back = /** @type {(inputs: Billing_Payment_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வங்கி திருப்பி வசூலித்தது`)
};

export const billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தோல்வியடைந்தது`)
};

export const billing_payment_paid = /** @type {(inputs: Billing_Payment_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செலுத்தப்பட்டது`)
};

export const billing_payment_pending = /** @type {(inputs: Billing_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலுவையில்`)
};

export const billing_payment_returned = /** @type {(inputs: Billing_Payment_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முழுமையாகத் திருப்பி அளிக்கப்பட்டது`)
};

export const billing_payments = /** @type {(inputs: Billing_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணங்கள்`)
};

export const billing_per_month = /** @type {(inputs: Billing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மாதத்திற்கு ${i?.amount}`)
};

export const billing_per_year = /** @type {(inputs: Billing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆண்டுக்கு ${i?.amount}`)
};

export const billing_period_range = /** @type {(inputs: Billing_Period_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} முதல் ${i?.end} வரை`)
};

export const billing_plan = /** @type {(inputs: Billing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம்`)
};

export const billing_receipt = /** @type {(inputs: Billing_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரசீது`)
};

export const billing_retry = /** @type {(inputs: Billing_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீண்டும் செலுத்த முயலவும்`)
};

export const billing_runs_until = /** @type {(inputs: Billing_Runs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} வரை தொடரும், பின்னர் ரத்து செய்யப்படும்`)
};

export const billing_status = /** @type {(inputs: Billing_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை`)
};

export const billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலில்`)
};

export const billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்து செய்யப்பட்டது`)
};

export const billing_status_charged_back = /** @type {(inputs: Billing_Status_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வங்கி திருப்பி வசூலித்தது`)
};

export const billing_status_completed = /** @type {(inputs: Billing_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறைவடைந்தது`)
};

export const billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் தாமதம்`)
};

export const billing_status_stopped = /** @type {(inputs: Billing_Status_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுத்தப்பட்டது`)
};

export const billing_undo_cancel = /** @type {(inputs: Billing_Undo_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்தைத் திரும்பப் பெறு`)
};

export const billing_unused_refund = /** @type {(inputs: Billing_Unused_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, தற்போதைய திட்டத்தின் பயன்படுத்தாத நாட்களுக்கான ${i?.amount} திருப்பி அளிக்கப்படும்`)
};

export const billing_working = /** @type {(inputs: Billing_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலாக்குகிறது…`)
};

export const client_no_analytics = /** @type {(inputs: Client_No_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வுத் தரவு இன்னும் இல்லை`)
};

export const client_tab_billing = /** @type {(inputs: Client_Tab_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண விவரங்கள்`)
};

export const client_tab_insights = /** @type {(inputs: Client_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI நுண்ணறிவுகள்`)
};

export const client_tab_overview = /** @type {(inputs: Client_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேலோட்டம்`)
};

export const client_tab_projects = /** @type {(inputs: Client_Tab_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எனது திட்டங்கள்`)
};

export const client_tab_support = /** @type {(inputs: Client_Tab_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவி`)
};

export const client_tab_timeline = /** @type {(inputs: Client_Tab_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கால வரிசை`)
};

export const client_timeline_empty = /** @type {(inputs: Client_Timeline_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தற்போது உருவாக்கத்தில் உள்ள திட்டம் எதுவும் இல்லை.`)
};

export const client_timeline_line = /** @type {(inputs: Client_Timeline_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress}% · தொடக்கம் ${i?.started} · காலக்கெடு ${i?.deadline}`)
};

export const client_timeline_no_deadline = /** @type {(inputs: Client_Timeline_No_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை`)
};

export const dashboard_active_projects = /** @type {(inputs: Dashboard_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலில் உள்ள திட்டங்கள்`)
};

export const dashboard_analytics = /** @type {(inputs: Dashboard_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு`)
};

export const dashboard_assigned_projects = /** @type {(inputs: Dashboard_Assigned_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கப்பட்ட திட்டங்கள்`)
};

export const dashboard_completed = /** @type {(inputs: Dashboard_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிந்த திட்டங்கள்`)
};

export const dashboard_completed_projects = /** @type {(inputs: Dashboard_Completed_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிந்த திட்டங்கள்`)
};

export const dashboard_contact_admin = /** @type {(inputs: Dashboard_Contact_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடங்க உங்கள் நிர்வாகியைத் தொடர்புகொள்ளுங்கள்.`)
};

export const dashboard_ga_connected = /** @type {(inputs: Dashboard_Ga_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GA இணைக்கப்பட்டது`)
};

export const dashboard_no_assigned_projects = /** @type {(inputs: Dashboard_No_Assigned_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கு ஒதுக்கப்பட்ட திட்டங்கள் இல்லை`)
};

export const dashboard_no_projects_assigned = /** @type {(inputs: Dashboard_No_Projects_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் திட்டங்கள் ஒதுக்கப்படவில்லை`)
};

export const dashboard_no_projects_available = /** @type {(inputs: Dashboard_No_Projects_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்கள் எதுவும் இல்லை`)
};

export const dashboard_progress_updates = /** @type {(inputs: Dashboard_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றப் புதுப்பிப்புகள்`)
};

export const dashboard_sections = /** @type {(inputs: Dashboard_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டு பிரிவுகள்`)
};

export const dashboard_success_rate = /** @type {(inputs: Dashboard_Success_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெற்றி விகிதம்`)
};

export const dashboard_title = /** @type {(inputs: Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டு`)
};

export const dashboard_title_admin = /** @type {(inputs: Dashboard_Title_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகப் பலகம்`)
};

export const dashboard_title_client = /** @type {(inputs: Dashboard_Title_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் டாஷ்போர்டு`)
};

export const dashboard_title_freelancer = /** @type {(inputs: Dashboard_Title_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர் மையம்`)
};

export const dashboard_total_projects = /** @type {(inputs: Dashboard_Total_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மொத்தத் திட்டங்கள்`)
};

export const dashboard_updates_order = /** @type {(inputs: Dashboard_Updates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் புதுப்பிப்புகள்: வாடிக்கையாளரின் முடிவுக்காகக் காத்திருப்பவை முதலில், பின்னர் புதியவை.`)
};

export const dashboard_upload_hint = /** @type {(inputs: Dashboard_Upload_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிக்கையைப் பதிவேற்ற, அதன் திட்டத்தில் "முன்னேற்றத்தைப் புதுப்பி" என்பதைத் தேர்ந்தெடுங்கள்: உங்கள் குறிப்புகளும் 10 வரையிலான திரைப்பிடிப்புகளும் உடனே உங்கள் வாடிக்கையாளரைச் சென்றடையும்.`)
};

export const dashboard_view_analytics = /** @type {(inputs: Dashboard_View_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வைப் பார்க்கவும்`)
};

export const dashboard_view_analytics_of = /** @type {(inputs: Dashboard_View_Analytics_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” பகுப்பாய்வைப் பார்க்கவும்`)
};

export const project_add_comment = /** @type {(inputs: Project_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தைச் சேர்க்கவும்`)
};

export const project_analytics = /** @type {(inputs: Project_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு`)
};

export const project_analytics_connected = /** @type {(inputs: Project_Analytics_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு இணைக்கப்பட்டது`)
};

export const project_analytics_trends = /** @type {(inputs: Project_Analytics_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வுப் போக்குகள்`)
};

export const project_approve = /** @type {(inputs: Project_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதல் அளி`)
};

export const project_approved = /** @type {(inputs: Project_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதல் அளிக்கப்பட்டது`)
};

export const project_attached_by = /** @type {(inputs: Project_Attached_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.author} இணைத்தது`)
};

export const project_awaiting_approval = /** @type {(inputs: Project_Awaiting_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதலுக்காகக் காத்திருக்கிறது`)
};

export const project_back_all = /** @type {(inputs: Project_Back_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்துத் திட்டங்கள்`)
};

export const project_back_assigned = /** @type {(inputs: Project_Back_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கப்பட்ட திட்டங்கள்`)
};

export const project_back_my_projects = /** @type {(inputs: Project_Back_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எனது திட்டங்கள்`)
};

export const project_cancel = /** @type {(inputs: Project_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்துசெய்`)
};

export const project_change_decision = /** @type {(inputs: Project_Change_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிவை மாற்று`)
};

export const project_changes_requested = /** @type {(inputs: Project_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்கள் கோரப்பட்டன`)
};

export const project_client = /** @type {(inputs: Project_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்`)
};

export const project_comment = /** @type {(inputs: Project_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்து இடுங்கள்`)
};

export const project_comment_required = /** @type {(inputs: Project_Comment_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதலில் ஒரு கருத்தை எழுதுங்கள்`)
};

export const project_comment_too_long = /** @type {(inputs: Project_Comment_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒரு கருத்தில் அதிகபட்சம் ${i?.max} எழுத்துகள் இருக்கலாம்`)
};

export const project_comments = /** @type {(inputs: Project_CommentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கருத்துகள் (${i?.count})`)
};

export const project_deadline = /** @type {(inputs: Project_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காலக்கெடு`)
};

export const project_decided_by = /** @type {(inputs: Project_Decided_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.date} அன்று`)
};

export const project_delete = /** @type {(inputs: Project_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீக்கு`)
};

export const project_delete_comment = /** @type {(inputs: Project_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தை நீக்கு`)
};

export const project_delete_comment_question = /** @type {(inputs: Project_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கருத்தை நீக்கவா?`)
};

export const project_delete_your_comment = /** @type {(inputs: Project_Delete_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கருத்தை நீக்கு`)
};

export const project_edit = /** @type {(inputs: Project_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருத்து`)
};

export const project_edit_your_comment = /** @type {(inputs: Project_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கருத்தைத் திருத்து`)
};

export const project_edited = /** @type {(inputs: Project_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(திருத்தப்பட்டது)`)
};

export const project_freelancer = /** @type {(inputs: Project_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர்`)
};

export const project_image_attached = /** @type {(inputs: Project_Image_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 படம் இணைக்கப்பட்டது`)
};

export const project_image_optional = /** @type {(inputs: Project_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படம் (விரும்பினால்)`)
};

export const project_keep_it = /** @type {(inputs: Project_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வைத்திருங்கள்`)
};

export const project_lowered_from = /** @type {(inputs: Project_Lowered_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.from}% இலிருந்து குறைக்கப்பட்டது)`)
};

export const project_no_deadline = /** @type {(inputs: Project_No_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காலக்கெடு இல்லை`)
};

export const project_no_updates = /** @type {(inputs: Project_No_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டத்திற்கு இன்னும் புதுப்பிப்புகள் இல்லை.`)
};

export const project_not_assigned = /** @type {(inputs: Project_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கப்படவில்லை`)
};

export const project_post_comment = /** @type {(inputs: Project_Post_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தை இடு`)
};

export const project_posting = /** @type {(inputs: Project_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இடுகிறது...`)
};

export const project_progress = /** @type {(inputs: Project_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றம்`)
};

export const project_progress_of = /** @type {(inputs: Project_Progress_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} முன்னேற்றம்`)
};

export const project_reason_required = /** @type {(inputs: Project_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`என்ன மாற வேண்டும் என்று கூறுங்கள்`)
};

export const project_reason_too_long = /** @type {(inputs: Project_Reason_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`காரணத்தில் அதிகபட்சம் ${i?.max} எழுத்துகள் இருக்கலாம்`)
};

export const project_request_changes = /** @type {(inputs: Project_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்களைக் கோரு`)
};

export const project_role_admin = /** @type {(inputs: Project_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகி`)
};

export const project_role_client = /** @type {(inputs: Project_Role_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்`)
};

export const project_role_freelancer = /** @type {(inputs: Project_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர்`)
};

export const project_save_comment = /** @type {(inputs: Project_Save_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தைச் சேமி`)
};

export const project_saving = /** @type {(inputs: Project_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேமிக்கிறது...`)
};

export const project_screenshot_alt = /** @type {(inputs: Project_Screenshot_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்பின் திரைப்பிடிப்பு ${i?.number}`)
};

export const project_screenshots = /** @type {(inputs: Project_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திரைப்பிடிப்புகள்`)
};

export const project_send_change_request = /** @type {(inputs: Project_Send_Change_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றக் கோரிக்கையை அனுப்பு`)
};

export const project_sending = /** @type {(inputs: Project_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்புகிறது...`)
};

export const project_status_completed = /** @type {(inputs: Project_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிந்தது`)
};

export const project_status_in_development = /** @type {(inputs: Project_Status_In_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உருவாக்கத்தில்`)
};

export const project_status_in_progress = /** @type {(inputs: Project_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நடைபெறுகிறது`)
};

export const project_status_pending = /** @type {(inputs: Project_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலுவையில்`)
};

export const project_status_testing = /** @type {(inputs: Project_Status_TestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சோதனையில்`)
};

export const project_updates = /** @type {(inputs: Project_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்புகள்`)
};

export const project_updates_for = /** @type {(inputs: Project_Updates_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} க்கான புதுப்பிப்புகள்`)
};

export const project_view_report = /** @type {(inputs: Project_View_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு அறிக்கையைப் பார்க்கவும்`)
};

export const project_view_report_of = /** @type {(inputs: Project_View_Report_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” பகுப்பாய்வு அறிக்கையைப் பார்க்கவும்`)
};

export const project_what_should_change = /** @type {(inputs: Project_What_Should_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`என்ன மாற வேண்டும்?`)
};

export const shell_current_user = /** @type {(inputs: Shell_Current_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தற்போதைய பயனர்`)
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