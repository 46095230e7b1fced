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
	return /** @type {LocalizedString} */ (`නව ඊමේල් ලිපිනය ඇතුළත් කරන්න`)
};

export const account_email_same = /** @type {(inputs: Account_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙය දැනටමත් ඔබේ ඊමේල් ලිපිනයයි`)
};

export const account_email_sent = /** @type {(inputs: Account_Email_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අපි ${i?.email} වෙත තහවුරු කිරීමේ සබැඳියක් යවා ඇත්තෙමු. ඔබ එය (පැය 24ක් ඇතුළත) විවෘත කළ විට ඔබේ ඊමේල් ලිපිනය වෙනස් වේ.`)
};

export const account_email_taken = /** @type {(inputs: Account_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ඊමේල් ලිපිනය දැනටමත් වෙනත් ගිණුමක් භාවිත කරයි`)
};

export const account_invite_gone = /** @type {(inputs: Account_Invite_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ආරාධනා සබැඳිය වලංගු නැත, දැනටමත් භාවිත කර ඇත, නැතහොත් කල් ඉකුත් වී ඇත.`)
};

export const account_language_choose = /** @type {(inputs: Account_Language_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English, සිංහල හෝ தமிழ் තෝරන්න`)
};

export const account_language_saved = /** @type {(inputs: Account_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ භාෂාව සුරැකිණි: ද්වාරය සහ ඔබට එවන ඊමේල් එම භාෂාව භාවිත කරයි.`)
};

export const account_name_saved = /** @type {(inputs: Account_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නම සුරැකිණි.`)
};

export const account_name_too_long = /** @type {(inputs: Account_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නම එක් පේළියක, අකුරු 80කට නොවැඩි විය යුතුය`)
};

export const account_password_same = /** @type {(inputs: Account_Password_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වත්මන් මුරපදයට වඩා වෙනස් මුරපදයක් තෝරන්න`)
};

export const account_passwords_differ = /** @type {(inputs: Account_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපද දෙක නොගැළපේ`)
};

export const account_reset_gone = /** @type {(inputs: Account_Reset_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම යළි සැකසීමේ සබැඳිය වලංගු නැත, දැනටමත් භාවිත කර ඇත, නැතහොත් කල් ඉකුත් වී ඇත. පුරනය වීමේ පිටුවෙන් නව එකක් ඉල්ලන්න.`)
};

export const account_reset_identifier = /** @type {(inputs: Account_Reset_IdentifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම් අංකය හෝ ඔබේ ගිණුමේ ඊමේල් ලිපිනය ඇතුළත් කරන්න`)
};

export const account_reset_sent = /** @type {(inputs: Account_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගිණුමක් ගැළපේ නම්, නව මුරපදයක් සැකසීමේ සබැඳියක් අපි එහි ඊමේල් ලිපිනයට යවා ඇත්තෙමු. සබැඳිය මිනිත්තු 30ක් ක්‍රියා කරයි.`)
};

export const account_unknown_device = /** @type {(inputs: Account_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා උපාංගයක්`)
};

export const account_unknown_form = /** @type {(inputs: Account_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා පෝරමයකි`)
};

export const admin_active_projects = /** @type {(inputs: Admin_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රියාත්මක ව්‍යාපෘති`)
};

export const admin_activity_contact = /** @type {(inputs: Admin_Activity_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ගෙන් පණිවිඩයක්`)
};

export const admin_activity_payment = /** @type {(inputs: Admin_Activity_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.order} සඳහා ${i?.amount} ක ගෙවීමක් ලැබුණා`)
};

export const admin_activity_project_created = /** @type {(inputs: Admin_Activity_Project_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය සෑදුවා: ${i?.client} සඳහා ${i?.title}`)
};

export const admin_activity_quote = /** @type {(inputs: Admin_Activity_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ගෙන් මිල ඇස්තමේන්තු ඉල්ලීමක්`)
};

export const admin_activity_update = /** @type {(inputs: Admin_Activity_UpdateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} ${i?.title} ${i?.progress}% දක්වා යාවත්කාලීන කළා`)
};

export const admin_activity_user = /** @type {(inputs: Admin_Activity_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} ${i?.role} ලෙස එක් වුණා`)
};

export const admin_add_user = /** @type {(inputs: Admin_Add_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයෙකු එක් කරන්න`)
};

export const admin_add_user_description = /** @type {(inputs: Admin_Add_User_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයාට Fli DESK හැඳුනුම් අංකයක් සහ මුරපදයක් සැකසීමට සබැඳියක් ලැබේ.`)
};

export const admin_analytics_active_users = /** @type {(inputs: Admin_Analytics_Active_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සක්‍රීය පරිශීලකයින් (දින 30)`)
};

export const admin_analytics_average_time = /** @type {(inputs: Admin_Analytics_Average_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියක සාමාන්‍ය කාලය`)
};

export const admin_analytics_days = /** @type {(inputs: Admin_Analytics_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දින ${i?.count}`)
};

export const admin_analytics_no_activity = /** @type {(inputs: Admin_Analytics_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම ක්‍රියාකාරකම් නැත.`)
};

export const admin_analytics_no_completed = /** @type {(inputs: Admin_Analytics_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවසන් කළ ව්‍යාපෘති නැත`)
};

export const admin_analytics_recent = /** @type {(inputs: Admin_Analytics_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෑත ක්‍රියාකාරකම්`)
};

export const admin_analytics_revenue_last_month = /** @type {(inputs: Admin_Analytics_Revenue_Last_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පසුගිය මාසයේ ආදායම`)
};

export const admin_analytics_revenue_this_month = /** @type {(inputs: Admin_Analytics_Revenue_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මාසයේ ආදායම`)
};

export const admin_analytics_success_rate = /** @type {(inputs: Admin_Analytics_Success_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘති සාර්ථකත්ව අනුපාතය`)
};

export const admin_analytics_upload = /** @type {(inputs: Admin_Analytics_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ දත්ත උඩුගත කරන්න`)
};

export const admin_audit_action = /** @type {(inputs: Admin_Audit_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රියාව`)
};

export const admin_audit_action_analytics_uploaded = /** @type {(inputs: Admin_Audit_Action_Analytics_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ දත්ත උඩුගත කළා`)
};

export const admin_audit_action_calendar_feed_created = /** @type {(inputs: Admin_Audit_Action_Calendar_Feed_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශන ලිපිනය සෑදුවා`)
};

export const admin_audit_action_calendar_feed_revoked = /** @type {(inputs: Admin_Audit_Action_Calendar_Feed_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශන ලිපිනය අවලංගු කළා`)
};

export const admin_audit_action_csv_exported = /** @type {(inputs: Admin_Audit_Action_Csv_ExportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV ගොනුවක් බාගත්තා`)
};

export const admin_audit_action_email_changed = /** @type {(inputs: Admin_Audit_Action_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හිමිකරු ඊමේල් ලිපිනය වෙනස් කළා`)
};

export const admin_audit_action_invite_accepted = /** @type {(inputs: Admin_Audit_Action_Invite_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරාධනාව පිළිගත්තා`)
};

export const admin_audit_action_invite_sent = /** @type {(inputs: Admin_Audit_Action_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරාධනාව යැව්වා`)
};

export const admin_audit_action_keyword_added = /** @type {(inputs: Admin_Audit_Action_Keyword_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලුහුබඳින මූල පදයක් එක් කළා`)
};

export const admin_audit_action_keyword_removed = /** @type {(inputs: Admin_Audit_Action_Keyword_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලුහුබඳින මූල පදයක් ඉවත් කළා`)
};

export const admin_audit_action_lead_status_changed = /** @type {(inputs: Admin_Audit_Action_Lead_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීමේ තත්ත්වය වෙනස් කළා`)
};

export const admin_audit_action_password_changed = /** @type {(inputs: Admin_Audit_Action_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය වෙනස් කළා`)
};

export const admin_audit_action_password_reset_completed = /** @type {(inputs: Admin_Audit_Action_Password_Reset_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය යළි සැකසුවා`)
};

export const admin_audit_action_password_reset_requested = /** @type {(inputs: Admin_Audit_Action_Password_Reset_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය යළි සැකසීමට ඉල්ලුවා`)
};

export const admin_audit_action_payment_refunded = /** @type {(inputs: Admin_Audit_Action_Payment_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම ආපසු ගෙව්වා`)
};

export const admin_audit_action_post_created = /** @type {(inputs: Admin_Audit_Action_Post_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීමක් සෑදුවා`)
};

export const admin_audit_action_post_edited = /** @type {(inputs: Admin_Audit_Action_Post_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම සංස්කරණය කළා`)
};

export const admin_audit_action_post_moved = /** @type {(inputs: Admin_Audit_Action_Post_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම ගෙන ගියා`)
};

export const admin_audit_action_post_rescheduled = /** @type {(inputs: Admin_Audit_Action_Post_RescheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම වෙනත් දිනකට ගෙන ගියා`)
};

export const admin_audit_action_project_assigned = /** @type {(inputs: Admin_Audit_Action_Project_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය පැවරුවා`)
};

export const admin_audit_action_project_completed_override = /** @type {(inputs: Admin_Audit_Action_Project_Completed_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමැතියකින් තොරව අවසන් කළා`)
};

export const admin_audit_action_project_created = /** @type {(inputs: Admin_Audit_Action_Project_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය සෑදුවා`)
};

export const admin_audit_action_project_status_changed = /** @type {(inputs: Admin_Audit_Action_Project_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියේ තත්ත්වය වෙනස් කළා`)
};

export const admin_audit_action_recovery_codes_regenerated = /** @type {(inputs: Admin_Audit_Action_Recovery_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රතිසාධන කේත අලුත් කළා`)
};

export const admin_audit_action_refund_voided = /** @type {(inputs: Admin_Audit_Action_Refund_VoidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල් ආපසු ගෙවීම සිදු නොවූ බව තහවුරු කළා`)
};

export const admin_audit_action_report_regenerated = /** @type {(inputs: Admin_Audit_Action_Report_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසික වාර්තාව නැවත සෑදුවා`)
};

export const admin_audit_action_report_resent = /** @type {(inputs: Admin_Audit_Action_Report_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසික වාර්තාව නැවත යැව්වා`)
};

export const admin_audit_action_review_link_created = /** @type {(inputs: Admin_Audit_Action_Review_Link_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාලෝචන සබැඳිය සෑදුවා`)
};

export const admin_audit_action_review_link_revoked = /** @type {(inputs: Admin_Audit_Action_Review_Link_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාලෝචන සබැඳි අවලංගු කළා`)
};

export const admin_audit_action_sign_in_failed = /** @type {(inputs: Admin_Audit_Action_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය අසාර්ථකයි`)
};

export const admin_audit_action_signed_in = /** @type {(inputs: Admin_Audit_Action_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය විය`)
};

export const admin_audit_action_subscription_cancel_scheduled = /** @type {(inputs: Admin_Audit_Action_Subscription_Cancel_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවලංගු කිරීම නියම කළා`)
};

export const admin_audit_action_subscription_cancel_undone = /** @type {(inputs: Admin_Audit_Action_Subscription_Cancel_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවලංගු කිරීම ඉවත් කළා`)
};

export const admin_audit_action_subscription_cancelled = /** @type {(inputs: Admin_Audit_Action_Subscription_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දායකත්වය අවලංගු කළා`)
};

export const admin_audit_action_subscription_plan_changed = /** @type {(inputs: Admin_Audit_Action_Subscription_Plan_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම වෙනස් කළා`)
};

export const admin_audit_action_subscription_retried = /** @type {(inputs: Admin_Audit_Action_Subscription_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම නැවත උත්සාහ කළා`)
};

export const admin_audit_action_ticket_assigned = /** @type {(inputs: Admin_Audit_Action_Ticket_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීම පැවරුවා`)
};

export const admin_audit_action_ticket_status_changed = /** @type {(inputs: Admin_Audit_Action_Ticket_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීමේ තත්ත්වය වෙනස් කළා`)
};

export const admin_audit_action_two_factor_disabled = /** @type {(inputs: Admin_Audit_Action_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය අක්‍රීය කළා`)
};

export const admin_audit_action_two_factor_enabled = /** @type {(inputs: Admin_Audit_Action_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය සක්‍රීය කළා`)
};

export const admin_audit_action_two_factor_reset = /** @type {(inputs: Admin_Audit_Action_Two_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය යළි සැකසුවා`)
};

export const admin_audit_action_update_approved = /** @type {(inputs: Admin_Audit_Action_Update_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීනය අනුමත කළා`)
};

export const admin_audit_action_update_changes_requested = /** @type {(inputs: Admin_Audit_Action_Update_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස් කිරීම් ඉල්ලුවා`)
};

export const admin_audit_action_user_added = /** @type {(inputs: Admin_Audit_Action_User_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයෙකු එක් කළා`)
};

export const admin_audit_action_user_edited = /** @type {(inputs: Admin_Audit_Action_User_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයා සංස්කරණය කළා`)
};

export const admin_audit_address = /** @type {(inputs: Admin_Audit_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IP ලිපිනය`)
};

export const admin_audit_all_actions = /** @type {(inputs: Admin_Audit_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු ක්‍රියා`)
};

export const admin_audit_detail = /** @type {(inputs: Admin_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විස්තර`)
};

export const admin_audit_export = /** @type {(inputs: Admin_Audit_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV ලෙස බාගන්න`)
};

export const admin_audit_filter = /** @type {(inputs: Admin_Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විගණන සටහන පෙරන්න`)
};

export const admin_audit_from = /** @type {(inputs: Admin_Audit_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සිට`)
};

export const admin_audit_key_amount = /** @type {(inputs: Admin_Audit_Key_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල`)
};

export const admin_audit_key_asked_by = /** @type {(inputs: Admin_Audit_Key_Asked_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලුවේ`)
};

export const admin_audit_key_assignee = /** @type {(inputs: Admin_Audit_Key_AssigneeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පවරා ඇත්තේ`)
};

export const admin_audit_key_bytes = /** @type {(inputs: Admin_Audit_Key_BytesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රමාණය (බයිට්)`)
};

export const admin_audit_key_client = /** @type {(inputs: Admin_Audit_Key_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා`)
};

export const admin_audit_key_confirmed = /** @type {(inputs: Admin_Audit_Key_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තහවුරු කළේ`)
};

export const admin_audit_key_currency = /** @type {(inputs: Admin_Audit_Key_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල් ඒකකය`)
};

export const admin_audit_key_decision = /** @type {(inputs: Admin_Audit_Key_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තීරණය`)
};

export const admin_audit_key_email = /** @type {(inputs: Admin_Audit_Key_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල්`)
};

export const admin_audit_key_freelancer = /** @type {(inputs: Admin_Audit_Key_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවකයා`)
};

export const admin_audit_key_from = /** @type {(inputs: Admin_Audit_Key_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සිට`)
};

export const admin_audit_key_gateway_subscription = /** @type {(inputs: Admin_Audit_Key_Gateway_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere දායකත්වය`)
};

export const admin_audit_key_keyword = /** @type {(inputs: Admin_Audit_Key_KeywordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මූල පදය`)
};

export const admin_audit_key_kind = /** @type {(inputs: Admin_Audit_Key_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වර්ගය`)
};

export const admin_audit_key_link = /** @type {(inputs: Admin_Audit_Key_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සබැඳිය`)
};

export const admin_audit_key_links = /** @type {(inputs: Admin_Audit_Key_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සබැඳි`)
};

export const admin_audit_key_media = /** @type {(inputs: Admin_Audit_Key_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාධ්‍ය`)
};

export const admin_audit_key_month = /** @type {(inputs: Admin_Audit_Key_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසය`)
};

export const admin_audit_key_name = /** @type {(inputs: Admin_Audit_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නම`)
};

export const admin_audit_key_outcome = /** @type {(inputs: Admin_Audit_Key_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රතිඵලය`)
};

export const admin_audit_key_plan = /** @type {(inputs: Admin_Audit_Key_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම`)
};

export const admin_audit_key_platform = /** @type {(inputs: Admin_Audit_Key_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකාව`)
};

export const admin_audit_key_reason = /** @type {(inputs: Admin_Audit_Key_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හේතුව`)
};

export const admin_audit_key_reference = /** @type {(inputs: Admin_Audit_Key_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යොමු අංකය`)
};

export const admin_audit_key_report = /** @type {(inputs: Admin_Audit_Key_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්තාව`)
};

export const admin_audit_key_role = /** @type {(inputs: Admin_Audit_Key_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භූමිකාව`)
};

export const admin_audit_key_second_factor = /** @type {(inputs: Admin_Audit_Key_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දෙවන පියවර`)
};

export const admin_audit_key_service_ends_on = /** @type {(inputs: Admin_Audit_Key_Service_Ends_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාව අවසන් වන දිනය`)
};

export const admin_audit_key_status = /** @type {(inputs: Admin_Audit_Key_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්වය`)
};

export const admin_audit_key_title = /** @type {(inputs: Admin_Audit_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාතෘකාව`)
};

export const admin_audit_key_to = /** @type {(inputs: Admin_Audit_Key_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දක්වා`)
};

export const admin_audit_key_update = /** @type {(inputs: Admin_Audit_Key_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීනය`)
};

export const admin_audit_key_via = /** @type {(inputs: Admin_Audit_Key_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාර්ගය`)
};

export const admin_audit_key_was_ending_on = /** @type {(inputs: Admin_Audit_Key_Was_Ending_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවසන් වීමට තිබූ දිනය`)
};

export const admin_audit_newer = /** @type {(inputs: Admin_Audit_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අලුත් ඒවා`)
};

export const admin_audit_nobody = /** @type {(inputs: Admin_Audit_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කිසිවෙක් පුරනය වී නැත`)
};

export const admin_audit_none = /** @type {(inputs: Admin_Audit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගැළපෙන ක්‍රියා කිසිවක් සටහන් වී නැත.`)
};

export const admin_audit_older = /** @type {(inputs: Admin_Audit_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැරණි ඒවා`)
};

export const admin_audit_page = /** @type {(inputs: Admin_Audit_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පිටුව ${i?.page}`)
};

export const admin_audit_pages = /** @type {(inputs: Admin_Audit_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විගණන සටහනේ පිටු`)
};

export const admin_audit_record = /** @type {(inputs: Admin_Audit_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදාළ අයිතමය`)
};

export const admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විගණන සටහන`)
};

export const admin_audit_to = /** @type {(inputs: Admin_Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දක්වා`)
};

export const admin_audit_user = /** @type {(inputs: Admin_Audit_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයා (Fli DESK හැඳුනුම් අංකය)`)
};

export const admin_audit_value_approved = /** @type {(inputs: Admin_Audit_Value_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමත කළා`)
};

export const admin_audit_value_authenticator_app = /** @type {(inputs: Admin_Audit_Value_Authenticator_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සත්‍යාපන යෙදුම`)
};

export const admin_audit_value_changes_requested = /** @type {(inputs: Admin_Audit_Value_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස්කම් ඉල්ලා ඇත`)
};

export const admin_audit_value_charged = /** @type {(inputs: Admin_Audit_Value_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අය කළා`)
};

export const admin_audit_value_confirmed_by_admin = /** @type {(inputs: Admin_Audit_Value_Confirmed_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලකයෙකු විසින්`)
};

export const admin_audit_value_confirmed_by_search = /** @type {(inputs: Admin_Audit_Value_Confirmed_By_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere ගෙවීම් සෙවුම`)
};

export const admin_audit_value_image = /** @type {(inputs: Admin_Audit_Value_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පින්තූරය`)
};

export const admin_audit_value_media_added = /** @type {(inputs: Admin_Audit_Value_Media_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් කළා`)
};

export const admin_audit_value_media_alt = /** @type {(inputs: Admin_Audit_Value_Media_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විස්තරය වෙනස් කළා`)
};

export const admin_audit_value_media_moved = /** @type {(inputs: Admin_Audit_Value_Media_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙන ගියා`)
};

export const admin_audit_value_media_removed = /** @type {(inputs: Admin_Audit_Value_Media_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත් කළා`)
};

export const admin_audit_value_no = /** @type {(inputs: Admin_Audit_Value_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත`)
};

export const admin_audit_value_recovery_code = /** @type {(inputs: Admin_Audit_Value_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රතිසාධන කේතය`)
};

export const admin_audit_value_via_link = /** @type {(inputs: Admin_Audit_Value_Via_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් වරක් භාවිත කළ හැකි මුරපද සබැඳිය`)
};

export const admin_audit_value_via_mail = /** @type {(inputs: Admin_Audit_Value_Via_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල් පණිවිඩය`)
};

export const admin_audit_value_via_share = /** @type {(inputs: Admin_Audit_Value_Via_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බෙදාගත් සබැඳිය`)
};

export const admin_audit_value_video = /** @type {(inputs: Admin_Audit_Value_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වීඩියෝව`)
};

export const admin_audit_value_yes = /** @type {(inputs: Admin_Audit_Value_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔව්`)
};

export const admin_audit_when = /** @type {(inputs: Admin_Audit_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කවදා`)
};

export const admin_audit_who = /** @type {(inputs: Admin_Audit_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කවුද`)
};

export const admin_billing_actions = /** @type {(inputs: Admin_Billing_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රියා`)
};

export const admin_billing_all = /** @type {(inputs: Admin_Billing_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියල්ල`)
};

export const admin_billing_amount_refunded = /** @type {(inputs: Admin_Billing_Amount_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ආපසු ගෙවා ඇත`)
};

export const admin_billing_caption = /** @type {(inputs: Admin_Billing_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දායකත්ව සහ ගෙවීම්`)
};

export const admin_billing_empty = /** @type {(inputs: Admin_Billing_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම දායකත්ව හෝ ගෙවීම් නැත.`)
};

export const admin_billing_filter = /** @type {(inputs: Admin_Billing_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බිල්පත් සහ ගෙවීම් පෙරන්න`)
};

export const admin_billing_kind = /** @type {(inputs: Admin_Billing_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වර්ගය`)
};

export const admin_billing_kind_payment = /** @type {(inputs: Admin_Billing_Kind_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම`)
};

export const admin_billing_kind_subscription = /** @type {(inputs: Admin_Billing_Kind_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දායකත්වය`)
};

export const admin_billing_next_charge = /** @type {(inputs: Admin_Billing_Next_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඊළඟ අය කිරීම ${i?.date}`)
};

export const admin_billing_none_yet = /** @type {(inputs: Admin_Billing_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම නැත`)
};

export const admin_billing_nothing_matches = /** @type {(inputs: Admin_Billing_Nothing_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කිසිවක් නොගැළපේ.`)
};

export const admin_billing_refund = /** @type {(inputs: Admin_Billing_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආපසු ගෙවන්න`)
};

export const admin_billing_refund_amount = /** @type {(inputs: Admin_Billing_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මුදල (${i?.currency})`)
};

export const admin_billing_refund_at_most = /** @type {(inputs: Admin_Billing_Refund_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`උපරිමය ${i?.amount}.`)
};

export const admin_billing_refund_description = /** @type {(inputs: Admin_Billing_Refund_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client}, ${i?.plan}: ගෙවූ මුදල ${i?.amount}. PayHere මුදල සේවාදායකයාගේ කාඩ්පතට හෝ ගිණුමට ආපසු යවයි; එය අවලංගු කළ නොහැක. සේවාදායකයාට ඊමේල් කෙරේ.`)
};

export const admin_billing_refund_not_confirmed = /** @type {(inputs: Admin_Billing_Refund_Not_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ආපසු ගෙවීම PayHere තහවුරු කර නැත`)
};

export const admin_billing_refund_now = /** @type {(inputs: Admin_Billing_Refund_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන් ආපසු ගෙවන්න`)
};

export const admin_billing_refund_reason = /** @type {(inputs: Admin_Billing_Refund_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හේතුව`)
};

export const admin_billing_refund_reason_hint = /** @type {(inputs: Admin_Billing_Refund_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා මෙය මුදල් ආපසු ගෙවීම ගැන ලැබෙන ඊමේල් පණිවිඩයේ කියවයි.`)
};

export const admin_billing_refund_sr = /** @type {(inputs: Admin_Billing_Refund_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (ගෙවීම ${i?.reference})`)
};

export const admin_billing_refund_title = /** @type {(inputs: Admin_Billing_Refund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ගෙවීම ආපසු ගෙවන්න`)
};

export const admin_billing_refunding = /** @type {(inputs: Admin_Billing_RefundingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආපසු ගෙවමින්...`)
};

export const admin_billing_revenue_in = /** @type {(inputs: Admin_Billing_Revenue_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} ආදායම`)
};

export const admin_billing_revenue_received = /** @type {(inputs: Admin_Billing_Revenue_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.currency}): ලැබුණු මුදල ${i?.received}`)
};

export const admin_billing_revenue_received_refunded = /** @type {(inputs: Admin_Billing_Revenue_Received_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.currency}): ලැබුණු මුදල ${i?.received}, ආපසු ගෙවූ මුදල ${i?.refunded}`)
};

export const admin_billing_settle = /** @type {(inputs: Admin_Billing_SettleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආපසු ගෙවීම විසඳන්න`)
};

export const admin_billing_settle_asked_by = /** @type {(inputs: Admin_Billing_Settle_Asked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.person} විසින්`)
};

export const admin_billing_settle_description = /** @type {(inputs: Admin_Billing_Settle_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} මුදල් ආපසු ගෙවීමේ ඉල්ලීම (${i?.asked}) PayHere තහවුරු කළේ නැත (හේතුව: ${i?.reason}). PayHere හි ගෙවීම පරීක්ෂා කර, එහි පෙන්වන දේ මෙහි තෝරන්න. ආපසු ගෙවා ඇත්නම්: එය බැර සටහන සමඟ සටහන් කෙරෙන අතර සේවාදායකයාට ඊමේල් කෙරේ. ආපසු ගෙවා නැත්නම්: එය පසෙකට තබන අතර ගෙවීම නැවත ආපසු ගෙවිය හැක.`)
};

export const admin_billing_settle_not_refunded = /** @type {(inputs: Admin_Billing_Settle_Not_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආපසු ගෙවා නැත`)
};

export const admin_billing_settle_refunded = /** @type {(inputs: Admin_Billing_Settle_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආපසු ගෙවා ඇත`)
};

export const admin_billing_settle_sr = /** @type {(inputs: Admin_Billing_Settle_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (ගෙවීම ${i?.reference})`)
};

export const admin_billing_settle_title = /** @type {(inputs: Admin_Billing_Settle_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ගෙවීමේ මුදල් ආපසු ගෙවීම විසඳන්න`)
};

export const admin_billing_status_partly_refunded = /** @type {(inputs: Admin_Billing_Status_Partly_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කොටසක් ආපසු ගෙවා ඇත`)
};

export const admin_billing_status_past_due = /** @type {(inputs: Admin_Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාරිකය අසාර්ථකයි`)
};

export const admin_billing_status_refund_unconfirmed = /** @type {(inputs: Admin_Billing_Status_Refund_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල් ආපසු ගෙවීම තහවුරු නැත`)
};

export const admin_billing_status_refunded = /** @type {(inputs: Admin_Billing_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආපසු ගෙවා ඇත`)
};

export const admin_billing_status_returning = /** @type {(inputs: Admin_Billing_Status_ReturningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිළිගත්තේ නැත, මුදල් ආපසු ගෙවිය යුතුය`)
};

export const admin_billing_status_stopped = /** @type {(inputs: Admin_Billing_Status_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere විසින් නවතා ඇත`)
};

export const admin_col_actions = /** @type {(inputs: Admin_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රියා`)
};

export const admin_col_id = /** @type {(inputs: Admin_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හැඳුනුම් අංකය`)
};

export const admin_col_joined = /** @type {(inputs: Admin_Col_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් වූ දිනය`)
};

export const admin_col_name = /** @type {(inputs: Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නම`)
};

export const admin_complete_without_approval = /** @type {(inputs: Admin_Complete_Without_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමැතියකින් තොරව නිම කරන්න`)
};

export const admin_completed_projects = /** @type {(inputs: Admin_Completed_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිම කළ ව්‍යාපෘති`)
};

export const admin_copied = /** @type {(inputs: Admin_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටපත් විය`)
};

export const admin_copied_detail = /** @type {(inputs: Admin_Copied_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරාධනා සබැඳිය ඔබේ ක්ලිප්බෝඩයට පිටපත් විය.`)
};

export const admin_copy = /** @type {(inputs: Admin_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටපත් කරන්න`)
};

export const admin_copy_error = /** @type {(inputs: Admin_Copy_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දෝෂයකි`)
};

export const admin_copy_failed = /** @type {(inputs: Admin_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටපත් කිරීම අසාර්ථක විය: සබැඳිය තෝරා අතින් පිටපත් කරන්න.`)
};

export const admin_create_user = /** @type {(inputs: Admin_Create_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයා සාදන්න`)
};

export const admin_created_on = /** @type {(inputs: Admin_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} දින සාදන ලදී`)
};

export const admin_creating = /** @type {(inputs: Admin_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සාදමින්...`)
};

export const admin_desk_id = /** @type {(inputs: Admin_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය`)
};

export const admin_done = /** @type {(inputs: Admin_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හරි`)
};

export const admin_edit = /** @type {(inputs: Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංස්කරණය`)
};

export const admin_edit_user = /** @type {(inputs: Admin_Edit_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයා සංස්කරණය කරන්න`)
};

export const admin_email = /** @type {(inputs: Admin_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල්`)
};

export const admin_filter = /** @type {(inputs: Admin_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෙරන්න`)
};

export const admin_filter_all = /** @type {(inputs: Admin_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියල්ල`)
};

export const admin_id_locked = /** @type {(inputs: Admin_Id_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FliDESK හැඳුනුම් අංකය වෙනස් කළ නොහැක`)
};

export const admin_invite_link = /** @type {(inputs: Admin_Invite_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් වරක් පමණක් වලංගු ආරාධනා සබැඳිය`)
};

export const admin_invite_link_hint = /** @type {(inputs: Admin_Invite_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එය පරිශීලකයාට ඊමේල් කර ද ඇත. දින 7ක් ඇතුළත එක් වරක් පමණක් එය ක්‍රියා කරයි.`)
};

export const admin_invite_pending = /** @type {(inputs: Admin_Invite_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරාධනාව පොරොත්තුවෙන්`)
};

export const admin_leads_budget = /** @type {(inputs: Admin_Leads_BudgetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අයවැය: ${i?.budget}`)
};

export const admin_leads_col_details = /** @type {(inputs: Admin_Leads_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විස්තර`)
};

export const admin_leads_col_from = /** @type {(inputs: Admin_Leads_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එවූයේ`)
};

export const admin_leads_col_received = /** @type {(inputs: Admin_Leads_Col_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලැබුණේ`)
};

export const admin_leads_col_status = /** @type {(inputs: Admin_Leads_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්වය`)
};

export const admin_leads_col_type = /** @type {(inputs: Admin_Leads_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වර්ගය`)
};

export const admin_leads_flexible = /** @type {(inputs: Admin_Leads_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නම්‍යශීලී`)
};

export const admin_leads_kind_contact = /** @type {(inputs: Admin_Leads_Kind_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පණිවිඩය`)
};

export const admin_leads_kind_quote = /** @type {(inputs: Admin_Leads_Kind_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිල ඇස්තමේන්තුව`)
};

export const admin_leads_months = /** @type {(inputs: Admin_Leads_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මාස ${i?.range}`)
};

export const admin_leads_none = /** @type {(inputs: Admin_Leads_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම විමසීම් නැත.`)
};

export const admin_leads_none_match = /** @type {(inputs: Admin_Leads_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගැළපෙන විමසීම් නැත.`)
};

export const admin_leads_page_title = /** @type {(inputs: Admin_Leads_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීම් | පරිපාලක පුවරුව | Fli DESK`)
};

export const admin_leads_phone = /** @type {(inputs: Admin_Leads_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දුරකථනය: ${i?.phone}`)
};

export const admin_leads_search_field = /** @type {(inputs: Admin_Leads_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීම් සොයන්න`)
};

export const admin_leads_search_label = /** @type {(inputs: Admin_Leads_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීම් සෙවීම`)
};

export const admin_leads_search_submit = /** @type {(inputs: Admin_Leads_Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සොයන්න`)
};

export const admin_leads_service_design = /** @type {(inputs: Admin_Leads_Service_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම අනන්‍යතා නිර්මාණය`)
};

export const admin_leads_service_seo = /** @type {(inputs: Admin_Leads_Service_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO ප්‍රශස්තකරණය`)
};

export const admin_leads_service_web = /** @type {(inputs: Admin_Leads_Service_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙබ් සංවර්ධනය`)
};

export const admin_leads_status_closed = /** @type {(inputs: Admin_Leads_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වසා ඇත`)
};

export const admin_leads_status_contacted = /** @type {(inputs: Admin_Leads_Status_ContactedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සම්බන්ධ කරගත්තා`)
};

export const admin_leads_status_new = /** @type {(inputs: Admin_Leads_Status_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව`)
};

export const admin_leads_status_of = /** @type {(inputs: Admin_Leads_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ගෙන් ලැබුණු විමසීමේ තත්ත්වය`)
};

export const admin_leads_timeline = /** @type {(inputs: Admin_Leads_TimelineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`කාල සීමාව: ${i?.timeline}`)
};

export const admin_leads_title = /** @type {(inputs: Admin_Leads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීම්`)
};

export const admin_leads_waiting = /** @type {(inputs: Admin_Leads_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව`)
};

export const admin_msg_analytics_failed = /** @type {(inputs: Admin_Msg_Analytics_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ දත්ත උඩුගත කිරීමට නොහැකි විය`)
};

export const admin_msg_analytics_uploaded = /** @type {(inputs: Admin_Msg_Analytics_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ දත්ත සාර්ථකව උඩුගත කළා`)
};

export const admin_msg_assign_failed = /** @type {(inputs: Admin_Msg_Assign_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවකයා පැවරීමට නොහැකි විය`)
};

export const admin_msg_assignment_updated = /** @type {(inputs: Admin_Msg_Assignment_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘති පැවරීම යාවත්කාලීන කළා`)
};

export const admin_msg_at_most = /** @type {(inputs: Admin_Msg_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අකුරු ${i?.max}කට වඩා දිගු නොවිය යුතුය`)
};

export const admin_msg_choose_project = /** @type {(inputs: Admin_Msg_Choose_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ව්‍යාපෘතියක් තෝරන්න`)
};

export const admin_msg_client_missing = /** @type {(inputs: Admin_Msg_Client_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම සේවාදායකයා නොමැත`)
};

export const admin_msg_deadline_date = /** @type {(inputs: Admin_Msg_Deadline_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියමිත දිනය දිනයක් ලෙස ඇතුළත් කළ යුතුය (YYYY-MM-DD)`)
};

export const admin_msg_duplicate_email = /** @type {(inputs: Admin_Msg_Duplicate_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ඊමේල් ලිපිනය සහිත පරිශීලකයෙකු දැනටමත් සිටී`)
};

export const admin_msg_email_required = /** @type {(inputs: Admin_Msg_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඊමේල් ලිපිනය ඇතුළත් කරන්න`)
};

export const admin_msg_email_too_long = /** @type {(inputs: Admin_Msg_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඊමේල් ලිපිනය අකුරු ${i?.max}කට වඩා දිගු නොවිය යුතුය`)
};

export const admin_msg_field_bounce_rate = /** @type {(inputs: Admin_Msg_Field_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත්වීමේ අනුපාතය`)
};

export const admin_msg_field_page_views = /** @type {(inputs: Admin_Msg_Field_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටු බැලීම්`)
};

export const admin_msg_field_session_duration = /** @type {(inputs: Admin_Msg_Field_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැසියක සාමාන්‍ය කාලය`)
};

export const admin_msg_field_unique_visitors = /** @type {(inputs: Admin_Msg_Field_Unique_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනන්‍ය නරඹන්නන්`)
};

export const admin_msg_freelancer_missing = /** @type {(inputs: Admin_Msg_Freelancer_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම නිදහස් සේවකයා නොමැත`)
};

export const admin_msg_invalid_email = /** @type {(inputs: Admin_Msg_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර වලංගු ඊමේල් ලිපිනයක් ඇතුළත් කරන්න`)
};

export const admin_msg_invalid_role = /** @type {(inputs: Admin_Msg_Invalid_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භූමිකාව සේවාදායක, නිදහස් සේවක හෝ පරිපාලක විය යුතුය`)
};

export const admin_msg_invite_not_needed = /** @type {(inputs: Admin_Msg_Invite_Not_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම පරිශීලකයා දැනටමත් මුරපදයක් සකසා ඇත`)
};

export const admin_msg_invite_sent = /** @type {(inputs: Admin_Msg_Invite_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} සඳහා නව ආරාධනා සබැඳියක් සූදානම්; එය ඊමේල් කළා`)
};

export const admin_msg_lead_not_found = /** @type {(inputs: Admin_Msg_Lead_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීම හමු නොවීය`)
};

export const admin_msg_lead_status_invalid = /** @type {(inputs: Admin_Msg_Lead_Status_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්වය නව, සම්බන්ධ කරගත්තා හෝ වසා ඇත විය යුතුය`)
};

export const admin_msg_lead_update_failed = /** @type {(inputs: Admin_Msg_Lead_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීම යාවත්කාලීන කිරීමට නොහැකි විය`)
};

export const admin_msg_lead_updated = /** @type {(inputs: Admin_Msg_Lead_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීමේ තත්ත්වය යාවත්කාලීන කළා`)
};

export const admin_msg_number_range = /** @type {(inputs: Admin_Msg_Number_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.min} සිට ${i?.max} දක්වා අංකයක් විය යුතුය`)
};

export const admin_msg_project_create_error = /** @type {(inputs: Admin_Msg_Project_Create_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය සෑදීමට නොහැකි විය: කරුණාකර නැවත උත්සාහ කරන්න`)
};

export const admin_msg_project_create_failed = /** @type {(inputs: Admin_Msg_Project_Create_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය සෑදීමට නොහැකි විය: ${i?.reason}`)
};

export const admin_msg_project_created = /** @type {(inputs: Admin_Msg_Project_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය සාර්ථකව සෑදුවා`)
};

export const admin_msg_project_not_found = /** @type {(inputs: Admin_Msg_Project_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය හමු නොවීය`)
};

export const admin_msg_refund_amount = /** @type {(inputs: Admin_Msg_Refund_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර 0ට වැඩි මුදලක් ඇතුළත් කරන්න; දශමස්ථාන 2කට වඩා නොවිය යුතුය`)
};

export const admin_msg_refund_failed = /** @type {(inputs: Admin_Msg_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල් ආපසු ගෙවීම සටහන් කළ නොහැකි විය: නැවත උත්සාහ කිරීමට පෙර ගෙවීම පරීක්ෂා කරන්න`)
};

export const admin_msg_refund_incomplete = /** @type {(inputs: Admin_Msg_Refund_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල් ආපසු ගෙවීමේ පෝරමය අසම්පූර්ණයි: කරුණාකර පිටුව නැවත පූරණය කරන්න`)
};

export const admin_msg_refund_reason = /** @type {(inputs: Admin_Msg_Refund_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර මුදල් ආපසු ගෙවීමට හේතුවක් සඳහන් කරන්න`)
};

export const admin_msg_required = /** @type {(inputs: Admin_Msg_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර අවශ්‍ය සියලු ක්ෂේත්‍ර පුරවන්න`)
};

export const admin_msg_reset_sent = /** @type {(inputs: Admin_Msg_Reset_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මුරපදය යළි සැකසීමේ සබැඳියක් ${i?.email} වෙත ඊමේල් කළා. එය විනාඩි 30ක් තුළ එක් වරක් පමණක් ක්‍රියා කරයි.`)
};

export const admin_msg_settle_outcome = /** @type {(inputs: Admin_Msg_Settle_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere මුදල් ආපසු ගෙවූයේ දැයි සඳහන් කරන්න`)
};

export const admin_msg_status_updated = /** @type {(inputs: Admin_Msg_Status_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියේ තත්ත්වය යාවත්කාලීන කළා`)
};

export const admin_msg_title_too_long = /** @type {(inputs: Admin_Msg_Title_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාතෘකාව අකුරු 200කට වඩා දිගු නොවිය යුතුය`)
};

export const admin_msg_two_factor_not_on = /** @type {(inputs: Admin_Msg_Two_Factor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම පරිශීලකයා ද්වි-සාධක පුරනය භාවිත නොකරයි`)
};

export const admin_msg_two_factor_reset = /** @type {(inputs: Admin_Msg_Two_Factor_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය යළි සැකසුවා: පරිශීලකයා එය නැවත සකසන තුරු මුරපදයෙන් පමණක් පුරනය වේ. අපි ${i?.email} වෙත ඊමේල් කළා.`)
};

export const admin_msg_unknown_form = /** @type {(inputs: Admin_Msg_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා පෝරමයකි`)
};

export const admin_msg_unknown_lead_type = /** @type {(inputs: Admin_Msg_Unknown_Lead_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා විමසීම් වර්ගයකි`)
};

export const admin_msg_unknown_override = /** @type {(inputs: Admin_Msg_Unknown_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමැතියකින් තොරව සම්පූර්ණ කිරීමේ නොදන්නා අගයකි`)
};

export const admin_msg_unknown_project_status = /** @type {(inputs: Admin_Msg_Unknown_Project_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා ව්‍යාපෘති තත්ත්වයකි`)
};

export const admin_msg_user_create_failed = /** @type {(inputs: Admin_Msg_User_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයා සෑදීමට නොහැකි විය`)
};

export const admin_msg_user_created = /** @type {(inputs: Admin_Msg_User_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පරිශීලකයා සාර්ථකව සෑදුවා, හැඳුනුම් අංකය: ${i?.id}`)
};

export const admin_msg_user_not_found = /** @type {(inputs: Admin_Msg_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයා හමු නොවීය`)
};

export const admin_msg_user_update_failed = /** @type {(inputs: Admin_Msg_User_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයා යාවත්කාලීන කිරීමට නොහැකි විය`)
};

export const admin_msg_user_updated = /** @type {(inputs: Admin_Msg_User_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයා සාර්ථකව යාවත්කාලීන කළා`)
};

export const admin_msg_whole_number = /** @type {(inputs: Admin_Msg_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} පූර්ණ සංඛ්‍යාවක් විය යුතුය`)
};

export const admin_new_leads = /** @type {(inputs: Admin_New_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව විමසීම්`)
};

export const admin_no_password_yet = /** @type {(inputs: Admin_No_Password_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම පරිශීලකයා තවම මුරපදයක් සකසා නැත.`)
};

export const admin_no_projects = /** @type {(inputs: Admin_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම ව්‍යාපෘති නැත.`)
};

export const admin_not_approved_yet = /** @type {(inputs: Admin_Not_Approved_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා නවතම යාවත්කාලීනය තවම අනුමත කර නැත.`)
};

export const admin_not_assigned = /** @type {(inputs: Admin_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පවරා නැත`)
};

export const admin_overview = /** @type {(inputs: Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දළ විශ්ලේෂණය`)
};

export const admin_panel_heading = /** @type {(inputs: Admin_Panel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලක පුවරුව`)
};

export const admin_pending_projects = /** @type {(inputs: Admin_Pending_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පොරොත්තුවෙන් ඇති ව්‍යාපෘති`)
};

export const admin_project_progress = /** @type {(inputs: Admin_Project_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ප්‍රගතිය`)
};

export const admin_projects_caption = /** @type {(inputs: Admin_Projects_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු ව්‍යාපෘති`)
};

export const admin_projects_col_actions = /** @type {(inputs: Admin_Projects_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රියා`)
};

export const admin_projects_col_project = /** @type {(inputs: Admin_Projects_Col_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය`)
};

export const admin_projects_col_status = /** @type {(inputs: Admin_Projects_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්වය`)
};

export const admin_projects_create_description = /** @type {(inputs: Admin_Projects_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවකයෙකු පවරා ඇත්නම් ව්‍යාපෘතිය “කෙරෙමින් පවතී” තත්ත්වයෙන් ද, නැතිනම් “පොරොත්තුවෙන්” තත්ත්වයෙන් ද ආරම්භ වේ.`)
};

export const admin_projects_creating = /** @type {(inputs: Admin_Projects_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සාදමින්...`)
};

export const admin_projects_field_description = /** @type {(inputs: Admin_Projects_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විස්තරය`)
};

export const admin_projects_field_title = /** @type {(inputs: Admin_Projects_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාතෘකාව`)
};

export const admin_projects_freelancer_for = /** @type {(inputs: Admin_Projects_Freelancer_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා නිදහස් සේවකයා`)
};

export const admin_projects_page_title = /** @type {(inputs: Admin_Projects_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු ව්‍යාපෘති | පරිපාලක පුවරුව | Fli DESK`)
};

export const admin_projects_select_client = /** @type {(inputs: Admin_Projects_Select_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයෙකු තෝරන්න`)
};

export const admin_projects_status_of = /** @type {(inputs: Admin_Projects_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} හි තත්ත්වය`)
};

export const admin_projects_title = /** @type {(inputs: Admin_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු ව්‍යාපෘති`)
};

export const admin_projects_unassigned = /** @type {(inputs: Admin_Projects_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පවරා නැත`)
};

export const admin_projects_updates_of = /** @type {(inputs: Admin_Projects_Updates_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.title} ව්‍යාපෘතියේ)`)
};

export const admin_projects_updates_title = /** @type {(inputs: Admin_Projects_Updates_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘති යාවත්කාලීන`)
};

export const admin_projects_view_updates = /** @type {(inputs: Admin_Projects_View_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීන බලන්න`)
};

export const admin_recent_projects = /** @type {(inputs: Admin_Recent_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෑත ව්‍යාපෘති`)
};

export const admin_reset_hint = /** @type {(inputs: Admin_Reset_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය අමතක වුණාද? නව මුරපදයක් සැකසීමට සබැඳියක් ඔවුන්ට ඊමේල් කරන්න.`)
};

export const admin_reset_two_factor = /** @type {(inputs: Admin_Reset_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය යළි සකසන්න`)
};

export const admin_resetting = /** @type {(inputs: Admin_ResettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යළි සකසමින්...`)
};

export const admin_revenue_arpc = /** @type {(inputs: Admin_Revenue_ArpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයෙකුගෙන් සාමාන්‍ය ආදායම`)
};

export const admin_revenue_arpc_chart = /** @type {(inputs: Admin_Revenue_Arpc_ChartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සේවාදායකයෙකුගෙන් සාමාන්‍ය ආදායම (${i?.currency})`)
};

export const admin_revenue_by_plan = /** @type {(inputs: Admin_Revenue_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම අනුව ආදායම, පසුගිය මාස 12`)
};

export const admin_revenue_chart = /** @type {(inputs: Admin_Revenue_ChartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ආදායම (${i?.currency})`)
};

export const admin_revenue_churned = /** @type {(inputs: Admin_Revenue_ChurnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත් වූවන්`)
};

export const admin_revenue_collection_description = /** @type {(inputs: Admin_Revenue_Collection_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උත්සාහ කළ සියලු අය කිරීම් අතරින් සාර්ථක වූ ඒවා (අසාර්ථක වූ ඒවා සහ ඒවායේ නැවත උත්සාහයන් ද ඇතුළුව).`)
};

export const admin_revenue_collection_rate = /** @type {(inputs: Admin_Revenue_Collection_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අය කර ගැනීමේ අනුපාතය`)
};

export const admin_revenue_description = /** @type {(inputs: Admin_Revenue_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලැබුණු ගෙවීම්, ආපසු ගෙවූ මුදල් අඩු කළ පසු.`)
};

export const admin_revenue_failed_charges = /** @type {(inputs: Admin_Revenue_Failed_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අසාර්ථක අය කිරීම්`)
};

export const admin_revenue_heading = /** @type {(inputs: Admin_Revenue_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආදායම සහ දායකත්ව`)
};

export const admin_revenue_mrr = /** @type {(inputs: Admin_Revenue_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසික පුනරාවර්තන ආදායම`)
};

export const admin_revenue_mrr_chart = /** @type {(inputs: Admin_Revenue_Mrr_ChartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මාසික පුනරාවර්තන ආදායම (${i?.currency})`)
};

export const admin_revenue_mrr_description = /** @type {(inputs: Admin_Revenue_Mrr_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෑම මාසයක් අවසානයේම ක්‍රියාත්මක සැලසුම්; වාර්ෂික සැලසුමක් එහි මිලෙන් දොළහෙන් පංගුවක් ලෙස ගණන් වේ.`)
};

export const admin_revenue_new = /** @type {(inputs: Admin_Revenue_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව අය`)
};

export const admin_revenue_new_subscriptions = /** @type {(inputs: Admin_Revenue_New_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව දායකත්ව`)
};

export const admin_revenue_no_charges = /** @type {(inputs: Admin_Revenue_No_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අය කිරීම් නැත`)
};

export const admin_revenue_no_charges_yet = /** @type {(inputs: Admin_Revenue_No_Charges_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම අය කිරීම් නැත`)
};

export const admin_revenue_no_plan_charges = /** @type {(inputs: Admin_Revenue_No_Plan_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පසුගිය මාස 12 තුළ කිසිදු ගෙවීමක් ලැබී නැත.`)
};

export const admin_revenue_reactivated = /** @type {(inputs: Admin_Revenue_ReactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැවත එක් වූවන්`)
};

export const admin_revenue_recovered = /** @type {(inputs: Admin_Revenue_RecoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැවත උත්සාහයකින් අය කර ගත්`)
};

export const admin_revenue_series = /** @type {(inputs: Admin_Revenue_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආදායම`)
};

export const admin_revenue_subscriptions = /** @type {(inputs: Admin_Revenue_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දායකත්ව`)
};

export const admin_revenue_subscriptions_description = /** @type {(inputs: Admin_Revenue_Subscriptions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව සේවාදායකයින්, විවේකයකින් පසු නැවත පැමිණි සේවාදායකයින් සහ ඉවත් වූ සේවාදායකයින්. සැලසුමක් වෙනස් කිරීම මේ කිසිවකට අයත් නොවේ.`)
};

export const admin_revenue_unknown_plan = /** @type {(inputs: Admin_Revenue_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා සැලසුම`)
};

export const admin_role = /** @type {(inputs: Admin_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භූමිකාව`)
};

export const admin_role_locked = /** @type {(inputs: Admin_Role_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරක්ෂක හේතූන් මත භූමිකාව වෙනස් කළ නොහැක`)
};

export const admin_save = /** @type {(inputs: Admin_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සුරකින්න`)
};

export const admin_save_changes = /** @type {(inputs: Admin_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස්කම් සුරකින්න`)
};

export const admin_saving = /** @type {(inputs: Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සුරකිමින්...`)
};

export const admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලක කොටස්`)
};

export const admin_select_role = /** @type {(inputs: Admin_Select_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භූමිකාවක් තෝරන්න`)
};

export const admin_send_invite = /** @type {(inputs: Admin_Send_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ආරාධනා සබැඳියක් යවන්න`)
};

export const admin_send_reset = /** @type {(inputs: Admin_Send_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය යළි සැකසීමේ සබැඳියක් යවන්න`)
};

export const admin_sending = /** @type {(inputs: Admin_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යවමින්...`)
};

export const admin_settings_api = /** @type {(inputs: Admin_Settings_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API ප්‍රවේශය`)
};

export const admin_settings_api_detail = /** @type {(inputs: Admin_Settings_Api_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හි පොදු API එකක් නැත.`)
};

export const admin_settings_auto_assign = /** @type {(inputs: Admin_Settings_Auto_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘති ස්වයංක්‍රීයව පැවරීම`)
};

export const admin_settings_auto_assign_detail = /** @type {(inputs: Admin_Settings_Auto_Assign_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘති පවරන්නේ පරිපාලකයෙකු විසින් සියලු ව්‍යාපෘති තුළිනි.`)
};

export const admin_settings_backup = /** @type {(inputs: Admin_Settings_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උපස්ථ වාර ගණන`)
};

export const admin_settings_backup_embedded = /** @type {(inputs: Admin_Settings_Backup_EmbeddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අන්තර්ගත දත්ත සමුදාය`)
};

export const admin_settings_backup_embedded_detail = /** @type {(inputs: Admin_Settings_Backup_Embedded_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දත්ත ${i?.dir} හි ඇත; සේවාදායකය නවතා ඇති විට එම ෆෝල්ඩරය පිටපත් කරන්න.`)
};

export const admin_settings_backup_postgres_detail = /** @type {(inputs: Admin_Settings_Backup_Postgres_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උපස්ථ ඔබේ PostgreSQL සේවාදායකයේ කාලසටහන අනුගමනය කරයි (pg_dump හෝ සේවා සපයන්නාගේ සැණරූ).`)
};

export const admin_settings_email = /** @type {(inputs: Admin_Settings_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල් දැනුම්දීම්`)
};

export const admin_settings_email_on = /** @type {(inputs: Admin_Settings_Email_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සක්‍රියයි`)
};

export const admin_settings_email_on_detail = /** @type {(inputs: Admin_Settings_Email_On_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`නව විමසීම් ${i?.email} වෙත ඊමේල් කෙරේ; ආරාධනා නව පරිශීලකයාට යයි. තවම නොයැවූ ඊමේල් ${i?.count}.`)
};

export const admin_settings_email_outbox = /** @type {(inputs: Admin_Settings_Email_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටතට යන පෙට්ටියේ පමණි`)
};

export const admin_settings_email_outbox_detail = /** @type {(inputs: Admin_Settings_Email_Outbox_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.variable} සකසා නැත: ${i?.email} සඳහා විමසීම් දැනුම්දීම් සහ ආරාධනා පිටතට යන පෙට්ටියේ වගුවේ තබා ඇත (${i?.count}ක් රැඳී ඇත).`)
};

export const admin_settings_env_development = /** @type {(inputs: Admin_Settings_Env_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංවර්ධන`)
};

export const admin_settings_env_production = /** @type {(inputs: Admin_Settings_Env_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සජීවී`)
};

export const admin_settings_env_test = /** @type {(inputs: Admin_Settings_Env_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරීක්ෂණ`)
};

export const admin_settings_environment = /** @type {(inputs: Admin_Settings_EnvironmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිසරය`)
};

export const admin_settings_export = /** @type {(inputs: Admin_Settings_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දත්ත බාගන්න`)
};

export const admin_settings_export_hint = /** @type {(inputs: Admin_Settings_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැතුරුම්පතකට හෝ උපස්ථයකට, CSV ලෙස බාගන්න.`)
};

export const admin_settings_export_leads = /** @type {(inputs: Admin_Settings_Export_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීම් බාගන්න`)
};

export const admin_settings_export_projects = /** @type {(inputs: Admin_Settings_Export_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘති බාගන්න`)
};

export const admin_settings_export_users = /** @type {(inputs: Admin_Settings_Export_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයින් බාගන්න`)
};

export const admin_settings_import = /** @type {(inputs: Admin_Settings_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දත්ත ආයාත කිරීම`)
};

export const admin_settings_import_detail = /** @type {(inputs: Admin_Settings_Import_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයින් එක් කරන්නේ “පරිශීලකයෙකු එක් කරන්න“ මගින්ද, ව්‍යාපෘති “ව්‍යාපෘතියක් සාදන්න“ මගින්ද ය.`)
};

export const admin_settings_not_available = /** @type {(inputs: Admin_Settings_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොමැත`)
};

export const admin_settings_off = /** @type {(inputs: Admin_Settings_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අක්‍රියයි`)
};

export const admin_settings_reset = /** @type {(inputs: Admin_Settings_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පද්ධතිය යළි සැකසීම`)
};

export const admin_settings_reset_detail = /** @type {(inputs: Admin_Settings_Reset_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුවරුවෙන් දත්ත කිසි විටෙකත් මකා නොදමයි; ආදර්ශ දත්ත npm run seed මගින් ලැබේ.`)
};

export const admin_settings_session = /** @type {(inputs: Admin_Settings_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැසිය කල් ඉකුත් වීම`)
};

export const admin_settings_session_days = /** @type {(inputs: Admin_Settings_Session_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දින ${i?.days}`)
};

export const admin_settings_session_detail = /** @type {(inputs: Admin_Settings_Session_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දින ${i?.days}ක් භාවිත නොකළ සැසියක් අවසන් වේ; වරනය වීමෙන් එය වහාම අවසන් වේ.`)
};

export const admin_settings_two_factor = /** @type {(inputs: Admin_Settings_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය`)
};

export const admin_settings_two_factor_optional = /** @type {(inputs: Admin_Settings_Two_Factor_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අත්‍යවශ්‍ය නොවේ`)
};

export const admin_settings_two_factor_optional_detail = /** @type {(inputs: Admin_Settings_Two_Factor_Optional_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඕනෑම පරිශීලකයෙකුට එය තම පැතිකඩෙන් සක්‍රිය කළ හැක. ADMIN_TWO_FACTOR=off නොවේ නම්, PostgreSQL දත්ත සමුදායක (${i?.variable}) පරිපාලකයින්ට එය අනිවාර්යයි.`)
};

export const admin_settings_two_factor_required = /** @type {(inputs: Admin_Settings_Two_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලකයින්ට අනිවාර්යයි`)
};

export const admin_settings_two_factor_required_detail = /** @type {(inputs: Admin_Settings_Two_Factor_Required_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලකයින් මුරපදයෙන් පසු සත්‍යාපන යෙදුමක කේතයකින් පුරනය වේ; ඕනෑම පරිශීලකයෙකුට එය තම පැතිකඩෙන් සක්‍රිය කළ හැක.`)
};

export const admin_settings_version = /** @type {(inputs: Admin_Settings_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුවාදය`)
};

export const admin_tab_analytics = /** @type {(inputs: Admin_Tab_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ`)
};

export const admin_tab_audit = /** @type {(inputs: Admin_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විගණනය`)
};

export const admin_tab_billing = /** @type {(inputs: Admin_Tab_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බිල්පත් සහ ගෙවීම්`)
};

export const admin_tab_leads = /** @type {(inputs: Admin_Tab_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විමසීම්`)
};

export const admin_tab_projects = /** @type {(inputs: Admin_Tab_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘති`)
};

export const admin_tab_reports = /** @type {(inputs: Admin_Tab_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්තා`)
};

export const admin_tab_settings = /** @type {(inputs: Admin_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැකසුම්`)
};

export const admin_tab_tickets = /** @type {(inputs: Admin_Tab_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීම්`)
};

export const admin_ticket_page_title = /** @type {(inputs: Admin_Ticket_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} | පරිපාලක පුවරුව | Fli DESK`)
};

export const admin_tickets_assignee_of = /** @type {(inputs: Admin_Tickets_Assignee_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} භාරව සිටින පරිපාලක`)
};

export const admin_tickets_closed_note = /** @type {(inputs: Admin_Tickets_Closed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ඉල්ලීම වසා ඇත. පිළිතුරු දීමට එය නැවත විවෘත කරන්න.`)
};

export const admin_tickets_filter = /** @type {(inputs: Admin_Tickets_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම් පෙරන්න`)
};

export const admin_tickets_none_match = /** @type {(inputs: Admin_Tickets_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගැළපෙන ඉල්ලීම් නැත.`)
};

export const admin_tickets_page_title = /** @type {(inputs: Admin_Tickets_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීම් | පරිපාලක පුවරුව | Fli DESK`)
};

export const admin_tickets_reply_label = /** @type {(inputs: Admin_Tickets_Reply_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයාට පිළිතුර`)
};

export const admin_tickets_reply_note_client = /** @type {(inputs: Admin_Tickets_Reply_Note_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පිළිතුර සේවාදායකයාගේ සහාය කොටසේ වහාම පෙනෙන අතර, ඔවුන්ට දැනුම්දීමක් ද ලැබේ.`)
};

export const admin_tickets_reply_note_mail = /** @type {(inputs: Admin_Tickets_Reply_Note_MailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`යැවූ තැනැත්තාට ගිණුමක් නැත: ඔබේ පිළිතුර ${i?.email} වෙත ඊමේල් කෙරේ.`)
};

export const admin_tickets_status_of = /** @type {(inputs: Admin_Tickets_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} හි තත්ත්වය`)
};

export const admin_tickets_title = /** @type {(inputs: Admin_Tickets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීම්`)
};

export const admin_tickets_waiting = /** @type {(inputs: Admin_Tickets_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විවෘත`)
};

export const admin_total_clients = /** @type {(inputs: Admin_Total_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුළු සේවාදායකයින්`)
};

export const admin_total_freelancers = /** @type {(inputs: Admin_Total_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුළු නිදහස් සේවකයින්`)
};

export const admin_total_projects = /** @type {(inputs: Admin_Total_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුළු ව්‍යාපෘති`)
};

export const admin_total_users = /** @type {(inputs: Admin_Total_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුළු පරිශීලකයින්`)
};

export const admin_two_factor_check = /** @type {(inputs: Admin_Two_Factor_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දුරකථනය සහ ප්‍රතිසාධන කේත නැති වුණාද? යළි සැකසීමට පෙර, ඉල්ලන්නේ ඇත්තටම ඔවුන්මදැයි තහවුරු කරගන්න (ඔබ දැනටමත් දන්නා අංකයකට ඔවුන්ට ඇමතුමක් දෙන්න).`)
};

export const admin_upload_bounce_rate = /** @type {(inputs: Admin_Upload_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත්වීමේ අනුපාතය (%)`)
};

export const admin_upload_busy = /** @type {(inputs: Admin_Upload_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උඩුගත කරමින්...`)
};

export const admin_upload_description = /** @type {(inputs: Admin_Upload_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයාට මෙම සංඛ්‍යා තම විශ්ලේෂණ කොටසේ ප්‍රස්තාර ලෙස පෙනේ.`)
};

export const admin_upload_notes = /** @type {(inputs: Admin_Upload_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සටහන්`)
};

export const admin_upload_page_views = /** @type {(inputs: Admin_Upload_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටු බැලීම්`)
};

export const admin_upload_project = /** @type {(inputs: Admin_Upload_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය`)
};

export const admin_upload_select_project = /** @type {(inputs: Admin_Upload_Select_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියක් තෝරන්න`)
};

export const admin_upload_session_duration = /** @type {(inputs: Admin_Upload_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැසියක සාමාන්‍ය කාලය (මිනි.)`)
};

export const admin_upload_submit = /** @type {(inputs: Admin_Upload_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දත්ත උඩුගත කරන්න`)
};

export const admin_upload_title = /** @type {(inputs: Admin_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ දත්ත උඩුගත කරන්න`)
};

export const admin_upload_top_pages = /** @type {(inputs: Admin_Upload_Top_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වැඩිපුරම බැලූ පිටු`)
};

export const admin_upload_top_pages_hint = /** @type {(inputs: Admin_Upload_Top_Pages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කොමාවලින් වෙන් කරන්න, උදාහරණයක් ලෙස /, /shop, /contact`)
};

export const admin_upload_unique_visitors = /** @type {(inputs: Admin_Upload_Unique_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනන්‍ය අමුත්තන්`)
};

export const admin_users = /** @type {(inputs: Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයින්`)
};

export const admin_users_heading = /** @type {(inputs: Admin_Users_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලක කළමනාකරණය`)
};

export const admin_users_title = /** @type {(inputs: Admin_Users_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිශීලකයින් | පරිපාලක පුවරුව`)
};

export const auth_2fa_checking = /** @type {(inputs: Auth_2fa_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරීක්ෂා කරමින්...`)
};

export const auth_2fa_code = /** @type {(inputs: Auth_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කේතය`)
};

export const auth_2fa_enter = /** @type {(inputs: Auth_2fa_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුම පෙන්වන ඉලක්කම් 6ක කේතය, නැතහොත් ඔබේ ප්‍රතිසාධන කේතවලින් එකක් ඇතුළත් කරන්න.`)
};

export const auth_2fa_hint = /** @type {(inputs: Auth_2fa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රතිසාධන කේතයක් ABCDE-23456 වැනි ය; එය එක් වරක් පමණක් ක්‍රියා කරයි.`)
};

export const auth_2fa_page_title = /** @type {(inputs: Auth_2fa_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය | Fli DESK`)
};

export const auth_2fa_signing_in = /** @type {(inputs: Auth_2fa_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වන ගිණුම:`)
};

export const auth_2fa_verify = /** @type {(inputs: Auth_2fa_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තහවුරු කර පුරනය වන්න`)
};

export const auth_agree = /** @type {(inputs: Auth_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීමෙන් ඔබ මේවාට එකඟ වේ:`)
};

export const auth_and = /** @type {(inputs: Auth_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහ`)
};

export const auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීමට ආපසු`)
};

export const auth_busy = /** @type {(inputs: Auth_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වෙමින්...`)
};

export const auth_confirm_email_page_title = /** @type {(inputs: Auth_Confirm_Email_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නව ඊමේල් තහවුරු කරන්න | Fli DESK`)
};

export const auth_confirm_email_question = /** @type {(inputs: Auth_Confirm_Email_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය ${i?.id} සඳහා ${i?.email} භාවිත කරන්නද?`)
};

export const auth_confirm_email_submit = /** @type {(inputs: Auth_Confirm_Email_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ඊමේල් තහවුරු කරන්න`)
};

export const auth_confirm_email_title = /** @type {(inputs: Auth_Confirm_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නව ඊමේල් ලිපිනය තහවුරු කරන්න`)
};

export const auth_confirm_link_gone = /** @type {(inputs: Auth_Confirm_Link_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම තහවුරු කිරීමේ සබැඳිය වලංගු නැත, දැනටමත් භාවිත කර ඇත, නැතහොත් කල් ඉකුත් වී ඇත. ඔබේ පැතිකඩෙන් නව එකක් ඉල්ලන්න.`)
};

export const auth_confirm_link_gone_title = /** @type {(inputs: Auth_Confirm_Link_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තහවුරු කිරීමේ සබැඳිය වලංගු නැත`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය තහවුරු කරන්න`)
};

export const auth_confirming = /** @type {(inputs: Auth_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තහවුරු කරමින්...`)
};

export const auth_desk_id = /** @type {(inputs: Auth_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය`)
};

export const auth_email_changed = /** @type {(inputs: Auth_Email_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK ඊමේල් ලිපිනය දැන් ${i?.email}.`)
};

export const auth_email_changed_title = /** @type {(inputs: Auth_Email_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල් ලිපිනය වෙනස් විය`)
};

export const auth_error_title = /** @type {(inputs: Auth_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීමේ දෝෂයකි`)
};

export const auth_forgot = /** @type {(inputs: Auth_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය අමතකද?`)
};

export const auth_forgot_busy = /** @type {(inputs: Auth_Forgot_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යවමින්...`)
};

export const auth_forgot_field = /** @type {(inputs: Auth_Forgot_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය හෝ ඊමේල්`)
};

export const auth_forgot_intro = /** @type {(inputs: Auth_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම් අංකය හෝ ගිණුමේ ඊමේල් ලිපිනය ඇතුළත් කරන්න. නව මුරපදයක් සැකසීමට සබැඳියක් අපි ඔබට ඊමේල් කරන්නෙමු.`)
};

export const auth_forgot_page_title = /** @type {(inputs: Auth_Forgot_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය අමතකයි | Fli DESK`)
};

export const auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යළි සැකසීමේ සබැඳිය යවන්න`)
};

export const auth_forgot_title = /** @type {(inputs: Auth_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ මුරපදය අමතකද?`)
};

export const auth_go_to_profile = /** @type {(inputs: Auth_Go_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පැතිකඩට යන්න`)
};

export const auth_go_to_sign_in = /** @type {(inputs: Auth_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීමට යන්න`)
};

export const auth_invalid = /** @type {(inputs: Auth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය හෝ මුරපදය වැරදියි`)
};

export const auth_invite_gone = /** @type {(inputs: Auth_Invite_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ආරාධනා සබැඳිය වලංගු නැත, දැනටමත් භාවිත කර ඇත, නැතහොත් කල් ඉකුත් වී ඇත. නව ආරාධනාවක් පැරණි සබැඳි ප්‍රතිස්ථාපනය කරයි. ඔබ දැනටමත් මුරපදය සකසා ඇත්නම් එයින් පුරනය වන්න; නැතහොත් නව සබැඳියක් සඳහා ඔබේ පරිපාලක අමතන්න.`)
};

export const auth_invite_gone_title = /** @type {(inputs: Auth_Invite_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරාධනා සබැඳිය වලංගු නැත`)
};

export const auth_invite_intro = /** @type {(inputs: Auth_Invite_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීමට මුරපදයක් තෝරන්න.`)
};

export const auth_invite_submit = /** @type {(inputs: Auth_Invite_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය සකසා පුරනය වන්න`)
};

export const auth_invite_title = /** @type {(inputs: Auth_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ මුරපදය සකසන්න`)
};

export const auth_made_in = /** @type {(inputs: Auth_Made_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ශ්‍රී ලංකාවේ නිපදවන ලදී`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව මුරපදය`)
};

export const auth_order_id = /** @type {(inputs: Auth_Order_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඇණවුම් අංකය: ${i?.id}`)
};

export const auth_page_description = /** @type {(inputs: Auth_Page_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} සේවාදායක ද්වාරය වන Fli DESK වෙත පුරනය වන්න: ඔබේ ව්‍යාපෘති, යාවත්කාලීන, විශ්ලේෂණ සහ බිල්පත් එක තැනකින් බලන්න.`)
};

export const auth_page_title = /** @type {(inputs: Auth_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වන්න | Fli DESK`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය`)
};

export const auth_payment_error_text = /** @type {(inputs: Auth_Payment_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම සකසන අතරතුර දෝෂයක් සිදු විය. සහාය සඳහා කරුණාකර සහාය අංශය අමතන්න.`)
};

export const auth_payment_error_toast = /** @type {(inputs: Auth_Payment_Error_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීමේ දෝෂයකි`)
};

export const auth_payment_failed_text = /** @type {(inputs: Auth_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම අසාර්ථක විය. කරුණාකර නැවත උත්සාහ කරන්න; ගැටලුව දිගටම පවතී නම් සහාය අංශය අමතන්න.`)
};

export const auth_payment_failed_toast = /** @type {(inputs: Auth_Payment_Failed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම අසාර්ථකයි`)
};

export const auth_payment_id = /** @type {(inputs: Auth_Payment_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ගෙවීම් අංකය: ${i?.id}`)
};

export const auth_payment_success_text = /** @type {(inputs: Auth_Payment_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම සාර්ථකයි! ඔබේ Fli DESK ගිණුම සෑදී ඇත. දැන් ඔබේ Fli DESK හැඳුනුම් අංකයෙන් පුරනය විය හැක.`)
};

export const auth_payment_success_toast = /** @type {(inputs: Auth_Payment_Success_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම සාර්ථකයි!`)
};

export const auth_policy_english_only = /** @type {(inputs: Auth_Policy_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ප්‍රතිපත්තිය ප්‍රකාශ කර ඇත්තේ ඉංග්‍රීසියෙන් පමණි; අදාළ වන්නේ ඉංග්‍රීසි පාඨයයි.`)
};

export const auth_privacy = /** @type {(inputs: Auth_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෞද්ගලිකත්ව ප්‍රතිපත්තිය`)
};

export const auth_required = /** @type {(inputs: Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබේ Fli DESK හැඳුනුම් අංකය සහ මුරපදය ඇතුළත් කරන්න`)
};

export const auth_reset_gone = /** @type {(inputs: Auth_Reset_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම යළි සැකසීමේ සබැඳිය වලංගු නැත, දැනටමත් භාවිත කර ඇත, නැතහොත් කල් ඉකුත් වී ඇත. ක්‍රියා කරන්නේ නවතම සබැඳිය පමණි: එක් වරක්, මිනිත්තු 30ක් සඳහා. පුරනය වීමේ පිටුවෙන් නව එකක් ඉල්ලන්න.`)
};

export const auth_reset_gone_title = /** @type {(inputs: Auth_Reset_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යළි සැකසීමේ සබැඳිය වලංගු නැත`)
};

export const auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එයට පුරනය වී ඇති සියලු උපාංග ඉවත් කෙරේ; මෙම උපාංගය නව මුරපදයෙන් පුරනය වේ.`)
};

export const auth_reset_submit = /** @type {(inputs: Auth_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය සුරකා පුරනය වන්න`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව මුරපදයක් සකසන්න`)
};

export const auth_sign_in_again = /** @type {(inputs: Auth_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැවත පුරනය වන්න`)
};

export const auth_submit = /** @type {(inputs: Auth_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුවරුවට පිවිසෙන්න`)
};

export const auth_terms = /** @type {(inputs: Auth_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියම සහ කොන්දේසි`)
};

export const auth_title = /** @type {(inputs: Auth_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK වෙත පුරනය වන්න`)
};

export const auth_unexpected = /** @type {(inputs: Auth_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනපේක්ෂිත දෝෂයක් සිදු විය`)
};

export const auth_version = /** @type {(inputs: Auth_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අනුවාදය: ${i?.version}`)
};

export const auth_your_desk_id = /** @type {(inputs: Auth_Your_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම් අංකය:`)
};

export const auth_your_desk_id_is = /** @type {(inputs: Auth_Your_Desk_Id_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම් අංකය`)
};

export const billing_amount = /** @type {(inputs: Billing_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල`)
};

export const billing_answer_already_cancelled = /** @type {(inputs: Billing_Answer_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම දායකත්වය දැනටමත් අවලංගු කර ඇත.`)
};

export const billing_answer_bundle_monthly = /** @type {(inputs: Billing_Answer_Bundle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැකේජයක් සඳහා බිල්පත් නිකුත් වන්නේ මාසිකවය.`)
};

export const billing_answer_clients_only = /** @type {(inputs: Billing_Answer_Clients_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දායකත්වයක් වෙනස් කළ හැක්කේ එය හිමි සේවාදායකයාට පමණි.`)
};

export const billing_answer_gateway_busy = /** @type {(inputs: Billing_Answer_Gateway_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere කාර්යබහුලයි. කරුණාකර විනාඩියකින් නැවත උත්සාහ කරන්න.`)
};

export const billing_answer_gateway_cannot_retry = /** @type {(inputs: Billing_Answer_Gateway_Cannot_RetryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PayHere හට මෙම දායකත්වය නැවත උත්සාහ කළ නොහැක (එහි තත්ත්වය: ${i?.status}).`)
};

export const billing_answer_gateway_cannot_retry_now = /** @type {(inputs: Billing_Answer_Gateway_Cannot_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere හට මෙම දායකත්වය දැන් නැවත උත්සාහ කළ නොහැක.`)
};

export const billing_answer_gateway_trying = /** @type {(inputs: Billing_Answer_Gateway_TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere තවමත් තමන්ගේම කාලසටහනට අනුව මෙම ගෙවීම උත්සාහ කරමින් සිටී (නැතහොත් එය සාර්ථක වී ඇත). කරුණාකර හෙට නැවත පරීක්ෂා කරන්න.`)
};

export const billing_answer_gateway_unreachable = /** @type {(inputs: Billing_Answer_Gateway_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere වෙත සම්බන්ධ විය නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.`)
};

export const billing_answer_none_scheduled = /** @type {(inputs: Billing_Answer_None_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කිසිදු අවලංගු කිරීමක් සැලසුම් කර නැත: ඔබේ සැලසුම දිගටම පවතී.`)
};

export const billing_answer_not_active = /** @type {(inputs: Billing_Answer_Not_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම දායකත්වය තවදුරටත් ක්‍රියාත්මක නොවන බැවින් එය අවලංගු කළ නොහැක.`)
};

export const billing_answer_not_failed = /** @type {(inputs: Billing_Answer_Not_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම දායකත්වයේ නැවත උත්සාහ කිරීමට අසාර්ථක ගෙවීමක් නැත.`)
};

export const billing_answer_not_found = /** @type {(inputs: Billing_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දායකත්වය හමු නොවීය.`)
};

export const billing_answer_not_set_up = /** @type {(inputs: Billing_Answer_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සේවාදායකයේ බිල්පත් ක්‍රියා සකසා නැත. කරුණාකර අප අමතන්න.`)
};

export const billing_answer_pay_bundle = /** @type {(inputs: Billing_Answer_Pay_BundleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} පැකේජය ආරම්භ කිරීමට ${i?.amount} ගෙවන්න${i?.refunded}. ${i?.commitment}.`)
};

export const billing_answer_pay_plan = /** @type {(inputs: Billing_Answer_Pay_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} සැලසුම ආරම්භ කිරීමට ${i?.amount} ගෙවන්න${i?.refunded}.`)
};

export const billing_answer_plan_cancelling = /** @type {(inputs: Billing_Answer_Plan_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම දායකත්වය අවලංගු වෙමින් පවතී. එහි සැලසුම වෙනස් කිරීමට පෙර අවලංගු කිරීම ආපසු හරවන්න.`)
};

export const billing_answer_plan_invalid = /** @type {(inputs: Billing_Answer_Plan_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලැයිස්තුවෙන් සැලසුමක් සහ බිල්පත් චක්‍රයක් තෝරන්න.`)
};

export const billing_answer_plan_not_running = /** @type {(inputs: Billing_Answer_Plan_Not_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම දායකත්වය තවදුරටත් ක්‍රියාත්මක නොවන බැවින් එහි සැලසුම වෙනස් කළ නොහැක.`)
};

export const billing_answer_retried = /** @type {(inputs: Billing_Answer_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම නැවත උත්සාහ කළා: ඔබේ කාඩ්පතින් මුදල් අය කෙරිණි, ඔබේ සැලසුම නැවත සක්‍රියයි.`)
};

export const billing_answer_retrying = /** @type {(inputs: Billing_Answer_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ගෙවීම නැවත උත්සාහ කිරීම දැනටමත් සිදු වෙමින් පවතී. කරුණාකර මොහොතක් රැඳී සිටින්න.`)
};

export const billing_answer_same_plan = /** @type {(inputs: Billing_Answer_Same_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙය දැනටමත් ඔබේ සැලසුම සහ බිල්පත් චක්‍රයයි.`)
};

export const billing_answer_scheduled = /** @type {(inputs: Billing_Answer_ScheduledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අවලංගු කිරීම සැලසුම් කළා: ඔබේ සැලසුම ${i?.date} දක්වා ක්‍රියාත්මක වී, ඉන්පසු අවලංගු වේ.`)
};

export const billing_answer_stale_price = /** @type {(inputs: Billing_Answer_Stale_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෙන්වූ මිල යල් පැන ගොස් ඇත. කරුණාකර බිල්පත් සහ ගෙවීම් පටිත්ත නැවත පූරණය කර නව මුදල තහවුරු කරන්න.`)
};

export const billing_answer_taking_effect = /** @type {(inputs: Billing_Answer_Taking_EffectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවලංගු කිරීම මේ මොහොතේ ක්‍රියාත්මක වෙමින් පවතින බැවින් එය තවදුරටත් ආපසු හැරවිය නොහැක.`)
};

export const billing_answer_undone = /** @type {(inputs: Billing_Answer_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවලංගු කිරීම ආපසු හැරෙව්වා: ඔබේ සැලසුම දිගටම පවතී.`)
};

export const billing_answer_unknown_form = /** @type {(inputs: Billing_Answer_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා පෝරමයකි`)
};

export const billing_back_to_billing = /** @type {(inputs: Billing_Back_To_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බිල්පත් සහ ගෙවීම් වෙත ආපසු`)
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

export const billing_continue_to_payment = /** @type {(inputs: Billing_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීමට ඉදිරියට යන්න`)
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

export const billing_document_amount = /** @type {(inputs: Billing_Document_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල 0 ට වඩා වැඩි විය යුතු අතර ගෙවීමේ මුදලට වඩා වැඩි නොවිය යුතුය`)
};

export const billing_document_no_payment = /** @type {(inputs: Billing_Document_No_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එවැනි ගෙවීමක් නැත`)
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

export const billing_refund_again = /** @type {(inputs: Billing_Refund_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} හි මෙම මුදල් ආපසු ගෙවීම දැනටමත් සිදු කර ඇත.`)
};

export const billing_refund_credentials_refused = /** @type {(inputs: Billing_Refund_Credentials_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere යෙදුමේ අක්තපත්‍ර (PAYHERE_APP_ID, PAYHERE_APP_SECRET) ප්‍රතික්ෂේප කළා. කිසිවක් ආපසු ගෙවා නැත.`)
};

export const billing_refund_done = /** @type {(inputs: Billing_Refund_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} ආපසු ගෙවන ලදී. සේවාදායකයාට ඊමේල් කළා.`)
};

export const billing_refund_key_used = /** @type {(inputs: Billing_Refund_Key_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මුදල් ආපසු ගෙවීමේ පෝරමය දැනටමත් වෙනත් ගෙවීමක් සඳහා භාවිත කර ඇත. කරුණාකර පිටුව නැවත පූරණය කරන්න.`)
};

export const billing_refund_not_found = /** @type {(inputs: Billing_Refund_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම හමු නොවීය`)
};

export const billing_refund_not_received = /** @type {(inputs: Billing_Refund_Not_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල් ආපසු ගෙවිය හැක්කේ ලැබුණු ගෙවීමකට පමණි`)
};

export const billing_refund_not_set_up = /** @type {(inputs: Billing_Refund_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බිල්පත් ක්‍රියා සකසා නැත: PayHere යෙදුමේ අක්තපත්‍ර (PAYHERE_APP_ID, PAYHERE_APP_SECRET) නොමැත.`)
};

export const billing_refund_nothing_left = /** @type {(inputs: Billing_Refund_Nothing_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ගෙවීම දැනටමත් සම්පූර්ණයෙන්ම ආපසු ගෙවා ඇත`)
};

export const billing_refund_other_under_way = /** @type {(inputs: Billing_Refund_Other_Under_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ගෙවීමේ වෙනත් මුදල් ආපසු ගෙවීමක් සිදු කෙරෙමින් පවතී. කරුණාකර මොහොතක් රැඳී සිට පිටුව නැවත පූරණය කරන්න.`)
};

export const billing_refund_refused = /** @type {(inputs: Billing_Refund_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PayHere මුදල් ආපසු ගෙවීම ප්‍රතික්ෂේප කළා: ${i?.why}`)
};

export const billing_refund_settle_first = /** @type {(inputs: Billing_Refund_Settle_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere මෙම ගෙවීමේ පෙර මුදල් ආපසු ගෙවීමක් තහවුරු නොකළා. PayHere හි ගෙවීම පරීක්ෂා කර පළමුව එම ආපසු ගෙවීම විසඳන්න.`)
};

export const billing_refund_too_much = /** @type {(inputs: Billing_Refund_Too_MuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ආපසු ගෙවන මුදල, ආපසු ගෙවීමට ඉතිරි ${i?.left} ට වඩා වැඩිය`)
};

export const billing_refund_unconfirmed = /** @type {(inputs: Billing_Refund_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere මෙම මුදල් ආපසු ගෙවීම තහවුරු නොකළා. නැවත ආපසු ගෙවීමට පෙර PayHere හි ගෙවීම පරීක්ෂා කරන්න.`)
};

export const billing_refund_under_way = /** @type {(inputs: Billing_Refund_Under_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මුදල් ආපසු ගෙවීම දැනටමත් සිදු කෙරෙමින් පවතී`)
};

export const billing_retry = /** @type {(inputs: Billing_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැවත ගෙවීමට උත්සාහ කරන්න`)
};

export const billing_runs_until = /** @type {(inputs: Billing_Runs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} දක්වා පවතී, ඉන්පසු අවලංගු වේ`)
};

export const billing_settle_not_found = /** @type {(inputs: Billing_Settle_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල් ආපසු ගෙවීම හමු නොවීය. එය දැනටමත් විසඳා තිබිය හැක: කරුණාකර පිටුව නැවත පූරණය කරන්න.`)
};

export const billing_settle_not_refunded = /** @type {(inputs: Billing_Settle_Not_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} හි මුදල් ආපසු ගෙවීම සිදු නොකළ එකක් ලෙස පසෙකට තැබුවා: ගෙවීම නැවත ආපසු ගෙවිය හැක.`)
};

export const billing_settle_refunded = /** @type {(inputs: Billing_Settle_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} හි මුදල් ආපසු ගෙවීම සටහන් කළා. සේවාදායකයාට ඊමේල් කළා.`)
};

export const billing_settle_settled = /** @type {(inputs: Billing_Settle_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මුදල් ආපසු ගෙවීම සිදු කළ බව දැනටමත් සටහන් කර ඇත. කරුණාකර පිටුව නැවත පූරණය කරන්න.`)
};

export const billing_settle_under_way = /** @type {(inputs: Billing_Settle_Under_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මුදල් ආපසු ගෙවීම තවමත් සිදු කෙරෙමින් පවතී: PayHere හි පිළිතුර බලාපොරොත්තුවෙන් සිටී. කරුණාකර මොහොතක් රැඳී සිටින්න.`)
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

export const buy_account_password = /** @type {(inputs: Buy_Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගිණුමේ මුරපදය`)
};

export const buy_agree_before = /** @type {(inputs: Buy_Agree_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මම එකඟ වෙමි:`)
};

export const buy_amount_charged = /** @type {(inputs: Buy_Amount_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අය කළ මුදල`)
};

export const buy_and = /** @type {(inputs: Buy_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහ`)
};

export const buy_back = /** @type {(inputs: Buy_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආපසු`)
};

export const buy_back_to_onboarding = /** @type {(inputs: Buy_Back_To_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලියාපදිංචියට ආපසු යන්න`)
};

export const buy_billed_annually = /** @type {(inputs: Buy_Billed_AnnuallyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} · වාර්ෂිකව අය කෙරේ`)
};

export const buy_billed_monthly = /** @type {(inputs: Buy_Billed_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} · මාසිකව අය කෙරේ`)
};

export const buy_business_name = /** @type {(inputs: Buy_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපාරයේ නම *`)
};

export const buy_business_name_long = /** @type {(inputs: Buy_Business_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපාරයේ නම දිග වැඩියි`)
};

export const buy_business_name_plain = /** @type {(inputs: Buy_Business_Name_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපාරයේ නම`)
};

export const buy_business_name_required = /** @type {(inputs: Buy_Business_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපාරයේ නම අවශ්‍යයි`)
};

export const buy_checkout = /** @type {(inputs: Buy_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීමට යන්න`)
};

export const buy_co_account_exists = /** @type {(inputs: Buy_Co_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ඊමේල් ලිපිනය දැනටමත් ගිණුමක් භාවිත කරයි. ඔබේ Fli DESK වෙත පිවිසෙන්න, නැතහොත් වෙනත් ඊමේල් ලිපිනයක් භාවිත කරන්න.`)
};

export const buy_co_account_exists_text = /** @type {(inputs: Buy_Co_Account_Exists_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ දැනට පවතින ගිණුමට සැලසුමක් එක් කිරීමට, ඔබේ Fli DESK වෙත පිවිස එතැනින් අප අමතන්න. නව ගිණුමක් විවෘත කිරීමට වෙනත් ඊමේල් ලිපිනයක් භාවිත කරන්න.`)
};

export const buy_co_account_exists_title = /** @type {(inputs: Buy_Co_Account_Exists_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට දැනටමත් ගිණුමක් ඇත`)
};

export const buy_co_business_name = /** @type {(inputs: Buy_Co_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපාරයේ නමේ අවම වශයෙන් අකුරු 3ක් තිබිය යුතුයි`)
};

export const buy_co_data_error = /** @type {(inputs: Buy_Co_Data_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දත්ත දෝෂයකි`)
};

export const buy_co_initiated_text = /** @type {(inputs: Buy_Co_Initiated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබව ආරක්ෂිත ගෙවීම් පිටුවට යොමු කරමින්...`)
};

export const buy_co_initiated_title = /** @type {(inputs: Buy_Co_Initiated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම ආරම්භ විය`)
};

export const buy_co_invalid_checkout = /** @type {(inputs: Buy_Co_Invalid_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම වලංගු නැත`)
};

export const buy_co_invalid_plan = /** @type {(inputs: Buy_Co_Invalid_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} සඳහා සැලසුම් සැකසුම වලංගු නැත`)
};

export const buy_co_invalid_pricing = /** @type {(inputs: Buy_Co_Invalid_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිල දත්ත වලංගු නැත`)
};

export const buy_co_invalid_wizard = /** @type {(inputs: Buy_Co_Invalid_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලියාපදිංචි දත්තවල ආකෘතිය වලංගු නැත`)
};

export const buy_co_load_failed = /** @type {(inputs: Buy_Co_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් දත්ත පූරණය කිරීමට නොහැකි විය`)
};

export const buy_co_network = /** @type {(inputs: Buy_Co_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ජාල දෝෂයකි: සේවාදායකයට සම්බන්ධ විය නොහැක. කරුණාකර ඔබේ අන්තර්ජාල සම්බන්ධතාව පරීක්ෂා කරන්න, නැතහොත් පසුව නැවත උත්සාහ කරන්න.`)
};

export const buy_co_not_saved = /** @type {(inputs: Buy_Co_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් සැසිය සෑදීමට නොහැකි විය: ඇණවුම සුරැකීමට නොහැකි විය`)
};

export const buy_co_payment_failed = /** @type {(inputs: Buy_Co_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම අසාර්ථකයි`)
};

export const buy_co_payments_off = /** @type {(inputs: Buy_Co_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම වෙබ් අඩවියේ සබැඳි ගෙවීම් තවම සකසා නැත. ඔබේ සැලසුම ආරම්භ කිරීමට කරුණාකර අප අමතන්න.`)
};

export const buy_co_payments_off_title = /** @type {(inputs: Buy_Co_Payments_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් ලබා ගත නොහැක`)
};

export const buy_co_phone = /** @type {(inputs: Buy_Co_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර වලංගු දුරකථන අංකයක් ඇතුළත් කරන්න`)
};

export const buy_co_terms = /** @type {(inputs: Buy_Co_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ නියම සහ කොන්දේසිවලට එකඟ විය යුතුයි`)
};

export const buy_co_unexpected = /** @type {(inputs: Buy_Co_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනපේක්ෂිත දෝෂයක් සිදු විය. කරුණාකර නැවත උත්සාහ කරන්න, නැතහොත් සහාය අමතන්න.`)
};

export const buy_co_validation_text = /** @type {(inputs: Buy_Co_Validation_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර පෝරමයේ දෝෂ නිවැරදි කරන්න`)
};

export const buy_co_validation_title = /** @type {(inputs: Buy_Co_Validation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෝරමයේ දෝෂ ඇත`)
};

export const buy_confirming = /** @type {(inputs: Buy_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ගෙවීම තහවුරු කරමින්`)
};

export const buy_confirming_text = /** @type {(inputs: Buy_Confirming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සාමාන්‍යයෙන් මෙයට තත්පර කිහිපයක් ගත වේ. කරුණාකර මෙම පිටුව විවෘතව තබන්න.`)
};

export const buy_contact_support = /** @type {(inputs: Buy_Contact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය අමතන්න`)
};

export const buy_contact_us = /** @type {(inputs: Buy_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප අමතන්න`)
};

export const buy_country_afghanistan = /** @type {(inputs: Buy_Country_AfghanistanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඇෆ්ගනිස්ථානය`)
};

export const buy_country_australia = /** @type {(inputs: Buy_Country_AustraliaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඕස්ට්‍රේලියාව`)
};

export const buy_country_bahrain = /** @type {(inputs: Buy_Country_BahrainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බහරේන්`)
};

export const buy_country_bangladesh = /** @type {(inputs: Buy_Country_BangladeshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බංග්ලාදේශය`)
};

export const buy_country_bhutan = /** @type {(inputs: Buy_Country_BhutanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භූතානය`)
};

export const buy_country_brazil = /** @type {(inputs: Buy_Country_BrazilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බ්‍රසීලය`)
};

export const buy_country_china = /** @type {(inputs: Buy_Country_ChinaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`චීනය`)
};

export const buy_country_code = /** @type {(inputs: Buy_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රටේ කේතය`)
};

export const buy_country_france = /** @type {(inputs: Buy_Country_FranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රංශය`)
};

export const buy_country_germany = /** @type {(inputs: Buy_Country_GermanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ජර්මනිය`)
};

export const buy_country_hong_kong = /** @type {(inputs: Buy_Country_Hong_KongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හොංකොං`)
};

export const buy_country_india = /** @type {(inputs: Buy_Country_IndiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉන්දියාව`)
};

export const buy_country_indonesia = /** @type {(inputs: Buy_Country_IndonesiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉන්දුනීසියාව`)
};

export const buy_country_ireland = /** @type {(inputs: Buy_Country_IrelandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අයර්ලන්තය`)
};

export const buy_country_israel = /** @type {(inputs: Buy_Country_IsraelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊශ්‍රායලය`)
};

export const buy_country_italy = /** @type {(inputs: Buy_Country_ItalyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉතාලිය`)
};

export const buy_country_japan = /** @type {(inputs: Buy_Country_JapanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ජපානය`)
};

export const buy_country_kuwait = /** @type {(inputs: Buy_Country_KuwaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කුවේට්`)
};

export const buy_country_malaysia = /** @type {(inputs: Buy_Country_MalaysiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මැලේසියාව`)
};

export const buy_country_maldives = /** @type {(inputs: Buy_Country_MaldivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාලදිවයින`)
};

export const buy_country_myanmar = /** @type {(inputs: Buy_Country_MyanmarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මියන්මාරය`)
};

export const buy_country_nepal = /** @type {(inputs: Buy_Country_NepalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නේපාලය`)
};

export const buy_country_netherlands = /** @type {(inputs: Buy_Country_NetherlandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නෙදර්ලන්තය`)
};

export const buy_country_new_zealand = /** @type {(inputs: Buy_Country_New_ZealandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නවසීලන්තය`)
};

export const buy_country_oman = /** @type {(inputs: Buy_Country_OmanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඕමානය`)
};

export const buy_country_pakistan = /** @type {(inputs: Buy_Country_PakistanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාකිස්තානය`)
};

export const buy_country_philippines = /** @type {(inputs: Buy_Country_PhilippinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිලිපීනය`)
};

export const buy_country_qatar = /** @type {(inputs: Buy_Country_QatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කටාර්`)
};

export const buy_country_russia = /** @type {(inputs: Buy_Country_RussiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රුසියාව`)
};

export const buy_country_saudi_arabia = /** @type {(inputs: Buy_Country_Saudi_ArabiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෞදි අරාබිය`)
};

export const buy_country_singapore = /** @type {(inputs: Buy_Country_SingaporeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සිංගප්පූරුව`)
};

export const buy_country_south_africa = /** @type {(inputs: Buy_Country_South_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දකුණු අප්‍රිකාව`)
};

export const buy_country_south_korea = /** @type {(inputs: Buy_Country_South_KoreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දකුණු කොරියාව`)
};

export const buy_country_spain = /** @type {(inputs: Buy_Country_SpainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්පාඤ්ඤය`)
};

export const buy_country_sri_lanka = /** @type {(inputs: Buy_Country_Sri_LankaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ශ්‍රී ලංකාව`)
};

export const buy_country_sweden = /** @type {(inputs: Buy_Country_SwedenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්වීඩනය`)
};

export const buy_country_switzerland = /** @type {(inputs: Buy_Country_SwitzerlandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්විට්සර්ලන්තය`)
};

export const buy_country_taiwan = /** @type {(inputs: Buy_Country_TaiwanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තායිවානය`)
};

export const buy_country_thailand = /** @type {(inputs: Buy_Country_ThailandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තායිලන්තය`)
};

export const buy_country_turkey = /** @type {(inputs: Buy_Country_TurkeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තුර්කිය`)
};

export const buy_country_united_arab_emirates = /** @type {(inputs: Buy_Country_United_Arab_EmiratesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක්සත් අරාබි එමීර් රාජ්‍යය`)
};

export const buy_country_united_kingdom = /** @type {(inputs: Buy_Country_United_KingdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක්සත් රාජධානිය`)
};

export const buy_country_united_states_canada = /** @type {(inputs: Buy_Country_United_States_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක්සත් ජනපදය / කැනඩාව`)
};

export const buy_country_vietnam = /** @type {(inputs: Buy_Country_VietnamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වියට්නාමය`)
};

export const buy_currency = /** @type {(inputs: Buy_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුදල් වර්ගය`)
};

export const buy_cycle_annual = /** @type {(inputs: Buy_Cycle_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්ෂිකව`)
};

export const buy_cycle_legend = /** @type {(inputs: Buy_Cycle_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බිල්පත් චක්‍රය`)
};

export const buy_cycle_monthly = /** @type {(inputs: Buy_Cycle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසිකව`)
};

export const buy_cycle_save = /** @type {(inputs: Buy_Cycle_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% ඉතිරි කරන්න`)
};

export const buy_demo_intro = /** @type {(inputs: Buy_Demo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඕනෑම Fli DESK ID එකක් පරීක්ෂා කරන්න, නැතහොත් නිදර්ශකය උත්සාහ කරන්න. පේළි මට්ටමේ ආරක්ෂාව විස්තර සීමා කරයි: සැලසුම, ගෙවීම් තත්ත්වය සහ අර්ධව සැඟවූ ඊමේල් ලිපිනයක් පමණක් පෙන්වන අතර, පරීක්ෂා කිරීම් ගණන සීමා කර ඇත.`)
};

export const buy_demo_meta = /** @type {(inputs: Buy_Demo_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදර්ශක ID එකකින් Fli DESK ID තහවුරු කිරීම උත්සාහ කරන්න: පරීක්ෂාව සැලසුම, ගෙවීම් තත්ත්වය සහ අර්ධව සැඟවූ ඊමේල් ලිපිනයක් පමණක් පෙන්වයි.`)
};

export const buy_demo_title = /** @type {(inputs: Buy_Demo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඩෙස්ක් හැඳුනුම් අංකය තහවුරු කිරීමේ නිදර්ශනය`)
};

export const buy_demo_validator = /** @type {(inputs: Buy_Demo_ValidatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තහවුරු කරනය`)
};

export const buy_desk_id = /** @type {(inputs: Buy_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හැඳුනුම් අංකය`)
};

export const buy_done = /** @type {(inputs: Buy_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවසන්`)
};

export const buy_draft_link_sent = /** @type {(inputs: Buy_Draft_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම ඊමේල් ලිපිනයට සුරැකි කෙටුම්පතක් ඇත්නම්, එය දිගටම කරගෙන යාමට අපි සබැඳියක් එව්වෙමු.`)
};

export const buy_draft_offer_text = /** @type {(inputs: Buy_Draft_Offer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ එහි සුරැකි පිළිතුරු ලබා ගැනීමට සබැඳියක් අපට ඔබට ඊමේල් කළ හැක.`)
};

export const buy_draft_offer_title = /** @type {(inputs: Buy_Draft_Offer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනත් උපාංගයක හෝ බ්‍රවුසරයක ආරම්භ කළාද?`)
};

export const buy_draft_read_by_link = /** @type {(inputs: Buy_Draft_Read_By_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සුරැකි පිළිතුරු යවනු ලබන්නේ ඊමේල් මගින් පමණි. නතර කළ තැන සිට දිගටම කරගෙන යාමට සබැඳියක් ඉල්ලන්න.`)
};

export const buy_draft_send_failed = /** @type {(inputs: Buy_Draft_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන් සබැඳිය යැවීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.`)
};

export const buy_draft_send_link = /** @type {(inputs: Buy_Draft_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නතර කළ තැන සිට දිගටම කරගෙන යාමට සබැඳියක් මට ඊමේල් කරන්න`)
};

export const buy_draft_sending = /** @type {(inputs: Buy_Draft_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යවමින්...`)
};

export const buy_email = /** @type {(inputs: Buy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල්`)
};

export const buy_email_invalid = /** @type {(inputs: Buy_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර වලංගු ඊමේල් ලිපිනයක් ඇතුළත් කරන්න`)
};

export const buy_email_required = /** @type {(inputs: Buy_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල් ලිපිනය අවශ්‍යයි`)
};

export const buy_error_title = /** @type {(inputs: Buy_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දෝෂයකි`)
};

export const buy_full_name = /** @type {(inputs: Buy_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සම්පූර්ණ නම *`)
};

export const buy_full_name_required = /** @type {(inputs: Buy_Full_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සම්පූර්ණ නම අවශ්‍යයි`)
};

export const buy_go_pricing = /** @type {(inputs: Buy_Go_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිල ගණන් වෙත යන්න`)
};

export const buy_go_to_desk = /** @type {(inputs: Buy_Go_To_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන් ඩෙස්ක් වෙත යන්න`)
};

export const buy_goal_awareness = /** @type {(inputs: Buy_Goal_AwarenessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සන්නාම දැනුවත්භාවය`)
};

export const buy_goal_community = /** @type {(inputs: Buy_Goal_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රජාවක් ගොඩනැගීම`)
};

export const buy_goal_leads = /** @type {(inputs: Buy_Goal_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිභෝගික අපේක්ෂකයින් උත්පාදනය`)
};

export const buy_goal_required = /** @type {(inputs: Buy_Goal_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර අවම වශයෙන් එක් අලෙවිකරණ ඉලක්කයක් තෝරන්න`)
};

export const buy_goal_sales = /** @type {(inputs: Buy_Goal_SalesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිෂ්පාදන විකුණුම්`)
};

export const buy_goals_legend = /** @type {(inputs: Buy_Goals_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ අලෙවිකරණ ඉලක්ක මොනවාද?`)
};

export const buy_hear_friend = /** @type {(inputs: Buy_Hear_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මිතුරෙකු මගින්`)
};

export const buy_hear_legend = /** @type {(inputs: Buy_Hear_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ අප ගැන දැනගත්තේ කෙසේද?`)
};

export const buy_hear_required = /** @type {(inputs: Buy_Hear_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ අප ගැන දැනගත්තේ කෙසේදැයි කරුණාකර පවසන්න`)
};

export const buy_hear_search = /** @type {(inputs: Buy_Hear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google සෙවුම`)
};

export const buy_ind_accounting_finance = /** @type {(inputs: Buy_Ind_Accounting_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගිණුම්කරණය සහ මූල්‍ය`)
};

export const buy_ind_advertising_marketing = /** @type {(inputs: Buy_Ind_Advertising_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රචාරණය සහ අලෙවිකරණය`)
};

export const buy_ind_agriculture = /** @type {(inputs: Buy_Ind_AgricultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කෘෂිකර්මය`)
};

export const buy_ind_apparel_fashion = /** @type {(inputs: Buy_Ind_Apparel_FashionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඇඟලුම් සහ විලාසිතා`)
};

export const buy_ind_architecture = /** @type {(inputs: Buy_Ind_ArchitectureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෘහ නිර්මාණ ශිල්පය`)
};

export const buy_ind_automotive = /** @type {(inputs: Buy_Ind_AutomotiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෝටර් රථ`)
};

export const buy_ind_aviation = /** @type {(inputs: Buy_Ind_AviationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගුවන් සේවා`)
};

export const buy_ind_banking = /** @type {(inputs: Buy_Ind_BankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බැංකුකරණය`)
};

export const buy_ind_beauty_cosmetics = /** @type {(inputs: Buy_Ind_Beauty_CosmeticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රූපලාවන්‍ය සහ විලවුන්`)
};

export const buy_ind_biotechnology = /** @type {(inputs: Buy_Ind_BiotechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ජෛව තාක්ෂණය`)
};

export const buy_ind_construction = /** @type {(inputs: Buy_Ind_ConstructionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉදිකිරීම්`)
};

export const buy_ind_consulting = /** @type {(inputs: Buy_Ind_ConsultingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උපදේශන`)
};

export const buy_ind_consumer_electronics = /** @type {(inputs: Buy_Ind_Consumer_ElectronicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිභෝගික ඉලෙක්ට්‍රොනික`)
};

export const buy_ind_e_commerce = /** @type {(inputs: Buy_Ind_E_CommerceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊ-වාණිජ්‍යය`)
};

export const buy_ind_education = /** @type {(inputs: Buy_Ind_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අධ්‍යාපනය`)
};

export const buy_ind_energy_utilities = /** @type {(inputs: Buy_Ind_Energy_UtilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බලශක්ති සහ උපයෝගිතා`)
};

export const buy_ind_engineering = /** @type {(inputs: Buy_Ind_EngineeringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉංජිනේරු`)
};

export const buy_ind_entertainment = /** @type {(inputs: Buy_Ind_EntertainmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විනෝදාස්වාදය`)
};

export const buy_ind_environmental_services = /** @type {(inputs: Buy_Ind_Environmental_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පාරිසරික සේවා`)
};

export const buy_ind_events_weddings = /** @type {(inputs: Buy_Ind_Events_WeddingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උත්සව සහ මංගල`)
};

export const buy_ind_fitness_wellness = /** @type {(inputs: Buy_Ind_Fitness_WellnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යෝග්‍යතාව සහ සුවතාව`)
};

export const buy_ind_food_beverage = /** @type {(inputs: Buy_Ind_Food_BeverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආහාර සහ පාන`)
};

export const buy_ind_furniture_home_decor = /** @type {(inputs: Buy_Ind_Furniture_Home_DecorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෘහ භාණ්ඩ සහ නිවාස අලංකරණය`)
};

export const buy_ind_gaming = /** @type {(inputs: Buy_Ind_GamingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රීඩා මෘදුකාංග`)
};

export const buy_ind_government = /** @type {(inputs: Buy_Ind_GovernmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රජය`)
};

export const buy_ind_healthcare = /** @type {(inputs: Buy_Ind_HealthcareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෞඛ්‍ය සේවා`)
};

export const buy_ind_hospitality = /** @type {(inputs: Buy_Ind_HospitalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආගන්තුක සත්කාරය`)
};

export const buy_ind_human_resources = /** @type {(inputs: Buy_Ind_Human_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මානව සම්පත්`)
};

export const buy_ind_import_export = /** @type {(inputs: Buy_Ind_Import_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආනයන සහ අපනයන`)
};

export const buy_ind_information_technology = /** @type {(inputs: Buy_Ind_Information_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තොරතුරු තාක්ෂණය`)
};

export const buy_ind_insurance = /** @type {(inputs: Buy_Ind_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රක්ෂණය`)
};

export const buy_ind_interior_design = /** @type {(inputs: Buy_Ind_Interior_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අභ්‍යන්තර නිර්මාණය`)
};

export const buy_ind_jewellery = /** @type {(inputs: Buy_Ind_JewelleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්වර්ණාභරණ`)
};

export const buy_ind_legal_services = /** @type {(inputs: Buy_Ind_Legal_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නීති සේවා`)
};

export const buy_ind_logistics_transport = /** @type {(inputs: Buy_Ind_Logistics_TransportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැපයුම් සහ ප්‍රවාහනය`)
};

export const buy_ind_manufacturing = /** @type {(inputs: Buy_Ind_ManufacturingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිෂ්පාදනය`)
};

export const buy_ind_media_publishing = /** @type {(inputs: Buy_Ind_Media_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාධ්‍ය සහ ප්‍රකාශන`)
};

export const buy_ind_mining = /** @type {(inputs: Buy_Ind_MiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පතල් කර්මාන්තය`)
};

export const buy_ind_music = /** @type {(inputs: Buy_Ind_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංගීතය`)
};

export const buy_ind_non_profit = /** @type {(inputs: Buy_Ind_Non_ProfitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලාභ නොලබන`)
};

export const buy_ind_pharmaceuticals = /** @type {(inputs: Buy_Ind_PharmaceuticalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඖෂධ`)
};

export const buy_ind_photography = /** @type {(inputs: Buy_Ind_PhotographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඡායාරූපකරණය`)
};

export const buy_ind_printing_packaging = /** @type {(inputs: Buy_Ind_Printing_PackagingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුද්‍රණය සහ ඇසුරුම්`)
};

export const buy_ind_real_estate = /** @type {(inputs: Buy_Ind_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දේපළ වෙළඳාම`)
};

export const buy_ind_recruitment = /** @type {(inputs: Buy_Ind_RecruitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බඳවා ගැනීම්`)
};

export const buy_ind_restaurants_cafes = /** @type {(inputs: Buy_Ind_Restaurants_CafesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවන්හල් සහ කැෆේ`)
};

export const buy_ind_retail = /** @type {(inputs: Buy_Ind_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සිල්ලර වෙළඳාම`)
};

export const buy_ind_security_services = /** @type {(inputs: Buy_Ind_Security_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරක්ෂක සේවා`)
};

export const buy_ind_software_saas = /** @type {(inputs: Buy_Ind_Software_SaasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෘදුකාංග සහ SaaS`)
};

export const buy_ind_spa_salon = /** @type {(inputs: Buy_Ind_Spa_SalonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්පා සහ රූපලාවන්‍යාගාර`)
};

export const buy_ind_sports = /** @type {(inputs: Buy_Ind_SportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ක්‍රීඩා`)
};

export const buy_ind_tea_spices = /** @type {(inputs: Buy_Ind_Tea_SpicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තේ සහ කුළුබඩු`)
};

export const buy_ind_telecommunications = /** @type {(inputs: Buy_Ind_TelecommunicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විදුලි සංදේශ`)
};

export const buy_ind_textiles = /** @type {(inputs: Buy_Ind_TextilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රෙදිපිළි`)
};

export const buy_ind_tourism_travel = /** @type {(inputs: Buy_Ind_Tourism_TravelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංචාරක සහ ගමන්`)
};

export const buy_ind_wholesale = /** @type {(inputs: Buy_Ind_WholesaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තොග වෙළඳාම`)
};

export const buy_industry = /** @type {(inputs: Buy_IndustryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කර්මාන්තය *`)
};

export const buy_industry_choose = /** @type {(inputs: Buy_Industry_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ කර්මාන්තය තෝරන්න`)
};

export const buy_industry_required = /** @type {(inputs: Buy_Industry_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබේ කර්මාන්තය තෝරන්න`)
};

export const buy_loading = /** @type {(inputs: Buy_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ලියාපදිංචිය පූරණය වෙමින්...`)
};

export const buy_marketing_consent = /** @type {(inputs: Buy_Marketing_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උපදෙස් සහ දීමනා මට ඊමේල් මගින් එවන්න (අත්‍යවශ්‍ය නොවේ)`)
};

export const buy_next = /** @type {(inputs: Buy_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊළඟ`)
};

export const buy_no_plan = /** @type {(inputs: Buy_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුමක් තෝරා නැත. සැලසුමක් තෝරා ගැනීමට කරුණාකර මිල ගණන් පිටුවට ආපසු යන්න.`)
};

export const buy_not_in_browser = /** @type {(inputs: Buy_Not_In_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ලියාපදිංචි පිළිතුරු මෙම බ්‍රවුසරයේ නැත.`)
};

export const buy_onboarding = /** @type {(inputs: Buy_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලියාපදිංචිය`)
};

export const buy_order_summary = /** @type {(inputs: Buy_Order_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඇණවුම් සාරාංශය`)
};

export const buy_other = /** @type {(inputs: Buy_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනත්`)
};

export const buy_paid_added = /** @type {(inputs: Buy_Paid_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සැලසුම ඔබේ ඊමේල් ලිපිනයේ Fli DESK ගිණුමට එක් කෙරිණි. එහි Fli DESK ID එකෙන් පිවිසෙන්න.`)
};

export const buy_paid_countdown = /** @type {(inputs: Buy_Paid_CountdownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`තත්පර ${i?.count}කින් ඔබව ඔබේ ඩෙස්ක් වෙත රැගෙන යයි...`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`තත්පර ${i?.count}කින් ඔබව ඔබේ ඩෙස්ක් වෙත රැගෙන යයි...`);
	return /** @type {LocalizedString} */ ("buy_paid_countdown");
};

