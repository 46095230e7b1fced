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
	return /** @type {LocalizedString} */ (`அனைத்து தளங்களும்`)
};

export const calendar_all_statuses = /** @type {(inputs: Calendar_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்து நிலைகளும்`)
};

export const calendar_approve_all = /** @type {(inputs: Calendar_Approve_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்தையும் அங்கீகரி`)
};

export const calendar_awaiting_one = /** @type {(inputs: Calendar_Awaiting_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 பதிவு உங்கள் ஒப்புதலுக்காகக் காத்திருக்கிறது.`)
};

export const calendar_awaiting_other = /** @type {(inputs: Calendar_Awaiting_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} பதிவுகள் உங்கள் ஒப்புதலுக்காகக் காத்திருக்கின்றன.`)
};

export const calendar_choose_client = /** @type {(inputs: Calendar_Choose_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு வாடிக்கையாளரைத் தேர்ந்தெடுக்கவும்`)
};

export const calendar_client = /** @type {(inputs: Calendar_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்`)
};

export const calendar_copy_link = /** @type {(inputs: Calendar_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைப்பை நகலெடு`)
};

export const calendar_create_post = /** @type {(inputs: Calendar_Create_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவை உருவாக்கு`)
};

export const calendar_days_of_month = /** @type {(inputs: Calendar_Days_Of_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதத்தின் நாட்கள்`)
};

export const calendar_days_of_week = /** @type {(inputs: Calendar_Days_Of_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாரத்தின் நாட்கள்`)
};

export const calendar_download_csv = /** @type {(inputs: Calendar_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விரிதாளைப் பதிவிறக்கு`)
};

export const calendar_drag = /** @type {(inputs: Calendar_DragInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} பதிவை வேறு நாளுக்கு இழுக்கவும்`)
};

export const calendar_drag_cancel = /** @type {(inputs: Calendar_Drag_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} நகர்த்தல் ரத்துசெய்யப்பட்டது: அது இருந்த இடத்திலேயே உள்ளது.`)
};

export const calendar_drag_end = /** @type {(inputs: Calendar_Drag_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ${i?.day} அன்று வைக்கப்பட்டது.`)
};

export const calendar_drag_instructions = /** @type {(inputs: Calendar_Drag_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவை வேறு நாளுக்கு மாற்ற space அல்லது enter அழுத்தி, அம்புக்குறி விசைகளால் நாளைத் தேர்ந்தெடுக்கவும் (இடம், வலம் ஒரு நாள்; மேல், கீழ் ஒரு வாரம்), பின்னர் அங்கு வைக்க space அல்லது enter, ரத்துசெய்ய escape அழுத்தவும்.`)
};

export const calendar_drag_over = /** @type {(inputs: Calendar_Drag_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} இப்போது ${i?.day} மீது உள்ளது.`)
};

export const calendar_drag_over_none = /** @type {(inputs: Calendar_Drag_Over_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} எந்த நாளின் மீதும் இல்லை.`)
};

export const calendar_drag_post = /** @type {(inputs: Calendar_Drag_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவு`)
};

export const calendar_drag_start = /** @type {(inputs: Calendar_Drag_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} எடுக்கப்பட்டது.`)
};

export const calendar_drag_stays = /** @type {(inputs: Calendar_Drag_StaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} இருந்த இடத்திலேயே உள்ளது.`)
};

export const calendar_feed_address = /** @type {(inputs: Calendar_Feed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டி முகவரி`)
};

export const calendar_feed_heading = /** @type {(inputs: Calendar_Feed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் நாட்காட்டியில் சந்தா செய்யுங்கள்`)
};

export const calendar_feed_intro = /** @type {(inputs: Calendar_Feed_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டமிடப்பட்ட, வெளியிடப்பட்ட பதிவுகள் உங்கள் நாட்காட்டிச் செயலியில் தோன்றும். இந்த முகவரி உள்ள எவரும் அவற்றைப் பார்க்கலாம்.`)
};

export const calendar_feed_open = /** @type {(inputs: Calendar_Feed_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டிச் செயலியில் திற`)
};

export const calendar_filter = /** @type {(inputs: Calendar_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வடிகட்டு`)
};

export const calendar_filters = /** @type {(inputs: Calendar_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வடிகட்டிகள்`)
};

export const calendar_heading = /** @type {(inputs: Calendar_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளடக்க நாட்காட்டி`)
};

export const calendar_link_copied = /** @type {(inputs: Calendar_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைப்பு நகலெடுக்கப்பட்டது.`)
};

export const calendar_move_button = /** @type {(inputs: Calendar_Move_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} பதிவை மாற்று`)
};

export const calendar_move_new_day = /** @type {(inputs: Calendar_Move_New_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} பதிவுக்கான புதிய நாள்`)
};

export const calendar_move_summary = /** @type {(inputs: Calendar_Move_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} பதிவை வேறு நாளுக்கு மாற்றவும்`)
};

export const calendar_nav_label = /** @type {(inputs: Calendar_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதமும் காட்சியும்`)
};

export const calendar_new_post = /** @type {(inputs: Calendar_New_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய பதிவு`)
};

export const calendar_next_month = /** @type {(inputs: Calendar_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடுத்த மாதம்`)
};

export const calendar_next_week = /** @type {(inputs: Calendar_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடுத்த வாரம்`)
};

export const calendar_no_posts = /** @type {(inputs: Calendar_No_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுகள் இல்லை`)
};

export const calendar_no_posts_month = /** @type {(inputs: Calendar_No_Posts_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதம் பதிவுகள் இல்லை.`)
};

export const calendar_page_title = /** @type {(inputs: Calendar_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உள்ளடக்க நாட்காட்டி, ${i?.month} | Fli DESK`)
};

export const calendar_pick_client = /** @type {(inputs: Calendar_Pick_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டியைப் பார்க்க ஒரு வாடிக்கையாளரைத் தேர்ந்தெடுக்கவும்.`)
};

export const calendar_platform = /** @type {(inputs: Calendar_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தளம்`)
};

export const calendar_posts = /** @type {(inputs: Calendar_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுகள்`)
};

export const calendar_previous_month = /** @type {(inputs: Calendar_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முந்தைய மாதம்`)
};

export const calendar_previous_week = /** @type {(inputs: Calendar_Previous_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முந்தைய வாரம்`)
};

export const calendar_quota_label = /** @type {(inputs: Calendar_Quota_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்ட ஒதுக்கீடு`)
};

export const calendar_quota_over = /** @type {(inputs: Calendar_Quota_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இந்த மாதம் திட்டத்தின் பதிவுகளை விட ${i?.over} அதிகம்`)
};

export const calendar_quota_platforms = /** @type {(inputs: Calendar_Quota_PlatformsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.allowed} தளங்களில் ${i?.used}`)
};

export const calendar_quota_platforms_over_one = /** @type {(inputs: Calendar_Quota_Platforms_Over_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் செலுத்துவதை விட 1 தளம் அதிகம்`)
};

export const calendar_quota_platforms_over_other = /** @type {(inputs: Calendar_Quota_Platforms_Over_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`திட்டம் செலுத்துவதை விட ${i?.over} தளங்கள் அதிகம்`)
};

export const calendar_quota_posts = /** @type {(inputs: Calendar_Quota_PostsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இந்த மாதம் ${i?.promised} பதிவுகளில் ${i?.used}`)
};

export const calendar_revoke_link = /** @type {(inputs: Calendar_Revoke_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைப்பை ரத்துசெய்`)
};

export const calendar_share_whatsapp = /** @type {(inputs: Calendar_Share_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`WhatsApp இல் பகிர்`)
};

export const calendar_show = /** @type {(inputs: Calendar_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டியைக் காட்டு`)
};

export const calendar_status = /** @type {(inputs: Calendar_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை`)
};

export const calendar_status_approved = /** @type {(inputs: Calendar_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அங்கீகரிக்கப்பட்டது`)
};

export const calendar_status_awaiting_client = /** @type {(inputs: Calendar_Status_Awaiting_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளருக்காகக் காத்திருக்கிறது`)
};

export const calendar_status_changes_requested = /** @type {(inputs: Calendar_Status_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்கள் கோரப்பட்டுள்ளன`)
};

export const calendar_status_draft = /** @type {(inputs: Calendar_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வரைவு`)
};

export const calendar_status_failed = /** @type {(inputs: Calendar_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தோல்வியடைந்தது`)
};

export const calendar_status_in_review = /** @type {(inputs: Calendar_Status_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வில்`)
};

export const calendar_status_on_hold = /** @type {(inputs: Calendar_Status_On_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுத்திவைக்கப்பட்டுள்ளது`)
};

export const calendar_status_published = /** @type {(inputs: Calendar_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியிடப்பட்டது`)
};

export const calendar_status_scheduled = /** @type {(inputs: Calendar_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டமிடப்பட்டது`)
};

export const calendar_today = /** @type {(inputs: Calendar_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(இன்று)`)
};

export const calendar_view_list = /** @type {(inputs: Calendar_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியல்`)
};

export const calendar_view_month = /** @type {(inputs: Calendar_View_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதம்`)
};

export const calendar_view_week = /** @type {(inputs: Calendar_View_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாரம்`)
};

export const calendar_week_of = /** @type {(inputs: Calendar_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} முதல் ${i?.end} வரையிலான வாரம்`)
};

export const calendar_weekday_fri = /** @type {(inputs: Calendar_Weekday_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெள்`)
};

export const calendar_weekday_mon = /** @type {(inputs: Calendar_Weekday_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திங்`)
};

export const calendar_weekday_sat = /** @type {(inputs: Calendar_Weekday_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சனி`)
};

export const calendar_weekday_sun = /** @type {(inputs: Calendar_Weekday_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஞாயி`)
};

export const calendar_weekday_thu = /** @type {(inputs: Calendar_Weekday_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வியா`)
};

export const calendar_weekday_tue = /** @type {(inputs: Calendar_Weekday_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செவ்`)
};

export const calendar_weekday_wed = /** @type {(inputs: Calendar_Weekday_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புத`)
};

export const review_approve = /** @type {(inputs: Review_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அங்கீகரி`)
};

export const review_choose_move = /** @type {(inputs: Review_Choose_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அங்கீகரி, மாற்றங்கள் கோரு அல்லது நிறுத்திவை என்பதில் ஒன்றைத் தேர்ந்தெடுக்கவும்.`)
};

export const review_choose_post = /** @type {(inputs: Review_Choose_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தப் பக்கத்திலுள்ள பதிவுகளில் ஒன்றைத் தேர்ந்தெடுக்கவும்.`)
};

export const review_decision_on = /** @type {(inputs: Review_Decision_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} பற்றிய முடிவு`)
};

export const review_eyebrow = /** @type {(inputs: Review_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK மதிப்பாய்வு`)
};

export const review_gone = /** @type {(inputs: Review_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மதிப்பாய்வு இணைப்பு காலாவதியாகிவிட்டது அல்லது ரத்துசெய்யப்பட்டது. புதிய இணைப்பை நிறுவனத்திடமோ கணக்கின் உரிமையாளரிடமோ கேளுங்கள்.`)
};

export const review_gone_title = /** @type {(inputs: Review_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மதிப்பாய்வு இணைப்பு முடிந்துவிட்டது`)
};

export const review_hold = /** @type {(inputs: Review_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுத்திவை`)
};

export const review_link_title = /** @type {(inputs: Review_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வு இணைப்பு | Fli DESK`)
};

export const review_name_required = /** @type {(inputs: Review_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பெயரைத் தாருங்கள்: அது உங்கள் முடிவுடன் பதிவுசெய்யப்படும்.`)
};

export const review_name_too_long = /** @type {(inputs: Review_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பெயரில் அதிகபட்சம் 80 எழுத்துகள் இருக்கலாம்.`)
};

export const review_none = /** @type {(inputs: Review_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதம் ஒப்புதலுக்குக் காத்திருக்கும் பதிவுகள் இல்லை.`)
};

export const review_page_title = /** @type {(inputs: Review_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வு: ${i?.business}, ${i?.month} | Fli DESK`)
};

export const review_posts_for = /** @type {(inputs: Review_Posts_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒப்புதலுக்குக் காத்திருக்கும் ${i?.month} பதிவுகள்`)
};

export const review_posts_label = /** @type {(inputs: Review_Posts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதலுக்குக் காத்திருக்கும் பதிவுகள்`)
};

export const review_reason = /** @type {(inputs: Review_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காரணம் (மாற்றங்கள் கோர தேவை)`)
};

export const review_reason_too_long = /** @type {(inputs: Review_Reason_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காரணத்தில் அதிகபட்சம் 2,000 எழுத்துகள் இருக்கலாம்.`)
};

export const review_request_changes = /** @type {(inputs: Review_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்கள் கோரு`)
};

export const review_share_button = /** @type {(inputs: Review_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வுக்குப் பகிர்`)
};

export const review_share_heading = /** @type {(inputs: Review_Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழையாமல் மதிப்பாய்வு`)
};

export const review_share_intro = /** @type {(inputs: Review_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வு இணைப்பு உள்ள எவரும் 30 நாட்களுக்கு இந்த மாதம் ஒப்புதலுக்குக் காத்திருக்கும் பதிவுகளைப் பார்த்து, அவற்றை அங்கீகரிக்கலாம், மாற்றங்கள் கோரலாம் அல்லது நிறுத்திவைக்கலாம். ஒவ்வொரு முடிவும் அவர்கள் தரும் பெயருடன் பதிவுசெய்யப்படும்.`)
};

export const review_share_link = /** @type {(inputs: Review_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வு இணைப்பு`)
};

export const review_share_many = /** @type {(inputs: Review_Share_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இந்த மாதத்துக்கு ${i?.count} மதிப்பாய்வு இணைப்புகள் திறந்துள்ளன, கடைசியானது ${i?.until} வரை.`)
};

export const review_share_none = /** @type {(inputs: Review_Share_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதத்துக்குத் திறந்த மதிப்பாய்வு இணைப்பு இல்லை.`)
};

export const review_share_one = /** @type {(inputs: Review_Share_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இந்த மாதத்துக்கு 1 மதிப்பாய்வு இணைப்பு ${i?.until} வரை திறந்துள்ளது.`)
};

export const review_sri_lanka = /** @type {(inputs: Review_Sri_LankaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (இலங்கை நேரம்)`)
};

export const review_stale_form = /** @type {(inputs: Review_Stale_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படிவம் பழையதாகிவிட்டது. பக்கத்தை மீண்டும் ஏற்றவும்.`)
};

export const review_unknown = /** @type {(inputs: Review_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மதிப்பாய்வு இணைப்பு இல்லை. முழு முகவரியும் நகலெடுக்கப்பட்டதா எனச் சரிபார்க்கவும், அல்லது புதிய இணைப்பைக் கேளுங்கள்.`)
};

export const review_unknown_title = /** @type {(inputs: Review_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வு இணைப்பு கிடைக்கவில்லை`)
};

export const review_works_until = /** @type {(inputs: Review_Works_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இந்த இணைப்பு ${i?.until} வரை செயல்படும்.`)
};

export const review_your_name = /** @type {(inputs: Review_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பெயர்`)
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