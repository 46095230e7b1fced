/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Account_Email_RequiredInputs */
/** @typedef {{}} Account_Email_SameInputs */
/** @typedef {{ email: NonNullable<unknown> }} Account_Email_SentInputs */
/** @typedef {{}} Account_Email_TakenInputs */
/** @typedef {{}} Account_Invite_GoneInputs */
/** @typedef {{}} Account_Language_ChooseInputs */
/** @typedef {{}} Account_Language_SavedInputs */
/** @typedef {{}} Account_Name_SavedInputs */
/** @typedef {{}} Account_Name_Too_LongInputs */
/** @typedef {{}} Account_Password_SameInputs */
/** @typedef {{}} Account_Passwords_DifferInputs */
/** @typedef {{}} Account_Reset_GoneInputs */
/** @typedef {{}} Account_Reset_IdentifierInputs */
/** @typedef {{}} Account_Reset_SentInputs */
/** @typedef {{}} Account_Unknown_DeviceInputs */
/** @typedef {{}} Account_Unknown_FormInputs */
/** @typedef {{}} Admin_Active_ProjectsInputs */
/** @typedef {{ name: NonNullable<unknown> }} Admin_Activity_ContactInputs */
/** @typedef {{ amount: NonNullable<unknown>, order: NonNullable<unknown> }} Admin_Activity_PaymentInputs */
/** @typedef {{ title: NonNullable<unknown>, client: NonNullable<unknown> }} Admin_Activity_Project_CreatedInputs */
/** @typedef {{ name: NonNullable<unknown> }} Admin_Activity_QuoteInputs */
/** @typedef {{ by: NonNullable<unknown>, title: NonNullable<unknown>, progress: NonNullable<unknown> }} Admin_Activity_UpdateInputs */
/** @typedef {{ id: NonNullable<unknown>, role: NonNullable<unknown> }} Admin_Activity_UserInputs */
/** @typedef {{}} Admin_Add_UserInputs */
/** @typedef {{}} Admin_Add_User_DescriptionInputs */
/** @typedef {{}} Admin_Analytics_Active_UsersInputs */
/** @typedef {{}} Admin_Analytics_Average_TimeInputs */
/** @typedef {{ count: NonNullable<unknown> }} Admin_Analytics_DaysInputs */
/** @typedef {{}} Admin_Analytics_No_ActivityInputs */
/** @typedef {{}} Admin_Analytics_No_CompletedInputs */
/** @typedef {{}} Admin_Analytics_RecentInputs */
/** @typedef {{}} Admin_Analytics_Revenue_Last_MonthInputs */
/** @typedef {{}} Admin_Analytics_Revenue_This_MonthInputs */
/** @typedef {{}} Admin_Analytics_Success_RateInputs */
/** @typedef {{}} Admin_Analytics_UploadInputs */
/** @typedef {{}} Admin_Audit_ActionInputs */
/** @typedef {{}} Admin_Audit_Action_Analytics_UploadedInputs */
/** @typedef {{}} Admin_Audit_Action_Calendar_Feed_CreatedInputs */
/** @typedef {{}} Admin_Audit_Action_Calendar_Feed_RevokedInputs */
/** @typedef {{}} Admin_Audit_Action_Csv_ExportedInputs */
/** @typedef {{}} Admin_Audit_Action_Email_ChangedInputs */
/** @typedef {{}} Admin_Audit_Action_Invite_AcceptedInputs */
/** @typedef {{}} Admin_Audit_Action_Invite_SentInputs */
/** @typedef {{}} Admin_Audit_Action_Keyword_AddedInputs */
/** @typedef {{}} Admin_Audit_Action_Keyword_RemovedInputs */
/** @typedef {{}} Admin_Audit_Action_Lead_Status_ChangedInputs */
/** @typedef {{}} Admin_Audit_Action_Password_ChangedInputs */
/** @typedef {{}} Admin_Audit_Action_Password_Reset_CompletedInputs */
/** @typedef {{}} Admin_Audit_Action_Password_Reset_RequestedInputs */
/** @typedef {{}} Admin_Audit_Action_Payment_RefundedInputs */
/** @typedef {{}} Admin_Audit_Action_Post_CreatedInputs */
/** @typedef {{}} Admin_Audit_Action_Post_EditedInputs */
/** @typedef {{}} Admin_Audit_Action_Post_MovedInputs */
/** @typedef {{}} Admin_Audit_Action_Post_RescheduledInputs */
/** @typedef {{}} Admin_Audit_Action_Project_AssignedInputs */
/** @typedef {{}} Admin_Audit_Action_Project_Completed_OverrideInputs */
/** @typedef {{}} Admin_Audit_Action_Project_CreatedInputs */
/** @typedef {{}} Admin_Audit_Action_Project_Status_ChangedInputs */
/** @typedef {{}} Admin_Audit_Action_Recovery_Codes_RegeneratedInputs */
/** @typedef {{}} Admin_Audit_Action_Refund_VoidedInputs */
/** @typedef {{}} Admin_Audit_Action_Report_RegeneratedInputs */
/** @typedef {{}} Admin_Audit_Action_Report_ResentInputs */
/** @typedef {{}} Admin_Audit_Action_Review_Link_CreatedInputs */
/** @typedef {{}} Admin_Audit_Action_Review_Link_RevokedInputs */
/** @typedef {{}} Admin_Audit_Action_Sign_In_FailedInputs */
/** @typedef {{}} Admin_Audit_Action_Signed_InInputs */
/** @typedef {{}} Admin_Audit_Action_Subscription_Cancel_ScheduledInputs */
/** @typedef {{}} Admin_Audit_Action_Subscription_Cancel_UndoneInputs */
/** @typedef {{}} Admin_Audit_Action_Subscription_CancelledInputs */
/** @typedef {{}} Admin_Audit_Action_Subscription_Plan_ChangedInputs */
/** @typedef {{}} Admin_Audit_Action_Subscription_RetriedInputs */
/** @typedef {{}} Admin_Audit_Action_Ticket_AssignedInputs */
/** @typedef {{}} Admin_Audit_Action_Ticket_Status_ChangedInputs */
/** @typedef {{}} Admin_Audit_Action_Two_Factor_DisabledInputs */
/** @typedef {{}} Admin_Audit_Action_Two_Factor_EnabledInputs */
/** @typedef {{}} Admin_Audit_Action_Two_Factor_ResetInputs */
/** @typedef {{}} Admin_Audit_Action_Update_ApprovedInputs */
/** @typedef {{}} Admin_Audit_Action_Update_Changes_RequestedInputs */
/** @typedef {{}} Admin_Audit_Action_User_AddedInputs */
/** @typedef {{}} Admin_Audit_Action_User_EditedInputs */
/** @typedef {{}} Admin_Audit_AddressInputs */
/** @typedef {{}} Admin_Audit_All_ActionsInputs */
/** @typedef {{}} Admin_Audit_DetailInputs */
/** @typedef {{}} Admin_Audit_ExportInputs */
/** @typedef {{}} Admin_Audit_FilterInputs */
/** @typedef {{}} Admin_Audit_FromInputs */
/** @typedef {{}} Admin_Audit_Key_AmountInputs */
/** @typedef {{}} Admin_Audit_Key_Asked_ByInputs */
/** @typedef {{}} Admin_Audit_Key_AssigneeInputs */
/** @typedef {{}} Admin_Audit_Key_BytesInputs */
/** @typedef {{}} Admin_Audit_Key_ClientInputs */
/** @typedef {{}} Admin_Audit_Key_ConfirmedInputs */
/** @typedef {{}} Admin_Audit_Key_CurrencyInputs */
/** @typedef {{}} Admin_Audit_Key_DecisionInputs */
/** @typedef {{}} Admin_Audit_Key_EmailInputs */
/** @typedef {{}} Admin_Audit_Key_FreelancerInputs */
/** @typedef {{}} Admin_Audit_Key_FromInputs */
/** @typedef {{}} Admin_Audit_Key_Gateway_SubscriptionInputs */
/** @typedef {{}} Admin_Audit_Key_KeywordInputs */
/** @typedef {{}} Admin_Audit_Key_KindInputs */
/** @typedef {{}} Admin_Audit_Key_LinkInputs */
/** @typedef {{}} Admin_Audit_Key_LinksInputs */
/** @typedef {{}} Admin_Audit_Key_MediaInputs */
/** @typedef {{}} Admin_Audit_Key_MonthInputs */
/** @typedef {{}} Admin_Audit_Key_NameInputs */
/** @typedef {{}} Admin_Audit_Key_OutcomeInputs */
/** @typedef {{}} Admin_Audit_Key_PlanInputs */
/** @typedef {{}} Admin_Audit_Key_PlatformInputs */
/** @typedef {{}} Admin_Audit_Key_ReasonInputs */
/** @typedef {{}} Admin_Audit_Key_ReferenceInputs */
/** @typedef {{}} Admin_Audit_Key_ReportInputs */
/** @typedef {{}} Admin_Audit_Key_RoleInputs */
/** @typedef {{}} Admin_Audit_Key_Second_FactorInputs */
/** @typedef {{}} Admin_Audit_Key_Service_Ends_OnInputs */
/** @typedef {{}} Admin_Audit_Key_StatusInputs */
/** @typedef {{}} Admin_Audit_Key_TitleInputs */
/** @typedef {{}} Admin_Audit_Key_ToInputs */
/** @typedef {{}} Admin_Audit_Key_UpdateInputs */
/** @typedef {{}} Admin_Audit_Key_ViaInputs */
/** @typedef {{}} Admin_Audit_Key_Was_Ending_OnInputs */
/** @typedef {{}} Admin_Audit_NewerInputs */
/** @typedef {{}} Admin_Audit_NobodyInputs */
/** @typedef {{}} Admin_Audit_NoneInputs */
/** @typedef {{}} Admin_Audit_OlderInputs */
/** @typedef {{ page: NonNullable<unknown> }} Admin_Audit_PageInputs */
/** @typedef {{}} Admin_Audit_PagesInputs */
/** @typedef {{}} Admin_Audit_RecordInputs */
/** @typedef {{}} Admin_Audit_TitleInputs */
/** @typedef {{}} Admin_Audit_ToInputs */
/** @typedef {{}} Admin_Audit_UserInputs */
/** @typedef {{}} Admin_Audit_Value_ApprovedInputs */
/** @typedef {{}} Admin_Audit_Value_Authenticator_AppInputs */
/** @typedef {{}} Admin_Audit_Value_Changes_RequestedInputs */
/** @typedef {{}} Admin_Audit_Value_ChargedInputs */
/** @typedef {{}} Admin_Audit_Value_Confirmed_By_AdminInputs */
/** @typedef {{}} Admin_Audit_Value_Confirmed_By_SearchInputs */
/** @typedef {{}} Admin_Audit_Value_ImageInputs */
/** @typedef {{}} Admin_Audit_Value_Media_AddedInputs */
/** @typedef {{}} Admin_Audit_Value_Media_AltInputs */
/** @typedef {{}} Admin_Audit_Value_Media_MovedInputs */
/** @typedef {{}} Admin_Audit_Value_Media_RemovedInputs */
/** @typedef {{}} Admin_Audit_Value_NoInputs */
/** @typedef {{}} Admin_Audit_Value_Recovery_CodeInputs */
/** @typedef {{}} Admin_Audit_Value_Via_LinkInputs */
/** @typedef {{}} Admin_Audit_Value_Via_MailInputs */
/** @typedef {{}} Admin_Audit_Value_Via_ShareInputs */
/** @typedef {{}} Admin_Audit_Value_VideoInputs */
/** @typedef {{}} Admin_Audit_Value_YesInputs */
/** @typedef {{}} Admin_Audit_WhenInputs */
/** @typedef {{}} Admin_Audit_WhoInputs */
/** @typedef {{}} Admin_Billing_ActionsInputs */
/** @typedef {{}} Admin_Billing_AllInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Admin_Billing_Amount_RefundedInputs */
/** @typedef {{}} Admin_Billing_CaptionInputs */
/** @typedef {{}} Admin_Billing_EmptyInputs */
/** @typedef {{}} Admin_Billing_FilterInputs */
/** @typedef {{}} Admin_Billing_KindInputs */
/** @typedef {{}} Admin_Billing_Kind_PaymentInputs */
/** @typedef {{}} Admin_Billing_Kind_SubscriptionInputs */
/** @typedef {{ date: NonNullable<unknown> }} Admin_Billing_Next_ChargeInputs */
/** @typedef {{}} Admin_Billing_None_YetInputs */
/** @typedef {{}} Admin_Billing_Nothing_MatchesInputs */
/** @typedef {{}} Admin_Billing_RefundInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Admin_Billing_Refund_AmountInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Admin_Billing_Refund_At_MostInputs */
/** @typedef {{ client: NonNullable<unknown>, plan: NonNullable<unknown>, amount: NonNullable<unknown> }} Admin_Billing_Refund_DescriptionInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Admin_Billing_Refund_Not_ConfirmedInputs */
/** @typedef {{}} Admin_Billing_Refund_NowInputs */
/** @typedef {{}} Admin_Billing_Refund_ReasonInputs */
/** @typedef {{}} Admin_Billing_Refund_Reason_HintInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Admin_Billing_Refund_SrInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Admin_Billing_Refund_TitleInputs */
/** @typedef {{}} Admin_Billing_RefundingInputs */
/** @typedef {{ month: NonNullable<unknown> }} Admin_Billing_Revenue_InInputs */
/** @typedef {{ title: NonNullable<unknown>, currency: NonNullable<unknown>, received: NonNullable<unknown> }} Admin_Billing_Revenue_ReceivedInputs */
/** @typedef {{ title: NonNullable<unknown>, currency: NonNullable<unknown>, received: NonNullable<unknown>, refunded: NonNullable<unknown> }} Admin_Billing_Revenue_Received_RefundedInputs */
/** @typedef {{}} Admin_Billing_SettleInputs */
/** @typedef {{ date: NonNullable<unknown>, person: NonNullable<unknown> }} Admin_Billing_Settle_Asked_ByInputs */
/** @typedef {{ amount: NonNullable<unknown>, asked: NonNullable<unknown>, reason: NonNullable<unknown> }} Admin_Billing_Settle_DescriptionInputs */
/** @typedef {{}} Admin_Billing_Settle_Not_RefundedInputs */
/** @typedef {{}} Admin_Billing_Settle_RefundedInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Admin_Billing_Settle_SrInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Admin_Billing_Settle_TitleInputs */
/** @typedef {{}} Admin_Billing_Status_Partly_RefundedInputs */
/** @typedef {{}} Admin_Billing_Status_Past_DueInputs */
/** @typedef {{}} Admin_Billing_Status_Refund_UnconfirmedInputs */
/** @typedef {{}} Admin_Billing_Status_RefundedInputs */
/** @typedef {{}} Admin_Billing_Status_ReturningInputs */
/** @typedef {{}} Admin_Billing_Status_StoppedInputs */
/** @typedef {{}} Admin_Col_ActionsInputs */
/** @typedef {{}} Admin_Col_IdInputs */
/** @typedef {{}} Admin_Col_JoinedInputs */
/** @typedef {{}} Admin_Col_NameInputs */
/** @typedef {{}} Admin_Complete_Without_ApprovalInputs */
/** @typedef {{}} Admin_Completed_ProjectsInputs */
/** @typedef {{}} Admin_CopiedInputs */
/** @typedef {{}} Admin_Copied_DetailInputs */
/** @typedef {{}} Admin_CopyInputs */
/** @typedef {{}} Admin_Copy_ErrorInputs */
/** @typedef {{}} Admin_Copy_FailedInputs */
/** @typedef {{}} Admin_Create_UserInputs */
/** @typedef {{ date: NonNullable<unknown> }} Admin_Created_OnInputs */
/** @typedef {{}} Admin_CreatingInputs */
/** @typedef {{}} Admin_Desk_IdInputs */
/** @typedef {{}} Admin_DoneInputs */
/** @typedef {{}} Admin_EditInputs */
/** @typedef {{}} Admin_Edit_UserInputs */
/** @typedef {{}} Admin_EmailInputs */
/** @typedef {{}} Admin_FilterInputs */
/** @typedef {{}} Admin_Filter_AllInputs */
/** @typedef {{}} Admin_Id_LockedInputs */
/** @typedef {{}} Admin_Invite_LinkInputs */
/** @typedef {{}} Admin_Invite_Link_HintInputs */
/** @typedef {{}} Admin_Invite_PendingInputs */
/** @typedef {{ budget: NonNullable<unknown> }} Admin_Leads_BudgetInputs */
/** @typedef {{}} Admin_Leads_Col_DetailsInputs */
/** @typedef {{}} Admin_Leads_Col_FromInputs */
/** @typedef {{}} Admin_Leads_Col_ReceivedInputs */
/** @typedef {{}} Admin_Leads_Col_StatusInputs */
/** @typedef {{}} Admin_Leads_Col_TypeInputs */
/** @typedef {{}} Admin_Leads_FlexibleInputs */
/** @typedef {{}} Admin_Leads_Kind_ContactInputs */
/** @typedef {{}} Admin_Leads_Kind_QuoteInputs */
/** @typedef {{ range: NonNullable<unknown> }} Admin_Leads_MonthsInputs */
/** @typedef {{}} Admin_Leads_NoneInputs */
/** @typedef {{}} Admin_Leads_None_MatchInputs */
/** @typedef {{}} Admin_Leads_Page_TitleInputs */
/** @typedef {{ phone: NonNullable<unknown> }} Admin_Leads_PhoneInputs */
/** @typedef {{}} Admin_Leads_Search_FieldInputs */
/** @typedef {{}} Admin_Leads_Search_LabelInputs */
/** @typedef {{}} Admin_Leads_Search_SubmitInputs */
/** @typedef {{}} Admin_Leads_Service_DesignInputs */
/** @typedef {{}} Admin_Leads_Service_SeoInputs */
/** @typedef {{}} Admin_Leads_Service_WebInputs */
/** @typedef {{}} Admin_Leads_Status_ClosedInputs */
/** @typedef {{}} Admin_Leads_Status_ContactedInputs */
/** @typedef {{}} Admin_Leads_Status_NewInputs */
/** @typedef {{ name: NonNullable<unknown> }} Admin_Leads_Status_OfInputs */
/** @typedef {{ timeline: NonNullable<unknown> }} Admin_Leads_TimelineInputs */
/** @typedef {{}} Admin_Leads_TitleInputs */
/** @typedef {{}} Admin_Leads_WaitingInputs */
/** @typedef {{}} Admin_Msg_Analytics_FailedInputs */
/** @typedef {{}} Admin_Msg_Analytics_UploadedInputs */
/** @typedef {{}} Admin_Msg_Assign_FailedInputs */
/** @typedef {{}} Admin_Msg_Assignment_UpdatedInputs */
/** @typedef {{ max: NonNullable<unknown> }} Admin_Msg_At_MostInputs */
/** @typedef {{}} Admin_Msg_Choose_ProjectInputs */
/** @typedef {{}} Admin_Msg_Client_MissingInputs */
/** @typedef {{}} Admin_Msg_Deadline_DateInputs */
/** @typedef {{}} Admin_Msg_Duplicate_EmailInputs */
/** @typedef {{}} Admin_Msg_Email_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Admin_Msg_Email_Too_LongInputs */
/** @typedef {{}} Admin_Msg_Field_Bounce_RateInputs */
/** @typedef {{}} Admin_Msg_Field_Page_ViewsInputs */
/** @typedef {{}} Admin_Msg_Field_Session_DurationInputs */
/** @typedef {{}} Admin_Msg_Field_Unique_VisitorsInputs */
/** @typedef {{}} Admin_Msg_Freelancer_MissingInputs */
/** @typedef {{}} Admin_Msg_Invalid_EmailInputs */
/** @typedef {{}} Admin_Msg_Invalid_RoleInputs */
/** @typedef {{}} Admin_Msg_Invite_Not_NeededInputs */
/** @typedef {{ id: NonNullable<unknown> }} Admin_Msg_Invite_SentInputs */
/** @typedef {{}} Admin_Msg_Lead_Not_FoundInputs */
/** @typedef {{}} Admin_Msg_Lead_Status_InvalidInputs */
/** @typedef {{}} Admin_Msg_Lead_Update_FailedInputs */
/** @typedef {{}} Admin_Msg_Lead_UpdatedInputs */
/** @typedef {{ label: NonNullable<unknown>, min: NonNullable<unknown>, max: NonNullable<unknown> }} Admin_Msg_Number_RangeInputs */
/** @typedef {{}} Admin_Msg_Project_Create_ErrorInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Admin_Msg_Project_Create_FailedInputs */
/** @typedef {{}} Admin_Msg_Project_CreatedInputs */
/** @typedef {{}} Admin_Msg_Project_Not_FoundInputs */
/** @typedef {{}} Admin_Msg_Refund_AmountInputs */
/** @typedef {{}} Admin_Msg_Refund_FailedInputs */
/** @typedef {{}} Admin_Msg_Refund_IncompleteInputs */
/** @typedef {{}} Admin_Msg_Refund_ReasonInputs */
/** @typedef {{}} Admin_Msg_RequiredInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_Msg_Reset_SentInputs */
/** @typedef {{}} Admin_Msg_Settle_OutcomeInputs */
/** @typedef {{}} Admin_Msg_Status_UpdatedInputs */
/** @typedef {{}} Admin_Msg_Title_Too_LongInputs */
/** @typedef {{}} Admin_Msg_Two_Factor_Not_OnInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_Msg_Two_Factor_ResetInputs */
/** @typedef {{}} Admin_Msg_Unknown_FormInputs */
/** @typedef {{}} Admin_Msg_Unknown_Lead_TypeInputs */
/** @typedef {{}} Admin_Msg_Unknown_OverrideInputs */
/** @typedef {{}} Admin_Msg_Unknown_Project_StatusInputs */
/** @typedef {{}} Admin_Msg_User_Create_FailedInputs */
/** @typedef {{ id: NonNullable<unknown> }} Admin_Msg_User_CreatedInputs */
/** @typedef {{}} Admin_Msg_User_Not_FoundInputs */
/** @typedef {{}} Admin_Msg_User_Update_FailedInputs */
/** @typedef {{}} Admin_Msg_User_UpdatedInputs */
/** @typedef {{ label: NonNullable<unknown> }} Admin_Msg_Whole_NumberInputs */
/** @typedef {{}} Admin_New_LeadsInputs */
/** @typedef {{}} Admin_No_Password_YetInputs */
/** @typedef {{}} Admin_No_ProjectsInputs */
/** @typedef {{}} Admin_Not_Approved_YetInputs */
/** @typedef {{}} Admin_Not_AssignedInputs */
/** @typedef {{}} Admin_OverviewInputs */
/** @typedef {{}} Admin_Panel_HeadingInputs */
/** @typedef {{}} Admin_Pending_ProjectsInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Project_ProgressInputs */
/** @typedef {{}} Admin_Projects_CaptionInputs */
/** @typedef {{}} Admin_Projects_Col_ActionsInputs */
/** @typedef {{}} Admin_Projects_Col_ProjectInputs */
/** @typedef {{}} Admin_Projects_Col_StatusInputs */
/** @typedef {{}} Admin_Projects_Create_DescriptionInputs */
/** @typedef {{}} Admin_Projects_CreatingInputs */
/** @typedef {{}} Admin_Projects_Field_DescriptionInputs */
/** @typedef {{}} Admin_Projects_Field_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Projects_Freelancer_ForInputs */
/** @typedef {{}} Admin_Projects_Page_TitleInputs */
/** @typedef {{}} Admin_Projects_Select_ClientInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Projects_Status_OfInputs */
/** @typedef {{}} Admin_Projects_TitleInputs */
/** @typedef {{}} Admin_Projects_UnassignedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Admin_Projects_Updates_OfInputs */
/** @typedef {{}} Admin_Projects_Updates_TitleInputs */
/** @typedef {{}} Admin_Projects_View_UpdatesInputs */
/** @typedef {{}} Admin_Recent_ProjectsInputs */
/** @typedef {{}} Admin_Reset_HintInputs */
/** @typedef {{}} Admin_Reset_Two_FactorInputs */
/** @typedef {{}} Admin_ResettingInputs */
/** @typedef {{}} Admin_Revenue_ArpcInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Admin_Revenue_Arpc_ChartInputs */
/** @typedef {{}} Admin_Revenue_By_PlanInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Admin_Revenue_ChartInputs */
/** @typedef {{}} Admin_Revenue_ChurnedInputs */
/** @typedef {{}} Admin_Revenue_Collection_DescriptionInputs */
/** @typedef {{}} Admin_Revenue_Collection_RateInputs */
/** @typedef {{}} Admin_Revenue_DescriptionInputs */
/** @typedef {{}} Admin_Revenue_Failed_ChargesInputs */
/** @typedef {{}} Admin_Revenue_HeadingInputs */
/** @typedef {{}} Admin_Revenue_MrrInputs */
/** @typedef {{ currency: NonNullable<unknown> }} Admin_Revenue_Mrr_ChartInputs */
/** @typedef {{}} Admin_Revenue_Mrr_DescriptionInputs */
/** @typedef {{}} Admin_Revenue_NewInputs */
/** @typedef {{}} Admin_Revenue_New_SubscriptionsInputs */
/** @typedef {{}} Admin_Revenue_No_ChargesInputs */
/** @typedef {{}} Admin_Revenue_No_Charges_YetInputs */
/** @typedef {{}} Admin_Revenue_No_Plan_ChargesInputs */
/** @typedef {{}} Admin_Revenue_ReactivatedInputs */
/** @typedef {{}} Admin_Revenue_RecoveredInputs */
/** @typedef {{}} Admin_Revenue_SeriesInputs */
/** @typedef {{}} Admin_Revenue_SubscriptionsInputs */
/** @typedef {{}} Admin_Revenue_Subscriptions_DescriptionInputs */
/** @typedef {{}} Admin_Revenue_Unknown_PlanInputs */
/** @typedef {{}} Admin_RoleInputs */
/** @typedef {{}} Admin_Role_LockedInputs */
/** @typedef {{}} Admin_SaveInputs */
/** @typedef {{}} Admin_Save_ChangesInputs */
/** @typedef {{}} Admin_SavingInputs */
/** @typedef {{}} Admin_SectionsInputs */
/** @typedef {{}} Admin_Select_RoleInputs */
/** @typedef {{}} Admin_Send_InviteInputs */
/** @typedef {{}} Admin_Send_ResetInputs */
/** @typedef {{}} Admin_SendingInputs */
/** @typedef {{}} Admin_Settings_ApiInputs */
/** @typedef {{}} Admin_Settings_Api_DetailInputs */
/** @typedef {{}} Admin_Settings_Auto_AssignInputs */
/** @typedef {{}} Admin_Settings_Auto_Assign_DetailInputs */
/** @typedef {{}} Admin_Settings_BackupInputs */
/** @typedef {{}} Admin_Settings_Backup_EmbeddedInputs */
/** @typedef {{ dir: NonNullable<unknown> }} Admin_Settings_Backup_Embedded_DetailInputs */
/** @typedef {{}} Admin_Settings_Backup_Postgres_DetailInputs */
/** @typedef {{}} Admin_Settings_EmailInputs */
/** @typedef {{}} Admin_Settings_Email_OnInputs */
/** @typedef {{ email: NonNullable<unknown>, count: NonNullable<unknown> }} Admin_Settings_Email_On_DetailInputs */
/** @typedef {{}} Admin_Settings_Email_OutboxInputs */
/** @typedef {{ variable: NonNullable<unknown>, email: NonNullable<unknown>, count: NonNullable<unknown> }} Admin_Settings_Email_Outbox_DetailInputs */
/** @typedef {{}} Admin_Settings_Env_DevelopmentInputs */
/** @typedef {{}} Admin_Settings_Env_ProductionInputs */
/** @typedef {{}} Admin_Settings_Env_TestInputs */
/** @typedef {{}} Admin_Settings_EnvironmentInputs */
/** @typedef {{}} Admin_Settings_ExportInputs */
/** @typedef {{}} Admin_Settings_Export_HintInputs */
/** @typedef {{}} Admin_Settings_Export_LeadsInputs */
/** @typedef {{}} Admin_Settings_Export_ProjectsInputs */
/** @typedef {{}} Admin_Settings_Export_UsersInputs */
/** @typedef {{}} Admin_Settings_ImportInputs */
/** @typedef {{}} Admin_Settings_Import_DetailInputs */
/** @typedef {{}} Admin_Settings_Not_AvailableInputs */
/** @typedef {{}} Admin_Settings_OffInputs */
/** @typedef {{}} Admin_Settings_ResetInputs */
/** @typedef {{}} Admin_Settings_Reset_DetailInputs */
/** @typedef {{}} Admin_Settings_SessionInputs */
/** @typedef {{ days: NonNullable<unknown> }} Admin_Settings_Session_DaysInputs */
/** @typedef {{ days: NonNullable<unknown> }} Admin_Settings_Session_DetailInputs */
/** @typedef {{}} Admin_Settings_Two_FactorInputs */
/** @typedef {{}} Admin_Settings_Two_Factor_OptionalInputs */
/** @typedef {{ variable: NonNullable<unknown> }} Admin_Settings_Two_Factor_Optional_DetailInputs */
/** @typedef {{}} Admin_Settings_Two_Factor_RequiredInputs */
/** @typedef {{}} Admin_Settings_Two_Factor_Required_DetailInputs */
/** @typedef {{}} Admin_Settings_VersionInputs */
/** @typedef {{}} Admin_Tab_AnalyticsInputs */
/** @typedef {{}} Admin_Tab_AuditInputs */
/** @typedef {{}} Admin_Tab_BillingInputs */
/** @typedef {{}} Admin_Tab_LeadsInputs */
/** @typedef {{}} Admin_Tab_ProjectsInputs */
/** @typedef {{}} Admin_Tab_ReportsInputs */
/** @typedef {{}} Admin_Tab_SettingsInputs */
/** @typedef {{}} Admin_Tab_TicketsInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Admin_Ticket_Page_TitleInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Admin_Tickets_Assignee_OfInputs */
/** @typedef {{}} Admin_Tickets_Closed_NoteInputs */
/** @typedef {{}} Admin_Tickets_FilterInputs */
/** @typedef {{}} Admin_Tickets_None_MatchInputs */
/** @typedef {{}} Admin_Tickets_Page_TitleInputs */
/** @typedef {{}} Admin_Tickets_Reply_LabelInputs */
/** @typedef {{}} Admin_Tickets_Reply_Note_ClientInputs */
/** @typedef {{ email: NonNullable<unknown> }} Admin_Tickets_Reply_Note_MailInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Admin_Tickets_Status_OfInputs */
/** @typedef {{}} Admin_Tickets_TitleInputs */
/** @typedef {{}} Admin_Tickets_WaitingInputs */
/** @typedef {{}} Admin_Total_ClientsInputs */
/** @typedef {{}} Admin_Total_FreelancersInputs */
/** @typedef {{}} Admin_Total_ProjectsInputs */
/** @typedef {{}} Admin_Total_UsersInputs */
/** @typedef {{}} Admin_Two_Factor_CheckInputs */
/** @typedef {{}} Admin_Upload_Bounce_RateInputs */
/** @typedef {{}} Admin_Upload_BusyInputs */
/** @typedef {{}} Admin_Upload_DescriptionInputs */
/** @typedef {{}} Admin_Upload_NotesInputs */
/** @typedef {{}} Admin_Upload_Page_ViewsInputs */
/** @typedef {{}} Admin_Upload_ProjectInputs */
/** @typedef {{}} Admin_Upload_Select_ProjectInputs */
/** @typedef {{}} Admin_Upload_Session_DurationInputs */
/** @typedef {{}} Admin_Upload_SubmitInputs */
/** @typedef {{}} Admin_Upload_TitleInputs */
/** @typedef {{}} Admin_Upload_Top_PagesInputs */
/** @typedef {{}} Admin_Upload_Top_Pages_HintInputs */
/** @typedef {{}} Admin_Upload_Unique_VisitorsInputs */
/** @typedef {{}} Admin_UsersInputs */
/** @typedef {{}} Admin_Users_HeadingInputs */
/** @typedef {{}} Admin_Users_TitleInputs */
/** @typedef {{}} Auth_2fa_CheckingInputs */
/** @typedef {{}} Auth_2fa_CodeInputs */
/** @typedef {{}} Auth_2fa_EnterInputs */
/** @typedef {{}} Auth_2fa_HintInputs */
/** @typedef {{}} Auth_2fa_Page_TitleInputs */
/** @typedef {{}} Auth_2fa_Signing_InInputs */
/** @typedef {{}} Auth_2fa_VerifyInputs */
/** @typedef {{}} Auth_AgreeInputs */
/** @typedef {{}} Auth_AndInputs */
/** @typedef {{}} Auth_Back_To_Sign_InInputs */
/** @typedef {{}} Auth_BusyInputs */
/** @typedef {{}} Auth_Confirm_Email_Page_TitleInputs */
/** @typedef {{ email: NonNullable<unknown>, id: NonNullable<unknown> }} Auth_Confirm_Email_QuestionInputs */
/** @typedef {{}} Auth_Confirm_Email_SubmitInputs */
/** @typedef {{}} Auth_Confirm_Email_TitleInputs */
/** @typedef {{}} Auth_Confirm_Link_GoneInputs */
/** @typedef {{}} Auth_Confirm_Link_Gone_TitleInputs */
/** @typedef {{}} Auth_Confirm_PasswordInputs */
/** @typedef {{}} Auth_ConfirmingInputs */
/** @typedef {{}} Auth_Desk_IdInputs */
/** @typedef {{ email: NonNullable<unknown> }} Auth_Email_ChangedInputs */
/** @typedef {{}} Auth_Email_Changed_TitleInputs */
/** @typedef {{}} Auth_Error_TitleInputs */
/** @typedef {{}} Auth_ForgotInputs */
/** @typedef {{}} Auth_Forgot_BusyInputs */
/** @typedef {{}} Auth_Forgot_FieldInputs */
/** @typedef {{}} Auth_Forgot_IntroInputs */
/** @typedef {{}} Auth_Forgot_Page_TitleInputs */
/** @typedef {{}} Auth_Forgot_SubmitInputs */
/** @typedef {{}} Auth_Forgot_TitleInputs */
/** @typedef {{}} Auth_Go_To_ProfileInputs */
/** @typedef {{}} Auth_Go_To_Sign_InInputs */
/** @typedef {{}} Auth_InvalidInputs */
/** @typedef {{}} Auth_Invite_GoneInputs */
/** @typedef {{}} Auth_Invite_Gone_TitleInputs */
/** @typedef {{}} Auth_Invite_IntroInputs */
/** @typedef {{}} Auth_Invite_SubmitInputs */
/** @typedef {{}} Auth_Invite_TitleInputs */
/** @typedef {{}} Auth_Made_InInputs */
/** @typedef {{}} Auth_New_PasswordInputs */
/** @typedef {{ id: NonNullable<unknown> }} Auth_Order_IdInputs */
/** @typedef {{ brand: NonNullable<unknown> }} Auth_Page_DescriptionInputs */
/** @typedef {{}} Auth_Page_TitleInputs */
/** @typedef {{}} Auth_PasswordInputs */
/** @typedef {{}} Auth_Payment_Error_TextInputs */
/** @typedef {{}} Auth_Payment_Error_ToastInputs */
/** @typedef {{}} Auth_Payment_Failed_TextInputs */
/** @typedef {{}} Auth_Payment_Failed_ToastInputs */
/** @typedef {{ id: NonNullable<unknown> }} Auth_Payment_IdInputs */
/** @typedef {{}} Auth_Payment_Success_TextInputs */
/** @typedef {{}} Auth_Payment_Success_ToastInputs */
/** @typedef {{}} Auth_Policy_English_OnlyInputs */
/** @typedef {{}} Auth_PrivacyInputs */
/** @typedef {{}} Auth_RequiredInputs */
/** @typedef {{}} Auth_Reset_GoneInputs */
/** @typedef {{}} Auth_Reset_Gone_TitleInputs */
/** @typedef {{}} Auth_Reset_IntroInputs */
/** @typedef {{}} Auth_Reset_SubmitInputs */
/** @typedef {{}} Auth_Reset_TitleInputs */
/** @typedef {{}} Auth_Sign_In_AgainInputs */
/** @typedef {{}} Auth_SubmitInputs */
/** @typedef {{}} Auth_TermsInputs */
/** @typedef {{}} Auth_TitleInputs */
/** @typedef {{}} Auth_UnexpectedInputs */
/** @typedef {{ version: NonNullable<unknown> }} Auth_VersionInputs */
/** @typedef {{}} Auth_Your_Desk_IdInputs */
/** @typedef {{}} Auth_Your_Desk_Id_IsInputs */
/** @typedef {{}} Billing_AmountInputs */
/** @typedef {{}} Billing_Answer_Already_CancelledInputs */
/** @typedef {{}} Billing_Answer_Bundle_MonthlyInputs */
/** @typedef {{}} Billing_Answer_Clients_OnlyInputs */
/** @typedef {{}} Billing_Answer_Gateway_BusyInputs */
/** @typedef {{ status: NonNullable<unknown> }} Billing_Answer_Gateway_Cannot_RetryInputs */
/** @typedef {{}} Billing_Answer_Gateway_Cannot_Retry_NowInputs */
/** @typedef {{}} Billing_Answer_Gateway_TryingInputs */
/** @typedef {{}} Billing_Answer_Gateway_UnreachableInputs */
/** @typedef {{}} Billing_Answer_None_ScheduledInputs */
/** @typedef {{}} Billing_Answer_Not_ActiveInputs */
/** @typedef {{}} Billing_Answer_Not_FailedInputs */
/** @typedef {{}} Billing_Answer_Not_FoundInputs */
/** @typedef {{}} Billing_Answer_Not_Set_UpInputs */
/** @typedef {{ amount: NonNullable<unknown>, plan: NonNullable<unknown>, refunded: NonNullable<unknown>, commitment: NonNullable<unknown> }} Billing_Answer_Pay_BundleInputs */
/** @typedef {{ amount: NonNullable<unknown>, plan: NonNullable<unknown>, refunded: NonNullable<unknown> }} Billing_Answer_Pay_PlanInputs */
/** @typedef {{}} Billing_Answer_Plan_CancellingInputs */
/** @typedef {{}} Billing_Answer_Plan_InvalidInputs */
/** @typedef {{}} Billing_Answer_Plan_Not_RunningInputs */
/** @typedef {{}} Billing_Answer_RetriedInputs */
/** @typedef {{}} Billing_Answer_RetryingInputs */
/** @typedef {{}} Billing_Answer_Same_PlanInputs */
/** @typedef {{ date: NonNullable<unknown> }} Billing_Answer_ScheduledInputs */
/** @typedef {{}} Billing_Answer_Stale_PriceInputs */
/** @typedef {{}} Billing_Answer_Taking_EffectInputs */
/** @typedef {{}} Billing_Answer_UndoneInputs */
/** @typedef {{}} Billing_Answer_Unknown_FormInputs */
/** @typedef {{}} Billing_Back_To_BillingInputs */
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
/** @typedef {{}} Billing_Continue_To_PaymentInputs */
/** @typedef {{}} Billing_CycleInputs */
/** @typedef {{}} Billing_Cycle_AnnualInputs */
/** @typedef {{}} Billing_Cycle_MonthlyInputs */
/** @typedef {{}} Billing_DateInputs */
/** @typedef {{}} Billing_Document_AmountInputs */
/** @typedef {{}} Billing_Document_No_PaymentInputs */
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
/** @typedef {{ amount: NonNullable<unknown> }} Billing_Refund_AgainInputs */
/** @typedef {{}} Billing_Refund_Credentials_RefusedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Billing_Refund_DoneInputs */
/** @typedef {{}} Billing_Refund_Key_UsedInputs */
/** @typedef {{}} Billing_Refund_Not_FoundInputs */
/** @typedef {{}} Billing_Refund_Not_ReceivedInputs */
/** @typedef {{}} Billing_Refund_Not_Set_UpInputs */
/** @typedef {{}} Billing_Refund_Nothing_LeftInputs */
/** @typedef {{}} Billing_Refund_Other_Under_WayInputs */
/** @typedef {{ why: NonNullable<unknown> }} Billing_Refund_RefusedInputs */
/** @typedef {{}} Billing_Refund_Settle_FirstInputs */
/** @typedef {{ left: NonNullable<unknown> }} Billing_Refund_Too_MuchInputs */
/** @typedef {{}} Billing_Refund_UnconfirmedInputs */
/** @typedef {{}} Billing_Refund_Under_WayInputs */
/** @typedef {{}} Billing_RetryInputs */
/** @typedef {{ date: NonNullable<unknown> }} Billing_Runs_UntilInputs */
/** @typedef {{}} Billing_Settle_Not_FoundInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Billing_Settle_Not_RefundedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Billing_Settle_RefundedInputs */
/** @typedef {{}} Billing_Settle_SettledInputs */
/** @typedef {{}} Billing_Settle_Under_WayInputs */
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
/** @typedef {{}} Buy_Account_PasswordInputs */
/** @typedef {{}} Buy_Agree_BeforeInputs */
/** @typedef {{}} Buy_Amount_ChargedInputs */
/** @typedef {{}} Buy_AndInputs */
/** @typedef {{}} Buy_BackInputs */
/** @typedef {{}} Buy_Back_To_OnboardingInputs */
/** @typedef {{ service: NonNullable<unknown> }} Buy_Billed_AnnuallyInputs */
/** @typedef {{ service: NonNullable<unknown> }} Buy_Billed_MonthlyInputs */
/** @typedef {{}} Buy_Business_NameInputs */
/** @typedef {{}} Buy_Business_Name_LongInputs */
/** @typedef {{}} Buy_Business_Name_PlainInputs */
/** @typedef {{}} Buy_Business_Name_RequiredInputs */
/** @typedef {{}} Buy_CheckoutInputs */
/** @typedef {{}} Buy_Co_Account_ExistsInputs */
/** @typedef {{}} Buy_Co_Account_Exists_TextInputs */
/** @typedef {{}} Buy_Co_Account_Exists_TitleInputs */
/** @typedef {{}} Buy_Co_Business_NameInputs */
/** @typedef {{}} Buy_Co_Data_ErrorInputs */
/** @typedef {{}} Buy_Co_Initiated_TextInputs */
/** @typedef {{}} Buy_Co_Initiated_TitleInputs */
/** @typedef {{}} Buy_Co_Invalid_CheckoutInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Buy_Co_Invalid_PlanInputs */
/** @typedef {{}} Buy_Co_Invalid_PricingInputs */
/** @typedef {{}} Buy_Co_Invalid_WizardInputs */
/** @typedef {{}} Buy_Co_Load_FailedInputs */
/** @typedef {{}} Buy_Co_NetworkInputs */
/** @typedef {{}} Buy_Co_Not_SavedInputs */
/** @typedef {{}} Buy_Co_Payment_FailedInputs */
/** @typedef {{}} Buy_Co_Payments_OffInputs */
/** @typedef {{}} Buy_Co_Payments_Off_TitleInputs */
/** @typedef {{}} Buy_Co_PhoneInputs */
/** @typedef {{}} Buy_Co_TermsInputs */
/** @typedef {{}} Buy_Co_UnexpectedInputs */
/** @typedef {{}} Buy_Co_Validation_TextInputs */
/** @typedef {{}} Buy_Co_Validation_TitleInputs */
/** @typedef {{}} Buy_ConfirmingInputs */
/** @typedef {{}} Buy_Confirming_TextInputs */
/** @typedef {{}} Buy_Contact_SupportInputs */
/** @typedef {{}} Buy_Contact_UsInputs */
/** @typedef {{}} Buy_Country_AfghanistanInputs */
/** @typedef {{}} Buy_Country_AustraliaInputs */
/** @typedef {{}} Buy_Country_BahrainInputs */
/** @typedef {{}} Buy_Country_BangladeshInputs */
/** @typedef {{}} Buy_Country_BhutanInputs */
/** @typedef {{}} Buy_Country_BrazilInputs */
/** @typedef {{}} Buy_Country_ChinaInputs */
/** @typedef {{}} Buy_Country_CodeInputs */
/** @typedef {{}} Buy_Country_FranceInputs */
/** @typedef {{}} Buy_Country_GermanyInputs */
/** @typedef {{}} Buy_Country_Hong_KongInputs */
/** @typedef {{}} Buy_Country_IndiaInputs */
/** @typedef {{}} Buy_Country_IndonesiaInputs */
/** @typedef {{}} Buy_Country_IrelandInputs */
/** @typedef {{}} Buy_Country_IsraelInputs */
/** @typedef {{}} Buy_Country_ItalyInputs */
/** @typedef {{}} Buy_Country_JapanInputs */
/** @typedef {{}} Buy_Country_KuwaitInputs */
/** @typedef {{}} Buy_Country_MalaysiaInputs */
/** @typedef {{}} Buy_Country_MaldivesInputs */
/** @typedef {{}} Buy_Country_MyanmarInputs */
/** @typedef {{}} Buy_Country_NepalInputs */
/** @typedef {{}} Buy_Country_NetherlandsInputs */
/** @typedef {{}} Buy_Country_New_ZealandInputs */
/** @typedef {{}} Buy_Country_OmanInputs */
/** @typedef {{}} Buy_Country_PakistanInputs */
/** @typedef {{}} Buy_Country_PhilippinesInputs */
/** @typedef {{}} Buy_Country_QatarInputs */
/** @typedef {{}} Buy_Country_RussiaInputs */
/** @typedef {{}} Buy_Country_Saudi_ArabiaInputs */
/** @typedef {{}} Buy_Country_SingaporeInputs */
/** @typedef {{}} Buy_Country_South_AfricaInputs */
/** @typedef {{}} Buy_Country_South_KoreaInputs */
/** @typedef {{}} Buy_Country_SpainInputs */
/** @typedef {{}} Buy_Country_Sri_LankaInputs */
/** @typedef {{}} Buy_Country_SwedenInputs */
/** @typedef {{}} Buy_Country_SwitzerlandInputs */
/** @typedef {{}} Buy_Country_TaiwanInputs */
/** @typedef {{}} Buy_Country_ThailandInputs */
/** @typedef {{}} Buy_Country_TurkeyInputs */
/** @typedef {{}} Buy_Country_United_Arab_EmiratesInputs */
/** @typedef {{}} Buy_Country_United_KingdomInputs */
/** @typedef {{}} Buy_Country_United_States_CanadaInputs */
/** @typedef {{}} Buy_Country_VietnamInputs */
/** @typedef {{}} Buy_CurrencyInputs */
/** @typedef {{}} Buy_Cycle_AnnualInputs */
/** @typedef {{}} Buy_Cycle_LegendInputs */
/** @typedef {{}} Buy_Cycle_MonthlyInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Buy_Cycle_SaveInputs */
/** @typedef {{}} Buy_Demo_IntroInputs */
/** @typedef {{}} Buy_Demo_MetaInputs */
/** @typedef {{}} Buy_Demo_TitleInputs */
/** @typedef {{}} Buy_Demo_ValidatorInputs */
/** @typedef {{}} Buy_Desk_IdInputs */
/** @typedef {{}} Buy_DoneInputs */
/** @typedef {{}} Buy_Draft_Link_SentInputs */
/** @typedef {{}} Buy_Draft_Offer_TextInputs */
/** @typedef {{}} Buy_Draft_Offer_TitleInputs */
/** @typedef {{}} Buy_Draft_Read_By_LinkInputs */
/** @typedef {{}} Buy_Draft_Send_FailedInputs */
/** @typedef {{}} Buy_Draft_Send_LinkInputs */
/** @typedef {{}} Buy_Draft_SendingInputs */
/** @typedef {{}} Buy_EmailInputs */
/** @typedef {{}} Buy_Email_InvalidInputs */
/** @typedef {{}} Buy_Email_RequiredInputs */
/** @typedef {{}} Buy_Error_TitleInputs */
/** @typedef {{}} Buy_Full_NameInputs */
/** @typedef {{}} Buy_Full_Name_RequiredInputs */
/** @typedef {{}} Buy_Go_PricingInputs */
/** @typedef {{}} Buy_Go_To_DeskInputs */
/** @typedef {{}} Buy_Goal_AwarenessInputs */
/** @typedef {{}} Buy_Goal_CommunityInputs */
/** @typedef {{}} Buy_Goal_LeadsInputs */
/** @typedef {{}} Buy_Goal_RequiredInputs */
/** @typedef {{}} Buy_Goal_SalesInputs */
/** @typedef {{}} Buy_Goals_LegendInputs */
/** @typedef {{}} Buy_Hear_FriendInputs */
/** @typedef {{}} Buy_Hear_LegendInputs */
/** @typedef {{}} Buy_Hear_RequiredInputs */
/** @typedef {{}} Buy_Hear_SearchInputs */
/** @typedef {{}} Buy_Ind_Accounting_FinanceInputs */
/** @typedef {{}} Buy_Ind_Advertising_MarketingInputs */
/** @typedef {{}} Buy_Ind_AgricultureInputs */
/** @typedef {{}} Buy_Ind_Apparel_FashionInputs */
/** @typedef {{}} Buy_Ind_ArchitectureInputs */
/** @typedef {{}} Buy_Ind_AutomotiveInputs */
/** @typedef {{}} Buy_Ind_AviationInputs */
/** @typedef {{}} Buy_Ind_BankingInputs */
/** @typedef {{}} Buy_Ind_Beauty_CosmeticsInputs */
/** @typedef {{}} Buy_Ind_BiotechnologyInputs */
/** @typedef {{}} Buy_Ind_ConstructionInputs */
/** @typedef {{}} Buy_Ind_ConsultingInputs */
/** @typedef {{}} Buy_Ind_Consumer_ElectronicsInputs */
/** @typedef {{}} Buy_Ind_E_CommerceInputs */
/** @typedef {{}} Buy_Ind_EducationInputs */
/** @typedef {{}} Buy_Ind_Energy_UtilitiesInputs */
/** @typedef {{}} Buy_Ind_EngineeringInputs */
/** @typedef {{}} Buy_Ind_EntertainmentInputs */
/** @typedef {{}} Buy_Ind_Environmental_ServicesInputs */
/** @typedef {{}} Buy_Ind_Events_WeddingsInputs */
/** @typedef {{}} Buy_Ind_Fitness_WellnessInputs */
/** @typedef {{}} Buy_Ind_Food_BeverageInputs */
/** @typedef {{}} Buy_Ind_Furniture_Home_DecorInputs */
/** @typedef {{}} Buy_Ind_GamingInputs */
/** @typedef {{}} Buy_Ind_GovernmentInputs */
/** @typedef {{}} Buy_Ind_HealthcareInputs */
/** @typedef {{}} Buy_Ind_HospitalityInputs */
/** @typedef {{}} Buy_Ind_Human_ResourcesInputs */
/** @typedef {{}} Buy_Ind_Import_ExportInputs */
/** @typedef {{}} Buy_Ind_Information_TechnologyInputs */
/** @typedef {{}} Buy_Ind_InsuranceInputs */
/** @typedef {{}} Buy_Ind_Interior_DesignInputs */
/** @typedef {{}} Buy_Ind_JewelleryInputs */
/** @typedef {{}} Buy_Ind_Legal_ServicesInputs */
/** @typedef {{}} Buy_Ind_Logistics_TransportInputs */
/** @typedef {{}} Buy_Ind_ManufacturingInputs */
/** @typedef {{}} Buy_Ind_Media_PublishingInputs */
/** @typedef {{}} Buy_Ind_MiningInputs */
/** @typedef {{}} Buy_Ind_MusicInputs */
/** @typedef {{}} Buy_Ind_Non_ProfitInputs */
/** @typedef {{}} Buy_Ind_PharmaceuticalsInputs */
/** @typedef {{}} Buy_Ind_PhotographyInputs */
/** @typedef {{}} Buy_Ind_Printing_PackagingInputs */
/** @typedef {{}} Buy_Ind_Real_EstateInputs */
/** @typedef {{}} Buy_Ind_RecruitmentInputs */
/** @typedef {{}} Buy_Ind_Restaurants_CafesInputs */
/** @typedef {{}} Buy_Ind_RetailInputs */
/** @typedef {{}} Buy_Ind_Security_ServicesInputs */
/** @typedef {{}} Buy_Ind_Software_SaasInputs */
/** @typedef {{}} Buy_Ind_Spa_SalonInputs */
/** @typedef {{}} Buy_Ind_SportsInputs */
/** @typedef {{}} Buy_Ind_Tea_SpicesInputs */
/** @typedef {{}} Buy_Ind_TelecommunicationsInputs */
/** @typedef {{}} Buy_Ind_TextilesInputs */
/** @typedef {{}} Buy_Ind_Tourism_TravelInputs */
/** @typedef {{}} Buy_Ind_WholesaleInputs */
/** @typedef {{}} Buy_IndustryInputs */
/** @typedef {{}} Buy_Industry_ChooseInputs */
/** @typedef {{}} Buy_Industry_RequiredInputs */
/** @typedef {{}} Buy_LoadingInputs */
/** @typedef {{}} Buy_Marketing_ConsentInputs */
/** @typedef {{}} Buy_NextInputs */
/** @typedef {{}} Buy_No_PlanInputs */
/** @typedef {{}} Buy_Not_In_BrowserInputs */
/** @typedef {{}} Buy_OnboardingInputs */
/** @typedef {{}} Buy_Order_SummaryInputs */
/** @typedef {{}} Buy_OtherInputs */
/** @typedef {{}} Buy_Paid_AddedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Buy_Paid_CountdownInputs */
/** @typedef {{}} Buy_Paid_EmailedInputs */
/** @typedef {{}} Buy_Paid_ReadyInputs */
/** @typedef {{}} Buy_Paid_TitleInputs */
/** @typedef {{}} Buy_PasswordInputs */
/** @typedef {{}} Buy_Password_AgainInputs */
/** @typedef {{}} Buy_Password_HelpInputs */
/** @typedef {{}} Buy_Password_LengthInputs */
/** @typedef {{}} Buy_Password_LowerInputs */
/** @typedef {{}} Buy_Password_NumberInputs */
/** @typedef {{}} Buy_Password_RequiredInputs */
/** @typedef {{}} Buy_Password_Too_LongInputs */
/** @typedef {{}} Buy_Password_UpperInputs */
/** @typedef {{ total: NonNullable<unknown> }} Buy_PayInputs */
/** @typedef {{}} Buy_Payment_DetailsInputs */
/** @typedef {{}} Buy_Payment_FormInputs */
/** @typedef {{}} Buy_Per_MonthInputs */
/** @typedef {{}} Buy_Per_YearInputs */
/** @typedef {{}} Buy_PhoneInputs */
/** @typedef {{}} Buy_Phone_InvalidInputs */
/** @typedef {{}} Buy_Phone_PlainInputs */
/** @typedef {{}} Buy_Phone_RequiredInputs */
/** @typedef {{ plan: NonNullable<unknown> }} Buy_Plan_NameInputs */
/** @typedef {{ plan: NonNullable<unknown>, count: NonNullable<unknown> }} Buy_Platform_LimitInputs */
/** @typedef {{}} Buy_Platform_Limit_TitleInputs */
/** @typedef {{}} Buy_Platform_RequiredInputs */
/** @typedef {{ plan: NonNullable<unknown>, count: NonNullable<unknown> }} Buy_Platforms_IncludedInputs */
/** @typedef {{}} Buy_Platforms_LegendInputs */
/** @typedef {{}} Buy_Prepare_FailedInputs */
/** @typedef {{}} Buy_PrivacyInputs */
/** @typedef {{}} Buy_ProcessingInputs */
/** @typedef {{}} Buy_ProgressInputs */
/** @typedef {{}} Buy_Progress_ConfirmationInputs */
/** @typedef {{ percent: NonNullable<unknown> }} Buy_Progress_LabelInputs */
/** @typedef {{}} Buy_Progress_OnboardingInputs */
/** @typedef {{ plan: NonNullable<unknown>, service: NonNullable<unknown> }} Buy_Received_TextInputs */
/** @typedef {{}} Buy_Received_TitleInputs */
/** @typedef {{}} Buy_Resume_ContinueInputs */
/** @typedef {{}} Buy_Resume_GoInputs */
/** @typedef {{}} Buy_Resume_Gone_TextInputs */
/** @typedef {{}} Buy_Resume_Gone_TitleInputs */
/** @typedef {{}} Buy_Resume_OnceInputs */
/** @typedef {{}} Buy_Resume_OpeningInputs */
/** @typedef {{}} Buy_Resume_Opening_ButtonInputs */
/** @typedef {{}} Buy_Resume_SavedInputs */
/** @typedef {{}} Buy_Resume_TextInputs */
/** @typedef {{}} Buy_Resume_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Buy_Returning_ClosedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Buy_Returning_MismatchInputs */
/** @typedef {{}} Buy_Returning_RefundInputs */
/** @typedef {{}} Buy_Returning_TitleInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Buy_Review_Annual_TextInputs */
/** @typedef {{}} Buy_Review_Annual_TitleInputs */
/** @typedef {{}} Buy_Review_BusinessInputs */
/** @typedef {{}} Buy_Review_GoalsInputs */
/** @typedef {{}} Buy_Review_HeardInputs */
/** @typedef {{}} Buy_Review_OwnerInputs */
/** @typedef {{}} Buy_Review_PlanInputs */
/** @typedef {{ plan: NonNullable<unknown>, service: NonNullable<unknown>, price: NonNullable<unknown>, usd: NonNullable<unknown> }} Buy_Review_Plan_PriceInputs */
/** @typedef {{}} Buy_Review_PlatformsInputs */
/** @typedef {{}} Buy_Review_ResumeInputs */
/** @typedef {{}} Buy_Save_ExitInputs */
/** @typedef {{}} Buy_See_PlansInputs */
/** @typedef {{}} Buy_See_The_PlansInputs */
/** @typedef {{}} Buy_ServiceInputs */
/** @typedef {{}} Buy_Service_SocialInputs */
/** @typedef {{}} Buy_Sign_InInputs */
/** @typedef {{}} Buy_Step_AccountInputs */
/** @typedef {{}} Buy_Step_BusinessInputs */
/** @typedef {{}} Buy_Step_GoalsInputs */
/** @typedef {{}} Buy_Step_HearInputs */
/** @typedef {{ step: NonNullable<unknown>, title: NonNullable<unknown> }} Buy_Step_LabelInputs */
/** @typedef {{ step: NonNullable<unknown>, total: NonNullable<unknown> }} Buy_Step_OfInputs */
/** @typedef {{}} Buy_Step_PlatformsInputs */
/** @typedef {{}} Buy_Step_ReviewInputs */
/** @typedef {{}} Buy_Strength_FairInputs */
/** @typedef {{}} Buy_Strength_GoodInputs */
/** @typedef {{}} Buy_Strength_HintInputs */
/** @typedef {{}} Buy_Strength_LabelInputs */
/** @typedef {{}} Buy_Strength_StrongInputs */
/** @typedef {{}} Buy_Strength_Very_WeakInputs */
/** @typedef {{}} Buy_Strength_WeakInputs */
/** @typedef {{}} Buy_TermsInputs */
/** @typedef {{}} Buy_Title_CheckoutInputs */
/** @typedef {{}} Buy_Title_OnboardingInputs */
/** @typedef {{}} Buy_Title_PaymentInputs */
/** @typedef {{}} Buy_Title_ResumeInputs */
/** @typedef {{}} Buy_Total_MonthInputs */
/** @typedef {{}} Buy_Total_YearInputs */
/** @typedef {{}} Buy_WebsiteInputs */
/** @typedef {{}} Buy_Website_InvalidInputs */
/** @typedef {{}} Buy_Work_EmailInputs */
/** @typedef {{}} Calendar_All_PlatformsInputs */
/** @typedef {{}} Calendar_All_StatusesInputs */
/** @typedef {{ count: NonNullable<unknown> }} Calendar_Answer_Approved_AllInputs */
/** @typedef {{}} Calendar_Answer_Bad_DateInputs */
/** @typedef {{}} Calendar_Answer_Client_Not_FoundInputs */
/** @typedef {{}} Calendar_Answer_Client_OnlyInputs */
/** @typedef {{}} Calendar_Answer_CreatedInputs */
/** @typedef {{ status: NonNullable<unknown> }} Calendar_Answer_MovedInputs */
/** @typedef {{}} Calendar_Answer_No_PlatformInputs */
/** @typedef {{}} Calendar_Answer_None_AwaitingInputs */
/** @typedef {{}} Calendar_Answer_Not_EditableInputs */
/** @typedef {{}} Calendar_Answer_Not_WriterInputs */
/** @typedef {{ platform: NonNullable<unknown> }} Calendar_Answer_Platform_Not_ChosenInputs */
/** @typedef {{}} Calendar_Answer_Post_Not_FoundInputs */
/** @typedef {{}} Calendar_Answer_SavedInputs */
/** @typedef {{}} Calendar_Answer_StaleInputs */
/** @typedef {{}} Calendar_Answer_Stale_FormInputs */
/** @typedef {{}} Calendar_Answer_Writer_Not_AssignedInputs */
/** @typedef {{}} Calendar_Approve_AllInputs */
/** @typedef {{}} Calendar_Awaiting_OneInputs */
/** @typedef {{ count: NonNullable<unknown> }} Calendar_Awaiting_OtherInputs */
/** @typedef {{}} Calendar_Choose_ClientInputs */
/** @typedef {{}} Calendar_ClientInputs */
/** @typedef {{}} Calendar_Comment_AddedInputs */
/** @typedef {{}} Calendar_Comment_Choose_VisibilityInputs */
/** @typedef {{}} Calendar_Comment_DeletedInputs */
/** @typedef {{}} Calendar_Comment_Edit_Window_OverInputs */
/** @typedef {{}} Calendar_Comment_EditedInputs */
/** @typedef {{}} Calendar_Comment_Internal_Agency_OnlyInputs */
/** @typedef {{}} Calendar_Comment_Not_FoundInputs */
/** @typedef {{}} Calendar_Comment_Not_YoursInputs */
/** @typedef {{}} Calendar_Comment_Writer_OnlyInputs */
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
/** @typedef {{}} Calendar_Feed_Not_For_FreelancersInputs */
/** @typedef {{}} Calendar_Feed_OpenInputs */
/** @typedef {{}} Calendar_Feed_ReadyInputs */
/** @typedef {{}} Calendar_Feed_RevokedInputs */
/** @typedef {{}} Calendar_FilterInputs */
/** @typedef {{}} Calendar_FiltersInputs */
/** @typedef {{}} Calendar_HeadingInputs */
/** @typedef {{}} Calendar_Link_CopiedInputs */
/** @typedef {{}} Calendar_Media_Alt_RequiredInputs */
/** @typedef {{}} Calendar_Media_Alt_SavedInputs */
/** @typedef {{ max: NonNullable<unknown> }} Calendar_Media_Alt_Too_LongInputs */
/** @typedef {{ date: NonNullable<unknown> }} Calendar_Media_Cap_ReachedInputs */
/** @typedef {{}} Calendar_Media_Choose_DirectionInputs */
/** @typedef {{}} Calendar_Media_MixedInputs */
/** @typedef {{}} Calendar_Media_No_FileInputs */
/** @typedef {{}} Calendar_Media_Not_FoundInputs */
/** @typedef {{}} Calendar_Media_Not_MediaInputs */
/** @typedef {{}} Calendar_Media_Not_On_PostInputs */
/** @typedef {{}} Calendar_Media_One_FileInputs */
/** @typedef {{}} Calendar_Media_One_VideoInputs */
/** @typedef {{}} Calendar_Media_Order_SavedInputs */
/** @typedef {{}} Calendar_Media_Picture_AddedInputs */
/** @typedef {{}} Calendar_Media_RemovedInputs */
/** @typedef {{ count: NonNullable<unknown> }} Calendar_Media_Too_Many_ImagesInputs */
/** @typedef {{}} Calendar_Media_UnavailableInputs */
/** @typedef {{}} Calendar_Media_Video_AddedInputs */
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
/** @typedef {{}} Calendar_Post_Add_CommentInputs */
/** @typedef {{ platform: NonNullable<unknown> }} Calendar_Post_Add_ToInputs */
/** @typedef {{}} Calendar_Post_Added_EndInputs */
/** @typedef {{}} Calendar_Post_Added_MarkInputs */
/** @typedef {{}} Calendar_Post_Address_Too_LongInputs */
/** @typedef {{}} Calendar_Post_Alt_TextInputs */
/** @typedef {{}} Calendar_Post_Alt_Text_HintInputs */
/** @typedef {{ label: NonNullable<unknown> }} Calendar_Post_Alt_Text_OfInputs */
/** @typedef {{ date: NonNullable<unknown> }} Calendar_Post_Asked_OnInputs */
/** @typedef {{}} Calendar_Post_CaptionInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Calendar_Post_Caption_HintInputs */
/** @typedef {{}} Calendar_Post_Caption_Too_LongInputs */
/** @typedef {{}} Calendar_Post_Changed_Since_Client_AskedInputs */
/** @typedef {{ version: NonNullable<unknown> }} Calendar_Post_Changed_Since_VersionInputs */
/** @typedef {{}} Calendar_Post_Changed_Since_You_AskedInputs */
/** @typedef {{}} Calendar_Post_Check_Before_SendingInputs */
/** @typedef {{}} Calendar_Post_Choose_MoveInputs */
/** @typedef {{}} Calendar_Post_Choose_WriterInputs */
/** @typedef {{ count: NonNullable<unknown> }} Calendar_Post_CommentsInputs */
/** @typedef {{}} Calendar_Post_Created_The_PostInputs */
/** @typedef {{}} Calendar_Post_Date_TimeInputs */
/** @typedef {{}} Calendar_Post_DeleteInputs */
/** @typedef {{}} Calendar_Post_Delete_Your_CommentInputs */
/** @typedef {{}} Calendar_Post_EditInputs */
/** @typedef {{}} Calendar_Post_Edit_CommentInputs */
/** @typedef {{}} Calendar_Post_Edit_Your_CommentInputs */
/** @typedef {{}} Calendar_Post_EditedInputs */
/** @typedef {{}} Calendar_Post_Edited_MarkInputs */
/** @typedef {{ version: NonNullable<unknown> }} Calendar_Post_Edited_VersionInputs */
/** @typedef {{}} Calendar_Post_File_Too_LargeInputs */
/** @typedef {{}} Calendar_Post_First_CommentInputs */
/** @typedef {{}} Calendar_Post_First_Comment_Too_LongInputs */
/** @typedef {{}} Calendar_Post_Hashtag_WordInputs */
/** @typedef {{}} Calendar_Post_HashtagsInputs */
/** @typedef {{}} Calendar_Post_Hashtags_HintInputs */
/** @typedef {{}} Calendar_Post_HistoryInputs */
/** @typedef {{}} Calendar_Post_History_TimeInputs */
/** @typedef {{}} Calendar_Post_History_TitleInputs */
/** @typedef {{}} Calendar_Post_InternalInputs */
/** @typedef {{}} Calendar_Post_Internal_Agency_OnlyInputs */
/** @typedef {{}} Calendar_Post_Live_AddressInputs */
/** @typedef {{}} Calendar_Post_Live_PostInputs */
/** @typedef {{ platform: NonNullable<unknown> }} Calendar_Post_Media_HeadingInputs */
/** @typedef {{}} Calendar_Post_Media_HintInputs */
/** @typedef {{}} Calendar_Post_Move_ApproveInputs */
/** @typedef {{}} Calendar_Post_Move_DownInputs */
/** @typedef {{ label: NonNullable<unknown> }} Calendar_Post_Move_Down_OfInputs */
/** @typedef {{}} Calendar_Post_Move_FailInputs */
/** @typedef {{}} Calendar_Post_Move_HoldInputs */
/** @typedef {{}} Calendar_Post_Move_PublishInputs */
/** @typedef {{}} Calendar_Post_Move_Request_ChangesInputs */
/** @typedef {{}} Calendar_Post_Move_ResumeInputs */
/** @typedef {{}} Calendar_Post_Move_ReturnInputs */
/** @typedef {{}} Calendar_Post_Move_ScheduleInputs */
/** @typedef {{}} Calendar_Post_Move_SendInputs */
/** @typedef {{}} Calendar_Post_Move_SubmitInputs */
/** @typedef {{}} Calendar_Post_Move_UpInputs */
/** @typedef {{ label: NonNullable<unknown> }} Calendar_Post_Move_Up_OfInputs */
/** @typedef {{}} Calendar_Post_Mp4_VideoInputs */
/** @typedef {{}} Calendar_Post_Next_StepInputs */
/** @typedef {{}} Calendar_Post_No_Caption_ChangeInputs */
/** @typedef {{}} Calendar_Post_No_PlatformsInputs */
/** @typedef {{}} Calendar_Post_No_WriterInputs */
/** @typedef {{}} Calendar_Post_NoteInputs */
/** @typedef {{}} Calendar_Post_Note_Too_LongInputs */
/** @typedef {{}} Calendar_Post_Nothing_ChangedInputs */
/** @typedef {{ count: NonNullable<unknown>, promised: NonNullable<unknown> }} Calendar_Post_Over_QuotaInputs */
/** @typedef {{ title: NonNullable<unknown> }} Calendar_Post_Page_TitleInputs */
/** @typedef {{ number: NonNullable<unknown> }} Calendar_Post_Picture_NInputs */
/** @typedef {{}} Calendar_Post_Picture_Or_VideoInputs */
/** @typedef {{}} Calendar_Post_PlatformsInputs */
/** @typedef {{}} Calendar_Post_Post_CommentInputs */
/** @typedef {{}} Calendar_Post_ReasonInputs */
/** @typedef {{}} Calendar_Post_RemoveInputs */
/** @typedef {{ label: NonNullable<unknown> }} Calendar_Post_Remove_OfInputs */
/** @typedef {{}} Calendar_Post_Removed_EndInputs */
/** @typedef {{}} Calendar_Post_Removed_MarkInputs */
/** @typedef {{}} Calendar_Post_Role_AdminInputs */
/** @typedef {{}} Calendar_Post_SaveInputs */
/** @typedef {{}} Calendar_Post_Save_Alt_TextInputs */
/** @typedef {{}} Calendar_Post_Save_CommentInputs */
/** @typedef {{}} Calendar_Post_SendingInputs */
/** @typedef {{}} Calendar_Post_SharedInputs */
/** @typedef {{}} Calendar_Post_Shared_With_ClientInputs */
/** @typedef {{}} Calendar_Post_Sri_LankaInputs */
/** @typedef {{}} Calendar_Post_TitleInputs */
/** @typedef {{}} Calendar_Post_Title_RequiredInputs */
/** @typedef {{}} Calendar_Post_Title_Too_LongInputs */
/** @typedef {{}} Calendar_Post_Too_Many_HashtagsInputs */
/** @typedef {{ platform: NonNullable<unknown> }} Calendar_Post_Unpaid_PlatformInputs */
/** @typedef {{}} Calendar_Post_Version_OneInputs */
/** @typedef {{ number: NonNullable<unknown> }} Calendar_Post_Video_NInputs */
/** @typedef {{ when: NonNullable<unknown> }} Calendar_Post_WhenInputs */
/** @typedef {{}} Calendar_Post_Who_Sees_ItInputs */
/** @typedef {{ count: NonNullable<unknown> }} Calendar_Post_Words_AddedInputs */
/** @typedef {{ added: NonNullable<unknown>, removed: NonNullable<unknown> }} Calendar_Post_Words_BothInputs */
/** @typedef {{ count: NonNullable<unknown> }} Calendar_Post_Words_RemovedInputs */
/** @typedef {{ platform: NonNullable<unknown> }} Calendar_Post_Write_ForInputs */
/** @typedef {{}} Calendar_Post_WriterInputs */
/** @typedef {{}} Calendar_PostsInputs */
/** @typedef {{}} Calendar_Previous_MonthInputs */
/** @typedef {{}} Calendar_Previous_WeekInputs */
/** @typedef {{}} Calendar_Query_ClientInputs */
/** @typedef {{}} Calendar_Query_MonthInputs */
/** @typedef {{}} Calendar_Query_PlatformInputs */
/** @typedef {{}} Calendar_Query_StatusInputs */
/** @typedef {{}} Calendar_Query_ViewInputs */
/** @typedef {{}} Calendar_Query_WeekInputs */
/** @typedef {{}} Calendar_Quota_LabelInputs */
/** @typedef {{ over: NonNullable<unknown> }} Calendar_Quota_OverInputs */
/** @typedef {{ used: NonNullable<unknown>, allowed: NonNullable<unknown> }} Calendar_Quota_PlatformsInputs */
/** @typedef {{}} Calendar_Quota_Platforms_Over_OneInputs */
/** @typedef {{ over: NonNullable<unknown> }} Calendar_Quota_Platforms_Over_OtherInputs */
/** @typedef {{ used: NonNullable<unknown>, promised: NonNullable<unknown> }} Calendar_Quota_PostsInputs */
/** @typedef {{}} Calendar_Reschedule_Bad_DayInputs */
/** @typedef {{}} Calendar_Reschedule_Choose_PostInputs */
/** @typedef {{ when: NonNullable<unknown> }} Calendar_Reschedule_MovedInputs */
/** @typedef {{ when: NonNullable<unknown> }} Calendar_Reschedule_Moved_BackInputs */
/** @typedef {{}} Calendar_Reschedule_Not_YoursInputs */
/** @typedef {{}} Calendar_Reschedule_PassedInputs */
/** @typedef {{}} Calendar_Reschedule_PublishedInputs */
/** @typedef {{}} Calendar_Reschedule_Same_DayInputs */
/** @typedef {{}} Calendar_Reschedule_Too_FarInputs */
/** @typedef {{}} Calendar_Review_None_RevokedInputs */
/** @typedef {{}} Calendar_Review_Not_For_FreelancersInputs */
/** @typedef {{}} Calendar_Review_Post_Not_In_LinkInputs */
/** @typedef {{}} Calendar_Review_RevokedInputs */
/** @typedef {{ until: NonNullable<unknown> }} Calendar_Review_SharedInputs */
/** @typedef {{}} Calendar_Review_Whatsapp_TextInputs */
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
/** @typedef {{}} Calendar_Unknown_FormInputs */
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
/** @typedef {{}} Calendar_Workflow_Not_In_FutureInputs */
/** @typedef {{}} Calendar_Workflow_Not_YoursInputs */
/** @typedef {{}} Calendar_Workflow_Note_RequiredInputs */
/** @typedef {{}} Calendar_Workflow_Reason_RequiredInputs */
/** @typedef {{}} Calendar_Workflow_The_PlatformsInputs */
/** @typedef {{}} Calendar_Workflow_Url_RequiredInputs */
/** @typedef {{ sites: NonNullable<unknown> }} Calendar_Workflow_Url_Wrong_SiteInputs */
/** @typedef {{ status: NonNullable<unknown>, move: NonNullable<unknown> }} Calendar_Workflow_Wrong_StatusInputs */
/** @typedef {{ platform: NonNullable<unknown>, limit: NonNullable<unknown>, count: NonNullable<unknown> }} Caption_Too_LongInputs */
/** @typedef {{ platform: NonNullable<unknown>, limit: NonNullable<unknown>, count: NonNullable<unknown> }} Caption_Too_Many_TagsInputs */
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
/** @typedef {{}} Error_Access_Denied_Page_TitleInputs */
/** @typedef {{}} Error_Access_Denied_TextInputs */
/** @typedef {{}} Error_Access_Denied_TitleInputs */
/** @typedef {{}} Error_Back_To_DashboardInputs */
/** @typedef {{}} Error_Back_To_Your_DashboardInputs */
/** @typedef {{}} Error_Not_Found_Page_TitleInputs */
/** @typedef {{}} Error_Not_Found_TitleInputs */
/** @typedef {{}} Insights_Ai_EmptyInputs */
/** @typedef {{ reason: NonNullable<unknown> }} Insights_Ai_UnavailableInputs */
/** @typedef {{}} Insights_AskInputs */
/** @typedef {{}} Insights_Ask_AboutInputs */
/** @typedef {{}} Insights_Ask_MoreInputs */
/** @typedef {{ title: NonNullable<unknown> }} Insights_Assistant_ForInputs */
/** @typedef {{ titles: NonNullable<unknown> }} Insights_At_RiskInputs */
/** @typedef {{}} Insights_At_Risk_PaceInputs */
/** @typedef {{}} Insights_Client_TitleInputs */
/** @typedef {{ title: NonNullable<unknown>, progress: NonNullable<unknown>, status: NonNullable<unknown> }} Insights_CompletedInputs */
/** @typedef {{ title: NonNullable<unknown>, progress: NonNullable<unknown>, status: NonNullable<unknown>, date: NonNullable<unknown> }} Insights_Completed_OnInputs */
/** @typedef {{}} Insights_Deadline_NoneInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Insights_Deadline_OnInputs */
/** @typedef {{ days: NonNullable<unknown>, date: NonNullable<unknown> }} Insights_Deadline_PastInputs */
/** @typedef {{ date: NonNullable<unknown> }} Insights_Deadline_TodayInputs */
/** @typedef {{ rate: NonNullable<unknown> }} Insights_Figure_BounceInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_Figure_Page_ViewsInputs */
/** @typedef {{ minutes: NonNullable<unknown> }} Insights_Figure_SessionInputs */
/** @typedef {{ count: NonNullable<unknown> }} Insights_Figure_VisitorsInputs */
/** @typedef {{}} Insights_Full_ReportsInputs */
/** @typedef {{ when: NonNullable<unknown>, progress: NonNullable<unknown> }} Insights_Latest_UpdateInputs */
/** @typedef {{ when: NonNullable<unknown>, progress: NonNullable<unknown>, notes: NonNullable<unknown> }} Insights_Latest_Update_NotesInputs */
/** @typedef {{}} Insights_LocalInputs */
/** @typedef {{ next: NonNullable<unknown> }} Insights_NextInputs */
/** @typedef {{}} Insights_Next_AssignInputs */
/** @typedef {{}} Insights_Next_ConnectInputs */
/** @typedef {{ title: NonNullable<unknown>, date: NonNullable<unknown> }} Insights_Next_DeadlineInputs */
/** @typedef {{}} Insights_Next_DevelopmentInputs */
/** @typedef {{}} Insights_Next_First_ReportInputs */
/** @typedef {{}} Insights_Next_Report_ReadyInputs */
/** @typedef {{}} Insights_Next_TestingInputs */
/** @typedef {{}} Insights_Next_Work_StartsInputs */
/** @typedef {{}} Insights_No_FiguresInputs */
/** @typedef {{}} Insights_No_ProjectsInputs */
/** @typedef {{ title: NonNullable<unknown> }} Insights_No_Report_Not_CompletedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Insights_No_Report_Not_ConnectedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Insights_No_Report_YetInputs */
/** @typedef {{}} Insights_No_ReportsInputs */
/** @typedef {{}} Insights_None_At_RiskInputs */
/** @typedef {{ pace: NonNullable<unknown> }} Insights_PaceInputs */
/** @typedef {{}} Insights_Pace_NoneInputs */
/** @typedef {{ title: NonNullable<unknown>, name: NonNullable<unknown> }} Insights_Person_FreelancerInputs */
/** @typedef {{ title: NonNullable<unknown> }} Insights_Person_NoneInputs */
/** @typedef {{ title: NonNullable<unknown>, progress: NonNullable<unknown>, status: NonNullable<unknown>, deadline: NonNullable<unknown>, pace: NonNullable<unknown> }} Insights_Project_LineInputs */
/** @typedef {{}} Insights_Project_Not_FoundInputs */
/** @typedef {{}} Insights_Prompt_RequiredInputs */
/** @typedef {{}} Insights_Prompt_Too_LongInputs */
/** @typedef {{ title: NonNullable<unknown>, date: NonNullable<unknown>, figures: NonNullable<unknown> }} Insights_ReportInputs */
/** @typedef {{ count: NonNullable<unknown>, underWay: NonNullable<unknown>, completed: NonNullable<unknown>, average: NonNullable<unknown> }} Insights_SummaryInputs */
/** @typedef {{}} Insights_ThinkingInputs */
/** @typedef {{ pages: NonNullable<unknown> }} Insights_Top_PagesInputs */
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
/** @typedef {{}} Notifications_All_ReadInputs */
/** @typedef {{}} Notifications_Choose_MailsInputs */
/** @typedef {{}} Notifications_Kind_ApprovalInputs */
/** @typedef {{}} Notifications_Kind_AssignmentInputs */
/** @typedef {{}} Notifications_Kind_Change_RequestInputs */
/** @typedef {{}} Notifications_Kind_CommentInputs */
/** @typedef {{}} Notifications_Kind_LeadInputs */
/** @typedef {{}} Notifications_Kind_PaymentInputs */
/** @typedef {{}} Notifications_Kind_PostInputs */
/** @typedef {{}} Notifications_Kind_Post_OverdueInputs */
/** @typedef {{}} Notifications_Kind_Post_ReminderInputs */
/** @typedef {{}} Notifications_Kind_ProjectInputs */
/** @typedef {{}} Notifications_Kind_StatusInputs */
/** @typedef {{}} Notifications_Kind_TicketInputs */
/** @typedef {{}} Notifications_Kind_UpdateInputs */
/** @typedef {{}} Notifications_List_LabelInputs */
/** @typedef {{}} Notifications_Mails_IntroInputs */
/** @typedef {{}} Notifications_Mails_TitleInputs */
/** @typedef {{}} Notifications_Mark_AllInputs */
/** @typedef {{}} Notifications_Mode_DigestInputs */
/** @typedef {{}} Notifications_Mode_InstantInputs */
/** @typedef {{}} Notifications_Mode_OffInputs */
/** @typedef {{}} Notifications_NoneInputs */
/** @typedef {{}} Notifications_Not_FoundInputs */
/** @typedef {{}} Notifications_Nothing_UnreadInputs */
/** @typedef {{}} Notifications_Page_TitleInputs */
/** @typedef {{}} Notifications_Prefs_InvalidInputs */
/** @typedef {{}} Notifications_Prefs_SavedInputs */
/** @typedef {{}} Notifications_Profile_LinkInputs */
/** @typedef {{}} Notifications_SaveInputs */
/** @typedef {{}} Notifications_TitleInputs */
/** @typedef {{}} Notifications_Unknown_FormInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notifications_Unread_CountInputs */
/** @typedef {{}} Notifications_Unread_MarkInputs */
/** @typedef {{ name: NonNullable<unknown> }} Notify_Lead_ContactInputs */
/** @typedef {{ name: NonNullable<unknown> }} Notify_Lead_QuoteInputs */
/** @typedef {{ kinds: NonNullable<unknown> }} Notify_Mail_BecauseInputs */
/** @typedef {{ kinds: NonNullable<unknown> }} Notify_Mail_Digest_BecauseInputs */
/** @typedef {{}} Notify_Mail_Digest_HeadingInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notify_Mail_Digest_SubjectInputs */
/** @typedef {{}} Notify_Mail_Digest_UnsubscribeInputs */
/** @typedef {{}} Notify_Mail_ManageInputs */
/** @typedef {{ latest: NonNullable<unknown>, more: NonNullable<unknown> }} Notify_Mail_MoreInputs */
/** @typedef {{}} Notify_Mail_OpenInputs */
/** @typedef {{}} Notify_Mail_See_AllInputs */
/** @typedef {{ title: NonNullable<unknown>, count: NonNullable<unknown> }} Notify_Mail_Thread_SubjectInputs */
/** @typedef {{ count: NonNullable<unknown> }} Notify_Mail_Thread_SummaryInputs */
/** @typedef {{ kind: NonNullable<unknown> }} Notify_Mail_UnsubscribeInputs */
/** @typedef {{ what: NonNullable<unknown> }} Notify_Payment_FailedInputs */
/** @typedef {{ order: NonNullable<unknown> }} Notify_Payment_OrderInputs */
/** @typedef {{ order: NonNullable<unknown>, email: NonNullable<unknown> }} Notify_Payment_Order_EmailInputs */
/** @typedef {{ what: NonNullable<unknown> }} Notify_Payment_ReceivedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notify_Post_AwaitingInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notify_Post_CommentInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notify_Post_Internal_CommentInputs */
/** @typedef {{ title: NonNullable<unknown>, to: NonNullable<unknown> }} Notify_Post_MovedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Notify_Post_Moved_NoteInputs */
/** @typedef {{ when: NonNullable<unknown>, status: NonNullable<unknown> }} Notify_Post_Overdue_BodyInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notify_Post_Overdue_TitleInputs */
/** @typedef {{ when: NonNullable<unknown> }} Notify_Post_Reminder_BodyInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notify_Post_Reminder_TitleInputs */
/** @typedef {{ title: NonNullable<unknown>, status: NonNullable<unknown> }} Notify_Post_StatusInputs */
/** @typedef {{ count: NonNullable<unknown>, month: NonNullable<unknown> }} Notify_Posts_ApprovedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notify_Project_AssignedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notify_Project_CommentInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notify_Project_NewInputs */
/** @typedef {{ title: NonNullable<unknown>, progress: NonNullable<unknown> }} Notify_Project_ProgressInputs */
/** @typedef {{ title: NonNullable<unknown>, progress: NonNullable<unknown>, previous: NonNullable<unknown> }} Notify_Project_Progress_BackInputs */
/** @typedef {{ title: NonNullable<unknown>, status: NonNullable<unknown> }} Notify_Project_StatusInputs */
/** @typedef {{ order: NonNullable<unknown>, email: NonNullable<unknown>, payment: NonNullable<unknown>, detail: NonNullable<unknown> }} Notify_Return_BodyInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Notify_Return_ClosedInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Notify_Return_DuplicateInputs */
/** @typedef {{ amount: NonNullable<unknown> }} Notify_Return_TermsInputs */
/** @typedef {{ reference: NonNullable<unknown>, subject: NonNullable<unknown> }} Notify_Ticket_AssignedInputs */
/** @typedef {{ reference: NonNullable<unknown>, subject: NonNullable<unknown> }} Notify_Ticket_Client_ReplyInputs */
/** @typedef {{ reference: NonNullable<unknown>, subject: NonNullable<unknown> }} Notify_Ticket_NewInputs */
/** @typedef {{ reference: NonNullable<unknown>, subject: NonNullable<unknown> }} Notify_Ticket_ReplyInputs */
/** @typedef {{ reference: NonNullable<unknown>, status: NonNullable<unknown>, subject: NonNullable<unknown> }} Notify_Ticket_StatusInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notify_Update_ApprovedInputs */
/** @typedef {{ title: NonNullable<unknown> }} Notify_Update_Changes_RequestedInputs */
/** @typedef {{ platform: NonNullable<unknown> }} Preview_CaptionInputs */
/** @typedef {{}} Preview_CharactersInputs */
/** @typedef {{}} Preview_LessInputs */
/** @typedef {{ count: NonNullable<unknown> }} Preview_Media_CountInputs */
/** @typedef {{}} Preview_MoreInputs */
/** @typedef {{}} Preview_No_MediaInputs */
/** @typedef {{}} Preview_Over_LimitInputs */
/** @typedef {{}} Preview_See_LessInputs */
/** @typedef {{}} Preview_See_MoreInputs */
/** @typedef {{}} Profile_2fa_App_CodeInputs */
/** @typedef {{}} Profile_2fa_By_HandInputs */
/** @typedef {{}} Profile_2fa_Codes_ListInputs */
/** @typedef {{}} Profile_2fa_Codes_TextInputs */
/** @typedef {{}} Profile_2fa_Codes_TitleInputs */
/** @typedef {{}} Profile_2fa_Disable_CodeInputs */
/** @typedef {{}} Profile_2fa_Enter_CodeInputs */
/** @typedef {{}} Profile_2fa_IntroInputs */
/** @typedef {{}} Profile_2fa_Must_EnrolInputs */
/** @typedef {{}} Profile_2fa_OnInputs */
/** @typedef {{}} Profile_2fa_Qr_AltInputs */
/** @typedef {{}} Profile_2fa_RegenerateInputs */
/** @typedef {{}} Profile_2fa_Regenerate_TitleInputs */
/** @typedef {{}} Profile_2fa_ScanInputs */
/** @typedef {{ date: NonNullable<unknown>, left: NonNullable<unknown> }} Profile_2fa_SinceInputs */
/** @typedef {{}} Profile_2fa_StartInputs */
/** @typedef {{}} Profile_2fa_TitleInputs */
/** @typedef {{}} Profile_2fa_Turn_OffInputs */
/** @typedef {{}} Profile_2fa_Turn_OnInputs */
/** @typedef {{}} Profile_A_BrowserInputs */
/** @typedef {{}} Profile_A_ScriptInputs */
/** @typedef {{}} Profile_Account_Page_TitleInputs */
/** @typedef {{}} Profile_Change_EmailInputs */
/** @typedef {{}} Profile_Change_PasswordInputs */
/** @typedef {{}} Profile_Confirm_PasswordInputs */
/** @typedef {{}} Profile_Current_PasswordInputs */
/** @typedef {{}} Profile_Device_GoneInputs */
/** @typedef {{ browser: NonNullable<unknown>, system: NonNullable<unknown> }} Profile_Device_OnInputs */
/** @typedef {{}} Profile_Device_Signed_OutInputs */
/** @typedef {{}} Profile_Devices_TitleInputs */
/** @typedef {{}} Profile_Email_Change_NoteInputs */
/** @typedef {{ email: NonNullable<unknown> }} Profile_Email_IsInputs */
/** @typedef {{}} Profile_Failed_AttemptInputs */
/** @typedef {{}} Profile_LanguageInputs */
/** @typedef {{}} Profile_Last_ActiveInputs */
/** @typedef {{}} Profile_New_EmailInputs */
/** @typedef {{}} Profile_New_PasswordInputs */
/** @typedef {{}} Profile_No_Sign_InsInputs */
/** @typedef {{}} Profile_Others_Signed_OutInputs */
/** @typedef {{ section: NonNullable<unknown> }} Profile_Page_TitleInputs */
/** @typedef {{}} Profile_Password_ChangedInputs */
/** @typedef {{}} Profile_Password_RuleInputs */
/** @typedef {{}} Profile_RoleInputs */
/** @typedef {{}} Profile_Save_LanguageInputs */
/** @typedef {{}} Profile_Save_NameInputs */
/** @typedef {{}} Profile_SavingInputs */
/** @typedef {{}} Profile_Section_AccountInputs */
/** @typedef {{}} Profile_Section_DevicesInputs */
/** @typedef {{}} Profile_Section_NotificationsInputs */
/** @typedef {{}} Profile_Section_SecurityInputs */
/** @typedef {{}} Profile_Sections_NavInputs */
/** @typedef {{}} Profile_SendingInputs */
/** @typedef {{}} Profile_Sign_Ins_Change_PasswordInputs */
/** @typedef {{}} Profile_Sign_Ins_If_Not_YouInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Profile_Sign_Ins_IntroInputs */
/** @typedef {{}} Profile_Sign_Ins_Sign_Out_OthersInputs */
/** @typedef {{}} Profile_Sign_Ins_TitleInputs */
/** @typedef {{}} Profile_Sign_Out_DeviceInputs */
/** @typedef {{}} Profile_Sign_Out_OthersInputs */
/** @typedef {{}} Profile_Signed_InInputs */
/** @typedef {{}} Profile_This_DeviceInputs */
/** @typedef {{}} Profile_TitleInputs */
/** @typedef {{}} Profile_Unknown_AddressInputs */
/** @typedef {{}} Profile_Unknown_DeviceInputs */
/** @typedef {{}} Profile_Wrong_CurrentInputs */
/** @typedef {{}} Profile_Your_NameInputs */
/** @typedef {{}} Project_Add_CommentInputs */
/** @typedef {{}} Project_AnalyticsInputs */
/** @typedef {{}} Project_Analytics_ConnectedInputs */
/** @typedef {{}} Project_Analytics_TrendsInputs */
/** @typedef {{}} Project_Answer_ApprovedInputs */
/** @typedef {{}} Project_Answer_Changes_RequestedInputs */
/** @typedef {{}} Project_Answer_Client_OnlyInputs */
/** @typedef {{}} Project_Answer_Comment_AddedInputs */
/** @typedef {{}} Project_Answer_Comment_DeletedInputs */
/** @typedef {{}} Project_Answer_Comment_EditedInputs */
/** @typedef {{}} Project_Answer_Comment_Not_FoundInputs */
/** @typedef {{}} Project_Answer_Complete_From_PendingInputs */
/** @typedef {{}} Project_Answer_Completed_AssignInputs */
/** @typedef {{}} Project_Answer_Completed_ProgressInputs */
/** @typedef {{}} Project_Answer_Completion_Needs_ApprovalInputs */
/** @typedef {{}} Project_Answer_Edit_Window_OverInputs */
/** @typedef {{}} Project_Answer_FailedInputs */
/** @typedef {{}} Project_Answer_Image_Too_LargeInputs */
/** @typedef {{}} Project_Answer_Image_UnavailableInputs */
/** @typedef {{}} Project_Answer_Needs_FreelancerInputs */
/** @typedef {{}} Project_Answer_Not_FoundInputs */
/** @typedef {{}} Project_Answer_Not_YoursInputs */
/** @typedef {{}} Project_Answer_Notes_TextInputs */
/** @typedef {{}} Project_Answer_One_ImageInputs */
/** @typedef {{}} Project_Answer_Pending_With_FreelancerInputs */
/** @typedef {{}} Project_Answer_Screenshot_Too_LargeInputs */
/** @typedef {{}} Project_Answer_Screenshots_UnavailableInputs */
/** @typedef {{ max: NonNullable<unknown> }} Project_Answer_Too_Many_ImagesInputs */
/** @typedef {{}} Project_Answer_Unknown_FormInputs */
/** @typedef {{}} Project_Answer_Update_Not_FoundInputs */
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
/** @typedef {{}} Project_Google_ConnectionInputs */
/** @typedef {{}} Project_Google_ImportInputs */
/** @typedef {{}} Project_Image_AttachedInputs */
/** @typedef {{}} Project_Image_OptionalInputs */
/** @typedef {{}} Project_Keep_ItInputs */
/** @typedef {{}} Project_Keywords_ManageInputs */
/** @typedef {{ client: NonNullable<unknown>, plan: NonNullable<unknown>, limit: NonNullable<unknown> }} Project_Keywords_TracksInputs */
/** @typedef {{ client: NonNullable<unknown>, plan: NonNullable<unknown> }} Project_Keywords_Tracks_UnlimitedInputs */
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
/** @typedef {{}} Project_Report_Average_SessionInputs */
/** @typedef {{}} Project_Report_Bounce_RateInputs */
/** @typedef {{ count: NonNullable<unknown> }} Project_Report_MinutesInputs */
/** @typedef {{ date: NonNullable<unknown> }} Project_Report_OfInputs */
/** @typedef {{}} Project_Report_Page_ViewsInputs */
/** @typedef {{}} Project_Report_Top_PagesInputs */
/** @typedef {{}} Project_Report_Unique_VisitorsInputs */
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
/** @typedef {{}} Report_Admin_TitleInputs */
/** @typedef {{}} Report_Choose_MonthInputs */
/** @typedef {{}} Report_DownloadInputs */
/** @typedef {{}} Report_FirstInputs */
/** @typedef {{ month: NonNullable<unknown> }} Report_For_MonthInputs */
/** @typedef {{}} Report_FreelancerInputs */
/** @typedef {{ time: NonNullable<unknown> }} Report_MadeInputs */
/** @typedef {{ date: NonNullable<unknown> }} Report_Made_OnInputs */
/** @typedef {{ time: NonNullable<unknown> }} Report_MailedInputs */
/** @typedef {{}} Report_MonthInputs */
/** @typedef {{}} Report_MonthlyInputs */
/** @typedef {{ month: NonNullable<unknown> }} Report_Monthly_ForInputs */
/** @typedef {{}} Report_No_ClientInputs */
/** @typedef {{}} Report_NoneInputs */
/** @typedef {{}} Report_Not_FoundInputs */
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
/** @typedef {{}} Report_UnmadeInputs */
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
/** @typedef {{}} Results_Google_ChosenInputs */
/** @typedef {{}} Results_Google_Connect_FailedInputs */
/** @typedef {{}} Results_Google_ConnectedInputs */
/** @typedef {{}} Results_Google_DeclinedInputs */
/** @typedef {{}} Results_Google_Disconnect_FailedInputs */
/** @typedef {{}} Results_Google_DisconnectedInputs */
/** @typedef {{}} Results_Google_Grant_RevokedInputs */
/** @typedef {{}} Results_Google_Import_BrokeInputs */
/** @typedef {{}} Results_Google_No_Refresh_TokenInputs */
/** @typedef {{}} Results_Google_Not_A_ChoiceInputs */
/** @typedef {{}} Results_Google_Not_ConnectedInputs */
/** @typedef {{}} Results_Google_State_RefusedInputs */
/** @typedef {{}} Results_Meta_Connect_FailedInputs */
/** @typedef {{}} Results_Meta_ConnectedInputs */
/** @typedef {{}} Results_Meta_Disconnect_FailedInputs */
/** @typedef {{}} Results_Meta_DisconnectedInputs */
/** @typedef {{}} Results_Meta_Login_DeniedInputs */
/** @typedef {{}} Results_Meta_No_PagesInputs */
/** @typedef {{}} Results_Meta_Not_A_ChoiceInputs */
/** @typedef {{}} Results_Meta_Not_ConnectedInputs */
/** @typedef {{}} Results_Meta_PickedInputs */
/** @typedef {{}} Results_Meta_Rate_LimitedInputs */
/** @typedef {{}} Results_Meta_State_RefusedInputs */
/** @typedef {{}} Results_Meta_Token_RefusedInputs */
/** @typedef {{ current: NonNullable<unknown>, previous: NonNullable<unknown> }} Results_Month_AgainstInputs */
/** @typedef {{}} Results_Month_Over_MonthInputs */
/** @typedef {{}} Results_No_FigureInputs */
/** @typedef {{}} Results_NoneInputs */
/** @typedef {{}} Results_Not_FoundInputs */
/** @typedef {{}} Results_Nothing_ConnectedInputs */
/** @typedef {{ family: NonNullable<unknown> }} Results_Per_DayInputs */
/** @typedef {{}} Results_PeriodInputs */
/** @typedef {{}} Results_TrendsInputs */
/** @typedef {{}} Review_ApproveInputs */
/** @typedef {{}} Review_Choose_MoveInputs */
/** @typedef {{}} Review_Choose_PostInputs */
/** @typedef {{ title: NonNullable<unknown> }} Review_Decision_OnInputs */
/** @typedef {{}} Review_EyebrowInputs */
/** @typedef {{}} Review_GoneInputs */
/** @typedef {{}} Review_Gone_TitleInputs */
/** @typedef {{}} Review_HoldInputs */
/** @typedef {{}} Review_Limited_TitleInputs */
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
/** @typedef {{ unread: NonNullable<unknown> }} Shell_BellInputs */
/** @typedef {{}} Shell_Close_SidebarInputs */
/** @typedef {{}} Shell_Current_UserInputs */
/** @typedef {{}} Shell_Install_AppInputs */
/** @typedef {{}} Shell_Install_DialogInputs */
/** @typedef {{}} Shell_Install_Not_NowInputs */
/** @typedef {{}} Shell_Install_TextInputs */
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
/** @typedef {{}} Shell_Sign_OutInputs */
/** @typedef {{}} Shell_Skip_To_ContentInputs */
/** @typedef {{}} Shell_Toggle_SidebarInputs */
/** @typedef {{}} Shell_Toggle_Sidebar_TitleInputs */
/** @typedef {{}} Shell_WelcomeInputs */
/** @typedef {{}} Support_Answer_Already_ClosedInputs */
/** @typedef {{}} Support_Answer_AssignedInputs */
/** @typedef {{}} Support_Answer_Assignee_Not_FoundInputs */
/** @typedef {{}} Support_Answer_Closed_NowInputs */
/** @typedef {{}} Support_Answer_FailedInputs */
/** @typedef {{}} Support_Answer_ForbiddenInputs */
/** @typedef {{}} Support_Answer_Message_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Support_Answer_Message_Too_LongInputs */
/** @typedef {{}} Support_Answer_Not_FoundInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Support_Answer_OpenedInputs */
/** @typedef {{}} Support_Answer_Project_Not_FoundInputs */
/** @typedef {{}} Support_Answer_RepliedInputs */
/** @typedef {{ status: NonNullable<unknown> }} Support_Answer_Status_SetInputs */
/** @typedef {{}} Support_Answer_Subject_RequiredInputs */
/** @typedef {{ max: NonNullable<unknown> }} Support_Answer_Subject_Too_LongInputs */
/** @typedef {{}} Support_Answer_UnassignedInputs */
/** @typedef {{}} Support_Answer_Unknown_FormInputs */
/** @typedef {{}} Support_Answer_Unknown_PriorityInputs */
/** @typedef {{}} Support_Answer_Unknown_StatusInputs */
/** @typedef {{}} Support_Col_AssignedInputs */
/** @typedef {{}} Support_Col_FromInputs */
/** @typedef {{}} Support_Col_Last_ActivityInputs */
/** @typedef {{}} Support_Col_PriorityInputs */
/** @typedef {{}} Support_Col_ReferenceInputs */
/** @typedef {{}} Support_Col_StatusInputs */
/** @typedef {{}} Support_Col_SubjectInputs */
/** @typedef {{}} Support_NobodyInputs */
/** @typedef {{}} Support_Table_CaptionInputs */
/** @typedef {{}} Support_Ticket_Priority_CriticalInputs */
/** @typedef {{}} Support_Ticket_Priority_HighInputs */
/** @typedef {{}} Support_Ticket_Priority_LowInputs */
/** @typedef {{}} Support_Ticket_Priority_MediumInputs */
/** @typedef {{}} Support_Ticket_Priority_SuffixInputs */
/** @typedef {{}} Support_Ticket_Status_ClosedInputs */
/** @typedef {{}} Support_Ticket_Status_OpenInputs */
/** @typedef {{}} Support_Ticket_Status_ResolvedInputs */
/** @typedef {{}} Support_Ticket_Status_WaitingInputs */
/** @typedef {{ name: NonNullable<unknown> }} Ticket_Agency_PersonInputs */
/** @typedef {{}} Ticket_Agency_SupportInputs */
/** @typedef {{}} Ticket_AllInputs */
/** @typedef {{}} Ticket_CloseInputs */
/** @typedef {{}} Ticket_Closed_NoteInputs */
/** @typedef {{}} Ticket_ErrorInputs */
/** @typedef {{}} Ticket_From_Public_FormInputs */
/** @typedef {{}} Ticket_MessageInputs */
/** @typedef {{}} Ticket_MessagesInputs */
/** @typedef {{}} Ticket_NewInputs */
/** @typedef {{}} Ticket_No_ProjectInputs */
/** @typedef {{}} Ticket_NoneInputs */
/** @typedef {{}} Ticket_OpenInputs */
/** @typedef {{}} Ticket_OpeningInputs */
/** @typedef {{ reference: NonNullable<unknown> }} Ticket_Page_TitleInputs */
/** @typedef {{}} Ticket_PriorityInputs */
/** @typedef {{}} Ticket_ProjectInputs */
/** @typedef {{ title: NonNullable<unknown> }} Ticket_Project_LineInputs */
/** @typedef {{}} Ticket_Reply_FormInputs */
/** @typedef {{}} Ticket_Send_ReplyInputs */
/** @typedef {{}} Ticket_SendingInputs */
/** @typedef {{}} Ticket_SubjectInputs */
/** @typedef {{}} Ticket_SupportInputs */
/** @typedef {{}} Ticket_Support_Page_TitleInputs */
/** @typedef {{}} Ticket_Your_ReplyInputs */
/** @typedef {{}} Ticket_YoursInputs */
/** @typedef {{}} Twofactor_Already_OnInputs */
/** @typedef {{}} Twofactor_Challenge_GoneInputs */
/** @typedef {{}} Twofactor_CodeInputs */
/** @typedef {{}} Twofactor_Code_Or_RecoveryInputs */
/** @typedef {{}} Twofactor_Codes_RegeneratedInputs */
/** @typedef {{}} Twofactor_Current_RequiredInputs */
/** @typedef {{}} Twofactor_Last_Try_UsedInputs */
/** @typedef {{}} Twofactor_Not_OnInputs */
/** @typedef {{}} Twofactor_Not_StartedInputs */
/** @typedef {{}} Twofactor_Required_For_AdminsInputs */
/** @typedef {{}} Twofactor_StartedInputs */
/** @typedef {{}} Twofactor_Turned_OffInputs */
/** @typedef {{}} Twofactor_Turned_OnInputs */
/** @typedef {{}} Twofactor_Wrong_CodeInputs */
/** @typedef {{}} Twofactor_Wrong_Code_Or_RecoveryInputs */
/** @typedef {{}} Ui_Check_What_You_SentInputs */
/** @typedef {{}} Ui_CloseInputs */
/** @typedef {{}} Ui_Dismiss_NotificationInputs */
/** @typedef {{}} Ui_Go_BackInputs */
/** @typedef {{}} Ui_NotificationsInputs */
/** @typedef {{}} Ui_RefreshInputs */
/** @typedef {{}} Ui_Something_Went_WrongInputs */
/** @typedef {{}} Ui_SorryInputs */
/** @typedef {{}} Unsubscribe_BusyInputs */
/** @typedef {{}} Unsubscribe_ButtonInputs */
/** @typedef {{ profile: NonNullable<unknown> }} Unsubscribe_ChooseInputs */
/** @typedef {{}} Unsubscribe_DigestInputs */
/** @typedef {{ name: NonNullable<unknown> }} Unsubscribe_DoneInputs */
/** @typedef {{}} Unsubscribe_Done_TitleInputs */
/** @typedef {{}} Unsubscribe_InvalidInputs */
/** @typedef {{}} Unsubscribe_Invalid_TitleInputs */
/** @typedef {{}} Unsubscribe_Page_TitleInputs */
/** @typedef {{}} Unsubscribe_ProfileInputs */
/** @typedef {{ name: NonNullable<unknown> }} Unsubscribe_QuestionInputs */
/** @typedef {{}} Unsubscribe_TitleInputs */
/** @typedef {{ count: NonNullable<unknown> }} Update_Dialog_AttachedInputs */
/** @typedef {{}} Update_Dialog_Chosen_ScreenshotsInputs */
/** @typedef {{}} Update_Dialog_Connect_GaInputs */
/** @typedef {{}} Update_Dialog_Connect_Ga_ShortInputs */
/** @typedef {{}} Update_Dialog_ErrorInputs */
/** @typedef {{}} Update_Dialog_Ga_ConnectedInputs */
/** @typedef {{}} Update_Dialog_Ga_Connected_ToastInputs */
/** @typedef {{}} Update_Dialog_Ga_FailedInputs */
/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Update_Dialog_Lower_ProgressInputs */
/** @typedef {{}} Update_Dialog_None_AttachedInputs */
/** @typedef {{}} Update_Dialog_NotesInputs */
/** @typedef {{}} Update_Dialog_Only_ImagesInputs */
/** @typedef {{}} Update_Dialog_ProgressInputs */
/** @typedef {{}} Update_Dialog_Progress_FailedInputs */
/** @typedef {{}} Update_Dialog_Progress_TextInputs */
/** @typedef {{}} Update_Dialog_Progress_UpdatedInputs */
/** @typedef {{ number: NonNullable<unknown> }} Update_Dialog_Remove_ScreenshotInputs */
/** @typedef {{ number: NonNullable<unknown> }} Update_Dialog_Screenshot_NInputs */
/** @typedef {{}} Update_Dialog_ScreenshotsInputs */
/** @typedef {{}} Update_Dialog_SuccessInputs */
/** @typedef {{}} Update_Dialog_TitleInputs */
/** @typedef {{ title: NonNullable<unknown> }} Update_Dialog_Trigger_OfInputs */
/** @typedef {{}} Update_Dialog_UpdatingInputs */
/** @typedef {{}} Upload_Comment_Too_LargeInputs */
/** @typedef {{ date: NonNullable<unknown> }} Upload_Project_Cap_ReachedInputs */
/** @typedef {{}} Upload_Too_LargeInputs */
/** @typedef {{}} Upload_Update_Too_LargeInputs */
/** @typedef {{ what: NonNullable<unknown>, count: NonNullable<unknown> }} Write_Limit_MinutesInputs */
/** @typedef {{ what: NonNullable<unknown>, count: NonNullable<unknown> }} Write_Limit_SecondsInputs */
/** @typedef {{}} Write_Limit_What_Admin_EditsInputs */
/** @typedef {{}} Write_Limit_What_CommentsInputs */
/** @typedef {{}} Write_Limit_What_DecisionsInputs */
/** @typedef {{}} Write_Limit_What_InvitesInputs */
/** @typedef {{}} Write_Limit_What_PostsInputs */
/** @typedef {{}} Write_Limit_What_Progress_UpdatesInputs */
/** @typedef {{}} Write_Limit_What_Ticket_RepliesInputs */
/** @typedef {{}} Write_Limit_What_TicketsInputs */
import * as registry from "../registry.js"


