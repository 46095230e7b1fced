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
	return /** @type {LocalizedString} */ (`පුවරුවට ආපසු`)
};

export const connection_connect_facebook_again = /** @type {(inputs: Connection_Connect_Facebook_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook නැවත සම්බන්ධ කරන්න`)
};

export const connection_connect_google = /** @type {(inputs: Connection_Connect_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics සම්බන්ධ කරන්න`)
};

export const connection_connect_meta = /** @type {(inputs: Connection_Connect_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook සහ Instagram සම්බන්ධ කරන්න`)
};

export const connection_connecting = /** @type {(inputs: Connection_ConnectingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} සම්බන්ධ කිරීම`)
};

export const connection_disconnect = /** @type {(inputs: Connection_DisconnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විසන්ධි කරන්න`)
};

export const connection_failed_at = /** @type {(inputs: Connection_Failed_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අසාර්ථක වූ වේලාව`)
};

export const connection_fb_page = /** @type {(inputs: Connection_Fb_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook පිටුව`)
};

export const connection_figures_through = /** @type {(inputs: Connection_Figures_ThroughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංඛ්‍යා ඇති අවසන් දිනය`)
};

export const connection_ga_property = /** @type {(inputs: Connection_Ga_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics ප්‍රොපර්ටිය`)
};

export const connection_google_not_configured = /** @type {(inputs: Connection_Google_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සේවාදායකයේ Google සකසා නැත.`)
};

export const connection_ig_account = /** @type {(inputs: Connection_Ig_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram ගිණුම`)
};

export const connection_ig_none = /** @type {(inputs: Connection_Ig_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම පිටුවට කිසිවක් සම්බන්ධ කර නැත`)
};

export const connection_import = /** @type {(inputs: Connection_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආයාතය`)
};

export const connection_imported_through = /** @type {(inputs: Connection_Imported_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} දක්වා ආයාත කර ඇත`)
};

export const connection_last_import_at = /** @type {(inputs: Connection_Last_Import_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවසන් සාර්ථක ආයාතය:`)
};

export const connection_last_import_failed = /** @type {(inputs: Connection_Last_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවසන් ආයාතය අසාර්ථක විය:`)
};

export const connection_manage_meta = /** @type {(inputs: Connection_Manage_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook සහ Instagram`)
};

export const connection_meta_not_configured = /** @type {(inputs: Connection_Meta_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සේවාදායකයේ Facebook සහ Instagram සකසා නැත.`)
};

export const connection_none_yet = /** @type {(inputs: Connection_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම නැත`)
};

export const connection_not_imported = /** @type {(inputs: Connection_Not_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම ආයාත කර නැත`)
};

export const connection_page_for = /** @type {(inputs: Connection_Page_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා ${i?.provider}`)
};

export const connection_page_no_ig = /** @type {(inputs: Connection_Page_No_IgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (Instagram ගිණුමක් නැත)`)
};

export const connection_page_with_ig = /** @type {(inputs: Connection_Page_With_IgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (Instagram ගිණුම @${i?.instagram})`)
};

export const connection_reconnect_needed = /** @type {(inputs: Connection_Reconnect_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැවත සම්බන්ධ කළ යුතුය`)
};

export const connection_save = /** @type {(inputs: Connection_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සුරකින්න`)
};

export const connection_sc_site = /** @type {(inputs: Connection_Sc_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Search Console අඩවිය`)
};

export const insights_ask = /** @type {(inputs: Insights_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අසන්න`)
};

export const insights_ask_about = /** @type {(inputs: Insights_Ask_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ව්‍යාපෘතිය ගැන අසන්න`)
};

export const insights_assistant_for = /** @type {(inputs: Insights_Assistant_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා AI සහායක`)
};

export const insights_client_title = /** @type {(inputs: Insights_Client_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI අවබෝධය | පාරිභෝගික පුවරුව`)
};

export const insights_local = /** @type {(inputs: Insights_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිළිතුරු ලැබෙන්නේ ඔබේ ව්‍යාපෘති දත්ත වලිනි.`)
};

export const insights_thinking = /** @type {(inputs: Insights_ThinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සිතමින්...`)
};

export const keywords_add = /** @type {(inputs: Keywords_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මූල පදය එක් කරන්න`)
};

export const keywords_added = /** @type {(inputs: Keywords_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මූල පදය එක් කළා.`)
};

export const keywords_added_on = /** @type {(inputs: Keywords_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} එක් කළා`)
};

export const keywords_allowance = /** @type {(inputs: Keywords_AllowanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} සැලසුම යටතේ මූල පද ${i?.limit}න් ${i?.count}ක් ලුහුබඳියි.`)
};

export const keywords_allowance_unlimited = /** @type {(inputs: Keywords_Allowance_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} සැලසුම යටතේ මූල පද ${i?.count}ක් ලුහුබඳියි (සීමාවක් නැත).`)
};

export const keywords_back_to_analytics = /** @type {(inputs: Keywords_Back_To_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ වෙත ආපසු`)
};

export const keywords_back_to_client = /** @type {(inputs: Keywords_Back_To_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client}ගේ මූල පද වෙත ආපසු`)
};

export const keywords_change_30 = /** @type {(inputs: Keywords_Change_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින 30ක වෙනස`)
};

export const keywords_change_7 = /** @type {(inputs: Keywords_Change_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින 7ක වෙනස`)
};

export const keywords_clicks = /** @type {(inputs: Keywords_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්ලික්`)
};

export const keywords_clicks_30 = /** @type {(inputs: Keywords_Clicks_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්ලික් (දින 30)`)
};

export const keywords_daily = /** @type {(inputs: Keywords_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දෛනික සංඛ්‍යා`)
};

export const keywords_down = /** @type {(inputs: Keywords_DownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ස්ථාන ${i?.count}ක් පහළට`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`ස්ථාන ${i?.count}ක් පහළට`);
	return /** @type {LocalizedString} */ ("keywords_down");
};

