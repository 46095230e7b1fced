/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Connection_Back_DashboardInputs */
/** @typedef {{}} Connection_Connect_Facebook_AgainInputs */
/** @typedef {{}} Connection_Connect_GoogleInputs */
/** @typedef {{}} Connection_Connect_MetaInputs */
/** @typedef {{ provider: NonNullable<unknown> }} Connection_ConnectingInputs */
/** @typedef {{}} Connection_DisconnectInputs */
/** @typedef {{}} Connection_Failed_AtInputs */
/** @typedef {{}} Connection_Fb_PageInputs */
/** @typedef {{}} Connection_Figures_ThroughInputs */
/** @typedef {{}} Connection_Ga_PropertyInputs */
/** @typedef {{}} Connection_Google_Not_ConfiguredInputs */
/** @typedef {{}} Connection_Ig_AccountInputs */
/** @typedef {{}} Connection_Ig_NoneInputs */
/** @typedef {{}} Connection_ImportInputs */
/** @typedef {{ day: NonNullable<unknown> }} Connection_Imported_ThroughInputs */
/** @typedef {{}} Connection_Last_Import_AtInputs */
/** @typedef {{}} Connection_Last_Import_FailedInputs */
/** @typedef {{}} Connection_Manage_MetaInputs */
/** @typedef {{}} Connection_Meta_Not_ConfiguredInputs */
/** @typedef {{}} Connection_None_YetInputs */
/** @typedef {{}} Connection_Not_ImportedInputs */
/** @typedef {{ provider: NonNullable<unknown>, title: NonNullable<unknown> }} Connection_Page_ForInputs */
/** @typedef {{ name: NonNullable<unknown> }} Connection_Page_No_IgInputs */
/** @typedef {{ name: NonNullable<unknown>, instagram: NonNullable<unknown> }} Connection_Page_With_IgInputs */
/** @typedef {{}} Connection_Reconnect_NeededInputs */
/** @typedef {{}} Connection_SaveInputs */
/** @typedef {{}} Connection_Sc_SiteInputs */
/** @typedef {{}} Insights_AskInputs */
/** @typedef {{}} Insights_Ask_AboutInputs */
/** @typedef {{ title: NonNullable<unknown> }} Insights_Assistant_ForInputs */
/** @typedef {{}} Insights_Client_TitleInputs */
/** @typedef {{}} Insights_LocalInputs */
/** @typedef {{}} Insights_ThinkingInputs */
/** @typedef {{}} Keywords_AddInputs */
/** @typedef {{}} Keywords_AddedInputs */
/** @typedef {{ date: NonNullable<unknown> }} Keywords_Added_OnInputs */
/** @typedef {{ count: NonNullable<unknown>, limit: NonNullable<unknown>, plan: NonNullable<unknown> }} Keywords_AllowanceInputs */
/** @typedef {{ count: NonNullable<unknown>, plan: NonNullable<unknown> }} Keywords_Allowance_UnlimitedInputs */
/** @typedef {{}} Keywords_Back_To_AnalyticsInputs */
/** @typedef {{ client: NonNullable<unknown> }} Keywords_Back_To_ClientInputs */
/** @typedef {{}} Keywords_Change_30Inputs */
/** @typedef {{}} Keywords_Change_7Inputs */
/** @typedef {{}} Keywords_ClicksInputs */
/** @typedef {{}} Keywords_Clicks_30Inputs */
/** @typedef {{}} Keywords_DailyInputs */
/** @typedef {{ count: NonNullable<unknown> }} Keywords_DownInputs */
/** @typedef {{ text: NonNullable<unknown> }} Keywords_DuplicateInputs */
/** @typedef {{ keyword: NonNullable<unknown> }} Keywords_History_TitleInputs */
/** @typedef {{}} Keywords_ImpressionsInputs */
/** @typedef {{}} Keywords_Impressions_30Inputs */
/** @typedef {{}} Keywords_KeywordInputs */
/** @typedef {{}} Keywords_No_ChangeInputs */
/** @typedef {{}} Keywords_No_EarlierInputs */
/** @typedef {{}} Keywords_No_HistoryInputs */
/** @typedef {{}} Keywords_No_KeywordInputs */
/** @typedef {{}} Keywords_No_Seo_PlanInputs */
/** @typedef {{}} Keywords_None_TrackedInputs */
/** @typedef {{}} Keywords_Not_RankedInputs */
/** @typedef {{ day: NonNullable<unknown> }} Keywords_On_DayInputs */
/** @typedef {{ plan: NonNullable<unknown>, limit: NonNullable<unknown> }} Keywords_Over_LimitInputs */
/** @typedef {{}} Keywords_PositionInputs */
/** @typedef {{}} Keywords_Position_90Inputs */
/** @typedef {{}} Keywords_Position_DescriptionInputs */
/** @typedef {{}} Keywords_Position_NowInputs */
/** @typedef {{}} Keywords_RankingsInputs */
/** @typedef {{}} Keywords_RemoveInputs */
/** @typedef {{}} Keywords_RemovedInputs */
/** @typedef {{}} Keywords_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Keywords_Too_LongInputs */
/** @typedef {{}} Keywords_TrackedInputs */
/** @typedef {{ client: NonNullable<unknown> }} Keywords_Tracked_ForInputs */
/** @typedef {{ client: NonNullable<unknown> }} Keywords_Tracked_For_ClientInputs */
/** @typedef {{ count: NonNullable<unknown> }} Keywords_UpInputs */
/** @typedef {{}} Report_Admin_TitleInputs */
/** @typedef {{}} Report_DownloadInputs */
/** @typedef {{}} Report_FirstInputs */
/** @typedef {{ month: NonNullable<unknown> }} Report_For_MonthInputs */
/** @typedef {{ time: NonNullable<unknown> }} Report_MadeInputs */
/** @typedef {{ date: NonNullable<unknown> }} Report_Made_OnInputs */
/** @typedef {{ time: NonNullable<unknown> }} Report_MailedInputs */
/** @typedef {{}} Report_MonthInputs */
/** @typedef {{}} Report_MonthlyInputs */
/** @typedef {{ month: NonNullable<unknown> }} Report_Monthly_ForInputs */
/** @typedef {{}} Report_NoneInputs */
/** @typedef {{}} Report_Not_MadeInputs */
/** @typedef {{}} Report_PreviewInputs */
/** @typedef {{ id: NonNullable<unknown> }} Report_Preview_OfInputs */
/** @typedef {{}} Report_RegenerateInputs */
/** @typedef {{ id: NonNullable<unknown> }} Report_Regenerate_ForInputs */
/** @typedef {{}} Report_RegeneratedInputs */
/** @typedef {{}} Report_Send_AgainInputs */
/** @typedef {{ id: NonNullable<unknown> }} Report_Send_Again_ToInputs */
/** @typedef {{}} Report_SentInputs */
/** @typedef {{}} Report_ShowInputs */
/** @typedef {{ title: NonNullable<unknown> }} Results_Analytics_ForInputs */
/** @typedef {{ title: NonNullable<unknown> }} Results_Back_ToInputs */
/** @typedef {{ change: NonNullable<unknown>, days: NonNullable<unknown> }} Results_ChangeInputs */
/** @typedef {{}} Results_Change_HeadingInputs */
/** @typedef {{ days: NonNullable<unknown> }} Results_Change_NoneInputs */
/** @typedef {{}} Results_Client_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Results_Connect_Google_ForInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Results_Date_RangeInputs */
/** @typedef {{}} Results_DayInputs */
/** @typedef {{ days: NonNullable<unknown> }} Results_DaysInputs */
/** @typedef {{}} Results_Family_EngagementInputs */
/** @typedef {{}} Results_Family_ReachInputs */
/** @typedef {{}} Results_Family_SearchInputs */
/** @typedef {{}} Results_Family_TrafficInputs */
/** @typedef {{}} Results_FigureInputs */
/** @typedef {{}} Results_Figure_Bounce_RateInputs */
/** @typedef {{}} Results_Figure_ClicksInputs */
/** @typedef {{}} Results_Figure_CtrInputs */
/** @typedef {{}} Results_Figure_Fb_EngagementInputs */
/** @typedef {{}} Results_Figure_Fb_FollowersInputs */
/** @typedef {{}} Results_Figure_Fb_ImpressionsInputs */
/** @typedef {{}} Results_Figure_Fb_ReachInputs */
/** @typedef {{}} Results_Figure_Ig_EngagementInputs */
/** @typedef {{}} Results_Figure_Ig_New_FollowersInputs */
/** @typedef {{}} Results_Figure_Ig_ReachInputs */
/** @typedef {{}} Results_Figure_Ig_ViewsInputs */
/** @typedef {{}} Results_Figure_ImpressionsInputs */
/** @typedef {{}} Results_Figure_Page_ViewsInputs */
/** @typedef {{}} Results_Figure_PositionInputs */
/** @typedef {{}} Results_Figure_Session_DurationInputs */
/** @typedef {{}} Results_Figure_SessionsInputs */
/** @typedef {{}} Results_Figure_UsersInputs */
/** @typedef {{ current: NonNullable<unknown>, previous: NonNullable<unknown> }} Results_Month_AgainstInputs */
/** @typedef {{}} Results_Month_Over_MonthInputs */
/** @typedef {{}} Results_No_FigureInputs */
/** @typedef {{}} Results_NoneInputs */
/** @typedef {{}} Results_Nothing_ConnectedInputs */
/** @typedef {{ family: NonNullable<unknown> }} Results_Per_DayInputs */
/** @typedef {{}} Results_PeriodInputs */
/** @typedef {{}} Results_TrendsInputs */
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
import * as registry from "../registry.js"