export const buy_paid_emailed = /** @type {(inputs: Buy_Paid_EmailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපි ඔබේ Fli DESK ID එක ඔබට ඊමේල් ද කළෙමු.`)
};

export const buy_paid_ready = /** @type {(inputs: Buy_Paid_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සාදරයෙන් පිළිගනිමු. ඔබේ Fli DESK ගිණුම සූදානම්.`)
};

export const buy_paid_title = /** @type {(inputs: Buy_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම සාර්ථකයි!`)
};

export const buy_password = /** @type {(inputs: Buy_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය *`)
};

export const buy_password_again = /** @type {(inputs: Buy_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ආරක්ෂාව සඳහා ඔබ තෝරාගත් මුරපදය බ්‍රවුසරයේ තබා නොගනී: කරුණාකර එය නැවත ඇතුළත් කරන්න.`)
};

export const buy_password_help = /** @type {(inputs: Buy_Password_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ ඔබේ ඩෙස්ක් හැඳුනුම් අංකය සහ මෙම මුරපදයෙන් Fli DESK වෙත පිවිසෙනු ඇත.`)
};

export const buy_password_length = /** @type {(inputs: Buy_Password_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදයේ අවම වශයෙන් අකුරු 8ක් තිබිය යුතුයි`)
};

export const buy_password_lower = /** @type {(inputs: Buy_Password_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදයේ අවම වශයෙන් එක් කුඩා අකුරක් තිබිය යුතුයි`)
};

export const buy_password_number = /** @type {(inputs: Buy_Password_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදයේ අවම වශයෙන් එක් ඉලක්කමක් තිබිය යුතුයි`)
};

export const buy_password_required = /** @type {(inputs: Buy_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය අවශ්‍යයි`)
};

export const buy_password_too_long = /** @type {(inputs: Buy_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදයේ අකුරු 128කට වඩා තිබිය නොහැක`)
};

export const buy_password_upper = /** @type {(inputs: Buy_Password_UpperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදයේ අවම වශයෙන් එක් කැපිටල් අකුරක් තිබිය යුතුයි`)
};

export const buy_pay = /** @type {(inputs: Buy_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} ගෙවන්න`)
};

export const buy_payment_details = /** @type {(inputs: Buy_Payment_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් විස්තර`)
};

export const buy_payment_form = /** @type {(inputs: Buy_Payment_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් පෝරමය`)
};

export const buy_per_month = /** @type {(inputs: Buy_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසය`)
};

export const buy_per_year = /** @type {(inputs: Buy_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වසර`)
};

export const buy_phone = /** @type {(inputs: Buy_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දුරකථන අංකය *`)
};

export const buy_phone_invalid = /** @type {(inputs: Buy_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර රටේ කේතය සමඟ වලංගු දුරකථන අංකයක් ඇතුළත් කරන්න (උදා: +94771234567)`)
};

export const buy_phone_plain = /** @type {(inputs: Buy_Phone_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දුරකථනය`)
};

export const buy_phone_required = /** @type {(inputs: Buy_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දුරකථන අංකය අවශ්‍යයි`)
};

export const buy_plan_name = /** @type {(inputs: Buy_Plan_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} සැලසුම`)
};

export const buy_platform_limit = /** @type {(inputs: Buy_Platform_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} සැලසුමට වේදිකා ${i?.count}ක් දක්වා ඉඩ ඇත.`)
};

export const buy_platform_limit_title = /** @type {(inputs: Buy_Platform_Limit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකා සීමාවට ළඟා විය`)
};

export const buy_platform_required = /** @type {(inputs: Buy_Platform_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර අවම වශයෙන් එක් වේදිකාවක් තෝරන්න`)
};

export const buy_platforms_included = /** @type {(inputs: Buy_Platforms_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.plan} සැලසුමට වේදිකා ${i?.count}ක් දක්වා ඇතුළත් වේ.`)
};

export const buy_platforms_legend = /** @type {(inputs: Buy_Platforms_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප කළමනාකරණය කළ යුත්තේ කුමන වේදිකාද?`)
};

export const buy_prepare_failed = /** @type {(inputs: Buy_Prepare_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම සූදානම් කිරීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.`)
};

export const buy_privacy = /** @type {(inputs: Buy_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රහස්‍යතා ප්‍රතිපත්තිය`)
};

export const buy_processing = /** @type {(inputs: Buy_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම සකසමින්...`)
};

export const buy_progress = /** @type {(inputs: Buy_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගතිය`)
};

export const buy_progress_confirmation = /** @type {(inputs: Buy_Progress_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තහවුරු කිරීම`)
};

export const buy_progress_label = /** @type {(inputs: Buy_Progress_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ලියාපදිංචි ප්‍රගතිය, ${i?.percent}%`)
};

export const buy_progress_onboarding = /** @type {(inputs: Buy_Progress_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලියාපදිංචිය`)
};

export const buy_received_text = /** @type {(inputs: Buy_Received_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ස්තූතියි: ${i?.plan} ${i?.service} සැලසුම සඳහා ඔබේ ගෙවීම සාර්ථකයි. ඔබේ සැලසුම සැකසීම අප විසින්ම අවසන් කළ යුතු අතර, ඊමේල් මගින් ඔබව සම්බන්ධ කර ගන්නෙමු.`)
};

export const buy_received_title = /** @type {(inputs: Buy_Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම ලැබුණි`)
};

export const buy_resume_continue = /** @type {(inputs: Buy_Resume_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නතර කළ තැන සිට දිගටම යන්න`)
};

export const buy_resume_go = /** @type {(inputs: Buy_Resume_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලියාපදිංචියට යන්න`)
};

export const buy_resume_gone_text = /** @type {(inputs: Buy_Resume_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලියාපදිංචිය දිගටම කරගෙන යාමේ සබැඳියක් දින 3ක් සඳහා එක් වරක් පමණක් ක්‍රියා කරයි, සුරැකි පිළිතුරු ඔබේ අවසන් වෙනස් කිරීමෙන් දින 3කට පසු මකා දැමේ. ඔබට නැවත ආරම්භ කළ හැක, නැතහොත් ලියාපදිංචියේ ගිණුම් හිමිකරුගේ විස්තර පියවරෙන් නව සබැඳියක් ඉල්ලන්න.`)
};

export const buy_resume_gone_title = /** @type {(inputs: Buy_Resume_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සබැඳිය තවදුරටත් ක්‍රියා නොකරයි`)
};

export const buy_resume_once = /** @type {(inputs: Buy_Resume_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සබැඳිය එක් වරක් පමණක් ක්‍රියා කරයි.`)
};

export const buy_resume_opening = /** @type {(inputs: Buy_Resume_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ලියාපදිංචිය විවෘත කරමින්...`)
};

export const buy_resume_opening_button = /** @type {(inputs: Buy_Resume_Opening_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විවෘත කරමින්...`)
};

export const buy_resume_saved = /** @type {(inputs: Buy_Resume_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපි ඔබේ පිළිතුරු සුරැකුවේ මෙම ලිපිනයටයි:`)
};

export const buy_resume_text = /** @type {(inputs: Buy_Resume_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නතර කළ තැන සිට ඉදිරියට යාමට මෙම බ්‍රවුසරයේ දිගටම කරගෙන යන්න. ඔබ මෙහි දැනටමත් ඇතුළත් කළ පිළිතුරු සුරැකි ඒවායින් ප්‍රතිස්ථාපනය වේ.`)
};

export const buy_resume_title = /** @type {(inputs: Buy_Resume_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ලියාපදිංචිය දිගටම කරගෙන යන්න`)
};

export const buy_returning_closed = /** @type {(inputs: Buy_Returning_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.amount} ගෙවීම ප්‍රතිස්ථාපනය කළ හෝ අත්හළ ඇණවුමක් සඳහා වූ බැවින්, එයින් කිසිවක් විවෘත කිරීම හෝ වෙනස් කිරීම සිදු නොවීය.`)
};

export const buy_returning_mismatch = /** @type {(inputs: Buy_Returning_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ${i?.amount} ගෙවීම මෙම ඇණවුමට නොගැළපුණු බැවින්, එයින් කිසිවක් විවෘත කිරීම හෝ වෙනස් කිරීම සිදු නොවීය.`)
};

export const buy_returning_refund = /** @type {(inputs: Buy_Returning_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එය ඔබට සම්පූර්ණයෙන්ම ආපසු ගෙවනු ලැබේ. ඔබේ බැංකුව අනුව, ආපසු ගෙවීමක් සාමාන්‍යයෙන් වැඩ කරන දින 5ත් 10ත් අතර පෙනේ. අපි විස්තර ඔබට ඊමේල් කළෙමු; ඔබ කිසිවක් කළ යුතු නැත.`)
};

export const buy_returning_title = /** @type {(inputs: Buy_Returning_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ගෙවීම ආපසු ලබා දෙමින් පවතී`)
};

export const buy_review_annual_text = /** @type {(inputs: Buy_Review_Annual_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`වාර්ෂික: මාස 12 සඳහා ${i?.amount}, වසරකට වරක් අය කෙරේ.`)
};

export const buy_review_annual_title = /** @type {(inputs: Buy_Review_Annual_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්ෂික බිල්පත් සමඟ 10% ඉතිරි කරගන්න`)
};

export const buy_review_business = /** @type {(inputs: Buy_Review_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපාරය`)
};

export const buy_review_goals = /** @type {(inputs: Buy_Review_GoalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉලක්ක`)
};

export const buy_review_heard = /** @type {(inputs: Buy_Review_HeardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අප ගැන දැනගත් ආකාරය`)
};

export const buy_review_owner = /** @type {(inputs: Buy_Review_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගිණුම් හිමිකරු`)
};

export const buy_review_plan = /** @type {(inputs: Buy_Review_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම`)
};

export const buy_review_plan_price = /** @type {(inputs: Buy_Review_Plan_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (${i?.service}): මසකට ${i?.price} (${i?.usd})`)
};

export const buy_review_platforms = /** @type {(inputs: Buy_Review_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකා`)
};

export const buy_review_resume = /** @type {(inputs: Buy_Review_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින 3ක් ඇතුළත ඔබට නැවත ආරම්භ කළ හැක: අසම්පූර්ණ ලියාපදිංචි දත්ත දින 3කට පසු මකා දැමේ.`)
};

export const buy_save_exit = /** @type {(inputs: Buy_Save_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සුරකින්න සහ පිටවන්න`)
};

export const buy_see_plans = /** @type {(inputs: Buy_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපගේ සැලසුම් බලන්න`)
};

export const buy_see_the_plans = /** @type {(inputs: Buy_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සැලසුම් බලන්න`)
};

export const buy_service = /** @type {(inputs: Buy_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාව`)
};

export const buy_service_social = /** @type {(inputs: Buy_Service_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාජ මාධ්‍ය`)
};

export const buy_sign_in = /** @type {(inputs: Buy_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිවිසෙන්න`)
};

export const buy_step_account = /** @type {(inputs: Buy_Step_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගිණුම් හිමිකරුගේ විස්තර`)
};

export const buy_step_business = /** @type {(inputs: Buy_Step_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපාර තොරතුරු`)
};

export const buy_step_goals = /** @type {(inputs: Buy_Step_GoalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අලෙවිකරණ ඉලක්ක`)
};

export const buy_step_hear = /** @type {(inputs: Buy_Step_HearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ අප ගැන දැනගත්තේ කෙසේද?`)
};

export const buy_step_label = /** @type {(inputs: Buy_Step_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පියවර ${i?.step}: ${i?.title}`)
};

export const buy_step_of = /** @type {(inputs: Buy_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පියවර ${i?.total}න් ${i?.step}`)
};

export const buy_step_platforms = /** @type {(inputs: Buy_Step_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකා තේරීම්`)
};

export const buy_step_review = /** @type {(inputs: Buy_Step_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාලෝචනය සහ ගෙවීම`)
};

export const buy_strength_fair = /** @type {(inputs: Buy_Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සාමාන්‍යයි`)
};

export const buy_strength_good = /** @type {(inputs: Buy_Strength_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හොඳයි`)
};

export const buy_strength_hint = /** @type {(inputs: Buy_Strength_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කැපිටල් සහ කුඩා අකුරු, ඉලක්කමක් සහ !@#$%^&* වලින් එකක් සමඟ අකුරු 8ක් හෝ වැඩියෙන් භාවිත කරන්න.`)
};

export const buy_strength_label = /** @type {(inputs: Buy_Strength_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදයේ ශක්තිය:`)
};

export const buy_strength_strong = /** @type {(inputs: Buy_Strength_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ශක්තිමත්`)
};

export const buy_strength_very_weak = /** @type {(inputs: Buy_Strength_Very_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉතා දුර්වලයි`)
};

export const buy_strength_weak = /** @type {(inputs: Buy_Strength_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දුර්වලයි`)
};

export const buy_terms = /** @type {(inputs: Buy_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවා නියම`)
};

export const buy_title_checkout = /** @type {(inputs: Buy_Title_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම | Fli Digital`)
};

export const buy_title_onboarding = /** @type {(inputs: Buy_Title_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලියාපදිංචිය | Fli Digital`)
};

export const buy_title_payment = /** @type {(inputs: Buy_Title_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම් තත්ත්වය | Fli Digital`)
};

export const buy_title_resume = /** @type {(inputs: Buy_Title_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ලියාපදිංචිය දිගටම කරගෙන යන්න | Fli Digital`)
};

export const buy_total_month = /** @type {(inputs: Buy_Total_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මසකට මුළු මුදල`)
};

export const buy_total_year = /** @type {(inputs: Buy_Total_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වසරකට මුළු මුදල`)
};

export const buy_website = /** @type {(inputs: Buy_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙබ් අඩවිය (අත්‍යවශ්‍ය නොවේ)`)
};

export const buy_website_invalid = /** @type {(inputs: Buy_Website_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර වලංගු වෙබ් අඩවි ලිපිනයක් ඇතුළත් කරන්න`)
};

export const buy_work_email = /** @type {(inputs: Buy_Work_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාර්යාල ඊමේල් *`)
};

export const calendar_all_platforms = /** @type {(inputs: Calendar_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු වේදිකා`)
};

export const calendar_all_statuses = /** @type {(inputs: Calendar_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු තත්ත්ව`)
};

export const calendar_answer_approved_all = /** @type {(inputs: Calendar_Answer_Approved_AllInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`පළ කිරීම් 1ක් අනුමත කරන ලදී.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`පළ කිරීම් ${i?.count}ක් අනුමත කරන ලදී.`);
	return /** @type {LocalizedString} */ ("calendar_answer_approved_all");
};

