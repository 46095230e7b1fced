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
export type Calendar_All_PlatformsInputs = {};
export type Calendar_All_StatusesInputs = {};
export type Calendar_Approve_AllInputs = {};
export type Calendar_Awaiting_OneInputs = {};
export type Calendar_Awaiting_OtherInputs = {
    count: NonNullable<unknown>;
};
export type Calendar_Choose_ClientInputs = {};
export type Calendar_ClientInputs = {};
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
export type Calendar_Feed_OpenInputs = {};
export type Calendar_FilterInputs = {};
export type Calendar_FiltersInputs = {};
export type Calendar_HeadingInputs = {};
export type Calendar_Link_CopiedInputs = {};
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
export type Calendar_PostsInputs = {};
export type Calendar_Previous_MonthInputs = {};
export type Calendar_Previous_WeekInputs = {};
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