export const connection_back_dashboard = /** @type {(inputs: Connection_Back_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டுக்குத் திரும்பு`)
};

export const connection_connect_facebook_again = /** @type {(inputs: Connection_Connect_Facebook_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook ஐ மீண்டும் இணைக்கவும்`)
};

export const connection_connect_google = /** @type {(inputs: Connection_Connect_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics ஐ இணைக்கவும்`)
};

export const connection_connect_meta = /** @type {(inputs: Connection_Connect_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook மற்றும் Instagram ஐ இணைக்கவும்`)
};

export const connection_connecting = /** @type {(inputs: Connection_ConnectingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} இணைப்பு`)
};

export const connection_disconnect = /** @type {(inputs: Connection_DisconnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைப்பைத் துண்டி`)
};

export const connection_failed_at = /** @type {(inputs: Connection_Failed_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தோல்வியடைந்த நேரம்`)
};

export const connection_fb_page = /** @type {(inputs: Connection_Fb_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook பக்கம்`)
};

export const connection_figures_through = /** @type {(inputs: Connection_Figures_ThroughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எண்ணிக்கைகள் உள்ள கடைசி நாள்`)
};

export const connection_ga_property = /** @type {(inputs: Connection_Ga_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics பிராப்பர்ட்டி`)
};

export const connection_google_not_configured = /** @type {(inputs: Connection_Google_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சேவையகத்தில் Google அமைக்கப்படவில்லை.`)
};

export const connection_ig_account = /** @type {(inputs: Connection_Ig_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram கணக்கு`)
};

export const connection_ig_none = /** @type {(inputs: Connection_Ig_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தப் பக்கத்துடன் எதுவும் இணைக்கப்படவில்லை`)
};

export const connection_import = /** @type {(inputs: Connection_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இறக்குமதி`)
};

export const connection_imported_through = /** @type {(inputs: Connection_Imported_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} வரை இறக்குமதி செய்யப்பட்டது`)
};

export const connection_last_import_at = /** @type {(inputs: Connection_Last_Import_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடைசி வெற்றிகரமான இறக்குமதி:`)
};

export const connection_last_import_failed = /** @type {(inputs: Connection_Last_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடைசி இறக்குமதி தோல்வியடைந்தது:`)
};

export const connection_manage_meta = /** @type {(inputs: Connection_Manage_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook மற்றும் Instagram`)
};

export const connection_meta_not_configured = /** @type {(inputs: Connection_Meta_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சேவையகத்தில் Facebook மற்றும் Instagram அமைக்கப்படவில்லை.`)
};

export const connection_none_yet = /** @type {(inputs: Connection_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் இல்லை`)
};

export const connection_not_imported = /** @type {(inputs: Connection_Not_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் இறக்குமதி செய்யப்படவில்லை`)
};

export const connection_page_for = /** @type {(inputs: Connection_Page_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} க்கான ${i?.provider}`)
};

export const connection_page_no_ig = /** @type {(inputs: Connection_Page_No_IgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (Instagram கணக்கு இல்லை)`)
};

export const connection_page_with_ig = /** @type {(inputs: Connection_Page_With_IgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (Instagram கணக்கு @${i?.instagram})`)
};

export const connection_reconnect_needed = /** @type {(inputs: Connection_Reconnect_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீண்டும் இணைக்க வேண்டும்`)
};

export const connection_save = /** @type {(inputs: Connection_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேமி`)
};

export const connection_sc_site = /** @type {(inputs: Connection_Sc_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Search Console தளம்`)
};

export const insights_ask = /** @type {(inputs: Insights_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கேள்`)
};

export const insights_ask_about = /** @type {(inputs: Insights_Ask_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டத்தைப் பற்றிக் கேளுங்கள்`)
};

export const insights_assistant_for = /** @type {(inputs: Insights_Assistant_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} க்கான AI உதவியாளர்`)
};

export const insights_client_title = /** @type {(inputs: Insights_Client_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI நுண்ணறிவுகள் | வாடிக்கையாளர் டாஷ்போர்டு`)
};

export const insights_local = /** @type {(inputs: Insights_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதில்கள் உங்கள் திட்டத் தரவிலிருந்து வருகின்றன.`)
};

export const insights_thinking = /** @type {(inputs: Insights_ThinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`யோசிக்கிறது...`)
};

export const keywords_add = /** @type {(inputs: Keywords_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முக்கியச்சொல்லைச் சேர்`)
};

export const keywords_added = /** @type {(inputs: Keywords_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முக்கியச்சொல் சேர்க்கப்பட்டது.`)
};

export const keywords_added_on = /** @type {(inputs: Keywords_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} அன்று சேர்க்கப்பட்டது`)
};

export const keywords_allowance = /** @type {(inputs: Keywords_AllowanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} திட்டத்தில் ${i?.limit} இல் ${i?.count} முக்கியச்சொற்கள் கண்காணிக்கப்படுகின்றன.`)
};

export const keywords_allowance_unlimited = /** @type {(inputs: Keywords_Allowance_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} திட்டத்தில் ${i?.count} முக்கியச்சொற்கள் கண்காணிக்கப்படுகின்றன (வரம்பு இல்லை).`)
};

export const keywords_back_to_analytics = /** @type {(inputs: Keywords_Back_To_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வுக்குத் திரும்பு`)
};

export const keywords_back_to_client = /** @type {(inputs: Keywords_Back_To_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client} இன் முக்கியச்சொற்களுக்குத் திரும்பு`)
};

export const keywords_change_30 = /** @type {(inputs: Keywords_Change_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`30 நாட்களில் மாற்றம்`)
};

export const keywords_change_7 = /** @type {(inputs: Keywords_Change_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`7 நாட்களில் மாற்றம்`)
};

export const keywords_clicks = /** @type {(inputs: Keywords_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கிளிக்குகள்`)
};

export const keywords_clicks_30 = /** @type {(inputs: Keywords_Clicks_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கிளிக்குகள் (30 நாட்கள்)`)
};

export const keywords_daily = /** @type {(inputs: Keywords_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தினசரி எண்ணிக்கைகள்`)
};

export const keywords_down = /** @type {(inputs: Keywords_DownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} இடம் கீழே`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} இடங்கள் கீழே`);
	return /** @type {LocalizedString} */ ("keywords_down");
};