export const calendar_answer_bad_date = /** @type {(inputs: Calendar_Answer_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිනය සහ වේලාව ශ්‍රී ලංකා වේලාවෙන් දෙන්න, උදා: 2026-11-05T09:30.`)
};

export const calendar_answer_client_not_found = /** @type {(inputs: Calendar_Answer_Client_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා හමු නොවීය`)
};

export const calendar_answer_client_only = /** @type {(inputs: Calendar_Answer_Client_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තම පළ කිරීම් අනුමත කළ හැක්කේ සේවාදායකයාට පමණි.`)
};

export const calendar_answer_created = /** @type {(inputs: Calendar_Answer_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම සාදන ලදී`)
};

export const calendar_answer_moved = /** @type {(inputs: Calendar_Answer_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පළ කිරීම ${i?.status} වෙත ගෙන යන ලදී.`)
};

export const calendar_answer_no_platform = /** @type {(inputs: Calendar_Answer_No_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවම වශයෙන් එක් වේදිකාවක් සඳහා පළ කිරීම ලියන්න.`)
};

export const calendar_answer_none_awaiting = /** @type {(inputs: Calendar_Answer_None_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මාසයේ ඔබේ අනුමැතිය බලාපොරොත්තුවෙන් සිටින පළ කිරීම් නැත.`)
};

export const calendar_answer_not_editable = /** @type {(inputs: Calendar_Answer_Not_EditableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම පළ කිරීම සේවාදායකයා වෙත හෝ ඉන් ඔබ්බට ගොස් ඇත; එය තවදුරටත් සංස්කරණය කළ නොහැක.`)
};

export const calendar_answer_not_writer = /** @type {(inputs: Calendar_Answer_Not_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම් ලිවිය හැක්කේ පරිපාලකයෙකුට හෝ සේවාදායකයාගේ ලේඛකයාට පමණි.`)
};

export const calendar_answer_platform_not_chosen = /** @type {(inputs: Calendar_Answer_Platform_Not_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} මෙම සේවාදායකයාගේ වේදිකාවලින් එකක් නොවේ.`)
};

export const calendar_answer_post_not_found = /** @type {(inputs: Calendar_Answer_Post_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම හමු නොවීය`)
};

export const calendar_answer_saved = /** @type {(inputs: Calendar_Answer_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම සුරකින ලදී`)
};

export const calendar_answer_stale = /** @type {(inputs: Calendar_Answer_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මේ අතරතුර වෙනත් අයෙකු මෙම පළ කිරීම වෙනස් කළේය. එය දැන් පවතින ආකාරයෙන් දැකීමට පිටුව නැවත පූරණය කරන්න.`)
};

export const calendar_answer_stale_form = /** @type {(inputs: Calendar_Answer_Stale_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පෝරමය යල් පැන ගොස් ඇත. පිටුව නැවත පූරණය කරන්න.`)
};

export const calendar_answer_writer_not_assigned = /** @type {(inputs: Calendar_Answer_Writer_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම ලේඛකයා මෙම සේවාදායකයා සඳහා වැඩ නොකරයි. සේවාදායකයාගේ ලේඛකයන්ගෙන් කෙනෙකු තෝරන්න.`)
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
	return /** @type {LocalizedString} */ (`සේවාදායකයෙකු තෝරන්න`)
};

