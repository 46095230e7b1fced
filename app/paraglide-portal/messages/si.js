/* eslint-disable */
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


export const calendar_all_platforms = /** @type {(inputs: Calendar_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු වේදිකා`)
};

export const calendar_all_statuses = /** @type {(inputs: Calendar_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු තත්ත්ව`)
};

export const calendar_approve_all = /** @type {(inputs: Calendar_Approve_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියල්ල අනුමත කරන්න`)
};

export const calendar_awaiting_one = /** @type {(inputs: Calendar_Awaiting_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම් 1ක් ඔබේ අනුමැතිය බලාපොරොත්තුවෙන් තිබේ.`)
};

export const calendar_awaiting_other = /** @type {(inputs: Calendar_Awaiting_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පළ කිරීම් ${i?.count}ක් ඔබේ අනුමැතිය බලාපොරොත්තුවෙන් තිබේ.`)
};

export const calendar_choose_client = /** @type {(inputs: Calendar_Choose_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිභෝගිකයෙකු තෝරන්න`)
};

export const calendar_client = /** @type {(inputs: Calendar_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිභෝගිකයා`)
};

export const calendar_copy_link = /** @type {(inputs: Calendar_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සබැඳිය පිටපත් කරන්න`)
};

export const calendar_create_post = /** @type {(inputs: Calendar_Create_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම සාදන්න`)
};

export const calendar_days_of_month = /** @type {(inputs: Calendar_Days_Of_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසයේ දින`)
};

export const calendar_days_of_week = /** @type {(inputs: Calendar_Days_Of_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සතියේ දින`)
};

export const calendar_download_csv = /** @type {(inputs: Calendar_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැතුරුම්පත බාගන්න`)
};

export const calendar_drag = /** @type {(inputs: Calendar_DragInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} වෙනත් දිනයකට ඇදගෙන යන්න`)
};

export const calendar_drag_cancel = /** @type {(inputs: Calendar_Drag_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ගෙන යාම අවලංගු විය: එය තිබූ තැනම පවතී.`)
};

export const calendar_drag_end = /** @type {(inputs: Calendar_Drag_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ${i?.day} මත තැබුවා.`)
};

export const calendar_drag_instructions = /** @type {(inputs: Calendar_Drag_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම වෙනත් දිනයකට ගෙන යාමට space හෝ enter ඔබන්න, ඊතල යතුරුවලින් දිනය තෝරන්න (වමට සහ දකුණට දිනයක්, ඉහළට සහ පහළට සතියක්), ඉන්පසු එහි තැබීමට space හෝ enter ද, අවලංගු කිරීමට escape ද ඔබන්න.`)
};

export const calendar_drag_over = /** @type {(inputs: Calendar_Drag_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} දැන් ${i?.day} මත.`)
};

export const calendar_drag_over_none = /** @type {(inputs: Calendar_Drag_Over_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} කිසිදු දිනයක් මත නැත.`)
};

export const calendar_drag_post = /** @type {(inputs: Calendar_Drag_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම`)
};

export const calendar_drag_start = /** @type {(inputs: Calendar_Drag_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ඔසවා ගත්තා.`)
};

export const calendar_drag_stays = /** @type {(inputs: Calendar_Drag_StaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} තිබූ තැනම පවතී.`)
};

export const calendar_feed_address = /** @type {(inputs: Calendar_Feed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශන ලිපිනය`)
};

export const calendar_feed_heading = /** @type {(inputs: Calendar_Feed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ දින දර්ශනයට දායක වන්න`)
};

export const calendar_feed_intro = /** @type {(inputs: Calendar_Feed_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාලසටහන්ගත කළ සහ පළ කළ පළ කිරීම් ඔබේ දින දර්ශන යෙදුමේ පෙන්වයි. මෙම ලිපිනය ඇති ඕනෑම කෙනෙකුට ඒවා දැකිය හැක.`)
};

export const calendar_feed_open = /** @type {(inputs: Calendar_Feed_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශන යෙදුමේ විවෘත කරන්න`)
};

export const calendar_filter = /** @type {(inputs: Calendar_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෙරන්න`)
};

export const calendar_filters = /** @type {(inputs: Calendar_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෙරහන්`)
};

export const calendar_heading = /** @type {(inputs: Calendar_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අන්තර්ගත දින දර්ශනය`)
};

export const calendar_link_copied = /** @type {(inputs: Calendar_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සබැඳිය පිටපත් කළා.`)
};

export const calendar_move_button = /** @type {(inputs: Calendar_Move_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ගෙන යන්න`)
};

export const calendar_move_new_day = /** @type {(inputs: Calendar_Move_New_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා නව දිනය`)
};

export const calendar_move_summary = /** @type {(inputs: Calendar_Move_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} වෙනත් දිනයකට ගෙන යන්න`)
};

export const calendar_nav_label = /** @type {(inputs: Calendar_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසය සහ දසුන`)
};

export const calendar_new_post = /** @type {(inputs: Calendar_New_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව පළ කිරීමක්`)
};

export const calendar_next_month = /** @type {(inputs: Calendar_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊළඟ මාසය`)
};

export const calendar_next_week = /** @type {(inputs: Calendar_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊළඟ සතිය`)
};

export const calendar_no_posts = /** @type {(inputs: Calendar_No_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම් නැත`)
};

export const calendar_no_posts_month = /** @type {(inputs: Calendar_No_Posts_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මේ මාසයේ පළ කිරීම් නැත.`)
};

export const calendar_page_title = /** @type {(inputs: Calendar_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අන්තර්ගත දින දර්ශනය, ${i?.month} | Fli DESK`)
};

export const calendar_pick_client = /** @type {(inputs: Calendar_Pick_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශනය බැලීමට පාරිභෝගිකයෙකු තෝරන්න.`)
};

export const calendar_platform = /** @type {(inputs: Calendar_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකාව`)
};

export const calendar_posts = /** @type {(inputs: Calendar_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම්`)
};

export const calendar_previous_month = /** @type {(inputs: Calendar_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෙර මාසය`)
};

export const calendar_previous_week = /** @type {(inputs: Calendar_Previous_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෙර සතිය`)
};

export const calendar_quota_label = /** @type {(inputs: Calendar_Quota_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුමේ සීමාව`)
};

export const calendar_quota_over = /** @type {(inputs: Calendar_Quota_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මේ මාසයේ සැලසුමේ පළ කිරීම් ගණනට වඩා ${i?.over}ක් වැඩියි`)
};

export const calendar_quota_platforms = /** @type {(inputs: Calendar_Quota_PlatformsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`වේදිකා ${i?.allowed}න් ${i?.used}ක්`)
};

export const calendar_quota_platforms_over_one = /** @type {(inputs: Calendar_Quota_Platforms_Over_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුමෙන් ගෙවන ප්‍රමාණයට වඩා වේදිකා 1ක් වැඩියි`)
};

export const calendar_quota_platforms_over_other = /** @type {(inputs: Calendar_Quota_Platforms_Over_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සැලසුමෙන් ගෙවන ප්‍රමාණයට වඩා වේදිකා ${i?.over}ක් වැඩියි`)
};

export const calendar_quota_posts = /** @type {(inputs: Calendar_Quota_PostsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මේ මාසයේ පළ කිරීම් ${i?.promised}න් ${i?.used}ක්`)
};

export const calendar_revoke_link = /** @type {(inputs: Calendar_Revoke_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සබැඳිය අවලංගු කරන්න`)
};

export const calendar_share_whatsapp = /** @type {(inputs: Calendar_Share_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp හරහා බෙදාගන්න`)
};

export const calendar_show = /** @type {(inputs: Calendar_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශනය පෙන්වන්න`)
};

export const calendar_status = /** @type {(inputs: Calendar_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්වය`)
};

export const calendar_status_approved = /** @type {(inputs: Calendar_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමතයි`)
};

export const calendar_status_awaiting_client = /** @type {(inputs: Calendar_Status_Awaiting_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිභෝගිකයාගේ අනුමැතියට`)
};

export const calendar_status_changes_requested = /** @type {(inputs: Calendar_Status_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස්කම් ඉල්ලා ඇත`)
};

export const calendar_status_draft = /** @type {(inputs: Calendar_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කෙටුම්පත`)
};

export const calendar_status_failed = /** @type {(inputs: Calendar_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අසාර්ථකයි`)
};

export const calendar_status_in_review = /** @type {(inputs: Calendar_Status_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාලෝචනයේ`)
};

export const calendar_status_on_hold = /** @type {(inputs: Calendar_Status_On_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තාවකාලිකව නවතා ඇත`)
};

export const calendar_status_published = /** @type {(inputs: Calendar_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කළා`)
};

export const calendar_status_scheduled = /** @type {(inputs: Calendar_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාලසටහන්ගතයි`)
};

export const calendar_today = /** @type {(inputs: Calendar_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(අද)`)
};

export const calendar_view_list = /** @type {(inputs: Calendar_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලැයිස්තුව`)
};

export const calendar_view_month = /** @type {(inputs: Calendar_View_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසය`)
};

export const calendar_view_week = /** @type {(inputs: Calendar_View_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සතිය`)
};

export const calendar_week_of = /** @type {(inputs: Calendar_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} සිට ${i?.end} දක්වා සතිය`)
};

export const calendar_weekday_fri = /** @type {(inputs: Calendar_Weekday_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සිකු`)
};

export const calendar_weekday_mon = /** @type {(inputs: Calendar_Weekday_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සඳු`)
};

export const calendar_weekday_sat = /** @type {(inputs: Calendar_Weekday_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෙන`)
};

export const calendar_weekday_sun = /** @type {(inputs: Calendar_Weekday_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉරි`)
};

export const calendar_weekday_thu = /** @type {(inputs: Calendar_Weekday_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බ්‍රහ`)
};

export const calendar_weekday_tue = /** @type {(inputs: Calendar_Weekday_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අඟ`)
};

export const calendar_weekday_wed = /** @type {(inputs: Calendar_Weekday_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බදා`)
};

export const review_approve = /** @type {(inputs: Review_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමත කරන්න`)
};

export const review_choose_move = /** @type {(inputs: Review_Choose_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමත කරන්න, වෙනස්කම් ඉල්ලන්න හෝ නවතා තබන්න යන්නෙන් එකක් තෝරන්න.`)
};

export const review_choose_post = /** @type {(inputs: Review_Choose_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම පිටුවේ පළ කිරීමක් තෝරන්න.`)
};

export const review_decision_on = /** @type {(inputs: Review_Decision_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} පිළිබඳ තීරණය`)
};

export const review_eyebrow = /** @type {(inputs: Review_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK සමාලෝචනය`)
};

export const review_gone = /** @type {(inputs: Review_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සමාලෝචන සබැඳිය කල් ඉකුත් වී හෝ අවලංගු කර ඇත. නව සබැඳියක් සඳහා ආයතනයෙන් හෝ ගිණුමේ හිමිකරුගෙන් ඉල්ලන්න.`)
};

export const review_gone_title = /** @type {(inputs: Review_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සමාලෝචන සබැඳිය අවසන් වී ඇත`)
};

export const review_hold = /** @type {(inputs: Review_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නවතා තබන්න`)
};

export const review_link_title = /** @type {(inputs: Review_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාලෝචන සබැඳිය | Fli DESK`)
};

export const review_name_required = /** @type {(inputs: Review_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නම දෙන්න: එය ඔබේ තීරණය සමඟ සටහන් වේ.`)
};

export const review_name_too_long = /** @type {(inputs: Review_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නමට උපරිම අක්ෂර 80ක් තිබිය හැක.`)
};

export const review_none = /** @type {(inputs: Review_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මේ මාසයේ අනුමැතිය බලාපොරොත්තු වන පළ කිරීම් නැත.`)
};

export const review_page_title = /** @type {(inputs: Review_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සමාලෝචනය: ${i?.business}, ${i?.month} | Fli DESK`)
};

export const review_posts_for = /** @type {(inputs: Review_Posts_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අනුමැතිය බලාපොරොත්තු වන ${i?.month} පළ කිරීම්`)
};

export const review_posts_label = /** @type {(inputs: Review_Posts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමැතිය බලාපොරොත්තු වන පළ කිරීම්`)
};

export const review_reason = /** @type {(inputs: Review_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හේතුව (වෙනස්කම් ඉල්ලීමට අවශ්‍යයි)`)
};

export const review_reason_too_long = /** @type {(inputs: Review_Reason_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හේතුවට උපරිම අක්ෂර 2,000ක් තිබිය හැක.`)
};

export const review_request_changes = /** @type {(inputs: Review_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස්කම් ඉල්ලන්න`)
};

export const review_share_button = /** @type {(inputs: Review_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාලෝචනයට බෙදාගන්න`)
};

export const review_share_heading = /** @type {(inputs: Review_Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය නොවී සමාලෝචනය`)
};

export const review_share_intro = /** @type {(inputs: Review_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාලෝචන සබැඳියක් ඇති ඕනෑම කෙනෙකුට දින 30ක් තුළ මේ මාසයේ අනුමැතිය බලාපොරොත්තු වන පළ කිරීම් බලා, ඒවා අනුමත කිරීමට, වෙනස්කම් ඉල්ලීමට හෝ නවතා තැබීමට හැක. සෑම තීරණයක්ම ඔවුන් දෙන නමින් සටහන් වේ.`)
};

export const review_share_link = /** @type {(inputs: Review_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාලෝචන සබැඳිය`)
};

export const review_share_many = /** @type {(inputs: Review_Share_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මේ මාසය සඳහා සමාලෝචන සබැඳි ${i?.count}ක් විවෘතයි, අන්තිම එක ${i?.until} දක්වා.`)
};

export const review_share_none = /** @type {(inputs: Review_Share_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මේ මාසය සඳහා විවෘත සමාලෝචන සබැඳියක් නැත.`)
};

export const review_share_one = /** @type {(inputs: Review_Share_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මේ මාසය සඳහා සමාලෝචන සබැඳි 1ක් ${i?.until} දක්වා විවෘතයි.`)
};

export const review_sri_lanka = /** @type {(inputs: Review_Sri_LankaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (ශ්‍රී ලංකා වේලාව)`)
};

export const review_stale_form = /** @type {(inputs: Review_Stale_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෝරමය යල් පැන ගොස් ඇත. පිටුව නැවත පූරණය කරන්න.`)
};

export const review_unknown = /** @type {(inputs: Review_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සමාලෝචන සබැඳිය නොපවතී. සම්පූර්ණ ලිපිනයම පිටපත් කළාදැයි බලන්න, නැතහොත් නව සබැඳියක් ඉල්ලන්න.`)
};

export const review_unknown_title = /** @type {(inputs: Review_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාලෝචන සබැඳිය හමු නොවීය`)
};

export const review_works_until = /** @type {(inputs: Review_Works_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මෙම සබැඳිය ${i?.until} දක්වා ක්‍රියා කරයි.`)
};

export const review_your_name = /** @type {(inputs: Review_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නම`)
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