export const keywords_duplicate = /** @type {(inputs: Keywords_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.text}” මෙම පාරිභෝගිකයා සඳහා දැනටමත් ලුහුබඳියි.`)
};

export const keywords_history_title = /** @type {(inputs: Keywords_History_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.keyword}: මූල පද ඉතිහාසය`)
};

export const keywords_impressions = /** @type {(inputs: Keywords_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දර්ශන`)
};

export const keywords_impressions_30 = /** @type {(inputs: Keywords_Impressions_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දර්ශන (දින 30)`)
};

export const keywords_keyword = /** @type {(inputs: Keywords_KeywordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මූල පදය`)
};

export const keywords_no_change = /** @type {(inputs: Keywords_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනසක් නැත`)
};

export const keywords_no_earlier = /** @type {(inputs: Keywords_No_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෙර ස්ථානයක් නැත`)
};

export const keywords_no_history = /** @type {(inputs: Keywords_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පසුගිය දින 90 තුළ මෙම මූල පදය සඳහා Google Search Console හි සංඛ්‍යා නැත.`)
};

export const keywords_no_keyword = /** @type {(inputs: Keywords_No_KeywordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එවැනි මූල පදයක් නැත.`)
};

export const keywords_no_seo_plan = /** @type {(inputs: Keywords_No_Seo_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම පාරිභෝගිකයාට සක්‍රිය SEO සැලසුමක් නැති නිසා මූල පද ලුහුබැඳිය නොහැක. මූල පද ලුහුබැඳීම SEO සැලසුමක් සමඟ ලැබේ.`)
};

export const keywords_none_tracked = /** @type {(inputs: Keywords_None_TrackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම කිසිදු මූල පදයක් ලුහුබඳින්නේ නැත.`)
};

export const keywords_not_ranked = /** @type {(inputs: Keywords_Not_RankedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම සෙවුම් ස්ථානයක් නැත`)
};

export const keywords_on_day = /** @type {(inputs: Keywords_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.day} දින`)
};

export const keywords_over_limit = /** @type {(inputs: Keywords_Over_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} සැලසුම මූල පද ${i?.limit}ක් දක්වා ලුහුබඳියි. තවත් එකක් එක් කිරීමට එකක් ඉවත් කරන්න.`)
};

export const keywords_position = /** @type {(inputs: Keywords_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්ථානය`)
};

export const keywords_position_90 = /** @type {(inputs: Keywords_Position_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පසුගිය දින 90 තුළ ස්ථානය`)
};

export const keywords_position_description = /** @type {(inputs: Keywords_Position_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Search Console හි එක් එක් දිනයේ සාමාන්‍ය ස්ථානය; 1 යනු ප්‍රතිඵලවල ඉහළින්ම ය.`)
};

export const keywords_position_now = /** @type {(inputs: Keywords_Position_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන් ස්ථානය`)
};

export const keywords_rankings = /** @type {(inputs: Keywords_RankingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මූල පදවල සෙවුම් ස්ථාන`)
};

export const keywords_remove = /** @type {(inputs: Keywords_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත් කරන්න`)
};

export const keywords_removed = /** @type {(inputs: Keywords_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මූල පදය ඉවත් කළා.`)
};

export const keywords_required = /** @type {(inputs: Keywords_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලුහුබැඳීමට මූල පදයක් ඇතුළත් කරන්න.`)
};

export const keywords_too_long = /** @type {(inputs: Keywords_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මූල පදයක් අකුරු ${i?.max}කට වඩා දිගු විය නොහැක.`)
};

export const keywords_tracked = /** @type {(inputs: Keywords_TrackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලුහුබඳින මූල පද`)
};

export const keywords_tracked_for = /** @type {(inputs: Keywords_Tracked_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client} සඳහා ලුහුබඳින මූල පද`)
};

export const keywords_tracked_for_client = /** @type {(inputs: Keywords_Tracked_For_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client} සඳහා ලුහුබඳියි`)
};

export const keywords_up = /** @type {(inputs: Keywords_UpInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ස්ථාන ${i?.count}ක් ඉහළට`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`ස්ථාන ${i?.count}ක් ඉහළට`);
	return /** @type {LocalizedString} */ ("keywords_up");
};