export const calendar_client = /** @type {(inputs: Calendar_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා`)
};

export const calendar_comment_added = /** @type {(inputs: Calendar_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස එක් කරන ලදී`)
};

export const calendar_comment_choose_visibility = /** @type {(inputs: Calendar_Comment_Choose_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස දකින්නේ කවුරුන්දැයි තෝරන්න: අභ්‍යන්තර (ඒජන්සියට පමණි) හෝ සේවාදායකයා සමඟ බෙදාගත්.`)
};

export const calendar_comment_deleted = /** @type {(inputs: Calendar_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස මකා දමන ලදී`)
};

export const calendar_comment_edit_window_over = /** @type {(inputs: Calendar_Comment_Edit_Window_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහසක් සංස්කරණය කිරීමට හෝ මැකීමට හැක්කේ එය පළ කර මිනිත්තු 15ක් ඇතුළත පමණි`)
};

export const calendar_comment_edited = /** @type {(inputs: Calendar_Comment_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස යාවත්කාලීන කරන ලදී`)
};

export const calendar_comment_internal_agency_only = /** @type {(inputs: Calendar_Comment_Internal_Agency_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අභ්‍යන්තර අදහස් ඒජන්සියට අයත් ය. ඒ වෙනුවට ඔබේ අදහස ඒජන්සිය සමඟ බෙදාගන්න.`)
};

export const calendar_comment_not_found = /** @type {(inputs: Calendar_Comment_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස හමු නොවීය`)
};

export const calendar_comment_not_yours = /** @type {(inputs: Calendar_Comment_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට සංස්කරණය කිරීමට හෝ මැකීමට හැක්කේ ඔබේම අදහස් පමණි`)
};

export const calendar_comment_writer_only = /** @type {(inputs: Calendar_Comment_Writer_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම පළ කිරීමට අදහස් දැක්විය හැක්කේ පළ කිරීමේ ලේඛකයාට, පරිපාලකයෙකුට හෝ සේවාදායකයාට පමණි.`)
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

export const calendar_feed_not_for_freelancers = /** @type {(inputs: Calendar_Feed_Not_For_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශන ලිපිනය කළමනාකරණය කරන්නේ සේවාදායකයා සහ ඒජන්සිය පමණි.`)
};

export const calendar_feed_open = /** @type {(inputs: Calendar_Feed_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශන යෙදුමේ විවෘත කරන්න`)
};

export const calendar_feed_ready = /** @type {(inputs: Calendar_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ දින දර්ශන ලිපිනය සූදානම්. එය ඔබේ දින දර්ශන යෙදුමට එක් කරන්න.`)
};

export const calendar_feed_revoked = /** @type {(inputs: Calendar_Feed_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශන සබැඳිය අවලංගු කරන ලදී. පැරණි ලිපිනය තවදුරටත් ක්‍රියා නොකරයි.`)
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

export const calendar_media_alt_required = /** @type {(inputs: Calendar_Media_Alt_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විකල්ප පෙළ දෙන්න: එය දැකිය නොහැකි අය සඳහා, පින්තූරයේ හෝ වීඩියෝවේ පෙන්වන්නේ කුමක්දැයි පවසන්න.`)
};

export const calendar_media_alt_saved = /** @type {(inputs: Calendar_Media_Alt_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විකල්ප පෙළ සුරකින ලදී.`)
};

export const calendar_media_alt_too_long = /** @type {(inputs: Calendar_Media_Alt_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`විකල්ප පෙළෙහි උපරිම අක්ෂර ${i?.max}ක් තිබිය හැක.`)
};

export const calendar_media_cap_reached = /** @type {(inputs: Calendar_Media_Cap_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මෙම දින දර්ශනය මේ මාසය සඳහා වූ උඩුගත කිරීම් 5 GB භාවිත කර අවසන්. කිසිවක් සුරැකුණේ නැත, දැනටමත් සුරකින ලද කිසිවක් ඉවත් කළේද නැත: ${i?.date} සිට ගොනුව නැවත එක් කරන්න.`)
};

export const calendar_media_choose_direction = /** @type {(inputs: Calendar_Media_Choose_DirectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉහළට හෝ පහළට තෝරන්න.`)
};

export const calendar_media_mixed = /** @type {(inputs: Calendar_Media_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් වේදිකාවක පළ කිරීමකට පින්තූර හෝ එක් වීඩියෝවක් ගත හැක, කිසිවිටෙක දෙකම නොවේ.`)
};

export const calendar_media_no_file = /** @type {(inputs: Calendar_Media_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් කිරීමට පින්තූරයක් හෝ වීඩියෝවක් තෝරන්න.`)
};

export const calendar_media_not_found = /** @type {(inputs: Calendar_Media_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පින්තූරය හෝ වීඩියෝව හමු නොවීය`)
};

export const calendar_media_not_media = /** @type {(inputs: Calendar_Media_Not_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් කළ හැක්කේ JPEG, PNG හෝ WebP පින්තූර සහ MP4 වීඩියෝ පමණි. මෙම ගොනුව ඒ කිසිවක් නොවේ.`)
};

export const calendar_media_not_on_post = /** @type {(inputs: Calendar_Media_Not_On_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම පළ කිරීම එම වේදිකාව සඳහා ලියා නැත.`)
};

export const calendar_media_one_file = /** @type {(inputs: Calendar_Media_One_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වරකට එක් ගොනුවක් බැගින්, එක එකක් එහි විකල්ප පෙළ සමඟ එක් කරන්න.`)
};

export const calendar_media_one_video = /** @type {(inputs: Calendar_Media_One_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් වේදිකාවක පළ කිරීමකට ගත හැක්කේ එක් වීඩියෝවකි: වෙනත් එකක් එක් කිරීමට එය ඉවත් කරන්න.`)
};

export const calendar_media_order_saved = /** @type {(inputs: Calendar_Media_Order_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුපිළිවෙළ සුරකින ලදී.`)
};

export const calendar_media_picture_added = /** @type {(inputs: Calendar_Media_Picture_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පින්තූරය එක් කරන ලදී.`)
};

export const calendar_media_removed = /** @type {(inputs: Calendar_Media_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත් කරන ලදී.`)
};

export const calendar_media_too_many_images = /** @type {(inputs: Calendar_Media_Too_Many_ImagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`එක් වේදිකාවක පළ කිරීමකට උපරිම පින්තූර ${i?.count}ක් ගත හැක.`)
};

export const calendar_media_unavailable = /** @type {(inputs: Calendar_Media_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගොනුව දැන් ගබඩා කළ නොහැක. කිසිවක් සුරැකුණේ නැත: මොහොතකින් නැවත උත්සාහ කරන්න.`)
};

export const calendar_media_video_added = /** @type {(inputs: Calendar_Media_Video_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වීඩියෝව එක් කරන ලදී.`)
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
	return /** @type {LocalizedString} */ (`දින දර්ශනය බැලීමට සේවාදායකයෙකු තෝරන්න.`)
};

