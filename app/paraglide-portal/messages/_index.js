/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Calendar_All_PlatformsInputs */
/** @typedef {{}} Calendar_All_StatusesInputs */
/** @typedef {{}} Calendar_Approve_AllInputs */
/** @typedef {{}} Calendar_Awaiting_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Calendar_Awaiting_OtherInputs */
/** @typedef {{}} Calendar_Choose_ClientInputs */
/** @typedef {{}} Calendar_ClientInputs */
/** @typedef {{}} Calendar_Copy_LinkInputs */
/** @typedef {{}} Calendar_Create_PostInputs */
/** @typedef {{}} Calendar_Days_Of_MonthInputs */
/** @typedef {{}} Calendar_Days_Of_WeekInputs */
/** @typedef {{}} Calendar_Download_CsvInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_DragInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Drag_CancelInputs */
/** @typedef {{ title: NonNullable<unknown>, day: NonNullable<unknown> }} Calendar_Drag_EndInputs */
/** @typedef {{}} Calendar_Drag_InstructionsInputs */
/** @typedef {{ title: NonNullable<unknown>, day: NonNullable<unknown> }} Calendar_Drag_OverInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Drag_Over_NoneInputs */
/** @typedef {{}} Calendar_Drag_PostInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Drag_StartInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Drag_StaysInputs */
/** @typedef {{}} Calendar_Feed_AddressInputs */
/** @typedef {{}} Calendar_Feed_HeadingInputs */
/** @typedef {{}} Calendar_Feed_IntroInputs */
/** @typedef {{}} Calendar_Feed_OpenInputs */
/** @typedef {{}} Calendar_FilterInputs */
/** @typedef {{}} Calendar_FiltersInputs */
/** @typedef {{}} Calendar_HeadingInputs */
/** @typedef {{}} Calendar_Link_CopiedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Move_ButtonInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Move_New_DayInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Move_SummaryInputs */
/** @typedef {{}} Calendar_Nav_LabelInputs */
/** @typedef {{}} Calendar_New_PostInputs */
/** @typedef {{}} Calendar_Next_MonthInputs */
/** @typedef {{}} Calendar_Next_WeekInputs */
/** @typedef {{}} Calendar_No_PostsInputs */
/** @typedef {{}} Calendar_No_Posts_MonthInputs */
/** @typedef {{ month: NonNullable<unknown> }} Calendar_Page_TitleInputs */
/** @typedef {{}} Calendar_Pick_ClientInputs */
/** @typedef {{}} Calendar_PlatformInputs */
/** @typedef {{}} Calendar_PostsInputs */
/** @typedef {{}} Calendar_Previous_MonthInputs */
/** @typedef {{}} Calendar_Previous_WeekInputs */
/** @typedef {{}} Calendar_Quota_LabelInputs */
/** @typedef {{ over: NonNullable<unknown> }} Calendar_Quota_OverInputs */
/** @typedef {{ used: NonNullable<unknown>, allowed: NonNullable<unknown> }} Calendar_Quota_PlatformsInputs */
/** @typedef {{}} Calendar_Quota_Platforms_Over_OneInputs */
/** @typedef {{ over: NonNullable<unknown> }} Calendar_Quota_Platforms_Over_OtherInputs */
/** @typedef {{ used: NonNullable<unknown>, promised: NonNullable<unknown> }} Calendar_Quota_PostsInputs */
/** @typedef {{}} Calendar_Revoke_LinkInputs */
/** @typedef {{}} Calendar_Share_WhatsappInputs */
/** @typedef {{}} Calendar_ShowInputs */
/** @typedef {{}} Calendar_StatusInputs */
/** @typedef {{}} Calendar_Status_ApprovedInputs */
/** @typedef {{}} Calendar_Status_Awaiting_ClientInputs */
/** @typedef {{}} Calendar_Status_Changes_RequestedInputs */
/** @typedef {{}} Calendar_Status_DraftInputs */
/** @typedef {{}} Calendar_Status_FailedInputs */
/** @typedef {{}} Calendar_Status_In_ReviewInputs */
/** @typedef {{}} Calendar_Status_On_HoldInputs */
/** @typedef {{}} Calendar_Status_PublishedInputs */
/** @typedef {{}} Calendar_Status_ScheduledInputs */
/** @typedef {{}} Calendar_TodayInputs */
/** @typedef {{}} Calendar_View_ListInputs */
/** @typedef {{}} Calendar_View_MonthInputs */
/** @typedef {{}} Calendar_View_WeekInputs */
/** @typedef {{ start: NonNullable<unknown>, end: NonNullable<unknown> }} Calendar_Week_OfInputs */
/** @typedef {{}} Calendar_Weekday_FriInputs */
/** @typedef {{}} Calendar_Weekday_MonInputs */
/** @typedef {{}} Calendar_Weekday_SatInputs */
/** @typedef {{}} Calendar_Weekday_SunInputs */
/** @typedef {{}} Calendar_Weekday_ThuInputs */
/** @typedef {{}} Calendar_Weekday_TueInputs */
/** @typedef {{}} Calendar_Weekday_WedInputs */
/** @typedef {{}} Review_ApproveInputs */
/** @typedef {{}} Review_Choose_MoveInputs */
/** @typedef {{}} Review_Choose_PostInputs */
/** @typedef {{ title: NonNullable<unknown> }} Review_Decision_OnInputs */
/** @typedef {{}} Review_EyebrowInputs */
/** @typedef {{}} Review_GoneInputs */
/** @typedef {{}} Review_Gone_TitleInputs */
/** @typedef {{}} Review_HoldInputs */
/** @typedef {{}} Review_Link_TitleInputs */
/** @typedef {{}} Review_Name_RequiredInputs */
/** @typedef {{}} Review_Name_Too_LongInputs */
/** @typedef {{}} Review_NoneInputs */
/** @typedef {{ business: NonNullable<unknown>, month: NonNullable<unknown> }} Review_Page_TitleInputs */
/** @typedef {{ month: NonNullable<unknown> }} Review_Posts_ForInputs */
/** @typedef {{}} Review_Posts_LabelInputs */
/** @typedef {{}} Review_ReasonInputs */
/** @typedef {{}} Review_Reason_Too_LongInputs */
/** @typedef {{}} Review_Request_ChangesInputs */
/** @typedef {{}} Review_Share_ButtonInputs */
/** @typedef {{}} Review_Share_HeadingInputs */
/** @typedef {{}} Review_Share_IntroInputs */
/** @typedef {{}} Review_Share_LinkInputs */
/** @typedef {{ count: NonNullable<unknown>, until: NonNullable<unknown> }} Review_Share_ManyInputs */
/** @typedef {{}} Review_Share_NoneInputs */
/** @typedef {{ until: NonNullable<unknown> }} Review_Share_OneInputs */
/** @typedef {{ when: NonNullable<unknown> }} Review_Sri_LankaInputs */
/** @typedef {{}} Review_Stale_FormInputs */
/** @typedef {{}} Review_UnknownInputs */
/** @typedef {{}} Review_Unknown_TitleInputs */
/** @typedef {{ until: NonNullable<unknown> }} Review_Works_UntilInputs */
/** @typedef {{}} Review_Your_NameInputs */
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
* | "All platforms" |
*
* @param {Calendar_All_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_all_platforms = /** @type {((inputs?: Calendar_All_PlatformsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_All_PlatformsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_all_platforms(inputs)
	if (locale === "ta") return __ta.calendar_all_platforms(inputs)
	return __en.calendar_all_platforms(inputs)
});
/**
* | output |
* | --- |
* | "All statuses" |
*
* @param {Calendar_All_StatusesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_all_statuses = /** @type {((inputs?: Calendar_All_StatusesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_All_StatusesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_all_statuses(inputs)
	if (locale === "ta") return __ta.calendar_all_statuses(inputs)
	return __en.calendar_all_statuses(inputs)
});
/**
* | output |
* | --- |
* | "Approve all" |
*
* @param {Calendar_Approve_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_approve_all = /** @type {((inputs?: Calendar_Approve_AllInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Approve_AllInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_approve_all(inputs)
	if (locale === "ta") return __ta.calendar_approve_all(inputs)
	return __en.calendar_approve_all(inputs)
});
/**
* | output |
* | --- |
* | "1 post awaits your approval." |
*
* @param {Calendar_Awaiting_OneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_awaiting_one = /** @type {((inputs?: Calendar_Awaiting_OneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Awaiting_OneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_awaiting_one(inputs)
	if (locale === "ta") return __ta.calendar_awaiting_one(inputs)
	return __en.calendar_awaiting_one(inputs)
});
/**
* | output |
* | --- |
* | "{count} posts await your approval." |
*
* @param {Calendar_Awaiting_OtherInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_awaiting_other = /** @type {((inputs: Calendar_Awaiting_OtherInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Awaiting_OtherInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_awaiting_other(inputs)
	if (locale === "ta") return __ta.calendar_awaiting_other(inputs)
	return __en.calendar_awaiting_other(inputs)
});
/**
* | output |
* | --- |
* | "Choose a client" |
*
* @param {Calendar_Choose_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_choose_client = /** @type {((inputs?: Calendar_Choose_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Choose_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_choose_client(inputs)
	if (locale === "ta") return __ta.calendar_choose_client(inputs)
	return __en.calendar_choose_client(inputs)
});
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Calendar_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_client = /** @type {((inputs?: Calendar_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_client(inputs)
	if (locale === "ta") return __ta.calendar_client(inputs)
	return __en.calendar_client(inputs)
});
/**
* | output |
* | --- |
* | "Copy link" |
*
* @param {Calendar_Copy_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_copy_link = /** @type {((inputs?: Calendar_Copy_LinkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Copy_LinkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_copy_link(inputs)
	if (locale === "ta") return __ta.calendar_copy_link(inputs)
	return __en.calendar_copy_link(inputs)
});
/**
* | output |
* | --- |
* | "Create post" |
*
* @param {Calendar_Create_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_create_post = /** @type {((inputs?: Calendar_Create_PostInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Create_PostInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_create_post(inputs)
	if (locale === "ta") return __ta.calendar_create_post(inputs)
	return __en.calendar_create_post(inputs)
});
/**
* | output |
* | --- |
* | "Days of the month" |
*
* @param {Calendar_Days_Of_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_days_of_month = /** @type {((inputs?: Calendar_Days_Of_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Days_Of_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_days_of_month(inputs)
	if (locale === "ta") return __ta.calendar_days_of_month(inputs)
	return __en.calendar_days_of_month(inputs)
});
/**
* | output |
* | --- |
* | "Days of the week" |
*
* @param {Calendar_Days_Of_WeekInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_days_of_week = /** @type {((inputs?: Calendar_Days_Of_WeekInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Days_Of_WeekInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_days_of_week(inputs)
	if (locale === "ta") return __ta.calendar_days_of_week(inputs)
	return __en.calendar_days_of_week(inputs)
});
/**
* | output |
* | --- |
* | "Download CSV" |
*
* @param {Calendar_Download_CsvInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_download_csv = /** @type {((inputs?: Calendar_Download_CsvInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Download_CsvInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_download_csv(inputs)
	if (locale === "ta") return __ta.calendar_download_csv(inputs)
	return __en.calendar_download_csv(inputs)
});
/**
* | output |
* | --- |
* | "Drag {title} to another day" |
*
* @param {Calendar_DragInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag = /** @type {((inputs: Calendar_DragInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_DragInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_drag(inputs)
	if (locale === "ta") return __ta.calendar_drag(inputs)
	return __en.calendar_drag(inputs)
});
/**
* | output |
* | --- |
* | "Moving {title} was cancelled: it stays where it was." |
*
* @param {Calendar_Drag_CancelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_cancel = /** @type {((inputs: Calendar_Drag_CancelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Drag_CancelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_drag_cancel(inputs)
	if (locale === "ta") return __ta.calendar_drag_cancel(inputs)
	return __en.calendar_drag_cancel(inputs)
});
/**
* | output |
* | --- |
* | "{title} dropped on {day}." |
*
* @param {Calendar_Drag_EndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_end = /** @type {((inputs: Calendar_Drag_EndInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Drag_EndInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_drag_end(inputs)
	if (locale === "ta") return __ta.calendar_drag_end(inputs)
	return __en.calendar_drag_end(inputs)
});
/**
* | output |
* | --- |
* | "To move the post to another day, press space or enter, choose the day with the arrow keys (left and right a day, up and down a week), then press space or ent..." |
*
* @param {Calendar_Drag_InstructionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_instructions = /** @type {((inputs?: Calendar_Drag_InstructionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Drag_InstructionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_drag_instructions(inputs)
	if (locale === "ta") return __ta.calendar_drag_instructions(inputs)
	return __en.calendar_drag_instructions(inputs)
});
/**
* | output |
* | --- |
* | "{title} is over {day}." |
*
* @param {Calendar_Drag_OverInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_over = /** @type {((inputs: Calendar_Drag_OverInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Drag_OverInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_drag_over(inputs)
	if (locale === "ta") return __ta.calendar_drag_over(inputs)
	return __en.calendar_drag_over(inputs)
});
/**
* | output |
* | --- |
* | "{title} is over no day." |
*
* @param {Calendar_Drag_Over_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_over_none = /** @type {((inputs: Calendar_Drag_Over_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Drag_Over_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_drag_over_none(inputs)
	if (locale === "ta") return __ta.calendar_drag_over_none(inputs)
	return __en.calendar_drag_over_none(inputs)
});
/**
* | output |
* | --- |
* | "The post" |
*
* @param {Calendar_Drag_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_post = /** @type {((inputs?: Calendar_Drag_PostInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Drag_PostInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_drag_post(inputs)
	if (locale === "ta") return __ta.calendar_drag_post(inputs)
	return __en.calendar_drag_post(inputs)
});
/**
* | output |
* | --- |
* | "Picked up {title}." |
*
* @param {Calendar_Drag_StartInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_start = /** @type {((inputs: Calendar_Drag_StartInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Drag_StartInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_drag_start(inputs)
	if (locale === "ta") return __ta.calendar_drag_start(inputs)
	return __en.calendar_drag_start(inputs)
});
/**
* | output |
* | --- |
* | "{title} stays where it was." |
*
* @param {Calendar_Drag_StaysInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_drag_stays = /** @type {((inputs: Calendar_Drag_StaysInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Drag_StaysInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_drag_stays(inputs)
	if (locale === "ta") return __ta.calendar_drag_stays(inputs)
	return __en.calendar_drag_stays(inputs)
});
/**
* | output |
* | --- |
* | "Calendar address" |
*
* @param {Calendar_Feed_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_address = /** @type {((inputs?: Calendar_Feed_AddressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Feed_AddressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_feed_address(inputs)
	if (locale === "ta") return __ta.calendar_feed_address(inputs)
	return __en.calendar_feed_address(inputs)
});
/**
* | output |
* | --- |
* | "Subscribe in your calendar" |
*
* @param {Calendar_Feed_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_heading = /** @type {((inputs?: Calendar_Feed_HeadingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Feed_HeadingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_feed_heading(inputs)
	if (locale === "ta") return __ta.calendar_feed_heading(inputs)
	return __en.calendar_feed_heading(inputs)
});
/**
* | output |
* | --- |
* | "Scheduled and published posts appear in your calendar app. Anyone with this address can see them." |
*
* @param {Calendar_Feed_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_intro = /** @type {((inputs?: Calendar_Feed_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Feed_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_feed_intro(inputs)
	if (locale === "ta") return __ta.calendar_feed_intro(inputs)
	return __en.calendar_feed_intro(inputs)
});
/**
* | output |
* | --- |
* | "Open in calendar app" |
*
* @param {Calendar_Feed_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_feed_open = /** @type {((inputs?: Calendar_Feed_OpenInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Feed_OpenInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_feed_open(inputs)
	if (locale === "ta") return __ta.calendar_feed_open(inputs)
	return __en.calendar_feed_open(inputs)
});
/**
* | output |
* | --- |
* | "Filter" |
*
* @param {Calendar_FilterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_filter = /** @type {((inputs?: Calendar_FilterInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_FilterInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_filter(inputs)
	if (locale === "ta") return __ta.calendar_filter(inputs)
	return __en.calendar_filter(inputs)
});
/**
* | output |
* | --- |
* | "Filters" |
*
* @param {Calendar_FiltersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_filters = /** @type {((inputs?: Calendar_FiltersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_FiltersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_filters(inputs)
	if (locale === "ta") return __ta.calendar_filters(inputs)
	return __en.calendar_filters(inputs)
});
/**
* | output |
* | --- |
* | "Content calendar" |
*
* @param {Calendar_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_heading = /** @type {((inputs?: Calendar_HeadingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_HeadingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_heading(inputs)
	if (locale === "ta") return __ta.calendar_heading(inputs)
	return __en.calendar_heading(inputs)
});
/**
* | output |
* | --- |
* | "Link copied." |
*
* @param {Calendar_Link_CopiedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_link_copied = /** @type {((inputs?: Calendar_Link_CopiedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Link_CopiedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_link_copied(inputs)
	if (locale === "ta") return __ta.calendar_link_copied(inputs)
	return __en.calendar_link_copied(inputs)
});
/**
* | output |
* | --- |
* | "Move {title}" |
*
* @param {Calendar_Move_ButtonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_move_button = /** @type {((inputs: Calendar_Move_ButtonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Move_ButtonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_move_button(inputs)
	if (locale === "ta") return __ta.calendar_move_button(inputs)
	return __en.calendar_move_button(inputs)
});
/**
* | output |
* | --- |
* | "New day for {title}" |
*
* @param {Calendar_Move_New_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_move_new_day = /** @type {((inputs: Calendar_Move_New_DayInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Move_New_DayInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_move_new_day(inputs)
	if (locale === "ta") return __ta.calendar_move_new_day(inputs)
	return __en.calendar_move_new_day(inputs)
});
/**
* | output |
* | --- |
* | "Move {title} to another day" |
*
* @param {Calendar_Move_SummaryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_move_summary = /** @type {((inputs: Calendar_Move_SummaryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Move_SummaryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_move_summary(inputs)
	if (locale === "ta") return __ta.calendar_move_summary(inputs)
	return __en.calendar_move_summary(inputs)
});
/**
* | output |
* | --- |
* | "Month and view" |
*
* @param {Calendar_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_nav_label = /** @type {((inputs?: Calendar_Nav_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Nav_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_nav_label(inputs)
	if (locale === "ta") return __ta.calendar_nav_label(inputs)
	return __en.calendar_nav_label(inputs)
});
/**
* | output |
* | --- |
* | "New post" |
*
* @param {Calendar_New_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_new_post = /** @type {((inputs?: Calendar_New_PostInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_New_PostInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_new_post(inputs)
	if (locale === "ta") return __ta.calendar_new_post(inputs)
	return __en.calendar_new_post(inputs)
});
/**
* | output |
* | --- |
* | "Next month" |
*
* @param {Calendar_Next_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_next_month = /** @type {((inputs?: Calendar_Next_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Next_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_next_month(inputs)
	if (locale === "ta") return __ta.calendar_next_month(inputs)
	return __en.calendar_next_month(inputs)
});
/**
* | output |
* | --- |
* | "Next week" |
*
* @param {Calendar_Next_WeekInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_next_week = /** @type {((inputs?: Calendar_Next_WeekInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Next_WeekInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_next_week(inputs)
	if (locale === "ta") return __ta.calendar_next_week(inputs)
	return __en.calendar_next_week(inputs)
});
/**
* | output |
* | --- |
* | "No posts" |
*
* @param {Calendar_No_PostsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_no_posts = /** @type {((inputs?: Calendar_No_PostsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_No_PostsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_no_posts(inputs)
	if (locale === "ta") return __ta.calendar_no_posts(inputs)
	return __en.calendar_no_posts(inputs)
});
/**
* | output |
* | --- |
* | "No posts in this month." |
*
* @param {Calendar_No_Posts_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_no_posts_month = /** @type {((inputs?: Calendar_No_Posts_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_No_Posts_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_no_posts_month(inputs)
	if (locale === "ta") return __ta.calendar_no_posts_month(inputs)
	return __en.calendar_no_posts_month(inputs)
});
/**
* | output |
* | --- |
* | "Content calendar, {month} \| Fli DESK" |
*
* @param {Calendar_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_page_title = /** @type {((inputs: Calendar_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_page_title(inputs)
	if (locale === "ta") return __ta.calendar_page_title(inputs)
	return __en.calendar_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose a client to see their calendar." |
*
* @param {Calendar_Pick_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_pick_client = /** @type {((inputs?: Calendar_Pick_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Pick_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_pick_client(inputs)
	if (locale === "ta") return __ta.calendar_pick_client(inputs)
	return __en.calendar_pick_client(inputs)
});
/**
* | output |
* | --- |
* | "Platform" |
*
* @param {Calendar_PlatformInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_platform = /** @type {((inputs?: Calendar_PlatformInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_PlatformInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_platform(inputs)
	if (locale === "ta") return __ta.calendar_platform(inputs)
	return __en.calendar_platform(inputs)
});
/**
* | output |
* | --- |
* | "Posts" |
*
* @param {Calendar_PostsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_posts = /** @type {((inputs?: Calendar_PostsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_PostsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_posts(inputs)
	if (locale === "ta") return __ta.calendar_posts(inputs)
	return __en.calendar_posts(inputs)
});
/**
* | output |
* | --- |
* | "Previous month" |
*
* @param {Calendar_Previous_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_previous_month = /** @type {((inputs?: Calendar_Previous_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Previous_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_previous_month(inputs)
	if (locale === "ta") return __ta.calendar_previous_month(inputs)
	return __en.calendar_previous_month(inputs)
});
/**
* | output |
* | --- |
* | "Previous week" |
*
* @param {Calendar_Previous_WeekInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_previous_week = /** @type {((inputs?: Calendar_Previous_WeekInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Previous_WeekInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_previous_week(inputs)
	if (locale === "ta") return __ta.calendar_previous_week(inputs)
	return __en.calendar_previous_week(inputs)
});
/**
* | output |
* | --- |
* | "Plan quota" |
*
* @param {Calendar_Quota_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_label = /** @type {((inputs?: Calendar_Quota_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Quota_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_quota_label(inputs)
	if (locale === "ta") return __ta.calendar_quota_label(inputs)
	return __en.calendar_quota_label(inputs)
});
/**
* | output |
* | --- |
* | "{over} over the plan's posts this month" |
*
* @param {Calendar_Quota_OverInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_over = /** @type {((inputs: Calendar_Quota_OverInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Quota_OverInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_quota_over(inputs)
	if (locale === "ta") return __ta.calendar_quota_over(inputs)
	return __en.calendar_quota_over(inputs)
});
/**
* | output |
* | --- |
* | "{used} of {allowed} platforms" |
*
* @param {Calendar_Quota_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_platforms = /** @type {((inputs: Calendar_Quota_PlatformsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Quota_PlatformsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_quota_platforms(inputs)
	if (locale === "ta") return __ta.calendar_quota_platforms(inputs)
	return __en.calendar_quota_platforms(inputs)
});
/**
* | output |
* | --- |
* | "1 platform past what the plan pays for" |
*
* @param {Calendar_Quota_Platforms_Over_OneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_platforms_over_one = /** @type {((inputs?: Calendar_Quota_Platforms_Over_OneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Quota_Platforms_Over_OneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_quota_platforms_over_one(inputs)
	if (locale === "ta") return __ta.calendar_quota_platforms_over_one(inputs)
	return __en.calendar_quota_platforms_over_one(inputs)
});
/**
* | output |
* | --- |
* | "{over} platforms past what the plan pays for" |
*
* @param {Calendar_Quota_Platforms_Over_OtherInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_platforms_over_other = /** @type {((inputs: Calendar_Quota_Platforms_Over_OtherInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Quota_Platforms_Over_OtherInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_quota_platforms_over_other(inputs)
	if (locale === "ta") return __ta.calendar_quota_platforms_over_other(inputs)
	return __en.calendar_quota_platforms_over_other(inputs)
});
/**
* | output |
* | --- |
* | "{used} of {promised} posts this month" |
*
* @param {Calendar_Quota_PostsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_quota_posts = /** @type {((inputs: Calendar_Quota_PostsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Quota_PostsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_quota_posts(inputs)
	if (locale === "ta") return __ta.calendar_quota_posts(inputs)
	return __en.calendar_quota_posts(inputs)
});
/**
* | output |
* | --- |
* | "Revoke link" |
*
* @param {Calendar_Revoke_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_revoke_link = /** @type {((inputs?: Calendar_Revoke_LinkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Revoke_LinkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_revoke_link(inputs)
	if (locale === "ta") return __ta.calendar_revoke_link(inputs)
	return __en.calendar_revoke_link(inputs)
});
/**
* | output |
* | --- |
* | "Share on WhatsApp" |
*
* @param {Calendar_Share_WhatsappInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_share_whatsapp = /** @type {((inputs?: Calendar_Share_WhatsappInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Share_WhatsappInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_share_whatsapp(inputs)
	if (locale === "ta") return __ta.calendar_share_whatsapp(inputs)
	return __en.calendar_share_whatsapp(inputs)
});
/**
* | output |
* | --- |
* | "Show calendar" |
*
* @param {Calendar_ShowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_show = /** @type {((inputs?: Calendar_ShowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_ShowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_show(inputs)
	if (locale === "ta") return __ta.calendar_show(inputs)
	return __en.calendar_show(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Calendar_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status = /** @type {((inputs?: Calendar_StatusInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_StatusInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_status(inputs)
	if (locale === "ta") return __ta.calendar_status(inputs)
	return __en.calendar_status(inputs)
});
/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Calendar_Status_ApprovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_approved = /** @type {((inputs?: Calendar_Status_ApprovedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Status_ApprovedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_status_approved(inputs)
	if (locale === "ta") return __ta.calendar_status_approved(inputs)
	return __en.calendar_status_approved(inputs)
});
/**
* | output |
* | --- |
* | "Awaiting client" |
*
* @param {Calendar_Status_Awaiting_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_awaiting_client = /** @type {((inputs?: Calendar_Status_Awaiting_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Status_Awaiting_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_status_awaiting_client(inputs)
	if (locale === "ta") return __ta.calendar_status_awaiting_client(inputs)
	return __en.calendar_status_awaiting_client(inputs)
});
/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Calendar_Status_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_changes_requested = /** @type {((inputs?: Calendar_Status_Changes_RequestedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Status_Changes_RequestedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_status_changes_requested(inputs)
	if (locale === "ta") return __ta.calendar_status_changes_requested(inputs)
	return __en.calendar_status_changes_requested(inputs)
});
/**
* | output |
* | --- |
* | "Draft" |
*
* @param {Calendar_Status_DraftInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_draft = /** @type {((inputs?: Calendar_Status_DraftInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Status_DraftInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_status_draft(inputs)
	if (locale === "ta") return __ta.calendar_status_draft(inputs)
	return __en.calendar_status_draft(inputs)
});
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Calendar_Status_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_failed = /** @type {((inputs?: Calendar_Status_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Status_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_status_failed(inputs)
	if (locale === "ta") return __ta.calendar_status_failed(inputs)
	return __en.calendar_status_failed(inputs)
});
/**
* | output |
* | --- |
* | "In review" |
*
* @param {Calendar_Status_In_ReviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_in_review = /** @type {((inputs?: Calendar_Status_In_ReviewInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Status_In_ReviewInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_status_in_review(inputs)
	if (locale === "ta") return __ta.calendar_status_in_review(inputs)
	return __en.calendar_status_in_review(inputs)
});
/**
* | output |
* | --- |
* | "On hold" |
*
* @param {Calendar_Status_On_HoldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_on_hold = /** @type {((inputs?: Calendar_Status_On_HoldInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Status_On_HoldInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_status_on_hold(inputs)
	if (locale === "ta") return __ta.calendar_status_on_hold(inputs)
	return __en.calendar_status_on_hold(inputs)
});
/**
* | output |
* | --- |
* | "Published" |
*
* @param {Calendar_Status_PublishedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_published = /** @type {((inputs?: Calendar_Status_PublishedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Status_PublishedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_status_published(inputs)
	if (locale === "ta") return __ta.calendar_status_published(inputs)
	return __en.calendar_status_published(inputs)
});
/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Calendar_Status_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_status_scheduled = /** @type {((inputs?: Calendar_Status_ScheduledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Status_ScheduledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_status_scheduled(inputs)
	if (locale === "ta") return __ta.calendar_status_scheduled(inputs)
	return __en.calendar_status_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "(today)" |
*
* @param {Calendar_TodayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_today = /** @type {((inputs?: Calendar_TodayInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_TodayInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_today(inputs)
	if (locale === "ta") return __ta.calendar_today(inputs)
	return __en.calendar_today(inputs)
});
/**
* | output |
* | --- |
* | "List" |
*
* @param {Calendar_View_ListInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_view_list = /** @type {((inputs?: Calendar_View_ListInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_View_ListInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_view_list(inputs)
	if (locale === "ta") return __ta.calendar_view_list(inputs)
	return __en.calendar_view_list(inputs)
});
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Calendar_View_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_view_month = /** @type {((inputs?: Calendar_View_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_View_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_view_month(inputs)
	if (locale === "ta") return __ta.calendar_view_month(inputs)
	return __en.calendar_view_month(inputs)
});
/**
* | output |
* | --- |
* | "Week" |
*
* @param {Calendar_View_WeekInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_view_week = /** @type {((inputs?: Calendar_View_WeekInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_View_WeekInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_view_week(inputs)
	if (locale === "ta") return __ta.calendar_view_week(inputs)
	return __en.calendar_view_week(inputs)
});
/**
* | output |
* | --- |
* | "Week of {start} to {end}" |
*
* @param {Calendar_Week_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_week_of = /** @type {((inputs: Calendar_Week_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Week_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_week_of(inputs)
	if (locale === "ta") return __ta.calendar_week_of(inputs)
	return __en.calendar_week_of(inputs)
});
/**
* | output |
* | --- |
* | "Fri" |
*
* @param {Calendar_Weekday_FriInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_fri = /** @type {((inputs?: Calendar_Weekday_FriInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Weekday_FriInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_weekday_fri(inputs)
	if (locale === "ta") return __ta.calendar_weekday_fri(inputs)
	return __en.calendar_weekday_fri(inputs)
});
/**
* | output |
* | --- |
* | "Mon" |
*
* @param {Calendar_Weekday_MonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_mon = /** @type {((inputs?: Calendar_Weekday_MonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Weekday_MonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_weekday_mon(inputs)
	if (locale === "ta") return __ta.calendar_weekday_mon(inputs)
	return __en.calendar_weekday_mon(inputs)
});
/**
* | output |
* | --- |
* | "Sat" |
*
* @param {Calendar_Weekday_SatInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_sat = /** @type {((inputs?: Calendar_Weekday_SatInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Weekday_SatInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_weekday_sat(inputs)
	if (locale === "ta") return __ta.calendar_weekday_sat(inputs)
	return __en.calendar_weekday_sat(inputs)
});
/**
* | output |
* | --- |
* | "Sun" |
*
* @param {Calendar_Weekday_SunInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_sun = /** @type {((inputs?: Calendar_Weekday_SunInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Weekday_SunInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_weekday_sun(inputs)
	if (locale === "ta") return __ta.calendar_weekday_sun(inputs)
	return __en.calendar_weekday_sun(inputs)
});
/**
* | output |
* | --- |
* | "Thu" |
*
* @param {Calendar_Weekday_ThuInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_thu = /** @type {((inputs?: Calendar_Weekday_ThuInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Weekday_ThuInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_weekday_thu(inputs)
	if (locale === "ta") return __ta.calendar_weekday_thu(inputs)
	return __en.calendar_weekday_thu(inputs)
});
/**
* | output |
* | --- |
* | "Tue" |
*
* @param {Calendar_Weekday_TueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_tue = /** @type {((inputs?: Calendar_Weekday_TueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Weekday_TueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_weekday_tue(inputs)
	if (locale === "ta") return __ta.calendar_weekday_tue(inputs)
	return __en.calendar_weekday_tue(inputs)
});
/**
* | output |
* | --- |
* | "Wed" |
*
* @param {Calendar_Weekday_WedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_weekday_wed = /** @type {((inputs?: Calendar_Weekday_WedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Weekday_WedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_weekday_wed(inputs)
	if (locale === "ta") return __ta.calendar_weekday_wed(inputs)
	return __en.calendar_weekday_wed(inputs)
});
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Review_ApproveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_approve = /** @type {((inputs?: Review_ApproveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_ApproveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_approve(inputs)
	if (locale === "ta") return __ta.review_approve(inputs)
	return __en.review_approve(inputs)
});
/**
* | output |
* | --- |
* | "Choose Approve, Request changes or Hold." |
*
* @param {Review_Choose_MoveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_choose_move = /** @type {((inputs?: Review_Choose_MoveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Choose_MoveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_choose_move(inputs)
	if (locale === "ta") return __ta.review_choose_move(inputs)
	return __en.review_choose_move(inputs)
});
/**
* | output |
* | --- |
* | "Choose one of the posts on this page." |
*
* @param {Review_Choose_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_choose_post = /** @type {((inputs?: Review_Choose_PostInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Choose_PostInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_choose_post(inputs)
	if (locale === "ta") return __ta.review_choose_post(inputs)
	return __en.review_choose_post(inputs)
});
/**
* | output |
* | --- |
* | "Decision on {title}" |
*
* @param {Review_Decision_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_decision_on = /** @type {((inputs: Review_Decision_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Decision_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_decision_on(inputs)
	if (locale === "ta") return __ta.review_decision_on(inputs)
	return __en.review_decision_on(inputs)
});
/**
* | output |
* | --- |
* | "Fli DESK review" |
*
* @param {Review_EyebrowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_eyebrow = /** @type {((inputs?: Review_EyebrowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_EyebrowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_eyebrow(inputs)
	if (locale === "ta") return __ta.review_eyebrow(inputs)
	return __en.review_eyebrow(inputs)
});
/**
* | output |
* | --- |
* | "This review link has expired or was revoked. Ask the agency or the account's owner for a new link." |
*
* @param {Review_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_gone = /** @type {((inputs?: Review_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_gone(inputs)
	if (locale === "ta") return __ta.review_gone(inputs)
	return __en.review_gone(inputs)
});
/**
* | output |
* | --- |
* | "This review link has ended" |
*
* @param {Review_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_gone_title = /** @type {((inputs?: Review_Gone_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Gone_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_gone_title(inputs)
	if (locale === "ta") return __ta.review_gone_title(inputs)
	return __en.review_gone_title(inputs)
});
/**
* | output |
* | --- |
* | "Hold" |
*
* @param {Review_HoldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_hold = /** @type {((inputs?: Review_HoldInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_HoldInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_hold(inputs)
	if (locale === "ta") return __ta.review_hold(inputs)
	return __en.review_hold(inputs)
});
/**
* | output |
* | --- |
* | "Review link \| Fli DESK" |
*
* @param {Review_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_link_title = /** @type {((inputs?: Review_Link_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Link_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_link_title(inputs)
	if (locale === "ta") return __ta.review_link_title(inputs)
	return __en.review_link_title(inputs)
});
/**
* | output |
* | --- |
* | "Give your name: it is recorded with your decision." |
*
* @param {Review_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_name_required = /** @type {((inputs?: Review_Name_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Name_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_name_required(inputs)
	if (locale === "ta") return __ta.review_name_required(inputs)
	return __en.review_name_required(inputs)
});
/**
* | output |
* | --- |
* | "Your name may hold at most 80 characters." |
*
* @param {Review_Name_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_name_too_long = /** @type {((inputs?: Review_Name_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Name_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_name_too_long(inputs)
	if (locale === "ta") return __ta.review_name_too_long(inputs)
	return __en.review_name_too_long(inputs)
});
/**
* | output |
* | --- |
* | "No posts of this month are awaiting approval." |
*
* @param {Review_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_none = /** @type {((inputs?: Review_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_none(inputs)
	if (locale === "ta") return __ta.review_none(inputs)
	return __en.review_none(inputs)
});
/**
* | output |
* | --- |
* | "Review: {business}, {month} \| Fli DESK" |
*
* @param {Review_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_page_title = /** @type {((inputs: Review_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_page_title(inputs)
	if (locale === "ta") return __ta.review_page_title(inputs)
	return __en.review_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Posts for {month} awaiting approval" |
*
* @param {Review_Posts_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_posts_for = /** @type {((inputs: Review_Posts_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Posts_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_posts_for(inputs)
	if (locale === "ta") return __ta.review_posts_for(inputs)
	return __en.review_posts_for(inputs)
});
/**
* | output |
* | --- |
* | "Posts awaiting approval" |
*
* @param {Review_Posts_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_posts_label = /** @type {((inputs?: Review_Posts_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Posts_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_posts_label(inputs)
	if (locale === "ta") return __ta.review_posts_label(inputs)
	return __en.review_posts_label(inputs)
});
/**
* | output |
* | --- |
* | "Reason (needed to request changes)" |
*
* @param {Review_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_reason = /** @type {((inputs?: Review_ReasonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_ReasonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_reason(inputs)
	if (locale === "ta") return __ta.review_reason(inputs)
	return __en.review_reason(inputs)
});
/**
* | output |
* | --- |
* | "A reason may hold at most 2,000 characters." |
*
* @param {Review_Reason_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_reason_too_long = /** @type {((inputs?: Review_Reason_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Reason_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_reason_too_long(inputs)
	if (locale === "ta") return __ta.review_reason_too_long(inputs)
	return __en.review_reason_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Request changes" |
*
* @param {Review_Request_ChangesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_request_changes = /** @type {((inputs?: Review_Request_ChangesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Request_ChangesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_request_changes(inputs)
	if (locale === "ta") return __ta.review_request_changes(inputs)
	return __en.review_request_changes(inputs)
});
/**
* | output |
* | --- |
* | "Share for review" |
*
* @param {Review_Share_ButtonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_button = /** @type {((inputs?: Review_Share_ButtonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Share_ButtonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_share_button(inputs)
	if (locale === "ta") return __ta.review_share_button(inputs)
	return __en.review_share_button(inputs)
});
/**
* | output |
* | --- |
* | "Review without signing in" |
*
* @param {Review_Share_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_heading = /** @type {((inputs?: Review_Share_HeadingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Share_HeadingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_share_heading(inputs)
	if (locale === "ta") return __ta.review_share_heading(inputs)
	return __en.review_share_heading(inputs)
});
/**
* | output |
* | --- |
* | "Anyone with a review link can see this month's posts awaiting approval and approve them, ask for changes or hold them, for 30 days. Each decision is recorded..." |
*
* @param {Review_Share_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_intro = /** @type {((inputs?: Review_Share_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Share_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_share_intro(inputs)
	if (locale === "ta") return __ta.review_share_intro(inputs)
	return __en.review_share_intro(inputs)
});
/**
* | output |
* | --- |
* | "Review link" |
*
* @param {Review_Share_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_link = /** @type {((inputs?: Review_Share_LinkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Share_LinkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_share_link(inputs)
	if (locale === "ta") return __ta.review_share_link(inputs)
	return __en.review_share_link(inputs)
});
/**
* | output |
* | --- |
* | "{count} review links for this month are open, the last until {until}." |
*
* @param {Review_Share_ManyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_many = /** @type {((inputs: Review_Share_ManyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Share_ManyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_share_many(inputs)
	if (locale === "ta") return __ta.review_share_many(inputs)
	return __en.review_share_many(inputs)
});
/**
* | output |
* | --- |
* | "No review link for this month is open." |
*
* @param {Review_Share_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_none = /** @type {((inputs?: Review_Share_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Share_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_share_none(inputs)
	if (locale === "ta") return __ta.review_share_none(inputs)
	return __en.review_share_none(inputs)
});
/**
* | output |
* | --- |
* | "1 review link for this month is open, until {until}." |
*
* @param {Review_Share_OneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_share_one = /** @type {((inputs: Review_Share_OneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Share_OneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_share_one(inputs)
	if (locale === "ta") return __ta.review_share_one(inputs)
	return __en.review_share_one(inputs)
});
/**
* | output |
* | --- |
* | "{when} (Sri Lanka)" |
*
* @param {Review_Sri_LankaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_sri_lanka = /** @type {((inputs: Review_Sri_LankaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Sri_LankaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_sri_lanka(inputs)
	if (locale === "ta") return __ta.review_sri_lanka(inputs)
	return __en.review_sri_lanka(inputs)
});
/**
* | output |
* | --- |
* | "The form is out of date. Reload the page." |
*
* @param {Review_Stale_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_stale_form = /** @type {((inputs?: Review_Stale_FormInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Stale_FormInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_stale_form(inputs)
	if (locale === "ta") return __ta.review_stale_form(inputs)
	return __en.review_stale_form(inputs)
});
/**
* | output |
* | --- |
* | "This review link does not exist. Check that the whole address was copied, or ask for a new link." |
*
* @param {Review_UnknownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_unknown = /** @type {((inputs?: Review_UnknownInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_UnknownInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_unknown(inputs)
	if (locale === "ta") return __ta.review_unknown(inputs)
	return __en.review_unknown(inputs)
});
/**
* | output |
* | --- |
* | "Review link not found" |
*
* @param {Review_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_unknown_title = /** @type {((inputs?: Review_Unknown_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Unknown_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_unknown_title(inputs)
	if (locale === "ta") return __ta.review_unknown_title(inputs)
	return __en.review_unknown_title(inputs)
});
/**
* | output |
* | --- |
* | "This link works until {until}." |
*
* @param {Review_Works_UntilInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_works_until = /** @type {((inputs: Review_Works_UntilInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Works_UntilInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_works_until(inputs)
	if (locale === "ta") return __ta.review_works_until(inputs)
	return __en.review_works_until(inputs)
});
/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Review_Your_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const review_your_name = /** @type {((inputs?: Review_Your_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Review_Your_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.review_your_name(inputs)
	if (locale === "ta") return __ta.review_your_name(inputs)
	return __en.review_your_name(inputs)
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