export const account_email_required = /** @type {(inputs: Account_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the new email address`)
};

export const account_email_same = /** @type {(inputs: Account_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is already your email address`)
};

export const account_email_sent = /** @type {(inputs: Account_Email_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We have mailed a confirmation link to ${i?.email}. Your email address changes when you open it (within 24 hours).`)
};

export const account_email_taken = /** @type {(inputs: Account_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This email address is already used by another account`)
};

export const account_invite_gone = /** @type {(inputs: Account_Invite_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invite link is invalid, used or expired.`)
};

export const account_language_choose = /** @type {(inputs: Account_Language_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose English, සිංහල or தமிழ்`)
};

export const account_language_saved = /** @type {(inputs: Account_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your language is saved: the portal and your mails use it.`)
};

export const account_name_saved = /** @type {(inputs: Account_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name is saved.`)
};

export const account_name_too_long = /** @type {(inputs: Account_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name can be at most 80 characters, on one line`)
};

export const account_password_same = /** @type {(inputs: Account_Password_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a password different from the current one`)
};

export const account_passwords_differ = /** @type {(inputs: Account_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The passwords do not match`)
};

export const account_reset_gone = /** @type {(inputs: Account_Reset_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reset link is invalid, used or expired. Ask for a new one from the sign-in page.`)
};

export const account_reset_identifier = /** @type {(inputs: Account_Reset_IdentifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your Fli DESK ID or the email address of your account`)
};

export const account_reset_sent = /** @type {(inputs: Account_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If an account matches, we have sent a link to set a new password to its email address. The link works for 30 minutes.`)
};

export const account_unknown_device = /** @type {(inputs: Account_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown device`)
};

export const account_unknown_form = /** @type {(inputs: Account_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown form`)
};

export const admin_active_projects = /** @type {(inputs: Admin_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active Projects`)
};

export const admin_activity_contact = /** @type {(inputs: Admin_Activity_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Contact message from ${i?.name}`)
};

export const admin_activity_payment = /** @type {(inputs: Admin_Activity_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment of ${i?.amount} received for ${i?.order}`)
};

export const admin_activity_project_created = /** @type {(inputs: Admin_Activity_Project_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project created: ${i?.title} for ${i?.client}`)
};

export const admin_activity_quote = /** @type {(inputs: Admin_Activity_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quote request from ${i?.name}`)
};

export const admin_activity_update = /** @type {(inputs: Admin_Activity_UpdateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} updated ${i?.title} to ${i?.progress}%`)
};

export const admin_activity_user = /** @type {(inputs: Admin_Activity_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} joined as ${i?.role}`)
};

export const admin_add_user = /** @type {(inputs: Admin_Add_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add User`)
};

export const admin_add_user_description = /** @type {(inputs: Admin_Add_User_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The user gets a Fli DESK ID and a link to set a password.`)
};

export const admin_analytics_active_users = /** @type {(inputs: Admin_Analytics_Active_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active users (30 days)`)
};

export const admin_analytics_average_time = /** @type {(inputs: Admin_Analytics_Average_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average project time`)
};

export const admin_analytics_days = /** @type {(inputs: Admin_Analytics_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} days`)
};

export const admin_analytics_no_activity = /** @type {(inputs: Admin_Analytics_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No activity yet.`)
};

export const admin_analytics_no_completed = /** @type {(inputs: Admin_Analytics_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No completed projects`)
};

export const admin_analytics_recent = /** @type {(inputs: Admin_Analytics_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent Activity`)
};

export const admin_analytics_revenue_last_month = /** @type {(inputs: Admin_Analytics_Revenue_Last_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue last month`)
};

export const admin_analytics_revenue_this_month = /** @type {(inputs: Admin_Analytics_Revenue_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue this month`)
};

export const admin_analytics_success_rate = /** @type {(inputs: Admin_Analytics_Success_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project success rate`)
};

export const admin_analytics_upload = /** @type {(inputs: Admin_Analytics_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Analytics Data`)
};

export const admin_audit_action = /** @type {(inputs: Admin_Audit_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Action`)
};

export const admin_audit_action_analytics_uploaded = /** @type {(inputs: Admin_Audit_Action_Analytics_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics uploaded`)
};

export const admin_audit_action_calendar_feed_created = /** @type {(inputs: Admin_Audit_Action_Calendar_Feed_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar address made`)
};

export const admin_audit_action_calendar_feed_revoked = /** @type {(inputs: Admin_Audit_Action_Calendar_Feed_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar address revoked`)
};

export const admin_audit_action_csv_exported = /** @type {(inputs: Admin_Audit_Action_Csv_ExportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV exported`)
};

export const admin_audit_action_email_changed = /** @type {(inputs: Admin_Audit_Action_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email changed by its owner`)
};

export const admin_audit_action_invite_accepted = /** @type {(inputs: Admin_Audit_Action_Invite_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite accepted`)
};

export const admin_audit_action_invite_sent = /** @type {(inputs: Admin_Audit_Action_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite sent`)
};

export const admin_audit_action_keyword_added = /** @type {(inputs: Admin_Audit_Action_Keyword_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracked keyword added`)
};

export const admin_audit_action_keyword_removed = /** @type {(inputs: Admin_Audit_Action_Keyword_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tracked keyword removed`)
};

export const admin_audit_action_lead_status_changed = /** @type {(inputs: Admin_Audit_Action_Lead_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lead status changed`)
};

export const admin_audit_action_password_changed = /** @type {(inputs: Admin_Audit_Action_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed`)
};

export const admin_audit_action_password_reset_completed = /** @type {(inputs: Admin_Audit_Action_Password_Reset_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password reset completed`)
};

export const admin_audit_action_password_reset_requested = /** @type {(inputs: Admin_Audit_Action_Password_Reset_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password reset requested`)
};

export const admin_audit_action_payment_refunded = /** @type {(inputs: Admin_Audit_Action_Payment_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment refunded`)
};

export const admin_audit_action_post_created = /** @type {(inputs: Admin_Audit_Action_Post_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post created`)
};

export const admin_audit_action_post_edited = /** @type {(inputs: Admin_Audit_Action_Post_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post edited`)
};

export const admin_audit_action_post_moved = /** @type {(inputs: Admin_Audit_Action_Post_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post moved`)
};

export const admin_audit_action_post_rescheduled = /** @type {(inputs: Admin_Audit_Action_Post_RescheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post moved to another day`)
};

export const admin_audit_action_project_assigned = /** @type {(inputs: Admin_Audit_Action_Project_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project assigned`)
};

export const admin_audit_action_project_completed_override = /** @type {(inputs: Admin_Audit_Action_Project_Completed_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed without approval`)
};

export const admin_audit_action_project_created = /** @type {(inputs: Admin_Audit_Action_Project_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project created`)
};

export const admin_audit_action_project_status_changed = /** @type {(inputs: Admin_Audit_Action_Project_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project status changed`)
};

export const admin_audit_action_recovery_codes_regenerated = /** @type {(inputs: Admin_Audit_Action_Recovery_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery codes replaced`)
};

export const admin_audit_action_refund_voided = /** @type {(inputs: Admin_Audit_Action_Refund_VoidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund found not made`)
};

export const admin_audit_action_report_regenerated = /** @type {(inputs: Admin_Audit_Action_Report_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly report regenerated`)
};

export const admin_audit_action_report_resent = /** @type {(inputs: Admin_Audit_Action_Report_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly report sent again`)
};

export const admin_audit_action_review_link_created = /** @type {(inputs: Admin_Audit_Action_Review_Link_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review link made`)
};

export const admin_audit_action_review_link_revoked = /** @type {(inputs: Admin_Audit_Action_Review_Link_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review links revoked`)
};

export const admin_audit_action_sign_in_failed = /** @type {(inputs: Admin_Audit_Action_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in failed`)
};

export const admin_audit_action_signed_in = /** @type {(inputs: Admin_Audit_Action_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in`)
};

export const admin_audit_action_subscription_cancel_scheduled = /** @type {(inputs: Admin_Audit_Action_Subscription_Cancel_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation scheduled`)
};

export const admin_audit_action_subscription_cancel_undone = /** @type {(inputs: Admin_Audit_Action_Subscription_Cancel_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation undone`)
};

export const admin_audit_action_subscription_cancelled = /** @type {(inputs: Admin_Audit_Action_Subscription_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription cancelled`)
};

export const admin_audit_action_subscription_plan_changed = /** @type {(inputs: Admin_Audit_Action_Subscription_Plan_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed their plan`)
};

export const admin_audit_action_subscription_retried = /** @type {(inputs: Admin_Audit_Action_Subscription_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment retried`)
};

export const admin_audit_action_ticket_assigned = /** @type {(inputs: Admin_Audit_Action_Ticket_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket assigned`)
};

export const admin_audit_action_ticket_status_changed = /** @type {(inputs: Admin_Audit_Action_Ticket_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket status changed`)
};

export const admin_audit_action_two_factor_disabled = /** @type {(inputs: Admin_Audit_Action_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in turned off`)
};

export const admin_audit_action_two_factor_enabled = /** @type {(inputs: Admin_Audit_Action_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in turned on`)
};

export const admin_audit_action_two_factor_reset = /** @type {(inputs: Admin_Audit_Action_Two_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in reset`)
};

export const admin_audit_action_update_approved = /** @type {(inputs: Admin_Audit_Action_Update_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update approved`)
};

export const admin_audit_action_update_changes_requested = /** @type {(inputs: Admin_Audit_Action_Update_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes requested`)
};

export const admin_audit_action_user_added = /** @type {(inputs: Admin_Audit_Action_User_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User added`)
};

export const admin_audit_action_user_edited = /** @type {(inputs: Admin_Audit_Action_User_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User edited`)
};

export const admin_audit_address = /** @type {(inputs: Admin_Audit_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Address`)
};

export const admin_audit_all_actions = /** @type {(inputs: Admin_Audit_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All actions`)
};

export const admin_audit_detail = /** @type {(inputs: Admin_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detail`)
};

export const admin_audit_export = /** @type {(inputs: Admin_Audit_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

export const admin_audit_filter = /** @type {(inputs: Admin_Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter the audit log`)
};

export const admin_audit_from = /** @type {(inputs: Admin_Audit_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const admin_audit_key_amount = /** @type {(inputs: Admin_Audit_Key_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const admin_audit_key_asked_by = /** @type {(inputs: Admin_Audit_Key_Asked_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asked by`)
};

export const admin_audit_key_assignee = /** @type {(inputs: Admin_Audit_Key_AssigneeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned to`)
};

export const admin_audit_key_bytes = /** @type {(inputs: Admin_Audit_Key_BytesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Size (bytes)`)
};

export const admin_audit_key_client = /** @type {(inputs: Admin_Audit_Key_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

export const admin_audit_key_confirmed = /** @type {(inputs: Admin_Audit_Key_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmed`)
};

export const admin_audit_key_currency = /** @type {(inputs: Admin_Audit_Key_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const admin_audit_key_decision = /** @type {(inputs: Admin_Audit_Key_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Decision`)
};

export const admin_audit_key_email = /** @type {(inputs: Admin_Audit_Key_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const admin_audit_key_freelancer = /** @type {(inputs: Admin_Audit_Key_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancer`)
};

export const admin_audit_key_from = /** @type {(inputs: Admin_Audit_Key_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const admin_audit_key_gateway_subscription = /** @type {(inputs: Admin_Audit_Key_Gateway_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere subscription`)
};

export const admin_audit_key_keyword = /** @type {(inputs: Admin_Audit_Key_KeywordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyword`)
};

export const admin_audit_key_kind = /** @type {(inputs: Admin_Audit_Key_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kind`)
};

export const admin_audit_key_link = /** @type {(inputs: Admin_Audit_Key_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link`)
};

export const admin_audit_key_links = /** @type {(inputs: Admin_Audit_Key_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Links`)
};

export const admin_audit_key_media = /** @type {(inputs: Admin_Audit_Key_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media`)
};

export const admin_audit_key_month = /** @type {(inputs: Admin_Audit_Key_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

export const admin_audit_key_name = /** @type {(inputs: Admin_Audit_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const admin_audit_key_outcome = /** @type {(inputs: Admin_Audit_Key_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outcome`)
};

export const admin_audit_key_plan = /** @type {(inputs: Admin_Audit_Key_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const admin_audit_key_platform = /** @type {(inputs: Admin_Audit_Key_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform`)
};

export const admin_audit_key_reason = /** @type {(inputs: Admin_Audit_Key_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

export const admin_audit_key_reference = /** @type {(inputs: Admin_Audit_Key_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

export const admin_audit_key_report = /** @type {(inputs: Admin_Audit_Key_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report`)
};

export const admin_audit_key_role = /** @type {(inputs: Admin_Audit_Key_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

export const admin_audit_key_second_factor = /** @type {(inputs: Admin_Audit_Key_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Second step`)
};

export const admin_audit_key_service_ends_on = /** @type {(inputs: Admin_Audit_Key_Service_Ends_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service ends on`)
};

export const admin_audit_key_status = /** @type {(inputs: Admin_Audit_Key_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const admin_audit_key_title = /** @type {(inputs: Admin_Audit_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const admin_audit_key_to = /** @type {(inputs: Admin_Audit_Key_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const admin_audit_key_update = /** @type {(inputs: Admin_Audit_Key_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update`)
};

export const admin_audit_key_via = /** @type {(inputs: Admin_Audit_Key_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Via`)
};

export const admin_audit_key_was_ending_on = /** @type {(inputs: Admin_Audit_Key_Was_Ending_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Was ending on`)
};

export const admin_audit_newer = /** @type {(inputs: Admin_Audit_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newer`)
};

export const admin_audit_nobody = /** @type {(inputs: Admin_Audit_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody signed in`)
};

export const admin_audit_none = /** @type {(inputs: Admin_Audit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No recorded actions match.`)
};

export const admin_audit_older = /** @type {(inputs: Admin_Audit_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Older`)
};

export const admin_audit_page = /** @type {(inputs: Admin_Audit_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Page ${i?.page}`)
};

export const admin_audit_pages = /** @type {(inputs: Admin_Audit_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log pages`)
};

export const admin_audit_record = /** @type {(inputs: Admin_Audit_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Record`)
};

export const admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit log`)
};

export const admin_audit_to = /** @type {(inputs: Admin_Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

export const admin_audit_user = /** @type {(inputs: Admin_Audit_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User (Fli DESK ID)`)
};

export const admin_audit_value_approved = /** @type {(inputs: Admin_Audit_Value_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

export const admin_audit_value_authenticator_app = /** @type {(inputs: Admin_Audit_Value_Authenticator_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator app`)
};

export const admin_audit_value_changes_requested = /** @type {(inputs: Admin_Audit_Value_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes requested`)
};

export const admin_audit_value_charged = /** @type {(inputs: Admin_Audit_Value_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged`)
};

export const admin_audit_value_confirmed_by_admin = /** @type {(inputs: Admin_Audit_Value_Confirmed_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By an admin`)
};

export const admin_audit_value_confirmed_by_search = /** @type {(inputs: Admin_Audit_Value_Confirmed_By_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere's payment search`)
};

export const admin_audit_value_image = /** @type {(inputs: Admin_Audit_Value_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picture`)
};

export const admin_audit_value_media_added = /** @type {(inputs: Admin_Audit_Value_Media_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Added`)
};

export const admin_audit_value_media_alt = /** @type {(inputs: Admin_Audit_Value_Media_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description changed`)
};

export const admin_audit_value_media_moved = /** @type {(inputs: Admin_Audit_Value_Media_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moved`)
};

export const admin_audit_value_media_removed = /** @type {(inputs: Admin_Audit_Value_Media_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed`)
};

export const admin_audit_value_no = /** @type {(inputs: Admin_Audit_Value_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No`)
};

export const admin_audit_value_recovery_code = /** @type {(inputs: Admin_Audit_Value_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery code`)
};

export const admin_audit_value_via_link = /** @type {(inputs: Admin_Audit_Value_Via_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-time password link`)
};

export const admin_audit_value_via_mail = /** @type {(inputs: Admin_Audit_Value_Via_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail`)
};

export const admin_audit_value_via_share = /** @type {(inputs: Admin_Audit_Value_Via_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared link`)
};

export const admin_audit_value_video = /** @type {(inputs: Admin_Audit_Value_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video`)
};

export const admin_audit_value_yes = /** @type {(inputs: Admin_Audit_Value_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Yes`)
};

export const admin_audit_when = /** @type {(inputs: Admin_Audit_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

export const admin_audit_who = /** @type {(inputs: Admin_Audit_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who`)
};

export const admin_billing_actions = /** @type {(inputs: Admin_Billing_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const admin_billing_all = /** @type {(inputs: Admin_Billing_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const admin_billing_amount_refunded = /** @type {(inputs: Admin_Billing_Amount_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} refunded`)
};

export const admin_billing_caption = /** @type {(inputs: Admin_Billing_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions and payments`)
};

export const admin_billing_empty = /** @type {(inputs: Admin_Billing_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No subscriptions or payments yet.`)
};

export const admin_billing_filter = /** @type {(inputs: Admin_Billing_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter billing`)
};

export const admin_billing_kind = /** @type {(inputs: Admin_Billing_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kind`)
};

export const admin_billing_kind_payment = /** @type {(inputs: Admin_Billing_Kind_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment`)
};

export const admin_billing_kind_subscription = /** @type {(inputs: Admin_Billing_Kind_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription`)
};

export const admin_billing_next_charge = /** @type {(inputs: Admin_Billing_Next_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next charge ${i?.date}`)
};

export const admin_billing_none_yet = /** @type {(inputs: Admin_Billing_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None yet`)
};

export const admin_billing_nothing_matches = /** @type {(inputs: Admin_Billing_Nothing_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing matches.`)
};

export const admin_billing_refund = /** @type {(inputs: Admin_Billing_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund`)
};

export const admin_billing_refund_amount = /** @type {(inputs: Admin_Billing_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Amount (${i?.currency})`)
};

export const admin_billing_refund_at_most = /** @type {(inputs: Admin_Billing_Refund_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.amount}.`)
};

export const admin_billing_refund_description = /** @type {(inputs: Admin_Billing_Refund_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client}, ${i?.plan}: paid ${i?.amount}. PayHere returns the refund to the client's card or account; it cannot be undone. The client is mailed.`)
};

export const admin_billing_refund_not_confirmed = /** @type {(inputs: Admin_Billing_Refund_Not_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} refund not confirmed by PayHere`)
};

export const admin_billing_refund_now = /** @type {(inputs: Admin_Billing_Refund_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund now`)
};

export const admin_billing_refund_reason = /** @type {(inputs: Admin_Billing_Refund_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

export const admin_billing_refund_reason_hint = /** @type {(inputs: Admin_Billing_Refund_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client reads it in the refund mail.`)
};

export const admin_billing_refund_sr = /** @type {(inputs: Admin_Billing_Refund_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` payment ${i?.reference}`)
};

export const admin_billing_refund_title = /** @type {(inputs: Admin_Billing_Refund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refund payment ${i?.reference}`)
};

export const admin_billing_refunding = /** @type {(inputs: Admin_Billing_RefundingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunding...`)
};

export const admin_billing_revenue_in = /** @type {(inputs: Admin_Billing_Revenue_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revenue in ${i?.month}`)
};

export const admin_billing_revenue_received = /** @type {(inputs: Admin_Billing_Revenue_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.currency}): ${i?.received} received`)
};

export const admin_billing_revenue_received_refunded = /** @type {(inputs: Admin_Billing_Revenue_Received_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.currency}): ${i?.received} received, ${i?.refunded} refunded`)
};

export const admin_billing_settle = /** @type {(inputs: Admin_Billing_SettleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settle refund`)
};

export const admin_billing_settle_asked_by = /** @type {(inputs: Admin_Billing_Settle_Asked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} by ${i?.person}`)
};

export const admin_billing_settle_description = /** @type {(inputs: Admin_Billing_Settle_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PayHere did not confirm the refund of ${i?.amount} asked for on ${i?.asked} (reason: ${i?.reason}). Check the payment in PayHere, then say what it shows. Refunded: it is recorded with its credit note, and the client is mailed. Not refunded: it is set aside, and the payment can be refunded again.`)
};

export const admin_billing_settle_not_refunded = /** @type {(inputs: Admin_Billing_Settle_Not_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was not refunded`)
};

export const admin_billing_settle_refunded = /** @type {(inputs: Admin_Billing_Settle_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was refunded`)
};

export const admin_billing_settle_sr = /** @type {(inputs: Admin_Billing_Settle_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` of payment ${i?.reference}`)
};

export const admin_billing_settle_title = /** @type {(inputs: Admin_Billing_Settle_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Settle the refund of payment ${i?.reference}`)
};

export const admin_billing_status_partly_refunded = /** @type {(inputs: Admin_Billing_Status_Partly_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partly refunded`)
};

export const admin_billing_status_past_due = /** @type {(inputs: Admin_Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Installment failed`)
};

export const admin_billing_status_refund_unconfirmed = /** @type {(inputs: Admin_Billing_Status_Refund_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund unconfirmed`)
};

export const admin_billing_status_refunded = /** @type {(inputs: Admin_Billing_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refunded`)
};

export const admin_billing_status_returning = /** @type {(inputs: Admin_Billing_Status_ReturningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not honoured, refund owed`)
};

export const admin_billing_status_stopped = /** @type {(inputs: Admin_Billing_Status_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped by PayHere`)
};

export const admin_col_actions = /** @type {(inputs: Admin_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const admin_col_id = /** @type {(inputs: Admin_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID`)
};

export const admin_col_joined = /** @type {(inputs: Admin_Col_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Joined`)
};

export const admin_col_name = /** @type {(inputs: Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

export const admin_complete_without_approval = /** @type {(inputs: Admin_Complete_Without_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Complete without approval`)
};

export const admin_completed_projects = /** @type {(inputs: Admin_Completed_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed Projects`)
};

export const admin_copied = /** @type {(inputs: Admin_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copied`)
};

export const admin_copied_detail = /** @type {(inputs: Admin_Copied_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The invite link is on your clipboard.`)
};

export const admin_copy = /** @type {(inputs: Admin_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy`)
};

export const admin_copy_error = /** @type {(inputs: Admin_Copy_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const admin_copy_failed = /** @type {(inputs: Admin_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copying failed: select the link and copy it by hand.`)
};

export const admin_create_user = /** @type {(inputs: Admin_Create_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create User`)
};

export const admin_created_on = /** @type {(inputs: Admin_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`created ${i?.date}`)
};

export const admin_creating = /** @type {(inputs: Admin_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating...`)
};

export const admin_desk_id = /** @type {(inputs: Admin_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID`)
};

export const admin_done = /** @type {(inputs: Admin_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Done`)
};

export const admin_edit = /** @type {(inputs: Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const admin_edit_user = /** @type {(inputs: Admin_Edit_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit User`)
};

export const admin_email = /** @type {(inputs: Admin_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const admin_filter = /** @type {(inputs: Admin_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

export const admin_filter_all = /** @type {(inputs: Admin_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All`)
};

export const admin_id_locked = /** @type {(inputs: Admin_Id_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FliDESK ID cannot be changed`)
};

export const admin_invite_link = /** @type {(inputs: Admin_Invite_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One-time invite link`)
};

export const admin_invite_link_hint = /** @type {(inputs: Admin_Invite_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It was also mailed to the user. It works once, for 7 days.`)
};

export const admin_invite_pending = /** @type {(inputs: Admin_Invite_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite pending`)
};

export const admin_leads_budget = /** @type {(inputs: Admin_Leads_BudgetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Budget: ${i?.budget}`)
};

export const admin_leads_col_details = /** @type {(inputs: Admin_Leads_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

export const admin_leads_col_from = /** @type {(inputs: Admin_Leads_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const admin_leads_col_received = /** @type {(inputs: Admin_Leads_Col_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Received`)
};

export const admin_leads_col_status = /** @type {(inputs: Admin_Leads_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const admin_leads_col_type = /** @type {(inputs: Admin_Leads_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

export const admin_leads_flexible = /** @type {(inputs: Admin_Leads_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flexible`)
};

export const admin_leads_kind_contact = /** @type {(inputs: Admin_Leads_Kind_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact`)
};

export const admin_leads_kind_quote = /** @type {(inputs: Admin_Leads_Kind_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quote`)
};

export const admin_leads_months = /** @type {(inputs: Admin_Leads_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range} months`)
};

export const admin_leads_none = /** @type {(inputs: Admin_Leads_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No leads yet.`)
};

export const admin_leads_none_match = /** @type {(inputs: Admin_Leads_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No leads match.`)
};

export const admin_leads_page_title = /** @type {(inputs: Admin_Leads_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leads | Admin Panel | Fli DESK`)
};

export const admin_leads_phone = /** @type {(inputs: Admin_Leads_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Phone: ${i?.phone}`)
};

export const admin_leads_search_field = /** @type {(inputs: Admin_Leads_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search leads`)
};

export const admin_leads_search_label = /** @type {(inputs: Admin_Leads_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lead search`)
};

export const admin_leads_search_submit = /** @type {(inputs: Admin_Leads_Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

export const admin_leads_service_design = /** @type {(inputs: Admin_Leads_Service_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand Identity Design`)
};

export const admin_leads_service_seo = /** @type {(inputs: Admin_Leads_Service_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO Optimization`)
};

export const admin_leads_service_web = /** @type {(inputs: Admin_Leads_Service_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Web Development`)
};

export const admin_leads_status_closed = /** @type {(inputs: Admin_Leads_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

export const admin_leads_status_contacted = /** @type {(inputs: Admin_Leads_Status_ContactedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacted`)
};

export const admin_leads_status_new = /** @type {(inputs: Admin_Leads_Status_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New`)
};

export const admin_leads_status_of = /** @type {(inputs: Admin_Leads_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status of the lead from ${i?.name}`)
};

export const admin_leads_timeline = /** @type {(inputs: Admin_Leads_TimelineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Timeline: ${i?.timeline}`)
};

export const admin_leads_title = /** @type {(inputs: Admin_Leads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leads`)
};

export const admin_leads_waiting = /** @type {(inputs: Admin_Leads_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new`)
};

export const admin_msg_analytics_failed = /** @type {(inputs: Admin_Msg_Analytics_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to upload analytics data`)
};

export const admin_msg_analytics_uploaded = /** @type {(inputs: Admin_Msg_Analytics_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics data uploaded successfully`)
};

export const admin_msg_assign_failed = /** @type {(inputs: Admin_Msg_Assign_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to assign freelancer`)
};

export const admin_msg_assignment_updated = /** @type {(inputs: Admin_Msg_Assignment_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project assignment updated`)
};

export const admin_msg_at_most = /** @type {(inputs: Admin_Msg_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Must be at most ${i?.max} characters`)
};

export const admin_msg_choose_project = /** @type {(inputs: Admin_Msg_Choose_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a project`)
};

export const admin_msg_client_missing = /** @type {(inputs: Admin_Msg_Client_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the client does not exist`)
};

export const admin_msg_deadline_date = /** @type {(inputs: Admin_Msg_Deadline_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deadline must be a date (YYYY-MM-DD)`)
};

export const admin_msg_duplicate_email = /** @type {(inputs: Admin_Msg_Duplicate_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A user with this email already exists`)
};

export const admin_msg_email_required = /** @type {(inputs: Admin_Msg_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in the email address`)
};

export const admin_msg_email_too_long = /** @type {(inputs: Admin_Msg_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Email must be at most ${i?.max} characters`)
};

export const admin_msg_field_bounce_rate = /** @type {(inputs: Admin_Msg_Field_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bounce rate`)
};

export const admin_msg_field_page_views = /** @type {(inputs: Admin_Msg_Field_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page views`)
};

export const admin_msg_field_session_duration = /** @type {(inputs: Admin_Msg_Field_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average session duration`)
};

export const admin_msg_field_unique_visitors = /** @type {(inputs: Admin_Msg_Field_Unique_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unique visitors`)
};

export const admin_msg_freelancer_missing = /** @type {(inputs: Admin_Msg_Freelancer_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the freelancer does not exist`)
};

export const admin_msg_invalid_email = /** @type {(inputs: Admin_Msg_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

export const admin_msg_invalid_role = /** @type {(inputs: Admin_Msg_Invalid_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role must be client, freelancer or admin`)
};

export const admin_msg_invite_not_needed = /** @type {(inputs: Admin_Msg_Invite_Not_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This user has already set a password`)
};

export const admin_msg_invite_sent = /** @type {(inputs: Admin_Msg_Invite_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A new invite link for ${i?.id} is ready and was mailed`)
};

export const admin_msg_lead_not_found = /** @type {(inputs: Admin_Msg_Lead_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lead not found`)
};

export const admin_msg_lead_status_invalid = /** @type {(inputs: Admin_Msg_Lead_Status_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status must be new, contacted or closed`)
};

export const admin_msg_lead_update_failed = /** @type {(inputs: Admin_Msg_Lead_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update the lead`)
};

export const admin_msg_lead_updated = /** @type {(inputs: Admin_Msg_Lead_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lead status updated`)
};

export const admin_msg_number_range = /** @type {(inputs: Admin_Msg_Number_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a number from ${i?.min} to ${i?.max}`)
};

export const admin_msg_project_create_error = /** @type {(inputs: Admin_Msg_Project_Create_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create project: please try again`)
};

export const admin_msg_project_create_failed = /** @type {(inputs: Admin_Msg_Project_Create_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Failed to create project: ${i?.reason}`)
};

export const admin_msg_project_created = /** @type {(inputs: Admin_Msg_Project_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project created successfully`)
};

export const admin_msg_project_not_found = /** @type {(inputs: Admin_Msg_Project_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project not found`)
};

export const admin_msg_refund_amount = /** @type {(inputs: Admin_Msg_Refund_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter an amount of more than 0, with at most 2 decimals`)
};

export const admin_msg_refund_failed = /** @type {(inputs: Admin_Msg_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The refund could not be recorded: please check the payment before trying again`)
};

export const admin_msg_refund_incomplete = /** @type {(inputs: Admin_Msg_Refund_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The refund form is incomplete: please reload the page`)
};

export const admin_msg_refund_reason = /** @type {(inputs: Admin_Msg_Refund_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please give a reason for the refund`)
};

export const admin_msg_required = /** @type {(inputs: Admin_Msg_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please fill in all required fields`)
};

export const admin_msg_reset_sent = /** @type {(inputs: Admin_Msg_Reset_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A password reset link was mailed to ${i?.email}. It works once, for 30 minutes.`)
};

export const admin_msg_settle_outcome = /** @type {(inputs: Admin_Msg_Settle_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say whether PayHere made the refund`)
};

export const admin_msg_status_updated = /** @type {(inputs: Admin_Msg_Status_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project status updated`)
};

export const admin_msg_title_too_long = /** @type {(inputs: Admin_Msg_Title_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title must be at most 200 characters`)
};

export const admin_msg_two_factor_not_on = /** @type {(inputs: Admin_Msg_Two_Factor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This user does not use two-factor sign-in`)
};

export const admin_msg_two_factor_reset = /** @type {(inputs: Admin_Msg_Two_Factor_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is reset: the user signs in with the password alone until they set it up again. We mailed ${i?.email}.`)
};

export const admin_msg_unknown_form = /** @type {(inputs: Admin_Msg_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown form`)
};

export const admin_msg_unknown_lead_type = /** @type {(inputs: Admin_Msg_Unknown_Lead_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown lead type`)
};

export const admin_msg_unknown_override = /** @type {(inputs: Admin_Msg_Unknown_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown override`)
};

export const admin_msg_unknown_project_status = /** @type {(inputs: Admin_Msg_Unknown_Project_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown project status`)
};

export const admin_msg_user_create_failed = /** @type {(inputs: Admin_Msg_User_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create user`)
};

export const admin_msg_user_created = /** @type {(inputs: Admin_Msg_User_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`User created successfully with ID: ${i?.id}`)
};

export const admin_msg_user_not_found = /** @type {(inputs: Admin_Msg_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User not found`)
};

export const admin_msg_user_update_failed = /** @type {(inputs: Admin_Msg_User_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update user`)
};

export const admin_msg_user_updated = /** @type {(inputs: Admin_Msg_User_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User updated successfully`)
};

export const admin_msg_whole_number = /** @type {(inputs: Admin_Msg_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} must be a whole number`)
};

export const admin_new_leads = /** @type {(inputs: Admin_New_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Leads`)
};

export const admin_no_password_yet = /** @type {(inputs: Admin_No_Password_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This user has not set a password yet.`)
};

export const admin_no_projects = /** @type {(inputs: Admin_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No projects yet.`)
};

export const admin_not_approved_yet = /** @type {(inputs: Admin_Not_Approved_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client has not approved the latest update.`)
};

export const admin_not_assigned = /** @type {(inputs: Admin_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not assigned`)
};

export const admin_overview = /** @type {(inputs: Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

export const admin_panel_heading = /** @type {(inputs: Admin_Panel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Panel`)
};

export const admin_pending_projects = /** @type {(inputs: Admin_Pending_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending Projects`)
};

export const admin_project_progress = /** @type {(inputs: Admin_Project_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} progress`)
};

export const admin_projects_caption = /** @type {(inputs: Admin_Projects_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All projects`)
};

export const admin_projects_col_actions = /** @type {(inputs: Admin_Projects_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actions`)
};

export const admin_projects_col_project = /** @type {(inputs: Admin_Projects_Col_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project`)
};

export const admin_projects_col_status = /** @type {(inputs: Admin_Projects_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const admin_projects_create_description = /** @type {(inputs: Admin_Projects_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`With a freelancer it starts In Progress, without one Pending.`)
};

export const admin_projects_creating = /** @type {(inputs: Admin_Projects_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creating...`)
};

export const admin_projects_field_description = /** @type {(inputs: Admin_Projects_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

export const admin_projects_field_title = /** @type {(inputs: Admin_Projects_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const admin_projects_freelancer_for = /** @type {(inputs: Admin_Projects_Freelancer_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Freelancer for ${i?.title}`)
};

export const admin_projects_page_title = /** @type {(inputs: Admin_Projects_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Projects | Admin Panel | Fli DESK`)
};

export const admin_projects_select_client = /** @type {(inputs: Admin_Projects_Select_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a client`)
};

export const admin_projects_status_of = /** @type {(inputs: Admin_Projects_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status of ${i?.title}`)
};

export const admin_projects_title = /** @type {(inputs: Admin_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Projects`)
};

export const admin_projects_unassigned = /** @type {(inputs: Admin_Projects_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unassigned`)
};

export const admin_projects_updates_of = /** @type {(inputs: Admin_Projects_Updates_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.title}`)
};

export const admin_projects_updates_title = /** @type {(inputs: Admin_Projects_Updates_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project Updates`)
};

export const admin_projects_view_updates = /** @type {(inputs: Admin_Projects_View_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Updates`)
};

export const admin_recent_projects = /** @type {(inputs: Admin_Recent_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recent Projects`)
};

export const admin_reset_hint = /** @type {(inputs: Admin_Reset_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot their password? Mail them a link to set a new one.`)
};

export const admin_reset_two_factor = /** @type {(inputs: Admin_Reset_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset two-factor sign-in`)
};

export const admin_resetting = /** @type {(inputs: Admin_ResettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resetting...`)
};

export const admin_revenue_arpc = /** @type {(inputs: Admin_Revenue_ArpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average revenue per client`)
};

export const admin_revenue_arpc_chart = /** @type {(inputs: Admin_Revenue_Arpc_ChartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Average revenue per client (${i?.currency})`)
};

export const admin_revenue_by_plan = /** @type {(inputs: Admin_Revenue_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue by plan, last 12 months`)
};

export const admin_revenue_chart = /** @type {(inputs: Admin_Revenue_ChartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Revenue (${i?.currency})`)
};

export const admin_revenue_churned = /** @type {(inputs: Admin_Revenue_ChurnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Churned`)
};

export const admin_revenue_collection_description = /** @type {(inputs: Admin_Revenue_Collection_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charges that went through, of all charges tried (failed ones and their retries included).`)
};

export const admin_revenue_collection_rate = /** @type {(inputs: Admin_Revenue_Collection_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Collection rate`)
};

export const admin_revenue_description = /** @type {(inputs: Admin_Revenue_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charges received, less refunds given back.`)
};

export const admin_revenue_failed_charges = /** @type {(inputs: Admin_Revenue_Failed_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed charges`)
};

export const admin_revenue_heading = /** @type {(inputs: Admin_Revenue_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue and subscriptions`)
};

export const admin_revenue_mrr = /** @type {(inputs: Admin_Revenue_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly recurring revenue`)
};

export const admin_revenue_mrr_chart = /** @type {(inputs: Admin_Revenue_Mrr_ChartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Monthly recurring revenue (${i?.currency})`)
};

export const admin_revenue_mrr_description = /** @type {(inputs: Admin_Revenue_Mrr_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans running at each month's end; an annual plan counts a twelfth of its price.`)
};

export const admin_revenue_new = /** @type {(inputs: Admin_Revenue_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New`)
};

export const admin_revenue_new_subscriptions = /** @type {(inputs: Admin_Revenue_New_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New subscriptions`)
};

export const admin_revenue_no_charges = /** @type {(inputs: Admin_Revenue_No_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No charges`)
};

export const admin_revenue_no_charges_yet = /** @type {(inputs: Admin_Revenue_No_Charges_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No charges yet`)
};

export const admin_revenue_no_plan_charges = /** @type {(inputs: Admin_Revenue_No_Plan_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No charges received in the last 12 months.`)
};

export const admin_revenue_reactivated = /** @type {(inputs: Admin_Revenue_ReactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reactivated`)
};

export const admin_revenue_recovered = /** @type {(inputs: Admin_Revenue_RecoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovered by a retry`)
};

export const admin_revenue_series = /** @type {(inputs: Admin_Revenue_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revenue`)
};

export const admin_revenue_subscriptions = /** @type {(inputs: Admin_Revenue_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

export const admin_revenue_subscriptions_description = /** @type {(inputs: Admin_Revenue_Subscriptions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New clients, clients back after a break, and clients who left. A plan change is neither.`)
};

export const admin_revenue_unknown_plan = /** @type {(inputs: Admin_Revenue_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown plan`)
};

export const admin_role = /** @type {(inputs: Admin_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

export const admin_role_locked = /** @type {(inputs: Admin_Role_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role cannot be changed for security reasons`)
};

export const admin_save = /** @type {(inputs: Admin_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save`)
};

export const admin_save_changes = /** @type {(inputs: Admin_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save Changes`)
};

export const admin_saving = /** @type {(inputs: Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

export const admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin sections`)
};

export const admin_select_role = /** @type {(inputs: Admin_Select_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a role`)
};

export const admin_send_invite = /** @type {(inputs: Admin_Send_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a new invite link`)
};

export const admin_send_reset = /** @type {(inputs: Admin_Send_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send a password reset link`)
};

export const admin_sending = /** @type {(inputs: Admin_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const admin_settings_api = /** @type {(inputs: Admin_Settings_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API access`)
};

export const admin_settings_api_detail = /** @type {(inputs: Admin_Settings_Api_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK has no public API.`)
};

export const admin_settings_auto_assign = /** @type {(inputs: Admin_Settings_Auto_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auto-assign projects`)
};

export const admin_settings_auto_assign_detail = /** @type {(inputs: Admin_Settings_Auto_Assign_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects are assigned by an admin in All Projects.`)
};

export const admin_settings_backup = /** @type {(inputs: Admin_Settings_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backup frequency`)
};

export const admin_settings_backup_embedded = /** @type {(inputs: Admin_Settings_Backup_EmbeddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Embedded database`)
};

export const admin_settings_backup_embedded_detail = /** @type {(inputs: Admin_Settings_Backup_Embedded_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Data lives in ${i?.dir}; copy that folder while the server is stopped.`)
};

export const admin_settings_backup_postgres_detail = /** @type {(inputs: Admin_Settings_Backup_Postgres_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Backups follow your PostgreSQL server's schedule (pg_dump or the provider's snapshots).`)
};

export const admin_settings_email = /** @type {(inputs: Admin_Settings_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email notifications`)
};

export const admin_settings_email_on = /** @type {(inputs: Admin_Settings_Email_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

export const admin_settings_email_on_detail = /** @type {(inputs: Admin_Settings_Email_On_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New leads are mailed to ${i?.email}; invites to the new user. ${i?.count} mails not yet delivered.`)
};

export const admin_settings_email_outbox = /** @type {(inputs: Admin_Settings_Email_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outbox only`)
};

export const admin_settings_email_outbox_detail = /** @type {(inputs: Admin_Settings_Email_Outbox_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No ${i?.variable} is set: lead alerts for ${i?.email} and invites are kept in the outbox table (${i?.count} waiting).`)
};

export const admin_settings_env_development = /** @type {(inputs: Admin_Settings_Env_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Development`)
};

export const admin_settings_env_production = /** @type {(inputs: Admin_Settings_Env_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Production`)
};

export const admin_settings_env_test = /** @type {(inputs: Admin_Settings_Env_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test`)
};

export const admin_settings_environment = /** @type {(inputs: Admin_Settings_EnvironmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Environment`)
};

export const admin_settings_export = /** @type {(inputs: Admin_Settings_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export data`)
};

export const admin_settings_export_hint = /** @type {(inputs: Admin_Settings_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download as CSV, for a spreadsheet or a backup.`)
};

export const admin_settings_export_leads = /** @type {(inputs: Admin_Settings_Export_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export leads`)
};

export const admin_settings_export_projects = /** @type {(inputs: Admin_Settings_Export_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export projects`)
};

export const admin_settings_export_users = /** @type {(inputs: Admin_Settings_Export_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export users`)
};

export const admin_settings_import = /** @type {(inputs: Admin_Settings_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import data`)
};

export const admin_settings_import_detail = /** @type {(inputs: Admin_Settings_Import_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users are added with Add User and projects with Create Project.`)
};

export const admin_settings_not_available = /** @type {(inputs: Admin_Settings_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not available`)
};

export const admin_settings_off = /** @type {(inputs: Admin_Settings_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

export const admin_settings_reset = /** @type {(inputs: Admin_Settings_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset system`)
};

export const admin_settings_reset_detail = /** @type {(inputs: Admin_Settings_Reset_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data is never wiped from the dashboard; demo data comes from npm run seed.`)
};

export const admin_settings_session = /** @type {(inputs: Admin_Settings_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Session timeout`)
};

export const admin_settings_session_days = /** @type {(inputs: Admin_Settings_Session_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} days`)
};

export const admin_settings_session_detail = /** @type {(inputs: Admin_Settings_Session_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A session ends after ${i?.days} days without use; signing out ends it at once.`)
};

export const admin_settings_two_factor = /** @type {(inputs: Admin_Settings_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor authentication`)
};

export const admin_settings_two_factor_optional = /** @type {(inputs: Admin_Settings_Two_Factor_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Optional`)
};

export const admin_settings_two_factor_optional_detail = /** @type {(inputs: Admin_Settings_Two_Factor_Optional_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every user can turn it on in their profile. It is required for admins on a PostgreSQL database (${i?.variable}) unless ADMIN_TWO_FACTOR=off.`)
};

export const admin_settings_two_factor_required = /** @type {(inputs: Admin_Settings_Two_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required for admins`)
};

export const admin_settings_two_factor_required_detail = /** @type {(inputs: Admin_Settings_Two_Factor_Required_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins sign in with a code from an authenticator app after the password; every user can turn it on in their profile.`)
};

export const admin_settings_version = /** @type {(inputs: Admin_Settings_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

export const admin_tab_analytics = /** @type {(inputs: Admin_Tab_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

export const admin_tab_audit = /** @type {(inputs: Admin_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Audit`)
};

export const admin_tab_billing = /** @type {(inputs: Admin_Tab_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

export const admin_tab_leads = /** @type {(inputs: Admin_Tab_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leads`)
};

export const admin_tab_projects = /** @type {(inputs: Admin_Tab_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Projects`)
};

export const admin_tab_reports = /** @type {(inputs: Admin_Tab_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reports`)
};

export const admin_tab_settings = /** @type {(inputs: Admin_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings`)
};

export const admin_tab_tickets = /** @type {(inputs: Admin_Tab_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const admin_ticket_page_title = /** @type {(inputs: Admin_Ticket_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} | Admin Panel | Fli DESK`)
};

export const admin_tickets_assignee_of = /** @type {(inputs: Admin_Tickets_Assignee_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Admin looking after ${i?.reference}`)
};

export const admin_tickets_closed_note = /** @type {(inputs: Admin_Tickets_Closed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket is closed. Set it open again to reply.`)
};

export const admin_tickets_filter = /** @type {(inputs: Admin_Tickets_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter tickets`)
};

export const admin_tickets_none_match = /** @type {(inputs: Admin_Tickets_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tickets match.`)
};

export const admin_tickets_page_title = /** @type {(inputs: Admin_Tickets_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets | Admin Panel | Fli DESK`)
};

export const admin_tickets_reply_label = /** @type {(inputs: Admin_Tickets_Reply_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply to the client`)
};

export const admin_tickets_reply_note_client = /** @type {(inputs: Admin_Tickets_Reply_Note_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client sees your reply in their Support tab at once, and is notified.`)
};

export const admin_tickets_reply_note_mail = /** @type {(inputs: Admin_Tickets_Reply_Note_MailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The sender has no account: your reply is mailed to ${i?.email}.`)
};

export const admin_tickets_status_of = /** @type {(inputs: Admin_Tickets_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Status of ${i?.reference}`)
};

export const admin_tickets_title = /** @type {(inputs: Admin_Tickets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const admin_tickets_waiting = /** @type {(inputs: Admin_Tickets_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`open`)
};

export const admin_total_clients = /** @type {(inputs: Admin_Total_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Clients`)
};

export const admin_total_freelancers = /** @type {(inputs: Admin_Total_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Freelancers`)
};

export const admin_total_projects = /** @type {(inputs: Admin_Total_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Projects`)
};

export const admin_total_users = /** @type {(inputs: Admin_Total_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Users`)
};

export const admin_two_factor_check = /** @type {(inputs: Admin_Two_Factor_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lost their phone and recovery codes? Before you reset it, make sure it is really them asking (call them on a number you already know).`)
};

export const admin_upload_bounce_rate = /** @type {(inputs: Admin_Upload_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bounce Rate (%)`)
};

export const admin_upload_busy = /** @type {(inputs: Admin_Upload_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uploading...`)
};

export const admin_upload_description = /** @type {(inputs: Admin_Upload_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client sees the figures as charts on their Analytics tab.`)
};

export const admin_upload_notes = /** @type {(inputs: Admin_Upload_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

export const admin_upload_page_views = /** @type {(inputs: Admin_Upload_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page Views`)
};

export const admin_upload_project = /** @type {(inputs: Admin_Upload_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project`)
};

export const admin_upload_select_project = /** @type {(inputs: Admin_Upload_Select_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select a project`)
};

export const admin_upload_session_duration = /** @type {(inputs: Admin_Upload_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Avg. Session Duration (min)`)
};

export const admin_upload_submit = /** @type {(inputs: Admin_Upload_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Data`)
};

export const admin_upload_title = /** @type {(inputs: Admin_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upload Analytics Data`)
};

export const admin_upload_top_pages = /** @type {(inputs: Admin_Upload_Top_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top Pages`)
};

export const admin_upload_top_pages_hint = /** @type {(inputs: Admin_Upload_Top_Pages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comma separated, for example /, /shop, /contact`)
};

export const admin_upload_unique_visitors = /** @type {(inputs: Admin_Upload_Unique_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unique Visitors`)
};

export const admin_users = /** @type {(inputs: Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

export const admin_users_heading = /** @type {(inputs: Admin_Users_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users Management`)
};

export const admin_users_title = /** @type {(inputs: Admin_Users_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users | Admin Panel`)
};

export const auth_2fa_checking = /** @type {(inputs: Auth_2fa_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checking...`)
};

export const auth_2fa_code = /** @type {(inputs: Auth_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

export const auth_2fa_enter = /** @type {(inputs: Auth_2fa_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code your authenticator app shows, or one of your recovery codes.`)
};

export const auth_2fa_hint = /** @type {(inputs: Auth_2fa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A recovery code looks like ABCDE-23456 and works once.`)
};

export const auth_2fa_page_title = /** @type {(inputs: Auth_2fa_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in | Fli DESK`)
};

export const auth_2fa_signing_in = /** @type {(inputs: Auth_2fa_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in to`)
};

export const auth_2fa_verify = /** @type {(inputs: Auth_2fa_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verify and sign in`)
};

export const auth_agree = /** @type {(inputs: Auth_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By signing in you agree to the`)
};

export const auth_and = /** @type {(inputs: Auth_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and the`)
};

export const auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to sign in`)
};

export const auth_busy = /** @type {(inputs: Auth_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signing in...`)
};

export const auth_confirm_email_page_title = /** @type {(inputs: Auth_Confirm_Email_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new email | Fli DESK`)
};

export const auth_confirm_email_question = /** @type {(inputs: Auth_Confirm_Email_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use ${i?.email} for Fli DESK ID ${i?.id}?`)
};

export const auth_confirm_email_submit = /** @type {(inputs: Auth_Confirm_Email_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new email`)
};

export const auth_confirm_email_title = /** @type {(inputs: Auth_Confirm_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your new email address`)
};

export const auth_confirm_link_gone = /** @type {(inputs: Auth_Confirm_Link_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is invalid, used or expired. Ask for a new one from your profile.`)
};

export const auth_confirm_link_gone_title = /** @type {(inputs: Auth_Confirm_Link_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation link not valid`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm password`)
};

export const auth_confirming = /** @type {(inputs: Auth_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming...`)
};

export const auth_desk_id = /** @type {(inputs: Auth_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID`)
};

export const auth_email_changed = /** @type {(inputs: Auth_Email_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your Fli DESK email address is now ${i?.email}.`)
};

export const auth_email_changed_title = /** @type {(inputs: Auth_Email_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address changed`)
};

export const auth_error_title = /** @type {(inputs: Auth_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authentication Error`)
};

export const auth_forgot = /** @type {(inputs: Auth_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

export const auth_forgot_busy = /** @type {(inputs: Auth_Forgot_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const auth_forgot_field = /** @type {(inputs: Auth_Forgot_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID or email`)
};

export const auth_forgot_intro = /** @type {(inputs: Auth_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your Fli DESK ID or your account's email address. We will mail you a link to set a new password.`)
};

export const auth_forgot_page_title = /** @type {(inputs: Auth_Forgot_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password | Fli DESK`)
};

export const auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send reset link`)
};

export const auth_forgot_title = /** @type {(inputs: Auth_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot your password?`)
};

export const auth_go_to_profile = /** @type {(inputs: Auth_Go_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to your profile`)
};

export const auth_go_to_sign_in = /** @type {(inputs: Auth_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to sign in`)
};

export const auth_invalid = /** @type {(inputs: Auth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Fli Desk ID or password`)
};

export const auth_invite_gone = /** @type {(inputs: Auth_Invite_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This invite link is invalid, used or expired. A new invite replaces the older links. If you have already set your password, sign in with it; otherwise ask your admin for a new link.`)
};

export const auth_invite_gone_title = /** @type {(inputs: Auth_Invite_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite link not valid`)
};

export const auth_invite_intro = /** @type {(inputs: Auth_Invite_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a password to sign in with it.`)
};

export const auth_invite_submit = /** @type {(inputs: Auth_Invite_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set password and sign in`)
};

export const auth_invite_title = /** @type {(inputs: Auth_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set your password`)
};

export const auth_made_in = /** @type {(inputs: Auth_Made_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MADE IN SRI LANKA`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const auth_order_id = /** @type {(inputs: Auth_Order_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ID: ${i?.id}`)
};

export const auth_page_description = /** @type {(inputs: Auth_Page_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in to Fli DESK, the ${i?.brand} client portal: follow your projects, updates, analytics and billing.`)
};

export const auth_page_title = /** @type {(inputs: Auth_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in | Fli DESK`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

export const auth_payment_error_text = /** @type {(inputs: Auth_Payment_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An error occurred during payment processing. Please contact support for assistance.`)
};

export const auth_payment_error_toast = /** @type {(inputs: Auth_Payment_Error_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Error`)
};

export const auth_payment_failed_text = /** @type {(inputs: Auth_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed. Please try again or contact support if the issue persists.`)
};

export const auth_payment_failed_toast = /** @type {(inputs: Auth_Payment_Failed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Failed`)
};

export const auth_payment_id = /** @type {(inputs: Auth_Payment_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment ID: ${i?.id}`)
};

export const auth_payment_success_text = /** @type {(inputs: Auth_Payment_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment successful! Your FliDESK account has been created. You can now log in with your FliDESK ID.`)
};

export const auth_payment_success_toast = /** @type {(inputs: Auth_Payment_Success_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Successful!`)
};

export const auth_policy_english_only = /** @type {(inputs: Auth_Policy_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This policy is published in English only, and the English text is the one that applies.`)
};

export const auth_privacy = /** @type {(inputs: Auth_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const auth_required = /** @type {(inputs: Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter your Fli DESK ID and password`)
};

export const auth_reset_gone = /** @type {(inputs: Auth_Reset_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This reset link is invalid, used or expired. Only the newest link works, once, for 30 minutes. Ask for a new one from the sign-in page.`)
};

export const auth_reset_gone_title = /** @type {(inputs: Auth_Reset_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset link not valid`)
};

export const auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every device signed in to it is signed out; this one is signed in with the new password.`)
};

export const auth_reset_submit = /** @type {(inputs: Auth_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save password and sign in`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set a new password`)
};

export const auth_sign_in_again = /** @type {(inputs: Auth_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in again`)
};

export const auth_submit = /** @type {(inputs: Auth_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Dashboard`)
};

export const auth_terms = /** @type {(inputs: Auth_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms and Conditions`)
};

export const auth_title = /** @type {(inputs: Auth_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in to Fli DESK`)
};

export const auth_unexpected = /** @type {(inputs: Auth_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred`)
};

export const auth_version = /** @type {(inputs: Auth_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version: ${i?.version}`)
};

export const auth_your_desk_id = /** @type {(inputs: Auth_Your_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Fli DESK ID:`)
};

export const auth_your_desk_id_is = /** @type {(inputs: Auth_Your_Desk_Id_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your Fli DESK ID is`)
};

export const billing_amount = /** @type {(inputs: Billing_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount`)
};

export const billing_answer_already_cancelled = /** @type {(inputs: Billing_Answer_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription has already been cancelled.`)
};

export const billing_answer_bundle_monthly = /** @type {(inputs: Billing_Answer_Bundle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A bundle is billed monthly.`)
};

export const billing_answer_clients_only = /** @type {(inputs: Billing_Answer_Clients_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the client who holds a subscription can change it.`)
};

export const billing_answer_gateway_busy = /** @type {(inputs: Billing_Answer_Gateway_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere is busy. Please try again in a minute.`)
};

export const billing_answer_gateway_cannot_retry = /** @type {(inputs: Billing_Answer_Gateway_Cannot_RetryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PayHere cannot retry this subscription (it is ${i?.status}).`)
};

export const billing_answer_gateway_cannot_retry_now = /** @type {(inputs: Billing_Answer_Gateway_Cannot_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere cannot retry this subscription now.`)
};

export const billing_answer_gateway_trying = /** @type {(inputs: Billing_Answer_Gateway_TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere is still trying this payment on its own schedule (or it has gone through). Please check again tomorrow.`)
};

export const billing_answer_gateway_unreachable = /** @type {(inputs: Billing_Answer_Gateway_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere could not be reached. Please try again.`)
};

export const billing_answer_none_scheduled = /** @type {(inputs: Billing_Answer_None_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cancellation is scheduled: your plan goes on.`)
};

export const billing_answer_not_active = /** @type {(inputs: Billing_Answer_Not_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription is no longer running, so it cannot be cancelled.`)
};

export const billing_answer_not_failed = /** @type {(inputs: Billing_Answer_Not_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription has no failed payment to retry.`)
};

export const billing_answer_not_found = /** @type {(inputs: Billing_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscription not found.`)
};

export const billing_answer_not_set_up = /** @type {(inputs: Billing_Answer_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing actions are not set up on this server. Please contact us.`)
};

export const billing_answer_pay_bundle = /** @type {(inputs: Billing_Answer_Pay_BundleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount} to start your ${i?.plan} bundle${i?.refunded}. ${i?.commitment}.`)
};

export const billing_answer_pay_plan = /** @type {(inputs: Billing_Answer_Pay_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.amount} to start your ${i?.plan} plan${i?.refunded}.`)
};

export const billing_answer_plan_cancelling = /** @type {(inputs: Billing_Answer_Plan_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription is being cancelled. Undo the cancellation before changing its plan.`)
};

export const billing_answer_plan_invalid = /** @type {(inputs: Billing_Answer_Plan_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a plan and a billing cycle from the list.`)
};

export const billing_answer_plan_not_running = /** @type {(inputs: Billing_Answer_Plan_Not_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This subscription is no longer running, so its plan cannot be changed.`)
};

export const billing_answer_retried = /** @type {(inputs: Billing_Answer_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment retried: your card was charged and your plan is active again.`)
};

export const billing_answer_retrying = /** @type {(inputs: Billing_Answer_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A retry of this payment is already under way. Please wait a moment.`)
};

export const billing_answer_same_plan = /** @type {(inputs: Billing_Answer_Same_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is already your plan and billing cycle.`)
};

export const billing_answer_scheduled = /** @type {(inputs: Billing_Answer_ScheduledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cancellation scheduled: your plan runs until ${i?.date}, then it is cancelled.`)
};

export const billing_answer_stale_price = /** @type {(inputs: Billing_Answer_Stale_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The price shown is out of date. Please reload the Billing tab and confirm the new amount.`)
};

export const billing_answer_taking_effect = /** @type {(inputs: Billing_Answer_Taking_EffectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The cancellation is taking effect right now, so it can no longer be undone.`)
};

export const billing_answer_undone = /** @type {(inputs: Billing_Answer_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation undone: your plan goes on.`)
};

export const billing_answer_unknown_form = /** @type {(inputs: Billing_Answer_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown form`)
};

export const billing_back_to_billing = /** @type {(inputs: Billing_Back_To_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Billing`)
};

export const billing_bundle_cancel_question = /** @type {(inputs: Billing_Bundle_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.commitment}, and is cancelled after that. You can undo it until then.`)
};

export const billing_bundles = /** @type {(inputs: Billing_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bundles`)
};

export const billing_bundles_pitch = /** @type {(inputs: Billing_Bundles_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bundle a social media plan with an SEO plan on a ${i?.months}-month commitment and save ${i?.percent}%. ${i?.commitment} if you pay today.`)
};

export const billing_cancel_my_plan = /** @type {(inputs: Billing_Cancel_My_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel my plan`)
};

export const billing_cancel_plan = /** @type {(inputs: Billing_Cancel_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel plan`)
};

export const billing_cancel_question = /** @type {(inputs: Billing_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} (${i?.service}) plan runs until ${i?.date} (our 30-day notice, to the end of the period paid by then) and is cancelled after that. You can undo it until then.`)
};

export const billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel this plan?`)
};

export const billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change plan`)
};

export const billing_change_starts = /** @type {(inputs: Billing_Change_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The new plan starts when you pay its first charge; your current plan is cancelled that day${i?.refund}.`)
};

export const billing_change_to = /** @type {(inputs: Billing_Change_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Change to ${i?.plan}, ${i?.cycle}`)
};

export const billing_charge_on = /** @type {(inputs: Billing_Charge_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} on ${i?.date}`)
};

export const billing_commitment = /** @type {(inputs: Billing_CommitmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your bundle runs to ${i?.date}, the end of its ${i?.months}-month commitment`)
};

export const billing_commitment_held = /** @type {(inputs: Billing_Commitment_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.commitment}: until then it can change to another bundle only.`)
};

export const billing_continue_to_payment = /** @type {(inputs: Billing_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue to payment`)
};

export const billing_cycle = /** @type {(inputs: Billing_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cycle`)
};

export const billing_cycle_annual = /** @type {(inputs: Billing_Cycle_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annual`)
};

export const billing_cycle_monthly = /** @type {(inputs: Billing_Cycle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly`)
};

export const billing_date = /** @type {(inputs: Billing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date`)
};

export const billing_document_amount = /** @type {(inputs: Billing_Document_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The amount must be above 0 and at most the payment's`)
};

export const billing_document_no_payment = /** @type {(inputs: Billing_Document_No_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such payment`)
};

export const billing_download_receipt = /** @type {(inputs: Billing_Download_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Download receipt ${i?.number} (PDF)`)
};

export const billing_due_since = /** @type {(inputs: Billing_Due_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}, due since ${i?.date}`)
};

export const billing_keep_plan = /** @type {(inputs: Billing_Keep_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep my plan`)
};

export const billing_method = /** @type {(inputs: Billing_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method`)
};

export const billing_method_card = /** @type {(inputs: Billing_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Card`)
};

export const billing_method_test = /** @type {(inputs: Billing_Method_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test payment`)
};

export const billing_next_charge = /** @type {(inputs: Billing_Next_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next charge`)
};

export const billing_no_subscription = /** @type {(inputs: Billing_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No subscription yet.`)
};

export const billing_none = /** @type {(inputs: Billing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

export const billing_none_cancellation_scheduled = /** @type {(inputs: Billing_None_Cancellation_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None: cancellation scheduled`)
};

export const billing_none_cancelled = /** @type {(inputs: Billing_None_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None: cancelled`)
};

export const billing_not_scheduled = /** @type {(inputs: Billing_Not_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not scheduled`)
};

export const billing_paid_period = /** @type {(inputs: Billing_Paid_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid period`)
};

export const billing_payment_cancelled = /** @type {(inputs: Billing_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const billing_payment_charged_back = /** @type {(inputs: Billing_Payment_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged back`)
};

export const billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

export const billing_payment_paid = /** @type {(inputs: Billing_Payment_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

export const billing_payment_pending = /** @type {(inputs: Billing_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

export const billing_payment_returned = /** @type {(inputs: Billing_Payment_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Returned in full`)
};

export const billing_payments = /** @type {(inputs: Billing_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

export const billing_per_month = /** @type {(inputs: Billing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / month`)
};

export const billing_per_year = /** @type {(inputs: Billing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / year`)
};

export const billing_period_range = /** @type {(inputs: Billing_Period_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} to ${i?.end}`)
};

export const billing_plan = /** @type {(inputs: Billing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const billing_receipt = /** @type {(inputs: Billing_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

export const billing_refund_again = /** @type {(inputs: Billing_Refund_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This refund of ${i?.amount} was already issued.`)
};

export const billing_refund_credentials_refused = /** @type {(inputs: Billing_Refund_Credentials_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere refused the app's credentials (PAYHERE_APP_ID, PAYHERE_APP_SECRET). Nothing was refunded.`)
};

export const billing_refund_done = /** @type {(inputs: Billing_Refund_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Refunded ${i?.amount}. The client is mailed.`)
};

export const billing_refund_key_used = /** @type {(inputs: Billing_Refund_Key_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This refund form was already used for another payment. Please reload the page.`)
};

export const billing_refund_not_found = /** @type {(inputs: Billing_Refund_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment not found`)
};

export const billing_refund_not_received = /** @type {(inputs: Billing_Refund_Not_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a received payment can be refunded`)
};

export const billing_refund_not_set_up = /** @type {(inputs: Billing_Refund_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing actions are not set up: PayHere's app credentials (PAYHERE_APP_ID, PAYHERE_APP_SECRET) are missing.`)
};

export const billing_refund_nothing_left = /** @type {(inputs: Billing_Refund_Nothing_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment is already fully refunded`)
};

export const billing_refund_other_under_way = /** @type {(inputs: Billing_Refund_Other_Under_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Another refund of this payment is being issued. Please wait a moment, then reload the page.`)
};

export const billing_refund_refused = /** @type {(inputs: Billing_Refund_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PayHere refused the refund: ${i?.why}`)
};

export const billing_refund_settle_first = /** @type {(inputs: Billing_Refund_Settle_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere did not confirm an earlier refund of this payment. Check the payment in PayHere and settle that refund first.`)
};

export const billing_refund_too_much = /** @type {(inputs: Billing_Refund_Too_MuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The refund amount is more than the ${i?.left} left to refund`)
};

export const billing_refund_unconfirmed = /** @type {(inputs: Billing_Refund_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere did not confirm this refund. Check the payment in PayHere before refunding again.`)
};

export const billing_refund_under_way = /** @type {(inputs: Billing_Refund_Under_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This refund is already being issued`)
};

export const billing_retry = /** @type {(inputs: Billing_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retry payment`)
};

export const billing_runs_until = /** @type {(inputs: Billing_Runs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Runs until ${i?.date}, then cancelled`)
};

export const billing_settle_not_found = /** @type {(inputs: Billing_Settle_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund not found. It may have been settled already: please reload the page.`)
};

export const billing_settle_not_refunded = /** @type {(inputs: Billing_Settle_Not_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The refund of ${i?.amount} is set aside as not made: the payment can be refunded again.`)
};

export const billing_settle_refunded = /** @type {(inputs: Billing_Settle_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Recorded the refund of ${i?.amount}. The client is mailed.`)
};

export const billing_settle_settled = /** @type {(inputs: Billing_Settle_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This refund was already recorded as made. Please reload the page.`)
};

export const billing_settle_under_way = /** @type {(inputs: Billing_Settle_Under_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This refund is still being issued: PayHere's answer is awaited. Please wait a moment.`)
};

export const billing_status = /** @type {(inputs: Billing_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

export const billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancelled`)
};

export const billing_status_charged_back = /** @type {(inputs: Billing_Status_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charged back`)
};

export const billing_status_completed = /** @type {(inputs: Billing_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past due`)
};

export const billing_status_stopped = /** @type {(inputs: Billing_Status_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stopped`)
};

export const billing_undo_cancel = /** @type {(inputs: Billing_Undo_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Undo cancellation`)
};

export const billing_unused_refund = /** @type {(inputs: Billing_Unused_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, and ${i?.amount} for the unused days of your current plan is refunded`)
};

export const billing_working = /** @type {(inputs: Billing_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Working on it…`)
};

export const buy_account_password = /** @type {(inputs: Buy_Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account password`)
};

export const buy_agree_before = /** @type {(inputs: Buy_Agree_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I agree to the`)
};

export const buy_amount_charged = /** @type {(inputs: Buy_Amount_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount charged`)
};

export const buy_and = /** @type {(inputs: Buy_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and`)
};

export const buy_back = /** @type {(inputs: Buy_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back`)
};

export const buy_back_to_onboarding = /** @type {(inputs: Buy_Back_To_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go back to onboarding`)
};

export const buy_billed_annually = /** @type {(inputs: Buy_Billed_AnnuallyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} · billed annually`)
};

export const buy_billed_monthly = /** @type {(inputs: Buy_Billed_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} · billed monthly`)
};

export const buy_business_name = /** @type {(inputs: Buy_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Name *`)
};

export const buy_business_name_long = /** @type {(inputs: Buy_Business_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name is too long`)
};

export const buy_business_name_plain = /** @type {(inputs: Buy_Business_Name_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Name`)
};

export const buy_business_name_required = /** @type {(inputs: Buy_Business_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name is required`)
};

export const buy_checkout = /** @type {(inputs: Buy_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout`)
};

export const buy_co_account_exists = /** @type {(inputs: Buy_Co_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account already uses this email. Sign in to your Fli DESK, or use another email.`)
};

export const buy_co_account_exists_text = /** @type {(inputs: Buy_Co_Account_Exists_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To add a plan to your existing account, sign in to your Fli DESK and contact us from there. To open a new account, use another email.`)
};

export const buy_co_account_exists_title = /** @type {(inputs: Buy_Co_Account_Exists_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You Already Have an Account`)
};

export const buy_co_business_name = /** @type {(inputs: Buy_Co_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business name must be at least 3 characters`)
};

export const buy_co_data_error = /** @type {(inputs: Buy_Co_Data_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data Error`)
};

export const buy_co_initiated_text = /** @type {(inputs: Buy_Co_Initiated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Redirecting you to the secure payment page...`)
};

export const buy_co_initiated_title = /** @type {(inputs: Buy_Co_Initiated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Initiated`)
};

export const buy_co_invalid_checkout = /** @type {(inputs: Buy_Co_Invalid_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid Checkout`)
};

export const buy_co_invalid_plan = /** @type {(inputs: Buy_Co_Invalid_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid plan configuration for ${i?.plan}`)
};

export const buy_co_invalid_pricing = /** @type {(inputs: Buy_Co_Invalid_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid pricing data`)
};

export const buy_co_invalid_wizard = /** @type {(inputs: Buy_Co_Invalid_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid wizard data format`)
};

export const buy_co_load_failed = /** @type {(inputs: Buy_Co_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to load checkout data`)
};

export const buy_co_network = /** @type {(inputs: Buy_Co_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Network error: Unable to connect to server. Please check your internet connection or try again later.`)
};

export const buy_co_not_saved = /** @type {(inputs: Buy_Co_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to create checkout session: Database error: the order could not be saved`)
};

export const buy_co_payment_failed = /** @type {(inputs: Buy_Co_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Failed`)
};

export const buy_co_payments_off = /** @type {(inputs: Buy_Co_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online payments are not set up on this site yet. Please contact us to start your plan.`)
};

export const buy_co_payments_off_title = /** @type {(inputs: Buy_Co_Payments_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments Unavailable`)
};

export const buy_co_phone = /** @type {(inputs: Buy_Co_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid phone number`)
};

export const buy_co_terms = /** @type {(inputs: Buy_Co_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You must agree to the terms and conditions`)
};

export const buy_co_unexpected = /** @type {(inputs: Buy_Co_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An unexpected error occurred. Please try again or contact support.`)
};

export const buy_co_validation_text = /** @type {(inputs: Buy_Co_Validation_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please correct the errors in the form`)
};

export const buy_co_validation_title = /** @type {(inputs: Buy_Co_Validation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Form Validation Failed`)
};

export const buy_confirming = /** @type {(inputs: Buy_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirming your payment`)
};

export const buy_confirming_text = /** @type {(inputs: Buy_Confirming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This usually takes a few seconds. Please keep this page open.`)
};

export const buy_contact_support = /** @type {(inputs: Buy_Contact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact support`)
};

export const buy_contact_us = /** @type {(inputs: Buy_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const buy_country_afghanistan = /** @type {(inputs: Buy_Country_AfghanistanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afghanistan`)
};

export const buy_country_australia = /** @type {(inputs: Buy_Country_AustraliaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Australia`)
};

export const buy_country_bahrain = /** @type {(inputs: Buy_Country_BahrainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bahrain`)
};

export const buy_country_bangladesh = /** @type {(inputs: Buy_Country_BangladeshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bangladesh`)
};

export const buy_country_bhutan = /** @type {(inputs: Buy_Country_BhutanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bhutan`)
};

export const buy_country_brazil = /** @type {(inputs: Buy_Country_BrazilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brazil`)
};

export const buy_country_china = /** @type {(inputs: Buy_Country_ChinaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`China`)
};

export const buy_country_code = /** @type {(inputs: Buy_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Country code`)
};

export const buy_country_france = /** @type {(inputs: Buy_Country_FranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`France`)
};

export const buy_country_germany = /** @type {(inputs: Buy_Country_GermanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Germany`)
};

export const buy_country_hong_kong = /** @type {(inputs: Buy_Country_Hong_KongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hong Kong`)
};

export const buy_country_india = /** @type {(inputs: Buy_Country_IndiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`India`)
};

export const buy_country_indonesia = /** @type {(inputs: Buy_Country_IndonesiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indonesia`)
};

export const buy_country_ireland = /** @type {(inputs: Buy_Country_IrelandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ireland`)
};

export const buy_country_israel = /** @type {(inputs: Buy_Country_IsraelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Israel`)
};

export const buy_country_italy = /** @type {(inputs: Buy_Country_ItalyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Italy`)
};

export const buy_country_japan = /** @type {(inputs: Buy_Country_JapanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Japan`)
};

export const buy_country_kuwait = /** @type {(inputs: Buy_Country_KuwaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kuwait`)
};

export const buy_country_malaysia = /** @type {(inputs: Buy_Country_MalaysiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Malaysia`)
};

export const buy_country_maldives = /** @type {(inputs: Buy_Country_MaldivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Maldives`)
};

export const buy_country_myanmar = /** @type {(inputs: Buy_Country_MyanmarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Myanmar`)
};

export const buy_country_nepal = /** @type {(inputs: Buy_Country_NepalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nepal`)
};

export const buy_country_netherlands = /** @type {(inputs: Buy_Country_NetherlandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Netherlands`)
};

export const buy_country_new_zealand = /** @type {(inputs: Buy_Country_New_ZealandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Zealand`)
};

export const buy_country_oman = /** @type {(inputs: Buy_Country_OmanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oman`)
};

export const buy_country_pakistan = /** @type {(inputs: Buy_Country_PakistanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pakistan`)
};

export const buy_country_philippines = /** @type {(inputs: Buy_Country_PhilippinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Philippines`)
};

export const buy_country_qatar = /** @type {(inputs: Buy_Country_QatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Qatar`)
};

export const buy_country_russia = /** @type {(inputs: Buy_Country_RussiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Russia`)
};

export const buy_country_saudi_arabia = /** @type {(inputs: Buy_Country_Saudi_ArabiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saudi Arabia`)
};

export const buy_country_singapore = /** @type {(inputs: Buy_Country_SingaporeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Singapore`)
};

export const buy_country_south_africa = /** @type {(inputs: Buy_Country_South_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`South Africa`)
};

export const buy_country_south_korea = /** @type {(inputs: Buy_Country_South_KoreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`South Korea`)
};

export const buy_country_spain = /** @type {(inputs: Buy_Country_SpainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spain`)
};

export const buy_country_sri_lanka = /** @type {(inputs: Buy_Country_Sri_LankaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sri Lanka`)
};

export const buy_country_sweden = /** @type {(inputs: Buy_Country_SwedenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sweden`)
};

export const buy_country_switzerland = /** @type {(inputs: Buy_Country_SwitzerlandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Switzerland`)
};

export const buy_country_taiwan = /** @type {(inputs: Buy_Country_TaiwanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Taiwan`)
};

export const buy_country_thailand = /** @type {(inputs: Buy_Country_ThailandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thailand`)
};

export const buy_country_turkey = /** @type {(inputs: Buy_Country_TurkeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turkey`)
};

export const buy_country_united_arab_emirates = /** @type {(inputs: Buy_Country_United_Arab_EmiratesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`United Arab Emirates`)
};

export const buy_country_united_kingdom = /** @type {(inputs: Buy_Country_United_KingdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`United Kingdom`)
};

export const buy_country_united_states_canada = /** @type {(inputs: Buy_Country_United_States_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`United States / Canada`)
};

export const buy_country_vietnam = /** @type {(inputs: Buy_Country_VietnamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vietnam`)
};

export const buy_currency = /** @type {(inputs: Buy_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Currency`)
};

export const buy_cycle_annual = /** @type {(inputs: Buy_Cycle_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annual`)
};

export const buy_cycle_legend = /** @type {(inputs: Buy_Cycle_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing cycle`)
};

export const buy_cycle_monthly = /** @type {(inputs: Buy_Cycle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly`)
};

export const buy_cycle_save = /** @type {(inputs: Buy_Cycle_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Save ${i?.percent}%`)
};

export const buy_demo_intro = /** @type {(inputs: Buy_Demo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check any Fli DESK ID, or try the sample. Row-level security keeps the details limited: only the plan, payment status and a masked email are shown, and checks are rate-limited.`)
};

export const buy_demo_meta = /** @type {(inputs: Buy_Demo_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try Fli DESK ID validation with a sample ID: the check shows only the plan, payment status and a masked email.`)
};

export const buy_demo_title = /** @type {(inputs: Buy_Demo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desk ID Validation Demo`)
};

export const buy_demo_validator = /** @type {(inputs: Buy_Demo_ValidatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Validator`)
};

export const buy_desk_id = /** @type {(inputs: Buy_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ID`)
};

export const buy_done = /** @type {(inputs: Buy_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`done`)
};

export const buy_draft_link_sent = /** @type {(inputs: Buy_Draft_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If we have a saved draft for that email, we've sent a link to continue it.`)
};

export const buy_draft_offer_text = /** @type {(inputs: Buy_Draft_Offer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We can email you a link to pick up the answers you saved there.`)
};

export const buy_draft_offer_title = /** @type {(inputs: Buy_Draft_Offer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Started on another device or browser?`)
};

export const buy_draft_read_by_link = /** @type {(inputs: Buy_Draft_Read_By_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saved answers are only sent by email. Ask for a link to continue where you left off.`)
};

export const buy_draft_send_failed = /** @type {(inputs: Buy_Draft_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We couldn't send the link just now. Please try again.`)
};

export const buy_draft_send_link = /** @type {(inputs: Buy_Draft_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email me a link to continue where I left off`)
};

export const buy_draft_sending = /** @type {(inputs: Buy_Draft_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const buy_email = /** @type {(inputs: Buy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email`)
};

export const buy_email_invalid = /** @type {(inputs: Buy_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid email address`)
};

export const buy_email_required = /** @type {(inputs: Buy_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email is required`)
};

export const buy_error_title = /** @type {(inputs: Buy_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const buy_full_name = /** @type {(inputs: Buy_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full Name *`)
};

export const buy_full_name_required = /** @type {(inputs: Buy_Full_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Full name is required`)
};

export const buy_go_pricing = /** @type {(inputs: Buy_Go_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to pricing`)
};

export const buy_go_to_desk = /** @type {(inputs: Buy_Go_To_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to desk now`)
};

export const buy_goal_awareness = /** @type {(inputs: Buy_Goal_AwarenessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brand Awareness`)
};

export const buy_goal_community = /** @type {(inputs: Buy_Goal_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community Building`)
};

export const buy_goal_leads = /** @type {(inputs: Buy_Goal_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lead Generation`)
};

export const buy_goal_required = /** @type {(inputs: Buy_Goal_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select at least one marketing goal`)
};

export const buy_goal_sales = /** @type {(inputs: Buy_Goal_SalesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product Sales`)
};

export const buy_goals_legend = /** @type {(inputs: Buy_Goals_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What are your marketing goals?`)
};

export const buy_hear_friend = /** @type {(inputs: Buy_Hear_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By a Friend`)
};

export const buy_hear_legend = /** @type {(inputs: Buy_Hear_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How did you hear about us?`)
};

export const buy_hear_required = /** @type {(inputs: Buy_Hear_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please tell us how you heard about us`)
};

export const buy_hear_search = /** @type {(inputs: Buy_Hear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Search`)
};

export const buy_ind_accounting_finance = /** @type {(inputs: Buy_Ind_Accounting_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accounting & Finance`)
};

export const buy_ind_advertising_marketing = /** @type {(inputs: Buy_Ind_Advertising_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Advertising & Marketing`)
};

export const buy_ind_agriculture = /** @type {(inputs: Buy_Ind_AgricultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agriculture`)
};

export const buy_ind_apparel_fashion = /** @type {(inputs: Buy_Ind_Apparel_FashionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Apparel & Fashion`)
};

export const buy_ind_architecture = /** @type {(inputs: Buy_Ind_ArchitectureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Architecture`)
};

export const buy_ind_automotive = /** @type {(inputs: Buy_Ind_AutomotiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Automotive`)
};

export const buy_ind_aviation = /** @type {(inputs: Buy_Ind_AviationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aviation`)
};

export const buy_ind_banking = /** @type {(inputs: Buy_Ind_BankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Banking`)
};

export const buy_ind_beauty_cosmetics = /** @type {(inputs: Buy_Ind_Beauty_CosmeticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beauty & Cosmetics`)
};

export const buy_ind_biotechnology = /** @type {(inputs: Buy_Ind_BiotechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biotechnology`)
};

export const buy_ind_construction = /** @type {(inputs: Buy_Ind_ConstructionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Construction`)
};

export const buy_ind_consulting = /** @type {(inputs: Buy_Ind_ConsultingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consulting`)
};

export const buy_ind_consumer_electronics = /** @type {(inputs: Buy_Ind_Consumer_ElectronicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Consumer Electronics`)
};

export const buy_ind_e_commerce = /** @type {(inputs: Buy_Ind_E_CommerceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-commerce`)
};

export const buy_ind_education = /** @type {(inputs: Buy_Ind_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Education`)
};

export const buy_ind_energy_utilities = /** @type {(inputs: Buy_Ind_Energy_UtilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Energy & Utilities`)
};

export const buy_ind_engineering = /** @type {(inputs: Buy_Ind_EngineeringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Engineering`)
};

export const buy_ind_entertainment = /** @type {(inputs: Buy_Ind_EntertainmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entertainment`)
};

export const buy_ind_environmental_services = /** @type {(inputs: Buy_Ind_Environmental_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Environmental Services`)
};

export const buy_ind_events_weddings = /** @type {(inputs: Buy_Ind_Events_WeddingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events & Weddings`)
};

export const buy_ind_fitness_wellness = /** @type {(inputs: Buy_Ind_Fitness_WellnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fitness & Wellness`)
};

export const buy_ind_food_beverage = /** @type {(inputs: Buy_Ind_Food_BeverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Food & Beverage`)
};

export const buy_ind_furniture_home_decor = /** @type {(inputs: Buy_Ind_Furniture_Home_DecorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Furniture & Home Decor`)
};

export const buy_ind_gaming = /** @type {(inputs: Buy_Ind_GamingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaming`)
};

export const buy_ind_government = /** @type {(inputs: Buy_Ind_GovernmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Government`)
};

export const buy_ind_healthcare = /** @type {(inputs: Buy_Ind_HealthcareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Healthcare`)
};

export const buy_ind_hospitality = /** @type {(inputs: Buy_Ind_HospitalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hospitality`)
};

export const buy_ind_human_resources = /** @type {(inputs: Buy_Ind_Human_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Human Resources`)
};

export const buy_ind_import_export = /** @type {(inputs: Buy_Ind_Import_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import & Export`)
};

export const buy_ind_information_technology = /** @type {(inputs: Buy_Ind_Information_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Information Technology`)
};

export const buy_ind_insurance = /** @type {(inputs: Buy_Ind_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Insurance`)
};

export const buy_ind_interior_design = /** @type {(inputs: Buy_Ind_Interior_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Interior Design`)
};

export const buy_ind_jewellery = /** @type {(inputs: Buy_Ind_JewelleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jewellery`)
};

export const buy_ind_legal_services = /** @type {(inputs: Buy_Ind_Legal_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal Services`)
};

export const buy_ind_logistics_transport = /** @type {(inputs: Buy_Ind_Logistics_TransportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Logistics & Transport`)
};

export const buy_ind_manufacturing = /** @type {(inputs: Buy_Ind_ManufacturingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manufacturing`)
};

export const buy_ind_media_publishing = /** @type {(inputs: Buy_Ind_Media_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Media & Publishing`)
};

export const buy_ind_mining = /** @type {(inputs: Buy_Ind_MiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mining`)
};

export const buy_ind_music = /** @type {(inputs: Buy_Ind_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Music`)
};

export const buy_ind_non_profit = /** @type {(inputs: Buy_Ind_Non_ProfitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non-profit`)
};

export const buy_ind_pharmaceuticals = /** @type {(inputs: Buy_Ind_PharmaceuticalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pharmaceuticals`)
};

export const buy_ind_photography = /** @type {(inputs: Buy_Ind_PhotographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Photography`)
};

export const buy_ind_printing_packaging = /** @type {(inputs: Buy_Ind_Printing_PackagingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printing & Packaging`)
};

export const buy_ind_real_estate = /** @type {(inputs: Buy_Ind_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Real Estate`)
};

export const buy_ind_recruitment = /** @type {(inputs: Buy_Ind_RecruitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recruitment`)
};

export const buy_ind_restaurants_cafes = /** @type {(inputs: Buy_Ind_Restaurants_CafesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurants & Cafes`)
};

export const buy_ind_retail = /** @type {(inputs: Buy_Ind_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retail`)
};

export const buy_ind_security_services = /** @type {(inputs: Buy_Ind_Security_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security Services`)
};

export const buy_ind_software_saas = /** @type {(inputs: Buy_Ind_Software_SaasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Software & SaaS`)
};

export const buy_ind_spa_salon = /** @type {(inputs: Buy_Ind_Spa_SalonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spa & Salon`)
};

export const buy_ind_sports = /** @type {(inputs: Buy_Ind_SportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sports`)
};

export const buy_ind_tea_spices = /** @type {(inputs: Buy_Ind_Tea_SpicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tea & Spices`)
};

export const buy_ind_telecommunications = /** @type {(inputs: Buy_Ind_TelecommunicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Telecommunications`)
};

export const buy_ind_textiles = /** @type {(inputs: Buy_Ind_TextilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Textiles`)
};

export const buy_ind_tourism_travel = /** @type {(inputs: Buy_Ind_Tourism_TravelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tourism & Travel`)
};

export const buy_ind_wholesale = /** @type {(inputs: Buy_Ind_WholesaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wholesale`)
};

export const buy_industry = /** @type {(inputs: Buy_IndustryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Industry *`)
};

export const buy_industry_choose = /** @type {(inputs: Buy_Industry_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Select your industry`)
};

export const buy_industry_required = /** @type {(inputs: Buy_Industry_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select your industry`)
};

export const buy_loading = /** @type {(inputs: Buy_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your onboarding...`)
};

export const buy_marketing_consent = /** @type {(inputs: Buy_Marketing_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send me tips and offers by email (optional)`)
};

export const buy_next = /** @type {(inputs: Buy_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next`)
};

export const buy_no_plan = /** @type {(inputs: Buy_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No plan selected. Please go back to pricing to select a plan.`)
};

export const buy_not_in_browser = /** @type {(inputs: Buy_Not_In_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your onboarding answers are not in this browser.`)
};

export const buy_onboarding = /** @type {(inputs: Buy_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onboarding`)
};

export const buy_order_summary = /** @type {(inputs: Buy_Order_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Summary`)
};

export const buy_other = /** @type {(inputs: Buy_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other`)
};

export const buy_paid_added = /** @type {(inputs: Buy_Paid_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your plan was added to the Fli DESK account for your email. Sign in with its Fli DESK ID.`)
};

export const buy_paid_countdown = /** @type {(inputs: Buy_Paid_CountdownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Taking you to your desk in ${i?.count} second...`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Taking you to your desk in ${i?.count} seconds...`);
	return /** @type {LocalizedString} */ ("buy_paid_countdown");
};