export const calendar_platform = /** @type {(inputs: Calendar_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකාව`)
};

export const calendar_post_add_comment = /** @type {(inputs: Calendar_Post_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහසක් එක් කරන්න`)
};

export const calendar_post_add_to = /** @type {(inputs: Calendar_Post_Add_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} වෙත එක් කරන්න`)
};

export const calendar_post_added_end = /** @type {(inputs: Calendar_Post_Added_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(එක් කිරීම අවසන්)`)
};

export const calendar_post_added_mark = /** @type {(inputs: Calendar_Post_Added_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් කළා:`)
};

export const calendar_post_address_too_long = /** @type {(inputs: Calendar_Post_Address_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම ලිපිනය දිග වැඩියි.`)
};

export const calendar_post_alt_text = /** @type {(inputs: Calendar_Post_Alt_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විකල්ප පෙළ`)
};

export const calendar_post_alt_text_hint = /** @type {(inputs: Calendar_Post_Alt_Text_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පින්තූරයේ හෝ වීඩියෝවේ පෙන්වන දේ.`)
};

export const calendar_post_alt_text_of = /** @type {(inputs: Calendar_Post_Alt_Text_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} සඳහා විකල්ප පෙළ`)
};

export const calendar_post_asked_on = /** @type {(inputs: Calendar_Post_Asked_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} දින ඉල්ලා ඇත`)
};

export const calendar_post_caption = /** @type {(inputs: Calendar_Post_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විස්තරය`)
};

export const calendar_post_caption_hint = /** @type {(inputs: Calendar_Post_Caption_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අකුරු ${i?.limit}ක් දක්වා.`)
};

export const calendar_post_caption_too_long = /** @type {(inputs: Calendar_Post_Caption_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විස්තරයක උපරිම අක්ෂර 70,000ක් තිබිය හැක.`)
};

export const calendar_post_changed_since_client_asked = /** @type {(inputs: Calendar_Post_Changed_Since_Client_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා වෙනස්කම් ඉල්ලූ පසු කළ වෙනස්කම්`)
};

export const calendar_post_changed_since_version = /** @type {(inputs: Calendar_Post_Changed_Since_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අනුවාදය ${i?.version} සිට වෙනස් වූ දේ`)
};

export const calendar_post_changed_since_you_asked = /** @type {(inputs: Calendar_Post_Changed_Since_You_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබ වෙනස්කම් ඉල්ලූ පසු කළ වෙනස්කම්`)
};

export const calendar_post_check_before_sending = /** @type {(inputs: Calendar_Post_Check_Before_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යැවීමට පෙර පරීක්ෂා කරන්න`)
};

export const calendar_post_choose_move = /** @type {(inputs: Calendar_Post_Choose_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීමේ පියවරවලින් එකක් තෝරන්න.`)
};

export const calendar_post_choose_writer = /** @type {(inputs: Calendar_Post_Choose_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලැයිස්තුවෙන් ලේඛකයෙකු තෝරන්න.`)
};

export const calendar_post_comments = /** @type {(inputs: Calendar_Post_CommentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අදහස් (${i?.count})`)
};

export const calendar_post_created_the_post = /** @type {(inputs: Calendar_Post_Created_The_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම සෑදුවා`)
};

export const calendar_post_date_time = /** @type {(inputs: Calendar_Post_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිනය සහ වේලාව (ශ්‍රී ලංකා වේලාව)`)
};

export const calendar_post_delete = /** @type {(inputs: Calendar_Post_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මකන්න`)
};

export const calendar_post_delete_your_comment = /** @type {(inputs: Calendar_Post_Delete_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ අදහස මකන්න`)
};

export const calendar_post_edit = /** @type {(inputs: Calendar_Post_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම සංස්කරණය කරන්න`)
};

export const calendar_post_edit_comment = /** @type {(inputs: Calendar_Post_Edit_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංස්කරණය කරන්න`)
};

export const calendar_post_edit_your_comment = /** @type {(inputs: Calendar_Post_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ අදහස සංස්කරණය කරන්න`)
};

export const calendar_post_edited = /** @type {(inputs: Calendar_Post_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම සංස්කරණය කළා`)
};

export const calendar_post_edited_mark = /** @type {(inputs: Calendar_Post_Edited_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(සංස්කරණය කළා)`)
};

export const calendar_post_edited_version = /** @type {(inputs: Calendar_Post_Edited_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පළ කිරීම සංස්කරණය කළා (අනුවාදය ${i?.version})`)
};

export const calendar_post_file_too_large = /** @type {(inputs: Calendar_Post_File_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ගොනුව විශාල වැඩියි: පළ කිරීමකට 10 MB දක්වා පින්තූර සහ 100 MB දක්වා එක් වීඩියෝවක් පමණක් එක් කළ හැක.`)
};

export const calendar_post_first_comment = /** @type {(inputs: Calendar_Post_First_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළමු අදහස`)
};

export const calendar_post_first_comment_too_long = /** @type {(inputs: Calendar_Post_First_Comment_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළමු අදහසක උපරිම අක්ෂර 2,200ක් තිබිය හැක.`)
};

export const calendar_post_hashtag_word = /** @type {(inputs: Calendar_Post_Hashtag_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හැෂ්ටැගයක් යනු අකුරු, ඉලක්කම් හෝ _ වලින් යුත් එක් වචනයකි.`)
};

export const calendar_post_hashtags = /** @type {(inputs: Calendar_Post_HashtagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හැෂ්ටැග්`)
};

export const calendar_post_hashtags_hint = /** @type {(inputs: Calendar_Post_Hashtags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හිස්තැන් හෝ කොමා මගින් වෙන් කරන්න.`)
};

export const calendar_post_history = /** @type {(inputs: Calendar_Post_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉතිහාසය`)
};

export const calendar_post_history_time = /** @type {(inputs: Calendar_Post_History_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේලාව:`)
};

export const calendar_post_history_title = /** @type {(inputs: Calendar_Post_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාතෘකාව:`)
};

export const calendar_post_internal = /** @type {(inputs: Calendar_Post_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අභ්‍යන්තර`)
};

export const calendar_post_internal_agency_only = /** @type {(inputs: Calendar_Post_Internal_Agency_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අභ්‍යන්තර (ඒජන්සියට පමණි)`)
};

export const calendar_post_live_address = /** @type {(inputs: Calendar_Post_Live_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ වූ පළ කිරීමේ ලිපිනය`)
};

export const calendar_post_live_post = /** @type {(inputs: Calendar_Post_Live_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ වූ පළ කිරීම`)
};

export const calendar_post_media_heading = /** @type {(inputs: Calendar_Post_Media_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} පින්තූර සහ වීඩියෝ`)
};

export const calendar_post_media_hint = /** @type {(inputs: Calendar_Post_Media_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එකක් 10 MB දක්වා JPEG, PNG හෝ WebP පින්තූර 10ක් දක්වා, නැතහොත් 100 MB දක්වා MP4 වීඩියෝවක්.`)
};

export const calendar_post_move_approve = /** @type {(inputs: Calendar_Post_Move_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමත කරන්න`)
};

export const calendar_post_move_down = /** @type {(inputs: Calendar_Post_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පහළට`)
};

export const calendar_post_move_down_of = /** @type {(inputs: Calendar_Post_Move_Down_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පහළට ගෙන යන්න: ${i?.label}`)
};

export const calendar_post_move_fail = /** @type {(inputs: Calendar_Post_Move_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අසාර්ථක ලෙස සලකුණු කරන්න`)
};

export const calendar_post_move_hold = /** @type {(inputs: Calendar_Post_Move_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නවතා තබන්න`)
};

export const calendar_post_move_publish = /** @type {(inputs: Calendar_Post_Move_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කළා ලෙස සලකුණු කරන්න`)
};

export const calendar_post_move_request_changes = /** @type {(inputs: Calendar_Post_Move_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස්කම් ඉල්ලන්න`)
};

export const calendar_post_move_resume = /** @type {(inputs: Calendar_Post_Move_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයාගේ සමාලෝචනයට ආපසු`)
};

export const calendar_post_move_return = /** @type {(inputs: Calendar_Post_Move_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලේඛකයාට ආපසු යවන්න`)
};

export const calendar_post_move_schedule = /** @type {(inputs: Calendar_Post_Move_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාලසටහන්ගත කරන්න`)
};

export const calendar_post_move_send = /** @type {(inputs: Calendar_Post_Move_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයාට යවන්න`)
};

export const calendar_post_move_submit = /** @type {(inputs: Calendar_Post_Move_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සමාලෝචනයට යොමු කරන්න`)
};

export const calendar_post_move_up = /** @type {(inputs: Calendar_Post_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉහළට`)
};

export const calendar_post_move_up_of = /** @type {(inputs: Calendar_Post_Move_Up_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඉහළට ගෙන යන්න: ${i?.label}`)
};

export const calendar_post_mp4_video = /** @type {(inputs: Calendar_Post_Mp4_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MP4 වීඩියෝව`)
};

export const calendar_post_next_step = /** @type {(inputs: Calendar_Post_Next_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊළඟ පියවර`)
};

export const calendar_post_no_caption_change = /** @type {(inputs: Calendar_Post_No_Caption_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විස්තරයේ වෙනසක් නැත.`)
};

export const calendar_post_no_platforms = /** @type {(inputs: Calendar_Post_No_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සේවාදායකයා තවම වේදිකා කිසිවක් තෝරා නැත.`)
};

export const calendar_post_no_writer = /** @type {(inputs: Calendar_Post_No_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම ලේඛකයෙක් නැත`)
};

export const calendar_post_note = /** @type {(inputs: Calendar_Post_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සටහන`)
};

export const calendar_post_note_too_long = /** @type {(inputs: Calendar_Post_Note_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සටහනක උපරිම අක්ෂර 2,000ක් තිබිය හැක.`)
};

export const calendar_post_nothing_changed = /** @type {(inputs: Calendar_Post_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීමේ පෙළෙහි හෝ වේලාවේ කිසිදු වෙනසක් නැත.`)
};

export const calendar_post_over_quota = /** @type {(inputs: Calendar_Post_Over_QuotaInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`මේ මාසයේ සැලසුමේ පළ කිරීම් ${i?.promised}ට වඩා ${i?.count}ක් වැඩියි: යැවීමට පෙර අමතර පළ කිරීම් ගැන සේවාදායකයා සමඟ එකඟ වන්න.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`මේ මාසයේ සැලසුමේ පළ කිරීම් ${i?.promised}ට වඩා ${i?.count}ක් වැඩියි: යැවීමට පෙර අමතර පළ කිරීම් ගැන සේවාදායකයා සමඟ එකඟ වන්න.`);
	return /** @type {LocalizedString} */ ("calendar_post_over_quota");
};