export const report_admin_title = /** @type {(inputs: Report_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසික වාර්තා | පරිපාලක පුවරුව`)
};

export const report_download = /** @type {(inputs: Report_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF බාගන්න`)
};

export const report_first = /** @type {(inputs: Report_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පළමු මාසික වාර්තාව ඊළඟ මාසයේ 1 වන දින ලැබේ.`)
};

export const report_for_month = /** @type {(inputs: Report_For_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} වාර්තාව`)
};

export const report_made = /** @type {(inputs: Report_MadeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සකස් කළේ ${i?.time}`)
};

export const report_made_on = /** @type {(inputs: Report_Made_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සකස් කළේ ${i?.date}`)
};

export const report_mailed = /** @type {(inputs: Report_MailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`තැපැල් කළේ ${i?.time}`)
};

export const report_month = /** @type {(inputs: Report_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසය`)
};

export const report_monthly = /** @type {(inputs: Report_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසික වාර්තා`)
};

export const report_monthly_for = /** @type {(inputs: Report_Monthly_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මාසික වාර්තා: ${i?.month}`)
};

export const report_none = /** @type {(inputs: Report_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම මාසයේ කිසිදු පාරිභෝගිකයෙකුට සක්‍රිය සැලසුමක් නොතිබුණි.`)
};

export const report_not_made = /** @type {(inputs: Report_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම සකස් කර නැත`)
};

export const report_preview = /** @type {(inputs: Report_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෙරදසුන`)
};

export const report_preview_of = /** @type {(inputs: Report_Preview_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} හි වාර්තාව`)
};

export const report_regenerate = /** @type {(inputs: Report_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැවත සකසන්න`)
};

export const report_regenerate_for = /** @type {(inputs: Report_Regenerate_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} සඳහා`)
};

export const report_regenerated = /** @type {(inputs: Report_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්තාව නැවත සකස් කළා.`)
};

export const report_send_again = /** @type {(inputs: Report_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැවත යවන්න`)
};

export const report_send_again_to = /** @type {(inputs: Report_Send_Again_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} වෙත`)
};

export const report_sent = /** @type {(inputs: Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්තාව නැවත තැපැල් කිරීමට පෙළගස්වා ඇත.`)
};

export const report_show = /** @type {(inputs: Report_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෙන්වන්න`)
};

export const results_analytics_for = /** @type {(inputs: Results_Analytics_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා විශ්ලේෂණ`)
};

export const results_back_to = /** @type {(inputs: Results_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} වෙත ආපසු`)
};

export const results_change = /** @type {(inputs: Results_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පෙර දින ${i?.days}ට සාපේක්ෂව ${i?.change}`)
};

export const results_change_heading = /** @type {(inputs: Results_Change_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස`)
};

export const results_change_none = /** @type {(inputs: Results_Change_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පෙර දින ${i?.days} සමඟ සසඳන්නට සංඛ්‍යා නැත`)
};

export const results_client_title = /** @type {(inputs: Results_Client_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ | පාරිභෝගික පුවරුව`)
};

export const results_connect_google_for = /** @type {(inputs: Results_Connect_Google_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා Google සම්බන්ධ කරන්න`)
};

export const results_date_range = /** @type {(inputs: Results_Date_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} සිට ${i?.to} දක්වා`)
};

export const results_day = /** @type {(inputs: Results_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිනය`)
};

export const results_days = /** @type {(inputs: Results_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දින ${i?.days}`)
};

export const results_family_engagement = /** @type {(inputs: Results_Family_EngagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය ප්‍රතිචාර`)
};

export const results_family_reach = /** @type {(inputs: Results_Family_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය ළඟාව`)
};

export const results_family_search = /** @type {(inputs: Results_Family_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෙවුම්`)
};

export const results_family_traffic = /** @type {(inputs: Results_Family_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැමිණීම්`)
};

export const results_figure = /** @type {(inputs: Results_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංඛ්‍යාව`)
};

export const results_figure_bounce_rate = /** @type {(inputs: Results_Figure_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත්වීමේ අනුපාතය`)
};

export const results_figure_clicks = /** @type {(inputs: Results_Figure_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෙවුම් ක්ලික්`)
};

export const results_figure_ctr = /** @type {(inputs: Results_Figure_CtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්ලික් අනුපාතය`)
};

export const results_figure_fb_engagement = /** @type {(inputs: Results_Figure_Fb_EngagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook ප්‍රතිචාර`)
};

export const results_figure_fb_followers = /** @type {(inputs: Results_Figure_Fb_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook අනුගාමිකයින්`)
};

export const results_figure_fb_impressions = /** @type {(inputs: Results_Figure_Fb_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook දර්ශන`)
};

export const results_figure_fb_reach = /** @type {(inputs: Results_Figure_Fb_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook ළඟාව`)
};

export const results_figure_ig_engagement = /** @type {(inputs: Results_Figure_Ig_EngagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram ප්‍රතිචාර`)
};

export const results_figure_ig_new_followers = /** @type {(inputs: Results_Figure_Ig_New_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව Instagram අනුගාමිකයින්`)
};

export const results_figure_ig_reach = /** @type {(inputs: Results_Figure_Ig_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram ළඟාව`)
};

export const results_figure_ig_views = /** @type {(inputs: Results_Figure_Ig_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram බැලීම්`)
};

export const results_figure_impressions = /** @type {(inputs: Results_Figure_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෙවුම් දර්ශන`)
};

export const results_figure_page_views = /** @type {(inputs: Results_Figure_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටු බැලීම්`)
};

export const results_figure_position = /** @type {(inputs: Results_Figure_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සාමාන්‍ය ස්ථානය`)
};

export const results_figure_session_duration = /** @type {(inputs: Results_Figure_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැසියක සාමාන්‍ය කාලය`)
};

export const results_figure_sessions = /** @type {(inputs: Results_Figure_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැසි`)
};

export const results_figure_users = /** @type {(inputs: Results_Figure_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයින්`)
};

export const results_month_against = /** @type {(inputs: Results_Month_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.current} සහ ${i?.previous} සැසඳීම`)
};

export const results_month_over_month = /** @type {(inputs: Results_Month_Over_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසයෙන් මාසයට`)
};

export const results_no_figure = /** @type {(inputs: Results_No_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංඛ්‍යාවක් නැත`)
};

export const results_none = /** @type {(inputs: Results_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත`)
};

export const results_nothing_connected = /** @type {(inputs: Results_Nothing_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම සංඛ්‍යා නැත: ව්‍යාපෘතියකට Google Analytics සහ Google Search Console සම්බන්ධ කරන්න; එහි පැමිණීම් සහ සෙවුම් සංඛ්‍යා ඊළඟ දින සිට මෙහි පෙන්වයි.`)
};

export const results_per_day = /** @type {(inputs: Results_Per_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දිනකට ${i?.family}`)
};

export const results_period = /** @type {(inputs: Results_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාල පරිච්ඡේදය`)
};

export const results_trends = /** @type {(inputs: Results_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රවණතා`)
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