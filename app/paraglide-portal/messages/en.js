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
	return /** @type {LocalizedString} */ (`Back to the dashboard`)
};

export const connection_connect_facebook_again = /** @type {(inputs: Connection_Connect_Facebook_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect Facebook again`)
};

export const connection_connect_google = /** @type {(inputs: Connection_Connect_GoogleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect Google Analytics`)
};

export const connection_connect_meta = /** @type {(inputs: Connection_Connect_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect Facebook & Instagram`)
};

export const connection_connecting = /** @type {(inputs: Connection_ConnectingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connecting ${i?.provider}`)
};

export const connection_disconnect = /** @type {(inputs: Connection_DisconnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnect`)
};

export const connection_failed_at = /** @type {(inputs: Connection_Failed_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed at`)
};

export const connection_fb_page = /** @type {(inputs: Connection_Fb_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook Page`)
};

export const connection_figures_through = /** @type {(inputs: Connection_Figures_ThroughInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Figures through`)
};

export const connection_ga_property = /** @type {(inputs: Connection_Ga_PropertyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics property`)
};

export const connection_google_not_configured = /** @type {(inputs: Connection_Google_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google is not set up on this server.`)
};

export const connection_ig_account = /** @type {(inputs: Connection_Ig_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram account`)
};

export const connection_ig_none = /** @type {(inputs: Connection_Ig_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None linked to this Page`)
};

export const connection_import = /** @type {(inputs: Connection_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

export const connection_imported_through = /** @type {(inputs: Connection_Imported_ThroughInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imported through ${i?.day}`)
};

export const connection_last_import_at = /** @type {(inputs: Connection_Last_Import_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last successful import:`)
};

export const connection_last_import_failed = /** @type {(inputs: Connection_Last_Import_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last import failed:`)
};

export const connection_manage_meta = /** @type {(inputs: Connection_Manage_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook & Instagram`)
};

export const connection_meta_not_configured = /** @type {(inputs: Connection_Meta_Not_ConfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook & Instagram are not set up on this server.`)
};

export const connection_none_yet = /** @type {(inputs: Connection_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none yet`)
};

export const connection_not_imported = /** @type {(inputs: Connection_Not_ImportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not imported yet`)
};

export const connection_page_for = /** @type {(inputs: Connection_Page_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.provider} for ${i?.title}`)
};

export const connection_page_no_ig = /** @type {(inputs: Connection_Page_No_IgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (no Instagram account)`)
};

export const connection_page_with_ig = /** @type {(inputs: Connection_Page_With_IgInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (Instagram @${i?.instagram})`)
};

export const connection_reconnect_needed = /** @type {(inputs: Connection_Reconnect_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reconnect needed`)
};

export const connection_save = /** @type {(inputs: Connection_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const connection_sc_site = /** @type {(inputs: Connection_Sc_SiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search Console site`)
};

export const insights_ask = /** @type {(inputs: Insights_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask`)
};

export const insights_ask_about = /** @type {(inputs: Insights_Ask_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask about this project`)
};

export const insights_assistant_for = /** @type {(inputs: Insights_Assistant_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`AI assistant for ${i?.title}`)
};

export const insights_client_title = /** @type {(inputs: Insights_Client_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI Insights | Client Dashboard`)
};

export const insights_local = /** @type {(inputs: Insights_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers come from your project data.`)
};

export const insights_thinking = /** @type {(inputs: Insights_ThinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thinking...`)
};

export const keywords_add = /** @type {(inputs: Keywords_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add keyword`)
};

export const keywords_added = /** @type {(inputs: Keywords_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyword added.`)
};

export const keywords_added_on = /** @type {(inputs: Keywords_Added_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Added ${i?.date}`)
};

export const keywords_allowance = /** @type {(inputs: Keywords_AllowanceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} of ${i?.limit} keywords tracked on the ${i?.plan} plan.`)
};

export const keywords_allowance_unlimited = /** @type {(inputs: Keywords_Allowance_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} keywords tracked on the ${i?.plan} plan (no limit).`)
};

export const keywords_back_to_analytics = /** @type {(inputs: Keywords_Back_To_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Analytics`)
};

export const keywords_back_to_client = /** @type {(inputs: Keywords_Back_To_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back to ${i?.client}'s keywords`)
};

export const keywords_change_30 = /** @type {(inputs: Keywords_Change_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change over 30 days`)
};

export const keywords_change_7 = /** @type {(inputs: Keywords_Change_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change over 7 days`)
};

export const keywords_clicks = /** @type {(inputs: Keywords_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clicks`)
};

export const keywords_clicks_30 = /** @type {(inputs: Keywords_Clicks_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clicks (30 days)`)
};

export const keywords_daily = /** @type {(inputs: Keywords_DailyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily figures`)
};

export const keywords_down = /** @type {(inputs: Keywords_DownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`down ${i?.count} place`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`down ${i?.count} places`);
	return /** @type {LocalizedString} */ ("keywords_down");
};