export const buy_paid_emailed = /** @type {(inputs: Buy_Paid_EmailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have also emailed your Fli DESK ID to you.`)
};

export const buy_paid_ready = /** @type {(inputs: Buy_Paid_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome aboard. Your Fli DESK account is ready.`)
};

export const buy_paid_title = /** @type {(inputs: Buy_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Successful!`)
};

export const buy_password = /** @type {(inputs: Buy_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password *`)
};

export const buy_password_again = /** @type {(inputs: Buy_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For your security the password you chose is not kept in the browser: please enter it again.`)
};

export const buy_password_help = /** @type {(inputs: Buy_Password_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You will sign in to Fli DESK with your desk ID and this password.`)
};

export const buy_password_length = /** @type {(inputs: Buy_Password_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at least 8 characters long`)
};

export const buy_password_lower = /** @type {(inputs: Buy_Password_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must contain at least one lowercase letter`)
};

export const buy_password_number = /** @type {(inputs: Buy_Password_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must contain at least one number`)
};

export const buy_password_required = /** @type {(inputs: Buy_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password is required`)
};

export const buy_password_too_long = /** @type {(inputs: Buy_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must be at most 128 characters long`)
};

export const buy_password_upper = /** @type {(inputs: Buy_Password_UpperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password must contain at least one uppercase letter`)
};

export const buy_pay = /** @type {(inputs: Buy_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay ${i?.total}`)
};

export const buy_payment_details = /** @type {(inputs: Buy_Payment_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Details`)
};

export const buy_payment_form = /** @type {(inputs: Buy_Payment_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment form`)
};

export const buy_per_month = /** @type {(inputs: Buy_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`month`)
};

export const buy_per_year = /** @type {(inputs: Buy_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`year`)
};

export const buy_phone = /** @type {(inputs: Buy_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone Number *`)
};

export const buy_phone_invalid = /** @type {(inputs: Buy_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid phone number with country code (e.g., +94771234567)`)
};

export const buy_phone_plain = /** @type {(inputs: Buy_Phone_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone`)
};

export const buy_phone_required = /** @type {(inputs: Buy_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phone number is required`)
};

export const buy_plan_name = /** @type {(inputs: Buy_Plan_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} Plan`)
};

export const buy_platform_limit = /** @type {(inputs: Buy_Platform_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan allows up to ${i?.count} platforms.`)
};

export const buy_platform_limit_title = /** @type {(inputs: Buy_Platform_Limit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform Limit Reached`)
};

export const buy_platform_required = /** @type {(inputs: Buy_Platform_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please select at least one platform`)
};

export const buy_platforms_included = /** @type {(inputs: Buy_Platforms_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your ${i?.plan} plan includes up to ${i?.count} platforms.`)
};

export const buy_platforms_legend = /** @type {(inputs: Buy_Platforms_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Which platforms should we manage?`)
};

export const buy_prepare_failed = /** @type {(inputs: Buy_Prepare_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to prepare checkout. Please try again.`)
};

export const buy_privacy = /** @type {(inputs: Buy_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy Policy`)
};

export const buy_processing = /** @type {(inputs: Buy_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Processing Payment...`)
};

export const buy_progress = /** @type {(inputs: Buy_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress`)
};

export const buy_progress_confirmation = /** @type {(inputs: Buy_Progress_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmation`)
};

export const buy_progress_label = /** @type {(inputs: Buy_Progress_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Onboarding progress, ${i?.percent}%`)
};

export const buy_progress_onboarding = /** @type {(inputs: Buy_Progress_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`OnBoarding`)
};

export const buy_received_text = /** @type {(inputs: Buy_Received_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Thank you: your payment for the ${i?.plan} ${i?.service} plan went through. We need to finish setting up your plan ourselves, and will be in touch by email.`)
};

export const buy_received_title = /** @type {(inputs: Buy_Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment Received`)
};

export const buy_resume_continue = /** @type {(inputs: Buy_Resume_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue where I left off`)
};

export const buy_resume_go = /** @type {(inputs: Buy_Resume_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to onboarding`)
};

export const buy_resume_gone_text = /** @type {(inputs: Buy_Resume_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A link to continue your onboarding works once, for 3 days, and saved answers are deleted 3 days after your last change. You can start again, or ask for a new link from the Account Owner Details step of the onboarding.`)
};

export const buy_resume_gone_title = /** @type {(inputs: Buy_Resume_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link no longer works`)
};

export const buy_resume_once = /** @type {(inputs: Buy_Resume_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link works once.`)
};

export const buy_resume_opening = /** @type {(inputs: Buy_Resume_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening your onboarding...`)
};

export const buy_resume_opening_button = /** @type {(inputs: Buy_Resume_Opening_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening...`)
};

export const buy_resume_saved = /** @type {(inputs: Buy_Resume_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We saved your answers for`)
};

export const buy_resume_text = /** @type {(inputs: Buy_Resume_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue in this browser to pick up where you left off. Answers you have already entered here will be replaced by the saved ones.`)
};

export const buy_resume_title = /** @type {(inputs: Buy_Resume_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue your onboarding`)
};

export const buy_returning_closed = /** @type {(inputs: Buy_Returning_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment of ${i?.amount} was for an order that had been replaced or given up, so nothing was opened or changed with it.`)
};

export const buy_returning_mismatch = /** @type {(inputs: Buy_Returning_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your payment of ${i?.amount} did not match this order, so nothing was opened or changed with it.`)
};

export const buy_returning_refund = /** @type {(inputs: Buy_Returning_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It is being refunded to you in full. A refund usually shows within 5 to 10 working days, depending on your bank. We have emailed you the details; you do not need to do anything.`)
};

export const buy_returning_title = /** @type {(inputs: Buy_Returning_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your payment is being returned`)
};

export const buy_review_annual_text = /** @type {(inputs: Buy_Review_Annual_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Annual: ${i?.amount} for 12 months, charged once a year.`)
};

export const buy_review_annual_title = /** @type {(inputs: Buy_Review_Annual_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save 10% with annual billing`)
};

export const buy_review_business = /** @type {(inputs: Buy_Review_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business`)
};

export const buy_review_goals = /** @type {(inputs: Buy_Review_GoalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Goals`)
};

export const buy_review_heard = /** @type {(inputs: Buy_Review_HeardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Heard about us`)
};

export const buy_review_owner = /** @type {(inputs: Buy_Review_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account owner`)
};

export const buy_review_plan = /** @type {(inputs: Buy_Review_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan`)
};

export const buy_review_plan_price = /** @type {(inputs: Buy_Review_Plan_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (${i?.service}): ${i?.price}/month (${i?.usd})`)
};

export const buy_review_platforms = /** @type {(inputs: Buy_Review_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platforms`)
};

export const buy_review_resume = /** @type {(inputs: Buy_Review_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can resume within 3 days: unfinished onboarding data is deleted after 3 days.`)
};

export const buy_save_exit = /** @type {(inputs: Buy_Save_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save & Exit`)
};

export const buy_see_plans = /** @type {(inputs: Buy_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See our plans`)
};

export const buy_see_the_plans = /** @type {(inputs: Buy_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See the plans`)
};

export const buy_service = /** @type {(inputs: Buy_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service`)
};

export const buy_service_social = /** @type {(inputs: Buy_Service_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social Media`)
};

export const buy_sign_in = /** @type {(inputs: Buy_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

export const buy_step_account = /** @type {(inputs: Buy_Step_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account Owner Details`)
};

export const buy_step_business = /** @type {(inputs: Buy_Step_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Business Info`)
};

export const buy_step_goals = /** @type {(inputs: Buy_Step_GoalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marketing Goals`)
};

export const buy_step_hear = /** @type {(inputs: Buy_Step_HearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How Did You Hear?`)
};

export const buy_step_label = /** @type {(inputs: Buy_Step_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step}: ${i?.title}`)
};

export const buy_step_of = /** @type {(inputs: Buy_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Step ${i?.step} of ${i?.total}`)
};

export const buy_step_platforms = /** @type {(inputs: Buy_Step_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform Preferences`)
};

export const buy_step_review = /** @type {(inputs: Buy_Step_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review & Payment`)
};

export const buy_strength_fair = /** @type {(inputs: Buy_Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fair`)
};

export const buy_strength_good = /** @type {(inputs: Buy_Strength_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Good`)
};

export const buy_strength_hint = /** @type {(inputs: Buy_Strength_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use 8 or more characters with upper and lower case letters, a digit and one of !@#$%^&*.`)
};

export const buy_strength_label = /** @type {(inputs: Buy_Strength_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password strength:`)
};

export const buy_strength_strong = /** @type {(inputs: Buy_Strength_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Strong`)
};

export const buy_strength_very_weak = /** @type {(inputs: Buy_Strength_Very_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Very Weak`)
};

export const buy_strength_weak = /** @type {(inputs: Buy_Strength_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weak`)
};

export const buy_terms = /** @type {(inputs: Buy_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of Service`)
};

export const buy_title_checkout = /** @type {(inputs: Buy_Title_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checkout | Fli Digital`)
};

export const buy_title_onboarding = /** @type {(inputs: Buy_Title_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onboarding | Fli Digital`)
};

export const buy_title_payment = /** @type {(inputs: Buy_Title_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment | Fli Digital`)
};

export const buy_title_resume = /** @type {(inputs: Buy_Title_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue your onboarding | Fli Digital`)
};

export const buy_total_month = /** @type {(inputs: Buy_Total_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total per month`)
};

export const buy_total_year = /** @type {(inputs: Buy_Total_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total per year`)
};

export const buy_website = /** @type {(inputs: Buy_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Website (optional)`)
};

export const buy_website_invalid = /** @type {(inputs: Buy_Website_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a valid website URL`)
};

export const buy_work_email = /** @type {(inputs: Buy_Work_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Work Email *`)
};

export const calendar_all_platforms = /** @type {(inputs: Calendar_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All platforms`)
};

export const calendar_all_statuses = /** @type {(inputs: Calendar_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All statuses`)
};

export const calendar_answer_approved_all = /** @type {(inputs: Calendar_Answer_Approved_AllInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 post approved.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} posts approved.`);
	return /** @type {LocalizedString} */ ("calendar_answer_approved_all");
};