export const calendar_post_page_title = /** @type {(inputs: Calendar_Post_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} | අන්තර්ගත දින දර්ශනය | Fli DESK`)
};

export const calendar_post_picture_n = /** @type {(inputs: Calendar_Post_Picture_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පින්තූරය ${i?.number}`)
};

export const calendar_post_picture_or_video = /** @type {(inputs: Calendar_Post_Picture_Or_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පින්තූරය හෝ වීඩියෝව`)
};

export const calendar_post_platforms = /** @type {(inputs: Calendar_Post_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකා`)
};

export const calendar_post_post_comment = /** @type {(inputs: Calendar_Post_Post_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස පළ කරන්න`)
};

export const calendar_post_reason = /** @type {(inputs: Calendar_Post_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හේතුව`)
};

export const calendar_post_remove = /** @type {(inputs: Calendar_Post_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත් කරන්න`)
};

export const calendar_post_remove_of = /** @type {(inputs: Calendar_Post_Remove_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඉවත් කරන්න: ${i?.label}`)
};

export const calendar_post_removed_end = /** @type {(inputs: Calendar_Post_Removed_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ඉවත් කිරීම අවසන්)`)
};

export const calendar_post_removed_mark = /** @type {(inputs: Calendar_Post_Removed_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත් කළා:`)
};

export const calendar_post_role_admin = /** @type {(inputs: Calendar_Post_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලක`)
};

export const calendar_post_save = /** @type {(inputs: Calendar_Post_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම සුරකින්න`)
};

export const calendar_post_save_alt_text = /** @type {(inputs: Calendar_Post_Save_Alt_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විකල්ප පෙළ සුරකින්න`)
};

export const calendar_post_save_comment = /** @type {(inputs: Calendar_Post_Save_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස සුරකින්න`)
};

export const calendar_post_sending = /** @type {(inputs: Calendar_Post_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යවමින්...`)
};

export const calendar_post_shared = /** @type {(inputs: Calendar_Post_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බෙදාගත්`)
};

export const calendar_post_shared_with_client = /** @type {(inputs: Calendar_Post_Shared_With_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා සමඟ බෙදාගත්`)
};

export const calendar_post_sri_lanka = /** @type {(inputs: Calendar_Post_Sri_LankaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(ශ්‍රී ලංකා වේලාව)`)
};

export const calendar_post_title = /** @type {(inputs: Calendar_Post_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාතෘකාව`)
};

export const calendar_post_title_required = /** @type {(inputs: Calendar_Post_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීමට මාතෘකාවක් දෙන්න.`)
};

export const calendar_post_title_too_long = /** @type {(inputs: Calendar_Post_Title_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාතෘකාවක උපරිම අක්ෂර 200ක් තිබිය හැක.`)
};

export const calendar_post_too_many_hashtags = /** @type {(inputs: Calendar_Post_Too_Many_HashtagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීමකට උපරිම හැෂ්ටැග් 100ක් තිබිය හැක.`)
};

export const calendar_post_unpaid_platform = /** @type {(inputs: Calendar_Post_Unpaid_PlatformInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} සේවාදායකයාගේ සැලසුමෙන් ගෙවන වේදිකාවලින් එකක් නොවේ.`)
};

export const calendar_post_version_one = /** @type {(inputs: Calendar_Post_Version_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුවාදය 1: සේවාදායකයාට මුලින්ම යැවූ ආකාරයට.`)
};

export const calendar_post_video_n = /** @type {(inputs: Calendar_Post_Video_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`වීඩියෝව ${i?.number}`)
};

export const calendar_post_when = /** @type {(inputs: Calendar_Post_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (ශ්‍රී ලංකා වේලාව)`)
};

export const calendar_post_who_sees_it = /** @type {(inputs: Calendar_Post_Who_Sees_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දකින්නේ කවුද`)
};

export const calendar_post_words_added = /** @type {(inputs: Calendar_Post_Words_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`වචන ${i?.count}ක් එක් කළා.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`වචන ${i?.count}ක් එක් කළා.`);
	return /** @type {LocalizedString} */ ("calendar_post_words_added");
};

export const calendar_post_words_both = /** @type {(inputs: Calendar_Post_Words_BothInputs) => LocalizedString} */ (i) => {const addedPlural = registry.plural("si", i?.added, {});
	const removedPlural = registry.plural("si", i?.removed, {});
	if (addedPlural === "one" && removedPlural === "one") return /** @type {LocalizedString} */ (`වචන ${i?.added}ක් එක් කළා, වචන ${i?.removed}ක් ඉවත් කළා.`);
	if (addedPlural === "one" && removedPlural === "other") return /** @type {LocalizedString} */ (`වචන ${i?.added}ක් එක් කළා, වචන ${i?.removed}ක් ඉවත් කළා.`);
	if (addedPlural === "other" && removedPlural === "one") return /** @type {LocalizedString} */ (`වචන ${i?.added}ක් එක් කළා, වචන ${i?.removed}ක් ඉවත් කළා.`);
	if (addedPlural === "other" && removedPlural === "other") return /** @type {LocalizedString} */ (`වචන ${i?.added}ක් එක් කළා, වචන ${i?.removed}ක් ඉවත් කළා.`);
	return /** @type {LocalizedString} */ ("calendar_post_words_both");
};

export const calendar_post_words_removed = /** @type {(inputs: Calendar_Post_Words_RemovedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`වචන ${i?.count}ක් ඉවත් කළා.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`වචන ${i?.count}ක් ඉවත් කළා.`);
	return /** @type {LocalizedString} */ ("calendar_post_words_removed");
};

export const calendar_post_write_for = /** @type {(inputs: Calendar_Post_Write_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} සඳහා ලියන්න`)
};

export const calendar_post_writer = /** @type {(inputs: Calendar_Post_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලේඛකයා`)
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

export const calendar_query_client = /** @type {(inputs: Calendar_Query_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයාගේ desk ID එක දෙන්න, උදා: FLD-CLNT1.`)
};

export const calendar_query_month = /** @type {(inputs: Calendar_Query_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසය 2026-11 ලෙස දෙන්න.`)
};

export const calendar_query_platform = /** @type {(inputs: Calendar_Query_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේදිකාවලින් එකක් තෝරන්න.`)
};

export const calendar_query_status = /** @type {(inputs: Calendar_Query_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්වයන්ගෙන් එකක් තෝරන්න.`)
};

export const calendar_query_view = /** @type {(inputs: Calendar_Query_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දසුන මාසය, සතිය හෝ ලැයිස්තුව විය යුතුය.`)
};

export const calendar_query_week = /** @type {(inputs: Calendar_Query_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සතිය එහි එක් දිනයක් ලෙස දෙන්න, උදා: 2026-11-02.`)
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

export const calendar_reschedule_bad_day = /** @type {(inputs: Calendar_Reschedule_Bad_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව දිනය දිනයක් ලෙස දෙන්න, උදා: 2026-11-05.`)
};

export const calendar_reschedule_choose_post = /** @type {(inputs: Calendar_Reschedule_Choose_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශනයේ පළ කිරීමක් තෝරන්න.`)
};

export const calendar_reschedule_moved = /** @type {(inputs: Calendar_Reschedule_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පළ කිරීම ${i?.when} වෙත ගෙන යන ලදී.`)
};

export const calendar_reschedule_moved_back = /** @type {(inputs: Calendar_Reschedule_Moved_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පළ කිරීම ${i?.when} වෙත ගෙන යන ලදී. එය අනුමැතිය සඳහා නැවත සේවාදායකයා වෙත යයි.`)
};

export const calendar_reschedule_not_yours = /** @type {(inputs: Calendar_Reschedule_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීමක් වෙනත් දිනයකට ගෙන යා හැක්කේ පරිපාලකයෙකුට හෝ එහි ලේඛකයාට පමණි.`)
};

export const calendar_reschedule_passed = /** @type {(inputs: Calendar_Reschedule_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම ඉදිරියේ ඇති දිනයක් තෝරන්න: එදින පළ කිරීමේ වේලාව ඉක්ම ගොස් ඇත.`)
};

export const calendar_reschedule_published = /** @type {(inputs: Calendar_Reschedule_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කළ පළ කිරීමක් වෙනත් දිනයකට ගෙන යා නොහැක.`)
};

export const calendar_reschedule_same_day = /** @type {(inputs: Calendar_Reschedule_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීම දැනටමත් එම දිනයේ ඇත.`)
};

export const calendar_reschedule_too_far = /** @type {(inputs: Calendar_Reschedule_Too_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉදිරි වසර දෙක ඇතුළත දිනයක් තෝරන්න.`)
};

export const calendar_review_none_revoked = /** @type {(inputs: Calendar_Review_None_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මාසය සඳහා වලංගු සමාලෝචන සබැඳියක් නොතිබුණි.`)
};

export const calendar_review_not_for_freelancers = /** @type {(inputs: Calendar_Review_Not_For_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසයක් සමාලෝචනයට බෙදාගන්නේ සේවාදායකයා සහ ඒජන්සිය පමණි.`)
};

export const calendar_review_post_not_in_link = /** @type {(inputs: Calendar_Review_Post_Not_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම පළ කිරීම මෙම සමාලෝචන සබැඳියේ පළ කිරීම්වලින් එකක් නොවේ.`)
};

export const calendar_review_revoked = /** @type {(inputs: Calendar_Review_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම මාසයේ සමාලෝචන සබැඳි අවලංගු කරන ලදී. ඒවා තවදුරටත් විවෘත නොවේ.`)
};

export const calendar_review_shared = /** @type {(inputs: Calendar_Review_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සමාලෝචන සබැඳිය සූදානම්. එය ${i?.until} දක්වා ක්‍රියා කරයි.`)
};

export const calendar_review_whatsapp_text = /** @type {(inputs: Calendar_Review_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර මාසය සඳහා අපගේ පළ කිරීම් සමාලෝචනය කරන්න:`)
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
	return /** @type {LocalizedString} */ (`සේවාදායකයාගේ අනුමැතියට`)
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

export const calendar_unknown_form = /** @type {(inputs: Calendar_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා පෝරමයකි`)
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

export const calendar_workflow_not_in_future = /** @type {(inputs: Calendar_Workflow_Not_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කාලසටහනට යෙදිය හැක්කේ දිනය තවම ඉදිරියේ ඇති පළ කිරීමක් පමණි. පළමුව එහි දිනය වෙනස් කරන්න.`)
};

export const calendar_workflow_not_yours = /** @type {(inputs: Calendar_Workflow_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එය කළ හැක්කේ පළ කිරීමේ ලේඛකයාට, පරිපාලකයෙකුට හෝ එහි සේවාදායකයාට පමණි.`)
};

export const calendar_workflow_note_required = /** @type {(inputs: Calendar_Workflow_Note_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස් විය යුත්තේ කුමක්දැයි පවසන සටහනක් ලියන්න.`)
};

export const calendar_workflow_reason_required = /** @type {(inputs: Calendar_Workflow_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස් විය යුත්තේ කුමක්දැයි පවසන්න: හේතුවක් අවශ්‍යයි.`)
};

export const calendar_workflow_the_platforms = /** @type {(inputs: Calendar_Workflow_The_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ කිරීමේ වේදිකා`)
};

export const calendar_workflow_url_required = /** @type {(inputs: Calendar_Workflow_Url_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පළ වූ පළ කිරීමේ ලිපිනය දෙන්න.`)
};

export const calendar_workflow_url_wrong_site = /** @type {(inputs: Calendar_Workflow_Url_Wrong_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පළ වූ පළ කිරීමේ ලිපිනය ${i?.sites} මත තිබිය යුතුය.`)
};

export const calendar_workflow_wrong_status = /** @type {(inputs: Calendar_Workflow_Wrong_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} තත්ත්වයේ ඇති පළ කිරීමක් "${i?.move}" මගින් ගෙන යා නොහැක.`)
};

export const caption_too_long = /** @type {(inputs: Caption_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} අකුරු ${i?.limit}ක් පමණක් ඉඩ දෙයි; මෙම විස්තරයේ අකුරු ${i?.count}ක් ඇත.`)
};

export const caption_too_many_tags = /** @type {(inputs: Caption_Too_Many_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} හැෂ්ටැග් ${i?.limit}ක් දක්වා පමණක් ඉඩ දෙයි; මෙම පළ කිරීමේ ${i?.count}ක් ඇත.`)
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
	return /** @type {LocalizedString} */ (`සේවාදායක පුවරුව`)
};

export const dashboard_title_freelancer = /** @type {(inputs: Dashboard_Title_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවක මධ්‍යස්ථානය`)
};

export const dashboard_total_projects = /** @type {(inputs: Dashboard_Total_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුළු ව්‍යාපෘති`)
};

export const dashboard_updates_order = /** @type {(inputs: Dashboard_Updates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ යාවත්කාලීන: සේවාදායකයාගේ තීරණය බලාපොරොත්තුවෙන් සිටින ඒවා මුලින්, ඉන්පසු නවතම ඒවා.`)
};

export const dashboard_upload_hint = /** @type {(inputs: Dashboard_Upload_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වාර්තාවක් උඩුගත කිරීමට, එහි ව්‍යාපෘතියේ "ප්‍රගතිය යාවත්කාලීන කරන්න" තෝරන්න: ඔබේ සටහන් සහ තිර රූ 10ක් දක්වා වහාම ඔබේ සේවාදායකයාට ලැබේ.`)
};

export const dashboard_view_analytics = /** @type {(inputs: Dashboard_View_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ බලන්න`)
};

export const dashboard_view_analytics_of = /** @type {(inputs: Dashboard_View_Analytics_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” හි විශ්ලේෂණ බලන්න`)
};

export const error_access_denied_page_title = /** @type {(inputs: Error_Access_Denied_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රවේශය තහනම් | Fli DESK`)
};

export const error_access_denied_text = /** @type {(inputs: Error_Access_Denied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ භූමිකාවට මෙම පිටුව විවෘත නැත`)
};

export const error_access_denied_title = /** @type {(inputs: Error_Access_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රවේශය තහනම්`)
};

export const error_back_to_dashboard = /** @type {(inputs: Error_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුවරුවට ආපසු`)
};

export const error_back_to_your_dashboard = /** @type {(inputs: Error_Back_To_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පුවරුවට ආපසු`)
};

export const error_not_found_page_title = /** @type {(inputs: Error_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටුව හමු නොවීය | Fli DESK`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපොයි! පිටුව හමු නොවීය`)
};

export const insights_ai_empty = /** @type {(inputs: Insights_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI පිළිතුරක් නැත`)
};

export const insights_ai_unavailable = /** @type {(inputs: Insights_Ai_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`AI සේවාව ලබා ගත නොහැක: ${i?.reason}. ඔබේ ව්‍යාපෘති දත්ත වලින් පිළිතුරු පෙන්වමින්...`)
};

export const insights_ask = /** @type {(inputs: Insights_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අසන්න`)
};

export const insights_ask_about = /** @type {(inputs: Insights_Ask_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ව්‍යාපෘතිය ගැන අසන්න`)
};

export const insights_ask_more = /** @type {(inputs: Insights_Ask_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වැඩි විස්තර සඳහා ව්‍යාපෘතියක් එහි නමින්, ඔබේ කණ්ඩායම හෝ ඔබේ විශ්ලේෂණ ගැන අසන්න.`)
};

export const insights_assistant_for = /** @type {(inputs: Insights_Assistant_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා AI සහායක`)
};

export const insights_at_risk = /** @type {(inputs: Insights_At_RiskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අවදානමේ: ${i?.titles}.`)
};

export const insights_at_risk_pace = /** @type {(inputs: Insights_At_Risk_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම වේගයෙන් නියමිත දිනය මග හැරිය හැක: කණ්ඩායම සමඟ කතා කර බලන්න.`)
};

export const insights_client_title = /** @type {(inputs: Insights_Client_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI අවබෝධය | සේවාදායක පුවරුව`)
};

export const insights_completed = /** @type {(inputs: Insights_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ප්‍රගතිය ${i?.progress}% (${i?.status}); එය නිම කර ඇත.`)
};

export const insights_completed_on = /** @type {(inputs: Insights_Completed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ප්‍රගතිය ${i?.progress}% (${i?.status}); එය ${i?.date} දින නිම කළා.`)
};

export const insights_deadline_none = /** @type {(inputs: Insights_Deadline_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියමිත දිනයක් නැත`)
};

export const insights_deadline_on = /** @type {(inputs: Insights_Deadline_OnInputs) => LocalizedString} */ (i) => {
	const daysPlural = registry.plural("si", i?.days, {});return /** @type {LocalizedString} */ (`නියමිත දිනය ${i?.date}, තව දින ${i?.days}කින්`)
};

export const insights_deadline_past = /** @type {(inputs: Insights_Deadline_PastInputs) => LocalizedString} */ (i) => {
	const daysPlural = registry.plural("si", i?.days, {});return /** @type {LocalizedString} */ (`${i?.date} නියමිත දිනය ඉක්මවා දින ${i?.days}ක් ගත වී ඇත`)
};

export const insights_deadline_today = /** @type {(inputs: Insights_Deadline_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`නියමිත දිනය අදයි (${i?.date})`)
};

export const insights_figure_bounce = /** @type {(inputs: Insights_Figure_BounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඉවත්වීමේ අනුපාතය ${i?.rate}%`)
};

export const insights_figure_page_views = /** @type {(inputs: Insights_Figure_Page_ViewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`පිටු බැලීම් ${i?.count}`)
};

export const insights_figure_session = /** @type {(inputs: Insights_Figure_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සාමාන්‍ය සැසිය මිනිත්තු ${i?.minutes}`)
};

export const insights_figure_visitors = /** @type {(inputs: Insights_Figure_VisitorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අනන්‍ය අමුත්තන් ${i?.count}`)
};

export const insights_full_reports = /** @type {(inputs: Insights_Full_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සම්පූර්ණ වාර්තා විශ්ලේෂණ පටිත්තේ ඇත.`)
};

export const insights_latest_update = /** @type {(inputs: Insights_Latest_UpdateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අවසන් යාවත්කාලීනය ${i?.when} (${i?.progress}%).`)
};

export const insights_latest_update_notes = /** @type {(inputs: Insights_Latest_Update_NotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අවසන් යාවත්කාලීනය ${i?.when} (${i?.progress}%): "${i?.notes}".`)
};

export const insights_local = /** @type {(inputs: Insights_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිළිතුරු ලැබෙන්නේ ඔබේ ව්‍යාපෘති දත්ත වලිනි.`)
};

export const insights_next = /** @type {(inputs: Insights_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඊළඟට: ${i?.next}.`)
};

export const insights_next_assign = /** @type {(inputs: Insights_Next_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවකයෙකු පවරා වැඩ ආරම්භ වේ`)
};

export const insights_next_connect = /** @type {(inputs: Insights_Next_ConnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එහි ප්‍රතිඵල බැලීමට විශ්ලේෂණ සම්බන්ධ කෙරේ`)
};

export const insights_next_deadline = /** @type {(inputs: Insights_Next_DeadlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඊළඟ නියමිත දිනය: ${i?.title}, ${i?.date}.`)
};

export const insights_next_development = /** @type {(inputs: Insights_Next_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සංවර්ධනය 100% දක්වා දිගටම සිදු වේ, ඉන්පසු පරීක්ෂා කිරීම`)
};

export const insights_next_first_report = /** @type {(inputs: Insights_Next_First_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එහි පළමු විශ්ලේෂණ වාර්තාව උඩුගත කෙරේ`)
};

export const insights_next_report_ready = /** @type {(inputs: Insights_Next_Report_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එහි විශ්ලේෂණ වාර්තාව විශ්ලේෂණ පටිත්තේ ඇත`)
};

export const insights_next_testing = /** @type {(inputs: Insights_Next_TestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරීක්ෂා කිරීම අවසන් කර ව්‍යාපෘතිය නිම කෙරේ`)
};

export const insights_next_work_starts = /** @type {(inputs: Insights_Next_Work_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වැඩ ආරම්භ වේ`)
};

export const insights_no_figures = /** @type {(inputs: Insights_No_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම සංඛ්‍යා නැත`)
};

export const insights_no_projects = /** @type {(inputs: Insights_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට තවම ව්‍යාපෘති නැත. ආරම්භ කිරීමට ඔබේ පරිපාලක අමතන්න.`)
};

export const insights_no_report_not_completed = /** @type {(inputs: Insights_No_Report_Not_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා තවම විශ්ලේෂණ නැත: එය නිම කර සම්බන්ධ කළ පසු වාර්තා ලැබේ.`)
};

export const insights_no_report_not_connected = /** @type {(inputs: Insights_No_Report_Not_ConnectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} නිම කර ඇති නමුත් විශ්ලේෂණ තවම සම්බන්ධ කර නැත.`)
};

export const insights_no_report_yet = /** @type {(inputs: Insights_No_Report_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා විශ්ලේෂණ සම්බන්ධ කර ඇත; එහි පළමු වාර්තාව තවම උඩුගත කර නැත.`)
};

export const insights_no_reports = /** @type {(inputs: Insights_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ කිසිදු ව්‍යාපෘතියකට තවම විශ්ලේෂණ වාර්තාවක් නැත; නිම කළ ව්‍යාපෘතියක් සම්බන්ධ කළ පසු වාර්තා පෙන්වයි.`)
};

export const insights_none_at_risk = /** @type {(inputs: Insights_None_At_RiskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කිසිදු ව්‍යාපෘතියක් නියමිත දිනය මග හැරීමේ අවදානමක නැත.`)
};

export const insights_pace = /** @type {(inputs: Insights_PaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දිනකට ලකුණු ${i?.pace}ක් පමණ ඉදිරියට යයි`)
};

export const insights_pace_none = /** @type {(inputs: Insights_Pace_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම මැනිය හැකි ප්‍රගතියක් නැත`)
};

export const insights_person_freelancer = /** @type {(inputs: Insights_Person_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: නිදහස් සේවකයා ${i?.name}.`)
};

export const insights_person_none = /** @type {(inputs: Insights_Person_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: තවම නිදහස් සේවකයෙකු පවරා නැත.`)
};

export const insights_project_line = /** @type {(inputs: Insights_Project_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ප්‍රගතිය ${i?.progress}% (${i?.status}); ${i?.deadline}; ${i?.pace}.`)
};

export const insights_project_not_found = /** @type {(inputs: Insights_Project_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය හමු නොවීය`)
};

export const insights_prompt_required = /** @type {(inputs: Insights_Prompt_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර පළමුව ප්‍රශ්නයක් ටයිප් කරන්න.`)
};

export const insights_prompt_too_long = /** @type {(inputs: Insights_Prompt_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබේ ප්‍රශ්නය අකුරු 2,000කට අඩුවෙන් තබන්න.`)
};

export const insights_report = /** @type {(inputs: Insights_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}, ${i?.date} වාර්තාව: ${i?.figures}.`)
};

export const insights_summary = /** @type {(inputs: Insights_SummaryInputs) => LocalizedString} */ (i) => {
	const countPlural = registry.plural("si", i?.count, {});return /** @type {LocalizedString} */ (`ඔබට ව්‍යාපෘති ${i?.count}ක් ඇත: ${i?.underWay}ක් සිදු වෙමින් සහ ${i?.completed}ක් නිම කර, සාමාන්‍යයෙන් ${i?.average}%.`)
};

export const insights_thinking = /** @type {(inputs: Insights_ThinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සිතමින්...`)
};

export const insights_top_pages = /** @type {(inputs: Insights_Top_PagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`වැඩිපුරම බැලූ පිටු: ${i?.pages}.`)
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
	return /** @type {LocalizedString} */ (`“${i?.text}” මෙම සේවාදායකයා සඳහා දැනටමත් ලුහුබඳියි.`)
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
	return /** @type {LocalizedString} */ (`මෙම සේවාදායකයාට සක්‍රිය SEO සැලසුමක් නැති නිසා මූල පද ලුහුබැඳිය නොහැක. මූල පද ලුහුබැඳීම SEO සැලසුමක් සමඟ ලැබේ.`)
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