export const keywords_duplicate = /** @type {(inputs: Keywords_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.text}" is already tracked for this client.`)
};

export const keywords_history_title = /** @type {(inputs: Keywords_History_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.keyword}: keyword history`)
};

export const keywords_impressions = /** @type {(inputs: Keywords_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impressions`)
};

export const keywords_impressions_30 = /** @type {(inputs: Keywords_Impressions_30Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impressions (30 days)`)
};

export const keywords_keyword = /** @type {(inputs: Keywords_KeywordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyword`)
};

export const keywords_no_change = /** @type {(inputs: Keywords_No_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No change`)
};

export const keywords_no_earlier = /** @type {(inputs: Keywords_No_EarlierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No earlier position`)
};

export const keywords_no_history = /** @type {(inputs: Keywords_No_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search Console has no figures for this keyword in the last 90 days.`)
};

export const keywords_no_keyword = /** @type {(inputs: Keywords_No_KeywordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such keyword.`)
};

export const keywords_no_seo_plan = /** @type {(inputs: Keywords_No_Seo_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This client has no active SEO plan, so no keywords can be tracked. Keywords come with an SEO plan.`)
};

export const keywords_none_tracked = /** @type {(inputs: Keywords_None_TrackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No keywords are tracked yet.`)
};

export const keywords_not_ranked = /** @type {(inputs: Keywords_Not_RankedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not ranked yet`)
};

export const keywords_on_day = /** @type {(inputs: Keywords_On_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`on ${i?.day}`)
};

export const keywords_over_limit = /** @type {(inputs: Keywords_Over_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan tracks up to ${i?.limit} keywords. Remove one to add another.`)
};

export const keywords_position = /** @type {(inputs: Keywords_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Position`)
};

export const keywords_position_90 = /** @type {(inputs: Keywords_Position_90Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Position over the last 90 days`)
};

export const keywords_position_description = /** @type {(inputs: Keywords_Position_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search Console's average position each day; 1 is the top of the results.`)
};

export const keywords_position_now = /** @type {(inputs: Keywords_Position_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Position now`)
};

export const keywords_rankings = /** @type {(inputs: Keywords_RankingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyword rankings`)
};

export const keywords_remove = /** @type {(inputs: Keywords_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const keywords_removed = /** @type {(inputs: Keywords_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyword removed.`)
};

export const keywords_required = /** @type {(inputs: Keywords_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a keyword to track.`)
};

export const keywords_too_long = /** @type {(inputs: Keywords_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A keyword is at most ${i?.max} characters.`)
};

export const keywords_tracked = /** @type {(inputs: Keywords_TrackedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracked keywords`)
};

export const keywords_tracked_for = /** @type {(inputs: Keywords_Tracked_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tracked keywords for ${i?.client}`)
};

export const keywords_tracked_for_client = /** @type {(inputs: Keywords_Tracked_For_ClientInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tracked for ${i?.client}`)
};

export const keywords_up = /** @type {(inputs: Keywords_UpInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`up ${i?.count} place`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`up ${i?.count} places`);
	return /** @type {LocalizedString} */ ("keywords_up");
};