export const calendar_answer_bad_date = /** @type {(inputs: Calendar_Answer_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the date and time in Sri Lanka time, such as 2026-11-05T09:30.`)
};

export const calendar_answer_client_not_found = /** @type {(inputs: Calendar_Answer_Client_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client not found`)
};

export const calendar_answer_client_only = /** @type {(inputs: Calendar_Answer_Client_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the client may approve their posts.`)
};

export const calendar_answer_created = /** @type {(inputs: Calendar_Answer_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post created`)
};

export const calendar_answer_moved = /** @type {(inputs: Calendar_Answer_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Post moved to ${i?.status}.`)
};

export const calendar_answer_no_platform = /** @type {(inputs: Calendar_Answer_No_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write the post for at least one platform.`)
};

export const calendar_answer_none_awaiting = /** @type {(inputs: Calendar_Answer_None_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No posts in this month are awaiting your approval.`)
};

export const calendar_answer_not_editable = /** @type {(inputs: Calendar_Answer_Not_EditableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This post is with the client or past them; it can no longer be edited.`)
};

export const calendar_answer_not_writer = /** @type {(inputs: Calendar_Answer_Not_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an admin or the client's writer may write posts.`)
};

export const calendar_answer_platform_not_chosen = /** @type {(inputs: Calendar_Answer_Platform_Not_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} is not one of this client's platforms.`)
};

export const calendar_answer_post_not_found = /** @type {(inputs: Calendar_Answer_Post_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post not found`)
};

export const calendar_answer_saved = /** @type {(inputs: Calendar_Answer_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post saved`)
};

export const calendar_answer_stale = /** @type {(inputs: Calendar_Answer_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This post was changed by someone else meanwhile. Reload the page to see it as it is now.`)
};

export const calendar_answer_stale_form = /** @type {(inputs: Calendar_Answer_Stale_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form is out of date. Reload the page.`)
};

export const calendar_answer_writer_not_assigned = /** @type {(inputs: Calendar_Answer_Writer_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That writer does not work for this client. Choose one of the client's writers.`)
};

export const calendar_approve_all = /** @type {(inputs: Calendar_Approve_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve all`)
};

export const calendar_awaiting_one = /** @type {(inputs: Calendar_Awaiting_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 post awaits your approval.`)
};

export const calendar_awaiting_other = /** @type {(inputs: Calendar_Awaiting_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} posts await your approval.`)
};

export const calendar_choose_client = /** @type {(inputs: Calendar_Choose_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a client`)
};

export const calendar_client = /** @type {(inputs: Calendar_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

export const calendar_comment_added = /** @type {(inputs: Calendar_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment added`)
};

export const calendar_comment_choose_visibility = /** @type {(inputs: Calendar_Comment_Choose_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose who sees the comment: internal (agency only) or shared with the client.`)
};

export const calendar_comment_deleted = /** @type {(inputs: Calendar_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment deleted`)
};

export const calendar_comment_edit_window_over = /** @type {(inputs: Calendar_Comment_Edit_Window_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A comment can be edited or deleted only within 15 minutes of posting it`)
};

export const calendar_comment_edited = /** @type {(inputs: Calendar_Comment_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment updated`)
};

export const calendar_comment_internal_agency_only = /** @type {(inputs: Calendar_Comment_Internal_Agency_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal comments are the agency's. Share your comment with the agency instead.`)
};

export const calendar_comment_not_found = /** @type {(inputs: Calendar_Comment_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment not found`)
};

export const calendar_comment_not_yours = /** @type {(inputs: Calendar_Comment_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only edit or delete your own comments`)
};

export const calendar_comment_writer_only = /** @type {(inputs: Calendar_Comment_Writer_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the post's writer, an admin or the client may comment on this post.`)
};

export const calendar_copy_link = /** @type {(inputs: Calendar_Copy_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy link`)
};

export const calendar_create_post = /** @type {(inputs: Calendar_Create_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create post`)
};

export const calendar_days_of_month = /** @type {(inputs: Calendar_Days_Of_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Days of the month`)
};

export const calendar_days_of_week = /** @type {(inputs: Calendar_Days_Of_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Days of the week`)
};

export const calendar_download_csv = /** @type {(inputs: Calendar_Download_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Download CSV`)
};

export const calendar_drag = /** @type {(inputs: Calendar_DragInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Drag ${i?.title} to another day`)
};

export const calendar_drag_cancel = /** @type {(inputs: Calendar_Drag_CancelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moving ${i?.title} was cancelled: it stays where it was.`)
};

export const calendar_drag_end = /** @type {(inputs: Calendar_Drag_EndInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} dropped on ${i?.day}.`)
};

export const calendar_drag_instructions = /** @type {(inputs: Calendar_Drag_InstructionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To move the post to another day, press space or enter, choose the day with the arrow keys (left and right a day, up and down a week), then press space or enter to drop it there, or escape to cancel.`)
};

export const calendar_drag_over = /** @type {(inputs: Calendar_Drag_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is over ${i?.day}.`)
};

export const calendar_drag_over_none = /** @type {(inputs: Calendar_Drag_Over_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is over no day.`)
};

export const calendar_drag_post = /** @type {(inputs: Calendar_Drag_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The post`)
};

export const calendar_drag_start = /** @type {(inputs: Calendar_Drag_StartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Picked up ${i?.title}.`)
};

export const calendar_drag_stays = /** @type {(inputs: Calendar_Drag_StaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} stays where it was.`)
};

export const calendar_feed_address = /** @type {(inputs: Calendar_Feed_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar address`)
};

export const calendar_feed_heading = /** @type {(inputs: Calendar_Feed_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscribe in your calendar`)
};

export const calendar_feed_intro = /** @type {(inputs: Calendar_Feed_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled and published posts appear in your calendar app. Anyone with this address can see them.`)
};

export const calendar_feed_not_for_freelancers = /** @type {(inputs: Calendar_Feed_Not_For_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the client and the agency manage the calendar address.`)
};

export const calendar_feed_open = /** @type {(inputs: Calendar_Feed_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in calendar app`)
};

export const calendar_feed_ready = /** @type {(inputs: Calendar_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your calendar address is ready. Add it to your calendar app.`)
};

export const calendar_feed_revoked = /** @type {(inputs: Calendar_Feed_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar link revoked. The old address no longer works.`)
};

export const calendar_filter = /** @type {(inputs: Calendar_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filter`)
};

export const calendar_filters = /** @type {(inputs: Calendar_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filters`)
};

export const calendar_heading = /** @type {(inputs: Calendar_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content calendar`)
};

export const calendar_link_copied = /** @type {(inputs: Calendar_Link_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Link copied.`)
};

export const calendar_media_alt_required = /** @type {(inputs: Calendar_Media_Alt_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the alt text: say what the picture or video shows, for people who cannot see it.`)
};

export const calendar_media_alt_saved = /** @type {(inputs: Calendar_Media_Alt_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alt text saved.`)
};

export const calendar_media_alt_too_long = /** @type {(inputs: Calendar_Media_Alt_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alt text may hold at most ${i?.max} characters.`)
};

export const calendar_media_cap_reached = /** @type {(inputs: Calendar_Media_Cap_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This calendar has used its 5 GB of uploads for this month. Nothing was saved and nothing already saved was removed: add the file again from ${i?.date}.`)
};

export const calendar_media_choose_direction = /** @type {(inputs: Calendar_Media_Choose_DirectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose up or down.`)
};

export const calendar_media_mixed = /** @type {(inputs: Calendar_Media_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A platform's post takes pictures or one video, never both.`)
};

export const calendar_media_no_file = /** @type {(inputs: Calendar_Media_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a picture or a video to add.`)
};

export const calendar_media_not_found = /** @type {(inputs: Calendar_Media_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picture or video not found`)
};

export const calendar_media_not_media = /** @type {(inputs: Calendar_Media_Not_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only JPEG, PNG or WebP pictures and MP4 videos can be added. This file is none of them.`)
};

export const calendar_media_not_on_post = /** @type {(inputs: Calendar_Media_Not_On_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This post is not written for that platform.`)
};

export const calendar_media_one_file = /** @type {(inputs: Calendar_Media_One_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add one file at a time, each with its alt text.`)
};

export const calendar_media_one_video = /** @type {(inputs: Calendar_Media_One_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A platform's post takes one video: remove it to add another.`)
};

export const calendar_media_order_saved = /** @type {(inputs: Calendar_Media_Order_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order saved.`)
};

export const calendar_media_picture_added = /** @type {(inputs: Calendar_Media_Picture_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picture added.`)
};

export const calendar_media_removed = /** @type {(inputs: Calendar_Media_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed.`)
};

export const calendar_media_too_many_images = /** @type {(inputs: Calendar_Media_Too_Many_ImagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A platform's post takes at most ${i?.count} pictures.`)
};

export const calendar_media_unavailable = /** @type {(inputs: Calendar_Media_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The file cannot be stored right now. Nothing was saved: please try again in a moment.`)
};

export const calendar_media_video_added = /** @type {(inputs: Calendar_Media_Video_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Video added.`)
};

export const calendar_move_button = /** @type {(inputs: Calendar_Move_ButtonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.title}`)
};

export const calendar_move_new_day = /** @type {(inputs: Calendar_Move_New_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New day for ${i?.title}`)
};

export const calendar_move_summary = /** @type {(inputs: Calendar_Move_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move ${i?.title} to another day`)
};

export const calendar_nav_label = /** @type {(inputs: Calendar_Nav_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month and view`)
};

export const calendar_new_post = /** @type {(inputs: Calendar_New_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New post`)
};

export const calendar_next_month = /** @type {(inputs: Calendar_Next_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next month`)
};

export const calendar_next_week = /** @type {(inputs: Calendar_Next_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next week`)
};

export const calendar_no_posts = /** @type {(inputs: Calendar_No_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No posts`)
};

export const calendar_no_posts_month = /** @type {(inputs: Calendar_No_Posts_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No posts in this month.`)
};

export const calendar_page_title = /** @type {(inputs: Calendar_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Content calendar, ${i?.month} | Fli DESK`)
};

export const calendar_pick_client = /** @type {(inputs: Calendar_Pick_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a client to see their calendar.`)
};

export const calendar_platform = /** @type {(inputs: Calendar_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform`)
};

export const calendar_post_add_comment = /** @type {(inputs: Calendar_Post_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a comment`)
};

export const calendar_post_add_to = /** @type {(inputs: Calendar_Post_Add_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Add to ${i?.platform}`)
};

export const calendar_post_added_end = /** @type {(inputs: Calendar_Post_Added_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(end of addition)`)
};

export const calendar_post_added_mark = /** @type {(inputs: Calendar_Post_Added_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`added:`)
};

export const calendar_post_address_too_long = /** @type {(inputs: Calendar_Post_Address_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That address is too long.`)
};

export const calendar_post_alt_text = /** @type {(inputs: Calendar_Post_Alt_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alt text`)
};

export const calendar_post_alt_text_hint = /** @type {(inputs: Calendar_Post_Alt_Text_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What the picture or video shows.`)
};

export const calendar_post_alt_text_of = /** @type {(inputs: Calendar_Post_Alt_Text_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alt text of ${i?.label}`)
};

export const calendar_post_asked_on = /** @type {(inputs: Calendar_Post_Asked_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Asked on ${i?.date}`)
};

export const calendar_post_caption = /** @type {(inputs: Calendar_Post_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Caption`)
};

export const calendar_post_caption_hint = /** @type {(inputs: Calendar_Post_Caption_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Up to ${i?.limit} characters.`)
};

export const calendar_post_caption_too_long = /** @type {(inputs: Calendar_Post_Caption_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A caption may hold at most 70,000 characters.`)
};

export const calendar_post_changed_since_client_asked = /** @type {(inputs: Calendar_Post_Changed_Since_Client_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed since the client asked for changes`)
};

export const calendar_post_changed_since_version = /** @type {(inputs: Calendar_Post_Changed_Since_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`What changed since version ${i?.version}`)
};

export const calendar_post_changed_since_you_asked = /** @type {(inputs: Calendar_Post_Changed_Since_You_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changed since you asked for changes`)
};

export const calendar_post_check_before_sending = /** @type {(inputs: Calendar_Post_Check_Before_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check before sending`)
};

export const calendar_post_choose_move = /** @type {(inputs: Calendar_Post_Choose_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the post's moves.`)
};

export const calendar_post_choose_writer = /** @type {(inputs: Calendar_Post_Choose_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a writer from the list.`)
};

export const calendar_post_comments = /** @type {(inputs: Calendar_Post_CommentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comments (${i?.count})`)
};

export const calendar_post_created_the_post = /** @type {(inputs: Calendar_Post_Created_The_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`created the post`)
};

export const calendar_post_date_time = /** @type {(inputs: Calendar_Post_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Date and time (Sri Lanka)`)
};

export const calendar_post_delete = /** @type {(inputs: Calendar_Post_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const calendar_post_delete_your_comment = /** @type {(inputs: Calendar_Post_Delete_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your comment`)
};

export const calendar_post_edit = /** @type {(inputs: Calendar_Post_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit post`)
};

export const calendar_post_edit_comment = /** @type {(inputs: Calendar_Post_Edit_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const calendar_post_edit_your_comment = /** @type {(inputs: Calendar_Post_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit your comment`)
};

export const calendar_post_edited = /** @type {(inputs: Calendar_Post_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`edited the post`)
};

export const calendar_post_edited_mark = /** @type {(inputs: Calendar_Post_Edited_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(edited)`)
};

export const calendar_post_edited_version = /** @type {(inputs: Calendar_Post_Edited_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`edited the post (version ${i?.version})`)
};

export const calendar_post_file_too_large = /** @type {(inputs: Calendar_Post_File_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is too large: a post takes pictures of at most 10 MB and one video of at most 100 MB.`)
};

export const calendar_post_first_comment = /** @type {(inputs: Calendar_Post_First_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`First comment`)
};

export const calendar_post_first_comment_too_long = /** @type {(inputs: Calendar_Post_First_Comment_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A first comment may hold at most 2,200 characters.`)
};

export const calendar_post_hashtag_word = /** @type {(inputs: Calendar_Post_Hashtag_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A hashtag is one word of letters, digits or _.`)
};

export const calendar_post_hashtags = /** @type {(inputs: Calendar_Post_HashtagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hashtags`)
};

export const calendar_post_hashtags_hint = /** @type {(inputs: Calendar_Post_Hashtags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Separated by spaces or commas.`)
};

export const calendar_post_history = /** @type {(inputs: Calendar_Post_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`History`)
};

export const calendar_post_history_time = /** @type {(inputs: Calendar_Post_History_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time:`)
};

export const calendar_post_history_title = /** @type {(inputs: Calendar_Post_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title:`)
};

export const calendar_post_internal = /** @type {(inputs: Calendar_Post_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal`)
};

export const calendar_post_internal_agency_only = /** @type {(inputs: Calendar_Post_Internal_Agency_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Internal (agency only)`)
};

export const calendar_post_live_address = /** @type {(inputs: Calendar_Post_Live_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live post address`)
};

export const calendar_post_live_post = /** @type {(inputs: Calendar_Post_Live_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Live post`)
};

export const calendar_post_media_heading = /** @type {(inputs: Calendar_Post_Media_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} media`)
};

export const calendar_post_media_hint = /** @type {(inputs: Calendar_Post_Media_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Up to 10 JPEG, PNG or WebP pictures of 10 MB each, or one MP4 video of 100 MB.`)
};

export const calendar_post_move_approve = /** @type {(inputs: Calendar_Post_Move_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

export const calendar_post_move_down = /** @type {(inputs: Calendar_Post_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move down`)
};

export const calendar_post_move_down_of = /** @type {(inputs: Calendar_Post_Move_Down_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move down: ${i?.label}`)
};

export const calendar_post_move_fail = /** @type {(inputs: Calendar_Post_Move_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark failed`)
};

export const calendar_post_move_hold = /** @type {(inputs: Calendar_Post_Move_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hold`)
};

export const calendar_post_move_publish = /** @type {(inputs: Calendar_Post_Move_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark published`)
};

export const calendar_post_move_request_changes = /** @type {(inputs: Calendar_Post_Move_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request changes`)
};

export const calendar_post_move_resume = /** @type {(inputs: Calendar_Post_Move_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the client's review`)
};

export const calendar_post_move_return = /** @type {(inputs: Calendar_Post_Move_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send back to writer`)
};

export const calendar_post_move_schedule = /** @type {(inputs: Calendar_Post_Move_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schedule`)
};

export const calendar_post_move_send = /** @type {(inputs: Calendar_Post_Move_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send to client`)
};

export const calendar_post_move_submit = /** @type {(inputs: Calendar_Post_Move_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Submit for review`)
};

export const calendar_post_move_up = /** @type {(inputs: Calendar_Post_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Move up`)
};

export const calendar_post_move_up_of = /** @type {(inputs: Calendar_Post_Move_Up_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Move up: ${i?.label}`)
};

export const calendar_post_mp4_video = /** @type {(inputs: Calendar_Post_Mp4_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MP4 video`)
};

export const calendar_post_next_step = /** @type {(inputs: Calendar_Post_Next_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next step`)
};

export const calendar_post_no_caption_change = /** @type {(inputs: Calendar_Post_No_Caption_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No change to the caption.`)
};

export const calendar_post_no_platforms = /** @type {(inputs: Calendar_Post_No_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This client has no platforms chosen yet.`)
};

export const calendar_post_no_writer = /** @type {(inputs: Calendar_Post_No_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No writer yet`)
};

export const calendar_post_note = /** @type {(inputs: Calendar_Post_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Note`)
};

export const calendar_post_note_too_long = /** @type {(inputs: Calendar_Post_Note_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A note may hold at most 2,000 characters.`)
};

export const calendar_post_nothing_changed = /** @type {(inputs: Calendar_Post_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing in the post's text or time changed.`)
};

export const calendar_post_over_quota = /** @type {(inputs: Calendar_Post_Over_QuotaInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`This month has ${i?.count} post over the plan's ${i?.promised}: agree the extra with the client before sending.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`This month has ${i?.count} posts over the plan's ${i?.promised}: agree the extra with the client before sending.`);
	return /** @type {LocalizedString} */ ("calendar_post_over_quota");
};