export const keywords_duplicate = /** @type {(inputs: Keywords_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}” இந்த வாடிக்கையாளருக்கு ஏற்கனவே கண்காணிக்கப்படுகிறது.`)
};

export const keywords_history_title = /** @type {(inputs: Keywords_History_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.keyword}: முக்கியச்சொல் வரலாறு`)
};

export const keywords_impressions = /** @type {(inputs: Keywords_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காட்சிகள்`)
};

export const keywords_impressions_30 = /** @type {(inputs: Keywords_Impressions_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காட்சிகள் (30 நாட்கள்)`)
};

export const keywords_keyword = /** @type {(inputs: Keywords_KeywordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முக்கியச்சொல்`)
};

export const keywords_no_change = /** @type {(inputs: Keywords_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றம் இல்லை`)
};

export const keywords_no_earlier = /** @type {(inputs: Keywords_No_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முந்தைய நிலை இல்லை`)
};

export const keywords_no_history = /** @type {(inputs: Keywords_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடந்த 90 நாட்களில் இந்த முக்கியச்சொல்லுக்கு Google Search Console இல் எண்ணிக்கைகள் இல்லை.`)
};

export const keywords_no_keyword = /** @type {(inputs: Keywords_No_KeywordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அப்படி ஒரு முக்கியச்சொல் இல்லை.`)
};

export const keywords_no_seo_plan = /** @type {(inputs: Keywords_No_Seo_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த வாடிக்கையாளருக்குச் செயலில் உள்ள SEO திட்டம் இல்லாததால் முக்கியச்சொற்களைக் கண்காணிக்க முடியாது. முக்கியச்சொல் கண்காணிப்பு SEO திட்டத்துடன் வருகிறது.`)
};

export const keywords_none_tracked = /** @type {(inputs: Keywords_None_TrackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் எந்த முக்கியச்சொல்லும் கண்காணிக்கப்படவில்லை.`)
};

export const keywords_not_ranked = /** @type {(inputs: Keywords_Not_RankedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் தரவரிசையில் இல்லை`)
};

export const keywords_on_day = /** @type {(inputs: Keywords_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} அன்று`)
};

export const keywords_over_limit = /** @type {(inputs: Keywords_Over_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} திட்டம் ${i?.limit} முக்கியச்சொற்கள் வரை கண்காணிக்கும். இன்னொன்றைச் சேர்க்க ஒன்றை நீக்கவும்.`)
};

export const keywords_position = /** @type {(inputs: Keywords_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை`)
};

export const keywords_position_90 = /** @type {(inputs: Keywords_Position_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடந்த 90 நாட்களில் நிலை`)
};

export const keywords_position_description = /** @type {(inputs: Keywords_Position_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Search Console இன் ஒவ்வொரு நாளின் சராசரி நிலை; 1 என்பது முடிவுகளில் முதலிடம்.`)
};

export const keywords_position_now = /** @type {(inputs: Keywords_Position_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தற்போதைய நிலை`)
};

export const keywords_rankings = /** @type {(inputs: Keywords_RankingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முக்கியச்சொல் தரவரிசைகள்`)
};

export const keywords_remove = /** @type {(inputs: Keywords_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீக்கு`)
};

export const keywords_removed = /** @type {(inputs: Keywords_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முக்கியச்சொல் நீக்கப்பட்டது.`)
};

export const keywords_required = /** @type {(inputs: Keywords_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கண்காணிக்க ஒரு முக்கியச்சொல்லை உள்ளிடவும்.`)
};

export const keywords_too_long = /** @type {(inputs: Keywords_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒரு முக்கியச்சொல் அதிகபட்சம் ${i?.max} எழுத்துகள் மட்டுமே.`)
};

export const keywords_tracked = /** @type {(inputs: Keywords_TrackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கண்காணிக்கப்படும் முக்கியச்சொற்கள்`)
};

export const keywords_tracked_for = /** @type {(inputs: Keywords_Tracked_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client} க்காகக் கண்காணிக்கப்படும் முக்கியச்சொற்கள்`)
};

export const keywords_tracked_for_client = /** @type {(inputs: Keywords_Tracked_For_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client} க்காகக் கண்காணிக்கப்படுகிறது`)
};

export const keywords_up = /** @type {(inputs: Keywords_UpInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} இடம் மேலே`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} இடங்கள் மேலே`);
	return /** @type {LocalizedString} */ ("keywords_up");
};