export const report_admin_title = /** @type {(inputs: Report_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly reports | Admin Panel`)
};

export const report_download = /** @type {(inputs: Report_DownloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download PDF`)
};

export const report_first = /** @type {(inputs: Report_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your first monthly report arrives on the 1st of next month.`)
};

export const report_for_month = /** @type {(inputs: Report_For_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`report for ${i?.month}`)
};

export const report_made = /** @type {(inputs: Report_MadeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Made ${i?.time}`)
};

export const report_made_on = /** @type {(inputs: Report_Made_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`made ${i?.date}`)
};

export const report_mailed = /** @type {(inputs: Report_MailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`mailed ${i?.time}`)
};

export const report_month = /** @type {(inputs: Report_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

export const report_monthly = /** @type {(inputs: Report_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly reports`)
};

export const report_monthly_for = /** @type {(inputs: Report_Monthly_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly reports: ${i?.month}`)
};

export const report_none = /** @type {(inputs: Report_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No client had an active plan that month.`)
};

export const report_not_made = /** @type {(inputs: Report_Not_MadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not made yet`)
};

export const report_preview = /** @type {(inputs: Report_PreviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preview`)
};

export const report_preview_of = /** @type {(inputs: Report_Preview_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id}'s report`)
};

export const report_regenerate = /** @type {(inputs: Report_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regenerate`)
};

export const report_regenerate_for = /** @type {(inputs: Report_Regenerate_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`for ${i?.id}`)
};

export const report_regenerated = /** @type {(inputs: Report_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report was made again.`)
};

export const report_send_again = /** @type {(inputs: Report_Send_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send again`)
};

export const report_send_again_to = /** @type {(inputs: Report_Send_Again_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.id}`)
};

export const report_sent = /** @type {(inputs: Report_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The report was queued to be mailed again.`)
};

export const report_show = /** @type {(inputs: Report_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show`)
};

export const results_analytics_for = /** @type {(inputs: Results_Analytics_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Analytics for ${i?.title}`)
};

export const results_back_to = /** @type {(inputs: Results_Back_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Back to ${i?.title}`)
};

export const results_change = /** @type {(inputs: Results_ChangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.change} on the previous ${i?.days} days`)
};

export const results_change_heading = /** @type {(inputs: Results_Change_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change`)
};

export const results_change_none = /** @type {(inputs: Results_Change_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No figures to compare with the previous ${i?.days} days`)
};

export const results_client_title = /** @type {(inputs: Results_Client_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics | Client Dashboard`)
};

export const results_connect_google_for = /** @type {(inputs: Results_Connect_Google_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connect Google for ${i?.title}`)
};

export const results_date_range = /** @type {(inputs: Results_Date_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} to ${i?.to}`)
};

export const results_day = /** @type {(inputs: Results_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Day`)
};

export const results_days = /** @type {(inputs: Results_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} days`)
};

export const results_family_engagement = /** @type {(inputs: Results_Family_EngagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social engagement`)
};

export const results_family_reach = /** @type {(inputs: Results_Family_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social reach`)
};

export const results_family_search = /** @type {(inputs: Results_Family_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const results_family_traffic = /** @type {(inputs: Results_Family_TrafficInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Traffic`)
};

export const results_figure = /** @type {(inputs: Results_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Figure`)
};

export const results_figure_bounce_rate = /** @type {(inputs: Results_Figure_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bounce rate`)
};

export const results_figure_clicks = /** @type {(inputs: Results_Figure_ClicksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search clicks`)
};

export const results_figure_ctr = /** @type {(inputs: Results_Figure_CtrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Click-through rate`)
};

export const results_figure_fb_engagement = /** @type {(inputs: Results_Figure_Fb_EngagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook engagement`)
};

export const results_figure_fb_followers = /** @type {(inputs: Results_Figure_Fb_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook followers`)
};

export const results_figure_fb_impressions = /** @type {(inputs: Results_Figure_Fb_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook impressions`)
};

export const results_figure_fb_reach = /** @type {(inputs: Results_Figure_Fb_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook reach`)
};

export const results_figure_ig_engagement = /** @type {(inputs: Results_Figure_Ig_EngagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram engagement`)
};

export const results_figure_ig_new_followers = /** @type {(inputs: Results_Figure_Ig_New_FollowersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Instagram followers`)
};

export const results_figure_ig_reach = /** @type {(inputs: Results_Figure_Ig_ReachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram reach`)
};

export const results_figure_ig_views = /** @type {(inputs: Results_Figure_Ig_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Instagram views`)
};

export const results_figure_impressions = /** @type {(inputs: Results_Figure_ImpressionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search impressions`)
};

export const results_figure_page_views = /** @type {(inputs: Results_Figure_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page views`)
};

export const results_figure_position = /** @type {(inputs: Results_Figure_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average position`)
};

export const results_figure_session_duration = /** @type {(inputs: Results_Figure_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average session duration`)
};

export const results_figure_sessions = /** @type {(inputs: Results_Figure_SessionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sessions`)
};

export const results_figure_users = /** @type {(inputs: Results_Figure_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

export const results_month_against = /** @type {(inputs: Results_Month_AgainstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.current} against ${i?.previous}`)
};

export const results_month_over_month = /** @type {(inputs: Results_Month_Over_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month over month`)
};

export const results_no_figure = /** @type {(inputs: Results_No_FigureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No figure`)
};

export const results_none = /** @type {(inputs: Results_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const results_nothing_connected = /** @type {(inputs: Results_Nothing_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No figures yet: connect Google Analytics and Search Console to a project, and its traffic and search figures show here from the next day.`)
};

export const results_per_day = /** @type {(inputs: Results_Per_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.family} per day`)
};

export const results_period = /** @type {(inputs: Results_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period`)
};

export const results_trends = /** @type {(inputs: Results_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trends`)
};

export const shell_current_user = /** @type {(inputs: Shell_Current_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current User`)
};

export const shell_nav_add_user = /** @type {(inputs: Shell_Nav_Add_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add User`)
};

export const shell_nav_all_projects = /** @type {(inputs: Shell_Nav_All_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Projects`)
};

export const shell_nav_analytics = /** @type {(inputs: Shell_Nav_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

export const shell_nav_audit_log = /** @type {(inputs: Shell_Nav_Audit_LogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit Log`)
};

export const shell_nav_connect_analytics = /** @type {(inputs: Shell_Nav_Connect_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect Analytics`)
};

export const shell_nav_content_calendar = /** @type {(inputs: Shell_Nav_Content_CalendarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content Calendar`)
};

export const shell_nav_create_project = /** @type {(inputs: Shell_Nav_Create_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create Project`)
};

export const shell_nav_dashboard = /** @type {(inputs: Shell_Nav_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const shell_nav_my_projects = /** @type {(inputs: Shell_Nav_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Projects`)
};

export const shell_nav_profile = /** @type {(inputs: Shell_Nav_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile`)
};

export const shell_nav_progress_updates = /** @type {(inputs: Shell_Nav_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress Updates`)
};

export const shell_nav_projects = /** @type {(inputs: Shell_Nav_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects`)
};

export const shell_nav_settings = /** @type {(inputs: Shell_Nav_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const shell_nav_support = /** @type {(inputs: Shell_Nav_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

export const shell_nav_support_tickets = /** @type {(inputs: Shell_Nav_Support_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support Tickets`)
};

export const shell_nav_system_analytics = /** @type {(inputs: Shell_Nav_System_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System Analytics`)
};

export const shell_nav_timeline = /** @type {(inputs: Shell_Nav_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timeline`)
};

export const shell_nav_update_progress = /** @type {(inputs: Shell_Nav_Update_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Progress`)
};

export const shell_nav_upload_analytics = /** @type {(inputs: Shell_Nav_Upload_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Analytics`)
};

export const shell_nav_upload_reports = /** @type {(inputs: Shell_Nav_Upload_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Reports`)
};

export const shell_nav_users_management = /** @type {(inputs: Shell_Nav_Users_ManagementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users Management`)
};

export const shell_quick_actions = /** @type {(inputs: Shell_Quick_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick Actions`)
};

export const shell_quick_actions_nav = /** @type {(inputs: Shell_Quick_Actions_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quick actions`)
};

export const shell_role_admin = /** @type {(inputs: Shell_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`admin`)
};

export const shell_role_client = /** @type {(inputs: Shell_Role_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`client`)
};

export const shell_role_freelancer = /** @type {(inputs: Shell_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`freelancer`)
};

export const shell_sidebar = /** @type {(inputs: Shell_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sidebar`)
};