export const notifications_all_read = /** @type {(inputs: Notifications_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු දැනුම්දීම් කියවූ ලෙස සලකුණු කළා.`)
};

export const notifications_choose_mails = /** @type {(inputs: Notifications_Choose_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට තැපෑලෙන් එවිය යුත්තේ කුමක්දැයි තෝරන තැන:`)
};

export const notifications_kind_approval = /** @type {(inputs: Notifications_Kind_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනුමැතීන්`)
};

export const notifications_kind_assignment = /** @type {(inputs: Notifications_Kind_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැවරීම්`)
};

export const notifications_kind_change_request = /** @type {(inputs: Notifications_Kind_Change_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස් කිරීමේ ඉල්ලීම්`)
};

export const notifications_kind_comment = /** @type {(inputs: Notifications_Kind_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස්`)
};

export const notifications_kind_lead = /** @type {(inputs: Notifications_Kind_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව විමසීම්`)
};

export const notifications_kind_payment = /** @type {(inputs: Notifications_Kind_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගෙවීම්`)
};

export const notifications_kind_post = /** @type {(inputs: Notifications_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අන්තර්ගත දින දර්ශනයේ පළ කිරීම්`)
};

export const notifications_kind_post_overdue = /** @type {(inputs: Notifications_Kind_Post_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නියමිත වේලාවට අනුමත නොවූ පළ කිරීම්`)
};

export const notifications_kind_post_reminder = /** @type {(inputs: Notifications_Kind_Post_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉක්මනින් ඔබ බලාපොරොත්තුවෙන් ඇති පළ කිරීම්`)
};

export const notifications_kind_project = /** @type {(inputs: Notifications_Kind_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ව්‍යාපෘති`)
};

export const notifications_kind_status = /** @type {(inputs: Notifications_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්ව වෙනස්වීම්`)
};

export const notifications_kind_ticket = /** @type {(inputs: Notifications_Kind_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීම්`)
};

export const notifications_kind_update = /** @type {(inputs: Notifications_Kind_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගති යාවත්කාලීන`)
};

export const notifications_list_label = /** @type {(inputs: Notifications_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ දැනුම්දීම්`)
};

export const notifications_mails_intro = /** @type {(inputs: Notifications_Mails_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෑම දැනුම්දීමක්ම සීනුව යටතේ පෙන්වයි. ඉන් තැපෑලෙන්ද එවිය යුත්තේ කුමක්දැයි තෝරන්න: වහාම, නැතහොත් ශ්‍රී ලංකා වේලාවෙන් 08:00ට දිනපතා සාරාංශයක එකට.`)
};

export const notifications_mails_title = /** @type {(inputs: Notifications_Mails_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම් තැපැල්`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියල්ල කියවූ ලෙස සලකුණු කරන්න`)
};

export const notifications_mode_digest = /** @type {(inputs: Notifications_Mode_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිනපතා සාරාංශය`)
};

export const notifications_mode_instant = /** @type {(inputs: Notifications_Mode_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වහාම`)
};

export const notifications_mode_off = /** @type {(inputs: Notifications_Mode_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නැත`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම දැනුම්දීම් නැත.`)
};

export const notifications_not_found = /** @type {(inputs: Notifications_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම දැනුම්දීම නොපවතී.`)
};

export const notifications_nothing_unread = /** @type {(inputs: Notifications_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොකියවූ කිසිවක් නැත.`)
};

export const notifications_page_title = /** @type {(inputs: Notifications_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම් | Fli DESK`)
};

export const notifications_prefs_invalid = /** @type {(inputs: Notifications_Prefs_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් එක් වර්ගය සඳහා වහාම, දිනපතා සාරාංශය හෝ නැත තෝරන්න`)
};

export const notifications_prefs_saved = /** @type {(inputs: Notifications_Prefs_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ දැනුම්දීම් තේරීම් සුරකින ලදී.`)
};

export const notifications_profile_link = /** @type {(inputs: Notifications_Profile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පැතිකඩ`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තැපැල් තේරීම් සුරකින්න`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම්`)
};

export const notifications_unknown_form = /** @type {(inputs: Notifications_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා පෝරමයකි`)
};

export const notifications_unread_count = /** @type {(inputs: Notifications_Unread_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`නොකියවූ ${i?.count}.`)
};

export const notifications_unread_mark = /** @type {(inputs: Notifications_Unread_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොකියවූ: `)
};

export const notify_lead_contact = /** @type {(inputs: Notify_Lead_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ගෙන් නව සම්බන්ධතා පණිවිඩයක්`)
};

export const notify_lead_quote = /** @type {(inputs: Notify_Lead_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ගෙන් නව මිල ඇස්තමේන්තු ඉල්ලීමක්`)
};

export const notify_mail_because = /** @type {(inputs: Notify_Mail_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබට මෙම තැපෑල ලැබෙන්නේ ${i?.kinds} වහාම ඔබට තැපෑලෙන් එවීමට ඔබ තෝරා ඇති නිසාය (ඔබේ Fli DESK පැතිකඩ).`)
};

export const notify_mail_digest_because = /** @type {(inputs: Notify_Mail_Digest_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබට මෙම සාරාංශය ලැබෙන්නේ ${i?.kinds} සඳහා ඔබ එය තෝරා ඇති නිසාය (ඔබේ Fli DESK පැතිකඩ).`)
};

export const notify_mail_digest_heading = /** @type {(inputs: Notify_Mail_Digest_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊයේ සිට සිදු වූ දේ`)
};

export const notify_mail_digest_subject = /** @type {(inputs: Notify_Mail_Digest_SubjectInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ඔබේ Fli DESK සාරාංශය: නව දැනුම්දීම් ${i?.count}`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`ඔබේ Fli DESK සාරාංශය: නව දැනුම්දීම් ${i?.count}`);
	return /** @type {LocalizedString} */ ("notify_mail_digest_subject");
};

export const notify_mail_digest_unsubscribe = /** @type {(inputs: Notify_Mail_Digest_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිනපතා සාරාංශය නවත්වන්න`)
};

export const notify_mail_manage = /** @type {(inputs: Notify_Mail_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම් තැපැල් කළමනාකරණය කරන්න`)
};

export const notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අලුත්ම ${i?.latest} පහතින් ඇත; තවත් ${i?.more}ක් Fli DESK හි ඇත.`)
};

export const notify_mail_open = /** @type {(inputs: Notify_Mail_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK හි විවෘත කරන්න`)
};

export const notify_mail_see_all = /** @type {(inputs: Notify_Mail_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු දැනුම්දීම් බලන්න`)
};

export const notify_mail_thread_subject = /** @type {(inputs: Notify_Mail_Thread_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (අලුත් ${i?.count})`)
};

export const notify_mail_thread_summary = /** @type {(inputs: Notify_Mail_Thread_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මේ ගැන දැනුම්දීම් ${i?.count}ක් කෙටි කාලයක් තුළ ලැබුණි; මෙන්න ඒවා එකට.`)
};

export const notify_mail_unsubscribe = /** @type {(inputs: Notify_Mail_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} තැපැල් නවත්වන්න`)
};

export const notify_payment_failed = /** @type {(inputs: Notify_Payment_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ගෙවීම අසාර්ථකයි: ${i?.what}`)
};

export const notify_payment_order = /** @type {(inputs: Notify_Payment_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඇණවුම ${i?.order}`)
};

export const notify_payment_order_email = /** @type {(inputs: Notify_Payment_Order_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඇණවුම ${i?.order}, ${i?.email}`)
};

export const notify_payment_received = /** @type {(inputs: Notify_Payment_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ගෙවීම ලැබුණා: ${i?.what}`)
};

export const notify_post_awaiting = /** @type {(inputs: Notify_Post_AwaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ අනුමැතිය බලාපොරොත්තුවෙන් පළ කිරීමක් ඇත: ${i?.title}`)
};

export const notify_post_comment = /** @type {(inputs: Notify_Post_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} මත නව අදහසක්`)
};

export const notify_post_internal_comment = /** @type {(inputs: Notify_Post_Internal_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} මත නව අභ්‍යන්තර අදහසක්`)
};

export const notify_post_moved = /** @type {(inputs: Notify_Post_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ${i?.to} වෙත ගෙන යන ලදී`)
};

export const notify_post_moved_note = /** @type {(inputs: Notify_Post_Moved_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} සිට ${i?.to} වෙත ගෙන යන ලදී`)
};

export const notify_post_overdue_body = /** @type {(inputs: Notify_Post_Overdue_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`එය ${i?.when} (ශ්‍රී ලංකා වේලාව) ට නියමිතව තිබූ අතර තවමත් ${i?.status} තත්ත්වයේ ඇත.`)
};

export const notify_post_overdue_title = /** @type {(inputs: Notify_Post_Overdue_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`නියමිත වේලාවට අනුමත නොවීය: ${i?.title}`)
};

export const notify_post_reminder_body = /** @type {(inputs: Notify_Post_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මෙම පළ කිරීම ${i?.when} (ශ්‍රී ලංකා වේලාව) ට පළ වේ. එය අනුමත කරන්න, නැතහොත් වෙනස්කම් ඉල්ලන්න.`)
};

export const notify_post_reminder_title = /** @type {(inputs: Notify_Post_Reminder_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ අනුමැතිය බලාපොරොත්තුවෙන්: ${i?.title}`)
};

export const notify_post_status = /** @type {(inputs: Notify_Post_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: දැන් ${i?.status}`)
};

export const notify_posts_approved = /** @type {(inputs: Notify_Posts_ApprovedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`පළ කිරීම් 1ක් අනුමත කරන ලදී. (${i?.month})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`පළ කිරීම් ${i?.count}ක් අනුමත කරන ලදී. (${i?.month})`);
	return /** @type {LocalizedString} */ ("notify_posts_approved");
};

export const notify_project_assigned = /** @type {(inputs: Notify_Project_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} ව්‍යාපෘතිය ඔබට පවරා ඇත`)
};

export const notify_project_comment = /** @type {(inputs: Notify_Project_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} මත නව අදහසක්`)
};

export const notify_project_new = /** @type {(inputs: Notify_Project_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`නව ව්‍යාපෘතිය: ${i?.title}`)
};

export const notify_project_progress = /** @type {(inputs: Notify_Project_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ප්‍රගතිය ${i?.progress}%`)
};

export const notify_project_progress_back = /** @type {(inputs: Notify_Project_Progress_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ප්‍රගතිය ${i?.previous}% සිට ${i?.progress}% දක්වා ආපසු අඩු විය`)
};

export const notify_project_status = /** @type {(inputs: Notify_Project_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: දැන් ${i?.status}`)
};

export const notify_return_body = /** @type {(inputs: Notify_Return_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඇණවුම ${i?.order}, ${i?.email}, ගෙවීම ${i?.payment}: ${i?.detail}. එය සම්පූර්ණයෙන්ම ආපසු ගෙවනු ලැබේ.`)
};

export const notify_return_closed = /** @type {(inputs: Notify_Return_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`අත්හැර දැමූ ඇණවුමකට ගෙවීමක්: ${i?.amount}`)
};

export const notify_return_duplicate = /** @type {(inputs: Notify_Return_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දැනටමත් ගෙවා ඇති ඇණවුමකට දෙවන ගෙවීමක්: ${i?.amount}`)
};

export const notify_return_terms = /** @type {(inputs: Notify_Return_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ගෙවීම ප්‍රතික්ෂේප කළා, එහි කොන්දේසි ඇණවුමේ කොන්දේසිවලට වඩා වෙනස්: ${i?.amount}`)
};

export const notify_ticket_assigned = /** @type {(inputs: Notify_Ticket_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ඔබට පවරා ඇත: ${i?.subject}`)
};

export const notify_ticket_client_reply = /** @type {(inputs: Notify_Ticket_Client_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා ${i?.reference} ට පිළිතුරු දුන්නා: ${i?.subject}`)
};

export const notify_ticket_new = /** @type {(inputs: Notify_Ticket_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`නව සහාය ඉල්ලීම ${i?.reference}: ${i?.subject}`)
};

export const notify_ticket_reply = /** @type {(inputs: Notify_Ticket_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ට නව පිළිතුරක්: ${i?.subject}`)
};

export const notify_ticket_status = /** @type {(inputs: Notify_Ticket_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} දැන් ${i?.status}: ${i?.subject}`)
};

export const notify_update_approved = /** @type {(inputs: Notify_Update_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} හි යාවත්කාලීනය අනුමත කළා`)
};

export const notify_update_changes_requested = /** @type {(inputs: Notify_Update_Changes_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} සඳහා වෙනස්කම් ඉල්ලා ඇත`)
};

export const preview_caption = /** @type {(inputs: Preview_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} පෙරදසුන`)
};

export const preview_characters = /** @type {(inputs: Preview_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අකුරු:`)
};

export const preview_less = /** @type {(inputs: Preview_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අඩුවෙන්`)
};

export const preview_media_count = /** @type {(inputs: Preview_Media_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}න් 1`)
};

export const preview_more = /** @type {(inputs: Preview_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තව`)
};

export const preview_no_media = /** @type {(inputs: Preview_No_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම රූප හෝ වීඩියෝ නැත`)
};

export const preview_over_limit = /** @type {(inputs: Preview_Over_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සීමාව ඉක්මවා ඇත:`)
};

export const preview_see_less = /** @type {(inputs: Preview_See_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අඩුවෙන් බලන්න`)
};

export const preview_see_more = /** @type {(inputs: Preview_See_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තව බලන්න`)
};

export const profile_2fa_app_code = /** @type {(inputs: Profile_2fa_App_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුමේ කේතය`)
};

export const profile_2fa_by_hand = /** @type {(inputs: Profile_2fa_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්කෑන් කළ නොහැකිද? මෙම යතුර අතින් ඇතුළත් කර ගිණුමක් එක් කරන්න (කාලය මත පදනම් වූ, ඉලක්කම් 6):`)
};

export const profile_2fa_codes_list = /** @type {(inputs: Profile_2fa_Codes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රතිසාධන කේත`)
};

export const profile_2fa_codes_text = /** @type {(inputs: Profile_2fa_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එක් එක් කේතයෙන් දුරකථනය නොමැතිව එක් වරක් පුරනය විය හැක. ඒවා දැන්ම ආරක්ෂිත තැනක සුරකින්න: ඒවා නැවත පෙන්වනු නොලැබේ.`)
};

export const profile_2fa_codes_title = /** @type {(inputs: Profile_2fa_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ප්‍රතිසාධන කේත`)
};

export const profile_2fa_disable_code = /** @type {(inputs: Profile_2fa_Disable_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ යෙදුමේ කේතය, හෝ ප්‍රතිසාධන කේතයක්`)
};

export const profile_2fa_enter_code = /** @type {(inputs: Profile_2fa_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. යෙදුම පෙන්වන ඉලක්කම් 6ක කේතය ඇතුළත් කරන්න`)
};

export const profile_2fa_intro = /** @type {(inputs: Profile_2fa_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ මුරපදයට අමතරව, ඔබේ දුරකථනයේ සත්‍යාපන යෙදුමකින් (Google Authenticator, Microsoft Authenticator හෝ 1Password වැනි) ලැබෙන කේතයකින් පුරනය වන්න: එවිට සොරාගත් මුරපදයකින් පමණක් කිසිවක් විවෘත නොවේ.`)
};

export const profile_2fa_must_enrol = /** @type {(inputs: Profile_2fa_Must_EnrolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉදිරියට යාමට ද්වි-සාධක පුරනය සකසන්න: මෙම සේවාදායකයේ පරිපාලකයින්ට එය අවශ්‍යයි.`)
};

export const profile_2fa_on = /** @type {(inputs: Profile_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සක්‍රියයි`)
};

export const profile_2fa_qr_alt = /** @type {(inputs: Profile_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුම සඳහා QR කේතය`)
};

export const profile_2fa_regenerate = /** @type {(inputs: Profile_2fa_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ප්‍රතිසාධන කේත සාදන්න`)
};

export const profile_2fa_regenerate_title = /** @type {(inputs: Profile_2fa_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ප්‍රතිසාධන කේත`)
};

export const profile_2fa_scan = /** @type {(inputs: Profile_2fa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. මෙම QR කේතය ඔබේ සත්‍යාපන යෙදුමෙන් ස්කෑන් කරන්න.`)
};

export const profile_2fa_since = /** @type {(inputs: Profile_2fa_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} සිට · ප්‍රතිසාධන කේත 10න් ${i?.left}ක් ඉතිරියි`)
};

export const profile_2fa_start = /** @type {(inputs: Profile_2fa_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය සකසන්න`)
};

export const profile_2fa_title = /** @type {(inputs: Profile_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය`)
};

export const profile_2fa_turn_off = /** @type {(inputs: Profile_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය අක්‍රිය කරන්න`)
};

export const profile_2fa_turn_on = /** @type {(inputs: Profile_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය සක්‍රිය කරන්න`)
};

export const profile_a_browser = /** @type {(inputs: Profile_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`බ්‍රව්සරයක්`)
};

export const profile_a_script = /** @type {(inputs: Profile_A_ScriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ස්ක්‍රිප්ටයක්`)
};

export const profile_account_page_title = /** @type {(inputs: Profile_Account_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැතිකඩ සහ ආරක්ෂාව | Fli DESK`)
};

export const profile_change_email = /** @type {(inputs: Profile_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඊමේල් ලිපිනය වෙනස් කරන්න`)
};

export const profile_change_password = /** @type {(inputs: Profile_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය වෙනස් කරන්න`)
};

export const profile_confirm_password = /** @type {(inputs: Profile_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව මුරපදය තහවුරු කරන්න`)
};

export const profile_current_password = /** @type {(inputs: Profile_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වත්මන් මුරපදය`)
};

export const profile_device_gone = /** @type {(inputs: Profile_Device_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම උපාංගය දැනටමත් ඉවත් කර ඇත.`)
};

export const profile_device_on = /** @type {(inputs: Profile_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.system} මත ${i?.browser}`)
};

export const profile_device_signed_out = /** @type {(inputs: Profile_Device_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම උපාංගය ඉවත් කරන ලදී.`)
};

export const profile_devices_title = /** @type {(inputs: Profile_Devices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වී ඇති උපාංග`)
};

export const profile_email_change_note = /** @type {(inputs: Profile_Email_Change_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ලිපිනයක් භාවිතයට එන්නේ අප එයට එවන සබැඳියෙන් ඔබ එය තහවුරු කළ පසුවයි.`)
};

export const profile_email_is = /** @type {(inputs: Profile_Email_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ ඊමේල් ලිපිනය ${i?.email} වේ.`)
};

export const profile_failed_attempt = /** @type {(inputs: Profile_Failed_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අසාර්ථක උත්සාහයක්`)
};

export const profile_language = /** @type {(inputs: Profile_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භාෂාව`)
};

export const profile_last_active = /** @type {(inputs: Profile_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවසන් වරට සක්‍රිය වූයේ`)
};

export const profile_new_email = /** @type {(inputs: Profile_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ඊමේල් ලිපිනය`)
};

export const profile_new_password = /** @type {(inputs: Profile_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව මුරපදය`)
};

export const profile_no_sign_ins = /** @type {(inputs: Profile_No_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම කිසිදු පුරනය වීමක් සටහන් වී නැත.`)
};

export const profile_others_signed_out = /** @type {(inputs: Profile_Others_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනෙක් සියලු උපාංග ඉවත් කරන ලදී.`)
};

export const profile_page_title = /** @type {(inputs: Profile_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} | පැතිකඩ සහ ආරක්ෂාව | Fli DESK`)
};

export const profile_password_changed = /** @type {(inputs: Profile_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුරපදය වෙනස් කළා. අනෙක් සියලු උපාංග ඉවත් කරන ලදී.`)
};

export const profile_password_rule = /** @type {(inputs: Profile_Password_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවම වශයෙන් අක්ෂර 8ක්: කුඩා අකුරක්, කැපිටල් අකුරක් සහ ඉලක්කමක් සමඟ.`)
};

export const profile_role = /** @type {(inputs: Profile_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භූමිකාව`)
};

export const profile_save_language = /** @type {(inputs: Profile_Save_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භාෂාව සුරකින්න`)
};

export const profile_save_name = /** @type {(inputs: Profile_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නම සුරකින්න`)
};

export const profile_saving = /** @type {(inputs: Profile_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සුරකිමින්...`)
};

export const profile_section_account = /** @type {(inputs: Profile_Section_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ගිණුම`)
};

export const profile_section_devices = /** @type {(inputs: Profile_Section_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`උපාංග`)
};

export const profile_section_notifications = /** @type {(inputs: Profile_Section_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම්`)
};

export const profile_section_security = /** @type {(inputs: Profile_Section_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරක්ෂාව`)
};

export const profile_sections_nav = /** @type {(inputs: Profile_Sections_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැතිකඩේ කොටස්`)
};

export const profile_sending = /** @type {(inputs: Profile_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යවමින්...`)
};

export const profile_sign_ins_change_password = /** @type {(inputs: Profile_Sign_Ins_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ මුරපදය වෙනස් කර`)
};

export const profile_sign_ins_if_not_you = /** @type {(inputs: Profile_Sign_Ins_If_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉන් එකක් ඔබ නොවේ නම්,`)
};

export const profile_sign_ins_intro = /** @type {(inputs: Profile_Sign_Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබේ Fli DESK හැඳුනුම් අංකයෙන් කළ අවසන් පුරනය වීම් සහ අසාර්ථක උත්සාහයන් ${i?.limit}.`)
};

export const profile_sign_ins_sign_out_others = /** @type {(inputs: Profile_Sign_Ins_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ අනෙක් උපාංගවලින් ඉවත් වන්න.`)
};

export const profile_sign_ins_title = /** @type {(inputs: Profile_Sign_Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය වීම්වල ඉතිහාසය`)
};

export const profile_sign_out_device = /** @type {(inputs: Profile_Sign_Out_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත් කරන්න`)
};

export const profile_sign_out_others = /** @type {(inputs: Profile_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනෙක් සියලු උපාංගවලින් ඉවත් වන්න`)
};

export const profile_signed_in = /** @type {(inputs: Profile_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පුරනය විය`)
};

export const profile_this_device = /** @type {(inputs: Profile_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම උපාංගය`)
};

export const profile_title = /** @type {(inputs: Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැතිකඩ සහ ආරක්ෂාව`)
};

export const profile_unknown_address = /** @type {(inputs: Profile_Unknown_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා ලිපිනයක්`)
};

export const profile_unknown_device = /** @type {(inputs: Profile_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා උපාංගයක්`)
};

export const profile_wrong_current = /** @type {(inputs: Profile_Wrong_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ වත්මන් මුරපදය නිවැරදි නැත`)
};

export const profile_your_name = /** @type {(inputs: Profile_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ නම`)
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

export const project_answer_approved = /** @type {(inputs: Project_Answer_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීනය අනුමත කළා`)
};

export const project_answer_changes_requested = /** @type {(inputs: Project_Answer_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස් කිරීම් ඉල්ලුවා`)
};

export const project_answer_client_only = /** @type {(inputs: Project_Answer_Client_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීනයක් අනුමත කිරීමට හෝ වෙනස් කිරීම් ඉල්ලීමට හැක්කේ ව්‍යාපෘතියේ සේවාදායකයාට පමණි`)
};

export const project_answer_comment_added = /** @type {(inputs: Project_Answer_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස එක් කළා`)
};

export const project_answer_comment_deleted = /** @type {(inputs: Project_Answer_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස මකා දැමුවා`)
};

export const project_answer_comment_edited = /** @type {(inputs: Project_Answer_Comment_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස යාවත්කාලීන කළා`)
};

export const project_answer_comment_not_found = /** @type {(inputs: Project_Answer_Comment_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස හමු නොවීය`)
};

export const project_answer_complete_from_pending = /** @type {(inputs: Project_Answer_Complete_From_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“නිම කළා” ලෙස සලකුණු කළ හැක්කේ “කෙරෙමින් පවතී” හෝ “පරීක්ෂා කරමින්” ඇති ව්‍යාපෘතියක් පමණි.`)
};

export const project_answer_completed_assign = /** @type {(inputs: Project_Answer_Completed_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ව්‍යාපෘතිය නිම කර ඇති බැවින් එහි නිදහස් සේවකයා වෙනස් කළ නොහැක. පළමුව එය නැවත විවෘත කිරීමට එහි තත්ත්වය “කෙරෙමින් පවතී” ලෙස සකසන්න.`)
};

export const project_answer_completed_progress = /** @type {(inputs: Project_Answer_Completed_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ව්‍යාපෘතිය නිම කර ඇති බැවින් එහි ප්‍රගතිය තවදුරටත් වෙනස් කළ නොහැක. වැඩ දිගටම කරගෙන යන්නේ නම් එය නැවත විවෘත කරන ලෙස පරිපාලකගෙන් ඉල්ලන්න.`)
};

export const project_answer_completion_needs_approval = /** @type {(inputs: Project_Answer_Completion_Needs_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයා මෙම ව්‍යාපෘතියේ නවතම යාවත්කාලීනය අනුමත කර නැත. කෙසේ වෙතත් එය නිම කිරීමට “අනුමැතියකින් තොරව නිම කරන්න” සලකුණු කරන්න.`)
};

export const project_answer_edit_window_over = /** @type {(inputs: Project_Answer_Edit_Window_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහසක් සංස්කරණය කිරීමට හෝ මකා දැමීමට හැක්කේ එය පළ කර විනාඩි 15ක් ඇතුළත පමණි`)
};

export const project_answer_failed = /** @type {(inputs: Project_Answer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යම් දෝෂයක් සිදු විය. කරුණාකර නැවත උත්සාහ කරන්න.`)
};

export const project_answer_image_too_large = /** @type {(inputs: Project_Answer_Image_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රූපය උපරිම 5 MB විය යුතුය`)
};

export const project_answer_image_unavailable = /** @type {(inputs: Project_Answer_Image_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ රූපය මේ මොහොතේ සුරැකිය නොහැකි විය. කිසිවක් පළ නොකළා: කරුණාකර නැවත උත්සාහ කරන්න.`)
};

export const project_answer_needs_freelancer = /** @type {(inputs: Project_Answer_Needs_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ව්‍යාපෘතිය “කෙරෙමින් පවතී” හෝ “පරීක්ෂා කරමින්” තත්ත්වයට ගෙන යාමට පෙර නිදහස් සේවකයෙකු පවරන්න.`)
};

export const project_answer_not_found = /** @type {(inputs: Project_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය හමු නොවීය`)
};

export const project_answer_not_yours = /** @type {(inputs: Project_Answer_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබට සංස්කරණය කිරීමට හෝ මකා දැමීමට හැක්කේ ඔබේම අදහස් පමණි`)
};

export const project_answer_notes_text = /** @type {(inputs: Project_Answer_Notes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීන සටහන් පෙළක් විය යුතුය`)
};

export const project_answer_one_image = /** @type {(inputs: Project_Answer_One_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහසකට එක් කළ හැක්කේ එක් රූපයක් පමණි`)
};

export const project_answer_pending_with_freelancer = /** @type {(inputs: Project_Answer_Pending_With_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවකයෙකු සිටින ව්‍යාපෘතියක් “පොරොත්තුවෙන්” විය නොහැක. පළමුව නිදහස් සේවකයාගේ පැවරීම ඉවත් කරන්න.`)
};

export const project_answer_screenshot_too_large = /** @type {(inputs: Project_Answer_Screenshot_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සෑම තිර රුවක්ම උපරිම 5 MB විය යුතුය`)
};

export const project_answer_screenshots_unavailable = /** @type {(inputs: Project_Answer_Screenshots_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ තිර රූ මේ මොහොතේ සුරැකිය නොහැකි විය. කිසිවක් වෙනස් නොකළා: කරුණාකර නැවත උත්සාහ කරන්න.`)
};

export const project_answer_too_many_images = /** @type {(inputs: Project_Answer_Too_Many_ImagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`එක් යාවත්කාලීනයකට උපරිම තිර රූ ${i?.max}ක්`)
};

export const project_answer_unknown_form = /** @type {(inputs: Project_Answer_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා පෝරමයකි`)
};

export const project_answer_update_not_found = /** @type {(inputs: Project_Answer_Update_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීනය හමු නොවීය`)
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
	return /** @type {LocalizedString} */ (`සේවාදායකයා`)
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

export const project_google_connection = /** @type {(inputs: Project_Google_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google සම්බන්ධතාවය`)
};

export const project_google_import = /** @type {(inputs: Project_Google_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google ආයාතය`)
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

export const project_keywords_manage = /** @type {(inputs: Project_Keywords_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ලුහුබඳින මූල පද කළමනාකරණය කරන්න`)
};

export const project_keywords_tracks = /** @type {(inputs: Project_Keywords_TracksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client} හි ${i?.plan} සැලසුම මූල පද ${i?.limit}ක් දක්වා ලුහුබඳියි.`)
};

export const project_keywords_tracks_unlimited = /** @type {(inputs: Project_Keywords_Tracks_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client} හි ${i?.plan} සැලසුම සීමාවකින් තොරව මූල පද ලුහුබඳියි.`)
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

export const project_report_average_session = /** @type {(inputs: Project_Report_Average_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සාමාන්‍ය සැසිය:`)
};

export const project_report_bounce_rate = /** @type {(inputs: Project_Report_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත්වීමේ අනුපාතය`)
};

export const project_report_minutes = /** @type {(inputs: Project_Report_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මිනි. ${i?.count}`)
};

export const project_report_of = /** @type {(inputs: Project_Report_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} වාර්තාව`)
};

export const project_report_page_views = /** @type {(inputs: Project_Report_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටු නැරඹුම්`)
};

export const project_report_top_pages = /** @type {(inputs: Project_Report_Top_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රධාන පිටු:`)
};

export const project_report_unique_visitors = /** @type {(inputs: Project_Report_Unique_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අනන්‍ය අමුත්තන්`)
};

export const project_request_changes = /** @type {(inputs: Project_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස්කම් ඉල්ලන්න`)
};

export const project_role_admin = /** @type {(inputs: Project_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පරිපාලක`)
};

export const project_role_client = /** @type {(inputs: Project_Role_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායක`)
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

export const report_admin_title = /** @type {(inputs: Report_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසික වාර්තා | පරිපාලක පුවරුව`)
};

export const report_choose_month = /** @type {(inputs: Report_Choose_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`YYYY-MM ලෙස මාසයක් තෝරන්න.`)
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

export const report_freelancer = /** @type {(inputs: Report_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාසික වාර්තා සේවාදායකයින් සහ පරිපාලකයින් සඳහා පමණි.`)
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

export const report_no_client = /** @type {(inputs: Report_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එවැනි සේවාදායකයෙකු නැත.`)
};

export const report_none = /** @type {(inputs: Report_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම මාසයේ කිසිදු සේවාදායකයෙකුට සක්‍රිය සැලසුමක් නොතිබුණි.`)
};

export const report_not_found = /** @type {(inputs: Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එවැනි වාර්තාවක් නැත.`)
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

export const report_unmade = /** @type {(inputs: Report_UnmadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම වාර්තාව තවම සකස් කර නැත: පළමුව එය නැවත සකස් කරන්න.`)
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
	return /** @type {LocalizedString} */ (`විශ්ලේෂණ | සේවාදායක පුවරුව`)
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

