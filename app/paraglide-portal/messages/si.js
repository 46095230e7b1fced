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
	return /** @type {LocalizedString} */ (`මුදල`)
};

export const billing_bundle_cancel_question = /** @type {(inputs: Billing_Bundle_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.commitment}, ඉන්පසු අවලංගු වේ. එදින දක්වා ඔබට එය ආපසු හැරවිය හැක.`)
};

export const billing_bundles = /** @type {(inputs: Billing_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැකේජ`)
};

export const billing_bundles_pitch = /** @type {(inputs: Billing_Bundles_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය සැලසුමක් SEO සැලසුමක් සමඟ මාස ${i?.months}ක බැඳීමකට එක් කර ${i?.percent}% ඉතිරි කරගන්න. ඔබ අද ගෙවුවහොත්: ${i?.commitment}.`)
};

export const billing_cancel_my_plan = /** @type {(inputs: Billing_Cancel_My_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මගේ සැලසුම අවලංගු කරන්න`)
};

export const billing_cancel_plan = /** @type {(inputs: Billing_Cancel_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම අවලංගු කරන්න`)
};

export const billing_cancel_question = /** @type {(inputs: Billing_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} (${i?.service}) සැලසුම ${i?.date} දක්වා පවතී (අපගේ දින 30ක දැනුම්දීම, එදිනට ගෙවා ඇති කාලය අවසන් වන තුරු), ඉන්පසු අවලංගු වේ. එදින දක්වා ඔබට එය ආපසු හැරවිය හැක.`)
};

export const billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සැලසුම අවලංගු කරන්නද?`)
};

export const billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම වෙනස් කරන්න`)
};

export const billing_change_starts = /** @type {(inputs: Billing_Change_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබ නව සැලසුමේ පළමු ගෙවීම කළ දින එය ආරම්භ වේ; ඔබේ වත්මන් සැලසුම එදිනම අවලංගු වේ${i?.refund}.`)
};

export const billing_change_to = /** @type {(inputs: Billing_Change_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (${i?.cycle}) වෙත මාරු වන්න`)
};

export const billing_charge_on = /** @type {(inputs: Billing_Charge_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} දින ${i?.amount}`)
};

export const billing_commitment = /** @type {(inputs: Billing_CommitmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ පැකේජය එහි මාස ${i?.months}ක බැඳීම අවසන් වන ${i?.date} දක්වා පවතී`)
};

export const billing_commitment_held = /** @type {(inputs: Billing_Commitment_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.commitment}: එතෙක් එය වෙනත් පැකේජයකට පමණක් වෙනස් කළ හැක.`)
};

export const billing_cycle = /** @type {(inputs: Billing_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් වාරය`)
};

export const billing_cycle_annual = /** @type {(inputs: Billing_Cycle_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්ෂිකව`)
};

export const billing_cycle_monthly = /** @type {(inputs: Billing_Cycle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසිකව`)
};

export const billing_date = /** @type {(inputs: Billing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිනය`)
};

export const billing_download_receipt = /** @type {(inputs: Billing_Download_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`රිසිට්පත ${i?.number} බාගන්න (PDF)`)
};

export const billing_due_since = /** @type {(inputs: Billing_Due_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}, ${i?.date} සිට ගෙවිය යුතුයි`)
};

export const billing_keep_plan = /** @type {(inputs: Billing_Keep_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මගේ සැලසුම තබා ගන්න`)
};

export const billing_method = /** @type {(inputs: Billing_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රමය`)
};

export const billing_method_card = /** @type {(inputs: Billing_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාඩ්පත`)
};

export const billing_method_test = /** @type {(inputs: Billing_Method_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරීක්ෂණ ගෙවීම`)
};

export const billing_next_charge = /** @type {(inputs: Billing_Next_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊළඟ අයකිරීම`)
};

export const billing_no_subscription = /** @type {(inputs: Billing_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම දායකත්වයක් නැත.`)
};

export const billing_none = /** @type {(inputs: Billing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත`)
};

export const billing_none_cancellation_scheduled = /** @type {(inputs: Billing_None_Cancellation_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත: අවලංගු කිරීම නියම කර ඇත`)
};

export const billing_none_cancelled = /** @type {(inputs: Billing_None_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත: අවලංගු කර ඇත`)
};

export const billing_not_scheduled = /** @type {(inputs: Billing_Not_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියම කර නැත`)
};

export const billing_paid_period = /** @type {(inputs: Billing_Paid_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවූ කාලය`)
};

export const billing_payment_cancelled = /** @type {(inputs: Billing_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවලංගු කළා`)
};

export const billing_payment_charged_back = /** @type {(inputs: Billing_Payment_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බැංකුව ආපසු අය කර ඇත`)
};

export const billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අසාර්ථකයි`)
};

export const billing_payment_paid = /** @type {(inputs: Billing_Payment_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවා ඇත`)
};

export const billing_payment_pending = /** @type {(inputs: Billing_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පොරොත්තුවෙන්`)
};

export const billing_payment_returned = /** @type {(inputs: Billing_Payment_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සම්පූර්ණයෙන් ආපසු ගෙවා ඇත`)
};

export const billing_payments = /** @type {(inputs: Billing_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම්`)
};

export const billing_per_month = /** @type {(inputs: Billing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මසකට ${i?.amount}`)
};

export const billing_per_year = /** @type {(inputs: Billing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`වසරකට ${i?.amount}`)
};

export const billing_period_range = /** @type {(inputs: Billing_Period_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} සිට ${i?.end} දක්වා`)
};

export const billing_plan = /** @type {(inputs: Billing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම`)
};

export const billing_receipt = /** @type {(inputs: Billing_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රිසිට්පත`)
};

export const billing_retry = /** @type {(inputs: Billing_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැවත ගෙවීමට උත්සාහ කරන්න`)
};

export const billing_runs_until = /** @type {(inputs: Billing_Runs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} දක්වා පවතී, ඉන්පසු අවලංගු වේ`)
};

export const billing_status = /** @type {(inputs: Billing_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්වය`)
};

export const billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සක්‍රීයයි`)
};

export const billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවලංගුයි`)
};

export const billing_status_charged_back = /** @type {(inputs: Billing_Status_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බැංකුව ආපසු අය කර ඇත`)
};

export const billing_status_completed = /** @type {(inputs: Billing_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවසන් වී ඇත`)
};

export const billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම ප්‍රමාදයි`)
};

export const billing_status_stopped = /** @type {(inputs: Billing_Status_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නවතා ඇත`)
};

export const billing_undo_cancel = /** @type {(inputs: Billing_Undo_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවලංගු කිරීම ආපසු හරවන්න`)
};

export const billing_unused_refund = /** @type {(inputs: Billing_Unused_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, වත්මන් සැලසුමේ භාවිත නොකළ දින සඳහා ${i?.amount} ආපසු ගෙවනු ලැබේ`)
};

export const billing_working = /** @type {(inputs: Billing_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සකසමින්…`)
};

export const client_no_analytics = /** @type {(inputs: Client_No_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ දත්ත තවම නැත`)
};

export const client_tab_billing = /** @type {(inputs: Client_Tab_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බිල්පත් සහ ගෙවීම්`)
};

export const client_tab_insights = /** @type {(inputs: Client_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI අවබෝධය`)
};

export const client_tab_overview = /** @type {(inputs: Client_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දළ විශ්ලේෂණය`)
};

export const client_tab_projects = /** @type {(inputs: Client_Tab_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මගේ ව්‍යාපෘති`)
};

export const client_tab_support = /** @type {(inputs: Client_Tab_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය`)
};

export const client_tab_timeline = /** @type {(inputs: Client_Tab_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාල රේඛාව`)
};

export const client_timeline_empty = /** @type {(inputs: Client_Timeline_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනට සංවර්ධනය වෙමින් පවතින ව්‍යාපෘතියක් නැත.`)
};

export const client_timeline_line = /** @type {(inputs: Client_Timeline_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress}% · ආරම්භය ${i?.started} · නියමිත දිනය ${i?.deadline}`)
};

export const client_timeline_no_deadline = /** @type {(inputs: Client_Timeline_No_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත`)
};

export const dashboard_active_projects = /** @type {(inputs: Dashboard_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රියාත්මක ව්‍යාපෘති`)
};

export const dashboard_analytics = /** @type {(inputs: Dashboard_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ`)
};

export const dashboard_assigned_projects = /** @type {(inputs: Dashboard_Assigned_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පවරා ඇති ව්‍යාපෘති`)
};

export const dashboard_completed = /** @type {(inputs: Dashboard_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිම කළ ව්‍යාපෘති`)
};

export const dashboard_completed_projects = /** @type {(inputs: Dashboard_Completed_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිම කළ ව්‍යාපෘති`)
};

export const dashboard_contact_admin = /** @type {(inputs: Dashboard_Contact_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරම්භ කිරීමට ඔබේ පරිපාලකවරයා අමතන්න.`)
};

export const dashboard_ga_connected = /** @type {(inputs: Dashboard_Ga_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GA සම්බන්ධයි`)
};

export const dashboard_no_assigned_projects = /** @type {(inputs: Dashboard_No_Assigned_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට පවරා ඇති ව්‍යාපෘති නැත`)
};

export const dashboard_no_projects_assigned = /** @type {(inputs: Dashboard_No_Projects_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම ව්‍යාපෘති පවරා නැත`)
};

export const dashboard_no_projects_available = /** @type {(inputs: Dashboard_No_Projects_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘති කිසිවක් නැත`)
};

export const dashboard_progress_updates = /** @type {(inputs: Dashboard_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගති යාවත්කාලීන`)
};

export const dashboard_sections = /** @type {(inputs: Dashboard_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුවරුවේ කොටස්`)
};

export const dashboard_success_rate = /** @type {(inputs: Dashboard_Success_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සාර්ථකත්ව අනුපාතය`)
};

export const dashboard_title = /** @type {(inputs: Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුවරුව`)
};

export const dashboard_title_admin = /** @type {(inputs: Dashboard_Title_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලක පුවරුව`)
};

export const dashboard_title_client = /** @type {(inputs: Dashboard_Title_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිභෝගික පුවරුව`)
};

export const dashboard_title_freelancer = /** @type {(inputs: Dashboard_Title_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවක මධ්‍යස්ථානය`)
};

export const dashboard_total_projects = /** @type {(inputs: Dashboard_Total_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුළු ව්‍යාපෘති`)
};

export const dashboard_updates_order = /** @type {(inputs: Dashboard_Updates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ යාවත්කාලීන: පාරිභෝගිකයාගේ තීරණය බලාපොරොත්තුවෙන් සිටින ඒවා මුලින්, ඉන්පසු නවතම ඒවා.`)
};

export const dashboard_upload_hint = /** @type {(inputs: Dashboard_Upload_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්තාවක් උඩුගත කිරීමට, එහි ව්‍යාපෘතියේ "ප්‍රගතිය යාවත්කාලීන කරන්න" තෝරන්න: ඔබේ සටහන් සහ තිර රූ 10ක් දක්වා වහාම ඔබේ පාරිභෝගිකයාට ලැබේ.`)
};

export const dashboard_view_analytics = /** @type {(inputs: Dashboard_View_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ බලන්න`)
};

export const dashboard_view_analytics_of = /** @type {(inputs: Dashboard_View_Analytics_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” හි විශ්ලේෂණ බලන්න`)
};

export const project_add_comment = /** @type {(inputs: Project_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහසක් එක් කරන්න`)
};

export const project_analytics = /** @type {(inputs: Project_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ`)
};

export const project_analytics_connected = /** @type {(inputs: Project_Analytics_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ සම්බන්ධයි`)
};

export const project_analytics_trends = /** @type {(inputs: Project_Analytics_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ ප්‍රවණතා`)
};

export const project_approve = /** @type {(inputs: Project_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමත කරන්න`)
};

export const project_approved = /** @type {(inputs: Project_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමත කළා`)
};

export const project_attached_by = /** @type {(inputs: Project_Attached_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.author} අමුණා ඇත`)
};

export const project_awaiting_approval = /** @type {(inputs: Project_Awaiting_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමැතිය බලාපොරොත්තුවෙන්`)
};

export const project_back_all = /** @type {(inputs: Project_Back_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු ව්‍යාපෘති`)
};

export const project_back_assigned = /** @type {(inputs: Project_Back_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පවරා ඇති ව්‍යාපෘති`)
};

export const project_back_my_projects = /** @type {(inputs: Project_Back_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මගේ ව්‍යාපෘති`)
};

export const project_cancel = /** @type {(inputs: Project_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවලංගු කරන්න`)
};

export const project_change_decision = /** @type {(inputs: Project_Change_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තීරණය වෙනස් කරන්න`)
};

export const project_changes_requested = /** @type {(inputs: Project_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස්කම් ඉල්ලා ඇත`)
};

export const project_client = /** @type {(inputs: Project_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිභෝගිකයා`)
};

export const project_comment = /** @type {(inputs: Project_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස් දක්වන්න`)
};

export const project_comment_required = /** @type {(inputs: Project_Comment_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළමුව අදහසක් ලියන්න`)
};

export const project_comment_too_long = /** @type {(inputs: Project_Comment_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අදහසක අකුරු ${i?.max}කට වඩා තිබිය නොහැක`)
};

export const project_comments = /** @type {(inputs: Project_CommentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අදහස් (${i?.count})`)
};

export const project_deadline = /** @type {(inputs: Project_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියමිත දිනය`)
};

export const project_decided_by = /** @type {(inputs: Project_Decided_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} විසින්, ${i?.date}`)
};

export const project_delete = /** @type {(inputs: Project_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මකන්න`)
};

export const project_delete_comment = /** @type {(inputs: Project_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස මකන්න`)
};

export const project_delete_comment_question = /** @type {(inputs: Project_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම අදහස මකන්නද?`)
};

export const project_delete_your_comment = /** @type {(inputs: Project_Delete_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ අදහස මකන්න`)
};

export const project_edit = /** @type {(inputs: Project_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංස්කරණය`)
};

export const project_edit_your_comment = /** @type {(inputs: Project_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ අදහස සංස්කරණය කරන්න`)
};

export const project_edited = /** @type {(inputs: Project_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(සංස්කරණය කළා)`)
};

export const project_freelancer = /** @type {(inputs: Project_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවකයා`)
};

export const project_image_attached = /** @type {(inputs: Project_Image_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රූප 1ක් අමුණා ඇත`)
};

export const project_image_optional = /** @type {(inputs: Project_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රූපය (අවශ්‍ය නම් පමණි)`)
};

export const project_keep_it = /** @type {(inputs: Project_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තබා ගන්න`)
};

export const project_lowered_from = /** @type {(inputs: Project_Lowered_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.from}% සිට අඩු කළා)`)
};

export const project_no_deadline = /** @type {(inputs: Project_No_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියමිත දිනයක් නැත`)
};

export const project_no_updates = /** @type {(inputs: Project_No_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ව්‍යාපෘතිය සඳහා තවම යාවත්කාලීන නැත.`)
};

export const project_not_assigned = /** @type {(inputs: Project_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පවරා නැත`)
};

export const project_post_comment = /** @type {(inputs: Project_Post_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස පළ කරන්න`)
};

export const project_posting = /** @type {(inputs: Project_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කරමින්...`)
};

export const project_progress = /** @type {(inputs: Project_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගතිය`)
};

export const project_progress_of = /** @type {(inputs: Project_Progress_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ප්‍රගතිය`)
};

export const project_reason_required = /** @type {(inputs: Project_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස් විය යුත්තේ කුමක්දැයි කියන්න`)
};

export const project_reason_too_long = /** @type {(inputs: Project_Reason_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`හේතුවේ අකුරු ${i?.max}කට වඩා තිබිය නොහැක`)
};

export const project_request_changes = /** @type {(inputs: Project_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස්කම් ඉල්ලන්න`)
};

export const project_role_admin = /** @type {(inputs: Project_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලක`)
};

export const project_role_client = /** @type {(inputs: Project_Role_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිභෝගික`)
};

export const project_role_freelancer = /** @type {(inputs: Project_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවක`)
};

export const project_save_comment = /** @type {(inputs: Project_Save_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස සුරකින්න`)
};

export const project_saving = /** @type {(inputs: Project_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සුරකිමින්...`)
};

export const project_screenshot_alt = /** @type {(inputs: Project_Screenshot_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීනයේ තිර රූ ${i?.number}`)
};

export const project_screenshots = /** @type {(inputs: Project_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තිර රූ`)
};

export const project_send_change_request = /** @type {(inputs: Project_Send_Change_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස් කිරීමේ ඉල්ලීම යවන්න`)
};

export const project_sending = /** @type {(inputs: Project_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යවමින්...`)
};

export const project_status_completed = /** @type {(inputs: Project_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිම කළා`)
};

export const project_status_in_development = /** @type {(inputs: Project_Status_In_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංවර්ධනය වෙමින්`)
};

export const project_status_in_progress = /** @type {(inputs: Project_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කෙරෙමින් පවතී`)
};

export const project_status_pending = /** @type {(inputs: Project_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පොරොත්තුවෙන්`)
};

export const project_status_testing = /** @type {(inputs: Project_Status_TestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරීක්ෂා කරමින්`)
};

export const project_updates = /** @type {(inputs: Project_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීන`)
};

export const project_updates_for = /** @type {(inputs: Project_Updates_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා යාවත්කාලීන`)
};

export const project_view_report = /** @type {(inputs: Project_View_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ වාර්තාව බලන්න`)
};

export const project_view_report_of = /** @type {(inputs: Project_View_Report_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” හි විශ්ලේෂණ වාර්තාව බලන්න`)
};

export const project_what_should_change = /** @type {(inputs: Project_What_Should_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස් විය යුත්තේ කුමක්ද?`)
};

export const shell_current_user = /** @type {(inputs: Shell_Current_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වත්මන් පරිශීලකයා`)
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