export const calendar_post_page_title = /** @type {(inputs: Calendar_Post_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} | Content calendar | Fli DESK`)
};

export const calendar_post_picture_n = /** @type {(inputs: Calendar_Post_Picture_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Picture ${i?.number}`)
};

export const calendar_post_picture_or_video = /** @type {(inputs: Calendar_Post_Picture_Or_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picture or video`)
};

export const calendar_post_platforms = /** @type {(inputs: Calendar_Post_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platforms`)
};

export const calendar_post_post_comment = /** @type {(inputs: Calendar_Post_Post_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post comment`)
};

export const calendar_post_reason = /** @type {(inputs: Calendar_Post_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason`)
};

export const calendar_post_remove = /** @type {(inputs: Calendar_Post_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove`)
};

export const calendar_post_remove_of = /** @type {(inputs: Calendar_Post_Remove_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove: ${i?.label}`)
};

export const calendar_post_removed_end = /** @type {(inputs: Calendar_Post_Removed_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(end of removal)`)
};

export const calendar_post_removed_mark = /** @type {(inputs: Calendar_Post_Removed_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`removed:`)
};

export const calendar_post_role_admin = /** @type {(inputs: Calendar_Post_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const calendar_post_save = /** @type {(inputs: Calendar_Post_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save post`)
};

export const calendar_post_save_alt_text = /** @type {(inputs: Calendar_Post_Save_Alt_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save alt text`)
};

export const calendar_post_save_comment = /** @type {(inputs: Calendar_Post_Save_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save comment`)
};

export const calendar_post_sending = /** @type {(inputs: Calendar_Post_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const calendar_post_shared = /** @type {(inputs: Calendar_Post_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared`)
};

export const calendar_post_shared_with_client = /** @type {(inputs: Calendar_Post_Shared_With_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared with the client`)
};

export const calendar_post_sri_lanka = /** @type {(inputs: Calendar_Post_Sri_LankaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(Sri Lanka)`)
};

export const calendar_post_title = /** @type {(inputs: Calendar_Post_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

export const calendar_post_title_required = /** @type {(inputs: Calendar_Post_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the post a title.`)
};

export const calendar_post_title_too_long = /** @type {(inputs: Calendar_Post_Title_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A title may hold at most 200 characters.`)
};

export const calendar_post_too_many_hashtags = /** @type {(inputs: Calendar_Post_Too_Many_HashtagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A post may carry at most 100 hashtags.`)
};

export const calendar_post_unpaid_platform = /** @type {(inputs: Calendar_Post_Unpaid_PlatformInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} is not one of the platforms the client's plan pays for.`)
};

export const calendar_post_version_one = /** @type {(inputs: Calendar_Post_Version_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version 1: as the client was first sent it.`)
};

export const calendar_post_video_n = /** @type {(inputs: Calendar_Post_Video_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Video ${i?.number}`)
};

export const calendar_post_when = /** @type {(inputs: Calendar_Post_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (Sri Lanka)`)
};

export const calendar_post_who_sees_it = /** @type {(inputs: Calendar_Post_Who_Sees_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who sees it`)
};

export const calendar_post_words_added = /** @type {(inputs: Calendar_Post_Words_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} word added.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} words added.`);
	return /** @type {LocalizedString} */ ("calendar_post_words_added");
};