export const results_google_chosen = /** @type {(inputs: Results_Google_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics ප්‍රොපර්ටිය සහ Google Search Console අඩවිය සුරැකුණා.`)
};

export const results_google_connect_failed = /** @type {(inputs: Results_Google_Connect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google සම්බන්ධ කිරීම අසාර්ථක විය:`)
};

export const results_google_connected = /** @type {(inputs: Results_Google_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google සම්බන්ධ කළා. Google Analytics ප්‍රොපර්ටිය සහ Google Search Console අඩවිය තෝරන්න.`)
};

export const results_google_declined = /** @type {(inputs: Results_Google_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google ප්‍රවේශය ලබා නොදුන් නිසා කිසිවක් සම්බන්ධ කළේ නැත.`)
};

export const results_google_disconnect_failed = /** @type {(inputs: Results_Google_Disconnect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google විසන්ධි කිරීම අසාර්ථක විය:`)
};

export const results_google_disconnected = /** @type {(inputs: Results_Google_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google විසන්ධි කළා.`)
};

export const results_google_grant_revoked = /** @type {(inputs: Results_Google_Grant_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google ප්‍රවේශය අවලංගු කර හෝ කල් ඉකුත් වී ඇත. කරුණාකර Google නැවත සම්බන්ධ කරන්න.`)
};

export const results_google_import_broke = /** @type {(inputs: Results_Google_Import_BrokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යෙදුමේ දෝෂයක් නිසා ආයාතය නතර විය; පැයක් ඇතුළත එය නැවත උත්සාහ කෙරේ.`)
};

export const results_google_no_refresh_token = /** @type {(inputs: Results_Google_No_Refresh_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google ස්ථිර ප්‍රවේශයක් ලබා දුන්නේ නැත. කරුණාකර නැවත සම්බන්ධ කර ප්‍රවේශයට ඉඩ දෙන්න.`)
};

export const results_google_not_a_choice = /** @type {(inputs: Results_Google_Not_A_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ලැයිස්තුවලින් ප්‍රොපර්ටියක් සහ අඩවියක් තෝරන්න.`)
};

export const results_google_not_connected = /** @type {(inputs: Results_Google_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ව්‍යාපෘතියට Google සම්බන්ධ කර නැත.`)
};

export const results_google_state_refused = /** @type {(inputs: Results_Google_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම Google පුරනය වීමේ සබැඳිය කල් ඉකුත් වී හෝ දැනටමත් භාවිත කර ඇත. කරුණාකර නැවත සම්බන්ධ කරන්න.`)
};

export const results_meta_connect_failed = /** @type {(inputs: Results_Meta_Connect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook සම්බන්ධ කිරීම අසාර්ථක විය:`)
};

export const results_meta_connected = /** @type {(inputs: Results_Meta_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook සම්බන්ධ කළා. වාර්තා කළ යුතු පිටුව තෝරන්න.`)
};

export const results_meta_disconnect_failed = /** @type {(inputs: Results_Meta_Disconnect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook විසන්ධි කිරීම අසාර්ථක විය:`)
};

export const results_meta_disconnected = /** @type {(inputs: Results_Meta_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook සහ Instagram විසන්ධි කළා.`)
};

export const results_meta_login_denied = /** @type {(inputs: Results_Meta_Login_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook ප්‍රවේශය ලබා නොදුන් නිසා කිසිවක් සම්බන්ධ කළේ නැත.`)
};

export const results_meta_no_pages = /** @type {(inputs: Results_Meta_No_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම Facebook ගිණුම යෙදුම සමඟ බෙදාගත් කිසිදු පිටුවක් කළමනාකරණය නොකරයි. නැවත සම්බන්ධ කර පිටුව සලකුණු කරන්න.`)
};

export const results_meta_not_a_choice = /** @type {(inputs: Results_Meta_Not_A_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ලැයිස්තුවෙන් පිටුවක් තෝරන්න.`)
};

export const results_meta_not_connected = /** @type {(inputs: Results_Meta_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ව්‍යාපෘතියට Facebook සම්බන්ධ කර නැත.`)
};

export const results_meta_picked = /** @type {(inputs: Results_Meta_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook පිටුව සුරැකුණා.`)
};

export const results_meta_rate_limited = /** @type {(inputs: Results_Meta_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වේගය අඩු කරන ලෙස Meta ඉල්ලා සිටියේය (ඉල්ලීම් සීමාව); ආයාතය පසුව ඉබේම නැවත ආරම්භ වේ.`)
};

export const results_meta_state_refused = /** @type {(inputs: Results_Meta_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම Facebook පුරනය වීමේ සබැඳිය කල් ඉකුත් වී හෝ දැනටමත් භාවිත කර ඇත. කරුණාකර නැවත සම්බන්ධ කරන්න.`)
};

export const results_meta_token_refused = /** @type {(inputs: Results_Meta_Token_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සුරකින ලද ප්‍රවේශය Meta තවදුරටත් පිළිගන්නේ නැත (එය කල් ඉකුත් වී, මුරපදය වෙනස් වී හෝ යෙදුම ඉවත් කර ඇත). කරුණාකර Facebook නැවත සම්බන්ධ කරන්න.`)
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

export const results_not_found = /** @type {(inputs: Results_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`හමු නොවීය`)
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

export const review_limited_title = /** @type {(inputs: Review_Limited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම් ඉතා වැඩියි`)
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

export const shell_bell = /** @type {(inputs: Shell_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම්, නොකියවූ ${i?.unread}`)
};

export const shell_close_sidebar = /** @type {(inputs: Shell_Close_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැති තීරුව වසන්න`)
};

export const shell_current_user = /** @type {(inputs: Shell_Current_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වත්මන් පරිශීලකයා`)
};

export const shell_install_app = /** @type {(inputs: Shell_Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යෙදුම ස්ථාපනය කරන්න`)
};

export const shell_install_dialog = /** @type {(inputs: Shell_Install_DialogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK ස්ථාපනය කරන්න`)
};

export const shell_install_not_now = /** @type {(inputs: Shell_Install_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැන් නොවේ`)
};

export const shell_install_text = /** @type {(inputs: Shell_Install_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ව්‍යාපෘති වෙත ඉක්මනින් පිවිසීමට Fli DESK ස්ථාපනය කරන්න.`)
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
	return /** @type {LocalizedString} */ (`සේවාදායක`)
};

export const shell_role_freelancer = /** @type {(inputs: Shell_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නිදහස් සේවක`)
};

export const shell_sidebar = /** @type {(inputs: Shell_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැති තීරුව`)
};

export const shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉවත් වන්න`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අන්තර්ගතයට යන්න`)
};

export const shell_toggle_sidebar = /** @type {(inputs: Shell_Toggle_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැති තීරුව පෙන්වන්න හෝ සඟවන්න`)
};

export const shell_toggle_sidebar_title = /** @type {(inputs: Shell_Toggle_Sidebar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පැති තීරුව පෙන්වන්න හෝ සඟවන්න (Ctrl+B)`)
};

export const shell_welcome = /** @type {(inputs: Shell_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආයුබෝවන්,`)
};

export const support_answer_already_closed = /** @type {(inputs: Support_Answer_Already_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ඉල්ලීම දැනටමත් වසා ඇත`)
};

export const support_answer_assigned = /** @type {(inputs: Support_Answer_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම පැවරුවා`)
};

export const support_answer_assignee_not_found = /** @type {(inputs: Support_Answer_Assignee_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ලැයිස්තුවෙන් පරිපාලකයෙකු තෝරන්න`)
};

export const support_answer_closed_now = /** @type {(inputs: Support_Answer_Closed_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම වසා දැමුවා`)
};

export const support_answer_failed = /** @type {(inputs: Support_Answer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම සුරැකීමට නොහැකි විය. කරුණාකර නැවත උත්සාහ කරන්න.`)
};

export const support_answer_forbidden = /** @type {(inputs: Support_Answer_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ ගිණුමට සහාය ඉල්ලීම් සමඟ මෙය කළ නොහැක`)
};

export const support_answer_message_required = /** @type {(inputs: Support_Answer_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර පණිවිඩයක් ලියන්න`)
};

export const support_answer_message_too_long = /** @type {(inputs: Support_Answer_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබේ පණිවිඩය අකුරු ${i?.max}කට අඩුවෙන් තබන්න`)
};

export const support_answer_not_found = /** @type {(inputs: Support_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම හමු නොවීය`)
};

export const support_answer_opened = /** @type {(inputs: Support_Answer_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} ඉල්ලීම විවෘත කළා`)
};

export const support_answer_project_not_found = /** @type {(inputs: Support_Answer_Project_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය හමු නොවීය`)
};

export const support_answer_replied = /** @type {(inputs: Support_Answer_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිළිතුර යැව්වා`)
};

export const support_answer_status_set = /** @type {(inputs: Support_Answer_Status_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම “${i?.status}” ලෙස සලකුණු කළා`)
};

export const support_answer_subject_required = /** @type {(inputs: Support_Answer_Subject_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර මාතෘකාවක් ඇතුළත් කරන්න`)
};

export const support_answer_subject_too_long = /** @type {(inputs: Support_Answer_Subject_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`කරුණාකර මාතෘකාව අකුරු ${i?.max}කට අඩුවෙන් තබන්න`)
};

export const support_answer_unassigned = /** @type {(inputs: Support_Answer_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීමේ පැවරීම ඉවත් කළා`)
};

export const support_answer_unknown_form = /** @type {(inputs: Support_Answer_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නොදන්නා පෝරමයකි`)
};

export const support_answer_unknown_priority = /** @type {(inputs: Support_Answer_Unknown_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ලැයිස්තුවෙන් ප්‍රමුඛතාවක් තෝරන්න`)
};

export const support_answer_unknown_status = /** @type {(inputs: Support_Answer_Unknown_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ලැයිස්තුවෙන් තත්ත්වයක් තෝරන්න`)
};

export const support_col_assigned = /** @type {(inputs: Support_Col_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`භාරව සිටින්නේ`)
};

export const support_col_from = /** @type {(inputs: Support_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එවූයේ`)
};

export const support_col_last_activity = /** @type {(inputs: Support_Col_Last_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අවසන් ක්‍රියාකාරකම`)
};

export const support_col_priority = /** @type {(inputs: Support_Col_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රමුඛතාව`)
};

export const support_col_reference = /** @type {(inputs: Support_Col_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යොමු අංකය`)
};

export const support_col_status = /** @type {(inputs: Support_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තත්ත්වය`)
};

export const support_col_subject = /** @type {(inputs: Support_Col_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාතෘකාව`)
};

export const support_nobody = /** @type {(inputs: Support_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කිසිවෙකු නැත`)
};

export const support_table_caption = /** @type {(inputs: Support_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීම්`)
};

export const support_ticket_priority_critical = /** @type {(inputs: Support_Ticket_Priority_CriticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉතා හදිසි`)
};

export const support_ticket_priority_high = /** @type {(inputs: Support_Ticket_Priority_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉහළ`)
};

export const support_ticket_priority_low = /** @type {(inputs: Support_Ticket_Priority_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අඩු`)
};

export const support_ticket_priority_medium = /** @type {(inputs: Support_Ticket_Priority_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මධ්‍යම`)
};

export const support_ticket_priority_suffix = /** @type {(inputs: Support_Ticket_Priority_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` ප්‍රමුඛතාව`)
};

export const support_ticket_status_closed = /** @type {(inputs: Support_Ticket_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වසා ඇත`)
};

export const support_ticket_status_open = /** @type {(inputs: Support_Ticket_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විවෘතයි`)
};

export const support_ticket_status_resolved = /** @type {(inputs: Support_Ticket_Status_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විසඳා ඇත`)
};

export const support_ticket_status_waiting = /** @type {(inputs: Support_Ticket_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සේවාදායකයාගේ පිළිතුරට රැඳී ඇත`)
};

export const ticket_agency_person = /** @type {(inputs: Ticket_Agency_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (Fli Digital සහාය)`)
};

export const ticket_agency_support = /** @type {(inputs: Ticket_Agency_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital සහාය`)
};

export const ticket_all = /** @type {(inputs: Ticket_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සියලු ඉල්ලීම්`)
};

export const ticket_close = /** @type {(inputs: Ticket_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම වසන්න`)
};

export const ticket_closed_note = /** @type {(inputs: Ticket_Closed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම ඉල්ලීම වසා ඇත. නැවත විමසීමට නව ඉල්ලීමක් විවෘත කරන්න.`)
};

export const ticket_error = /** @type {(inputs: Ticket_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දෝෂයකි`)
};

export const ticket_from_public_form = /** @type {(inputs: Ticket_From_Public_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය පිටුවේ පෝරමයෙන් එවන ලදී`)
};

export const ticket_message = /** @type {(inputs: Ticket_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පණිවිඩය`)
};

export const ticket_messages = /** @type {(inputs: Ticket_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පණිවිඩ`)
};

export const ticket_new = /** @type {(inputs: Ticket_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව සහාය ඉල්ලීම`)
};

export const ticket_no_project = /** @type {(inputs: Ticket_No_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියක් නැත`)
};

export const ticket_none = /** @type {(inputs: Ticket_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තවම සහාය ඉල්ලීම් නැත.`)
};

export const ticket_open = /** @type {(inputs: Ticket_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම විවෘත කරන්න`)
};

export const ticket_opening = /** @type {(inputs: Ticket_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`විවෘත කරමින්...`)
};

export const ticket_page_title = /** @type {(inputs: Ticket_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} | සේවාදායක පුවරුව | Fli DESK`)
};

export const ticket_priority = /** @type {(inputs: Ticket_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රමුඛතාව`)
};

export const ticket_project = /** @type {(inputs: Ticket_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය`)
};

export const ticket_project_line = /** @type {(inputs: Ticket_Project_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතිය: ${i?.title}`)
};

export const ticket_reply_form = /** @type {(inputs: Ticket_Reply_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීමට පිළිතුරු දෙන්න`)
};

export const ticket_send_reply = /** @type {(inputs: Ticket_Send_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිළිතුර යවන්න`)
};

export const ticket_sending = /** @type {(inputs: Ticket_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යවමින්...`)
};

export const ticket_subject = /** @type {(inputs: Ticket_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මාතෘකාව`)
};

export const ticket_support = /** @type {(inputs: Ticket_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය`)
};

export const ticket_support_page_title = /** @type {(inputs: Ticket_Support_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය | සේවාදායක පුවරුව | Fli DESK`)
};

export const ticket_your_reply = /** @type {(inputs: Ticket_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පිළිතුර`)
};

export const ticket_yours = /** @type {(inputs: Ticket_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සහාය ඉල්ලීම්`)
};

export const twofactor_already_on = /** @type {(inputs: Twofactor_Already_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය දැනටමත් සක්‍රියයි.`)
};

export const twofactor_challenge_gone = /** @type {(inputs: Twofactor_Challenge_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ පුරනයේ කාලය ඉකුත් විය. කරුණාකර නැවත පුරනය වන්න.`)
};

export const twofactor_code = /** @type {(inputs: Twofactor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුමේ ඉලක්කම් 6ක කේතය ඇතුළත් කරන්න`)
};

export const twofactor_code_or_recovery = /** @type {(inputs: Twofactor_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුමේ ඉලක්කම් 6ක කේතය හෝ ඔබේ ප්‍රතිසාධන කේතවලින් එකක් ඇතුළත් කරන්න`)
};

export const twofactor_codes_regenerated = /** @type {(inputs: Twofactor_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව ප්‍රතිසාධන කේත සූදානම්. පැරණි කේත තවදුරටත් ක්‍රියා නොකරයි.`)
};

export const twofactor_current_required = /** @type {(inputs: Twofactor_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ වත්මන් මුරපදය ඇතුළත් කරන්න`)
};

export const twofactor_last_try_used = /** @type {(inputs: Twofactor_Last_Try_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම කේතය නිවැරදි නැත, එය උත්සාහ 5න් අවසාන එකයි. කරුණාකර නැවත පුරනය වන්න.`)
};

export const twofactor_not_on = /** @type {(inputs: Twofactor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය සක්‍රිය කර නැත.`)
};

export const twofactor_not_started = /** @type {(inputs: Twofactor_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මුලින්ම සැකසීම ආරම්භ කරන්න.`)
};

export const twofactor_required_for_admins = /** @type {(inputs: Twofactor_Required_For_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම සේවාදායකයේ පරිපාලකයින් ද්වි-සාධක පුරනය භාවිත කළ යුතු බැවින්, එය අක්‍රිය කළ නොහැක.`)
};

export const twofactor_started = /** @type {(inputs: Twofactor_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඔබේ සත්‍යාපන යෙදුමෙන් QR කේතය ස්කෑන් කර, එය පෙන්වන කේතය ඇතුළත් කරන්න.`)
};

export const twofactor_turned_off = /** @type {(inputs: Twofactor_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය අක්‍රිය කරන ලදී.`)
};

export const twofactor_turned_on = /** @type {(inputs: Twofactor_Turned_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ද්වි-සාධක පුරනය දැන් සක්‍රියයි. ඔබේ ප්‍රතිසාධන කේත ආරක්ෂිත තැනක තබා ගන්න: ඒවා පෙන්වන්නේ එක් වරක් පමණි.`)
};

export const twofactor_wrong_code = /** @type {(inputs: Twofactor_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම කේතය නිවැරදි නැත. ඔබේ දුරකථනයේ වේලාව පරීක්ෂා කර නැවත උත්සාහ කරන්න.`)
};

export const twofactor_wrong_code_or_recovery = /** @type {(inputs: Twofactor_Wrong_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`එම කේතය නිවැරදි නැත, නැතහොත් එම ප්‍රතිසාධන කේතය දැනටමත් භාවිත කර ඇත.`)
};

export const ui_check_what_you_sent = /** @type {(inputs: Ui_Check_What_You_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`කරුණාකර ඔබ යැවූ දේ පරීක්ෂා කරන්න`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වසන්න`)
};

export const ui_dismiss_notification = /** @type {(inputs: Ui_Dismiss_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම ඉවත් කරන්න`)
};

export const ui_go_back = /** @type {(inputs: Ui_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආපසු යන්න`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දැනුම්දීම්`)
};

export const ui_refresh = /** @type {(inputs: Ui_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`පිටුව නැවත පූරණය කරන්න`)
};

export const ui_something_went_wrong = /** @type {(inputs: Ui_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අපොයි! යමක් වැරදුණා`)
};

export const ui_sorry = /** @type {(inputs: Ui_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඇති වූ අපහසුතාවට අපි කණගාටු වෙමු. කරුණාකර පිටුව නැවත පූරණය කර බලන්න.`)
};

export const unsubscribe_busy = /** @type {(inputs: Unsubscribe_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නවත්වමින්...`)
};

export const unsubscribe_button = /** @type {(inputs: Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නවත්වන්න`)
};

export const unsubscribe_choose = /** @type {(inputs: Unsubscribe_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`එක් එක් වර්ගය තැපැල් කරන ආකාරය ඔබේ ${i?.profile} හි තෝරන්න.`)
};

export const unsubscribe_digest = /** @type {(inputs: Unsubscribe_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දිනපතා සාරාංශය`)
};

export const unsubscribe_done = /** @type {(inputs: Unsubscribe_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ඔබට තවදුරටත් ${i?.name} ගැන තැපැල් නොලැබේ. ඒවා තවමත් Fli DESK හි සීනුව යටතේ පෙන්වයි.`)
};

export const unsubscribe_done_title = /** @type {(inputs: Unsubscribe_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තැපැල් නවත්වා ඇත`)
};

export const unsubscribe_invalid = /** @type {(inputs: Unsubscribe_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම තැපැල් නැවැත්වීමේ සබැඳිය වලංගු නැත. තැපෑලෙන් සම්පූර්ණ සබැඳිය පිටපත් කරන්න, නැතහොත් ඔබේ Fli DESK පැතිකඩෙහි තැපැල් තේරීම් වෙනස් කරන්න.`)
};

export const unsubscribe_invalid_title = /** @type {(inputs: Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තැපැල් නැවැත්වීමේ සබැඳිය වලංගු නැත`)
};

export const unsubscribe_page_title = /** @type {(inputs: Unsubscribe_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තැපැල් නවත්වන්න | Fli DESK`)
};

export const unsubscribe_profile = /** @type {(inputs: Unsubscribe_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK පැතිකඩ`)
};

export const unsubscribe_question = /** @type {(inputs: Unsubscribe_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} ගැන තැපැල් නවත්වන්නද?`)
};

export const unsubscribe_title = /** @type {(inputs: Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තැපැල් නවත්වන්න`)
};

export const update_dialog_attached = /** @type {(inputs: Update_Dialog_AttachedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`රූප ${i?.count}ක් අමුණා ඇත`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`රූප ${i?.count}ක් අමුණා ඇත`);
	return /** @type {LocalizedString} */ ("update_dialog_attached");
};

export const update_dialog_chosen_screenshots = /** @type {(inputs: Update_Dialog_Chosen_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තෝරාගත් තිර රූ`)
};

export const update_dialog_connect_ga = /** @type {(inputs: Update_Dialog_Connect_GaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics සම්බන්ධ කරන්න`)
};

export const update_dialog_connect_ga_short = /** @type {(inputs: Update_Dialog_Connect_Ga_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GA සම්බන්ධ කරන්න`)
};

export const update_dialog_error = /** @type {(inputs: Update_Dialog_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දෝෂයකි`)
};

export const update_dialog_ga_connected = /** @type {(inputs: Update_Dialog_Ga_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics සම්බන්ධයි`)
};

export const update_dialog_ga_connected_toast = /** @type {(inputs: Update_Dialog_Ga_Connected_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics සාර්ථකව සම්බන්ධ කළා`)
};

export const update_dialog_ga_failed = /** @type {(inputs: Update_Dialog_Ga_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics සම්බන්ධ කිරීමට නොහැකි විය`)
};

export const update_dialog_lower_progress = /** @type {(inputs: Update_Dialog_Lower_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මෙය ප්‍රගතිය ${i?.from}% සිට ${i?.to}% දක්වා අඩු කරයි. ඔබේ සේවාදායකයාට ${i?.to}% පෙනේ.`)
};

export const update_dialog_none_attached = /** @type {(inputs: Update_Dialog_None_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රූප අමුණා නැත`)
};

export const update_dialog_notes = /** @type {(inputs: Update_Dialog_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීන සටහන්`)
};

export const update_dialog_only_images = /** @type {(inputs: Update_Dialog_Only_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`රූප ගොනු පමණක් එක් කළ හැක`)
};

export const update_dialog_progress = /** @type {(inputs: Update_Dialog_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගතිය (%)`)
};

export const update_dialog_progress_failed = /** @type {(inputs: Update_Dialog_Progress_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියේ ප්‍රගතිය යාවත්කාලීන කිරීමට නොහැකි විය`)
};

export const update_dialog_progress_text = /** @type {(inputs: Update_Dialog_Progress_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගතිය 0 සිට 100 දක්වා අංකයක් විය යුතුය`)
};

export const update_dialog_progress_updated = /** @type {(inputs: Update_Dialog_Progress_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ව්‍යාපෘතියේ ප්‍රගතිය සාර්ථකව යාවත්කාලීන කළා`)
};

export const update_dialog_remove_screenshot = /** @type {(inputs: Update_Dialog_Remove_ScreenshotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`තිර රුව ${i?.number} ඉවත් කරන්න`)
};

export const update_dialog_screenshot_n = /** @type {(inputs: Update_Dialog_Screenshot_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`තිර රුව ${i?.number}`)
};

export const update_dialog_screenshots = /** @type {(inputs: Update_Dialog_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තිර රූ (අත්‍යවශ්‍ය නොවේ)`)
};

export const update_dialog_success = /** @type {(inputs: Update_Dialog_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සාර්ථකයි`)
};

export const update_dialog_title = /** @type {(inputs: Update_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගතිය යාවත්කාලීන කරන්න`)
};

export const update_dialog_trigger_of = /** @type {(inputs: Update_Dialog_Trigger_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} හි ප්‍රගතිය යාවත්කාලීන කරන්න`)
};

export const update_dialog_updating = /** @type {(inputs: Update_Dialog_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`යාවත්කාලීන කරමින්...`)
};

export const upload_comment_too_large = /** @type {(inputs: Upload_Comment_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම අදහස විශාල වැඩියි: අදහසකට එහි පෙළ සහ උපරිම 5 MB වූ එක් රූපයක් පමණක් එක් කළ හැක.`)
};

export const upload_project_cap_reached = /** @type {(inputs: Upload_Project_Cap_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`මෙම ව්‍යාපෘතිය මේ මාසය සඳහා වූ උඩුගත කිරීම් 1 GB භාවිත කර අවසන්. කිසිවක් සුරැකුණේ නැත, දැනටමත් සුරකින ලද කිසිවක් ඉවත් කළේද නැත: රූප නොමැතිව යවන්න, නැතහොත් ${i?.date} සිට ඒවා නැවත එක් කරන්න.`)
};

export const upload_too_large = /** @type {(inputs: Upload_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ඉල්ලීම විශාල වැඩියි.`)
};

export const upload_update_too_large = /** @type {(inputs: Upload_Update_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`මෙම යාවත්කාලීනය විශාල වැඩියි: යාවත්කාලීනයකට එහි සටහන් සහ 5 MB බැගින් වූ උපරිම තිර රූ 10ක් පමණක් එක් කළ හැක.`)
};

export const write_limit_minutes = /** @type {(inputs: Write_Limit_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ඔබ කෙටි කාලයක් තුළ ${i?.what} ඕනෑවට වඩා යවා ඇත. කරුණාකර මිනිත්තු ${i?.count}කට පසු නැවත උත්සාහ කරන්න.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`ඔබ කෙටි කාලයක් තුළ ${i?.what} ඕනෑවට වඩා යවා ඇත. කරුණාකර මිනිත්තු ${i?.count}කට පසු නැවත උත්සාහ කරන්න.`);
	return /** @type {LocalizedString} */ ("write_limit_minutes");
};

export const write_limit_seconds = /** @type {(inputs: Write_Limit_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("si", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`ඔබ කෙටි කාලයක් තුළ ${i?.what} ඕනෑවට වඩා යවා ඇත. කරුණාකර තත්පර ${i?.count}කට පසු නැවත උත්සාහ කරන්න.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`ඔබ කෙටි කාලයක් තුළ ${i?.what} ඕනෑවට වඩා යවා ඇත. කරුණාකර තත්පර ${i?.count}කට පසු නැවත උත්සාහ කරන්න.`);
	return /** @type {LocalizedString} */ ("write_limit_seconds");
};

export const write_limit_what_admin_edits = /** @type {(inputs: Write_Limit_What_Admin_EditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`වෙනස්කම්`)
};

export const write_limit_what_comments = /** @type {(inputs: Write_Limit_What_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`අදහස්`)
};

export const write_limit_what_decisions = /** @type {(inputs: Write_Limit_What_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`තීරණ`)
};

export const write_limit_what_invites = /** @type {(inputs: Write_Limit_What_InvitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ආරාධනා සහ මුරපදය යළි සැකසීමේ සබැඳි`)
};

export const write_limit_what_posts = /** @type {(inputs: Write_Limit_What_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`දින දර්ශනයේ පළ කිරීම් සහ තීරණ`)
};

export const write_limit_what_progress_updates = /** @type {(inputs: Write_Limit_What_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ප්‍රගති යාවත්කාලීන`)
};

export const write_limit_what_ticket_replies = /** @type {(inputs: Write_Limit_What_Ticket_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`සහාය ඉල්ලීම්වලට පිළිතුරු සහ වෙනස්කම්`)
};

export const write_limit_what_tickets = /** @type {(inputs: Write_Limit_What_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`නව සහාය ඉල්ලීම්`)
};