export const report_admin_title = /** @type {(inputs: Report_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திர அறிக்கைகள் | நிர்வாகக் குழு`)
};

export const report_download = /** @type {(inputs: Report_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF ஐப் பதிவிறக்கு`)
};

export const report_first = /** @type {(inputs: Report_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் முதல் மாதாந்திர அறிக்கை அடுத்த மாதம் 1 ஆம் தேதி வரும்.`)
};

export const report_for_month = /** @type {(inputs: Report_For_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} அறிக்கை`)
};

export const report_made = /** @type {(inputs: Report_MadeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} அன்று தயாரிக்கப்பட்டது`)
};

export const report_made_on = /** @type {(inputs: Report_Made_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} அன்று தயாரிக்கப்பட்டது`)
};

export const report_mailed = /** @type {(inputs: Report_MailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time} அன்று அனுப்பப்பட்டது`)
};

export const report_month = /** @type {(inputs: Report_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதம்`)
};

export const report_monthly = /** @type {(inputs: Report_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திர அறிக்கைகள்`)
};

export const report_monthly_for = /** @type {(inputs: Report_Monthly_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மாதாந்திர அறிக்கைகள்: ${i?.month}`)
};

export const report_none = /** @type {(inputs: Report_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்த மாதம் எந்த வாடிக்கையாளருக்கும் செயலில் உள்ள திட்டம் இல்லை.`)
};

export const report_not_made = /** @type {(inputs: Report_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் தயாரிக்கப்படவில்லை`)
};

export const report_preview = /** @type {(inputs: Report_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னோட்டம்`)
};

export const report_preview_of = /** @type {(inputs: Report_Preview_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} இன் அறிக்கை`)
};

export const report_regenerate = /** @type {(inputs: Report_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீண்டும் உருவாக்கு`)
};

export const report_regenerate_for = /** @type {(inputs: Report_Regenerate_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} க்காக`)
};

export const report_regenerated = /** @type {(inputs: Report_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிக்கை மீண்டும் உருவாக்கப்பட்டது.`)
};

export const report_send_again = /** @type {(inputs: Report_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீண்டும் அனுப்பு`)
};

export const report_send_again_to = /** @type {(inputs: Report_Send_Again_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} க்கு`)
};

export const report_sent = /** @type {(inputs: Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிக்கை மீண்டும் மின்னஞ்சலில் அனுப்ப வரிசையில் சேர்க்கப்பட்டது.`)
};

export const report_show = /** @type {(inputs: Report_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காட்டு`)
};

export const results_analytics_for = /** @type {(inputs: Results_Analytics_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} க்கான பகுப்பாய்வு`)
};

export const results_back_to = /** @type {(inputs: Results_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} க்குத் திரும்பு`)
};

export const results_change = /** @type {(inputs: Results_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`முந்தைய ${i?.days} நாட்களை விட ${i?.change}`)
};

export const results_change_heading = /** @type {(inputs: Results_Change_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றம்`)
};

export const results_change_none = /** @type {(inputs: Results_Change_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`முந்தைய ${i?.days} நாட்களுடன் ஒப்பிட எண்ணிக்கைகள் இல்லை`)
};

export const results_client_title = /** @type {(inputs: Results_Client_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு | வாடிக்கையாளர் டாஷ்போர்டு`)
};

export const results_connect_google_for = /** @type {(inputs: Results_Connect_Google_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} க்கு Google ஐ இணைக்கவும்`)
};

export const results_date_range = /** @type {(inputs: Results_Date_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} முதல் ${i?.to} வரை`)
};

export const results_day = /** @type {(inputs: Results_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாள்`)
};

export const results_days = /** @type {(inputs: Results_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} நாட்கள்`)
};

export const results_family_engagement = /** @type {(inputs: Results_Family_EngagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடக ஈடுபாடு`)
};

export const results_family_reach = /** @type {(inputs: Results_Family_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடகச் சென்றடைவு`)
};

export const results_family_search = /** @type {(inputs: Results_Family_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேடல்`)
};

export const results_family_traffic = /** @type {(inputs: Results_Family_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வருகை`)
};

export const results_figure = /** @type {(inputs: Results_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அளவீடு`)
};

export const results_figure_bounce_rate = /** @type {(inputs: Results_Figure_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியேறும் விகிதம்`)
};

export const results_figure_clicks = /** @type {(inputs: Results_Figure_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேடல் கிளிக்குகள்`)
};

export const results_figure_ctr = /** @type {(inputs: Results_Figure_CtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கிளிக் விகிதம்`)
};

export const results_figure_fb_engagement = /** @type {(inputs: Results_Figure_Fb_EngagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook ஈடுபாடு`)
};

export const results_figure_fb_followers = /** @type {(inputs: Results_Figure_Fb_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook பின்தொடர்பவர்கள்`)
};

export const results_figure_fb_impressions = /** @type {(inputs: Results_Figure_Fb_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook காட்சிகள்`)
};

export const results_figure_fb_reach = /** @type {(inputs: Results_Figure_Fb_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook சென்றடைவு`)
};

export const results_figure_ig_engagement = /** @type {(inputs: Results_Figure_Ig_EngagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram ஈடுபாடு`)
};

export const results_figure_ig_new_followers = /** @type {(inputs: Results_Figure_Ig_New_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய Instagram பின்தொடர்பவர்கள்`)
};

export const results_figure_ig_reach = /** @type {(inputs: Results_Figure_Ig_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram சென்றடைவு`)
};

export const results_figure_ig_views = /** @type {(inputs: Results_Figure_Ig_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram பார்வைகள்`)
};

export const results_figure_impressions = /** @type {(inputs: Results_Figure_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேடல் காட்சிகள்`)
};

export const results_figure_page_views = /** @type {(inputs: Results_Figure_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப் பார்வைகள்`)
};

export const results_figure_position = /** @type {(inputs: Results_Figure_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சராசரி நிலை`)
};

export const results_figure_session_duration = /** @type {(inputs: Results_Figure_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சராசரி அமர்வு நேரம்`)
};

export const results_figure_sessions = /** @type {(inputs: Results_Figure_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அமர்வுகள்`)
};

export const results_figure_users = /** @type {(inputs: Results_Figure_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர்கள்`)
};

export const results_month_against = /** @type {(inputs: Results_Month_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.current} மற்றும் ${i?.previous} ஒப்பீடு`)
};

export const results_month_over_month = /** @type {(inputs: Results_Month_Over_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதத்துக்கு மாதம்`)
};

export const results_no_figure = /** @type {(inputs: Results_No_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எண்ணிக்கை இல்லை`)
};

export const results_none = /** @type {(inputs: Results_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை`)
};

export const results_nothing_connected = /** @type {(inputs: Results_Nothing_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் எண்ணிக்கைகள் இல்லை: ஒரு திட்டத்துடன் Google Analytics மற்றும் Google Search Console ஐ இணைத்தால், அதன் வருகை மற்றும் தேடல் எண்ணிக்கைகள் அடுத்த நாள் முதல் இங்கே தோன்றும்.`)
};

export const results_per_day = /** @type {(inputs: Results_Per_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`நாளொன்றுக்கு ${i?.family}`)
};

export const results_period = /** @type {(inputs: Results_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காலம்`)
};

export const results_trends = /** @type {(inputs: Results_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`போக்குகள்`)
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