export const calendar_post_words_both = /** @type {(inputs: Calendar_Post_Words_BothInputs) => LocalizedString} */ (i) => {const addedPlural = registry.plural("en", i?.added, {});
	const removedPlural = registry.plural("en", i?.removed, {});
	if (addedPlural === "one" && removedPlural === "one") return /** @type {LocalizedString} */ (`${i?.added} word added, ${i?.removed} word removed.`);
	if (addedPlural === "one" && removedPlural === "other") return /** @type {LocalizedString} */ (`${i?.added} word added, ${i?.removed} words removed.`);
	if (addedPlural === "other" && removedPlural === "one") return /** @type {LocalizedString} */ (`${i?.added} words added, ${i?.removed} word removed.`);
	if (addedPlural === "other" && removedPlural === "other") return /** @type {LocalizedString} */ (`${i?.added} words added, ${i?.removed} words removed.`);
	return /** @type {LocalizedString} */ ("calendar_post_words_both");
};

export const calendar_post_words_removed = /** @type {(inputs: Calendar_Post_Words_RemovedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} word removed.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} words removed.`);
	return /** @type {LocalizedString} */ ("calendar_post_words_removed");
};

export const calendar_post_write_for = /** @type {(inputs: Calendar_Post_Write_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Write for ${i?.platform}`)
};

export const calendar_post_writer = /** @type {(inputs: Calendar_Post_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Writer`)
};

export const calendar_posts = /** @type {(inputs: Calendar_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posts`)
};

export const calendar_previous_month = /** @type {(inputs: Calendar_Previous_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous month`)
};

export const calendar_previous_week = /** @type {(inputs: Calendar_Previous_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Previous week`)
};

export const calendar_query_client = /** @type {(inputs: Calendar_Query_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the client's desk ID, such as FLD-CLNT1.`)
};

export const calendar_query_month = /** @type {(inputs: Calendar_Query_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the month as 2026-11.`)
};

export const calendar_query_platform = /** @type {(inputs: Calendar_Query_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the platforms.`)
};

export const calendar_query_status = /** @type {(inputs: Calendar_Query_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the statuses.`)
};

export const calendar_query_view = /** @type {(inputs: Calendar_Query_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The view is month, week or list.`)
};

export const calendar_query_week = /** @type {(inputs: Calendar_Query_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the week as one of its days, such as 2026-11-02.`)
};

export const calendar_quota_label = /** @type {(inputs: Calendar_Quota_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan quota`)
};

export const calendar_quota_over = /** @type {(inputs: Calendar_Quota_OverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.over} over the plan's posts this month`)
};

export const calendar_quota_platforms = /** @type {(inputs: Calendar_Quota_PlatformsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.allowed} platforms`)
};

export const calendar_quota_platforms_over_one = /** @type {(inputs: Calendar_Quota_Platforms_Over_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 platform past what the plan pays for`)
};

export const calendar_quota_platforms_over_other = /** @type {(inputs: Calendar_Quota_Platforms_Over_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.over} platforms past what the plan pays for`)
};

export const calendar_quota_posts = /** @type {(inputs: Calendar_Quota_PostsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.used} of ${i?.promised} posts this month`)
};

export const calendar_reschedule_bad_day = /** @type {(inputs: Calendar_Reschedule_Bad_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the new day as a date, such as 2026-11-05.`)
};

export const calendar_reschedule_choose_post = /** @type {(inputs: Calendar_Reschedule_Choose_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a post of the calendar.`)
};

export const calendar_reschedule_moved = /** @type {(inputs: Calendar_Reschedule_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Post moved to ${i?.when}.`)
};

export const calendar_reschedule_moved_back = /** @type {(inputs: Calendar_Reschedule_Moved_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Post moved to ${i?.when}. It goes back to the client for approval.`)
};

export const calendar_reschedule_not_yours = /** @type {(inputs: Calendar_Reschedule_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only an admin or the post's writer may move it to another day.`)
};

export const calendar_reschedule_passed = /** @type {(inputs: Calendar_Reschedule_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a day still ahead: the post's time on that day has passed.`)
};

export const calendar_reschedule_published = /** @type {(inputs: Calendar_Reschedule_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A published post cannot be moved to another day.`)
};

export const calendar_reschedule_same_day = /** @type {(inputs: Calendar_Reschedule_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The post is already on that day.`)
};

export const calendar_reschedule_too_far = /** @type {(inputs: Calendar_Reschedule_Too_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a day within the next two years.`)
};

export const calendar_review_none_revoked = /** @type {(inputs: Calendar_Review_None_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There was no valid review link for this month.`)
};

export const calendar_review_not_for_freelancers = /** @type {(inputs: Calendar_Review_Not_For_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the client and the agency share a month for review.`)
};

export const calendar_review_post_not_in_link = /** @type {(inputs: Calendar_Review_Post_Not_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That post is not one of this review link's posts.`)
};

export const calendar_review_revoked = /** @type {(inputs: Calendar_Review_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review links for this month revoked. They no longer open.`)
};

export const calendar_review_shared = /** @type {(inputs: Calendar_Review_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Review link ready. It works until ${i?.until}.`)
};

export const calendar_review_whatsapp_text = /** @type {(inputs: Calendar_Review_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please review our posts for the month:`)
};

export const calendar_revoke_link = /** @type {(inputs: Calendar_Revoke_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke link`)
};

export const calendar_share_whatsapp = /** @type {(inputs: Calendar_Share_WhatsappInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share on WhatsApp`)
};

export const calendar_show = /** @type {(inputs: Calendar_ShowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show calendar`)
};

export const calendar_status = /** @type {(inputs: Calendar_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const calendar_status_approved = /** @type {(inputs: Calendar_Status_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

export const calendar_status_awaiting_client = /** @type {(inputs: Calendar_Status_Awaiting_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting client`)
};

export const calendar_status_changes_requested = /** @type {(inputs: Calendar_Status_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes requested`)
};

export const calendar_status_draft = /** @type {(inputs: Calendar_Status_DraftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draft`)
};

export const calendar_status_failed = /** @type {(inputs: Calendar_Status_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

export const calendar_status_in_review = /** @type {(inputs: Calendar_Status_In_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In review`)
};

export const calendar_status_on_hold = /** @type {(inputs: Calendar_Status_On_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On hold`)
};

export const calendar_status_published = /** @type {(inputs: Calendar_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published`)
};

export const calendar_status_scheduled = /** @type {(inputs: Calendar_Status_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scheduled`)
};

export const calendar_today = /** @type {(inputs: Calendar_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(today)`)
};

export const calendar_unknown_form = /** @type {(inputs: Calendar_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown form`)
};

export const calendar_view_list = /** @type {(inputs: Calendar_View_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List`)
};

export const calendar_view_month = /** @type {(inputs: Calendar_View_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Month`)
};

export const calendar_view_week = /** @type {(inputs: Calendar_View_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Week`)
};

export const calendar_week_of = /** @type {(inputs: Calendar_Week_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Week of ${i?.start} to ${i?.end}`)
};

export const calendar_weekday_fri = /** @type {(inputs: Calendar_Weekday_FriInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fri`)
};

export const calendar_weekday_mon = /** @type {(inputs: Calendar_Weekday_MonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mon`)
};

export const calendar_weekday_sat = /** @type {(inputs: Calendar_Weekday_SatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sat`)
};

export const calendar_weekday_sun = /** @type {(inputs: Calendar_Weekday_SunInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sun`)
};

export const calendar_weekday_thu = /** @type {(inputs: Calendar_Weekday_ThuInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thu`)
};

export const calendar_weekday_tue = /** @type {(inputs: Calendar_Weekday_TueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tue`)
};

export const calendar_weekday_wed = /** @type {(inputs: Calendar_Weekday_WedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wed`)
};

export const calendar_workflow_not_in_future = /** @type {(inputs: Calendar_Workflow_Not_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a post whose date is still ahead can be scheduled. Change its date first.`)
};

export const calendar_workflow_not_yours = /** @type {(inputs: Calendar_Workflow_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the post's writer, an admin or its client may do that.`)
};

export const calendar_workflow_note_required = /** @type {(inputs: Calendar_Workflow_Note_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a note saying what should change.`)
};

export const calendar_workflow_reason_required = /** @type {(inputs: Calendar_Workflow_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say what should change: a reason is required.`)
};

export const calendar_workflow_the_platforms = /** @type {(inputs: Calendar_Workflow_The_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the post's platforms`)
};

export const calendar_workflow_url_required = /** @type {(inputs: Calendar_Workflow_Url_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give the live post's address.`)
};

export const calendar_workflow_url_wrong_site = /** @type {(inputs: Calendar_Workflow_Url_Wrong_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The live post's address must be on ${i?.sites}.`)
};

export const calendar_workflow_wrong_status = /** @type {(inputs: Calendar_Workflow_Wrong_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A post that is ${i?.status} cannot be moved with "${i?.move}".`)
};

export const caption_too_long = /** @type {(inputs: Caption_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} allows ${i?.limit} characters; this caption has ${i?.count}.`)
};

export const caption_too_many_tags = /** @type {(inputs: Caption_Too_Many_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} allows at most ${i?.limit} hashtags; this post has ${i?.count}.`)
};

export const client_no_analytics = /** @type {(inputs: Client_No_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Analytics Available`)
};

export const client_tab_billing = /** @type {(inputs: Client_Tab_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing`)
};

export const client_tab_insights = /** @type {(inputs: Client_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI Insights`)
};

export const client_tab_overview = /** @type {(inputs: Client_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

export const client_tab_projects = /** @type {(inputs: Client_Tab_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Projects`)
};

export const client_tab_support = /** @type {(inputs: Client_Tab_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

export const client_tab_timeline = /** @type {(inputs: Client_Tab_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Timeline View`)
};

export const client_timeline_empty = /** @type {(inputs: Client_Timeline_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No project is in development right now.`)
};

export const client_timeline_line = /** @type {(inputs: Client_Timeline_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress}% · started ${i?.started} · deadline ${i?.deadline}`)
};

export const client_timeline_no_deadline = /** @type {(inputs: Client_Timeline_No_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`none`)
};

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

export const dashboard_active_projects = /** @type {(inputs: Dashboard_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active Projects`)
};

export const dashboard_analytics = /** @type {(inputs: Dashboard_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

export const dashboard_assigned_projects = /** @type {(inputs: Dashboard_Assigned_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned Projects`)
};

export const dashboard_completed = /** @type {(inputs: Dashboard_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const dashboard_completed_projects = /** @type {(inputs: Dashboard_Completed_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed Projects`)
};

export const dashboard_contact_admin = /** @type {(inputs: Dashboard_Contact_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact your admin to get started.`)
};

export const dashboard_ga_connected = /** @type {(inputs: Dashboard_Ga_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GA Connected`)
};

export const dashboard_no_assigned_projects = /** @type {(inputs: Dashboard_No_Assigned_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Assigned Projects`)
};

export const dashboard_no_projects_assigned = /** @type {(inputs: Dashboard_No_Projects_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Projects Assigned`)
};

export const dashboard_no_projects_available = /** @type {(inputs: Dashboard_No_Projects_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No Projects Available`)
};

export const dashboard_progress_updates = /** @type {(inputs: Dashboard_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress Updates`)
};

export const dashboard_sections = /** @type {(inputs: Dashboard_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard sections`)
};

export const dashboard_success_rate = /** @type {(inputs: Dashboard_Success_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success Rate`)
};

export const dashboard_title = /** @type {(inputs: Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard`)
};

export const dashboard_title_admin = /** @type {(inputs: Dashboard_Title_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin Panel`)
};

export const dashboard_title_client = /** @type {(inputs: Dashboard_Title_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client Dashboard`)
};

export const dashboard_title_freelancer = /** @type {(inputs: Dashboard_Title_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancer Hub`)
};

export const dashboard_total_projects = /** @type {(inputs: Dashboard_Total_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total Projects`)
};

export const dashboard_updates_order = /** @type {(inputs: Dashboard_Updates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your updates: those awaiting your client's decision first, then the newest.`)
};

export const dashboard_upload_hint = /** @type {(inputs: Dashboard_Upload_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To upload a report, choose Update Progress on its project: your notes and up to 10 screenshots reach your client at once.`)
};

export const dashboard_view_analytics = /** @type {(inputs: Dashboard_View_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Analytics`)
};

export const dashboard_view_analytics_of = /** @type {(inputs: Dashboard_View_Analytics_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View Analytics of ${i?.title}`)
};

export const error_access_denied_page_title = /** @type {(inputs: Error_Access_Denied_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied | Fli DESK`)
};

export const error_access_denied_text = /** @type {(inputs: Error_Access_Denied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid user role`)
};

export const error_access_denied_title = /** @type {(inputs: Error_Access_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Access Denied`)
};

export const error_back_to_dashboard = /** @type {(inputs: Error_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to Dashboard`)
};

export const error_back_to_your_dashboard = /** @type {(inputs: Error_Back_To_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to your dashboard`)
};

export const error_not_found_page_title = /** @type {(inputs: Error_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page not found | Fli DESK`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Page not found`)
};

export const insights_ai_empty = /** @type {(inputs: Insights_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No AI response`)
};

export const insights_ai_unavailable = /** @type {(inputs: Insights_Ai_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`AI service unavailable: ${i?.reason}. Showing local guidance...`)
};

export const insights_ask = /** @type {(inputs: Insights_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask`)
};

export const insights_ask_about = /** @type {(inputs: Insights_Ask_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask about this project`)
};

export const insights_ask_more = /** @type {(inputs: Insights_Ask_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask about a project by name, your team or your analytics for more.`)
};

export const insights_assistant_for = /** @type {(inputs: Insights_Assistant_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`AI assistant for ${i?.title}`)
};

export const insights_at_risk = /** @type {(inputs: Insights_At_RiskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At risk: ${i?.titles}.`)
};

export const insights_at_risk_pace = /** @type {(inputs: Insights_At_Risk_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At this pace it may miss its deadline: consider a check-in with the team.`)
};

export const insights_client_title = /** @type {(inputs: Insights_Client_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI Insights | Client Dashboard`)
};

export const insights_completed = /** @type {(inputs: Insights_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is at ${i?.progress}% (${i?.status}): it was completed.`)
};

export const insights_completed_on = /** @type {(inputs: Insights_Completed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is at ${i?.progress}% (${i?.status}): it was completed on ${i?.date}.`)
};

export const insights_deadline_none = /** @type {(inputs: Insights_Deadline_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`has no deadline`)
};

export const insights_deadline_on = /** @type {(inputs: Insights_Deadline_OnInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`is due on ${i?.date}, in ${i?.days} day`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`is due on ${i?.date}, in ${i?.days} days`);
	return /** @type {LocalizedString} */ ("insights_deadline_on");
};

export const insights_deadline_past = /** @type {(inputs: Insights_Deadline_PastInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("en", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`is ${i?.days} day past its deadline of ${i?.date}`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`is ${i?.days} days past its deadline of ${i?.date}`);
	return /** @type {LocalizedString} */ ("insights_deadline_past");
};

export const insights_deadline_today = /** @type {(inputs: Insights_Deadline_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`is due today (${i?.date})`)
};

export const insights_figure_bounce = /** @type {(inputs: Insights_Figure_BounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`a bounce rate of ${i?.rate}%`)
};

export const insights_figure_page_views = /** @type {(inputs: Insights_Figure_Page_ViewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} page views`)
};

export const insights_figure_session = /** @type {(inputs: Insights_Figure_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`an average session of ${i?.minutes} min`)
};

export const insights_figure_visitors = /** @type {(inputs: Insights_Figure_VisitorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} unique visitors`)
};

export const insights_full_reports = /** @type {(inputs: Insights_Full_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The full reports are in the Analytics tab.`)
};

export const insights_latest_update = /** @type {(inputs: Insights_Latest_UpdateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Latest update ${i?.when} (${i?.progress}%).`)
};

export const insights_latest_update_notes = /** @type {(inputs: Insights_Latest_Update_NotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Latest update ${i?.when} (${i?.progress}%): "${i?.notes}".`)
};

export const insights_local = /** @type {(inputs: Insights_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers come from your project data.`)
};

export const insights_next = /** @type {(inputs: Insights_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next: ${i?.next}.`)
};

export const insights_next_assign = /** @type {(inputs: Insights_Next_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a freelancer is assigned and work starts`)
};

export const insights_next_connect = /** @type {(inputs: Insights_Next_ConnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`analytics is connected to follow its results`)
};

export const insights_next_deadline = /** @type {(inputs: Insights_Next_DeadlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Next deadline: ${i?.title}, ${i?.date}.`)
};

export const insights_next_development = /** @type {(inputs: Insights_Next_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`development continues towards 100%, then testing`)
};

export const insights_next_first_report = /** @type {(inputs: Insights_Next_First_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its first analytics report is uploaded`)
};

export const insights_next_report_ready = /** @type {(inputs: Insights_Next_Report_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`its analytics report is in the Analytics tab`)
};

export const insights_next_testing = /** @type {(inputs: Insights_Next_TestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`testing is finished and the project is completed`)
};

export const insights_next_work_starts = /** @type {(inputs: Insights_Next_Work_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`work starts`)
};

export const insights_no_figures = /** @type {(inputs: Insights_No_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no figures yet`)
};

export const insights_no_projects = /** @type {(inputs: Insights_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no projects yet. Contact your admin to get started.`)
};

export const insights_no_report_not_completed = /** @type {(inputs: Insights_No_Report_Not_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} has no analytics yet: reports come once it is completed and connected.`)
};

export const insights_no_report_not_connected = /** @type {(inputs: Insights_No_Report_Not_ConnectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is completed but analytics is not connected yet.`)
};

export const insights_no_report_yet = /** @type {(inputs: Insights_No_Report_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} has analytics connected; its first report has not been uploaded yet.`)
};

export const insights_no_reports = /** @type {(inputs: Insights_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None of your projects has an analytics report yet; reports appear once a completed project is connected.`)
};

export const insights_none_at_risk = /** @type {(inputs: Insights_None_At_RiskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None is at risk of missing its deadline.`)
};

export const insights_pace = /** @type {(inputs: Insights_PaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`moving about ${i?.pace} points a day`)
};

export const insights_pace_none = /** @type {(inputs: Insights_Pace_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`with no measurable progress yet`)
};

export const insights_person_freelancer = /** @type {(inputs: Insights_Person_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: freelancer ${i?.name}.`)
};

export const insights_person_none = /** @type {(inputs: Insights_Person_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: no freelancer assigned yet.`)
};

export const insights_project_line = /** @type {(inputs: Insights_Project_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is at ${i?.progress}% (${i?.status}) and ${i?.deadline}, ${i?.pace}.`)
};

export const insights_project_not_found = /** @type {(inputs: Insights_Project_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project not found`)
};

export const insights_prompt_required = /** @type {(inputs: Insights_Prompt_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please type a question first.`)
};

export const insights_prompt_too_long = /** @type {(inputs: Insights_Prompt_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please keep your question under 2,000 characters.`)
};

export const insights_report = /** @type {(inputs: Insights_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}, report of ${i?.date}: ${i?.figures}.`)
};

export const insights_summary = /** @type {(inputs: Insights_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have ${i?.count} project: ${i?.underWay} under way and ${i?.completed} completed, at ${i?.average}% on average.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You have ${i?.count} projects: ${i?.underWay} under way and ${i?.completed} completed, at ${i?.average}% on average.`);
	return /** @type {LocalizedString} */ ("insights_summary");
};

export const insights_thinking = /** @type {(inputs: Insights_ThinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thinking...`)
};

export const insights_top_pages = /** @type {(inputs: Insights_Top_PagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Top pages: ${i?.pages}.`)
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

export const notifications_all_read = /** @type {(inputs: Notifications_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All notifications are marked as read.`)
};

export const notifications_choose_mails = /** @type {(inputs: Notifications_Choose_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose which are mailed to you on your`)
};

export const notifications_kind_approval = /** @type {(inputs: Notifications_Kind_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approvals`)
};

export const notifications_kind_assignment = /** @type {(inputs: Notifications_Kind_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assignments`)
};

export const notifications_kind_change_request = /** @type {(inputs: Notifications_Kind_Change_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change requests`)
};

export const notifications_kind_comment = /** @type {(inputs: Notifications_Kind_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comments`)
};

export const notifications_kind_lead = /** @type {(inputs: Notifications_Kind_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New leads`)
};

export const notifications_kind_payment = /** @type {(inputs: Notifications_Kind_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payments`)
};

export const notifications_kind_post = /** @type {(inputs: Notifications_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Content calendar posts`)
};

export const notifications_kind_post_overdue = /** @type {(inputs: Notifications_Kind_Post_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posts unapproved at their time`)
};

export const notifications_kind_post_reminder = /** @type {(inputs: Notifications_Kind_Post_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posts awaiting you soon`)
};

export const notifications_kind_project = /** @type {(inputs: Notifications_Kind_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New projects`)
};

export const notifications_kind_status = /** @type {(inputs: Notifications_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status changes`)
};

export const notifications_kind_ticket = /** @type {(inputs: Notifications_Kind_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support tickets`)
};

export const notifications_kind_update = /** @type {(inputs: Notifications_Kind_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress updates`)
};

export const notifications_list_label = /** @type {(inputs: Notifications_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notifications`)
};

export const notifications_mails_intro = /** @type {(inputs: Notifications_Mails_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every notification shows under the bell. Choose which are also mailed to you: at once, or together in a daily digest at 08:00 Sri Lanka time.`)
};

export const notifications_mails_title = /** @type {(inputs: Notifications_Mails_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notification mails`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark all as read`)
};

export const notifications_mode_digest = /** @type {(inputs: Notifications_Mode_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Daily digest`)
};

export const notifications_mode_instant = /** @type {(inputs: Notifications_Mode_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At once`)
};

export const notifications_mode_off = /** @type {(inputs: Notifications_Mode_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Off`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No notifications yet.`)
};

export const notifications_not_found = /** @type {(inputs: Notifications_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That notification does not exist.`)
};

export const notifications_nothing_unread = /** @type {(inputs: Notifications_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing unread.`)
};

export const notifications_page_title = /** @type {(inputs: Notifications_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications | Fli DESK`)
};

export const notifications_prefs_invalid = /** @type {(inputs: Notifications_Prefs_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose At once, Daily digest or Off for each kind`)
};

export const notifications_prefs_saved = /** @type {(inputs: Notifications_Prefs_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your notification choices are saved.`)
};

export const notifications_profile_link = /** @type {(inputs: Notifications_Profile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`profile`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save mail choices`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const notifications_unknown_form = /** @type {(inputs: Notifications_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown form`)
};

export const notifications_unread_count = /** @type {(inputs: Notifications_Unread_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} unread.`)
};

export const notifications_unread_mark = /** @type {(inputs: Notifications_Unread_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unread: `)
};

export const notify_lead_contact = /** @type {(inputs: Notify_Lead_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New contact message from ${i?.name}`)
};

export const notify_lead_quote = /** @type {(inputs: Notify_Lead_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New quote request from ${i?.name}`)
};

export const notify_mail_because = /** @type {(inputs: Notify_Mail_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this mail because ${i?.kinds} are mailed to you at once (your Fli DESK profile).`)
};

export const notify_mail_digest_because = /** @type {(inputs: Notify_Mail_Digest_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You get this digest because you chose it for ${i?.kinds} (your Fli DESK profile).`)
};

export const notify_mail_digest_heading = /** @type {(inputs: Notify_Mail_Digest_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What happened since yesterday`)
};

export const notify_mail_digest_subject = /** @type {(inputs: Notify_Mail_Digest_SubjectInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Your Fli DESK digest: ${i?.count} new notification`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`Your Fli DESK digest: ${i?.count} new notifications`);
	return /** @type {LocalizedString} */ ("notify_mail_digest_subject");
};

export const notify_mail_digest_unsubscribe = /** @type {(inputs: Notify_Mail_Digest_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe from the daily digest`)
};

export const notify_mail_manage = /** @type {(inputs: Notify_Mail_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage notification mails`)
};

export const notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ${i?.latest} latest are below; ${i?.more} more are in Fli DESK.`)
};

export const notify_mail_open = /** @type {(inputs: Notify_Mail_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open in Fli DESK`)
};

export const notify_mail_see_all = /** @type {(inputs: Notify_Mail_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`See all notifications`)
};

export const notify_mail_thread_subject = /** @type {(inputs: Notify_Mail_Thread_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.count} new)`)
};

export const notify_mail_thread_summary = /** @type {(inputs: Notify_Mail_Thread_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} notifications about this came in a short time; here they are together.`)
};

export const notify_mail_unsubscribe = /** @type {(inputs: Notify_Mail_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsubscribe from ${i?.kind}`)
};

export const notify_payment_failed = /** @type {(inputs: Notify_Payment_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment failed: ${i?.what}`)
};

export const notify_payment_order = /** @type {(inputs: Notify_Payment_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.order}`)
};

export const notify_payment_order_email = /** @type {(inputs: Notify_Payment_Order_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.order}, ${i?.email}`)
};

export const notify_payment_received = /** @type {(inputs: Notify_Payment_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment received: ${i?.what}`)
};

export const notify_post_awaiting = /** @type {(inputs: Notify_Post_AwaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A post is awaiting your approval: ${i?.title}`)
};

export const notify_post_comment = /** @type {(inputs: Notify_Post_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New comment on ${i?.title}`)
};

export const notify_post_internal_comment = /** @type {(inputs: Notify_Post_Internal_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New internal comment on ${i?.title}`)
};

export const notify_post_moved = /** @type {(inputs: Notify_Post_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: moved to ${i?.to}`)
};

export const notify_post_moved_note = /** @type {(inputs: Notify_Post_Moved_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moved from ${i?.from} to ${i?.to}`)
};

export const notify_post_overdue_body = /** @type {(inputs: Notify_Post_Overdue_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`It was due on ${i?.when} (Sri Lanka time) and is still ${i?.status}.`)
};

export const notify_post_overdue_title = /** @type {(inputs: Notify_Post_Overdue_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not approved at its time: ${i?.title}`)
};

export const notify_post_reminder_body = /** @type {(inputs: Notify_Post_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This post goes out on ${i?.when} (Sri Lanka time). Approve it or ask for changes.`)
};

export const notify_post_reminder_title = /** @type {(inputs: Notify_Post_Reminder_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Waiting for your approval: ${i?.title}`)
};

export const notify_post_status = /** @type {(inputs: Notify_Post_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ${i?.status}`)
};

export const notify_posts_approved = /** @type {(inputs: Notify_Posts_ApprovedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 post approved. (${i?.month})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} posts approved. (${i?.month})`);
	return /** @type {LocalizedString} */ ("notify_posts_approved");
};

export const notify_project_assigned = /** @type {(inputs: Notify_Project_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You are assigned to ${i?.title}`)
};

export const notify_project_comment = /** @type {(inputs: Notify_Project_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New comment on ${i?.title}`)
};

export const notify_project_new = /** @type {(inputs: Notify_Project_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New project: ${i?.title}`)
};

export const notify_project_progress = /** @type {(inputs: Notify_Project_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is at ${i?.progress}%`)
};

export const notify_project_progress_back = /** @type {(inputs: Notify_Project_Progress_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} went back to ${i?.progress}% (from ${i?.previous}%)`)
};

export const notify_project_status = /** @type {(inputs: Notify_Project_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} is now ${i?.status}`)
};

export const notify_return_body = /** @type {(inputs: Notify_Return_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order ${i?.order}, ${i?.email}, payment ${i?.payment}: ${i?.detail}. It is being refunded in full.`)
};

export const notify_return_closed = /** @type {(inputs: Notify_Return_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment for an order that was given up: ${i?.amount}`)
};

export const notify_return_duplicate = /** @type {(inputs: Notify_Return_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Second payment of an order already paid: ${i?.amount}`)
};

export const notify_return_terms = /** @type {(inputs: Notify_Return_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Payment refused, its terms differ from the order's: ${i?.amount}`)
};

export const notify_ticket_assigned = /** @type {(inputs: Notify_Ticket_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} was assigned to you: ${i?.subject}`)
};

export const notify_ticket_client_reply = /** @type {(inputs: Notify_Ticket_Client_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Client replied on ${i?.reference}: ${i?.subject}`)
};

export const notify_ticket_new = /** @type {(inputs: Notify_Ticket_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New ticket ${i?.reference}: ${i?.subject}`)
};

export const notify_ticket_reply = /** @type {(inputs: Notify_Ticket_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New reply on ${i?.reference}: ${i?.subject}`)
};

export const notify_ticket_status = /** @type {(inputs: Notify_Ticket_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} is now ${i?.status}: ${i?.subject}`)
};

export const notify_update_approved = /** @type {(inputs: Notify_Update_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Update approved on ${i?.title}`)
};

export const notify_update_changes_requested = /** @type {(inputs: Notify_Update_Changes_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Changes requested on ${i?.title}`)
};

export const preview_caption = /** @type {(inputs: Preview_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} preview`)
};

export const preview_characters = /** @type {(inputs: Preview_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Characters:`)
};

export const preview_less = /** @type {(inputs: Preview_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`less`)
};

export const preview_media_count = /** @type {(inputs: Preview_Media_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 of ${i?.count}`)
};

export const preview_more = /** @type {(inputs: Preview_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`more`)
};

export const preview_no_media = /** @type {(inputs: Preview_No_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No media yet`)
};

export const preview_over_limit = /** @type {(inputs: Preview_Over_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Over the limit:`)
};

export const preview_see_less = /** @type {(inputs: Preview_See_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`see less`)
};

export const preview_see_more = /** @type {(inputs: Preview_See_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`see more`)
};

export const profile_2fa_app_code = /** @type {(inputs: Profile_2fa_App_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your authenticator app`)
};

export const profile_2fa_by_hand = /** @type {(inputs: Profile_2fa_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cannot scan it? Add an account by hand with this key (time-based, 6 digits):`)
};

export const profile_2fa_codes_list = /** @type {(inputs: Profile_2fa_Codes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recovery codes`)
};

export const profile_2fa_codes_text = /** @type {(inputs: Profile_2fa_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each one signs you in once without your phone. Save them somewhere safe now: they will not be shown again.`)
};

export const profile_2fa_codes_title = /** @type {(inputs: Profile_2fa_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your recovery codes`)
};

export const profile_2fa_disable_code = /** @type {(inputs: Profile_2fa_Disable_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code from your app, or a recovery code`)
};

export const profile_2fa_enter_code = /** @type {(inputs: Profile_2fa_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. Enter the 6-digit code the app shows`)
};

export const profile_2fa_intro = /** @type {(inputs: Profile_2fa_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in with a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) as well as your password, so a stolen password alone opens nothing.`)
};

export const profile_2fa_must_enrol = /** @type {(inputs: Profile_2fa_Must_EnrolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-factor sign-in to continue: admins need it on this server.`)
};

export const profile_2fa_on = /** @type {(inputs: Profile_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

export const profile_2fa_qr_alt = /** @type {(inputs: Profile_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`QR code for your authenticator app`)
};

export const profile_2fa_regenerate = /** @type {(inputs: Profile_2fa_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Make new recovery codes`)
};

export const profile_2fa_regenerate_title = /** @type {(inputs: Profile_2fa_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New recovery codes`)
};

export const profile_2fa_scan = /** @type {(inputs: Profile_2fa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. Scan this QR code with your authenticator app.`)
};

export const profile_2fa_since = /** @type {(inputs: Profile_2fa_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`since ${i?.date} · ${i?.left} of 10 recovery codes left`)
};

export const profile_2fa_start = /** @type {(inputs: Profile_2fa_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Set up two-factor sign-in`)
};

export const profile_2fa_title = /** @type {(inputs: Profile_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in`)
};

export const profile_2fa_turn_off = /** @type {(inputs: Profile_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off two-factor sign-in`)
};

export const profile_2fa_turn_on = /** @type {(inputs: Profile_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on two-factor sign-in`)
};

export const profile_a_browser = /** @type {(inputs: Profile_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A browser`)
};

export const profile_a_script = /** @type {(inputs: Profile_A_ScriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A script`)
};

export const profile_account_page_title = /** @type {(inputs: Profile_Account_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile and security | Fli DESK`)
};

export const profile_change_email = /** @type {(inputs: Profile_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change email`)
};

export const profile_change_password = /** @type {(inputs: Profile_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change password`)
};

export const profile_confirm_password = /** @type {(inputs: Profile_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm new password`)
};

export const profile_current_password = /** @type {(inputs: Profile_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current password`)
};

export const profile_device_gone = /** @type {(inputs: Profile_Device_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That device is already signed out.`)
};

export const profile_device_on = /** @type {(inputs: Profile_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.browser} on ${i?.system}`)
};

export const profile_device_signed_out = /** @type {(inputs: Profile_Device_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That device has been signed out.`)
};

export const profile_devices_title = /** @type {(inputs: Profile_Devices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed-in devices`)
};

export const profile_email_change_note = /** @type {(inputs: Profile_Email_Change_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A new address is used once you confirm it from the link we mail to it.`)
};

export const profile_email_is = /** @type {(inputs: Profile_Email_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your email is ${i?.email}.`)
};

export const profile_failed_attempt = /** @type {(inputs: Profile_Failed_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed attempt`)
};

export const profile_language = /** @type {(inputs: Profile_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language`)
};

export const profile_last_active = /** @type {(inputs: Profile_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`last active`)
};

export const profile_new_email = /** @type {(inputs: Profile_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New email address`)
};

export const profile_new_password = /** @type {(inputs: Profile_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New password`)
};

export const profile_no_sign_ins = /** @type {(inputs: Profile_No_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No sign-ins recorded yet.`)
};

export const profile_others_signed_out = /** @type {(inputs: Profile_Others_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Every other device has been signed out.`)
};

export const profile_page_title = /** @type {(inputs: Profile_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} | Profile and security | Fli DESK`)
};

export const profile_password_changed = /** @type {(inputs: Profile_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password changed. Every other device has been signed out.`)
};

export const profile_password_rule = /** @type {(inputs: Profile_Password_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`At least 8 characters, with a lowercase letter, an uppercase letter and a number.`)
};

export const profile_role = /** @type {(inputs: Profile_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role`)
};

export const profile_save_language = /** @type {(inputs: Profile_Save_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save language`)
};

export const profile_save_name = /** @type {(inputs: Profile_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save name`)
};

export const profile_saving = /** @type {(inputs: Profile_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

export const profile_section_account = /** @type {(inputs: Profile_Section_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

export const profile_section_devices = /** @type {(inputs: Profile_Section_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devices`)
};

export const profile_section_notifications = /** @type {(inputs: Profile_Section_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const profile_section_security = /** @type {(inputs: Profile_Section_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security`)
};

export const profile_sections_nav = /** @type {(inputs: Profile_Sections_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile sections`)
};

export const profile_sending = /** @type {(inputs: Profile_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const profile_sign_ins_change_password = /** @type {(inputs: Profile_Sign_Ins_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`change your password`)
};

export const profile_sign_ins_if_not_you = /** @type {(inputs: Profile_Sign_Ins_If_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If one was not you,`)
};

export const profile_sign_ins_intro = /** @type {(inputs: Profile_Sign_Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The last ${i?.limit} sign-ins and failed attempts at your Fli DESK ID.`)
};

export const profile_sign_ins_sign_out_others = /** @type {(inputs: Profile_Sign_Ins_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`and sign out your other devices.`)
};

export const profile_sign_ins_title = /** @type {(inputs: Profile_Sign_Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in history`)
};

export const profile_sign_out_device = /** @type {(inputs: Profile_Sign_Out_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const profile_sign_out_others = /** @type {(inputs: Profile_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out all other devices`)
};

export const profile_signed_in = /** @type {(inputs: Profile_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed in`)
};

export const profile_this_device = /** @type {(inputs: Profile_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This device`)
};

export const profile_title = /** @type {(inputs: Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Profile and security`)
};

export const profile_unknown_address = /** @type {(inputs: Profile_Unknown_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown address`)
};

export const profile_unknown_device = /** @type {(inputs: Profile_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown device`)
};

export const profile_wrong_current = /** @type {(inputs: Profile_Wrong_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your current password is not correct`)
};

export const profile_your_name = /** @type {(inputs: Profile_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

export const project_add_comment = /** @type {(inputs: Project_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a comment`)
};

export const project_analytics = /** @type {(inputs: Project_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics`)
};

export const project_analytics_connected = /** @type {(inputs: Project_Analytics_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics Connected`)
};

export const project_analytics_trends = /** @type {(inputs: Project_Analytics_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Analytics trends`)
};

export const project_answer_approved = /** @type {(inputs: Project_Answer_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update approved`)
};

export const project_answer_changes_requested = /** @type {(inputs: Project_Answer_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes requested`)
};

export const project_answer_client_only = /** @type {(inputs: Project_Answer_Client_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only the project's client can approve an update or request changes`)
};

export const project_answer_comment_added = /** @type {(inputs: Project_Answer_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment added`)
};

export const project_answer_comment_deleted = /** @type {(inputs: Project_Answer_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment deleted`)
};

export const project_answer_comment_edited = /** @type {(inputs: Project_Answer_Comment_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment updated`)
};

export const project_answer_comment_not_found = /** @type {(inputs: Project_Answer_Comment_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment not found`)
};

export const project_answer_complete_from_pending = /** @type {(inputs: Project_Answer_Complete_From_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only a project that is In Progress or Testing can be marked Completed.`)
};

export const project_answer_completed_assign = /** @type {(inputs: Project_Answer_Completed_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This project is completed, so its freelancer cannot change. Set its status to In Progress to reopen it first.`)
};

export const project_answer_completed_progress = /** @type {(inputs: Project_Answer_Completed_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This project is completed, so its progress can no longer change. Ask the admin to reopen it if work continues.`)
};

export const project_answer_completion_needs_approval = /** @type {(inputs: Project_Answer_Completion_Needs_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The client has not approved this project's latest update. Tick “Complete without approval” to complete it anyway.`)
};

export const project_answer_edit_window_over = /** @type {(inputs: Project_Answer_Edit_Window_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A comment can be edited or deleted only within 15 minutes of posting it`)
};

export const project_answer_failed = /** @type {(inputs: Project_Answer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Something went wrong. Please try again.`)
};

export const project_answer_image_too_large = /** @type {(inputs: Project_Answer_Image_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The image must be at most 5 MB`)
};

export const project_answer_image_unavailable = /** @type {(inputs: Project_Answer_Image_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your image could not be saved just now. Nothing was posted: please try again.`)
};

export const project_answer_needs_freelancer = /** @type {(inputs: Project_Answer_Needs_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assign a freelancer before moving this project to In Progress or Testing.`)
};

export const project_answer_not_found = /** @type {(inputs: Project_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project not found`)
};

export const project_answer_not_yours = /** @type {(inputs: Project_Answer_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You can only edit or delete your own comments`)
};

export const project_answer_notes_text = /** @type {(inputs: Project_Answer_Notes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update notes must be text`)
};

export const project_answer_one_image = /** @type {(inputs: Project_Answer_One_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A comment can carry one image`)
};

export const project_answer_pending_with_freelancer = /** @type {(inputs: Project_Answer_Pending_With_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A project with a freelancer cannot be Pending. Unassign the freelancer first.`)
};

export const project_answer_screenshot_too_large = /** @type {(inputs: Project_Answer_Screenshot_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Each screenshot must be at most 5 MB`)
};

export const project_answer_screenshots_unavailable = /** @type {(inputs: Project_Answer_Screenshots_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your screenshots could not be saved just now. Nothing was changed: please try again.`)
};

export const project_answer_too_many_images = /** @type {(inputs: Project_Answer_Too_Many_ImagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max} screenshots per update`)
};

export const project_answer_unknown_form = /** @type {(inputs: Project_Answer_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown form`)
};

export const project_answer_update_not_found = /** @type {(inputs: Project_Answer_Update_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update not found`)
};

export const project_approve = /** @type {(inputs: Project_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

export const project_approved = /** @type {(inputs: Project_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approved`)
};

export const project_attached_by = /** @type {(inputs: Project_Attached_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Attached by ${i?.author}`)
};

export const project_awaiting_approval = /** @type {(inputs: Project_Awaiting_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Awaiting approval`)
};

export const project_back_all = /** @type {(inputs: Project_Back_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All Projects`)
};

export const project_back_assigned = /** @type {(inputs: Project_Back_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned Projects`)
};

export const project_back_my_projects = /** @type {(inputs: Project_Back_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`My Projects`)
};

export const project_cancel = /** @type {(inputs: Project_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancel`)
};

export const project_change_decision = /** @type {(inputs: Project_Change_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change decision`)
};

export const project_changes_requested = /** @type {(inputs: Project_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes requested`)
};

export const project_client = /** @type {(inputs: Project_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

export const project_comment = /** @type {(inputs: Project_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment`)
};

export const project_comment_required = /** @type {(inputs: Project_Comment_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a comment first`)
};

export const project_comment_too_long = /** @type {(inputs: Project_Comment_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A comment can be at most ${i?.max} characters`)
};

export const project_comments = /** @type {(inputs: Project_CommentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comments (${i?.count})`)
};

export const project_deadline = /** @type {(inputs: Project_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deadline`)
};

export const project_decided_by = /** @type {(inputs: Project_Decided_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`by ${i?.name} on ${i?.date}`)
};

export const project_delete = /** @type {(inputs: Project_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete`)
};

export const project_delete_comment = /** @type {(inputs: Project_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete comment`)
};

export const project_delete_comment_question = /** @type {(inputs: Project_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete this comment?`)
};

export const project_delete_your_comment = /** @type {(inputs: Project_Delete_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delete your comment`)
};

export const project_edit = /** @type {(inputs: Project_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit`)
};

export const project_edit_your_comment = /** @type {(inputs: Project_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Edit your comment`)
};

export const project_edited = /** @type {(inputs: Project_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(edited)`)
};

export const project_freelancer = /** @type {(inputs: Project_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancer`)
};

export const project_google_connection = /** @type {(inputs: Project_Google_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google connection`)
};

export const project_google_import = /** @type {(inputs: Project_Google_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google import`)
};

export const project_image_attached = /** @type {(inputs: Project_Image_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 image attached`)
};

export const project_image_optional = /** @type {(inputs: Project_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Image (optional)`)
};

export const project_keep_it = /** @type {(inputs: Project_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

export const project_keywords_manage = /** @type {(inputs: Project_Keywords_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage tracked keywords`)
};

export const project_keywords_tracks = /** @type {(inputs: Project_Keywords_TracksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client}'s ${i?.plan} plan tracks up to ${i?.limit} keywords.`)
};

export const project_keywords_tracks_unlimited = /** @type {(inputs: Project_Keywords_Tracks_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client}'s ${i?.plan} plan tracks unlimited keywords.`)
};

export const project_lowered_from = /** @type {(inputs: Project_Lowered_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(lowered from ${i?.from}%)`)
};

export const project_no_deadline = /** @type {(inputs: Project_No_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No deadline`)
};

export const project_no_updates = /** @type {(inputs: Project_No_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No updates available for this project yet.`)
};

export const project_not_assigned = /** @type {(inputs: Project_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not assigned`)
};

export const project_post_comment = /** @type {(inputs: Project_Post_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Post comment`)
};

export const project_posting = /** @type {(inputs: Project_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posting...`)
};

export const project_progress = /** @type {(inputs: Project_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress`)
};

export const project_progress_of = /** @type {(inputs: Project_Progress_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} progress`)
};

export const project_reason_required = /** @type {(inputs: Project_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Say what should change`)
};

export const project_reason_too_long = /** @type {(inputs: Project_Reason_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The reason can be at most ${i?.max} characters`)
};

export const project_report_average_session = /** @type {(inputs: Project_Report_Average_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Average session:`)
};

export const project_report_bounce_rate = /** @type {(inputs: Project_Report_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bounce rate`)
};

export const project_report_minutes = /** @type {(inputs: Project_Report_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} min`)
};

export const project_report_of = /** @type {(inputs: Project_Report_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Report of ${i?.date}`)
};

export const project_report_page_views = /** @type {(inputs: Project_Report_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Page views`)
};

export const project_report_top_pages = /** @type {(inputs: Project_Report_Top_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top pages:`)
};

export const project_report_unique_visitors = /** @type {(inputs: Project_Report_Unique_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unique visitors`)
};

export const project_request_changes = /** @type {(inputs: Project_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request changes`)
};

export const project_role_admin = /** @type {(inputs: Project_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admin`)
};

export const project_role_client = /** @type {(inputs: Project_Role_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Client`)
};

export const project_role_freelancer = /** @type {(inputs: Project_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freelancer`)
};

export const project_save_comment = /** @type {(inputs: Project_Save_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save comment`)
};

export const project_saving = /** @type {(inputs: Project_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saving...`)
};

export const project_screenshot_alt = /** @type {(inputs: Project_Screenshot_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Screenshot ${i?.number} of the update`)
};

export const project_screenshots = /** @type {(inputs: Project_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Screenshots`)
};

export const project_send_change_request = /** @type {(inputs: Project_Send_Change_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send change request`)
};

export const project_sending = /** @type {(inputs: Project_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const project_status_completed = /** @type {(inputs: Project_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

export const project_status_in_development = /** @type {(inputs: Project_Status_In_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Development`)
};

export const project_status_in_progress = /** @type {(inputs: Project_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In Progress`)
};

export const project_status_pending = /** @type {(inputs: Project_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

export const project_status_testing = /** @type {(inputs: Project_Status_TestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testing`)
};

export const project_updates = /** @type {(inputs: Project_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updates`)
};

export const project_updates_for = /** @type {(inputs: Project_Updates_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Updates for ${i?.title}`)
};

export const project_view_report = /** @type {(inputs: Project_View_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View Analytics Report`)
};

export const project_view_report_of = /** @type {(inputs: Project_View_Report_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`View Analytics Report of ${i?.title}`)
};

export const project_what_should_change = /** @type {(inputs: Project_What_Should_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`What should change?`)
};

export const report_admin_title = /** @type {(inputs: Report_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly reports | Admin Panel`)
};

export const report_choose_month = /** @type {(inputs: Report_Choose_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a month as YYYY-MM.`)
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

export const report_freelancer = /** @type {(inputs: Report_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Monthly reports are for clients and admins.`)
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

export const report_no_client = /** @type {(inputs: Report_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such client.`)
};

export const report_none = /** @type {(inputs: Report_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No client had an active plan that month.`)
};

export const report_not_found = /** @type {(inputs: Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such report.`)
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

export const report_unmade = /** @type {(inputs: Report_UnmadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This report has not been made yet: regenerate it first.`)
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

export const results_google_chosen = /** @type {(inputs: Results_Google_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics property and Search Console site saved.`)
};

export const results_google_connect_failed = /** @type {(inputs: Results_Google_Connect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecting Google failed:`)
};

export const results_google_connected = /** @type {(inputs: Results_Google_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google connected. Choose the Analytics property and the Search Console site.`)
};

export const results_google_declined = /** @type {(inputs: Results_Google_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google access was not granted, so nothing was connected.`)
};

export const results_google_disconnect_failed = /** @type {(inputs: Results_Google_Disconnect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnecting Google failed:`)
};

export const results_google_disconnected = /** @type {(inputs: Results_Google_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google disconnected.`)
};

export const results_google_grant_revoked = /** @type {(inputs: Results_Google_Grant_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google access was revoked or has expired. Please connect Google again.`)
};

export const results_google_import_broke = /** @type {(inputs: Results_Google_Import_BrokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The import stopped on an error of the app; it is tried again within the hour.`)
};

export const results_google_no_refresh_token = /** @type {(inputs: Results_Google_No_Refresh_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google gave no lasting access. Please connect again and allow access.`)
};

export const results_google_not_a_choice = /** @type {(inputs: Results_Google_Not_A_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a property and a site from the lists.`)
};

export const results_google_not_connected = /** @type {(inputs: Results_Google_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google is not connected on this project.`)
};

export const results_google_state_refused = /** @type {(inputs: Results_Google_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Google sign-in link has expired or was already used. Please connect again.`)
};

export const results_meta_connect_failed = /** @type {(inputs: Results_Meta_Connect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connecting Facebook failed:`)
};

export const results_meta_connected = /** @type {(inputs: Results_Meta_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook connected. Choose the Page to report on.`)
};

export const results_meta_disconnect_failed = /** @type {(inputs: Results_Meta_Disconnect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disconnecting Facebook failed:`)
};

export const results_meta_disconnected = /** @type {(inputs: Results_Meta_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook & Instagram disconnected.`)
};

export const results_meta_login_denied = /** @type {(inputs: Results_Meta_Login_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook access was not granted, so nothing was connected.`)
};

export const results_meta_no_pages = /** @type {(inputs: Results_Meta_No_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Facebook account manages no Page that it shared with the app. Connect again and tick the Page.`)
};

export const results_meta_not_a_choice = /** @type {(inputs: Results_Meta_Not_A_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a Page from the list.`)
};

export const results_meta_not_connected = /** @type {(inputs: Results_Meta_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook is not connected on this project.`)
};

export const results_meta_picked = /** @type {(inputs: Results_Meta_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook Page saved.`)
};

export const results_meta_rate_limited = /** @type {(inputs: Results_Meta_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta asked us to slow down (rate limit); the import resumes later by itself.`)
};

export const results_meta_state_refused = /** @type {(inputs: Results_Meta_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This Facebook sign-in link has expired or was already used. Please connect again.`)
};

export const results_meta_token_refused = /** @type {(inputs: Results_Meta_Token_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meta no longer accepts the stored access (it expired, the password changed or the app was removed). Please connect Facebook again.`)
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

export const results_not_found = /** @type {(inputs: Results_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Found`)
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

export const review_approve = /** @type {(inputs: Review_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Approve`)
};

export const review_choose_move = /** @type {(inputs: Review_Choose_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose Approve, Request changes or Hold.`)
};

export const review_choose_post = /** @type {(inputs: Review_Choose_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the posts on this page.`)
};

export const review_decision_on = /** @type {(inputs: Review_Decision_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Decision on ${i?.title}`)
};

export const review_eyebrow = /** @type {(inputs: Review_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK review`)
};

export const review_gone = /** @type {(inputs: Review_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This review link has expired or was revoked. Ask the agency or the account's owner for a new link.`)
};

export const review_gone_title = /** @type {(inputs: Review_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This review link has ended`)
};

export const review_hold = /** @type {(inputs: Review_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hold`)
};

export const review_limited_title = /** @type {(inputs: Review_Limited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many requests`)
};

export const review_link_title = /** @type {(inputs: Review_Link_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review link | Fli DESK`)
};

export const review_name_required = /** @type {(inputs: Review_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Give your name: it is recorded with your decision.`)
};

export const review_name_too_long = /** @type {(inputs: Review_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name may hold at most 80 characters.`)
};

export const review_none = /** @type {(inputs: Review_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No posts of this month are awaiting approval.`)
};

export const review_page_title = /** @type {(inputs: Review_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Review: ${i?.business}, ${i?.month} | Fli DESK`)
};

export const review_posts_for = /** @type {(inputs: Review_Posts_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Posts for ${i?.month} awaiting approval`)
};

export const review_posts_label = /** @type {(inputs: Review_Posts_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Posts awaiting approval`)
};

export const review_reason = /** @type {(inputs: Review_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (needed to request changes)`)
};

export const review_reason_too_long = /** @type {(inputs: Review_Reason_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A reason may hold at most 2,000 characters.`)
};

export const review_request_changes = /** @type {(inputs: Review_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Request changes`)
};

export const review_share_button = /** @type {(inputs: Review_Share_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share for review`)
};

export const review_share_heading = /** @type {(inputs: Review_Share_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review without signing in`)
};

export const review_share_intro = /** @type {(inputs: Review_Share_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anyone with a review link can see this month's posts awaiting approval and approve them, ask for changes or hold them, for 30 days. Each decision is recorded with the name they give.`)
};

export const review_share_link = /** @type {(inputs: Review_Share_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review link`)
};

export const review_share_many = /** @type {(inputs: Review_Share_ManyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} review links for this month are open, the last until ${i?.until}.`)
};

export const review_share_none = /** @type {(inputs: Review_Share_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No review link for this month is open.`)
};

export const review_share_one = /** @type {(inputs: Review_Share_OneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`1 review link for this month is open, until ${i?.until}.`)
};

export const review_sri_lanka = /** @type {(inputs: Review_Sri_LankaInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (Sri Lanka)`)
};

export const review_stale_form = /** @type {(inputs: Review_Stale_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The form is out of date. Reload the page.`)
};

export const review_unknown = /** @type {(inputs: Review_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This review link does not exist. Check that the whole address was copied, or ask for a new link.`)
};

export const review_unknown_title = /** @type {(inputs: Review_Unknown_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Review link not found`)
};

export const review_works_until = /** @type {(inputs: Review_Works_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This link works until ${i?.until}.`)
};

export const review_your_name = /** @type {(inputs: Review_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name`)
};

export const shell_bell = /** @type {(inputs: Shell_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Notifications, ${i?.unread} unread`)
};

export const shell_close_sidebar = /** @type {(inputs: Shell_Close_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close sidebar`)
};

export const shell_current_user = /** @type {(inputs: Shell_Current_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current User`)
};

export const shell_install_app = /** @type {(inputs: Shell_Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install App`)
};

export const shell_install_dialog = /** @type {(inputs: Shell_Install_DialogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install Fli DESK`)
};

export const shell_install_not_now = /** @type {(inputs: Shell_Install_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not Now`)
};

export const shell_install_text = /** @type {(inputs: Shell_Install_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Install Fli DESK for quick access to your projects.`)
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

export const shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Skip to content`)
};

export const shell_toggle_sidebar = /** @type {(inputs: Shell_Toggle_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toggle sidebar`)
};

export const shell_toggle_sidebar_title = /** @type {(inputs: Shell_Toggle_Sidebar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toggle sidebar (Ctrl+B)`)
};

export const shell_welcome = /** @type {(inputs: Shell_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome,`)
};

export const support_answer_already_closed = /** @type {(inputs: Support_Answer_Already_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket is already closed`)
};

export const support_answer_assigned = /** @type {(inputs: Support_Answer_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket assigned`)
};

export const support_answer_assignee_not_found = /** @type {(inputs: Support_Answer_Assignee_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose an admin from the list`)
};

export const support_answer_closed_now = /** @type {(inputs: Support_Answer_Closed_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket closed`)
};

export const support_answer_failed = /** @type {(inputs: Support_Answer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to save the ticket. Please try again.`)
};

export const support_answer_forbidden = /** @type {(inputs: Support_Answer_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your account cannot do this with tickets`)
};

export const support_answer_message_required = /** @type {(inputs: Support_Answer_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please write a message`)
};

export const support_answer_message_too_long = /** @type {(inputs: Support_Answer_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep your message under ${i?.max} characters`)
};

export const support_answer_not_found = /** @type {(inputs: Support_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket not found`)
};

export const support_answer_opened = /** @type {(inputs: Support_Answer_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket ${i?.reference} opened`)
};

export const support_answer_project_not_found = /** @type {(inputs: Support_Answer_Project_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project not found`)
};

export const support_answer_replied = /** @type {(inputs: Support_Answer_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply sent`)
};

export const support_answer_status_set = /** @type {(inputs: Support_Answer_Status_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ticket marked ${i?.status}`)
};

export const support_answer_subject_required = /** @type {(inputs: Support_Answer_Subject_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter a subject`)
};

export const support_answer_subject_too_long = /** @type {(inputs: Support_Answer_Subject_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Please keep the subject under ${i?.max} characters`)
};

export const support_answer_unassigned = /** @type {(inputs: Support_Answer_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket unassigned`)
};

export const support_answer_unknown_form = /** @type {(inputs: Support_Answer_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown form`)
};

export const support_answer_unknown_priority = /** @type {(inputs: Support_Answer_Unknown_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a priority from the list`)
};

export const support_answer_unknown_status = /** @type {(inputs: Support_Answer_Unknown_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please choose a status from the list`)
};

export const support_col_assigned = /** @type {(inputs: Support_Col_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Assigned to`)
};

export const support_col_from = /** @type {(inputs: Support_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

export const support_col_last_activity = /** @type {(inputs: Support_Col_Last_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last activity`)
};

export const support_col_priority = /** @type {(inputs: Support_Col_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority`)
};

export const support_col_reference = /** @type {(inputs: Support_Col_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference`)
};

export const support_col_status = /** @type {(inputs: Support_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Status`)
};

export const support_col_subject = /** @type {(inputs: Support_Col_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

export const support_nobody = /** @type {(inputs: Support_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nobody`)
};

export const support_table_caption = /** @type {(inputs: Support_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets`)
};

export const support_ticket_priority_critical = /** @type {(inputs: Support_Ticket_Priority_CriticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Critical`)
};

export const support_ticket_priority_high = /** @type {(inputs: Support_Ticket_Priority_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`High`)
};

export const support_ticket_priority_low = /** @type {(inputs: Support_Ticket_Priority_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Low`)
};

export const support_ticket_priority_medium = /** @type {(inputs: Support_Ticket_Priority_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medium`)
};

export const support_ticket_priority_suffix = /** @type {(inputs: Support_Ticket_Priority_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` priority`)
};

export const support_ticket_status_closed = /** @type {(inputs: Support_Ticket_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed`)
};

export const support_ticket_status_open = /** @type {(inputs: Support_Ticket_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open`)
};

export const support_ticket_status_resolved = /** @type {(inputs: Support_Ticket_Status_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resolved`)
};

export const support_ticket_status_waiting = /** @type {(inputs: Support_Ticket_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waiting on client`)
};

export const ticket_agency_person = /** @type {(inputs: Ticket_Agency_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (Fli Digital support)`)
};

export const ticket_agency_support = /** @type {(inputs: Ticket_Agency_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital support`)
};

export const ticket_all = /** @type {(inputs: Ticket_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All tickets`)
};

export const ticket_close = /** @type {(inputs: Ticket_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close Ticket`)
};

export const ticket_closed_note = /** @type {(inputs: Ticket_Closed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This ticket is closed. Open a new ticket to ask again.`)
};

export const ticket_error = /** @type {(inputs: Ticket_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const ticket_from_public_form = /** @type {(inputs: Ticket_From_Public_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent with the support page's form`)
};

export const ticket_message = /** @type {(inputs: Ticket_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

export const ticket_messages = /** @type {(inputs: Ticket_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages`)
};

export const ticket_new = /** @type {(inputs: Ticket_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New ticket`)
};

export const ticket_no_project = /** @type {(inputs: Ticket_No_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No project`)
};

export const ticket_none = /** @type {(inputs: Ticket_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tickets yet.`)
};

export const ticket_open = /** @type {(inputs: Ticket_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Open Ticket`)
};

export const ticket_opening = /** @type {(inputs: Ticket_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opening...`)
};

export const ticket_page_title = /** @type {(inputs: Ticket_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} | Client Dashboard | Fli DESK`)
};

export const ticket_priority = /** @type {(inputs: Ticket_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priority`)
};

export const ticket_project = /** @type {(inputs: Ticket_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project`)
};

export const ticket_project_line = /** @type {(inputs: Ticket_Project_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Project: ${i?.title}`)
};

export const ticket_reply_form = /** @type {(inputs: Ticket_Reply_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reply to the ticket`)
};

export const ticket_send_reply = /** @type {(inputs: Ticket_Send_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Reply`)
};

export const ticket_sending = /** @type {(inputs: Ticket_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending...`)
};

export const ticket_subject = /** @type {(inputs: Ticket_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subject`)
};

export const ticket_support = /** @type {(inputs: Ticket_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support`)
};

export const ticket_support_page_title = /** @type {(inputs: Ticket_Support_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support | Client Dashboard | Fli DESK`)
};

export const ticket_your_reply = /** @type {(inputs: Ticket_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your reply`)
};

export const ticket_yours = /** @type {(inputs: Ticket_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your tickets`)
};

export const twofactor_already_on = /** @type {(inputs: Twofactor_Already_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is already on.`)
};

export const twofactor_challenge_gone = /** @type {(inputs: Twofactor_Challenge_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your sign-in has timed out. Please sign in again.`)
};

export const twofactor_code = /** @type {(inputs: Twofactor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from your authenticator app`)
};

export const twofactor_code_or_recovery = /** @type {(inputs: Twofactor_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6-digit code from your authenticator app or one of your recovery codes`)
};

export const twofactor_codes_regenerated = /** @type {(inputs: Twofactor_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New recovery codes are ready. The old ones no longer work.`)
};

export const twofactor_current_required = /** @type {(inputs: Twofactor_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your current password`)
};

export const twofactor_last_try_used = /** @type {(inputs: Twofactor_Last_Try_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not correct, and that was the last of 5 tries. Please sign in again.`)
};

export const twofactor_not_on = /** @type {(inputs: Twofactor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is not on.`)
};

export const twofactor_not_started = /** @type {(inputs: Twofactor_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start the set-up first.`)
};

export const twofactor_required_for_admins = /** @type {(inputs: Twofactor_Required_For_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Admins must use two-factor sign-in on this server, so it cannot be turned off.`)
};

export const twofactor_started = /** @type {(inputs: Twofactor_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan the QR code with your authenticator app, then enter the code it shows.`)
};

export const twofactor_turned_off = /** @type {(inputs: Twofactor_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is off.`)
};

export const twofactor_turned_on = /** @type {(inputs: Twofactor_Turned_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once.`)
};

export const twofactor_wrong_code = /** @type {(inputs: Twofactor_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not correct. Check the time on your phone and try again.`)
};

export const twofactor_wrong_code_or_recovery = /** @type {(inputs: Twofactor_Wrong_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not correct, or the recovery code has been used already.`)
};

export const ui_check_what_you_sent = /** @type {(inputs: Ui_Check_What_You_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please check what you sent`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close`)
};

export const ui_dismiss_notification = /** @type {(inputs: Ui_Dismiss_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dismiss notification`)
};

export const ui_go_back = /** @type {(inputs: Ui_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go Back`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notifications`)
};

export const ui_refresh = /** @type {(inputs: Ui_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refresh Page`)
};

export const ui_something_went_wrong = /** @type {(inputs: Ui_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oops! Something went wrong`)
};

export const ui_sorry = /** @type {(inputs: Ui_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We're sorry for the inconvenience. Please try refreshing the page.`)
};

export const unsubscribe_busy = /** @type {(inputs: Unsubscribe_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribing...`)
};

export const unsubscribe_button = /** @type {(inputs: Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

export const unsubscribe_choose = /** @type {(inputs: Unsubscribe_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose how each kind is mailed on your ${i?.profile}.`)
};

export const unsubscribe_digest = /** @type {(inputs: Unsubscribe_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the daily digest`)
};

export const unsubscribe_done = /** @type {(inputs: Unsubscribe_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will no longer get mails about ${i?.name}. They still show under the bell in Fli DESK.`)
};

export const unsubscribe_done_title = /** @type {(inputs: Unsubscribe_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed`)
};

export const unsubscribe_invalid = /** @type {(inputs: Unsubscribe_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This unsubscribe link is not valid. Copy the whole link from the mail, or change your mail choices on your Fli DESK profile.`)
};

export const unsubscribe_invalid_title = /** @type {(inputs: Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe link not valid`)
};

export const unsubscribe_page_title = /** @type {(inputs: Unsubscribe_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe | Fli DESK`)
};

export const unsubscribe_profile = /** @type {(inputs: Unsubscribe_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK profile`)
};

export const unsubscribe_question = /** @type {(inputs: Unsubscribe_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Stop the mails about ${i?.name}?`)
};

export const unsubscribe_title = /** @type {(inputs: Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

export const update_dialog_attached = /** @type {(inputs: Update_Dialog_AttachedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} image attached`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} images attached`);
	return /** @type {LocalizedString} */ ("update_dialog_attached");
};

export const update_dialog_chosen_screenshots = /** @type {(inputs: Update_Dialog_Chosen_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chosen screenshots`)
};

export const update_dialog_connect_ga = /** @type {(inputs: Update_Dialog_Connect_GaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect Google Analytics`)
};

export const update_dialog_connect_ga_short = /** @type {(inputs: Update_Dialog_Connect_Ga_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connect GA`)
};

export const update_dialog_error = /** @type {(inputs: Update_Dialog_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

export const update_dialog_ga_connected = /** @type {(inputs: Update_Dialog_Ga_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics Connected`)
};

export const update_dialog_ga_connected_toast = /** @type {(inputs: Update_Dialog_Ga_Connected_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics connected successfully`)
};

export const update_dialog_ga_failed = /** @type {(inputs: Update_Dialog_Ga_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to connect Google Analytics`)
};

export const update_dialog_lower_progress = /** @type {(inputs: Update_Dialog_Lower_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This takes the progress back from ${i?.from}% to ${i?.to}%. Your client will see ${i?.to}%.`)
};

export const update_dialog_none_attached = /** @type {(inputs: Update_Dialog_None_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No images attached`)
};

export const update_dialog_notes = /** @type {(inputs: Update_Dialog_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Notes`)
};

export const update_dialog_only_images = /** @type {(inputs: Update_Dialog_Only_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only image files are allowed`)
};

export const update_dialog_progress = /** @type {(inputs: Update_Dialog_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress (%)`)
};

export const update_dialog_progress_failed = /** @type {(inputs: Update_Dialog_Progress_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to update project progress`)
};

export const update_dialog_progress_text = /** @type {(inputs: Update_Dialog_Progress_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Progress must be a number from 0 to 100`)
};

export const update_dialog_progress_updated = /** @type {(inputs: Update_Dialog_Progress_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Project progress updated successfully`)
};

export const update_dialog_remove_screenshot = /** @type {(inputs: Update_Dialog_Remove_ScreenshotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Remove screenshot ${i?.number}`)
};

export const update_dialog_screenshot_n = /** @type {(inputs: Update_Dialog_Screenshot_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Screenshot ${i?.number}`)
};

export const update_dialog_screenshots = /** @type {(inputs: Update_Dialog_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Screenshots (optional)`)
};

export const update_dialog_success = /** @type {(inputs: Update_Dialog_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Success`)
};

export const update_dialog_title = /** @type {(inputs: Update_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Update Progress`)
};

export const update_dialog_trigger_of = /** @type {(inputs: Update_Dialog_Trigger_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Update Progress of ${i?.title}`)
};

export const update_dialog_updating = /** @type {(inputs: Update_Dialog_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Updating...`)
};

export const upload_comment_too_large = /** @type {(inputs: Upload_Comment_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This comment is too large: a comment can carry its text and one image of at most 5 MB.`)
};

export const upload_project_cap_reached = /** @type {(inputs: Upload_Project_Cap_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This project has used its 1 GB of uploads for this month. Nothing was saved and nothing already saved was removed: post without images, or add them again from ${i?.date}.`)
};

export const upload_too_large = /** @type {(inputs: Upload_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request is too large.`)
};

export const upload_update_too_large = /** @type {(inputs: Upload_Update_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This update is too large: an update can carry its notes and at most 10 screenshots of 5 MB each.`)
};

export const write_limit_minutes = /** @type {(inputs: Write_Limit_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have sent too many ${i?.what} in a short time. Please try again in ${i?.count} minute.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You have sent too many ${i?.what} in a short time. Please try again in ${i?.count} minutes.`);
	return /** @type {LocalizedString} */ ("write_limit_minutes");
};

export const write_limit_seconds = /** @type {(inputs: Write_Limit_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`You have sent too many ${i?.what} in a short time. Please try again in ${i?.count} second.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`You have sent too many ${i?.what} in a short time. Please try again in ${i?.count} seconds.`);
	return /** @type {LocalizedString} */ ("write_limit_seconds");
};

export const write_limit_what_admin_edits = /** @type {(inputs: Write_Limit_What_Admin_EditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`changes`)
};

export const write_limit_what_comments = /** @type {(inputs: Write_Limit_What_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`comments`)
};

export const write_limit_what_decisions = /** @type {(inputs: Write_Limit_What_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`decisions`)
};

export const write_limit_what_invites = /** @type {(inputs: Write_Limit_What_InvitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`invitations and reset links`)
};

export const write_limit_what_posts = /** @type {(inputs: Write_Limit_What_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`calendar posts and decisions`)
};

export const write_limit_what_progress_updates = /** @type {(inputs: Write_Limit_What_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`progress updates`)
};

export const write_limit_what_ticket_replies = /** @type {(inputs: Write_Limit_What_Ticket_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ticket replies and changes`)
};

export const write_limit_what_tickets = /** @type {(inputs: Write_Limit_What_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`new tickets`)
};