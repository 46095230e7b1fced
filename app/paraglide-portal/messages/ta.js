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
	return /** @type {LocalizedString} */ (`புதிய மின்னஞ்சல் முகவரியை உள்ளிடவும்`)
};

export const account_email_same = /** @type {(inputs: Account_Email_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இது ஏற்கெனவே உங்கள் மின்னஞ்சல் முகவரி`)
};

export const account_email_sent = /** @type {(inputs: Account_Email_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.email} என்ற முகவரிக்கு உறுதிப்படுத்தல் இணைப்பை அனுப்பியுள்ளோம். அதை (24 மணி நேரத்துக்குள்) திறக்கும்போது உங்கள் மின்னஞ்சல் முகவரி மாறும்.`)
};

export const account_email_taken = /** @type {(inputs: Account_Email_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மின்னஞ்சல் முகவரி ஏற்கெனவே வேறொரு கணக்கில் பயன்படுத்தப்படுகிறது`)
};

export const account_invite_gone = /** @type {(inputs: Account_Invite_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த அழைப்பு இணைப்பு செல்லாதது, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியானது.`)
};

export const account_language_choose = /** @type {(inputs: Account_Language_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`English, සිංහල அல்லது தமிழ் என்பதைத் தேர்ந்தெடுக்கவும்`)
};

export const account_language_saved = /** @type {(inputs: Account_Language_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் மொழி சேமிக்கப்பட்டது: போர்டலும் உங்களுக்கு வரும் மின்னஞ்சல்களும் அதைப் பயன்படுத்தும்.`)
};

export const account_name_saved = /** @type {(inputs: Account_Name_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பெயர் சேமிக்கப்பட்டது.`)
};

export const account_name_too_long = /** @type {(inputs: Account_Name_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பெயர் ஒரே வரியில், அதிகபட்சம் 80 எழுத்துகளாக இருக்கலாம்`)
};

export const account_password_same = /** @type {(inputs: Account_Password_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தற்போதைய கடவுச்சொல்லிலிருந்து வேறுபட்ட கடவுச்சொல்லைத் தேர்ந்தெடுக்கவும்`)
};

export const account_passwords_differ = /** @type {(inputs: Account_Passwords_DifferInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொற்கள் பொருந்தவில்லை`)
};

export const account_reset_gone = /** @type {(inputs: Account_Reset_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மீட்டமைப்பு இணைப்பு செல்லாதது, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியானது. உள்நுழைவுப் பக்கத்திலிருந்து புதியதைக் கேளுங்கள்.`)
};

export const account_reset_identifier = /** @type {(inputs: Account_Reset_IdentifierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்ணை அல்லது உங்கள் கணக்கின் மின்னஞ்சல் முகவரியை உள்ளிடவும்`)
};

export const account_reset_sent = /** @type {(inputs: Account_Reset_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு கணக்கு பொருந்தினால், புதிய கடவுச்சொல்லை அமைப்பதற்கான இணைப்பை அதன் மின்னஞ்சல் முகவரிக்கு அனுப்பியுள்ளோம். இணைப்பு 30 நிமிடங்கள் செயல்படும்.`)
};

export const account_unknown_device = /** @type {(inputs: Account_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத சாதனம்`)
};

export const account_unknown_form = /** @type {(inputs: Account_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத படிவம்`)
};

export const admin_active_projects = /** @type {(inputs: Admin_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலில் உள்ள திட்டங்கள்`)
};

export const admin_activity_contact = /** @type {(inputs: Admin_Activity_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} இடமிருந்து செய்தி`)
};

export const admin_activity_payment = /** @type {(inputs: Admin_Activity_PaymentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.order} க்கு ${i?.amount} கட்டணம் பெறப்பட்டது`)
};

export const admin_activity_project_created = /** @type {(inputs: Admin_Activity_Project_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`திட்டம் உருவாக்கப்பட்டது: ${i?.client} க்காக ${i?.title}`)
};

export const admin_activity_quote = /** @type {(inputs: Admin_Activity_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} இடமிருந்து விலைமதிப்பீட்டுக் கோரிக்கை`)
};

export const admin_activity_update = /** @type {(inputs: Admin_Activity_UpdateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.by} ${i?.title} ஐ ${i?.progress}% வரை புதுப்பித்தார்`)
};

export const admin_activity_user = /** @type {(inputs: Admin_Activity_UserInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} ${i?.role} ஆக இணைந்தார்`)
};

export const admin_add_user = /** @type {(inputs: Admin_Add_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனரைச் சேருங்கள்`)
};

export const admin_add_user_description = /** @type {(inputs: Admin_Add_User_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனருக்கு ஒரு Fli DESK அடையாள எண்ணும் கடவுச்சொல்லை அமைக்க ஓர் இணைப்பும் கிடைக்கும்.`)
};

export const admin_analytics_active_users = /** @type {(inputs: Admin_Analytics_Active_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலில் உள்ள பயனர்கள் (30 நாட்கள்)`)
};

export const admin_analytics_average_time = /** @type {(inputs: Admin_Analytics_Average_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சராசரித் திட்டக் காலம்`)
};

export const admin_analytics_days = /** @type {(inputs: Admin_Analytics_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} நாட்கள்`)
};

export const admin_analytics_no_activity = /** @type {(inputs: Admin_Analytics_No_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் செயல்பாடு எதுவும் இல்லை.`)
};

export const admin_analytics_no_completed = /** @type {(inputs: Admin_Analytics_No_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறைவடைந்த திட்டங்கள் இல்லை`)
};

export const admin_analytics_recent = /** @type {(inputs: Admin_Analytics_RecentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அண்மைய செயல்பாடுகள்`)
};

export const admin_analytics_revenue_last_month = /** @type {(inputs: Admin_Analytics_Revenue_Last_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடந்த மாத வருவாய்`)
};

export const admin_analytics_revenue_this_month = /** @type {(inputs: Admin_Analytics_Revenue_This_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாத வருவாய்`)
};

export const admin_analytics_success_rate = /** @type {(inputs: Admin_Analytics_Success_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்ட வெற்றி விகிதம்`)
};

export const admin_analytics_upload = /** @type {(inputs: Admin_Analytics_UploadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வுத் தரவைப் பதிவேற்றுங்கள்`)
};

export const admin_audit_action = /** @type {(inputs: Admin_Audit_ActionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயல்`)
};

export const admin_audit_action_analytics_uploaded = /** @type {(inputs: Admin_Audit_Action_Analytics_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வுத் தரவு பதிவேற்றப்பட்டது`)
};

export const admin_audit_action_calendar_feed_created = /** @type {(inputs: Admin_Audit_Action_Calendar_Feed_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டி முகவரி உருவாக்கப்பட்டது`)
};

export const admin_audit_action_calendar_feed_revoked = /** @type {(inputs: Admin_Audit_Action_Calendar_Feed_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டி முகவரி திரும்பப் பெறப்பட்டது`)
};

export const admin_audit_action_csv_exported = /** @type {(inputs: Admin_Audit_Action_Csv_ExportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV கோப்பு பதிவிறக்கப்பட்டது`)
};

export const admin_audit_action_email_changed = /** @type {(inputs: Admin_Audit_Action_Email_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உரிமையாளர் மின்னஞ்சலை மாற்றினார்`)
};

export const admin_audit_action_invite_accepted = /** @type {(inputs: Admin_Audit_Action_Invite_AcceptedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அழைப்பு ஏற்கப்பட்டது`)
};

export const admin_audit_action_invite_sent = /** @type {(inputs: Admin_Audit_Action_Invite_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அழைப்பு அனுப்பப்பட்டது`)
};

export const admin_audit_action_keyword_added = /** @type {(inputs: Admin_Audit_Action_Keyword_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கண்காணிக்கும் முக்கியச்சொல் சேர்க்கப்பட்டது`)
};

export const admin_audit_action_keyword_removed = /** @type {(inputs: Admin_Audit_Action_Keyword_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கண்காணிக்கும் முக்கியச்சொல் நீக்கப்பட்டது`)
};

export const admin_audit_action_lead_status_changed = /** @type {(inputs: Admin_Audit_Action_Lead_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணையின் நிலை மாற்றப்பட்டது`)
};

export const admin_audit_action_password_changed = /** @type {(inputs: Admin_Audit_Action_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மாற்றப்பட்டது`)
};

export const admin_audit_action_password_reset_completed = /** @type {(inputs: Admin_Audit_Action_Password_Reset_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மீட்டமைப்பு நிறைவடைந்தது`)
};

export const admin_audit_action_password_reset_requested = /** @type {(inputs: Admin_Audit_Action_Password_Reset_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மீட்டமைப்பு கோரப்பட்டது`)
};

export const admin_audit_action_payment_refunded = /** @type {(inputs: Admin_Audit_Action_Payment_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் திருப்பி அளிக்கப்பட்டது`)
};

export const admin_audit_action_post_created = /** @type {(inputs: Admin_Audit_Action_Post_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவு உருவாக்கப்பட்டது`)
};

export const admin_audit_action_post_edited = /** @type {(inputs: Admin_Audit_Action_Post_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவு திருத்தப்பட்டது`)
};

export const admin_audit_action_post_moved = /** @type {(inputs: Admin_Audit_Action_Post_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவு நகர்த்தப்பட்டது`)
};

export const admin_audit_action_post_rescheduled = /** @type {(inputs: Admin_Audit_Action_Post_RescheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவு வேறு நாளுக்கு நகர்த்தப்பட்டது`)
};

export const admin_audit_action_project_assigned = /** @type {(inputs: Admin_Audit_Action_Project_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் ஒப்படைக்கப்பட்டது`)
};

export const admin_audit_action_project_completed_override = /** @type {(inputs: Admin_Audit_Action_Project_Completed_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதல் இன்றி நிறைவுசெய்யப்பட்டது`)
};

export const admin_audit_action_project_created = /** @type {(inputs: Admin_Audit_Action_Project_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் உருவாக்கப்பட்டது`)
};

export const admin_audit_action_project_status_changed = /** @type {(inputs: Admin_Audit_Action_Project_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்ட நிலை மாற்றப்பட்டது`)
};

export const admin_audit_action_recovery_codes_regenerated = /** @type {(inputs: Admin_Audit_Action_Recovery_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்புக் குறியீடுகள் மாற்றப்பட்டன`)
};

export const admin_audit_action_refund_voided = /** @type {(inputs: Admin_Audit_Action_Refund_VoidedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணம் திருப்பி அளிக்கப்படவில்லை என உறுதிசெய்யப்பட்டது`)
};

export const admin_audit_action_report_regenerated = /** @type {(inputs: Admin_Audit_Action_Report_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திர அறிக்கை மீண்டும் உருவாக்கப்பட்டது`)
};

export const admin_audit_action_report_resent = /** @type {(inputs: Admin_Audit_Action_Report_ResentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திர அறிக்கை மீண்டும் அனுப்பப்பட்டது`)
};

export const admin_audit_action_review_link_created = /** @type {(inputs: Admin_Audit_Action_Review_Link_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வு இணைப்பு உருவாக்கப்பட்டது`)
};

export const admin_audit_action_review_link_revoked = /** @type {(inputs: Admin_Audit_Action_Review_Link_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வு இணைப்புகள் திரும்பப் பெறப்பட்டன`)
};

export const admin_audit_action_sign_in_failed = /** @type {(inputs: Admin_Audit_Action_Sign_In_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைவு தோல்வியடைந்தது`)
};

export const admin_audit_action_signed_in = /** @type {(inputs: Admin_Audit_Action_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைந்தார்`)
};

export const admin_audit_action_subscription_cancel_scheduled = /** @type {(inputs: Admin_Audit_Action_Subscription_Cancel_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்து திட்டமிடப்பட்டது`)
};

export const admin_audit_action_subscription_cancel_undone = /** @type {(inputs: Admin_Audit_Action_Subscription_Cancel_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்து திரும்பப் பெறப்பட்டது`)
};

export const admin_audit_action_subscription_cancelled = /** @type {(inputs: Admin_Audit_Action_Subscription_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சந்தா ரத்து செய்யப்பட்டது`)
};

export const admin_audit_action_subscription_plan_changed = /** @type {(inputs: Admin_Audit_Action_Subscription_Plan_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தை மாற்றினார்`)
};

export const admin_audit_action_subscription_retried = /** @type {(inputs: Admin_Audit_Action_Subscription_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் மீண்டும் முயலப்பட்டது`)
};

export const admin_audit_action_ticket_assigned = /** @type {(inputs: Admin_Audit_Action_Ticket_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கை ஒப்படைக்கப்பட்டது`)
};

export const admin_audit_action_ticket_status_changed = /** @type {(inputs: Admin_Audit_Action_Ticket_Status_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கையின் நிலை மாற்றப்பட்டது`)
};

export const admin_audit_action_two_factor_disabled = /** @type {(inputs: Admin_Audit_Action_Two_Factor_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு முடக்கப்பட்டது`)
};

export const admin_audit_action_two_factor_enabled = /** @type {(inputs: Admin_Audit_Action_Two_Factor_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு இயக்கப்பட்டது`)
};

export const admin_audit_action_two_factor_reset = /** @type {(inputs: Admin_Audit_Action_Two_Factor_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு மீட்டமைக்கப்பட்டது`)
};

export const admin_audit_action_update_approved = /** @type {(inputs: Admin_Audit_Action_Update_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்புக்கு ஒப்புதல் அளிக்கப்பட்டது`)
};

export const admin_audit_action_update_changes_requested = /** @type {(inputs: Admin_Audit_Action_Update_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்கள் கோரப்பட்டன`)
};

export const admin_audit_action_user_added = /** @type {(inputs: Admin_Audit_Action_User_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர் சேர்க்கப்பட்டார்`)
};

export const admin_audit_action_user_edited = /** @type {(inputs: Admin_Audit_Action_User_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர் விவரம் திருத்தப்பட்டது`)
};

export const admin_audit_address = /** @type {(inputs: Admin_Audit_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`IP முகவரி`)
};

export const admin_audit_all_actions = /** @type {(inputs: Admin_Audit_All_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்துச் செயல்களும்`)
};

export const admin_audit_detail = /** @type {(inputs: Admin_Audit_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விவரம்`)
};

export const admin_audit_export = /** @type {(inputs: Admin_Audit_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV ஆகப் பதிவிறக்கு`)
};

export const admin_audit_filter = /** @type {(inputs: Admin_Audit_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தணிக்கைப் பதிவை வடிகட்டு`)
};

export const admin_audit_from = /** @type {(inputs: Admin_Audit_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதல்`)
};

export const admin_audit_key_amount = /** @type {(inputs: Admin_Audit_Key_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொகை`)
};

export const admin_audit_key_asked_by = /** @type {(inputs: Admin_Audit_Key_Asked_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கேட்டவர்`)
};

export const admin_audit_key_assignee = /** @type {(inputs: Admin_Audit_Key_AssigneeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கப்பட்டவர்`)
};

export const admin_audit_key_bytes = /** @type {(inputs: Admin_Audit_Key_BytesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அளவு (பைட்டுகள்)`)
};

export const admin_audit_key_client = /** @type {(inputs: Admin_Audit_Key_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்`)
};

export const admin_audit_key_confirmed = /** @type {(inputs: Admin_Audit_Key_ConfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உறுதிப்படுத்தியது`)
};

export const admin_audit_key_currency = /** @type {(inputs: Admin_Audit_Key_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாணயம்`)
};

export const admin_audit_key_decision = /** @type {(inputs: Admin_Audit_Key_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிவு`)
};

export const admin_audit_key_email = /** @type {(inputs: Admin_Audit_Key_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல்`)
};

export const admin_audit_key_freelancer = /** @type {(inputs: Admin_Audit_Key_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர்`)
};

export const admin_audit_key_from = /** @type {(inputs: Admin_Audit_Key_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இருந்து`)
};

export const admin_audit_key_gateway_subscription = /** @type {(inputs: Admin_Audit_Key_Gateway_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere சந்தா`)
};

export const admin_audit_key_keyword = /** @type {(inputs: Admin_Audit_Key_KeywordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முக்கியச்சொல்`)
};

export const admin_audit_key_kind = /** @type {(inputs: Admin_Audit_Key_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வகை`)
};

export const admin_audit_key_link = /** @type {(inputs: Admin_Audit_Key_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைப்பு`)
};

export const admin_audit_key_links = /** @type {(inputs: Admin_Audit_Key_LinksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைப்புகள்`)
};

export const admin_audit_key_media = /** @type {(inputs: Admin_Audit_Key_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஊடகம்`)
};

export const admin_audit_key_month = /** @type {(inputs: Admin_Audit_Key_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதம்`)
};

export const admin_audit_key_name = /** @type {(inputs: Admin_Audit_Key_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெயர்`)
};

export const admin_audit_key_outcome = /** @type {(inputs: Admin_Audit_Key_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிவு`)
};

export const admin_audit_key_plan = /** @type {(inputs: Admin_Audit_Key_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம்`)
};

export const admin_audit_key_platform = /** @type {(inputs: Admin_Audit_Key_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தளம்`)
};

export const admin_audit_key_reason = /** @type {(inputs: Admin_Audit_Key_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காரணம்`)
};

export const admin_audit_key_reference = /** @type {(inputs: Admin_Audit_Key_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறிப்பு எண்`)
};

export const admin_audit_key_report = /** @type {(inputs: Admin_Audit_Key_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிக்கை`)
};

export const admin_audit_key_role = /** @type {(inputs: Admin_Audit_Key_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பங்கு`)
};

export const admin_audit_key_second_factor = /** @type {(inputs: Admin_Audit_Key_Second_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரண்டாம் படி`)
};

export const admin_audit_key_service_ends_on = /** @type {(inputs: Admin_Audit_Key_Service_Ends_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேவை முடியும் நாள்`)
};

export const admin_audit_key_status = /** @type {(inputs: Admin_Audit_Key_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை`)
};

export const admin_audit_key_title = /** @type {(inputs: Admin_Audit_Key_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பு`)
};

export const admin_audit_key_to = /** @type {(inputs: Admin_Audit_Key_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வரை`)
};

export const admin_audit_key_update = /** @type {(inputs: Admin_Audit_Key_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்பு`)
};

export const admin_audit_key_via = /** @type {(inputs: Admin_Audit_Key_ViaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வழி`)
};

export const admin_audit_key_was_ending_on = /** @type {(inputs: Admin_Audit_Key_Was_Ending_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிய இருந்த நாள்`)
};

export const admin_audit_newer = /** @type {(inputs: Admin_Audit_NewerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதியவை`)
};

export const admin_audit_nobody = /** @type {(inputs: Admin_Audit_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`யாரும் உள்நுழையவில்லை`)
};

export const admin_audit_none = /** @type {(inputs: Admin_Audit_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொருந்தும் செயல் எதுவும் பதிவாகவில்லை.`)
};

export const admin_audit_older = /** @type {(inputs: Admin_Audit_OlderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பழையவை`)
};

export const admin_audit_page = /** @type {(inputs: Admin_Audit_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பக்கம் ${i?.page}`)
};

export const admin_audit_pages = /** @type {(inputs: Admin_Audit_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தணிக்கைப் பதிவின் பக்கங்கள்`)
};

export const admin_audit_record = /** @type {(inputs: Admin_Audit_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடர்புடைய உருப்படி`)
};

export const admin_audit_title = /** @type {(inputs: Admin_Audit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தணிக்கைப் பதிவு`)
};

export const admin_audit_to = /** @type {(inputs: Admin_Audit_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வரை`)
};

export const admin_audit_user = /** @type {(inputs: Admin_Audit_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர் (Fli DESK அடையாள எண்)`)
};

export const admin_audit_value_approved = /** @type {(inputs: Admin_Audit_Value_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அங்கீகரிக்கப்பட்டது`)
};

export const admin_audit_value_authenticator_app = /** @type {(inputs: Admin_Audit_Value_Authenticator_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அங்கீகார செயலி`)
};

export const admin_audit_value_changes_requested = /** @type {(inputs: Admin_Audit_Value_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்கள் கோரப்பட்டன`)
};

export const admin_audit_value_charged = /** @type {(inputs: Admin_Audit_Value_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் வசூலிக்கப்பட்டது`)
};

export const admin_audit_value_confirmed_by_admin = /** @type {(inputs: Admin_Audit_Value_Confirmed_By_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு நிர்வாகியால்`)
};

export const admin_audit_value_confirmed_by_search = /** @type {(inputs: Admin_Audit_Value_Confirmed_By_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere கட்டணத் தேடல்`)
};

export const admin_audit_value_image = /** @type {(inputs: Admin_Audit_Value_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படம்`)
};

export const admin_audit_value_media_added = /** @type {(inputs: Admin_Audit_Value_Media_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேர்க்கப்பட்டது`)
};

export const admin_audit_value_media_alt = /** @type {(inputs: Admin_Audit_Value_Media_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விவரம் மாற்றப்பட்டது`)
};

export const admin_audit_value_media_moved = /** @type {(inputs: Admin_Audit_Value_Media_MovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நகர்த்தப்பட்டது`)
};

export const admin_audit_value_media_removed = /** @type {(inputs: Admin_Audit_Value_Media_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீக்கப்பட்டது`)
};

export const admin_audit_value_no = /** @type {(inputs: Admin_Audit_Value_NoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை`)
};

export const admin_audit_value_recovery_code = /** @type {(inputs: Admin_Audit_Value_Recovery_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்புக் குறியீடு`)
};

export const admin_audit_value_via_link = /** @type {(inputs: Admin_Audit_Value_Via_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒருமுறைக் கடவுச்சொல் இணைப்பு`)
};

export const admin_audit_value_via_mail = /** @type {(inputs: Admin_Audit_Value_Via_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல்`)
};

export const admin_audit_value_via_share = /** @type {(inputs: Admin_Audit_Value_Via_ShareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகிரப்பட்ட இணைப்பு`)
};

export const admin_audit_value_video = /** @type {(inputs: Admin_Audit_Value_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வீடியோ`)
};

export const admin_audit_value_yes = /** @type {(inputs: Admin_Audit_Value_YesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆம்`)
};

export const admin_audit_when = /** @type {(inputs: Admin_Audit_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எப்போது`)
};

export const admin_audit_who = /** @type {(inputs: Admin_Audit_WhoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`யார்`)
};

export const admin_billing_actions = /** @type {(inputs: Admin_Billing_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயல்கள்`)
};

export const admin_billing_all = /** @type {(inputs: Admin_Billing_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்தும்`)
};

export const admin_billing_amount_refunded = /** @type {(inputs: Admin_Billing_Amount_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} திருப்பி அளிக்கப்பட்டது`)
};

export const admin_billing_caption = /** @type {(inputs: Admin_Billing_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சந்தாக்களும் கட்டணங்களும்`)
};

export const admin_billing_empty = /** @type {(inputs: Admin_Billing_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் சந்தாக்களோ கட்டணங்களோ இல்லை.`)
};

export const admin_billing_filter = /** @type {(inputs: Admin_Billing_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண விவரங்களை வடிகட்டு`)
};

export const admin_billing_kind = /** @type {(inputs: Admin_Billing_KindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வகை`)
};

export const admin_billing_kind_payment = /** @type {(inputs: Admin_Billing_Kind_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம்`)
};

export const admin_billing_kind_subscription = /** @type {(inputs: Admin_Billing_Kind_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சந்தா`)
};

export const admin_billing_next_charge = /** @type {(inputs: Admin_Billing_Next_ChargeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அடுத்த கட்டண வசூல் ${i?.date}`)
};

export const admin_billing_none_yet = /** @type {(inputs: Admin_Billing_None_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் இல்லை`)
};

export const admin_billing_nothing_matches = /** @type {(inputs: Admin_Billing_Nothing_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எதுவும் பொருந்தவில்லை.`)
};

export const admin_billing_refund = /** @type {(inputs: Admin_Billing_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருப்பி அளி`)
};

export const admin_billing_refund_amount = /** @type {(inputs: Admin_Billing_Refund_AmountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`தொகை (${i?.currency})`)
};

export const admin_billing_refund_at_most = /** @type {(inputs: Admin_Billing_Refund_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அதிகபட்சம் ${i?.amount}.`)
};

export const admin_billing_refund_description = /** @type {(inputs: Admin_Billing_Refund_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client}, ${i?.plan}: செலுத்தியது ${i?.amount}. PayHere பணத்தை வாடிக்கையாளரின் அட்டைக்கோ கணக்குக்கோ திருப்பி அனுப்பும்; இதைத் திரும்பப் பெற முடியாது. வாடிக்கையாளருக்கு மின்னஞ்சல் அனுப்பப்படும்.`)
};

export const admin_billing_refund_not_confirmed = /** @type {(inputs: Admin_Billing_Refund_Not_ConfirmedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} திருப்பி அளித்தலை PayHere உறுதிப்படுத்தவில்லை`)
};

export const admin_billing_refund_now = /** @type {(inputs: Admin_Billing_Refund_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இப்போது திருப்பி அளி`)
};

export const admin_billing_refund_reason = /** @type {(inputs: Admin_Billing_Refund_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காரணம்`)
};

export const admin_billing_refund_reason_hint = /** @type {(inputs: Admin_Billing_Refund_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணம் திருப்பி அளித்தல் பற்றிய மின்னஞ்சலில் வாடிக்கையாளர் இதைப் படிப்பார்.`)
};

export const admin_billing_refund_sr = /** @type {(inputs: Admin_Billing_Refund_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (கட்டணம் ${i?.reference})`)
};

export const admin_billing_refund_title = /** @type {(inputs: Admin_Billing_Refund_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} கட்டணத்தைத் திருப்பி அளி`)
};

export const admin_billing_refunding = /** @type {(inputs: Admin_Billing_RefundingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருப்பி அளிக்கிறது...`)
};

export const admin_billing_revenue_in = /** @type {(inputs: Admin_Billing_Revenue_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.month} வருவாய்`)
};

export const admin_billing_revenue_received = /** @type {(inputs: Admin_Billing_Revenue_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.currency}): பெற்றது ${i?.received}`)
};

export const admin_billing_revenue_received_refunded = /** @type {(inputs: Admin_Billing_Revenue_Received_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (${i?.currency}): பெற்றது ${i?.received}, திருப்பி அளித்தது ${i?.refunded}`)
};

export const admin_billing_settle = /** @type {(inputs: Admin_Billing_SettleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருப்பி அளித்தலைத் தீர்மானி`)
};

export const admin_billing_settle_asked_by = /** @type {(inputs: Admin_Billing_Settle_Asked_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date}, ${i?.person} மூலம்`)
};

export const admin_billing_settle_description = /** @type {(inputs: Admin_Billing_Settle_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} பணத்தைத் திருப்பி அளிக்கும் கோரிக்கையை (${i?.asked}) PayHere உறுதிப்படுத்தவில்லை (காரணம்: ${i?.reason}). PayHere இல் கட்டணத்தைச் சரிபார்த்து, அது காட்டுவதை இங்கே தேர்ந்தெடுங்கள். திருப்பி அளிக்கப்பட்டிருந்தால்: அது அதன் வரவுக் குறிப்புடன் பதிவுசெய்யப்பட்டு, வாடிக்கையாளருக்கு மின்னஞ்சல் அனுப்பப்படும். திருப்பி அளிக்கப்படவில்லை என்றால்: அது ஒதுக்கி வைக்கப்பட்டு, கட்டணத்தை மீண்டும் திருப்பி அளிக்கலாம்.`)
};

export const admin_billing_settle_not_refunded = /** @type {(inputs: Admin_Billing_Settle_Not_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருப்பி அளிக்கப்படவில்லை`)
};

export const admin_billing_settle_refunded = /** @type {(inputs: Admin_Billing_Settle_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருப்பி அளிக்கப்பட்டது`)
};

export const admin_billing_settle_sr = /** @type {(inputs: Admin_Billing_Settle_SrInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` (கட்டணம் ${i?.reference})`)
};

export const admin_billing_settle_title = /** @type {(inputs: Admin_Billing_Settle_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} கட்டணத்தின் திருப்பி அளித்தலைத் தீர்மானி`)
};

export const admin_billing_status_partly_refunded = /** @type {(inputs: Admin_Billing_Status_Partly_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுதி திருப்பி அளிக்கப்பட்டது`)
};

export const admin_billing_status_past_due = /** @type {(inputs: Admin_Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தவணை தோல்வியடைந்தது`)
};

export const admin_billing_status_refund_unconfirmed = /** @type {(inputs: Admin_Billing_Status_Refund_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருப்பி அளித்தல் உறுதியாகவில்லை`)
};

export const admin_billing_status_refunded = /** @type {(inputs: Admin_Billing_Status_RefundedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருப்பி அளிக்கப்பட்டது`)
};

export const admin_billing_status_returning = /** @type {(inputs: Admin_Billing_Status_ReturningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஏற்கப்படவில்லை, பணம் திருப்பி அளிக்க வேண்டும்`)
};

export const admin_billing_status_stopped = /** @type {(inputs: Admin_Billing_Status_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere நிறுத்தியது`)
};

export const admin_col_actions = /** @type {(inputs: Admin_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயல்கள்`)
};

export const admin_col_id = /** @type {(inputs: Admin_Col_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடையாள எண்`)
};

export const admin_col_joined = /** @type {(inputs: Admin_Col_JoinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேர்ந்த தேதி`)
};

export const admin_col_name = /** @type {(inputs: Admin_Col_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெயர்`)
};

export const admin_complete_without_approval = /** @type {(inputs: Admin_Complete_Without_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதல் இன்றி முடித்துவை`)
};

export const admin_completed_projects = /** @type {(inputs: Admin_Completed_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிந்த திட்டங்கள்`)
};

export const admin_copied = /** @type {(inputs: Admin_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நகலெடுக்கப்பட்டது`)
};

export const admin_copied_detail = /** @type {(inputs: Admin_Copied_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அழைப்பு இணைப்பு உங்கள் கிளிப்போர்டில் உள்ளது.`)
};

export const admin_copy = /** @type {(inputs: Admin_CopyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நகலெடு`)
};

export const admin_copy_error = /** @type {(inputs: Admin_Copy_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிழை`)
};

export const admin_copy_failed = /** @type {(inputs: Admin_Copy_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நகலெடுக்க முடியவில்லை: இணைப்பைத் தேர்ந்தெடுத்துக் கைமுறையாக நகலெடுக்கவும்.`)
};

export const admin_create_user = /** @type {(inputs: Admin_Create_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனரை உருவாக்கு`)
};

export const admin_created_on = /** @type {(inputs: Admin_Created_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} அன்று உருவாக்கப்பட்டது`)
};

export const admin_creating = /** @type {(inputs: Admin_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உருவாக்குகிறது...`)
};

export const admin_desk_id = /** @type {(inputs: Admin_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண்`)
};

export const admin_done = /** @type {(inputs: Admin_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிந்தது`)
};

export const admin_edit = /** @type {(inputs: Admin_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருத்து`)
};

export const admin_edit_user = /** @type {(inputs: Admin_Edit_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனரைத் திருத்து`)
};

export const admin_email = /** @type {(inputs: Admin_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல்`)
};

export const admin_filter = /** @type {(inputs: Admin_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வடிகட்டு`)
};

export const admin_filter_all = /** @type {(inputs: Admin_Filter_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்தும்`)
};

export const admin_id_locked = /** @type {(inputs: Admin_Id_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`FliDESK அடையாள எண்ணை மாற்ற முடியாது`)
};

export const admin_invite_link = /** @type {(inputs: Admin_Invite_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒருமுறை மட்டும் செல்லும் அழைப்பு இணைப்பு`)
};

export const admin_invite_link_hint = /** @type {(inputs: Admin_Invite_Link_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இது பயனருக்கு மின்னஞ்சலிலும் அனுப்பப்பட்டது. 7 நாட்களுக்குள் ஒருமுறை மட்டுமே இது செயல்படும்.`)
};

export const admin_invite_pending = /** @type {(inputs: Admin_Invite_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அழைப்பு நிலுவையில்`)
};

export const admin_leads_budget = /** @type {(inputs: Admin_Leads_BudgetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பட்ஜெட்: ${i?.budget}`)
};

export const admin_leads_col_details = /** @type {(inputs: Admin_Leads_Col_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விவரங்கள்`)
};

export const admin_leads_col_from = /** @type {(inputs: Admin_Leads_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்பியவர்`)
};

export const admin_leads_col_received = /** @type {(inputs: Admin_Leads_Col_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெறப்பட்டது`)
};

export const admin_leads_col_status = /** @type {(inputs: Admin_Leads_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை`)
};

export const admin_leads_col_type = /** @type {(inputs: Admin_Leads_Col_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வகை`)
};

export const admin_leads_flexible = /** @type {(inputs: Admin_Leads_FlexibleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நெகிழ்வானது`)
};

export const admin_leads_kind_contact = /** @type {(inputs: Admin_Leads_Kind_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செய்தி`)
};

export const admin_leads_kind_quote = /** @type {(inputs: Admin_Leads_Kind_QuoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விலைமதிப்பீடு`)
};

export const admin_leads_months = /** @type {(inputs: Admin_Leads_MonthsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.range} மாதங்கள்`)
};

export const admin_leads_none = /** @type {(inputs: Admin_Leads_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் விசாரணைகள் இல்லை.`)
};

export const admin_leads_none_match = /** @type {(inputs: Admin_Leads_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொருந்தும் விசாரணைகள் இல்லை.`)
};

export const admin_leads_page_title = /** @type {(inputs: Admin_Leads_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணைகள் | நிர்வாகப் பலகம் | Fli DESK`)
};

export const admin_leads_phone = /** @type {(inputs: Admin_Leads_PhoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`தொலைபேசி: ${i?.phone}`)
};

export const admin_leads_search_field = /** @type {(inputs: Admin_Leads_Search_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணைகளைத் தேடுங்கள்`)
};

export const admin_leads_search_label = /** @type {(inputs: Admin_Leads_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணைத் தேடல்`)
};

export const admin_leads_search_submit = /** @type {(inputs: Admin_Leads_Search_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேடல்`)
};

export const admin_leads_service_design = /** @type {(inputs: Admin_Leads_Service_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிராண்ட் அடையாள வடிவமைப்பு`)
};

export const admin_leads_service_seo = /** @type {(inputs: Admin_Leads_Service_SeoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SEO மேம்படுத்தல்`)
};

export const admin_leads_service_web = /** @type {(inputs: Admin_Leads_Service_WebInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைய மேம்பாடு`)
};

export const admin_leads_status_closed = /** @type {(inputs: Admin_Leads_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மூடப்பட்டது`)
};

export const admin_leads_status_contacted = /** @type {(inputs: Admin_Leads_Status_ContactedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடர்புகொள்ளப்பட்டது`)
};

export const admin_leads_status_new = /** @type {(inputs: Admin_Leads_Status_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதியது`)
};

export const admin_leads_status_of = /** @type {(inputs: Admin_Leads_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} அனுப்பிய விசாரணையின் நிலை`)
};

export const admin_leads_timeline = /** @type {(inputs: Admin_Leads_TimelineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கால அளவு: ${i?.timeline}`)
};

export const admin_leads_title = /** @type {(inputs: Admin_Leads_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணைகள்`)
};

export const admin_leads_waiting = /** @type {(inputs: Admin_Leads_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதியவை`)
};

export const admin_msg_analytics_failed = /** @type {(inputs: Admin_Msg_Analytics_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வுத் தரவைப் பதிவேற்ற முடியவில்லை`)
};

export const admin_msg_analytics_uploaded = /** @type {(inputs: Admin_Msg_Analytics_UploadedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வுத் தரவு வெற்றிகரமாகப் பதிவேற்றப்பட்டது`)
};

export const admin_msg_assign_failed = /** @type {(inputs: Admin_Msg_Assign_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சரை ஒதுக்க முடியவில்லை`)
};

export const admin_msg_assignment_updated = /** @type {(inputs: Admin_Msg_Assignment_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்ட ஒதுக்கீடு புதுப்பிக்கப்பட்டது`)
};

export const admin_msg_at_most = /** @type {(inputs: Admin_Msg_At_MostInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அதிகபட்சம் ${i?.max} எழுத்துகளாக இருக்க வேண்டும்`)
};

export const admin_msg_choose_project = /** @type {(inputs: Admin_Msg_Choose_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு திட்டத்தைத் தேர்ந்தெடுக்கவும்`)
};

export const admin_msg_client_missing = /** @type {(inputs: Admin_Msg_Client_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்த வாடிக்கையாளர் இல்லை`)
};

export const admin_msg_deadline_date = /** @type {(inputs: Admin_Msg_Deadline_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காலக்கெடு ஒரு தேதியாக இருக்க வேண்டும் (YYYY-MM-DD)`)
};

export const admin_msg_duplicate_email = /** @type {(inputs: Admin_Msg_Duplicate_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மின்னஞ்சலுடன் ஒரு பயனர் ஏற்கனவே உள்ளார்`)
};

export const admin_msg_email_required = /** @type {(inputs: Admin_Msg_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் முகவரியை உள்ளிடவும்`)
};

export const admin_msg_email_too_long = /** @type {(inputs: Admin_Msg_Email_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் அதிகபட்சம் ${i?.max} எழுத்துகளாக இருக்க வேண்டும்`)
};

export const admin_msg_field_bounce_rate = /** @type {(inputs: Admin_Msg_Field_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியேறும் விகிதம்`)
};

export const admin_msg_field_page_views = /** @type {(inputs: Admin_Msg_Field_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப் பார்வைகள்`)
};

export const admin_msg_field_session_duration = /** @type {(inputs: Admin_Msg_Field_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சராசரி அமர்வு நேரம்`)
};

export const admin_msg_field_unique_visitors = /** @type {(inputs: Admin_Msg_Field_Unique_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தனித்துவமான பார்வையாளர்கள்`)
};

export const admin_msg_freelancer_missing = /** @type {(inputs: Admin_Msg_Freelancer_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்த ஃப்ரீலான்சர் இல்லை`)
};

export const admin_msg_invalid_email = /** @type {(inputs: Admin_Msg_Invalid_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்`)
};

export const admin_msg_invalid_role = /** @type {(inputs: Admin_Msg_Invalid_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பங்கு வாடிக்கையாளர், ஃப்ரீலான்சர் அல்லது நிர்வாகி ஆக இருக்க வேண்டும்`)
};

export const admin_msg_invite_not_needed = /** @type {(inputs: Admin_Msg_Invite_Not_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தப் பயனர் ஏற்கனவே கடவுச்சொல்லை அமைத்துள்ளார்`)
};

export const admin_msg_invite_sent = /** @type {(inputs: Admin_Msg_Invite_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} க்கான புதிய அழைப்பு இணைப்பு தயார்; அது மின்னஞ்சலில் அனுப்பப்பட்டது`)
};

export const admin_msg_lead_not_found = /** @type {(inputs: Admin_Msg_Lead_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணை கிடைக்கவில்லை`)
};

export const admin_msg_lead_status_invalid = /** @type {(inputs: Admin_Msg_Lead_Status_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை புதியது, தொடர்புகொள்ளப்பட்டது அல்லது மூடப்பட்டது ஆக இருக்க வேண்டும்`)
};

export const admin_msg_lead_update_failed = /** @type {(inputs: Admin_Msg_Lead_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணையைப் புதுப்பிக்க முடியவில்லை`)
};

export const admin_msg_lead_updated = /** @type {(inputs: Admin_Msg_Lead_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணையின் நிலை புதுப்பிக்கப்பட்டது`)
};

export const admin_msg_number_range = /** @type {(inputs: Admin_Msg_Number_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} ${i?.min} முதல் ${i?.max} வரையிலான எண்ணாக இருக்க வேண்டும்`)
};

export const admin_msg_project_create_error = /** @type {(inputs: Admin_Msg_Project_Create_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தை உருவாக்க முடியவில்லை: மீண்டும் முயற்சிக்கவும்`)
};

export const admin_msg_project_create_failed = /** @type {(inputs: Admin_Msg_Project_Create_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`திட்டத்தை உருவாக்க முடியவில்லை: ${i?.reason}`)
};

export const admin_msg_project_created = /** @type {(inputs: Admin_Msg_Project_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் வெற்றிகரமாக உருவாக்கப்பட்டது`)
};

export const admin_msg_project_not_found = /** @type {(inputs: Admin_Msg_Project_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் கிடைக்கவில்லை`)
};

export const admin_msg_refund_amount = /** @type {(inputs: Admin_Msg_Refund_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`0-ஐ விட அதிகமான தொகையை, அதிகபட்சம் 2 தசம இடங்களுடன் உள்ளிடவும்`)
};

export const admin_msg_refund_failed = /** @type {(inputs: Admin_Msg_Refund_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணத்தைத் திருப்பி அளித்ததைப் பதிவு செய்ய முடியவில்லை: மீண்டும் முயல்வதற்கு முன் கட்டணத்தைச் சரிபார்க்கவும்`)
};

export const admin_msg_refund_incomplete = /** @type {(inputs: Admin_Msg_Refund_IncompleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணத்தைத் திருப்பி அளிக்கும் படிவம் முழுமையாக இல்லை: பக்கத்தை மீண்டும் ஏற்றவும்`)
};

export const admin_msg_refund_reason = /** @type {(inputs: Admin_Msg_Refund_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணத்தைத் திருப்பி அளிப்பதற்கான காரணத்தைக் குறிப்பிடவும்`)
};

export const admin_msg_required = /** @type {(inputs: Admin_Msg_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேவையான எல்லாப் புலங்களையும் நிரப்பவும்`)
};

export const admin_msg_reset_sent = /** @type {(inputs: Admin_Msg_Reset_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மீட்டமைப்பு இணைப்பு ${i?.email} க்கு அனுப்பப்பட்டது. அது 30 நிமிடங்களுக்குள் ஒரு முறை மட்டுமே செயல்படும்.`)
};

export const admin_msg_settle_outcome = /** @type {(inputs: Admin_Msg_Settle_OutcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere பணத்தைத் திருப்பி அளித்ததா என்பதைக் குறிப்பிடவும்`)
};

export const admin_msg_status_updated = /** @type {(inputs: Admin_Msg_Status_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்ட நிலை புதுப்பிக்கப்பட்டது`)
};

export const admin_msg_title_too_long = /** @type {(inputs: Admin_Msg_Title_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பு அதிகபட்சம் 200 எழுத்துகளாக இருக்க வேண்டும்`)
};

export const admin_msg_two_factor_not_on = /** @type {(inputs: Admin_Msg_Two_Factor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தப் பயனர் இரு-படி உள்நுழைவைப் பயன்படுத்தவில்லை`)
};

export const admin_msg_two_factor_reset = /** @type {(inputs: Admin_Msg_Two_Factor_ResetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு மீட்டமைக்கப்பட்டது: பயனர் மீண்டும் அமைக்கும் வரை கடவுச்சொல்லுடன் மட்டும் உள்நுழைவார். ${i?.email} க்கு மின்னஞ்சல் அனுப்பினோம்.`)
};

export const admin_msg_unknown_form = /** @type {(inputs: Admin_Msg_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத படிவம்`)
};

export const admin_msg_unknown_lead_type = /** @type {(inputs: Admin_Msg_Unknown_Lead_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத விசாரணை வகை`)
};

export const admin_msg_unknown_override = /** @type {(inputs: Admin_Msg_Unknown_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுமதியின்றி முடித்தலுக்கு அறியப்படாத மதிப்பு`)
};

export const admin_msg_unknown_project_status = /** @type {(inputs: Admin_Msg_Unknown_Project_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத திட்ட நிலை`)
};

export const admin_msg_user_create_failed = /** @type {(inputs: Admin_Msg_User_Create_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனரை உருவாக்க முடியவில்லை`)
};

export const admin_msg_user_created = /** @type {(inputs: Admin_Msg_User_CreatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பயனர் வெற்றிகரமாக உருவாக்கப்பட்டார், அடையாள எண்: ${i?.id}`)
};

export const admin_msg_user_not_found = /** @type {(inputs: Admin_Msg_User_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர் கிடைக்கவில்லை`)
};

export const admin_msg_user_update_failed = /** @type {(inputs: Admin_Msg_User_Update_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனரைப் புதுப்பிக்க முடியவில்லை`)
};

export const admin_msg_user_updated = /** @type {(inputs: Admin_Msg_User_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டார்`)
};

export const admin_msg_whole_number = /** @type {(inputs: Admin_Msg_Whole_NumberInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} முழு எண்ணாக இருக்க வேண்டும்`)
};

export const admin_new_leads = /** @type {(inputs: Admin_New_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய விசாரணைகள்`)
};

export const admin_no_password_yet = /** @type {(inputs: Admin_No_Password_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தப் பயனர் இன்னும் கடவுச்சொல்லை அமைக்கவில்லை.`)
};

export const admin_no_projects = /** @type {(inputs: Admin_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் திட்டங்கள் இல்லை.`)
};

export const admin_not_approved_yet = /** @type {(inputs: Admin_Not_Approved_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் சமீபத்திய புதுப்பிப்புக்கு இன்னும் ஒப்புதல் அளிக்கவில்லை.`)
};

export const admin_not_assigned = /** @type {(inputs: Admin_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கப்படவில்லை`)
};

export const admin_overview = /** @type {(inputs: Admin_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேலோட்டம்`)
};

export const admin_panel_heading = /** @type {(inputs: Admin_Panel_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகப் பலகம்`)
};

export const admin_pending_projects = /** @type {(inputs: Admin_Pending_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலுவையில் உள்ள திட்டங்கள்`)
};

export const admin_project_progress = /** @type {(inputs: Admin_Project_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} முன்னேற்றம்`)
};

export const admin_projects_caption = /** @type {(inputs: Admin_Projects_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்துத் திட்டங்களும்`)
};

export const admin_projects_col_actions = /** @type {(inputs: Admin_Projects_Col_ActionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயல்கள்`)
};

export const admin_projects_col_project = /** @type {(inputs: Admin_Projects_Col_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம்`)
};

export const admin_projects_col_status = /** @type {(inputs: Admin_Projects_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை`)
};

export const admin_projects_create_description = /** @type {(inputs: Admin_Projects_Create_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர் ஒதுக்கப்பட்டால் திட்டம் “நடைபெறுகிறது” நிலையிலும், இல்லையெனில் “நிலுவையில்” நிலையிலும் தொடங்கும்.`)
};

export const admin_projects_creating = /** @type {(inputs: Admin_Projects_CreatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உருவாக்குகிறது...`)
};

export const admin_projects_field_description = /** @type {(inputs: Admin_Projects_Field_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விவரம்`)
};

export const admin_projects_field_title = /** @type {(inputs: Admin_Projects_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பு`)
};

export const admin_projects_freelancer_for = /** @type {(inputs: Admin_Projects_Freelancer_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} திட்டத்துக்கான ஃப்ரீலான்சர்`)
};

export const admin_projects_page_title = /** @type {(inputs: Admin_Projects_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்துத் திட்டங்களும் | நிர்வாகப் பலகம் | Fli DESK`)
};

export const admin_projects_select_client = /** @type {(inputs: Admin_Projects_Select_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளரைத் தேர்ந்தெடுங்கள்`)
};

export const admin_projects_status_of = /** @type {(inputs: Admin_Projects_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} திட்டத்தின் நிலை`)
};

export const admin_projects_title = /** @type {(inputs: Admin_Projects_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்துத் திட்டங்களும்`)
};

export const admin_projects_unassigned = /** @type {(inputs: Admin_Projects_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கப்படவில்லை`)
};

export const admin_projects_updates_of = /** @type {(inputs: Admin_Projects_Updates_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.title} திட்டத்தின்)`)
};

export const admin_projects_updates_title = /** @type {(inputs: Admin_Projects_Updates_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டப் புதுப்பிப்புகள்`)
};

export const admin_projects_view_updates = /** @type {(inputs: Admin_Projects_View_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்புகள்`)
};

export const admin_recent_projects = /** @type {(inputs: Admin_Recent_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமீபத்திய திட்டங்கள்`)
};

export const admin_reset_hint = /** @type {(inputs: Admin_Reset_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லை மறந்துவிட்டாரா? புதியதை அமைக்க ஓர் இணைப்பை அவருக்கு மின்னஞ்சல் செய்யுங்கள்.`)
};

export const admin_reset_two_factor = /** @type {(inputs: Admin_Reset_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவை மீட்டமை`)
};

export const admin_resetting = /** @type {(inputs: Admin_ResettingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்டமைக்கிறது...`)
};

export const admin_revenue_arpc = /** @type {(inputs: Admin_Revenue_ArpcInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் ஒருவருக்கான சராசரி வருவாய்`)
};

export const admin_revenue_arpc_chart = /** @type {(inputs: Admin_Revenue_Arpc_ChartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் ஒருவருக்கான சராசரி வருவாய் (${i?.currency})`)
};

export const admin_revenue_by_plan = /** @type {(inputs: Admin_Revenue_By_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டவாரியான வருவாய், கடந்த 12 மாதங்கள்`)
};

export const admin_revenue_chart = /** @type {(inputs: Admin_Revenue_ChartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`வருவாய் (${i?.currency})`)
};

export const admin_revenue_churned = /** @type {(inputs: Admin_Revenue_ChurnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விலகியவர்கள்`)
};

export const admin_revenue_collection_description = /** @type {(inputs: Admin_Revenue_Collection_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முயன்ற அனைத்துக் கட்டண வசூல்களில் வெற்றிபெற்றவை (தோல்வியடைந்தவையும் அவற்றின் மறுமுயற்சிகளும் உட்பட).`)
};

export const admin_revenue_collection_rate = /** @type {(inputs: Admin_Revenue_Collection_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வசூல் விகிதம்`)
};

export const admin_revenue_description = /** @type {(inputs: Admin_Revenue_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெறப்பட்ட கட்டணங்கள், திருப்பி அளித்த தொகையைக் கழித்து.`)
};

export const admin_revenue_failed_charges = /** @type {(inputs: Admin_Revenue_Failed_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தோல்வியடைந்த கட்டண வசூல்கள்`)
};

export const admin_revenue_heading = /** @type {(inputs: Admin_Revenue_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வருவாயும் சந்தாக்களும்`)
};

export const admin_revenue_mrr = /** @type {(inputs: Admin_Revenue_MrrInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திரத் தொடர் வருவாய்`)
};

export const admin_revenue_mrr_chart = /** @type {(inputs: Admin_Revenue_Mrr_ChartInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மாதாந்திரத் தொடர் வருவாய் (${i?.currency})`)
};

export const admin_revenue_mrr_description = /** @type {(inputs: Admin_Revenue_Mrr_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு மாத இறுதியிலும் நடப்பிலுள்ள திட்டங்கள்; ஆண்டுத் திட்டம் அதன் விலையில் பன்னிரண்டில் ஒரு பங்காகக் கணக்கிடப்படும்.`)
};

export const admin_revenue_new = /** @type {(inputs: Admin_Revenue_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதியவர்கள்`)
};

export const admin_revenue_new_subscriptions = /** @type {(inputs: Admin_Revenue_New_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய சந்தாக்கள்`)
};

export const admin_revenue_no_charges = /** @type {(inputs: Admin_Revenue_No_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண வசூல் இல்லை`)
};

export const admin_revenue_no_charges_yet = /** @type {(inputs: Admin_Revenue_No_Charges_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் கட்டண வசூல் இல்லை`)
};

export const admin_revenue_no_plan_charges = /** @type {(inputs: Admin_Revenue_No_Plan_ChargesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடந்த 12 மாதங்களில் எந்தக் கட்டணமும் பெறப்படவில்லை.`)
};

export const admin_revenue_reactivated = /** @type {(inputs: Admin_Revenue_ReactivatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீண்டும் இணைந்தவர்கள்`)
};

export const admin_revenue_recovered = /** @type {(inputs: Admin_Revenue_RecoveredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மறுமுயற்சியில் வசூலானவை`)
};

export const admin_revenue_series = /** @type {(inputs: Admin_Revenue_SeriesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வருவாய்`)
};

export const admin_revenue_subscriptions = /** @type {(inputs: Admin_Revenue_SubscriptionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சந்தாக்கள்`)
};

export const admin_revenue_subscriptions_description = /** @type {(inputs: Admin_Revenue_Subscriptions_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய வாடிக்கையாளர்கள், இடைவெளிக்குப் பின் திரும்பியவர்கள், விலகியவர்கள். திட்ட மாற்றம் இவற்றில் எதிலும் சேராது.`)
};

export const admin_revenue_unknown_plan = /** @type {(inputs: Admin_Revenue_Unknown_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தெரியாத திட்டம்`)
};

export const admin_role = /** @type {(inputs: Admin_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பங்கு`)
};

export const admin_role_locked = /** @type {(inputs: Admin_Role_LockedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பாதுகாப்புக் காரணங்களுக்காகப் பங்கை மாற்ற முடியாது`)
};

export const admin_save = /** @type {(inputs: Admin_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேமி`)
};

export const admin_save_changes = /** @type {(inputs: Admin_Save_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்களைச் சேமி`)
};

export const admin_saving = /** @type {(inputs: Admin_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேமிக்கிறது...`)
};

export const admin_sections = /** @type {(inputs: Admin_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகப் பிரிவுகள்`)
};

export const admin_select_role = /** @type {(inputs: Admin_Select_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பங்கைத் தேர்ந்தெடுக்கவும்`)
};

export const admin_send_invite = /** @type {(inputs: Admin_Send_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய அழைப்பு இணைப்பை அனுப்பு`)
};

export const admin_send_reset = /** @type {(inputs: Admin_Send_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மீட்டமைப்பு இணைப்பை அனுப்பு`)
};

export const admin_sending = /** @type {(inputs: Admin_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்புகிறது...`)
};

export const admin_settings_api = /** @type {(inputs: Admin_Settings_ApiInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API அணுகல்`)
};

export const admin_settings_api_detail = /** @type {(inputs: Admin_Settings_Api_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK க்குப் பொது API இல்லை.`)
};

export const admin_settings_auto_assign = /** @type {(inputs: Admin_Settings_Auto_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்களைத் தானாக ஒதுக்குதல்`)
};

export const admin_settings_auto_assign_detail = /** @type {(inputs: Admin_Settings_Auto_Assign_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்களை நிர்வாகி ஒருவர் அனைத்துத் திட்டங்களும் பகுதியில் ஒதுக்குவார்.`)
};

export const admin_settings_backup = /** @type {(inputs: Admin_Settings_BackupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காப்புப்பிரதி இடைவெளி`)
};

export const admin_settings_backup_embedded = /** @type {(inputs: Admin_Settings_Backup_EmbeddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளமைந்த தரவுத்தளம்`)
};

export const admin_settings_backup_embedded_detail = /** @type {(inputs: Admin_Settings_Backup_Embedded_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`தரவு ${i?.dir} இல் உள்ளது; சேவையகம் நிறுத்தப்பட்டிருக்கும்போது அந்தக் கோப்புறையை நகலெடுக்கவும்.`)
};

export const admin_settings_backup_postgres_detail = /** @type {(inputs: Admin_Settings_Backup_Postgres_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காப்புப்பிரதிகள் உங்கள் PostgreSQL சேவையகத்தின் அட்டவணையைப் பின்பற்றும் (pg_dump அல்லது வழங்குநரின் நிலைப்படங்கள்).`)
};

export const admin_settings_email = /** @type {(inputs: Admin_Settings_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் அறிவிப்புகள்`)
};

export const admin_settings_email_on = /** @type {(inputs: Admin_Settings_Email_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இயக்கத்தில்`)
};

export const admin_settings_email_on_detail = /** @type {(inputs: Admin_Settings_Email_On_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`புதிய விசாரணைகள் ${i?.email} க்கு மின்னஞ்சல் செய்யப்படும்; அழைப்புகள் புதிய பயனருக்குச் செல்லும். இன்னும் அனுப்பப்படாத மின்னஞ்சல்கள்: ${i?.count}.`)
};

export const admin_settings_email_outbox = /** @type {(inputs: Admin_Settings_Email_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியனுப்புப் பெட்டியில் மட்டும்`)
};

export const admin_settings_email_outbox_detail = /** @type {(inputs: Admin_Settings_Email_Outbox_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.variable} அமைக்கப்படவில்லை: ${i?.email} க்கான விசாரணை அறிவிப்புகளும் அழைப்புகளும் வெளியனுப்புப் பெட்டி அட்டவணையில் வைக்கப்படுகின்றன (${i?.count} காத்திருக்கின்றன).`)
};

export const admin_settings_env_development = /** @type {(inputs: Admin_Settings_Env_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேம்பாடு`)
};

export const admin_settings_env_production = /** @type {(inputs: Admin_Settings_Env_ProductionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நேரடி`)
};

export const admin_settings_env_test = /** @type {(inputs: Admin_Settings_Env_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சோதனை`)
};

export const admin_settings_environment = /** @type {(inputs: Admin_Settings_EnvironmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சூழல்`)
};

export const admin_settings_export = /** @type {(inputs: Admin_Settings_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தரவு ஏற்றுமதி`)
};

export const admin_settings_export_hint = /** @type {(inputs: Admin_Settings_Export_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விரிதாளுக்கோ காப்புப்பிரதிக்கோ CSV ஆகப் பதிவிறக்குங்கள்.`)
};

export const admin_settings_export_leads = /** @type {(inputs: Admin_Settings_Export_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணைகளைப் பதிவிறக்கு`)
};

export const admin_settings_export_projects = /** @type {(inputs: Admin_Settings_Export_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்களைப் பதிவிறக்கு`)
};

export const admin_settings_export_users = /** @type {(inputs: Admin_Settings_Export_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர்களைப் பதிவிறக்கு`)
};

export const admin_settings_import = /** @type {(inputs: Admin_Settings_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தரவு இறக்குமதி`)
};

export const admin_settings_import_detail = /** @type {(inputs: Admin_Settings_Import_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர்கள் “பயனரைச் சேருங்கள்“ மூலமும், திட்டங்கள் “திட்டத்தை உருவாக்குங்கள்“ மூலமும் சேர்க்கப்படுகின்றன.`)
};

export const admin_settings_not_available = /** @type {(inputs: Admin_Settings_Not_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கிடைக்கவில்லை`)
};

export const admin_settings_off = /** @type {(inputs: Admin_Settings_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அணைக்கப்பட்டுள்ளது`)
};

export const admin_settings_reset = /** @type {(inputs: Admin_Settings_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அமைப்பை மீட்டமைத்தல்`)
};

export const admin_settings_reset_detail = /** @type {(inputs: Admin_Settings_Reset_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டிலிருந்து தரவு ஒருபோதும் அழிக்கப்படாது; மாதிரித் தரவு npm run seed மூலம் வருகிறது.`)
};

export const admin_settings_session = /** @type {(inputs: Admin_Settings_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அமர்வு காலாவதி`)
};

export const admin_settings_session_days = /** @type {(inputs: Admin_Settings_Session_DaysInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} நாட்கள்`)
};

export const admin_settings_session_detail = /** @type {(inputs: Admin_Settings_Session_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.days} நாட்கள் பயன்படுத்தப்படாத அமர்வு முடிவடையும்; வெளியேறினால் உடனே முடியும்.`)
};

export const admin_settings_two_factor = /** @type {(inputs: Admin_Settings_Two_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு`)
};

export const admin_settings_two_factor_optional = /** @type {(inputs: Admin_Settings_Two_Factor_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விருப்பத்தேர்வு`)
};

export const admin_settings_two_factor_optional_detail = /** @type {(inputs: Admin_Settings_Two_Factor_Optional_DetailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு பயனரும் தம் சுயவிவரத்தில் இதை இயக்கலாம். ADMIN_TWO_FACTOR=off இல்லையெனில், PostgreSQL தரவுத்தளத்தில் (${i?.variable}) நிர்வாகிகளுக்கு இது கட்டாயம்.`)
};

export const admin_settings_two_factor_required = /** @type {(inputs: Admin_Settings_Two_Factor_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகிகளுக்குக் கட்டாயம்`)
};

export const admin_settings_two_factor_required_detail = /** @type {(inputs: Admin_Settings_Two_Factor_Required_DetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகிகள் கடவுச்சொல்லுக்குப் பிறகு அங்கீகரிப்புச் செயலியின் குறியீட்டுடன் உள்நுழைவார்கள்; ஒவ்வொரு பயனரும் தம் சுயவிவரத்தில் இதை இயக்கலாம்.`)
};

export const admin_settings_version = /** @type {(inputs: Admin_Settings_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிப்பு`)
};

export const admin_tab_analytics = /** @type {(inputs: Admin_Tab_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு`)
};

export const admin_tab_audit = /** @type {(inputs: Admin_Tab_AuditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தணிக்கை`)
};

export const admin_tab_billing = /** @type {(inputs: Admin_Tab_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண விவரங்கள்`)
};

export const admin_tab_leads = /** @type {(inputs: Admin_Tab_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விசாரணைகள்`)
};

export const admin_tab_projects = /** @type {(inputs: Admin_Tab_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்கள்`)
};

export const admin_tab_reports = /** @type {(inputs: Admin_Tab_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிக்கைகள்`)
};

export const admin_tab_settings = /** @type {(inputs: Admin_Tab_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அமைப்புகள்`)
};

export const admin_tab_tickets = /** @type {(inputs: Admin_Tab_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கைகள்`)
};

export const admin_ticket_page_title = /** @type {(inputs: Admin_Ticket_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} | நிர்வாகப் பலகம் | Fli DESK`)
};

export const admin_tickets_assignee_of = /** @type {(inputs: Admin_Tickets_Assignee_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} கோரிக்கைக்குப் பொறுப்பான நிர்வாகி`)
};

export const admin_tickets_closed_note = /** @type {(inputs: Admin_Tickets_Closed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கோரிக்கை மூடப்பட்டுள்ளது. பதிலளிக்க அதை மீண்டும் திறந்த நிலைக்கு மாற்றுங்கள்.`)
};

export const admin_tickets_filter = /** @type {(inputs: Admin_Tickets_FilterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கைகளை வடிகட்டுங்கள்`)
};

export const admin_tickets_none_match = /** @type {(inputs: Admin_Tickets_None_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொருந்தும் கோரிக்கைகள் இல்லை.`)
};

export const admin_tickets_page_title = /** @type {(inputs: Admin_Tickets_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கைகள் | நிர்வாகப் பலகம் | Fli DESK`)
};

export const admin_tickets_reply_label = /** @type {(inputs: Admin_Tickets_Reply_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளருக்கான பதில்`)
};

export const admin_tickets_reply_note_client = /** @type {(inputs: Admin_Tickets_Reply_Note_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பதில் வாடிக்கையாளரின் உதவிப் பகுதியில் உடனே தெரியும்; அவருக்கு அறிவிப்பும் அனுப்பப்படும்.`)
};

export const admin_tickets_reply_note_mail = /** @type {(inputs: Admin_Tickets_Reply_Note_MailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அனுப்பியவருக்குக் கணக்கு இல்லை: உங்கள் பதில் ${i?.email} என்ற முகவரிக்கு மின்னஞ்சலில் அனுப்பப்படும்.`)
};

export const admin_tickets_status_of = /** @type {(inputs: Admin_Tickets_Status_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} கோரிக்கையின் நிலை`)
};

export const admin_tickets_title = /** @type {(inputs: Admin_Tickets_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கைகள்`)
};

export const admin_tickets_waiting = /** @type {(inputs: Admin_Tickets_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திறந்தவை`)
};

export const admin_total_clients = /** @type {(inputs: Admin_Total_ClientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மொத்த வாடிக்கையாளர்கள்`)
};

export const admin_total_freelancers = /** @type {(inputs: Admin_Total_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மொத்த ஃப்ரீலான்சர்கள்`)
};

export const admin_total_projects = /** @type {(inputs: Admin_Total_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மொத்தத் திட்டங்கள்`)
};

export const admin_total_users = /** @type {(inputs: Admin_Total_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மொத்தப் பயனர்கள்`)
};

export const admin_two_factor_check = /** @type {(inputs: Admin_Two_Factor_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொலைபேசியையும் மீட்புக் குறியீடுகளையும் இழந்துவிட்டாரா? மீட்டமைப்பதற்கு முன், கேட்பது உண்மையில் அவர்தானா என்பதை உறுதிசெய்யுங்கள் (உங்களுக்கு ஏற்கெனவே தெரிந்த எண்ணில் அவரை அழையுங்கள்).`)
};

export const admin_upload_bounce_rate = /** @type {(inputs: Admin_Upload_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியேறும் விகிதம் (%)`)
};

export const admin_upload_busy = /** @type {(inputs: Admin_Upload_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவேற்றுகிறது...`)
};

export const admin_upload_description = /** @type {(inputs: Admin_Upload_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் இந்த எண்ணிக்கைகளைத் தமது பகுப்பாய்வுப் பகுதியில் வரைபடங்களாகக் காண்பார்.`)
};

export const admin_upload_notes = /** @type {(inputs: Admin_Upload_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறிப்புகள்`)
};

export const admin_upload_page_views = /** @type {(inputs: Admin_Upload_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப் பார்வைகள்`)
};

export const admin_upload_project = /** @type {(inputs: Admin_Upload_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம்`)
};

export const admin_upload_select_project = /** @type {(inputs: Admin_Upload_Select_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தைத் தேர்ந்தெடுங்கள்`)
};

export const admin_upload_session_duration = /** @type {(inputs: Admin_Upload_Session_DurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சராசரி அமர்வு நேரம் (நிமி.)`)
};

export const admin_upload_submit = /** @type {(inputs: Admin_Upload_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தரவைப் பதிவேற்றுங்கள்`)
};

export const admin_upload_title = /** @type {(inputs: Admin_Upload_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வுத் தரவைப் பதிவேற்றுங்கள்`)
};

export const admin_upload_top_pages = /** @type {(inputs: Admin_Upload_Top_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அதிகம் பார்க்கப்பட்ட பக்கங்கள்`)
};

export const admin_upload_top_pages_hint = /** @type {(inputs: Admin_Upload_Top_Pages_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காற்புள்ளியால் பிரித்து எழுதுங்கள், எடுத்துக்காட்டாக /, /shop, /contact`)
};

export const admin_upload_unique_visitors = /** @type {(inputs: Admin_Upload_Unique_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தனித்த பார்வையாளர்கள்`)
};

export const admin_users = /** @type {(inputs: Admin_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர்கள்`)
};

export const admin_users_heading = /** @type {(inputs: Admin_Users_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர் நிர்வாகம்`)
};

export const admin_users_title = /** @type {(inputs: Admin_Users_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பயனர்கள் | நிர்வாகப் பலகம்`)
};

export const auth_2fa_checking = /** @type {(inputs: Auth_2fa_CheckingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரிபார்க்கிறது...`)
};

export const auth_2fa_code = /** @type {(inputs: Auth_2fa_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறியீடு`)
};

export const auth_2fa_enter = /** @type {(inputs: Auth_2fa_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலி காட்டும் 6 இலக்கக் குறியீட்டை, அல்லது உங்கள் மீட்புக் குறியீடுகளில் ஒன்றை உள்ளிடவும்.`)
};

export const auth_2fa_hint = /** @type {(inputs: Auth_2fa_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்புக் குறியீடு ABCDE-23456 போல இருக்கும்; அது ஒரு முறை மட்டுமே செயல்படும்.`)
};

export const auth_2fa_page_title = /** @type {(inputs: Auth_2fa_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு | Fli DESK`)
};

export const auth_2fa_signing_in = /** @type {(inputs: Auth_2fa_Signing_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழையும் கணக்கு:`)
};

export const auth_2fa_verify = /** @type {(inputs: Auth_2fa_VerifyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரிபார்த்து உள்நுழை`)
};

export const auth_agree = /** @type {(inputs: Auth_AgreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைவதன் மூலம் இவற்றை ஏற்கிறீர்கள்:`)
};

export const auth_and = /** @type {(inputs: Auth_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மற்றும்`)
};

export const auth_back_to_sign_in = /** @type {(inputs: Auth_Back_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைவுக்குத் திரும்பு`)
};

export const auth_busy = /** @type {(inputs: Auth_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைகிறது...`)
};

export const auth_confirm_email_page_title = /** @type {(inputs: Auth_Confirm_Email_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் புதிய மின்னஞ்சலை உறுதிப்படுத்துங்கள் | Fli DESK`)
};

export const auth_confirm_email_question = /** @type {(inputs: Auth_Confirm_Email_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண் ${i?.id}-க்கு ${i?.email} ஐப் பயன்படுத்தவா?`)
};

export const auth_confirm_email_submit = /** @type {(inputs: Auth_Confirm_Email_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய மின்னஞ்சலை உறுதிப்படுத்து`)
};

export const auth_confirm_email_title = /** @type {(inputs: Auth_Confirm_Email_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் புதிய மின்னஞ்சல் முகவரியை உறுதிப்படுத்துங்கள்`)
};

export const auth_confirm_link_gone = /** @type {(inputs: Auth_Confirm_Link_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த உறுதிப்படுத்தல் இணைப்பு செல்லாதது, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியானது. உங்கள் சுயவிவரத்திலிருந்து புதியதைக் கேளுங்கள்.`)
};

export const auth_confirm_link_gone_title = /** @type {(inputs: Auth_Confirm_Link_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உறுதிப்படுத்தல் இணைப்பு செல்லாது`)
};

export const auth_confirm_password = /** @type {(inputs: Auth_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லை உறுதிப்படுத்து`)
};

export const auth_confirming = /** @type {(inputs: Auth_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உறுதிப்படுத்துகிறது...`)
};

export const auth_desk_id = /** @type {(inputs: Auth_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண்`)
};

export const auth_email_changed = /** @type {(inputs: Auth_Email_ChangedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK மின்னஞ்சல் முகவரி இப்போது ${i?.email}.`)
};

export const auth_email_changed_title = /** @type {(inputs: Auth_Email_Changed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் முகவரி மாற்றப்பட்டது`)
};

export const auth_error_title = /** @type {(inputs: Auth_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அங்கீகாரப் பிழை`)
};

export const auth_forgot = /** @type {(inputs: Auth_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மறந்துவிட்டதா?`)
};

export const auth_forgot_busy = /** @type {(inputs: Auth_Forgot_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்புகிறது...`)
};

export const auth_forgot_field = /** @type {(inputs: Auth_Forgot_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண் அல்லது மின்னஞ்சல்`)
};

export const auth_forgot_intro = /** @type {(inputs: Auth_Forgot_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்ணை அல்லது கணக்கின் மின்னஞ்சல் முகவரியை உள்ளிடவும். புதிய கடவுச்சொல்லை அமைக்க ஓர் இணைப்பை உங்களுக்கு மின்னஞ்சல் செய்வோம்.`)
};

export const auth_forgot_page_title = /** @type {(inputs: Auth_Forgot_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மறந்தது | Fli DESK`)
};

export const auth_forgot_submit = /** @type {(inputs: Auth_Forgot_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்டமைப்பு இணைப்பை அனுப்பு`)
};

export const auth_forgot_title = /** @type {(inputs: Auth_Forgot_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கடவுச்சொல் மறந்துவிட்டதா?`)
};

export const auth_go_to_profile = /** @type {(inputs: Auth_Go_To_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் சுயவிவரத்துக்குச் செல்லவும்`)
};

export const auth_go_to_sign_in = /** @type {(inputs: Auth_Go_To_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைவுக்குச் செல்லவும்`)
};

export const auth_invalid = /** @type {(inputs: Auth_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண் அல்லது கடவுச்சொல் தவறு`)
};

export const auth_invite_gone = /** @type {(inputs: Auth_Invite_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த அழைப்பு இணைப்பு செல்லாதது, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியானது. புதிய அழைப்பு பழைய இணைப்புகளை மாற்றிவிடும். நீங்கள் ஏற்கெனவே கடவுச்சொல்லை அமைத்திருந்தால் அதைக் கொண்டு உள்நுழையுங்கள்; இல்லையெனில் புதிய இணைப்பை உங்கள் நிர்வாகியிடம் கேளுங்கள்.`)
};

export const auth_invite_gone_title = /** @type {(inputs: Auth_Invite_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அழைப்பு இணைப்பு செல்லாது`)
};

export const auth_invite_intro = /** @type {(inputs: Auth_Invite_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைய ஒரு கடவுச்சொல்லைத் தேர்வுசெய்யுங்கள்.`)
};

export const auth_invite_submit = /** @type {(inputs: Auth_Invite_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லை அமைத்து உள்நுழை`)
};

export const auth_invite_title = /** @type {(inputs: Auth_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கடவுச்சொல்லை அமைக்கவும்`)
};

export const auth_made_in = /** @type {(inputs: Auth_Made_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இலங்கையில் உருவாக்கப்பட்டது`)
};

export const auth_new_password = /** @type {(inputs: Auth_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய கடவுச்சொல்`)
};

export const auth_order_id = /** @type {(inputs: Auth_Order_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆர்டர் எண்: ${i?.id}`)
};

export const auth_page_description = /** @type {(inputs: Auth_Page_DescriptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} வாடிக்கையாளர் போர்டலான Fli DESK-இல் உள்நுழையுங்கள்: உங்கள் திட்டங்கள், புதுப்பிப்புகள், பகுப்பாய்வு, கட்டணங்களை ஒரே இடத்தில் பின்தொடருங்கள்.`)
};

export const auth_page_title = /** @type {(inputs: Auth_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைக | Fli DESK`)
};

export const auth_password = /** @type {(inputs: Auth_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்`)
};

export const auth_payment_error_text = /** @type {(inputs: Auth_Payment_Error_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணத்தைச் செயலாக்கும்போது பிழை ஏற்பட்டது. உதவிக்கு உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்.`)
};

export const auth_payment_error_toast = /** @type {(inputs: Auth_Payment_Error_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணப் பிழை`)
};

export const auth_payment_failed_text = /** @type {(inputs: Auth_Payment_Failed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் தோல்வியடைந்தது. மீண்டும் முயலுங்கள்; சிக்கல் தொடர்ந்தால் உதவிக் குழுவைத் தொடர்புகொள்ளுங்கள்.`)
};

export const auth_payment_failed_toast = /** @type {(inputs: Auth_Payment_Failed_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் தோல்வியடைந்தது`)
};

export const auth_payment_id = /** @type {(inputs: Auth_Payment_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கட்டண எண்: ${i?.id}`)
};

export const auth_payment_success_text = /** @type {(inputs: Auth_Payment_Success_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது! உங்கள் Fli DESK கணக்கு உருவாக்கப்பட்டது. இப்போது உங்கள் Fli DESK அடையாள எண்ணுடன் உள்நுழையலாம்.`)
};

export const auth_payment_success_toast = /** @type {(inputs: Auth_Payment_Success_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் வெற்றிகரமாகச் செலுத்தப்பட்டது!`)
};

export const auth_policy_english_only = /** @type {(inputs: Auth_Policy_English_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கொள்கை ஆங்கிலத்தில் மட்டுமே வெளியிடப்பட்டுள்ளது; ஆங்கில உரையே செல்லுபடியாகும்.`)
};

export const auth_privacy = /** @type {(inputs: Auth_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தனியுரிமைக் கொள்கை`)
};

export const auth_required = /** @type {(inputs: Auth_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்ணையும் கடவுச்சொல்லையும் உள்ளிடவும்`)
};

export const auth_reset_gone = /** @type {(inputs: Auth_Reset_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மீட்டமைப்பு இணைப்பு செல்லாதது, ஏற்கெனவே பயன்படுத்தப்பட்டது அல்லது காலாவதியானது. புதிய இணைப்பு மட்டுமே ஒரு முறை, 30 நிமிடங்களுக்குச் செயல்படும். உள்நுழைவுப் பக்கத்திலிருந்து புதியதைக் கேளுங்கள்.`)
};

export const auth_reset_gone_title = /** @type {(inputs: Auth_Reset_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்டமைப்பு இணைப்பு செல்லாது`)
};

export const auth_reset_intro = /** @type {(inputs: Auth_Reset_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அதில் உள்நுழைந்துள்ள எல்லாச் சாதனங்களும் வெளியேற்றப்படும்; இந்தச் சாதனம் புதிய கடவுச்சொல்லுடன் உள்நுழையும்.`)
};

export const auth_reset_submit = /** @type {(inputs: Auth_Reset_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லைச் சேமித்து உள்நுழை`)
};

export const auth_reset_title = /** @type {(inputs: Auth_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய கடவுச்சொல்லை அமைக்கவும்`)
};

export const auth_sign_in_again = /** @type {(inputs: Auth_Sign_In_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீண்டும் உள்நுழையுங்கள்`)
};

export const auth_submit = /** @type {(inputs: Auth_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டுக்குச் செல்லவும்`)
};

export const auth_terms = /** @type {(inputs: Auth_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விதிமுறைகள் மற்றும் நிபந்தனைகள்`)
};

export const auth_title = /** @type {(inputs: Auth_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK-இல் உள்நுழையுங்கள்`)
};

export const auth_unexpected = /** @type {(inputs: Auth_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எதிர்பாராத பிழை ஏற்பட்டது`)
};

export const auth_version = /** @type {(inputs: Auth_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பதிப்பு: ${i?.version}`)
};

export const auth_your_desk_id = /** @type {(inputs: Auth_Your_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்:`)
};

export const auth_your_desk_id_is = /** @type {(inputs: Auth_Your_Desk_Id_IsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்`)
};

export const billing_amount = /** @type {(inputs: Billing_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொகை`)
};

export const billing_answer_already_cancelled = /** @type {(inputs: Billing_Answer_Already_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சந்தா ஏற்கெனவே ரத்து செய்யப்பட்டுள்ளது.`)
};

export const billing_answer_bundle_monthly = /** @type {(inputs: Billing_Answer_Bundle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொகுப்புக்கு மாதந்தோறும் கட்டணம் வசூலிக்கப்படும்.`)
};

export const billing_answer_clients_only = /** @type {(inputs: Billing_Answer_Clients_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சந்தாவை வைத்திருக்கும் வாடிக்கையாளர் மட்டுமே அதை மாற்ற முடியும்.`)
};

export const billing_answer_gateway_busy = /** @type {(inputs: Billing_Answer_Gateway_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere பணிச்சுமையில் உள்ளது. ஒரு நிமிடத்தில் மீண்டும் முயலவும்.`)
};

export const billing_answer_gateway_cannot_retry = /** @type {(inputs: Billing_Answer_Gateway_Cannot_RetryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PayHere இந்தச் சந்தாவை மீண்டும் முயல முடியாது (அதன் நிலை: ${i?.status}).`)
};

export const billing_answer_gateway_cannot_retry_now = /** @type {(inputs: Billing_Answer_Gateway_Cannot_Retry_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere இந்தச் சந்தாவை இப்போது மீண்டும் முயல முடியாது.`)
};

export const billing_answer_gateway_trying = /** @type {(inputs: Billing_Answer_Gateway_TryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere இன்னும் தன் சொந்த அட்டவணைப்படி இந்தக் கட்டணத்தை முயல்கிறது (அல்லது அது ஏற்கெனவே நிறைவேறிவிட்டது). நாளை மீண்டும் பார்க்கவும்.`)
};

export const billing_answer_gateway_unreachable = /** @type {(inputs: Billing_Answer_Gateway_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere உடன் இணைக்க முடியவில்லை. மீண்டும் முயலவும்.`)
};

export const billing_answer_none_scheduled = /** @type {(inputs: Billing_Answer_None_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எந்த ரத்தும் திட்டமிடப்படவில்லை: உங்கள் திட்டம் தொடர்கிறது.`)
};

export const billing_answer_not_active = /** @type {(inputs: Billing_Answer_Not_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சந்தா இனி நடப்பில் இல்லை, எனவே அதை ரத்து செய்ய முடியாது.`)
};

export const billing_answer_not_failed = /** @type {(inputs: Billing_Answer_Not_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சந்தாவில் மீண்டும் முயல தோல்வியடைந்த கட்டணம் எதுவும் இல்லை.`)
};

export const billing_answer_not_found = /** @type {(inputs: Billing_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சந்தா கிடைக்கவில்லை.`)
};

export const billing_answer_not_set_up = /** @type {(inputs: Billing_Answer_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சேவையகத்தில் கட்டணச் செயல்கள் அமைக்கப்படவில்லை. எங்களைத் தொடர்புகொள்ளவும்.`)
};

export const billing_answer_pay_bundle = /** @type {(inputs: Billing_Answer_Pay_BundleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} தொகுப்பைத் தொடங்க ${i?.amount} செலுத்தவும்${i?.refunded}. ${i?.commitment}.`)
};

export const billing_answer_pay_plan = /** @type {(inputs: Billing_Answer_Pay_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} திட்டத்தைத் தொடங்க ${i?.amount} செலுத்தவும்${i?.refunded}.`)
};

export const billing_answer_plan_cancelling = /** @type {(inputs: Billing_Answer_Plan_CancellingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சந்தா ரத்து செய்யப்படுகிறது. அதன் திட்டத்தை மாற்றும் முன் ரத்தைத் திரும்பப் பெறுங்கள்.`)
};

export const billing_answer_plan_invalid = /** @type {(inputs: Billing_Answer_Plan_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியலிலிருந்து ஒரு திட்டத்தையும் கட்டணச் சுழற்சியையும் தேர்ந்தெடுக்கவும்.`)
};

export const billing_answer_plan_not_running = /** @type {(inputs: Billing_Answer_Plan_Not_RunningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சந்தா இனி நடப்பில் இல்லை, எனவே அதன் திட்டத்தை மாற்ற முடியாது.`)
};

export const billing_answer_retried = /** @type {(inputs: Billing_Answer_RetriedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் மீண்டும் முயலப்பட்டது: உங்கள் அட்டையில் தொகை அறவிடப்பட்டது, உங்கள் திட்டம் மீண்டும் செயலில் உள்ளது.`)
};

export const billing_answer_retrying = /** @type {(inputs: Billing_Answer_RetryingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கட்டணத்தை மீண்டும் முயல்வது ஏற்கெனவே நடந்துகொண்டிருக்கிறது. சற்றுக் காத்திருக்கவும்.`)
};

export const billing_answer_same_plan = /** @type {(inputs: Billing_Answer_Same_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இதுவே ஏற்கெனவே உங்கள் திட்டமும் கட்டணச் சுழற்சியும்.`)
};

export const billing_answer_scheduled = /** @type {(inputs: Billing_Answer_ScheduledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ரத்து திட்டமிடப்பட்டது: உங்கள் திட்டம் ${i?.date} வரை தொடரும், அதன் பின் ரத்து செய்யப்படும்.`)
};

export const billing_answer_stale_price = /** @type {(inputs: Billing_Answer_Stale_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காட்டப்பட்ட விலை காலாவதியானது. கட்டண விவரங்கள் தாவலை மீண்டும் ஏற்றி புதிய தொகையை உறுதிப்படுத்தவும்.`)
};

export const billing_answer_taking_effect = /** @type {(inputs: Billing_Answer_Taking_EffectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்து இப்போதே நடைமுறைக்கு வருகிறது, எனவே அதை இனி திரும்பப் பெற முடியாது.`)
};

export const billing_answer_undone = /** @type {(inputs: Billing_Answer_UndoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்து திரும்பப் பெறப்பட்டது: உங்கள் திட்டம் தொடர்கிறது.`)
};

export const billing_answer_unknown_form = /** @type {(inputs: Billing_Answer_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத படிவம்`)
};

export const billing_back_to_billing = /** @type {(inputs: Billing_Back_To_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண விவரங்களுக்குத் திரும்பு`)
};

export const billing_bundle_cancel_question = /** @type {(inputs: Billing_Bundle_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.commitment}, அதன் பிறகு ரத்து செய்யப்படும். அதுவரை இதைத் திரும்பப் பெறலாம்.`)
};

export const billing_bundles = /** @type {(inputs: Billing_BundlesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொகுப்புகள்`)
};

export const billing_bundles_pitch = /** @type {(inputs: Billing_Bundles_PitchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`சமூக ஊடகத் திட்டத்தையும் SEO திட்டத்தையும் ${i?.months} மாத ஒப்பந்தத்தில் இணைத்து ${i?.percent}% சேமியுங்கள். இன்று செலுத்தினால்: ${i?.commitment}.`)
};

export const billing_cancel_my_plan = /** @type {(inputs: Billing_Cancel_My_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`என் திட்டத்தை ரத்துசெய்`)
};

export const billing_cancel_plan = /** @type {(inputs: Billing_Cancel_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தை ரத்துசெய்`)
};

export const billing_cancel_question = /** @type {(inputs: Billing_Cancel_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} (${i?.service}) திட்டம் ${i?.date} வரை தொடரும் (எங்கள் 30 நாள் அறிவிப்பு, அதுவரை செலுத்திய காலத்தின் இறுதி வரை), அதன் பிறகு ரத்து செய்யப்படும். அதுவரை இதைத் திரும்பப் பெறலாம்.`)
};

export const billing_cancel_title = /** @type {(inputs: Billing_Cancel_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டத்தை ரத்து செய்யவா?`)
};

export const billing_change_plan = /** @type {(inputs: Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தை மாற்று`)
};

export const billing_change_starts = /** @type {(inputs: Billing_Change_StartsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`புதிய திட்டம் அதன் முதல் கட்டணத்தைச் செலுத்தும்போது தொடங்கும்; உங்கள் தற்போதைய திட்டம் அன்றே ரத்து செய்யப்படும்${i?.refund}.`)
};

export const billing_change_to = /** @type {(inputs: Billing_Change_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (${i?.cycle}) க்கு மாறு`)
};

export const billing_charge_on = /** @type {(inputs: Billing_Charge_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} அன்று ${i?.amount}`)
};

export const billing_commitment = /** @type {(inputs: Billing_CommitmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் தொகுப்பு அதன் ${i?.months} மாத ஒப்பந்தம் முடியும் ${i?.date} வரை தொடரும்`)
};

export const billing_commitment_held = /** @type {(inputs: Billing_Commitment_HeldInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.commitment}: அதுவரை வேறு தொகுப்புக்கு மட்டுமே மாற்ற முடியும்.`)
};

export const billing_continue_to_payment = /** @type {(inputs: Billing_Continue_To_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் செலுத்தத் தொடரவும்`)
};

export const billing_cycle = /** @type {(inputs: Billing_CycleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணச் சுழற்சி`)
};

export const billing_cycle_annual = /** @type {(inputs: Billing_Cycle_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆண்டுதோறும்`)
};

export const billing_cycle_monthly = /** @type {(inputs: Billing_Cycle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திரம்`)
};

export const billing_date = /** @type {(inputs: Billing_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேதி`)
};

export const billing_document_amount = /** @type {(inputs: Billing_Document_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொகை 0 க்கு மேல் இருக்க வேண்டும், கட்டணத் தொகையை விட அதிகமாக இருக்கக்கூடாது`)
};

export const billing_document_no_payment = /** @type {(inputs: Billing_Document_No_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அத்தகைய கட்டணம் இல்லை`)
};

export const billing_download_receipt = /** @type {(inputs: Billing_Download_ReceiptInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ரசீது ${i?.number} பதிவிறக்கு (PDF)`)
};

export const billing_due_since = /** @type {(inputs: Billing_Due_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}, ${i?.date} முதல் செலுத்த வேண்டியது`)
};

export const billing_keep_plan = /** @type {(inputs: Billing_Keep_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`என் திட்டத்தைத் தொடர்`)
};

export const billing_method = /** @type {(inputs: Billing_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முறை`)
};

export const billing_method_card = /** @type {(inputs: Billing_Method_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அட்டை`)
};

export const billing_method_test = /** @type {(inputs: Billing_Method_TestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சோதனைக் கட்டணம்`)
};

export const billing_next_charge = /** @type {(inputs: Billing_Next_ChargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடுத்த கட்டணம்`)
};

export const billing_no_subscription = /** @type {(inputs: Billing_No_SubscriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் சந்தா எதுவும் இல்லை.`)
};

export const billing_none = /** @type {(inputs: Billing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை`)
};

export const billing_none_cancellation_scheduled = /** @type {(inputs: Billing_None_Cancellation_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை: ரத்து திட்டமிடப்பட்டுள்ளது`)
};

export const billing_none_cancelled = /** @type {(inputs: Billing_None_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை: ரத்து செய்யப்பட்டது`)
};

export const billing_not_scheduled = /** @type {(inputs: Billing_Not_ScheduledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டமிடப்படவில்லை`)
};

export const billing_paid_period = /** @type {(inputs: Billing_Paid_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செலுத்திய காலம்`)
};

export const billing_payment_cancelled = /** @type {(inputs: Billing_Payment_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்து செய்யப்பட்டது`)
};

export const billing_payment_charged_back = /** @type {(inputs: Billing_Payment_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வங்கி திருப்பி வசூலித்தது`)
};

export const billing_payment_failed = /** @type {(inputs: Billing_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தோல்வியடைந்தது`)
};

export const billing_payment_paid = /** @type {(inputs: Billing_Payment_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செலுத்தப்பட்டது`)
};

export const billing_payment_pending = /** @type {(inputs: Billing_Payment_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலுவையில்`)
};

export const billing_payment_returned = /** @type {(inputs: Billing_Payment_ReturnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முழுமையாகத் திருப்பி அளிக்கப்பட்டது`)
};

export const billing_payments = /** @type {(inputs: Billing_PaymentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணங்கள்`)
};

export const billing_per_month = /** @type {(inputs: Billing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மாதத்திற்கு ${i?.amount}`)
};

export const billing_per_year = /** @type {(inputs: Billing_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆண்டுக்கு ${i?.amount}`)
};

export const billing_period_range = /** @type {(inputs: Billing_Period_RangeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.start} முதல் ${i?.end} வரை`)
};

export const billing_plan = /** @type {(inputs: Billing_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம்`)
};

export const billing_receipt = /** @type {(inputs: Billing_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரசீது`)
};

export const billing_refund_again = /** @type {(inputs: Billing_Refund_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} க்கான இந்தத் திருப்பி அளித்தல் ஏற்கெனவே செய்யப்பட்டுள்ளது.`)
};

export const billing_refund_credentials_refused = /** @type {(inputs: Billing_Refund_Credentials_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere செயலியின் சான்றுகளை (PAYHERE_APP_ID, PAYHERE_APP_SECRET) மறுத்தது. எதுவும் திருப்பி அளிக்கப்படவில்லை.`)
};

export const billing_refund_done = /** @type {(inputs: Billing_Refund_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} திருப்பி அளிக்கப்பட்டது. வாடிக்கையாளருக்கு மின்னஞ்சல் அனுப்பப்பட்டது.`)
};

export const billing_refund_key_used = /** @type {(inputs: Billing_Refund_Key_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திருப்பி அளித்தல் படிவம் ஏற்கெனவே வேறொரு கட்டணத்துக்குப் பயன்படுத்தப்பட்டது. பக்கத்தை மீண்டும் ஏற்றவும்.`)
};

export const billing_refund_not_found = /** @type {(inputs: Billing_Refund_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் கிடைக்கவில்லை`)
};

export const billing_refund_not_received = /** @type {(inputs: Billing_Refund_Not_ReceivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெறப்பட்ட கட்டணத்தை மட்டுமே திருப்பி அளிக்க முடியும்`)
};

export const billing_refund_not_set_up = /** @type {(inputs: Billing_Refund_Not_Set_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணச் செயல்கள் அமைக்கப்படவில்லை: PayHere செயலியின் சான்றுகள் (PAYHERE_APP_ID, PAYHERE_APP_SECRET) இல்லை.`)
};

export const billing_refund_nothing_left = /** @type {(inputs: Billing_Refund_Nothing_LeftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கட்டணம் ஏற்கெனவே முழுமையாகத் திருப்பி அளிக்கப்பட்டுள்ளது`)
};

export const billing_refund_other_under_way = /** @type {(inputs: Billing_Refund_Other_Under_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கட்டணத்தின் மற்றொரு திருப்பி அளித்தல் நடந்துகொண்டிருக்கிறது. சற்றுக் காத்திருந்து பக்கத்தை மீண்டும் ஏற்றவும்.`)
};

export const billing_refund_refused = /** @type {(inputs: Billing_Refund_RefusedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PayHere திருப்பி அளித்தலை மறுத்தது: ${i?.why}`)
};

export const billing_refund_settle_first = /** @type {(inputs: Billing_Refund_Settle_FirstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere இந்தக் கட்டணத்தின் முந்தைய திருப்பி அளித்தலை உறுதிப்படுத்தவில்லை. PayHere இல் கட்டணத்தைச் சரிபார்த்து, முதலில் அந்தத் திருப்பி அளித்தலைத் தீர்மானிக்கவும்.`)
};

export const billing_refund_too_much = /** @type {(inputs: Billing_Refund_Too_MuchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`திருப்பி அளிக்கும் தொகை, திருப்பி அளிக்க மீதமுள்ள ${i?.left} ஐ விட அதிகம்`)
};

export const billing_refund_unconfirmed = /** @type {(inputs: Billing_Refund_UnconfirmedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PayHere இந்தத் திருப்பி அளித்தலை உறுதிப்படுத்தவில்லை. மீண்டும் திருப்பி அளிக்கும் முன் PayHere இல் கட்டணத்தைச் சரிபார்க்கவும்.`)
};

export const billing_refund_under_way = /** @type {(inputs: Billing_Refund_Under_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திருப்பி அளித்தல் ஏற்கெனவே நடந்துகொண்டிருக்கிறது`)
};

export const billing_retry = /** @type {(inputs: Billing_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீண்டும் செலுத்த முயலவும்`)
};

export const billing_runs_until = /** @type {(inputs: Billing_Runs_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} வரை தொடரும், பின்னர் ரத்து செய்யப்படும்`)
};

export const billing_settle_not_found = /** @type {(inputs: Billing_Settle_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருப்பி அளித்தல் கிடைக்கவில்லை. அது ஏற்கெனவே தீர்மானிக்கப்பட்டிருக்கலாம்: பக்கத்தை மீண்டும் ஏற்றவும்.`)
};

export const billing_settle_not_refunded = /** @type {(inputs: Billing_Settle_Not_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} திருப்பி அளித்தல் செய்யப்படாததாக ஒதுக்கி வைக்கப்பட்டது: கட்டணத்தை மீண்டும் திருப்பி அளிக்கலாம்.`)
};

export const billing_settle_refunded = /** @type {(inputs: Billing_Settle_RefundedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} திருப்பி அளித்தல் பதிவு செய்யப்பட்டது. வாடிக்கையாளருக்கு மின்னஞ்சல் அனுப்பப்பட்டது.`)
};

export const billing_settle_settled = /** @type {(inputs: Billing_Settle_SettledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திருப்பி அளித்தல் செய்யப்பட்டதாக ஏற்கெனவே பதிவாகியுள்ளது. பக்கத்தை மீண்டும் ஏற்றவும்.`)
};

export const billing_settle_under_way = /** @type {(inputs: Billing_Settle_Under_WayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திருப்பி அளித்தல் இன்னும் நடந்துகொண்டிருக்கிறது: PayHere இன் பதிலுக்குக் காத்திருக்கிறோம். சற்றுக் காத்திருக்கவும்.`)
};

export const billing_status = /** @type {(inputs: Billing_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை`)
};

export const billing_status_active = /** @type {(inputs: Billing_Status_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலில்`)
};

export const billing_status_cancelled = /** @type {(inputs: Billing_Status_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்து செய்யப்பட்டது`)
};

export const billing_status_charged_back = /** @type {(inputs: Billing_Status_Charged_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வங்கி திருப்பி வசூலித்தது`)
};

export const billing_status_completed = /** @type {(inputs: Billing_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறைவடைந்தது`)
};

export const billing_status_past_due = /** @type {(inputs: Billing_Status_Past_DueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் தாமதம்`)
};

export const billing_status_stopped = /** @type {(inputs: Billing_Status_StoppedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுத்தப்பட்டது`)
};

export const billing_undo_cancel = /** @type {(inputs: Billing_Undo_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்தைத் திரும்பப் பெறு`)
};

export const billing_unused_refund = /** @type {(inputs: Billing_Unused_RefundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`, தற்போதைய திட்டத்தின் பயன்படுத்தாத நாட்களுக்கான ${i?.amount} திருப்பி அளிக்கப்படும்`)
};

export const billing_working = /** @type {(inputs: Billing_WorkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலாக்குகிறது…`)
};

export const buy_account_password = /** @type {(inputs: Buy_Account_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கணக்குக் கடவுச்சொல்`)
};

export const buy_agree_before = /** @type {(inputs: Buy_Agree_BeforeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நான் ஒப்புக்கொள்கிறேன்:`)
};

export const buy_amount_charged = /** @type {(inputs: Buy_Amount_ChargedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வசூலிக்கப்பட்ட தொகை`)
};

export const buy_and = /** @type {(inputs: Buy_AndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மற்றும்`)
};

export const buy_back = /** @type {(inputs: Buy_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பின்செல்`)
};

export const buy_back_to_onboarding = /** @type {(inputs: Buy_Back_To_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுசெய்தலுக்குத் திரும்புக`)
};

export const buy_billed_annually = /** @type {(inputs: Buy_Billed_AnnuallyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} · ஆண்டுதோறும் வசூலிக்கப்படும்`)
};

export const buy_billed_monthly = /** @type {(inputs: Buy_Billed_MonthlyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.service} · மாதந்தோறும் வசூலிக்கப்படும்`)
};

export const buy_business_name = /** @type {(inputs: Buy_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணிகப் பெயர் *`)
};

export const buy_business_name_long = /** @type {(inputs: Buy_Business_Name_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணிகப் பெயர் மிக நீளமாக உள்ளது`)
};

export const buy_business_name_plain = /** @type {(inputs: Buy_Business_Name_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணிகப் பெயர்`)
};

export const buy_business_name_required = /** @type {(inputs: Buy_Business_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணிகப் பெயர் தேவை`)
};

export const buy_checkout = /** @type {(inputs: Buy_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் செலுத்துதல்`)
};

export const buy_co_account_exists = /** @type {(inputs: Buy_Co_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மின்னஞ்சலை ஏற்கனவே ஒரு கணக்கு பயன்படுத்துகிறது. உங்கள் Fli DESK இல் உள்நுழையுங்கள், அல்லது வேறு மின்னஞ்சலைப் பயன்படுத்துங்கள்.`)
};

export const buy_co_account_exists_text = /** @type {(inputs: Buy_Co_Account_Exists_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் தற்போதைய கணக்கில் திட்டத்தைச் சேர்க்க, உங்கள் Fli DESK இல் உள்நுழைந்து அங்கிருந்து எங்களைத் தொடர்புகொள்ளுங்கள். புதிய கணக்கைத் திறக்க வேறு மின்னஞ்சலைப் பயன்படுத்துங்கள்.`)
};

export const buy_co_account_exists_title = /** @type {(inputs: Buy_Co_Account_Exists_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கு ஏற்கனவே கணக்கு உள்ளது`)
};

export const buy_co_business_name = /** @type {(inputs: Buy_Co_Business_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணிகப் பெயரில் குறைந்தது 3 எழுத்துகள் இருக்க வேண்டும்`)
};

export const buy_co_data_error = /** @type {(inputs: Buy_Co_Data_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தரவுப் பிழை`)
};

export const buy_co_initiated_text = /** @type {(inputs: Buy_Co_Initiated_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பாதுகாப்பான கட்டணப் பக்கத்திற்கு அனுப்புகிறோம்...`)
};

export const buy_co_initiated_title = /** @type {(inputs: Buy_Co_Initiated_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் தொடங்கப்பட்டது`)
};

export const buy_co_invalid_checkout = /** @type {(inputs: Buy_Co_Invalid_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செல்லாத கட்டணக் கோரிக்கை`)
};

export const buy_co_invalid_plan = /** @type {(inputs: Buy_Co_Invalid_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} க்கான திட்ட அமைப்பு செல்லாது`)
};

export const buy_co_invalid_pricing = /** @type {(inputs: Buy_Co_Invalid_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விலைத் தரவு செல்லாது`)
};

export const buy_co_invalid_wizard = /** @type {(inputs: Buy_Co_Invalid_WizardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுசெய்தல் தரவின் வடிவம் செல்லாது`)
};

export const buy_co_load_failed = /** @type {(inputs: Buy_Co_Load_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணத் தரவை ஏற்ற முடியவில்லை`)
};

export const buy_co_network = /** @type {(inputs: Buy_Co_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வலையமைப்புப் பிழை: சேவையகத்துடன் இணைக்க முடியவில்லை. இணைய இணைப்பைச் சரிபார்க்கவும் அல்லது பின்னர் மீண்டும் முயலவும்.`)
};

export const buy_co_not_saved = /** @type {(inputs: Buy_Co_Not_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண அமர்வை உருவாக்க முடியவில்லை: ஆர்டரைச் சேமிக்க முடியவில்லை`)
};

export const buy_co_payment_failed = /** @type {(inputs: Buy_Co_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் தோல்வியடைந்தது`)
};

export const buy_co_payments_off = /** @type {(inputs: Buy_Co_Payments_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் தளத்தில் இணையவழிக் கட்டணங்கள் இன்னும் அமைக்கப்படவில்லை. உங்கள் திட்டத்தைத் தொடங்க எங்களைத் தொடர்புகொள்ளுங்கள்.`)
};

export const buy_co_payments_off_title = /** @type {(inputs: Buy_Co_Payments_Off_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணங்கள் கிடைக்கவில்லை`)
};

export const buy_co_phone = /** @type {(inputs: Buy_Co_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரியான தொலைபேசி எண்ணை உள்ளிடவும்`)
};

export const buy_co_terms = /** @type {(inputs: Buy_Co_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விதிமுறைகளையும் நிபந்தனைகளையும் ஏற்க வேண்டும்`)
};

export const buy_co_unexpected = /** @type {(inputs: Buy_Co_UnexpectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எதிர்பாராத பிழை ஏற்பட்டது. மீண்டும் முயலவும் அல்லது உதவியைத் தொடர்புகொள்ளவும்.`)
};

export const buy_co_validation_text = /** @type {(inputs: Buy_Co_Validation_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படிவத்தில் உள்ள பிழைகளைத் திருத்தவும்`)
};

export const buy_co_validation_title = /** @type {(inputs: Buy_Co_Validation_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படிவச் சரிபார்ப்பு தோல்வியடைந்தது`)
};

export const buy_confirming = /** @type {(inputs: Buy_ConfirmingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கட்டணம் உறுதிப்படுத்தப்படுகிறது`)
};

export const buy_confirming_text = /** @type {(inputs: Buy_Confirming_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இதற்கு வழக்கமாகச் சில விநாடிகள் ஆகும். இந்தப் பக்கத்தைத் திறந்தே வையுங்கள்.`)
};

export const buy_contact_support = /** @type {(inputs: Buy_Contact_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவியைத் தொடர்புகொள்ளுங்கள்`)
};

export const buy_contact_us = /** @type {(inputs: Buy_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களைத் தொடர்புகொள்ளுங்கள்`)
};

export const buy_country_afghanistan = /** @type {(inputs: Buy_Country_AfghanistanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆப்கானிஸ்தான்`)
};

export const buy_country_australia = /** @type {(inputs: Buy_Country_AustraliaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆஸ்திரேலியா`)
};

export const buy_country_bahrain = /** @type {(inputs: Buy_Country_BahrainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பஹ்ரைன்`)
};

export const buy_country_bangladesh = /** @type {(inputs: Buy_Country_BangladeshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வங்கதேசம்`)
};

export const buy_country_bhutan = /** @type {(inputs: Buy_Country_BhutanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பூட்டான்`)
};

export const buy_country_brazil = /** @type {(inputs: Buy_Country_BrazilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிரேசில்`)
};

export const buy_country_china = /** @type {(inputs: Buy_Country_ChinaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சீனா`)
};

export const buy_country_code = /** @type {(inputs: Buy_Country_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்டுக் குறியீடு`)
};

export const buy_country_france = /** @type {(inputs: Buy_Country_FranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிரான்ஸ்`)
};

export const buy_country_germany = /** @type {(inputs: Buy_Country_GermanyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஜெர்மனி`)
};

export const buy_country_hong_kong = /** @type {(inputs: Buy_Country_Hong_KongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஹாங்காங்`)
};

export const buy_country_india = /** @type {(inputs: Buy_Country_IndiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தியா`)
};

export const buy_country_indonesia = /** @type {(inputs: Buy_Country_IndonesiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தோனேசியா`)
};

export const buy_country_ireland = /** @type {(inputs: Buy_Country_IrelandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அயர்லாந்து`)
};

export const buy_country_israel = /** @type {(inputs: Buy_Country_IsraelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இஸ்ரேல்`)
};

export const buy_country_italy = /** @type {(inputs: Buy_Country_ItalyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இத்தாலி`)
};

export const buy_country_japan = /** @type {(inputs: Buy_Country_JapanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஜப்பான்`)
};

export const buy_country_kuwait = /** @type {(inputs: Buy_Country_KuwaitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குவைத்`)
};

export const buy_country_malaysia = /** @type {(inputs: Buy_Country_MalaysiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மலேசியா`)
};

export const buy_country_maldives = /** @type {(inputs: Buy_Country_MaldivesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாலத்தீவு`)
};

export const buy_country_myanmar = /** @type {(inputs: Buy_Country_MyanmarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மியான்மர்`)
};

export const buy_country_nepal = /** @type {(inputs: Buy_Country_NepalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நேபாளம்`)
};

export const buy_country_netherlands = /** @type {(inputs: Buy_Country_NetherlandsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நெதர்லாந்து`)
};

export const buy_country_new_zealand = /** @type {(inputs: Buy_Country_New_ZealandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நியூசிலாந்து`)
};

export const buy_country_oman = /** @type {(inputs: Buy_Country_OmanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஓமான்`)
};

export const buy_country_pakistan = /** @type {(inputs: Buy_Country_PakistanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பாகிஸ்தான்`)
};

export const buy_country_philippines = /** @type {(inputs: Buy_Country_PhilippinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிலிப்பைன்ஸ்`)
};

export const buy_country_qatar = /** @type {(inputs: Buy_Country_QatarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கத்தார்`)
};

export const buy_country_russia = /** @type {(inputs: Buy_Country_RussiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரஷ்யா`)
};

export const buy_country_saudi_arabia = /** @type {(inputs: Buy_Country_Saudi_ArabiaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சவூதி அரேபியா`)
};

export const buy_country_singapore = /** @type {(inputs: Buy_Country_SingaporeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சிங்கப்பூர்`)
};

export const buy_country_south_africa = /** @type {(inputs: Buy_Country_South_AfricaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தென்னாப்பிரிக்கா`)
};

export const buy_country_south_korea = /** @type {(inputs: Buy_Country_South_KoreaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தென் கொரியா`)
};

export const buy_country_spain = /** @type {(inputs: Buy_Country_SpainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஸ்பெயின்`)
};

export const buy_country_sri_lanka = /** @type {(inputs: Buy_Country_Sri_LankaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இலங்கை`)
};

export const buy_country_sweden = /** @type {(inputs: Buy_Country_SwedenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுவீடன்`)
};

export const buy_country_switzerland = /** @type {(inputs: Buy_Country_SwitzerlandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுவிட்சர்லாந்து`)
};

export const buy_country_taiwan = /** @type {(inputs: Buy_Country_TaiwanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தைவான்`)
};

export const buy_country_thailand = /** @type {(inputs: Buy_Country_ThailandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தாய்லாந்து`)
};

export const buy_country_turkey = /** @type {(inputs: Buy_Country_TurkeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`துருக்கி`)
};

export const buy_country_united_arab_emirates = /** @type {(inputs: Buy_Country_United_Arab_EmiratesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஐக்கிய அரபு அமீரகம்`)
};

export const buy_country_united_kingdom = /** @type {(inputs: Buy_Country_United_KingdomInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஐக்கிய இராச்சியம்`)
};

export const buy_country_united_states_canada = /** @type {(inputs: Buy_Country_United_States_CanadaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அமெரிக்கா / கனடா`)
};

export const buy_country_vietnam = /** @type {(inputs: Buy_Country_VietnamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வியட்நாம்`)
};

export const buy_currency = /** @type {(inputs: Buy_CurrencyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாணயம்`)
};

export const buy_cycle_annual = /** @type {(inputs: Buy_Cycle_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆண்டுதோறும்`)
};

export const buy_cycle_legend = /** @type {(inputs: Buy_Cycle_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணச் சுழற்சி`)
};

export const buy_cycle_monthly = /** @type {(inputs: Buy_Cycle_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திரம்`)
};

export const buy_cycle_save = /** @type {(inputs: Buy_Cycle_SaveInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.percent}% சேமிப்பு`)
};

export const buy_demo_intro = /** @type {(inputs: Buy_Demo_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எந்த Fli DESK அடையாள எண்ணையும் சரிபார்க்கலாம், அல்லது மாதிரியை முயலலாம். வரிசை நிலைப் பாதுகாப்பு விவரங்களைக் கட்டுப்படுத்துகிறது: திட்டம், கட்டண நிலை, மறைக்கப்பட்ட மின்னஞ்சல் மட்டுமே காட்டப்படும்; சரிபார்ப்புகளின் எண்ணிக்கை வரம்பிடப்பட்டுள்ளது.`)
};

export const buy_demo_meta = /** @type {(inputs: Buy_Demo_MetaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதிரி அடையாள எண்ணுடன் Fli DESK சரிபார்ப்பை முயலுங்கள்: திட்டம், கட்டண நிலை, மறைக்கப்பட்ட மின்னஞ்சல் மட்டுமே காட்டப்படும்.`)
};

export const buy_demo_title = /** @type {(inputs: Buy_Demo_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டெஸ்க் அடையாள எண் சரிபார்ப்பு மாதிரி`)
};

export const buy_demo_validator = /** @type {(inputs: Buy_Demo_ValidatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரிபார்ப்பான்`)
};

export const buy_desk_id = /** @type {(inputs: Buy_Desk_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK அடையாள எண்`)
};

export const buy_done = /** @type {(inputs: Buy_DoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிந்தது`)
};

export const buy_draft_link_sent = /** @type {(inputs: Buy_Draft_Link_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்த மின்னஞ்சலுக்குச் சேமித்த வரைவு இருந்தால், அதைத் தொடர ஓர் இணைப்பை அனுப்பியுள்ளோம்.`)
};

export const buy_draft_offer_text = /** @type {(inputs: Buy_Draft_Offer_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அங்கே சேமித்த பதில்களைத் தொடர ஒரு இணைப்பை உங்களுக்கு மின்னஞ்சல் செய்யலாம்.`)
};

export const buy_draft_offer_title = /** @type {(inputs: Buy_Draft_Offer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வேறு சாதனத்தில் அல்லது உலாவியில் தொடங்கினீர்களா?`)
};

export const buy_draft_read_by_link = /** @type {(inputs: Buy_Draft_Read_By_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேமித்த பதில்கள் மின்னஞ்சல் மூலம் மட்டுமே அனுப்பப்படும். விட்ட இடத்திலிருந்து தொடர ஓர் இணைப்பைக் கேளுங்கள்.`)
};

export const buy_draft_send_failed = /** @type {(inputs: Buy_Draft_Send_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இப்போது இணைப்பை அனுப்ப முடியவில்லை. மீண்டும் முயலவும்.`)
};

export const buy_draft_send_link = /** @type {(inputs: Buy_Draft_Send_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விட்ட இடத்திலிருந்து தொடர ஓர் இணைப்பை எனக்கு மின்னஞ்சல் செய்யுங்கள்`)
};

export const buy_draft_sending = /** @type {(inputs: Buy_Draft_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்புகிறது...`)
};

export const buy_email = /** @type {(inputs: Buy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல்`)
};

export const buy_email_invalid = /** @type {(inputs: Buy_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரியான மின்னஞ்சல் முகவரியை உள்ளிடவும்`)
};

export const buy_email_required = /** @type {(inputs: Buy_Email_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் தேவை`)
};

export const buy_error_title = /** @type {(inputs: Buy_Error_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிழை`)
};

export const buy_full_name = /** @type {(inputs: Buy_Full_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முழுப் பெயர் *`)
};

export const buy_full_name_required = /** @type {(inputs: Buy_Full_Name_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முழுப் பெயர் தேவை`)
};

export const buy_go_pricing = /** @type {(inputs: Buy_Go_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விலைகளுக்குச் செல்`)
};

export const buy_go_to_desk = /** @type {(inputs: Buy_Go_To_DeskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இப்போதே டெஸ்க்கிற்குச் செல்`)
};

export const buy_goal_awareness = /** @type {(inputs: Buy_Goal_AwarenessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வர்த்தகநாம விழிப்புணர்வு`)
};

export const buy_goal_community = /** @type {(inputs: Buy_Goal_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூகத்தை உருவாக்குதல்`)
};

export const buy_goal_leads = /** @type {(inputs: Buy_Goal_LeadsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் வாய்ப்புகளை உருவாக்குதல்`)
};

export const buy_goal_required = /** @type {(inputs: Buy_Goal_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறைந்தது ஒரு சந்தைப்படுத்தல் இலக்கைத் தேர்ந்தெடுக்கவும்`)
};

export const buy_goal_sales = /** @type {(inputs: Buy_Goal_SalesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தயாரிப்பு விற்பனை`)
};

export const buy_goals_legend = /** @type {(inputs: Buy_Goals_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் சந்தைப்படுத்தல் இலக்குகள் என்ன?`)
};

export const buy_hear_friend = /** @type {(inputs: Buy_Hear_FriendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நண்பர் மூலம்`)
};

export const buy_hear_legend = /** @type {(inputs: Buy_Hear_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களைப் பற்றி எப்படி அறிந்தீர்கள்?`)
};

export const buy_hear_required = /** @type {(inputs: Buy_Hear_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களைப் பற்றி எப்படி அறிந்தீர்கள் என்று சொல்லுங்கள்`)
};

export const buy_hear_search = /** @type {(inputs: Buy_Hear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google தேடல்`)
};

export const buy_ind_accounting_finance = /** @type {(inputs: Buy_Ind_Accounting_FinanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கணக்கியல் மற்றும் நிதி`)
};

export const buy_ind_advertising_marketing = /** @type {(inputs: Buy_Ind_Advertising_MarketingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விளம்பரம் மற்றும் சந்தைப்படுத்தல்`)
};

export const buy_ind_agriculture = /** @type {(inputs: Buy_Ind_AgricultureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விவசாயம்`)
};

export const buy_ind_apparel_fashion = /** @type {(inputs: Buy_Ind_Apparel_FashionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆடை மற்றும் நாகரிகம்`)
};

export const buy_ind_architecture = /** @type {(inputs: Buy_Ind_ArchitectureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டடக்கலை`)
};

export const buy_ind_automotive = /** @type {(inputs: Buy_Ind_AutomotiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாகனத் துறை`)
};

export const buy_ind_aviation = /** @type {(inputs: Buy_Ind_AviationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விமானப் போக்குவரத்து`)
};

export const buy_ind_banking = /** @type {(inputs: Buy_Ind_BankingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வங்கித் துறை`)
};

export const buy_ind_beauty_cosmetics = /** @type {(inputs: Buy_Ind_Beauty_CosmeticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அழகு மற்றும் ஒப்பனைப் பொருட்கள்`)
};

export const buy_ind_biotechnology = /** @type {(inputs: Buy_Ind_BiotechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உயிரித் தொழில்நுட்பம்`)
};

export const buy_ind_construction = /** @type {(inputs: Buy_Ind_ConstructionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டுமானம்`)
};

export const buy_ind_consulting = /** @type {(inputs: Buy_Ind_ConsultingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆலோசனை`)
};

export const buy_ind_consumer_electronics = /** @type {(inputs: Buy_Ind_Consumer_ElectronicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நுகர்வோர் மின்னணுப் பொருட்கள்`)
};

export const buy_ind_e_commerce = /** @type {(inputs: Buy_Ind_E_CommerceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணைய வர்த்தகம்`)
};

export const buy_ind_education = /** @type {(inputs: Buy_Ind_EducationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கல்வி`)
};

export const buy_ind_energy_utilities = /** @type {(inputs: Buy_Ind_Energy_UtilitiesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆற்றல் மற்றும் பயன்பாட்டுச் சேவைகள்`)
};

export const buy_ind_engineering = /** @type {(inputs: Buy_Ind_EngineeringInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொறியியல்`)
};

export const buy_ind_entertainment = /** @type {(inputs: Buy_Ind_EntertainmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொழுதுபோக்கு`)
};

export const buy_ind_environmental_services = /** @type {(inputs: Buy_Ind_Environmental_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுற்றுச்சூழல் சேவைகள்`)
};

export const buy_ind_events_weddings = /** @type {(inputs: Buy_Ind_Events_WeddingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிகழ்வுகள் மற்றும் திருமணங்கள்`)
};

export const buy_ind_fitness_wellness = /** @type {(inputs: Buy_Ind_Fitness_WellnessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உடற்தகுதி மற்றும் நலவாழ்வு`)
};

export const buy_ind_food_beverage = /** @type {(inputs: Buy_Ind_Food_BeverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உணவு மற்றும் பானங்கள்`)
};

export const buy_ind_furniture_home_decor = /** @type {(inputs: Buy_Ind_Furniture_Home_DecorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மரச்சாமான்கள் மற்றும் வீட்டு அலங்காரம்`)
};

export const buy_ind_gaming = /** @type {(inputs: Buy_Ind_GamingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கேமிங்`)
};

export const buy_ind_government = /** @type {(inputs: Buy_Ind_GovernmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அரசு`)
};

export const buy_ind_healthcare = /** @type {(inputs: Buy_Ind_HealthcareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுகாதாரம்`)
};

export const buy_ind_hospitality = /** @type {(inputs: Buy_Ind_HospitalityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விருந்தோம்பல்`)
};

export const buy_ind_human_resources = /** @type {(inputs: Buy_Ind_Human_ResourcesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மனிதவளம்`)
};

export const buy_ind_import_export = /** @type {(inputs: Buy_Ind_Import_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இறக்குமதி மற்றும் ஏற்றுமதி`)
};

export const buy_ind_information_technology = /** @type {(inputs: Buy_Ind_Information_TechnologyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தகவல் தொழில்நுட்பம்`)
};

export const buy_ind_insurance = /** @type {(inputs: Buy_Ind_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காப்பீடு`)
};

export const buy_ind_interior_design = /** @type {(inputs: Buy_Ind_Interior_DesignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளக வடிவமைப்பு`)
};

export const buy_ind_jewellery = /** @type {(inputs: Buy_Ind_JewelleryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நகைகள்`)
};

export const buy_ind_legal_services = /** @type {(inputs: Buy_Ind_Legal_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சட்டச் சேவைகள்`)
};

export const buy_ind_logistics_transport = /** @type {(inputs: Buy_Ind_Logistics_TransportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரக்கு மற்றும் போக்குவரத்து`)
};

export const buy_ind_manufacturing = /** @type {(inputs: Buy_Ind_ManufacturingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உற்பத்தி`)
};

export const buy_ind_media_publishing = /** @type {(inputs: Buy_Ind_Media_PublishingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஊடகம் மற்றும் வெளியீடு`)
};

export const buy_ind_mining = /** @type {(inputs: Buy_Ind_MiningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுரங்கத் தொழில்`)
};

export const buy_ind_music = /** @type {(inputs: Buy_Ind_MusicInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இசை`)
};

export const buy_ind_non_profit = /** @type {(inputs: Buy_Ind_Non_ProfitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இலாப நோக்கற்றது`)
};

export const buy_ind_pharmaceuticals = /** @type {(inputs: Buy_Ind_PharmaceuticalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மருந்துகள்`)
};

export const buy_ind_photography = /** @type {(inputs: Buy_Ind_PhotographyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புகைப்படக்கலை`)
};

export const buy_ind_printing_packaging = /** @type {(inputs: Buy_Ind_Printing_PackagingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அச்சு மற்றும் பொதியிடல்`)
};

export const buy_ind_real_estate = /** @type {(inputs: Buy_Ind_Real_EstateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மனை வணிகம்`)
};

export const buy_ind_recruitment = /** @type {(inputs: Buy_Ind_RecruitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆட்சேர்ப்பு`)
};

export const buy_ind_restaurants_cafes = /** @type {(inputs: Buy_Ind_Restaurants_CafesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உணவகங்கள் மற்றும் சிற்றுண்டிச்சாலைகள்`)
};

export const buy_ind_retail = /** @type {(inputs: Buy_Ind_RetailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சில்லறை வணிகம்`)
};

export const buy_ind_security_services = /** @type {(inputs: Buy_Ind_Security_ServicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பாதுகாப்புச் சேவைகள்`)
};

export const buy_ind_software_saas = /** @type {(inputs: Buy_Ind_Software_SaasInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மென்பொருள் மற்றும் SaaS`)
};

export const buy_ind_spa_salon = /** @type {(inputs: Buy_Ind_Spa_SalonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஸ்பா மற்றும் அழகு நிலையம்`)
};

export const buy_ind_sports = /** @type {(inputs: Buy_Ind_SportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விளையாட்டு`)
};

export const buy_ind_tea_spices = /** @type {(inputs: Buy_Ind_Tea_SpicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேயிலை மற்றும் மசாலா`)
};

export const buy_ind_telecommunications = /** @type {(inputs: Buy_Ind_TelecommunicationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொலைத்தொடர்பு`)
};

export const buy_ind_textiles = /** @type {(inputs: Buy_Ind_TextilesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`துணி`)
};

export const buy_ind_tourism_travel = /** @type {(inputs: Buy_Ind_Tourism_TravelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுற்றுலா மற்றும் பயணம்`)
};

export const buy_ind_wholesale = /** @type {(inputs: Buy_Ind_WholesaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மொத்த வணிகம்`)
};

export const buy_industry = /** @type {(inputs: Buy_IndustryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`துறை *`)
};

export const buy_industry_choose = /** @type {(inputs: Buy_Industry_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் துறையைத் தேர்ந்தெடுக்கவும்`)
};

export const buy_industry_required = /** @type {(inputs: Buy_Industry_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் துறையைத் தேர்ந்தெடுக்கவும்`)
};

export const buy_loading = /** @type {(inputs: Buy_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பதிவுசெய்தல் ஏற்றப்படுகிறது...`)
};

export const buy_marketing_consent = /** @type {(inputs: Buy_Marketing_ConsentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறிப்புகளையும் சலுகைகளையும் மின்னஞ்சலில் அனுப்புங்கள் (விருப்பத்தேர்வு)`)
};

export const buy_next = /** @type {(inputs: Buy_NextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடுத்து`)
};

export const buy_no_plan = /** @type {(inputs: Buy_No_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் எதுவும் தேர்ந்தெடுக்கப்படவில்லை. ஒரு திட்டத்தைத் தேர்ந்தெடுக்க விலைப் பக்கத்திற்குத் திரும்பவும்.`)
};

export const buy_not_in_browser = /** @type {(inputs: Buy_Not_In_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பதிவுசெய்தல் பதில்கள் இந்த உலாவியில் இல்லை.`)
};

export const buy_onboarding = /** @type {(inputs: Buy_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுசெய்தல்`)
};

export const buy_order_summary = /** @type {(inputs: Buy_Order_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆர்டர் சுருக்கம்`)
};

export const buy_other = /** @type {(inputs: Buy_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிற`)
};

export const buy_paid_added = /** @type {(inputs: Buy_Paid_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் திட்டம் உங்கள் மின்னஞ்சலுக்கான Fli DESK கணக்கில் சேர்க்கப்பட்டது. அதன் Fli DESK அடையாள எண்ணுடன் உள்நுழையுங்கள்.`)
};

export const buy_paid_countdown = /** @type {(inputs: Buy_Paid_CountdownInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} விநாடியில் உங்கள் டெஸ்க்கிற்குக் கொண்டு செல்கிறோம்...`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} விநாடிகளில் உங்கள் டெஸ்க்கிற்குக் கொண்டு செல்கிறோம்...`);
	return /** @type {LocalizedString} */ ("buy_paid_countdown");
};

export const buy_paid_emailed = /** @type {(inputs: Buy_Paid_EmailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்ணை மின்னஞ்சலிலும் அனுப்பியுள்ளோம்.`)
};

export const buy_paid_ready = /** @type {(inputs: Buy_Paid_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வருக. உங்கள் Fli DESK கணக்கு தயாராக உள்ளது.`)
};

export const buy_paid_title = /** @type {(inputs: Buy_Paid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் வெற்றிகரமாக முடிந்தது!`)
};

export const buy_password = /** @type {(inputs: Buy_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் *`)
};

export const buy_password_again = /** @type {(inputs: Buy_Password_AgainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பாதுகாப்புக்காக, நீங்கள் தேர்ந்தெடுத்த கடவுச்சொல் உலாவியில் வைக்கப்படுவதில்லை: மீண்டும் உள்ளிடவும்.`)
};

export const buy_password_help = /** @type {(inputs: Buy_Password_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் டெஸ்க் அடையாள எண்ணுடனும் இந்தக் கடவுச்சொல்லுடனும் Fli DESK இல் உள்நுழைவீர்கள்.`)
};

export const buy_password_length = /** @type {(inputs: Buy_Password_LengthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லில் குறைந்தது 8 எழுத்துகள் இருக்க வேண்டும்`)
};

export const buy_password_lower = /** @type {(inputs: Buy_Password_LowerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லில் குறைந்தது ஒரு சிறிய எழுத்து இருக்க வேண்டும்`)
};

export const buy_password_number = /** @type {(inputs: Buy_Password_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லில் குறைந்தது ஒரு எண் இருக்க வேண்டும்`)
};

export const buy_password_required = /** @type {(inputs: Buy_Password_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் தேவை`)
};

export const buy_password_too_long = /** @type {(inputs: Buy_Password_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லில் அதிகபட்சம் 128 எழுத்துகள் இருக்கலாம்`)
};

export const buy_password_upper = /** @type {(inputs: Buy_Password_UpperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லில் குறைந்தது ஒரு பெரிய எழுத்து இருக்க வேண்டும்`)
};

export const buy_pay = /** @type {(inputs: Buy_PayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} செலுத்து`)
};

export const buy_payment_details = /** @type {(inputs: Buy_Payment_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண விவரங்கள்`)
};

export const buy_payment_form = /** @type {(inputs: Buy_Payment_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணப் படிவம்`)
};

export const buy_per_month = /** @type {(inputs: Buy_Per_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதம்`)
};

export const buy_per_year = /** @type {(inputs: Buy_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆண்டு`)
};

export const buy_phone = /** @type {(inputs: Buy_PhoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொலைபேசி எண் *`)
};

export const buy_phone_invalid = /** @type {(inputs: Buy_Phone_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்டுக் குறியீட்டுடன் சரியான தொலைபேசி எண்ணை உள்ளிடவும் (எ.கா: +94771234567)`)
};

export const buy_phone_plain = /** @type {(inputs: Buy_Phone_PlainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொலைபேசி`)
};

export const buy_phone_required = /** @type {(inputs: Buy_Phone_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொலைபேசி எண் தேவை`)
};

export const buy_plan_name = /** @type {(inputs: Buy_Plan_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} திட்டம்`)
};

export const buy_platform_limit = /** @type {(inputs: Buy_Platform_LimitInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} திட்டத்தில் ${i?.count} தளங்கள் வரை அனுமதி உண்டு.`)
};

export const buy_platform_limit_title = /** @type {(inputs: Buy_Platform_Limit_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தள வரம்பை எட்டிவிட்டீர்கள்`)
};

export const buy_platform_required = /** @type {(inputs: Buy_Platform_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறைந்தது ஒரு தளத்தைத் தேர்ந்தெடுக்கவும்`)
};

export const buy_platforms_included = /** @type {(inputs: Buy_Platforms_IncludedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.plan} திட்டத்தில் ${i?.count} தளங்கள் வரை அடங்கும்.`)
};

export const buy_platforms_legend = /** @type {(inputs: Buy_Platforms_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எந்தத் தளங்களை நாங்கள் நிர்வகிக்க வேண்டும்?`)
};

export const buy_prepare_failed = /** @type {(inputs: Buy_Prepare_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணத்தைத் தயார் செய்ய முடியவில்லை. மீண்டும் முயலவும்.`)
};

export const buy_privacy = /** @type {(inputs: Buy_PrivacyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தனியுரிமைக் கொள்கை`)
};

export const buy_processing = /** @type {(inputs: Buy_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் செயலாக்கப்படுகிறது...`)
};

export const buy_progress = /** @type {(inputs: Buy_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றம்`)
};

export const buy_progress_confirmation = /** @type {(inputs: Buy_Progress_ConfirmationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உறுதிப்படுத்தல்`)
};

export const buy_progress_label = /** @type {(inputs: Buy_Progress_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பதிவுசெய்தல் முன்னேற்றம், ${i?.percent}%`)
};

export const buy_progress_onboarding = /** @type {(inputs: Buy_Progress_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுசெய்தல்`)
};

export const buy_received_text = /** @type {(inputs: Buy_Received_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`நன்றி: ${i?.plan} ${i?.service} திட்டத்திற்கான உங்கள் கட்டணம் வெற்றிகரமாக முடிந்தது. உங்கள் திட்டத்தை அமைப்பதை நாங்களே முடிக்க வேண்டும்; மின்னஞ்சல் மூலம் தொடர்புகொள்வோம்.`)
};

export const buy_received_title = /** @type {(inputs: Buy_Received_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் பெறப்பட்டது`)
};

export const buy_resume_continue = /** @type {(inputs: Buy_Resume_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விட்ட இடத்திலிருந்து தொடர்க`)
};

export const buy_resume_go = /** @type {(inputs: Buy_Resume_GoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுசெய்தலுக்குச் செல்`)
};

export const buy_resume_gone_text = /** @type {(inputs: Buy_Resume_Gone_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுசெய்தலைத் தொடரும் இணைப்பு 3 நாட்களுக்கு ஒருமுறை மட்டுமே செயல்படும்; சேமித்த பதில்கள் உங்கள் கடைசி மாற்றத்திலிருந்து 3 நாட்களில் நீக்கப்படும். மீண்டும் தொடங்கலாம், அல்லது பதிவுசெய்தலின் கணக்கு உரிமையாளர் விவரங்கள் படியில் புதிய இணைப்பைக் கேட்கலாம்.`)
};

export const buy_resume_gone_title = /** @type {(inputs: Buy_Resume_Gone_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த இணைப்பு இனி செயல்படாது`)
};

export const buy_resume_once = /** @type {(inputs: Buy_Resume_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த இணைப்பு ஒருமுறை மட்டுமே செயல்படும்.`)
};

export const buy_resume_opening = /** @type {(inputs: Buy_Resume_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பதிவுசெய்தல் திறக்கப்படுகிறது...`)
};

export const buy_resume_opening_button = /** @type {(inputs: Buy_Resume_Opening_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திறக்கிறது...`)
};

export const buy_resume_saved = /** @type {(inputs: Buy_Resume_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பதில்களை இந்த முகவரிக்குச் சேமித்தோம்:`)
};

export const buy_resume_text = /** @type {(inputs: Buy_Resume_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விட்ட இடத்திலிருந்து தொடர இந்த உலாவியில் தொடருங்கள். இங்கே ஏற்கனவே உள்ளிட்ட பதில்களுக்குப் பதிலாகச் சேமித்தவை வரும்.`)
};

export const buy_resume_title = /** @type {(inputs: Buy_Resume_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பதிவுசெய்தலைத் தொடருங்கள்`)
};

export const buy_returning_closed = /** @type {(inputs: Buy_Returning_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.amount} கட்டணம் மாற்றப்பட்ட அல்லது கைவிடப்பட்ட ஆர்டருக்கானது, எனவே அதனால் எதுவும் திறக்கப்படவோ மாற்றப்படவோ இல்லை.`)
};

export const buy_returning_mismatch = /** @type {(inputs: Buy_Returning_MismatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ${i?.amount} கட்டணம் இந்த ஆர்டருடன் பொருந்தவில்லை, எனவே அதனால் எதுவும் திறக்கப்படவோ மாற்றப்படவோ இல்லை.`)
};

export const buy_returning_refund = /** @type {(inputs: Buy_Returning_RefundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அது முழுமையாக உங்களுக்குத் திருப்பித் தரப்படுகிறது. உங்கள் வங்கியைப் பொறுத்து, திருப்பிச் செலுத்துதல் வழக்கமாக 5 முதல் 10 வேலை நாட்களில் தெரியும். விவரங்களை மின்னஞ்சல் செய்துள்ளோம்; நீங்கள் எதுவும் செய்ய வேண்டியதில்லை.`)
};

export const buy_returning_title = /** @type {(inputs: Buy_Returning_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கட்டணம் திருப்பி அனுப்பப்படுகிறது`)
};

export const buy_review_annual_text = /** @type {(inputs: Buy_Review_Annual_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆண்டு: 12 மாதங்களுக்கு ${i?.amount}, ஆண்டுக்கு ஒருமுறை வசூலிக்கப்படும்.`)
};

export const buy_review_annual_title = /** @type {(inputs: Buy_Review_Annual_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆண்டுக் கட்டணத்துடன் 10% சேமிக்கவும்`)
};

export const buy_review_business = /** @type {(inputs: Buy_Review_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணிகம்`)
};

export const buy_review_goals = /** @type {(inputs: Buy_Review_GoalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இலக்குகள்`)
};

export const buy_review_heard = /** @type {(inputs: Buy_Review_HeardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களைப் பற்றி அறிந்த விதம்`)
};

export const buy_review_owner = /** @type {(inputs: Buy_Review_OwnerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கணக்கு உரிமையாளர்`)
};

export const buy_review_plan = /** @type {(inputs: Buy_Review_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம்`)
};

export const buy_review_plan_price = /** @type {(inputs: Buy_Review_Plan_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} (${i?.service}): மாதத்திற்கு ${i?.price} (${i?.usd})`)
};

export const buy_review_platforms = /** @type {(inputs: Buy_Review_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தளங்கள்`)
};

export const buy_review_resume = /** @type {(inputs: Buy_Review_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`3 நாட்களுக்குள் தொடரலாம்: முடிக்கப்படாத பதிவுசெய்தல் தரவு 3 நாட்களுக்குப் பிறகு நீக்கப்படும்.`)
};

export const buy_save_exit = /** @type {(inputs: Buy_Save_ExitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேமித்து வெளியேறு`)
};

export const buy_see_plans = /** @type {(inputs: Buy_See_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்கள் திட்டங்களைப் பாருங்கள்`)
};

export const buy_see_the_plans = /** @type {(inputs: Buy_See_The_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்களைப் பாருங்கள்`)
};

export const buy_service = /** @type {(inputs: Buy_ServiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேவை`)
};

export const buy_service_social = /** @type {(inputs: Buy_Service_SocialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சமூக ஊடகம்`)
};

export const buy_sign_in = /** @type {(inputs: Buy_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைக`)
};

export const buy_step_account = /** @type {(inputs: Buy_Step_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கணக்கு உரிமையாளர் விவரங்கள்`)
};

export const buy_step_business = /** @type {(inputs: Buy_Step_BusinessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணிகத் தகவல்`)
};

export const buy_step_goals = /** @type {(inputs: Buy_Step_GoalsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சந்தைப்படுத்தல் இலக்குகள்`)
};

export const buy_step_hear = /** @type {(inputs: Buy_Step_HearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எங்களைப் பற்றி எப்படி அறிந்தீர்கள்?`)
};

export const buy_step_label = /** @type {(inputs: Buy_Step_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`படி ${i?.step}: ${i?.title}`)
};

export const buy_step_of = /** @type {(inputs: Buy_Step_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.total} இல் படி ${i?.step}`)
};

export const buy_step_platforms = /** @type {(inputs: Buy_Step_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தள விருப்பங்கள்`)
};

export const buy_step_review = /** @type {(inputs: Buy_Step_ReviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரிபார்ப்பும் கட்டணமும்`)
};

export const buy_strength_fair = /** @type {(inputs: Buy_Strength_FairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பரவாயில்லை`)
};

export const buy_strength_good = /** @type {(inputs: Buy_Strength_GoodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நன்று`)
};

export const buy_strength_hint = /** @type {(inputs: Buy_Strength_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெரிய, சிறிய எழுத்துகள், ஓர் எண், !@#$%^&* இல் ஒன்று ஆகியவற்றுடன் 8 அல்லது அதற்கு மேற்பட்ட எழுத்துகளைப் பயன்படுத்தவும்.`)
};

export const buy_strength_label = /** @type {(inputs: Buy_Strength_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் வலிமை:`)
};

export const buy_strength_strong = /** @type {(inputs: Buy_Strength_StrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வலிமையானது`)
};

export const buy_strength_very_weak = /** @type {(inputs: Buy_Strength_Very_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மிகவும் பலவீனம்`)
};

export const buy_strength_weak = /** @type {(inputs: Buy_Strength_WeakInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பலவீனம்`)
};

export const buy_terms = /** @type {(inputs: Buy_TermsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேவை விதிமுறைகள்`)
};

export const buy_title_checkout = /** @type {(inputs: Buy_Title_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணம் | Fli Digital`)
};

export const buy_title_onboarding = /** @type {(inputs: Buy_Title_OnboardingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுசெய்தல் | Fli Digital`)
};

export const buy_title_payment = /** @type {(inputs: Buy_Title_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண நிலை | Fli Digital`)
};

export const buy_title_resume = /** @type {(inputs: Buy_Title_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பதிவுசெய்தலைத் தொடருங்கள் | Fli Digital`)
};

export const buy_total_month = /** @type {(inputs: Buy_Total_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதத்திற்கான மொத்தம்`)
};

export const buy_total_year = /** @type {(inputs: Buy_Total_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஆண்டுக்கான மொத்தம்`)
};

export const buy_website = /** @type {(inputs: Buy_WebsiteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இணையதளம் (விருப்பத்தேர்வு)`)
};

export const buy_website_invalid = /** @type {(inputs: Buy_Website_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சரியான இணையதள முகவரியை உள்ளிடவும்`)
};

export const buy_work_email = /** @type {(inputs: Buy_Work_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பணி மின்னஞ்சல் *`)
};

export const calendar_all_platforms = /** @type {(inputs: Calendar_All_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்து தளங்களும்`)
};

export const calendar_all_statuses = /** @type {(inputs: Calendar_All_StatusesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்து நிலைகளும்`)
};

export const calendar_answer_approved_all = /** @type {(inputs: Calendar_Answer_Approved_AllInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 பதிவு ஒப்புதல் பெற்றது.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} பதிவுகள் ஒப்புதல் பெற்றன.`);
	return /** @type {LocalizedString} */ ("calendar_answer_approved_all");
};

export const calendar_answer_bad_date = /** @type {(inputs: Calendar_Answer_Bad_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேதியையும் நேரத்தையும் இலங்கை நேரப்படி தரவும், எ.கா. 2026-11-05T09:30.`)
};

export const calendar_answer_client_not_found = /** @type {(inputs: Calendar_Answer_Client_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் கிடைக்கவில்லை`)
};

export const calendar_answer_client_only = /** @type {(inputs: Calendar_Answer_Client_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் மட்டுமே தங்கள் பதிவுகளுக்கு ஒப்புதல் அளிக்க முடியும்.`)
};

export const calendar_answer_created = /** @type {(inputs: Calendar_Answer_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவு உருவாக்கப்பட்டது`)
};

export const calendar_answer_moved = /** @type {(inputs: Calendar_Answer_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பதிவு ${i?.status} நிலைக்கு நகர்த்தப்பட்டது.`)
};

export const calendar_answer_no_platform = /** @type {(inputs: Calendar_Answer_No_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறைந்தது ஒரு தளத்துக்காவது பதிவை எழுதவும்.`)
};

export const calendar_answer_none_awaiting = /** @type {(inputs: Calendar_Answer_None_AwaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதத்தில் உங்கள் ஒப்புதலுக்காகக் காத்திருக்கும் பதிவுகள் எதுவும் இல்லை.`)
};

export const calendar_answer_not_editable = /** @type {(inputs: Calendar_Answer_Not_EditableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தப் பதிவு வாடிக்கையாளரிடம் உள்ளது அல்லது அந்த நிலையைக் கடந்துவிட்டது; இனி இதைத் திருத்த முடியாது.`)
};

export const calendar_answer_not_writer = /** @type {(inputs: Calendar_Answer_Not_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகி அல்லது வாடிக்கையாளரின் எழுத்தாளர் மட்டுமே பதிவுகளை எழுத முடியும்.`)
};

export const calendar_answer_platform_not_chosen = /** @type {(inputs: Calendar_Answer_Platform_Not_ChosenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} இந்த வாடிக்கையாளரின் தளங்களில் ஒன்று அல்ல.`)
};

export const calendar_answer_post_not_found = /** @type {(inputs: Calendar_Answer_Post_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவு கிடைக்கவில்லை`)
};

export const calendar_answer_saved = /** @type {(inputs: Calendar_Answer_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவு சேமிக்கப்பட்டது`)
};

export const calendar_answer_stale = /** @type {(inputs: Calendar_Answer_StaleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இதற்கிடையில் வேறொருவர் இந்தப் பதிவை மாற்றியுள்ளார். அது இப்போது உள்ளபடி காண பக்கத்தை மீண்டும் ஏற்றவும்.`)
};

export const calendar_answer_stale_form = /** @type {(inputs: Calendar_Answer_Stale_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படிவம் காலாவதியாகிவிட்டது. பக்கத்தை மீண்டும் ஏற்றவும்.`)
};

export const calendar_answer_writer_not_assigned = /** @type {(inputs: Calendar_Answer_Writer_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்த எழுத்தாளர் இந்த வாடிக்கையாளருக்காகப் பணியாற்றவில்லை. வாடிக்கையாளரின் எழுத்தாளர்களில் ஒருவரைத் தேர்ந்தெடுக்கவும்.`)
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

export const calendar_comment_added = /** @type {(inputs: Calendar_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்து சேர்க்கப்பட்டது`)
};

export const calendar_comment_choose_visibility = /** @type {(inputs: Calendar_Comment_Choose_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தை யார் பார்க்கலாம் என்பதைத் தேர்ந்தெடுக்கவும்: உள்ளகம் (முகமைக்கு மட்டும்) அல்லது வாடிக்கையாளருடன் பகிரப்பட்டது.`)
};

export const calendar_comment_deleted = /** @type {(inputs: Calendar_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்து நீக்கப்பட்டது`)
};

export const calendar_comment_edit_window_over = /** @type {(inputs: Calendar_Comment_Edit_Window_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு கருத்தை இட்ட 15 நிமிடங்களுக்குள் மட்டுமே அதைத் திருத்தவோ நீக்கவோ முடியும்`)
};

export const calendar_comment_edited = /** @type {(inputs: Calendar_Comment_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்து புதுப்பிக்கப்பட்டது`)
};

export const calendar_comment_internal_agency_only = /** @type {(inputs: Calendar_Comment_Internal_Agency_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளகக் கருத்துகள் முகமைக்கு உரியவை. அதற்குப் பதிலாக உங்கள் கருத்தை முகமையுடன் பகிருங்கள்.`)
};

export const calendar_comment_not_found = /** @type {(inputs: Calendar_Comment_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்து கிடைக்கவில்லை`)
};

export const calendar_comment_not_yours = /** @type {(inputs: Calendar_Comment_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் சொந்தக் கருத்துகளை மட்டுமே திருத்தவோ நீக்கவோ முடியும்`)
};

export const calendar_comment_writer_only = /** @type {(inputs: Calendar_Comment_Writer_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவின் எழுத்தாளர், நிர்வாகி அல்லது வாடிக்கையாளர் மட்டுமே இந்தப் பதிவில் கருத்துத் தெரிவிக்க முடியும்.`)
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

export const calendar_feed_not_for_freelancers = /** @type {(inputs: Calendar_Feed_Not_For_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டி முகவரியை வாடிக்கையாளரும் முகமையும் மட்டுமே நிர்வகிக்கின்றனர்.`)
};

export const calendar_feed_open = /** @type {(inputs: Calendar_Feed_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டிச் செயலியில் திற`)
};

export const calendar_feed_ready = /** @type {(inputs: Calendar_Feed_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் நாட்காட்டி முகவரி தயார். அதை உங்கள் நாட்காட்டி செயலியில் சேர்க்கவும்.`)
};

export const calendar_feed_revoked = /** @type {(inputs: Calendar_Feed_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டி இணைப்பு ரத்துசெய்யப்பட்டது. பழைய முகவரி இனி வேலை செய்யாது.`)
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

export const calendar_media_alt_required = /** @type {(inputs: Calendar_Media_Alt_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்று உரையைத் தரவும்: பார்க்க முடியாதவர்களுக்காக, படம் அல்லது வீடியோ என்ன காட்டுகிறது என்பதைக் கூறவும்.`)
};

export const calendar_media_alt_saved = /** @type {(inputs: Calendar_Media_Alt_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்று உரை சேமிக்கப்பட்டது.`)
};

export const calendar_media_alt_too_long = /** @type {(inputs: Calendar_Media_Alt_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மாற்று உரையில் அதிகபட்சம் ${i?.max} எழுத்துகள் இருக்கலாம்.`)
};

export const calendar_media_cap_reached = /** @type {(inputs: Calendar_Media_Cap_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இந்த நாட்காட்டி இந்த மாதத்துக்கான 5 GB பதிவேற்றங்களைப் பயன்படுத்திவிட்டது. எதுவும் சேமிக்கப்படவில்லை, ஏற்கெனவே சேமித்த எதுவும் நீக்கப்படவில்லை: ${i?.date} முதல் கோப்பை மீண்டும் சேர்க்கவும்.`)
};

export const calendar_media_choose_direction = /** @type {(inputs: Calendar_Media_Choose_DirectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேலே அல்லது கீழே என்பதைத் தேர்ந்தெடுக்கவும்.`)
};

export const calendar_media_mixed = /** @type {(inputs: Calendar_Media_MixedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு தளத்தின் பதிவில் படங்கள் அல்லது ஒரு வீடியோ சேர்க்கலாம், இரண்டையும் ஒருபோதும் சேர்க்க முடியாது.`)
};

export const calendar_media_no_file = /** @type {(inputs: Calendar_Media_No_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேர்க்க ஒரு படத்தையோ வீடியோவையோ தேர்ந்தெடுக்கவும்.`)
};

export const calendar_media_not_found = /** @type {(inputs: Calendar_Media_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படம் அல்லது வீடியோ கிடைக்கவில்லை`)
};

export const calendar_media_not_media = /** @type {(inputs: Calendar_Media_Not_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JPEG, PNG அல்லது WebP படங்களையும் MP4 வீடியோக்களையும் மட்டுமே சேர்க்க முடியும். இந்தக் கோப்பு அவற்றில் எதுவும் அல்ல.`)
};

export const calendar_media_not_on_post = /** @type {(inputs: Calendar_Media_Not_On_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தப் பதிவு அந்தத் தளத்துக்காக எழுதப்படவில்லை.`)
};

export const calendar_media_one_file = /** @type {(inputs: Calendar_Media_One_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு நேரத்தில் ஒரு கோப்பை, ஒவ்வொன்றையும் அதன் மாற்று உரையுடன் சேர்க்கவும்.`)
};

export const calendar_media_one_video = /** @type {(inputs: Calendar_Media_One_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு தளத்தின் பதிவில் ஒரு வீடியோ மட்டுமே சேர்க்கலாம்: வேறொன்றைச் சேர்க்க அதை நீக்கவும்.`)
};

export const calendar_media_order_saved = /** @type {(inputs: Calendar_Media_Order_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வரிசை சேமிக்கப்பட்டது.`)
};

export const calendar_media_picture_added = /** @type {(inputs: Calendar_Media_Picture_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படம் சேர்க்கப்பட்டது.`)
};

export const calendar_media_removed = /** @type {(inputs: Calendar_Media_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீக்கப்பட்டது.`)
};

export const calendar_media_too_many_images = /** @type {(inputs: Calendar_Media_Too_Many_ImagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒரு தளத்தின் பதிவில் அதிகபட்சம் ${i?.count} படங்கள் சேர்க்கலாம்.`)
};

export const calendar_media_unavailable = /** @type {(inputs: Calendar_Media_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோப்பை இப்போது சேமிக்க முடியவில்லை. எதுவும் சேமிக்கப்படவில்லை: சிறிது நேரத்தில் மீண்டும் முயலவும்.`)
};

export const calendar_media_video_added = /** @type {(inputs: Calendar_Media_Video_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வீடியோ சேர்க்கப்பட்டது.`)
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

export const calendar_post_add_comment = /** @type {(inputs: Calendar_Post_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தைச் சேர்க்கவும்`)
};

export const calendar_post_add_to = /** @type {(inputs: Calendar_Post_Add_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} இல் சேர்`)
};

export const calendar_post_added_end = /** @type {(inputs: Calendar_Post_Added_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(சேர்த்தல் முடிவு)`)
};

export const calendar_post_added_mark = /** @type {(inputs: Calendar_Post_Added_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேர்க்கப்பட்டது:`)
};

export const calendar_post_address_too_long = /** @type {(inputs: Calendar_Post_Address_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்த முகவரி மிக நீளமானது.`)
};

export const calendar_post_alt_text = /** @type {(inputs: Calendar_Post_Alt_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்று உரை`)
};

export const calendar_post_alt_text_hint = /** @type {(inputs: Calendar_Post_Alt_Text_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படம் அல்லது வீடியோ காட்டுவது என்ன.`)
};

export const calendar_post_alt_text_of = /** @type {(inputs: Calendar_Post_Alt_Text_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} இன் மாற்று உரை`)
};

export const calendar_post_asked_on = /** @type {(inputs: Calendar_Post_Asked_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} அன்று கோரப்பட்டது`)
};

export const calendar_post_caption = /** @type {(inputs: Calendar_Post_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்புரை`)
};

export const calendar_post_caption_hint = /** @type {(inputs: Calendar_Post_Caption_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அதிகபட்சம் ${i?.limit} எழுத்துகள்.`)
};

export const calendar_post_caption_too_long = /** @type {(inputs: Calendar_Post_Caption_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்புரையில் அதிகபட்சம் 70,000 எழுத்துகள் இருக்கலாம்.`)
};

export const calendar_post_changed_since_client_asked = /** @type {(inputs: Calendar_Post_Changed_Since_Client_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் மாற்றங்கள் கோரிய பின் செய்யப்பட்டவை`)
};

export const calendar_post_changed_since_version = /** @type {(inputs: Calendar_Post_Changed_Since_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பதிப்பு ${i?.version} முதல் மாறியவை`)
};

export const calendar_post_changed_since_you_asked = /** @type {(inputs: Calendar_Post_Changed_Since_You_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்கள் மாற்றங்கள் கோரிய பின் செய்யப்பட்டவை`)
};

export const calendar_post_check_before_sending = /** @type {(inputs: Calendar_Post_Check_Before_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்பும் முன் சரிபாருங்கள்`)
};

export const calendar_post_choose_move = /** @type {(inputs: Calendar_Post_Choose_MoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவின் நகர்வுகளில் ஒன்றைத் தேர்ந்தெடுக்கவும்.`)
};

export const calendar_post_choose_writer = /** @type {(inputs: Calendar_Post_Choose_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியலிலிருந்து ஒரு எழுத்தாளரைத் தேர்ந்தெடுக்கவும்.`)
};

export const calendar_post_comments = /** @type {(inputs: Calendar_Post_CommentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கருத்துகள் (${i?.count})`)
};

export const calendar_post_created_the_post = /** @type {(inputs: Calendar_Post_Created_The_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவை உருவாக்கினார்`)
};

export const calendar_post_date_time = /** @type {(inputs: Calendar_Post_Date_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேதியும் நேரமும் (இலங்கை நேரம்)`)
};

export const calendar_post_delete = /** @type {(inputs: Calendar_Post_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீக்கு`)
};

export const calendar_post_delete_your_comment = /** @type {(inputs: Calendar_Post_Delete_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கருத்தை நீக்கு`)
};

export const calendar_post_edit = /** @type {(inputs: Calendar_Post_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவைத் திருத்து`)
};

export const calendar_post_edit_comment = /** @type {(inputs: Calendar_Post_Edit_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருத்து`)
};

export const calendar_post_edit_your_comment = /** @type {(inputs: Calendar_Post_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கருத்தைத் திருத்து`)
};

export const calendar_post_edited = /** @type {(inputs: Calendar_Post_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவைத் திருத்தினார்`)
};

export const calendar_post_edited_mark = /** @type {(inputs: Calendar_Post_Edited_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(திருத்தப்பட்டது)`)
};

export const calendar_post_edited_version = /** @type {(inputs: Calendar_Post_Edited_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பதிவைத் திருத்தினார் (பதிப்பு ${i?.version})`)
};

export const calendar_post_file_too_large = /** @type {(inputs: Calendar_Post_File_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கோப்பு மிகப் பெரியது: ஒரு பதிவில் அதிகபட்சம் 10 MB படங்களும் அதிகபட்சம் 100 MB உள்ள ஒரு வீடியோவும் மட்டுமே சேர்க்கலாம்.`)
};

export const calendar_post_first_comment = /** @type {(inputs: Calendar_Post_First_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதல் கருத்து`)
};

export const calendar_post_first_comment_too_long = /** @type {(inputs: Calendar_Post_First_Comment_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதல் கருத்தில் அதிகபட்சம் 2,200 எழுத்துகள் இருக்கலாம்.`)
};

export const calendar_post_hashtag_word = /** @type {(inputs: Calendar_Post_Hashtag_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஹேஷ்டேக் என்பது எழுத்துகள், இலக்கங்கள் அல்லது _ கொண்ட ஒரே சொல்.`)
};

export const calendar_post_hashtags = /** @type {(inputs: Calendar_Post_HashtagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஹேஷ்டேக்குகள்`)
};

export const calendar_post_hashtags_hint = /** @type {(inputs: Calendar_Post_Hashtags_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இடைவெளிகள் அல்லது காற்புள்ளிகளால் பிரிக்கவும்.`)
};

export const calendar_post_history = /** @type {(inputs: Calendar_Post_HistoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வரலாறு`)
};

export const calendar_post_history_time = /** @type {(inputs: Calendar_Post_History_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நேரம்:`)
};

export const calendar_post_history_title = /** @type {(inputs: Calendar_Post_History_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பு:`)
};

export const calendar_post_internal = /** @type {(inputs: Calendar_Post_InternalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளகம்`)
};

export const calendar_post_internal_agency_only = /** @type {(inputs: Calendar_Post_Internal_Agency_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளகம் (முகமைக்கு மட்டும்)`)
};

export const calendar_post_live_address = /** @type {(inputs: Calendar_Post_Live_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியான பதிவின் முகவரி`)
};

export const calendar_post_live_post = /** @type {(inputs: Calendar_Post_Live_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியான பதிவு`)
};

export const calendar_post_media_heading = /** @type {(inputs: Calendar_Post_Media_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} படங்களும் வீடியோக்களும்`)
};

export const calendar_post_media_hint = /** @type {(inputs: Calendar_Post_Media_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலா 10 MB வரையிலான 10 JPEG, PNG அல்லது WebP படங்கள், அல்லது 100 MB வரையிலான ஒரு MP4 வீடியோ.`)
};

export const calendar_post_move_approve = /** @type {(inputs: Calendar_Post_Move_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதல் அளி`)
};

export const calendar_post_move_down = /** @type {(inputs: Calendar_Post_Move_DownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கீழே நகர்த்து`)
};

export const calendar_post_move_down_of = /** @type {(inputs: Calendar_Post_Move_Down_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கீழே நகர்த்து: ${i?.label}`)
};

export const calendar_post_move_fail = /** @type {(inputs: Calendar_Post_Move_FailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தோல்வியடைந்ததாகக் குறி`)
};

export const calendar_post_move_hold = /** @type {(inputs: Calendar_Post_Move_HoldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுத்திவை`)
};

export const calendar_post_move_publish = /** @type {(inputs: Calendar_Post_Move_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியிடப்பட்டதாகக் குறி`)
};

export const calendar_post_move_request_changes = /** @type {(inputs: Calendar_Post_Move_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்கள் கோரு`)
};

export const calendar_post_move_resume = /** @type {(inputs: Calendar_Post_Move_ResumeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளரின் மதிப்பாய்வுக்குத் திருப்பு`)
};

export const calendar_post_move_return = /** @type {(inputs: Calendar_Post_Move_ReturnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எழுத்தாளருக்குத் திருப்பி அனுப்பு`)
};

export const calendar_post_move_schedule = /** @type {(inputs: Calendar_Post_Move_ScheduleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டமிடு`)
};

export const calendar_post_move_send = /** @type {(inputs: Calendar_Post_Move_SendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளருக்கு அனுப்பு`)
};

export const calendar_post_move_submit = /** @type {(inputs: Calendar_Post_Move_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வுக்குச் சமர்ப்பி`)
};

export const calendar_post_move_up = /** @type {(inputs: Calendar_Post_Move_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேலே நகர்த்து`)
};

export const calendar_post_move_up_of = /** @type {(inputs: Calendar_Post_Move_Up_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மேலே நகர்த்து: ${i?.label}`)
};

export const calendar_post_mp4_video = /** @type {(inputs: Calendar_Post_Mp4_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`MP4 வீடியோ`)
};

export const calendar_post_next_step = /** @type {(inputs: Calendar_Post_Next_StepInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடுத்த படி`)
};

export const calendar_post_no_caption_change = /** @type {(inputs: Calendar_Post_No_Caption_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்புரையில் மாற்றம் இல்லை.`)
};

export const calendar_post_no_platforms = /** @type {(inputs: Calendar_Post_No_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த வாடிக்கையாளர் இன்னும் எந்தத் தளத்தையும் தேர்ந்தெடுக்கவில்லை.`)
};

export const calendar_post_no_writer = /** @type {(inputs: Calendar_Post_No_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் எழுத்தாளர் இல்லை`)
};

export const calendar_post_note = /** @type {(inputs: Calendar_Post_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறிப்பு`)
};

export const calendar_post_note_too_long = /** @type {(inputs: Calendar_Post_Note_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறிப்பில் அதிகபட்சம் 2,000 எழுத்துகள் இருக்கலாம்.`)
};

export const calendar_post_nothing_changed = /** @type {(inputs: Calendar_Post_Nothing_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவின் உரையிலோ நேரத்திலோ எந்த மாற்றமும் இல்லை.`)
};

export const calendar_post_over_quota = /** @type {(inputs: Calendar_Post_Over_QuotaInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`இந்த மாதம் திட்டத்தின் ${i?.promised} பதிவுகளை விட ${i?.count} பதிவு அதிகம்: அனுப்பும் முன் கூடுதலானதை வாடிக்கையாளருடன் ஒப்புக்கொள்ளுங்கள்.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`இந்த மாதம் திட்டத்தின் ${i?.promised} பதிவுகளை விட ${i?.count} பதிவுகள் அதிகம்: அனுப்பும் முன் கூடுதலானவற்றை வாடிக்கையாளருடன் ஒப்புக்கொள்ளுங்கள்.`);
	return /** @type {LocalizedString} */ ("calendar_post_over_quota");
};

export const calendar_post_page_title = /** @type {(inputs: Calendar_Post_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} | உள்ளடக்க நாட்காட்டி | Fli DESK`)
};

export const calendar_post_picture_n = /** @type {(inputs: Calendar_Post_Picture_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`படம் ${i?.number}`)
};

export const calendar_post_picture_or_video = /** @type {(inputs: Calendar_Post_Picture_Or_VideoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படம் அல்லது வீடியோ`)
};

export const calendar_post_platforms = /** @type {(inputs: Calendar_Post_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தளங்கள்`)
};

export const calendar_post_post_comment = /** @type {(inputs: Calendar_Post_Post_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தை இடு`)
};

export const calendar_post_reason = /** @type {(inputs: Calendar_Post_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காரணம்`)
};

export const calendar_post_remove = /** @type {(inputs: Calendar_Post_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீக்கு`)
};

export const calendar_post_remove_of = /** @type {(inputs: Calendar_Post_Remove_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`நீக்கு: ${i?.label}`)
};

export const calendar_post_removed_end = /** @type {(inputs: Calendar_Post_Removed_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(நீக்கல் முடிவு)`)
};

export const calendar_post_removed_mark = /** @type {(inputs: Calendar_Post_Removed_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீக்கப்பட்டது:`)
};

export const calendar_post_role_admin = /** @type {(inputs: Calendar_Post_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகி`)
};

export const calendar_post_save = /** @type {(inputs: Calendar_Post_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவைச் சேமி`)
};

export const calendar_post_save_alt_text = /** @type {(inputs: Calendar_Post_Save_Alt_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்று உரையைச் சேமி`)
};

export const calendar_post_save_comment = /** @type {(inputs: Calendar_Post_Save_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தைச் சேமி`)
};

export const calendar_post_sending = /** @type {(inputs: Calendar_Post_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்புகிறது...`)
};

export const calendar_post_shared = /** @type {(inputs: Calendar_Post_SharedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகிரப்பட்டது`)
};

export const calendar_post_shared_with_client = /** @type {(inputs: Calendar_Post_Shared_With_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளருடன் பகிரப்பட்டது`)
};

export const calendar_post_sri_lanka = /** @type {(inputs: Calendar_Post_Sri_LankaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(இலங்கை நேரம்)`)
};

export const calendar_post_title = /** @type {(inputs: Calendar_Post_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பு`)
};

export const calendar_post_title_required = /** @type {(inputs: Calendar_Post_Title_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவுக்கு ஒரு தலைப்பைத் தரவும்.`)
};

export const calendar_post_title_too_long = /** @type {(inputs: Calendar_Post_Title_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பில் அதிகபட்சம் 200 எழுத்துகள் இருக்கலாம்.`)
};

export const calendar_post_too_many_hashtags = /** @type {(inputs: Calendar_Post_Too_Many_HashtagsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு பதிவில் அதிகபட்சம் 100 ஹேஷ்டேக்குகள் இருக்கலாம்.`)
};

export const calendar_post_unpaid_platform = /** @type {(inputs: Calendar_Post_Unpaid_PlatformInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} வாடிக்கையாளரின் திட்டம் கட்டணம் செலுத்தும் தளங்களில் ஒன்றல்ல.`)
};

export const calendar_post_version_one = /** @type {(inputs: Calendar_Post_Version_OneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிப்பு 1: வாடிக்கையாளருக்கு முதலில் அனுப்பியபடி.`)
};

export const calendar_post_video_n = /** @type {(inputs: Calendar_Post_Video_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`வீடியோ ${i?.number}`)
};

export const calendar_post_when = /** @type {(inputs: Calendar_Post_WhenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.when} (இலங்கை நேரம்)`)
};

export const calendar_post_who_sees_it = /** @type {(inputs: Calendar_Post_Who_Sees_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`யார் பார்க்கலாம்`)
};

export const calendar_post_words_added = /** @type {(inputs: Calendar_Post_Words_AddedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} சொல் சேர்க்கப்பட்டது.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} சொற்கள் சேர்க்கப்பட்டன.`);
	return /** @type {LocalizedString} */ ("calendar_post_words_added");
};

export const calendar_post_words_both = /** @type {(inputs: Calendar_Post_Words_BothInputs) => LocalizedString} */ (i) => {const addedPlural = registry.plural("ta", i?.added, {});
	const removedPlural = registry.plural("ta", i?.removed, {});
	if (addedPlural === "one" && removedPlural === "one") return /** @type {LocalizedString} */ (`${i?.added} சொல் சேர்க்கப்பட்டது, ${i?.removed} சொல் நீக்கப்பட்டது.`);
	if (addedPlural === "one" && removedPlural === "other") return /** @type {LocalizedString} */ (`${i?.added} சொல் சேர்க்கப்பட்டது, ${i?.removed} சொற்கள் நீக்கப்பட்டன.`);
	if (addedPlural === "other" && removedPlural === "one") return /** @type {LocalizedString} */ (`${i?.added} சொற்கள் சேர்க்கப்பட்டன, ${i?.removed} சொல் நீக்கப்பட்டது.`);
	if (addedPlural === "other" && removedPlural === "other") return /** @type {LocalizedString} */ (`${i?.added} சொற்கள் சேர்க்கப்பட்டன, ${i?.removed} சொற்கள் நீக்கப்பட்டன.`);
	return /** @type {LocalizedString} */ ("calendar_post_words_both");
};

export const calendar_post_words_removed = /** @type {(inputs: Calendar_Post_Words_RemovedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} சொல் நீக்கப்பட்டது.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} சொற்கள் நீக்கப்பட்டன.`);
	return /** @type {LocalizedString} */ ("calendar_post_words_removed");
};

export const calendar_post_write_for = /** @type {(inputs: Calendar_Post_Write_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} தளத்துக்கு எழுது`)
};

export const calendar_post_writer = /** @type {(inputs: Calendar_Post_WriterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எழுத்தாளர்`)
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

export const calendar_query_client = /** @type {(inputs: Calendar_Query_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளரின் desk ID ஐத் தரவும், எ.கா. FLD-CLNT1.`)
};

export const calendar_query_month = /** @type {(inputs: Calendar_Query_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதத்தை 2026-11 என்ற வடிவில் தரவும்.`)
};

export const calendar_query_platform = /** @type {(inputs: Calendar_Query_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தளங்களில் ஒன்றைத் தேர்ந்தெடுக்கவும்.`)
};

export const calendar_query_status = /** @type {(inputs: Calendar_Query_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலைகளில் ஒன்றைத் தேர்ந்தெடுக்கவும்.`)
};

export const calendar_query_view = /** @type {(inputs: Calendar_Query_ViewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காட்சி மாதம், வாரம் அல்லது பட்டியல் ஆக இருக்க வேண்டும்.`)
};

export const calendar_query_week = /** @type {(inputs: Calendar_Query_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாரத்தை அதன் நாட்களில் ஒன்றாகத் தரவும், எ.கா. 2026-11-02.`)
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

export const calendar_reschedule_bad_day = /** @type {(inputs: Calendar_Reschedule_Bad_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய நாளை ஒரு தேதியாகத் தரவும், எ.கா. 2026-11-05.`)
};

export const calendar_reschedule_choose_post = /** @type {(inputs: Calendar_Reschedule_Choose_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டியில் உள்ள ஒரு பதிவைத் தேர்ந்தெடுக்கவும்.`)
};

export const calendar_reschedule_moved = /** @type {(inputs: Calendar_Reschedule_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பதிவு ${i?.when} க்கு நகர்த்தப்பட்டது.`)
};

export const calendar_reschedule_moved_back = /** @type {(inputs: Calendar_Reschedule_Moved_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`பதிவு ${i?.when} க்கு நகர்த்தப்பட்டது. இது ஒப்புதலுக்காக மீண்டும் வாடிக்கையாளரிடம் செல்கிறது.`)
};

export const calendar_reschedule_not_yours = /** @type {(inputs: Calendar_Reschedule_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகி அல்லது பதிவின் எழுத்தாளர் மட்டுமே அதை வேறொரு நாளுக்கு நகர்த்த முடியும்.`)
};

export const calendar_reschedule_passed = /** @type {(inputs: Calendar_Reschedule_PassedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் வரவிருக்கும் நாளைத் தேர்ந்தெடுக்கவும்: அந்த நாளில் பதிவின் நேரம் கடந்துவிட்டது.`)
};

export const calendar_reschedule_published = /** @type {(inputs: Calendar_Reschedule_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியிடப்பட்ட பதிவை வேறொரு நாளுக்கு நகர்த்த முடியாது.`)
};

export const calendar_reschedule_same_day = /** @type {(inputs: Calendar_Reschedule_Same_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவு ஏற்கெனவே அந்த நாளில் உள்ளது.`)
};

export const calendar_reschedule_too_far = /** @type {(inputs: Calendar_Reschedule_Too_FarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அடுத்த இரண்டு ஆண்டுகளுக்குள் ஒரு நாளைத் தேர்ந்தெடுக்கவும்.`)
};

export const calendar_review_none_revoked = /** @type {(inputs: Calendar_Review_None_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதத்துக்குச் செல்லுபடியாகும் மதிப்பாய்வு இணைப்பு எதுவும் இருக்கவில்லை.`)
};

export const calendar_review_not_for_freelancers = /** @type {(inputs: Calendar_Review_Not_For_FreelancersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு மாதத்தை மதிப்பாய்வுக்குப் பகிர்வது வாடிக்கையாளரும் முகமையும் மட்டுமே.`)
};

export const calendar_review_post_not_in_link = /** @type {(inputs: Calendar_Review_Post_Not_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தப் பதிவு இந்த மதிப்பாய்வு இணைப்பின் பதிவுகளில் ஒன்று அல்ல.`)
};

export const calendar_review_revoked = /** @type {(inputs: Calendar_Review_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதத்தின் மதிப்பாய்வு இணைப்புகள் ரத்துசெய்யப்பட்டன. அவை இனி திறக்காது.`)
};

export const calendar_review_shared = /** @type {(inputs: Calendar_Review_SharedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`மதிப்பாய்வு இணைப்பு தயார். இது ${i?.until} வரை வேலை செய்யும்.`)
};

export const calendar_review_whatsapp_text = /** @type {(inputs: Calendar_Review_Whatsapp_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மாதத்துக்கான எங்கள் பதிவுகளை மதிப்பாய்வு செய்யவும்:`)
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

export const calendar_unknown_form = /** @type {(inputs: Calendar_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத படிவம்`)
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

export const calendar_workflow_not_in_future = /** @type {(inputs: Calendar_Workflow_Not_In_FutureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேதி இன்னும் வரவிருக்கும் பதிவை மட்டுமே திட்டமிட முடியும். முதலில் அதன் தேதியை மாற்றவும்.`)
};

export const calendar_workflow_not_yours = /** @type {(inputs: Calendar_Workflow_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவின் எழுத்தாளர், நிர்வாகி அல்லது அதன் வாடிக்கையாளர் மட்டுமே அதைச் செய்ய முடியும்.`)
};

export const calendar_workflow_note_required = /** @type {(inputs: Calendar_Workflow_Note_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`என்ன மாற வேண்டும் என்பதைக் கூறும் குறிப்பை எழுதவும்.`)
};

export const calendar_workflow_reason_required = /** @type {(inputs: Calendar_Workflow_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`என்ன மாற வேண்டும் என்பதைக் கூறவும்: காரணம் தேவை.`)
};

export const calendar_workflow_the_platforms = /** @type {(inputs: Calendar_Workflow_The_PlatformsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிவின் தளங்கள்`)
};

export const calendar_workflow_url_required = /** @type {(inputs: Calendar_Workflow_Url_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியான பதிவின் முகவரியைத் தரவும்.`)
};

export const calendar_workflow_url_wrong_site = /** @type {(inputs: Calendar_Workflow_Url_Wrong_SiteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`வெளியான பதிவின் முகவரி ${i?.sites} இல் இருக்க வேண்டும்.`)
};

export const calendar_workflow_wrong_status = /** @type {(inputs: Calendar_Workflow_Wrong_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.status} நிலையில் உள்ள பதிவை "${i?.move}" மூலம் நகர்த்த முடியாது.`)
};

export const caption_too_long = /** @type {(inputs: Caption_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} ${i?.limit} எழுத்துகளை மட்டுமே அனுமதிக்கிறது; இந்தத் தலைப்புரையில் ${i?.count} எழுத்துகள் உள்ளன.`)
};

export const caption_too_many_tags = /** @type {(inputs: Caption_Too_Many_TagsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} அதிகபட்சம் ${i?.limit} ஹேஷ்டேக்குகளை மட்டுமே அனுமதிக்கிறது; இந்தப் பதிவில் ${i?.count} உள்ளன.`)
};

export const client_no_analytics = /** @type {(inputs: Client_No_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வுத் தரவு இன்னும் இல்லை`)
};

export const client_tab_billing = /** @type {(inputs: Client_Tab_BillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டண விவரங்கள்`)
};

export const client_tab_insights = /** @type {(inputs: Client_Tab_InsightsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI நுண்ணறிவுகள்`)
};

export const client_tab_overview = /** @type {(inputs: Client_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேலோட்டம்`)
};

export const client_tab_projects = /** @type {(inputs: Client_Tab_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எனது திட்டங்கள்`)
};

export const client_tab_support = /** @type {(inputs: Client_Tab_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவி`)
};

export const client_tab_timeline = /** @type {(inputs: Client_Tab_TimelineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கால வரிசை`)
};

export const client_timeline_empty = /** @type {(inputs: Client_Timeline_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தற்போது உருவாக்கத்தில் உள்ள திட்டம் எதுவும் இல்லை.`)
};

export const client_timeline_line = /** @type {(inputs: Client_Timeline_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.progress}% · தொடக்கம் ${i?.started} · காலக்கெடு ${i?.deadline}`)
};

export const client_timeline_no_deadline = /** @type {(inputs: Client_Timeline_No_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இல்லை`)
};

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

export const dashboard_active_projects = /** @type {(inputs: Dashboard_Active_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலில் உள்ள திட்டங்கள்`)
};

export const dashboard_analytics = /** @type {(inputs: Dashboard_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு`)
};

export const dashboard_assigned_projects = /** @type {(inputs: Dashboard_Assigned_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கப்பட்ட திட்டங்கள்`)
};

export const dashboard_completed = /** @type {(inputs: Dashboard_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிந்த திட்டங்கள்`)
};

export const dashboard_completed_projects = /** @type {(inputs: Dashboard_Completed_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிந்த திட்டங்கள்`)
};

export const dashboard_contact_admin = /** @type {(inputs: Dashboard_Contact_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடங்க உங்கள் நிர்வாகியைத் தொடர்புகொள்ளுங்கள்.`)
};

export const dashboard_ga_connected = /** @type {(inputs: Dashboard_Ga_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GA இணைக்கப்பட்டது`)
};

export const dashboard_no_assigned_projects = /** @type {(inputs: Dashboard_No_Assigned_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கு ஒதுக்கப்பட்ட திட்டங்கள் இல்லை`)
};

export const dashboard_no_projects_assigned = /** @type {(inputs: Dashboard_No_Projects_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் திட்டங்கள் ஒதுக்கப்படவில்லை`)
};

export const dashboard_no_projects_available = /** @type {(inputs: Dashboard_No_Projects_AvailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டங்கள் எதுவும் இல்லை`)
};

export const dashboard_progress_updates = /** @type {(inputs: Dashboard_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றப் புதுப்பிப்புகள்`)
};

export const dashboard_sections = /** @type {(inputs: Dashboard_SectionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டு பிரிவுகள்`)
};

export const dashboard_success_rate = /** @type {(inputs: Dashboard_Success_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெற்றி விகிதம்`)
};

export const dashboard_title = /** @type {(inputs: Dashboard_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டு`)
};

export const dashboard_title_admin = /** @type {(inputs: Dashboard_Title_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகப் பலகம்`)
};

export const dashboard_title_client = /** @type {(inputs: Dashboard_Title_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் டாஷ்போர்டு`)
};

export const dashboard_title_freelancer = /** @type {(inputs: Dashboard_Title_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர் மையம்`)
};

export const dashboard_total_projects = /** @type {(inputs: Dashboard_Total_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மொத்தத் திட்டங்கள்`)
};

export const dashboard_updates_order = /** @type {(inputs: Dashboard_Updates_OrderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் புதுப்பிப்புகள்: வாடிக்கையாளரின் முடிவுக்காகக் காத்திருப்பவை முதலில், பின்னர் புதியவை.`)
};

export const dashboard_upload_hint = /** @type {(inputs: Dashboard_Upload_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிக்கையைப் பதிவேற்ற, அதன் திட்டத்தில் "முன்னேற்றத்தைப் புதுப்பி" என்பதைத் தேர்ந்தெடுங்கள்: உங்கள் குறிப்புகளும் 10 வரையிலான திரைப்பிடிப்புகளும் உடனே உங்கள் வாடிக்கையாளரைச் சென்றடையும்.`)
};

export const dashboard_view_analytics = /** @type {(inputs: Dashboard_View_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வைப் பார்க்கவும்`)
};

export const dashboard_view_analytics_of = /** @type {(inputs: Dashboard_View_Analytics_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” பகுப்பாய்வைப் பார்க்கவும்`)
};

export const error_access_denied_page_title = /** @type {(inputs: Error_Access_Denied_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அணுகல் மறுக்கப்பட்டது | Fli DESK`)
};

export const error_access_denied_text = /** @type {(inputs: Error_Access_Denied_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பங்கிற்கு இந்தப் பக்கம் திறக்கப்படவில்லை`)
};

export const error_access_denied_title = /** @type {(inputs: Error_Access_Denied_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அணுகல் மறுக்கப்பட்டது`)
};

export const error_back_to_dashboard = /** @type {(inputs: Error_Back_To_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`டாஷ்போர்டுக்குத் திரும்பு`)
};

export const error_back_to_your_dashboard = /** @type {(inputs: Error_Back_To_Your_DashboardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் டாஷ்போர்டுக்குத் திரும்பு`)
};

export const error_not_found_page_title = /** @type {(inputs: Error_Not_Found_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கம் கிடைக்கவில்லை | Fli DESK`)
};

export const error_not_found_title = /** @type {(inputs: Error_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அச்சச்சோ! பக்கம் கிடைக்கவில்லை`)
};

export const insights_ai_empty = /** @type {(inputs: Insights_Ai_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI பதில் இல்லை`)
};

export const insights_ai_unavailable = /** @type {(inputs: Insights_Ai_UnavailableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`AI சேவை கிடைக்கவில்லை: ${i?.reason}. உங்கள் திட்டத் தரவிலிருந்து வழிகாட்டலைக் காட்டுகிறது...`)
};

export const insights_ask = /** @type {(inputs: Insights_AskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கேள்`)
};

export const insights_ask_about = /** @type {(inputs: Insights_Ask_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டத்தைப் பற்றிக் கேளுங்கள்`)
};

export const insights_ask_more = /** @type {(inputs: Insights_Ask_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேலும் அறிய, ஒரு திட்டத்தைப் பெயரால், உங்கள் குழுவை அல்லது உங்கள் பகுப்பாய்வைப் பற்றிக் கேளுங்கள்.`)
};

export const insights_assistant_for = /** @type {(inputs: Insights_Assistant_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} க்கான AI உதவியாளர்`)
};

export const insights_at_risk = /** @type {(inputs: Insights_At_RiskInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆபத்தில்: ${i?.titles}.`)
};

export const insights_at_risk_pace = /** @type {(inputs: Insights_At_Risk_PaceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த வேகத்தில் காலக்கெடுவைத் தவறவிடக்கூடும்: குழுவுடன் ஒருமுறை பேசிப் பாருங்கள்.`)
};

export const insights_client_title = /** @type {(inputs: Insights_Client_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`AI நுண்ணறிவுகள் | வாடிக்கையாளர் டாஷ்போர்டு`)
};

export const insights_completed = /** @type {(inputs: Insights_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: முன்னேற்றம் ${i?.progress}% (${i?.status}); அது முடிக்கப்பட்டது.`)
};

export const insights_completed_on = /** @type {(inputs: Insights_Completed_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: முன்னேற்றம் ${i?.progress}% (${i?.status}); அது ${i?.date} அன்று முடிக்கப்பட்டது.`)
};

export const insights_deadline_none = /** @type {(inputs: Insights_Deadline_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காலக்கெடு இல்லை`)
};

export const insights_deadline_on = /** @type {(inputs: Insights_Deadline_OnInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("ta", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`காலக்கெடு ${i?.date}, இன்னும் ${i?.days} நாளில்`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`காலக்கெடு ${i?.date}, இன்னும் ${i?.days} நாட்களில்`);
	return /** @type {LocalizedString} */ ("insights_deadline_on");
};

export const insights_deadline_past = /** @type {(inputs: Insights_Deadline_PastInputs) => LocalizedString} */ (i) => {const daysPlural = registry.plural("ta", i?.days, {});
	if (daysPlural === "one") return /** @type {LocalizedString} */ (`${i?.date} காலக்கெடுவைக் கடந்து ${i?.days} நாள் ஆகிறது`);
	if (daysPlural === "other") return /** @type {LocalizedString} */ (`${i?.date} காலக்கெடுவைக் கடந்து ${i?.days} நாட்கள் ஆகின்றன`);
	return /** @type {LocalizedString} */ ("insights_deadline_past");
};

export const insights_deadline_today = /** @type {(inputs: Insights_Deadline_TodayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`காலக்கெடு இன்று (${i?.date})`)
};

export const insights_figure_bounce = /** @type {(inputs: Insights_Figure_BounceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`வெளியேறும் விகிதம் ${i?.rate}%`)
};

export const insights_figure_page_views = /** @type {(inputs: Insights_Figure_Page_ViewsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} பக்கப் பார்வைகள்`)
};

export const insights_figure_session = /** @type {(inputs: Insights_Figure_SessionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`சராசரி அமர்வு ${i?.minutes} நிமிடம்`)
};

export const insights_figure_visitors = /** @type {(inputs: Insights_Figure_VisitorsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} தனித்த பார்வையாளர்கள்`)
};

export const insights_full_reports = /** @type {(inputs: Insights_Full_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முழு அறிக்கைகளும் பகுப்பாய்வுத் தாவலில் உள்ளன.`)
};

export const insights_latest_update = /** @type {(inputs: Insights_Latest_UpdateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கடைசிப் புதுப்பிப்பு ${i?.when} (${i?.progress}%).`)
};

export const insights_latest_update_notes = /** @type {(inputs: Insights_Latest_Update_NotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கடைசிப் புதுப்பிப்பு ${i?.when} (${i?.progress}%): "${i?.notes}".`)
};

export const insights_local = /** @type {(inputs: Insights_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதில்கள் உங்கள் திட்டத் தரவிலிருந்து வருகின்றன.`)
};

export const insights_next = /** @type {(inputs: Insights_NextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அடுத்து: ${i?.next}.`)
};

export const insights_next_assign = /** @type {(inputs: Insights_Next_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு ஃப்ரீலான்சர் ஒதுக்கப்பட்டு வேலை தொடங்கும்`)
};

export const insights_next_connect = /** @type {(inputs: Insights_Next_ConnectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அதன் முடிவுகளைப் பின்தொடர பகுப்பாய்வு இணைக்கப்படும்`)
};

export const insights_next_deadline = /** @type {(inputs: Insights_Next_DeadlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அடுத்த காலக்கெடு: ${i?.title}, ${i?.date}.`)
};

export const insights_next_development = /** @type {(inputs: Insights_Next_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேம்பாடு 100% வரை தொடரும், பின்னர் சோதனை`)
};

export const insights_next_first_report = /** @type {(inputs: Insights_Next_First_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அதன் முதல் பகுப்பாய்வு அறிக்கை பதிவேற்றப்படும்`)
};

export const insights_next_report_ready = /** @type {(inputs: Insights_Next_Report_ReadyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அதன் பகுப்பாய்வு அறிக்கை பகுப்பாய்வுத் தாவலில் உள்ளது`)
};

export const insights_next_testing = /** @type {(inputs: Insights_Next_TestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சோதனை முடிந்து திட்டம் நிறைவுசெய்யப்படும்`)
};

export const insights_next_work_starts = /** @type {(inputs: Insights_Next_Work_StartsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வேலை தொடங்கும்`)
};

export const insights_no_figures = /** @type {(inputs: Insights_No_FiguresInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் எண்ணிக்கைகள் இல்லை`)
};

export const insights_no_projects = /** @type {(inputs: Insights_No_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கு இன்னும் திட்டங்கள் இல்லை. தொடங்க உங்கள் நிர்வாகியைத் தொடர்புகொள்ளுங்கள்.`)
};

export const insights_no_report_not_completed = /** @type {(inputs: Insights_No_Report_Not_CompletedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} க்கு இன்னும் பகுப்பாய்வு இல்லை: அது முடிக்கப்பட்டு இணைக்கப்பட்டதும் அறிக்கைகள் வரும்.`)
};

export const insights_no_report_not_connected = /** @type {(inputs: Insights_No_Report_Not_ConnectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} முடிக்கப்பட்டது, ஆனால் பகுப்பாய்வு இன்னும் இணைக்கப்படவில்லை.`)
};

export const insights_no_report_yet = /** @type {(inputs: Insights_No_Report_YetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} க்குப் பகுப்பாய்வு இணைக்கப்பட்டுள்ளது; அதன் முதல் அறிக்கை இன்னும் பதிவேற்றப்படவில்லை.`)
};

export const insights_no_reports = /** @type {(inputs: Insights_No_ReportsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் எந்தத் திட்டத்துக்கும் இன்னும் பகுப்பாய்வு அறிக்கை இல்லை; முடிந்த திட்டம் இணைக்கப்பட்டதும் அறிக்கைகள் தோன்றும்.`)
};

export const insights_none_at_risk = /** @type {(inputs: Insights_None_At_RiskInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எந்தத் திட்டமும் காலக்கெடுவைத் தவறவிடும் ஆபத்தில் இல்லை.`)
};

export const insights_pace = /** @type {(inputs: Insights_PaceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`நாளொன்றுக்குச் சுமார் ${i?.pace} புள்ளிகள் முன்னேறுகிறது`)
};

export const insights_pace_none = /** @type {(inputs: Insights_Pace_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் அளவிடக்கூடிய முன்னேற்றம் இல்லை`)
};

export const insights_person_freelancer = /** @type {(inputs: Insights_Person_FreelancerInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ஃப்ரீலான்சர் ${i?.name}.`)
};

export const insights_person_none = /** @type {(inputs: Insights_Person_NoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: இன்னும் ஃப்ரீலான்சர் ஒதுக்கப்படவில்லை.`)
};

export const insights_project_line = /** @type {(inputs: Insights_Project_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: முன்னேற்றம் ${i?.progress}% (${i?.status}); ${i?.deadline}; ${i?.pace}.`)
};

export const insights_project_not_found = /** @type {(inputs: Insights_Project_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் கிடைக்கவில்லை`)
};

export const insights_prompt_required = /** @type {(inputs: Insights_Prompt_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதலில் ஒரு கேள்வியைத் தட்டச்சு செய்யவும்.`)
};

export const insights_prompt_too_long = /** @type {(inputs: Insights_Prompt_Too_LongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கேள்வியை 2,000 எழுத்துகளுக்குள் வைத்திருக்கவும்.`)
};

export const insights_report = /** @type {(inputs: Insights_ReportInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}, ${i?.date} அறிக்கை: ${i?.figures}.`)
};

export const insights_summary = /** @type {(inputs: Insights_SummaryInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`உங்களுக்கு ${i?.count} திட்டம் உள்ளது: ${i?.underWay} நடப்பில், ${i?.completed} முடிந்தது, சராசரி ${i?.average}%.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`உங்களுக்கு ${i?.count} திட்டங்கள் உள்ளன: ${i?.underWay} நடப்பில், ${i?.completed} முடிந்தவை, சராசரி ${i?.average}%.`);
	return /** @type {LocalizedString} */ ("insights_summary");
};

export const insights_thinking = /** @type {(inputs: Insights_ThinkingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`யோசிக்கிறது...`)
};

export const insights_top_pages = /** @type {(inputs: Insights_Top_PagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அதிகம் பார்க்கப்பட்ட பக்கங்கள்: ${i?.pages}.`)
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

export const notifications_all_read = /** @type {(inputs: Notifications_All_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எல்லா அறிவிப்புகளும் படித்ததாகக் குறிக்கப்பட்டன.`)
};

export const notifications_choose_mails = /** @type {(inputs: Notifications_Choose_MailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்களுக்கு மின்னஞ்சலில் அனுப்ப வேண்டியவற்றைத் தேர்வுசெய்யும் இடம்:`)
};

export const notifications_kind_approval = /** @type {(inputs: Notifications_Kind_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதல்கள்`)
};

export const notifications_kind_assignment = /** @type {(inputs: Notifications_Kind_AssignmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கீடுகள்`)
};

export const notifications_kind_change_request = /** @type {(inputs: Notifications_Kind_Change_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றக் கோரிக்கைகள்`)
};

export const notifications_kind_comment = /** @type {(inputs: Notifications_Kind_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்துகள்`)
};

export const notifications_kind_lead = /** @type {(inputs: Notifications_Kind_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய விசாரணைகள்`)
};

export const notifications_kind_payment = /** @type {(inputs: Notifications_Kind_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கட்டணங்கள்`)
};

export const notifications_kind_post = /** @type {(inputs: Notifications_Kind_PostInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளடக்க நாட்காட்டிப் பதிவுகள்`)
};

export const notifications_kind_post_overdue = /** @type {(inputs: Notifications_Kind_Post_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உரிய நேரத்தில் ஒப்புதல் பெறாத பதிவுகள்`)
};

export const notifications_kind_post_reminder = /** @type {(inputs: Notifications_Kind_Post_ReminderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`விரைவில் உங்களுக்காகக் காத்திருக்கும் பதிவுகள்`)
};

export const notifications_kind_project = /** @type {(inputs: Notifications_Kind_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய திட்டங்கள்`)
};

export const notifications_kind_status = /** @type {(inputs: Notifications_Kind_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை மாற்றங்கள்`)
};

export const notifications_kind_ticket = /** @type {(inputs: Notifications_Kind_TicketInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கைகள்`)
};

export const notifications_kind_update = /** @type {(inputs: Notifications_Kind_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றப் புதுப்பிப்புகள்`)
};

export const notifications_list_label = /** @type {(inputs: Notifications_List_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அறிவிப்புகள்`)
};

export const notifications_mails_intro = /** @type {(inputs: Notifications_Mails_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு அறிவிப்பும் மணியின் கீழ் தெரியும். எவை மின்னஞ்சலிலும் அனுப்பப்பட வேண்டும் என்பதைத் தேர்வுசெய்யுங்கள்: உடனே, அல்லது இலங்கை நேரம் 08:00 மணிக்கு ஒரு நாளாந்தச் சுருக்கத்தில் ஒன்றாக.`)
};

export const notifications_mails_title = /** @type {(inputs: Notifications_Mails_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்பு மின்னஞ்சல்கள்`)
};

export const notifications_mark_all = /** @type {(inputs: Notifications_Mark_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்தையும் படித்ததாகக் குறி`)
};

export const notifications_mode_digest = /** @type {(inputs: Notifications_Mode_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாளாந்தச் சுருக்கம்`)
};

export const notifications_mode_instant = /** @type {(inputs: Notifications_Mode_InstantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உடனே`)
};

export const notifications_mode_off = /** @type {(inputs: Notifications_Mode_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வேண்டாம்`)
};

export const notifications_none = /** @type {(inputs: Notifications_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இதுவரை அறிவிப்புகள் இல்லை.`)
};

export const notifications_not_found = /** @type {(inputs: Notifications_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்த அறிவிப்பு இல்லை.`)
};

export const notifications_nothing_unread = /** @type {(inputs: Notifications_Nothing_UnreadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படிக்காதது எதுவும் இல்லை.`)
};

export const notifications_page_title = /** @type {(inputs: Notifications_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்புகள் | Fli DESK`)
};

export const notifications_prefs_invalid = /** @type {(inputs: Notifications_Prefs_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு வகைக்கும் உடனே, நாளாந்தச் சுருக்கம் அல்லது வேண்டாம் என்பதைத் தேர்வுசெய்யுங்கள்`)
};

export const notifications_prefs_saved = /** @type {(inputs: Notifications_Prefs_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அறிவிப்புத் தேர்வுகள் சேமிக்கப்பட்டன.`)
};

export const notifications_profile_link = /** @type {(inputs: Notifications_Profile_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் சுயவிவரம்`)
};

export const notifications_save = /** @type {(inputs: Notifications_SaveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் தேர்வுகளைச் சேமி`)
};

export const notifications_title = /** @type {(inputs: Notifications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்புகள்`)
};

export const notifications_unknown_form = /** @type {(inputs: Notifications_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத படிவம்`)
};

export const notifications_unread_count = /** @type {(inputs: Notifications_Unread_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`படிக்காதவை ${i?.count}.`)
};

export const notifications_unread_mark = /** @type {(inputs: Notifications_Unread_MarkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படிக்காதது: `)
};

export const notify_lead_contact = /** @type {(inputs: Notify_Lead_ContactInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} இடமிருந்து புதிய தொடர்புச் செய்தி`)
};

export const notify_lead_quote = /** @type {(inputs: Notify_Lead_QuoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} இடமிருந்து புதிய விலைமதிப்பீட்டுக் கோரிக்கை`)
};

export const notify_mail_because = /** @type {(inputs: Notify_Mail_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kinds} உடனே உங்களுக்கு மின்னஞ்சலில் அனுப்பப்படும்படி நீங்கள் தேர்வுசெய்துள்ளதால் இந்த மின்னஞ்சல் வருகிறது (உங்கள் Fli DESK சுயவிவரம்).`)
};

export const notify_mail_digest_because = /** @type {(inputs: Notify_Mail_Digest_BecauseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kinds} ஆகியவற்றுக்கு இந்தச் சுருக்கத்தை நீங்கள் தேர்வுசெய்துள்ளதால் இது வருகிறது (உங்கள் Fli DESK சுயவிவரம்).`)
};

export const notify_mail_digest_heading = /** @type {(inputs: Notify_Mail_Digest_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நேற்றிலிருந்து நடந்தவை`)
};

export const notify_mail_digest_subject = /** @type {(inputs: Notify_Mail_Digest_SubjectInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`உங்கள் Fli DESK சுருக்கம்: ${i?.count} புதிய அறிவிப்பு`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`உங்கள் Fli DESK சுருக்கம்: ${i?.count} புதிய அறிவிப்புகள்`);
	return /** @type {LocalizedString} */ ("notify_mail_digest_subject");
};

export const notify_mail_digest_unsubscribe = /** @type {(inputs: Notify_Mail_Digest_UnsubscribeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாளாந்தச் சுருக்கத்தை நிறுத்தவும்`)
};

export const notify_mail_manage = /** @type {(inputs: Notify_Mail_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்பு மின்னஞ்சல்களை நிர்வகிக்கவும்`)
};

export const notify_mail_more = /** @type {(inputs: Notify_Mail_MoreInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`புதிய ${i?.latest} கீழே உள்ளன; மேலும் ${i?.more} Fli DESK இல் உள்ளன.`)
};

export const notify_mail_open = /** @type {(inputs: Notify_Mail_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK இல் திறக்கவும்`)
};

export const notify_mail_see_all = /** @type {(inputs: Notify_Mail_See_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எல்லா அறிவிப்புகளையும் பார்க்கவும்`)
};

export const notify_mail_thread_subject = /** @type {(inputs: Notify_Mail_Thread_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} (புதிதாக ${i?.count})`)
};

export const notify_mail_thread_summary = /** @type {(inputs: Notify_Mail_Thread_SummaryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இது பற்றி ${i?.count} அறிவிப்புகள் குறுகிய நேரத்தில் வந்தன; அவை அனைத்தும் இங்கே ஒன்றாக.`)
};

export const notify_mail_unsubscribe = /** @type {(inputs: Notify_Mail_UnsubscribeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} மின்னஞ்சல்களை நிறுத்தவும்`)
};

export const notify_payment_failed = /** @type {(inputs: Notify_Payment_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கட்டணம் தோல்வியடைந்தது: ${i?.what}`)
};

export const notify_payment_order = /** @type {(inputs: Notify_Payment_OrderInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆர்டர் ${i?.order}`)
};

export const notify_payment_order_email = /** @type {(inputs: Notify_Payment_Order_EmailInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆர்டர் ${i?.order}, ${i?.email}`)
};

export const notify_payment_received = /** @type {(inputs: Notify_Payment_ReceivedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கட்டணம் பெறப்பட்டது: ${i?.what}`)
};

export const notify_post_awaiting = /** @type {(inputs: Notify_Post_AwaitingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒரு பதிவு உங்கள் ஒப்புதலுக்காகக் காத்திருக்கிறது: ${i?.title}`)
};

export const notify_post_comment = /** @type {(inputs: Notify_Post_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} இல் புதிய கருத்து`)
};

export const notify_post_internal_comment = /** @type {(inputs: Notify_Post_Internal_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} இல் புதிய உள் கருத்து`)
};

export const notify_post_moved = /** @type {(inputs: Notify_Post_MovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: ${i?.to} க்கு மாற்றப்பட்டது`)
};

export const notify_post_moved_note = /** @type {(inputs: Notify_Post_Moved_NoteInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.from} இலிருந்து ${i?.to} க்கு மாற்றப்பட்டது`)
};

export const notify_post_overdue_body = /** @type {(inputs: Notify_Post_Overdue_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இது ${i?.when} (இலங்கை நேரம்) அன்று வெளியாக வேண்டியது, இன்னும் ${i?.status} நிலையில் உள்ளது.`)
};

export const notify_post_overdue_title = /** @type {(inputs: Notify_Post_Overdue_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உரிய நேரத்தில் ஒப்புதல் பெறவில்லை: ${i?.title}`)
};

export const notify_post_reminder_body = /** @type {(inputs: Notify_Post_Reminder_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இந்தப் பதிவு ${i?.when} (இலங்கை நேரம்) அன்று வெளியாகும். ஒப்புதல் அளிக்கவும் அல்லது மாற்றங்களைக் கேட்கவும்.`)
};

export const notify_post_reminder_title = /** @type {(inputs: Notify_Post_Reminder_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் ஒப்புதலுக்காகக் காத்திருக்கிறது: ${i?.title}`)
};

export const notify_post_status = /** @type {(inputs: Notify_Post_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: இப்போது ${i?.status}`)
};

export const notify_posts_approved = /** @type {(inputs: Notify_Posts_ApprovedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 பதிவு ஒப்புதல் பெற்றது. (${i?.month})`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} பதிவுகள் ஒப்புதல் பெற்றன. (${i?.month})`);
	return /** @type {LocalizedString} */ ("notify_posts_approved");
};

export const notify_project_assigned = /** @type {(inputs: Notify_Project_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} திட்டம் உங்களுக்கு ஒதுக்கப்பட்டுள்ளது`)
};

export const notify_project_comment = /** @type {(inputs: Notify_Project_CommentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} இல் புதிய கருத்து`)
};

export const notify_project_new = /** @type {(inputs: Notify_Project_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`புதிய திட்டம்: ${i?.title}`)
};

export const notify_project_progress = /** @type {(inputs: Notify_Project_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: முன்னேற்றம் ${i?.progress}%`)
};

export const notify_project_progress_back = /** @type {(inputs: Notify_Project_Progress_BackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: முன்னேற்றம் ${i?.previous}% இலிருந்து ${i?.progress}% ஆகக் குறைந்தது`)
};

export const notify_project_status = /** @type {(inputs: Notify_Project_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}: இப்போது ${i?.status}`)
};

export const notify_return_body = /** @type {(inputs: Notify_Return_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஆர்டர் ${i?.order}, ${i?.email}, கட்டணம் ${i?.payment}: ${i?.detail}. முழுத் தொகையும் திருப்பி அளிக்கப்படுகிறது.`)
};

export const notify_return_closed = /** @type {(inputs: Notify_Return_ClosedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கைவிடப்பட்ட ஆர்டருக்கான கட்டணம்: ${i?.amount}`)
};

export const notify_return_duplicate = /** @type {(inputs: Notify_Return_DuplicateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஏற்கெனவே செலுத்தப்பட்ட ஆர்டருக்கு இரண்டாவது கட்டணம்: ${i?.amount}`)
};

export const notify_return_terms = /** @type {(inputs: Notify_Return_TermsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கட்டணம் மறுக்கப்பட்டது, அதன் நிபந்தனைகள் ஆர்டரின் நிபந்தனைகளிலிருந்து வேறுபடுகின்றன: ${i?.amount}`)
};

export const notify_ticket_assigned = /** @type {(inputs: Notify_Ticket_AssignedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} உங்களுக்கு ஒதுக்கப்பட்டுள்ளது: ${i?.subject}`)
};

export const notify_ticket_client_reply = /** @type {(inputs: Notify_Ticket_Client_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் ${i?.reference} இல் பதிலளித்தார்: ${i?.subject}`)
};

export const notify_ticket_new = /** @type {(inputs: Notify_Ticket_NewInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`புதிய உதவிக் கோரிக்கை ${i?.reference}: ${i?.subject}`)
};

export const notify_ticket_reply = /** @type {(inputs: Notify_Ticket_ReplyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} இல் புதிய பதில்: ${i?.subject}`)
};

export const notify_ticket_status = /** @type {(inputs: Notify_Ticket_StatusInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} இப்போது ${i?.status}: ${i?.subject}`)
};

export const notify_update_approved = /** @type {(inputs: Notify_Update_ApprovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} இன் புதுப்பிப்புக்கு ஒப்புதல் அளிக்கப்பட்டது`)
};

export const notify_update_changes_requested = /** @type {(inputs: Notify_Update_Changes_RequestedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} இல் மாற்றங்கள் கோரப்பட்டுள்ளன`)
};

export const preview_caption = /** @type {(inputs: Preview_CaptionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.platform} முன்னோட்டம்`)
};

export const preview_characters = /** @type {(inputs: Preview_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எழுத்துகள்:`)
};

export const preview_less = /** @type {(inputs: Preview_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறைவாக`)
};

export const preview_media_count = /** @type {(inputs: Preview_Media_CountInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}இல் 1`)
};

export const preview_more = /** @type {(inputs: Preview_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேலும்`)
};

export const preview_no_media = /** @type {(inputs: Preview_No_MediaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் படமோ வீடியோவோ இல்லை`)
};

export const preview_over_limit = /** @type {(inputs: Preview_Over_LimitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வரம்பை மீறியது:`)
};

export const preview_see_less = /** @type {(inputs: Preview_See_LessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறைவாகப் பார்க்க`)
};

export const preview_see_more = /** @type {(inputs: Preview_See_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மேலும் பார்க்க`)
};

export const profile_2fa_app_code = /** @type {(inputs: Profile_2fa_App_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலியின் குறியீடு`)
};

export const profile_2fa_by_hand = /** @type {(inputs: Profile_2fa_By_HandInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஸ்கேன் செய்ய முடியவில்லையா? இந்த விசையைக் கொண்டு கணக்கைக் கையால் சேர்க்கவும் (நேர அடிப்படை, 6 இலக்கங்கள்):`)
};

export const profile_2fa_codes_list = /** @type {(inputs: Profile_2fa_Codes_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மீட்புக் குறியீடுகள்`)
};

export const profile_2fa_codes_text = /** @type {(inputs: Profile_2fa_Codes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொன்றும் தொலைபேசி இல்லாமல் ஒரு முறை உள்நுழைய உதவும். இப்போதே அவற்றைப் பாதுகாப்பான இடத்தில் சேமியுங்கள்: மீண்டும் காட்டப்படாது.`)
};

export const profile_2fa_codes_title = /** @type {(inputs: Profile_2fa_Codes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் மீட்புக் குறியீடுகள்`)
};

export const profile_2fa_disable_code = /** @type {(inputs: Profile_2fa_Disable_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் செயலியின் குறியீடு, அல்லது ஒரு மீட்புக் குறியீடு`)
};

export const profile_2fa_enter_code = /** @type {(inputs: Profile_2fa_Enter_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`2. செயலி காட்டும் 6 இலக்கக் குறியீட்டை உள்ளிடவும்`)
};

export const profile_2fa_intro = /** @type {(inputs: Profile_2fa_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கடவுச்சொல்லுடன், உங்கள் தொலைபேசியில் உள்ள அங்கீகரிப்புச் செயலியின் (Google Authenticator, Microsoft Authenticator அல்லது 1Password போன்றவை) குறியீட்டையும் கொண்டு உள்நுழையுங்கள்: திருடப்பட்ட கடவுச்சொல் மட்டும் எதையும் திறக்காது.`)
};

export const profile_2fa_must_enrol = /** @type {(inputs: Profile_2fa_Must_EnrolInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தொடர இரு-படி உள்நுழைவை அமைக்கவும்: இந்தச் சேவையகத்தில் நிர்வாகிகளுக்கு இது கட்டாயம்.`)
};

export const profile_2fa_on = /** @type {(inputs: Profile_2fa_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இயக்கத்தில்`)
};

export const profile_2fa_qr_alt = /** @type {(inputs: Profile_2fa_Qr_AltInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலிக்கான QR குறியீடு`)
};

export const profile_2fa_regenerate = /** @type {(inputs: Profile_2fa_RegenerateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய மீட்புக் குறியீடுகளை உருவாக்கு`)
};

export const profile_2fa_regenerate_title = /** @type {(inputs: Profile_2fa_Regenerate_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய மீட்புக் குறியீடுகள்`)
};

export const profile_2fa_scan = /** @type {(inputs: Profile_2fa_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1. இந்த QR குறியீட்டை உங்கள் அங்கீகரிப்புச் செயலியால் ஸ்கேன் செய்யுங்கள்.`)
};

export const profile_2fa_since = /** @type {(inputs: Profile_2fa_SinceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} முதல் · 10 மீட்புக் குறியீடுகளில் ${i?.left} மீதமுள்ளன`)
};

export const profile_2fa_start = /** @type {(inputs: Profile_2fa_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவை அமைக்கவும்`)
};

export const profile_2fa_title = /** @type {(inputs: Profile_2fa_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு`)
};

export const profile_2fa_turn_off = /** @type {(inputs: Profile_2fa_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவை முடக்கு`)
};

export const profile_2fa_turn_on = /** @type {(inputs: Profile_2fa_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவை இயக்கு`)
};

export const profile_a_browser = /** @type {(inputs: Profile_A_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஓர் உலாவி`)
};

export const profile_a_script = /** @type {(inputs: Profile_A_ScriptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு ஸ்கிரிப்ட்`)
};

export const profile_account_page_title = /** @type {(inputs: Profile_Account_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுயவிவரம் மற்றும் பாதுகாப்பு | Fli DESK`)
};

export const profile_change_email = /** @type {(inputs: Profile_Change_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சலை மாற்றுங்கள்`)
};

export const profile_change_password = /** @type {(inputs: Profile_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல்லை மாற்று`)
};

export const profile_confirm_password = /** @type {(inputs: Profile_Confirm_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய கடவுச்சொல்லை உறுதிப்படுத்து`)
};

export const profile_current_password = /** @type {(inputs: Profile_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தற்போதைய கடவுச்சொல்`)
};

export const profile_device_gone = /** @type {(inputs: Profile_Device_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தச் சாதனம் ஏற்கெனவே வெளியேற்றப்பட்டது.`)
};

export const profile_device_on = /** @type {(inputs: Profile_Device_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.system} இல் ${i?.browser}`)
};

export const profile_device_signed_out = /** @type {(inputs: Profile_Device_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தச் சாதனம் வெளியேற்றப்பட்டது.`)
};

export const profile_devices_title = /** @type {(inputs: Profile_Devices_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைந்துள்ள சாதனங்கள்`)
};

export const profile_email_change_note = /** @type {(inputs: Profile_Email_Change_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய முகவரிக்கு நாங்கள் அனுப்பும் இணைப்பின் மூலம் நீங்கள் உறுதிசெய்த பிறகே அது பயன்படுத்தப்படும்.`)
};

export const profile_email_is = /** @type {(inputs: Profile_Email_IsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் மின்னஞ்சல் ${i?.email}.`)
};

export const profile_failed_attempt = /** @type {(inputs: Profile_Failed_AttemptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தோல்வியுற்ற முயற்சி`)
};

export const profile_language = /** @type {(inputs: Profile_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மொழி`)
};

export const profile_last_active = /** @type {(inputs: Profile_Last_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடைசியாகச் செயல்பட்டது`)
};

export const profile_new_email = /** @type {(inputs: Profile_New_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய மின்னஞ்சல் முகவரி`)
};

export const profile_new_password = /** @type {(inputs: Profile_New_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய கடவுச்சொல்`)
};

export const profile_no_sign_ins = /** @type {(inputs: Profile_No_Sign_InsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இதுவரை உள்நுழைவு எதுவும் பதிவாகவில்லை.`)
};

export const profile_others_signed_out = /** @type {(inputs: Profile_Others_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மற்ற எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.`)
};

export const profile_page_title = /** @type {(inputs: Profile_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} | சுயவிவரம் மற்றும் பாதுகாப்பு | Fli DESK`)
};

export const profile_password_changed = /** @type {(inputs: Profile_Password_ChangedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடவுச்சொல் மாற்றப்பட்டது. மற்ற எல்லாச் சாதனங்களும் வெளியேற்றப்பட்டன.`)
};

export const profile_password_rule = /** @type {(inputs: Profile_Password_RuleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறைந்தது 8 எழுத்துகள்: ஒரு சிறிய எழுத்து, ஒரு பெரிய எழுத்து, ஒரு எண் உட்பட.`)
};

export const profile_role = /** @type {(inputs: Profile_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பங்கு`)
};

export const profile_save_language = /** @type {(inputs: Profile_Save_LanguageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மொழியைச் சேமியுங்கள்`)
};

export const profile_save_name = /** @type {(inputs: Profile_Save_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பெயரைச் சேமியுங்கள்`)
};

export const profile_saving = /** @type {(inputs: Profile_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேமிக்கிறது...`)
};

export const profile_section_account = /** @type {(inputs: Profile_Section_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கணக்கு`)
};

export const profile_section_devices = /** @type {(inputs: Profile_Section_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சாதனங்கள்`)
};

export const profile_section_notifications = /** @type {(inputs: Profile_Section_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்புகள்`)
};

export const profile_section_security = /** @type {(inputs: Profile_Section_SecurityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பாதுகாப்பு`)
};

export const profile_sections_nav = /** @type {(inputs: Profile_Sections_NavInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுயவிவரப் பிரிவுகள்`)
};

export const profile_sending = /** @type {(inputs: Profile_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்புகிறது...`)
};

export const profile_sign_ins_change_password = /** @type {(inputs: Profile_Sign_Ins_Change_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கடவுச்சொல்லை மாற்றி`)
};

export const profile_sign_ins_if_not_you = /** @type {(inputs: Profile_Sign_Ins_If_Not_YouInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அவற்றில் ஒன்று நீங்கள் இல்லையெனில்,`)
};

export const profile_sign_ins_intro = /** @type {(inputs: Profile_Sign_Ins_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் Fli DESK அடையாள எண்ணில் நடந்த கடைசி ${i?.limit} உள்நுழைவுகளும் தோல்வியுற்ற முயற்சிகளும்.`)
};

export const profile_sign_ins_sign_out_others = /** @type {(inputs: Profile_Sign_Ins_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மற்ற சாதனங்களிலிருந்து வெளியேறுங்கள்.`)
};

export const profile_sign_ins_title = /** @type {(inputs: Profile_Sign_Ins_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைவு வரலாறு`)
};

export const profile_sign_out_device = /** @type {(inputs: Profile_Sign_Out_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியேற்று`)
};

export const profile_sign_out_others = /** @type {(inputs: Profile_Sign_Out_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மற்ற எல்லாச் சாதனங்களிலிருந்தும் வெளியேறு`)
};

export const profile_signed_in = /** @type {(inputs: Profile_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்நுழைந்தது`)
};

export const profile_this_device = /** @type {(inputs: Profile_This_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சாதனம்`)
};

export const profile_title = /** @type {(inputs: Profile_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சுயவிவரம் மற்றும் பாதுகாப்பு`)
};

export const profile_unknown_address = /** @type {(inputs: Profile_Unknown_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத முகவரி`)
};

export const profile_unknown_device = /** @type {(inputs: Profile_Unknown_DeviceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத சாதனம்`)
};

export const profile_wrong_current = /** @type {(inputs: Profile_Wrong_CurrentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் தற்போதைய கடவுச்சொல் சரியல்ல`)
};

export const profile_your_name = /** @type {(inputs: Profile_Your_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பெயர்`)
};

export const project_add_comment = /** @type {(inputs: Project_Add_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தைச் சேர்க்கவும்`)
};

export const project_analytics = /** @type {(inputs: Project_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு`)
};

export const project_analytics_connected = /** @type {(inputs: Project_Analytics_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு இணைக்கப்பட்டது`)
};

export const project_analytics_trends = /** @type {(inputs: Project_Analytics_TrendsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வுப் போக்குகள்`)
};

export const project_answer_approved = /** @type {(inputs: Project_Answer_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்புக்கு ஒப்புதல் அளிக்கப்பட்டது`)
};

export const project_answer_changes_requested = /** @type {(inputs: Project_Answer_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்கள் கோரப்பட்டன`)
};

export const project_answer_client_only = /** @type {(inputs: Project_Answer_Client_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தின் வாடிக்கையாளர் மட்டுமே புதுப்பிப்புக்கு ஒப்புதல் அளிக்கவோ மாற்றங்களைக் கோரவோ முடியும்`)
};

export const project_answer_comment_added = /** @type {(inputs: Project_Answer_Comment_AddedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்து சேர்க்கப்பட்டது`)
};

export const project_answer_comment_deleted = /** @type {(inputs: Project_Answer_Comment_DeletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்து நீக்கப்பட்டது`)
};

export const project_answer_comment_edited = /** @type {(inputs: Project_Answer_Comment_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்து புதுப்பிக்கப்பட்டது`)
};

export const project_answer_comment_not_found = /** @type {(inputs: Project_Answer_Comment_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்து கிடைக்கவில்லை`)
};

export const project_answer_complete_from_pending = /** @type {(inputs: Project_Answer_Complete_From_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“நடைபெறுகிறது” அல்லது “சோதனையில்” உள்ள திட்டத்தை மட்டுமே “முடிந்தது” எனக் குறிக்க முடியும்.`)
};

export const project_answer_completed_assign = /** @type {(inputs: Project_Answer_Completed_AssignInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டம் முடிந்துவிட்டது, எனவே அதன் ஃப்ரீலான்சரை மாற்ற முடியாது. முதலில் அதை மீண்டும் திறக்க அதன் நிலையை “நடைபெறுகிறது” என அமைக்கவும்.`)
};

export const project_answer_completed_progress = /** @type {(inputs: Project_Answer_Completed_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டம் முடிந்துவிட்டது, எனவே அதன் முன்னேற்றத்தை இனி மாற்ற முடியாது. வேலை தொடர்ந்தால் அதை மீண்டும் திறக்க நிர்வாகியிடம் கேளுங்கள்.`)
};

export const project_answer_completion_needs_approval = /** @type {(inputs: Project_Answer_Completion_Needs_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் இந்தத் திட்டத்தின் சமீபத்திய புதுப்பிப்புக்கு ஒப்புதல் அளிக்கவில்லை. எப்படியும் முடிக்க “ஒப்புதல் இன்றி முடித்துவை” என்பதைத் தேர்வுசெய்யவும்.`)
};

export const project_answer_edit_window_over = /** @type {(inputs: Project_Answer_Edit_Window_OverInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு கருத்தை இட்ட 15 நிமிடங்களுக்குள் மட்டுமே திருத்தவோ நீக்கவோ முடியும்`)
};

export const project_answer_failed = /** @type {(inputs: Project_Answer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஏதோ தவறு நடந்தது. மீண்டும் முயலவும்.`)
};

export const project_answer_image_too_large = /** @type {(inputs: Project_Answer_Image_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படம் அதிகபட்சம் 5 MB ஆக இருக்க வேண்டும்`)
};

export const project_answer_image_unavailable = /** @type {(inputs: Project_Answer_Image_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் படத்தை இப்போது சேமிக்க முடியவில்லை. எதுவும் இடப்படவில்லை: மீண்டும் முயலவும்.`)
};

export const project_answer_needs_freelancer = /** @type {(inputs: Project_Answer_Needs_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டத்தை “நடைபெறுகிறது” அல்லது “சோதனையில்” நிலைக்கு மாற்றும் முன் ஒரு ஃப்ரீலான்சரை ஒதுக்கவும்.`)
};

export const project_answer_not_found = /** @type {(inputs: Project_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் கிடைக்கவில்லை`)
};

export const project_answer_not_yours = /** @type {(inputs: Project_Answer_Not_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் சொந்தக் கருத்துகளை மட்டுமே திருத்தவோ நீக்கவோ முடியும்`)
};

export const project_answer_notes_text = /** @type {(inputs: Project_Answer_Notes_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்புக் குறிப்புகள் உரையாக இருக்க வேண்டும்`)
};

export const project_answer_one_image = /** @type {(inputs: Project_Answer_One_ImageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு கருத்தில் ஒரு படம் மட்டுமே இணைக்க முடியும்`)
};

export const project_answer_pending_with_freelancer = /** @type {(inputs: Project_Answer_Pending_With_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர் உள்ள திட்டம் “நிலுவையில்” இருக்க முடியாது. முதலில் ஃப்ரீலான்சரின் ஒதுக்கீட்டை நீக்கவும்.`)
};

export const project_answer_screenshot_too_large = /** @type {(inputs: Project_Answer_Screenshot_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு திரைப்பிடிப்பும் அதிகபட்சம் 5 MB ஆக இருக்க வேண்டும்`)
};

export const project_answer_screenshots_unavailable = /** @type {(inputs: Project_Answer_Screenshots_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் திரைப்பிடிப்புகளை இப்போது சேமிக்க முடியவில்லை. எதுவும் மாற்றப்படவில்லை: மீண்டும் முயலவும்.`)
};

export const project_answer_too_many_images = /** @type {(inputs: Project_Answer_Too_Many_ImagesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒரு புதுப்பிப்புக்கு அதிகபட்சம் ${i?.max} திரைப்பிடிப்புகள்`)
};

export const project_answer_unknown_form = /** @type {(inputs: Project_Answer_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத படிவம்`)
};

export const project_answer_update_not_found = /** @type {(inputs: Project_Answer_Update_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்பு கிடைக்கவில்லை`)
};

export const project_approve = /** @type {(inputs: Project_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதல் அளி`)
};

export const project_approved = /** @type {(inputs: Project_ApprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதல் அளிக்கப்பட்டது`)
};

export const project_attached_by = /** @type {(inputs: Project_Attached_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.author} இணைத்தது`)
};

export const project_awaiting_approval = /** @type {(inputs: Project_Awaiting_ApprovalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒப்புதலுக்காகக் காத்திருக்கிறது`)
};

export const project_back_all = /** @type {(inputs: Project_Back_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்துத் திட்டங்கள்`)
};

export const project_back_assigned = /** @type {(inputs: Project_Back_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கப்பட்ட திட்டங்கள்`)
};

export const project_back_my_projects = /** @type {(inputs: Project_Back_My_ProjectsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`எனது திட்டங்கள்`)
};

export const project_cancel = /** @type {(inputs: Project_CancelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ரத்துசெய்`)
};

export const project_change_decision = /** @type {(inputs: Project_Change_DecisionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிவை மாற்று`)
};

export const project_changes_requested = /** @type {(inputs: Project_Changes_RequestedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்கள் கோரப்பட்டன`)
};

export const project_client = /** @type {(inputs: Project_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்`)
};

export const project_comment = /** @type {(inputs: Project_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்து இடுங்கள்`)
};

export const project_comment_required = /** @type {(inputs: Project_Comment_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதலில் ஒரு கருத்தை எழுதுங்கள்`)
};

export const project_comment_too_long = /** @type {(inputs: Project_Comment_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒரு கருத்தில் அதிகபட்சம் ${i?.max} எழுத்துகள் இருக்கலாம்`)
};

export const project_comments = /** @type {(inputs: Project_CommentsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கருத்துகள் (${i?.count})`)
};

export const project_deadline = /** @type {(inputs: Project_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காலக்கெடு`)
};

export const project_decided_by = /** @type {(inputs: Project_Decided_ByInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name}, ${i?.date} அன்று`)
};

export const project_delete = /** @type {(inputs: Project_DeleteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீக்கு`)
};

export const project_delete_comment = /** @type {(inputs: Project_Delete_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தை நீக்கு`)
};

export const project_delete_comment_question = /** @type {(inputs: Project_Delete_Comment_QuestionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கருத்தை நீக்கவா?`)
};

export const project_delete_your_comment = /** @type {(inputs: Project_Delete_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கருத்தை நீக்கு`)
};

export const project_edit = /** @type {(inputs: Project_EditInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திருத்து`)
};

export const project_edit_your_comment = /** @type {(inputs: Project_Edit_Your_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கருத்தைத் திருத்து`)
};

export const project_edited = /** @type {(inputs: Project_EditedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`(திருத்தப்பட்டது)`)
};

export const project_freelancer = /** @type {(inputs: Project_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர்`)
};

export const project_google_connection = /** @type {(inputs: Project_Google_ConnectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google இணைப்பு`)
};

export const project_google_import = /** @type {(inputs: Project_Google_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google இறக்குமதி`)
};

export const project_image_attached = /** @type {(inputs: Project_Image_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 படம் இணைக்கப்பட்டது`)
};

export const project_image_optional = /** @type {(inputs: Project_Image_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படம் (விரும்பினால்)`)
};

export const project_keep_it = /** @type {(inputs: Project_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வைத்திருங்கள்`)
};

export const project_keywords_manage = /** @type {(inputs: Project_Keywords_ManageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கண்காணிக்கப்படும் முக்கியச்சொற்களை நிர்வகிக்கவும்`)
};

export const project_keywords_tracks = /** @type {(inputs: Project_Keywords_TracksInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client} அவர்களின் ${i?.plan} திட்டம் ${i?.limit} முக்கியச்சொற்கள் வரை கண்காணிக்கும்.`)
};

export const project_keywords_tracks_unlimited = /** @type {(inputs: Project_Keywords_Tracks_UnlimitedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client} அவர்களின் ${i?.plan} திட்டம் வரம்பின்றி முக்கியச்சொற்களைக் கண்காணிக்கும்.`)
};

export const project_lowered_from = /** @type {(inputs: Project_Lowered_FromInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(${i?.from}% இலிருந்து குறைக்கப்பட்டது)`)
};

export const project_no_deadline = /** @type {(inputs: Project_No_DeadlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`காலக்கெடு இல்லை`)
};

export const project_no_updates = /** @type {(inputs: Project_No_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டத்திற்கு இன்னும் புதுப்பிப்புகள் இல்லை.`)
};

export const project_not_assigned = /** @type {(inputs: Project_Not_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒதுக்கப்படவில்லை`)
};

export const project_post_comment = /** @type {(inputs: Project_Post_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தை இடு`)
};

export const project_posting = /** @type {(inputs: Project_PostingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இடுகிறது...`)
};

export const project_progress = /** @type {(inputs: Project_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றம்`)
};

export const project_progress_of = /** @type {(inputs: Project_Progress_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} முன்னேற்றம்`)
};

export const project_reason_required = /** @type {(inputs: Project_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`என்ன மாற வேண்டும் என்று கூறுங்கள்`)
};

export const project_reason_too_long = /** @type {(inputs: Project_Reason_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`காரணத்தில் அதிகபட்சம் ${i?.max} எழுத்துகள் இருக்கலாம்`)
};

export const project_report_average_session = /** @type {(inputs: Project_Report_Average_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சராசரி அமர்வு:`)
};

export const project_report_bounce_rate = /** @type {(inputs: Project_Report_Bounce_RateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியேறும் விகிதம்`)
};

export const project_report_minutes = /** @type {(inputs: Project_Report_MinutesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} நிமி.`)
};

export const project_report_of = /** @type {(inputs: Project_Report_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.date} அறிக்கை`)
};

export const project_report_page_views = /** @type {(inputs: Project_Report_Page_ViewsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப் பார்வைகள்`)
};

export const project_report_top_pages = /** @type {(inputs: Project_Report_Top_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னணிப் பக்கங்கள்:`)
};

export const project_report_unique_visitors = /** @type {(inputs: Project_Report_Unique_VisitorsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தனித்த பார்வையாளர்கள்`)
};

export const project_request_changes = /** @type {(inputs: Project_Request_ChangesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்களைக் கோரு`)
};

export const project_role_admin = /** @type {(inputs: Project_Role_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிர்வாகி`)
};

export const project_role_client = /** @type {(inputs: Project_Role_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர்`)
};

export const project_role_freelancer = /** @type {(inputs: Project_Role_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஃப்ரீலான்சர்`)
};

export const project_save_comment = /** @type {(inputs: Project_Save_CommentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்தைச் சேமி`)
};

export const project_saving = /** @type {(inputs: Project_SavingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேமிக்கிறது...`)
};

export const project_screenshot_alt = /** @type {(inputs: Project_Screenshot_AltInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்பின் திரைப்பிடிப்பு ${i?.number}`)
};

export const project_screenshots = /** @type {(inputs: Project_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திரைப்பிடிப்புகள்`)
};

export const project_send_change_request = /** @type {(inputs: Project_Send_Change_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றக் கோரிக்கையை அனுப்பு`)
};

export const project_sending = /** @type {(inputs: Project_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்புகிறது...`)
};

export const project_status_completed = /** @type {(inputs: Project_Status_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிந்தது`)
};

export const project_status_in_development = /** @type {(inputs: Project_Status_In_DevelopmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உருவாக்கத்தில்`)
};

export const project_status_in_progress = /** @type {(inputs: Project_Status_In_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நடைபெறுகிறது`)
};

export const project_status_pending = /** @type {(inputs: Project_Status_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலுவையில்`)
};

export const project_status_testing = /** @type {(inputs: Project_Status_TestingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சோதனையில்`)
};

export const project_updates = /** @type {(inputs: Project_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்புகள்`)
};

export const project_updates_for = /** @type {(inputs: Project_Updates_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} க்கான புதுப்பிப்புகள்`)
};

export const project_view_report = /** @type {(inputs: Project_View_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பகுப்பாய்வு அறிக்கையைப் பார்க்கவும்`)
};

export const project_view_report_of = /** @type {(inputs: Project_View_Report_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.title}” பகுப்பாய்வு அறிக்கையைப் பார்க்கவும்`)
};

export const project_what_should_change = /** @type {(inputs: Project_What_Should_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`என்ன மாற வேண்டும்?`)
};

export const report_admin_title = /** @type {(inputs: Report_Admin_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திர அறிக்கைகள் | நிர்வாகப் பலகம்`)
};

export const report_choose_month = /** @type {(inputs: Report_Choose_MonthInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`YYYY-MM என்ற வடிவில் ஒரு மாதத்தைத் தேர்ந்தெடுக்கவும்.`)
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

export const report_freelancer = /** @type {(inputs: Report_FreelancerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாதாந்திர அறிக்கைகள் வாடிக்கையாளர்களுக்கும் நிர்வாகிகளுக்கும் மட்டுமே.`)
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

export const report_no_client = /** @type {(inputs: Report_No_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அப்படி ஒரு வாடிக்கையாளர் இல்லை.`)
};

export const report_none = /** @type {(inputs: Report_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்த மாதம் எந்த வாடிக்கையாளருக்கும் செயலில் உள்ள திட்டம் இல்லை.`)
};

export const report_not_found = /** @type {(inputs: Report_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அப்படி ஒரு அறிக்கை இல்லை.`)
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

export const report_unmade = /** @type {(inputs: Report_UnmadeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த அறிக்கை இன்னும் தயாரிக்கப்படவில்லை: முதலில் அதை மீண்டும் தயாரிக்கவும்.`)
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

export const results_google_chosen = /** @type {(inputs: Results_Google_ChosenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics பிராப்பர்ட்டியும் Google Search Console தளமும் சேமிக்கப்பட்டன.`)
};

export const results_google_connect_failed = /** @type {(inputs: Results_Google_Connect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google ஐ இணைப்பது தோல்வியடைந்தது:`)
};

export const results_google_connected = /** @type {(inputs: Results_Google_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google இணைக்கப்பட்டது. Google Analytics பிராப்பர்ட்டியையும் Google Search Console தளத்தையும் தேர்ந்தெடுக்கவும்.`)
};

export const results_google_declined = /** @type {(inputs: Results_Google_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google அணுகல் வழங்கப்படவில்லை, எனவே எதுவும் இணைக்கப்படவில்லை.`)
};

export const results_google_disconnect_failed = /** @type {(inputs: Results_Google_Disconnect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google இணைப்பைத் துண்டிப்பது தோல்வியடைந்தது:`)
};

export const results_google_disconnected = /** @type {(inputs: Results_Google_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google இணைப்பு துண்டிக்கப்பட்டது.`)
};

export const results_google_grant_revoked = /** @type {(inputs: Results_Google_Grant_RevokedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google அணுகல் திரும்பப் பெறப்பட்டது அல்லது காலாவதியாகிவிட்டது. Google ஐ மீண்டும் இணைக்கவும்.`)
};

export const results_google_import_broke = /** @type {(inputs: Results_Google_Import_BrokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலியின் பிழையால் இறக்குமதி நின்றது; ஒரு மணி நேரத்திற்குள் மீண்டும் முயற்சிக்கப்படும்.`)
};

export const results_google_no_refresh_token = /** @type {(inputs: Results_Google_No_Refresh_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google நீடித்த அணுகலை வழங்கவில்லை. மீண்டும் இணைத்து அணுகலை அனுமதிக்கவும்.`)
};

export const results_google_not_a_choice = /** @type {(inputs: Results_Google_Not_A_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியல்களிலிருந்து ஒரு பிராப்பர்ட்டியையும் ஒரு தளத்தையும் தேர்ந்தெடுக்கவும்.`)
};

export const results_google_not_connected = /** @type {(inputs: Results_Google_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டத்துடன் Google இணைக்கப்படவில்லை.`)
};

export const results_google_state_refused = /** @type {(inputs: Results_Google_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த Google உள்நுழைவு இணைப்பு காலாவதியாகிவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. மீண்டும் இணைக்கவும்.`)
};

export const results_meta_connect_failed = /** @type {(inputs: Results_Meta_Connect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook ஐ இணைப்பது தோல்வியடைந்தது:`)
};

export const results_meta_connected = /** @type {(inputs: Results_Meta_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook இணைக்கப்பட்டது. அறிக்கையிட வேண்டிய பக்கத்தைத் தேர்ந்தெடுக்கவும்.`)
};

export const results_meta_disconnect_failed = /** @type {(inputs: Results_Meta_Disconnect_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook இணைப்பைத் துண்டிப்பது தோல்வியடைந்தது:`)
};

export const results_meta_disconnected = /** @type {(inputs: Results_Meta_DisconnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook மற்றும் Instagram இணைப்பு துண்டிக்கப்பட்டது.`)
};

export const results_meta_login_denied = /** @type {(inputs: Results_Meta_Login_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook அணுகல் வழங்கப்படவில்லை, எனவே எதுவும் இணைக்கப்படவில்லை.`)
};

export const results_meta_no_pages = /** @type {(inputs: Results_Meta_No_PagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த Facebook கணக்கு செயலியுடன் பகிர்ந்த எந்தப் பக்கத்தையும் நிர்வகிக்கவில்லை. மீண்டும் இணைத்து அந்தப் பக்கத்தைத் தேர்வுசெய்யவும்.`)
};

export const results_meta_not_a_choice = /** @type {(inputs: Results_Meta_Not_A_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியலிலிருந்து ஒரு பக்கத்தைத் தேர்ந்தெடுக்கவும்.`)
};

export const results_meta_not_connected = /** @type {(inputs: Results_Meta_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டத்துடன் Facebook இணைக்கப்படவில்லை.`)
};

export const results_meta_picked = /** @type {(inputs: Results_Meta_PickedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facebook பக்கம் சேமிக்கப்பட்டது.`)
};

export const results_meta_rate_limited = /** @type {(inputs: Results_Meta_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வேகத்தைக் குறைக்குமாறு Meta கேட்டது (கோரிக்கை வரம்பு); இறக்குமதி பின்னர் தானாகவே தொடரும்.`)
};

export const results_meta_state_refused = /** @type {(inputs: Results_Meta_State_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த Facebook உள்நுழைவு இணைப்பு காலாவதியாகிவிட்டது அல்லது ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது. மீண்டும் இணைக்கவும்.`)
};

export const results_meta_token_refused = /** @type {(inputs: Results_Meta_Token_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`சேமித்த அணுகலை Meta இனி ஏற்பதில்லை (அது காலாவதியானது, கடவுச்சொல் மாற்றப்பட்டது அல்லது செயலி நீக்கப்பட்டது). Facebook ஐ மீண்டும் இணைக்கவும்.`)
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

export const results_not_found = /** @type {(inputs: Results_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கிடைக்கவில்லை`)
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

export const review_limited_title = /** @type {(inputs: Review_Limited_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அதிகமான கோரிக்கைகள்`)
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

export const shell_bell = /** @type {(inputs: Shell_BellInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`அறிவிப்புகள், படிக்காதவை ${i?.unread}`)
};

export const shell_close_sidebar = /** @type {(inputs: Shell_Close_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப்பட்டியை மூடு`)
};

export const shell_current_user = /** @type {(inputs: Shell_Current_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தற்போதைய பயனர்`)
};

export const shell_install_app = /** @type {(inputs: Shell_Install_AppInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செயலியை நிறுவு`)
};

export const shell_install_dialog = /** @type {(inputs: Shell_Install_DialogInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK-ஐ நிறுவுங்கள்`)
};

export const shell_install_not_now = /** @type {(inputs: Shell_Install_Not_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இப்போது வேண்டாம்`)
};

export const shell_install_text = /** @type {(inputs: Shell_Install_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் திட்டங்களை விரைவாக அணுக Fli DESK-ஐ நிறுவுங்கள்.`)
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

export const shell_sign_out = /** @type {(inputs: Shell_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெளியேறு`)
};

export const shell_skip_to_content = /** @type {(inputs: Shell_Skip_To_ContentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உள்ளடக்கத்திற்குச் செல்லவும்`)
};

export const shell_toggle_sidebar = /** @type {(inputs: Shell_Toggle_SidebarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப்பட்டியைக் காட்டு அல்லது மறை`)
};

export const shell_toggle_sidebar_title = /** @type {(inputs: Shell_Toggle_Sidebar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கப்பட்டியைக் காட்டு அல்லது மறை (Ctrl+B)`)
};

export const shell_welcome = /** @type {(inputs: Shell_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வணக்கம்,`)
};

export const support_answer_already_closed = /** @type {(inputs: Support_Answer_Already_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கோரிக்கை ஏற்கெனவே மூடப்பட்டுள்ளது`)
};

export const support_answer_assigned = /** @type {(inputs: Support_Answer_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கை ஒதுக்கப்பட்டது`)
};

export const support_answer_assignee_not_found = /** @type {(inputs: Support_Answer_Assignee_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியலிலிருந்து ஒரு நிர்வாகியைத் தேர்ந்தெடுக்கவும்`)
};

export const support_answer_closed_now = /** @type {(inputs: Support_Answer_Closed_NowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கை மூடப்பட்டது`)
};

export const support_answer_failed = /** @type {(inputs: Support_Answer_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கையைச் சேமிக்க முடியவில்லை. மீண்டும் முயலவும்.`)
};

export const support_answer_forbidden = /** @type {(inputs: Support_Answer_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கணக்கால் உதவிக் கோரிக்கைகளில் இதைச் செய்ய முடியாது`)
};

export const support_answer_message_required = /** @type {(inputs: Support_Answer_Message_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஒரு செய்தியை எழுதவும்`)
};

export const support_answer_message_too_long = /** @type {(inputs: Support_Answer_Message_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`உங்கள் செய்தியை ${i?.max} எழுத்துகளுக்குள் வைக்கவும்`)
};

export const support_answer_not_found = /** @type {(inputs: Support_Answer_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கை கிடைக்கவில்லை`)
};

export const support_answer_opened = /** @type {(inputs: Support_Answer_OpenedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} கோரிக்கை திறக்கப்பட்டது`)
};

export const support_answer_project_not_found = /** @type {(inputs: Support_Answer_Project_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் கிடைக்கவில்லை`)
};

export const support_answer_replied = /** @type {(inputs: Support_Answer_RepliedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதில் அனுப்பப்பட்டது`)
};

export const support_answer_status_set = /** @type {(inputs: Support_Answer_Status_SetInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`கோரிக்கை “${i?.status}” எனக் குறிக்கப்பட்டது`)
};

export const support_answer_subject_required = /** @type {(inputs: Support_Answer_Subject_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பை உள்ளிடவும்`)
};

export const support_answer_subject_too_long = /** @type {(inputs: Support_Answer_Subject_Too_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`தலைப்பை ${i?.max} எழுத்துகளுக்குள் வைக்கவும்`)
};

export const support_answer_unassigned = /** @type {(inputs: Support_Answer_UnassignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கையின் ஒதுக்கீடு நீக்கப்பட்டது`)
};

export const support_answer_unknown_form = /** @type {(inputs: Support_Answer_Unknown_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறியப்படாத படிவம்`)
};

export const support_answer_unknown_priority = /** @type {(inputs: Support_Answer_Unknown_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியலிலிருந்து ஒரு முன்னுரிமையைத் தேர்ந்தெடுக்கவும்`)
};

export const support_answer_unknown_status = /** @type {(inputs: Support_Answer_Unknown_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பட்டியலிலிருந்து ஒரு நிலையைத் தேர்ந்தெடுக்கவும்`)
};

export const support_col_assigned = /** @type {(inputs: Support_Col_AssignedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பொறுப்பாளர்`)
};

export const support_col_from = /** @type {(inputs: Support_Col_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்பியவர்`)
};

export const support_col_last_activity = /** @type {(inputs: Support_Col_Last_ActivityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கடைசி செயல்பாடு`)
};

export const support_col_priority = /** @type {(inputs: Support_Col_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னுரிமை`)
};

export const support_col_reference = /** @type {(inputs: Support_Col_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறிப்பு எண்`)
};

export const support_col_status = /** @type {(inputs: Support_Col_StatusInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிலை`)
};

export const support_col_subject = /** @type {(inputs: Support_Col_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பு`)
};

export const support_nobody = /** @type {(inputs: Support_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`யாருமில்லை`)
};

export const support_table_caption = /** @type {(inputs: Support_Table_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கைகள்`)
};

export const support_ticket_priority_critical = /** @type {(inputs: Support_Ticket_Priority_CriticalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மிக அவசரம்`)
};

export const support_ticket_priority_high = /** @type {(inputs: Support_Ticket_Priority_HighInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அதிகம்`)
};

export const support_ticket_priority_low = /** @type {(inputs: Support_Ticket_Priority_LowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`குறைவு`)
};

export const support_ticket_priority_medium = /** @type {(inputs: Support_Ticket_Priority_MediumInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நடுத்தரம்`)
};

export const support_ticket_priority_suffix = /** @type {(inputs: Support_Ticket_Priority_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` முன்னுரிமை`)
};

export const support_ticket_status_closed = /** @type {(inputs: Support_Ticket_Status_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மூடப்பட்டது`)
};

export const support_ticket_status_open = /** @type {(inputs: Support_Ticket_Status_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திறந்துள்ளது`)
};

export const support_ticket_status_resolved = /** @type {(inputs: Support_Ticket_Status_ResolvedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தீர்க்கப்பட்டது`)
};

export const support_ticket_status_waiting = /** @type {(inputs: Support_Ticket_Status_WaitingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வாடிக்கையாளர் பதிலுக்குக் காத்திருக்கிறது`)
};

export const ticket_agency_person = /** @type {(inputs: Ticket_Agency_PersonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (Fli Digital உதவி)`)
};

export const ticket_agency_support = /** @type {(inputs: Ticket_Agency_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli Digital உதவி`)
};

export const ticket_all = /** @type {(inputs: Ticket_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனைத்துக் கோரிக்கைகளும்`)
};

export const ticket_close = /** @type {(inputs: Ticket_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கையை மூடுங்கள்`)
};

export const ticket_closed_note = /** @type {(inputs: Ticket_Closed_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கோரிக்கை மூடப்பட்டது. மீண்டும் கேட்க புதிய கோரிக்கையைத் திறங்கள்.`)
};

export const ticket_error = /** @type {(inputs: Ticket_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிழை`)
};

export const ticket_from_public_form = /** @type {(inputs: Ticket_From_Public_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிப் பக்கத்தின் படிவம் மூலம் அனுப்பப்பட்டது`)
};

export const ticket_message = /** @type {(inputs: Ticket_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செய்தி`)
};

export const ticket_messages = /** @type {(inputs: Ticket_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`செய்திகள்`)
};

export const ticket_new = /** @type {(inputs: Ticket_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய கோரிக்கை`)
};

export const ticket_no_project = /** @type {(inputs: Ticket_No_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம் இல்லை`)
};

export const ticket_none = /** @type {(inputs: Ticket_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இன்னும் கோரிக்கைகள் இல்லை.`)
};

export const ticket_open = /** @type {(inputs: Ticket_OpenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கையைத் திறங்கள்`)
};

export const ticket_opening = /** @type {(inputs: Ticket_OpeningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திறக்கிறது...`)
};

export const ticket_page_title = /** @type {(inputs: Ticket_Page_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.reference} | வாடிக்கையாளர் டாஷ்போர்டு | Fli DESK`)
};

export const ticket_priority = /** @type {(inputs: Ticket_PriorityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னுரிமை`)
};

export const ticket_project = /** @type {(inputs: Ticket_ProjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டம்`)
};

export const ticket_project_line = /** @type {(inputs: Ticket_Project_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`திட்டம்: ${i?.title}`)
};

export const ticket_reply_form = /** @type {(inputs: Ticket_Reply_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கைக்குப் பதிலளியுங்கள்`)
};

export const ticket_send_reply = /** @type {(inputs: Ticket_Send_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பதிலை அனுப்புங்கள்`)
};

export const ticket_sending = /** @type {(inputs: Ticket_SendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அனுப்புகிறது...`)
};

export const ticket_subject = /** @type {(inputs: Ticket_SubjectInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தலைப்பு`)
};

export const ticket_support = /** @type {(inputs: Ticket_SupportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவி`)
};

export const ticket_support_page_title = /** @type {(inputs: Ticket_Support_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவி | வாடிக்கையாளர் டாஷ்போர்டு | Fli DESK`)
};

export const ticket_your_reply = /** @type {(inputs: Ticket_Your_ReplyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் பதில்`)
};

export const ticket_yours = /** @type {(inputs: Ticket_YoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் கோரிக்கைகள்`)
};

export const twofactor_already_on = /** @type {(inputs: Twofactor_Already_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு ஏற்கெனவே இயக்கத்தில் உள்ளது.`)
};

export const twofactor_challenge_gone = /** @type {(inputs: Twofactor_Challenge_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் உள்நுழைவுக்கான நேரம் முடிந்துவிட்டது. மீண்டும் உள்நுழையவும்.`)
};

export const twofactor_code = /** @type {(inputs: Twofactor_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலியின் 6 இலக்கக் குறியீட்டை உள்ளிடவும்`)
};

export const twofactor_code_or_recovery = /** @type {(inputs: Twofactor_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலியின் 6 இலக்கக் குறியீட்டை அல்லது உங்கள் மீட்புக் குறியீடுகளில் ஒன்றை உள்ளிடவும்`)
};

export const twofactor_codes_regenerated = /** @type {(inputs: Twofactor_Codes_RegeneratedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய மீட்புக் குறியீடுகள் தயார். பழையவை இனி செயல்படாது.`)
};

export const twofactor_current_required = /** @type {(inputs: Twofactor_Current_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் தற்போதைய கடவுச்சொல்லை உள்ளிடவும்`)
};

export const twofactor_last_try_used = /** @type {(inputs: Twofactor_Last_Try_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தக் குறியீடு சரியானது அல்ல, அது 5 முயற்சிகளில் கடைசியானது. மீண்டும் உள்நுழையவும்.`)
};

export const twofactor_not_on = /** @type {(inputs: Twofactor_Not_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு இயக்கத்தில் இல்லை.`)
};

export const twofactor_not_started = /** @type {(inputs: Twofactor_Not_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முதலில் அமைப்பைத் தொடங்கவும்.`)
};

export const twofactor_required_for_admins = /** @type {(inputs: Twofactor_Required_For_AdminsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தச் சேவையகத்தில் நிர்வாகிகள் இரு-படி உள்நுழைவைப் பயன்படுத்த வேண்டும், எனவே அதை முடக்க முடியாது.`)
};

export const twofactor_started = /** @type {(inputs: Twofactor_StartedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உங்கள் அங்கீகரிப்புச் செயலியால் QR குறியீட்டை ஸ்கேன் செய்து, அது காட்டும் குறியீட்டை உள்ளிடவும்.`)
};

export const twofactor_turned_off = /** @type {(inputs: Twofactor_Turned_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு முடக்கப்பட்டது.`)
};

export const twofactor_turned_on = /** @type {(inputs: Twofactor_Turned_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இரு-படி உள்நுழைவு இப்போது இயக்கத்தில் உள்ளது. உங்கள் மீட்புக் குறியீடுகளைப் பாதுகாப்பான இடத்தில் வைத்திருங்கள்: அவை ஒரு முறை மட்டுமே காட்டப்படும்.`)
};

export const twofactor_wrong_code = /** @type {(inputs: Twofactor_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தக் குறியீடு சரியானது அல்ல. உங்கள் தொலைபேசியின் நேரத்தைச் சரிபார்த்து மீண்டும் முயலவும்.`)
};

export const twofactor_wrong_code_or_recovery = /** @type {(inputs: Twofactor_Wrong_Code_Or_RecoveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அந்தக் குறியீடு சரியானது அல்ல, அல்லது அந்த மீட்புக் குறியீடு ஏற்கெனவே பயன்படுத்தப்பட்டுவிட்டது.`)
};

export const ui_check_what_you_sent = /** @type {(inputs: Ui_Check_What_You_SentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நீங்கள் அனுப்பியதைச் சரிபாருங்கள்`)
};

export const ui_close = /** @type {(inputs: Ui_CloseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மூடு`)
};

export const ui_dismiss_notification = /** @type {(inputs: Ui_Dismiss_NotificationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்பை மூடு`)
};

export const ui_go_back = /** @type {(inputs: Ui_Go_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பின் செல்லவும்`)
};

export const ui_notifications = /** @type {(inputs: Ui_NotificationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அறிவிப்புகள்`)
};

export const ui_refresh = /** @type {(inputs: Ui_RefreshInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பக்கத்தைப் புதுப்பி`)
};

export const ui_something_went_wrong = /** @type {(inputs: Ui_Something_Went_WrongInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அச்சச்சோ! ஏதோ தவறு நடந்துவிட்டது`)
};

export const ui_sorry = /** @type {(inputs: Ui_SorryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ஏற்பட்ட சிரமத்திற்கு வருந்துகிறோம். பக்கத்தைப் புதுப்பித்துப் பாருங்கள்.`)
};

export const unsubscribe_busy = /** @type {(inputs: Unsubscribe_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுத்துகிறது...`)
};

export const unsubscribe_button = /** @type {(inputs: Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நிறுத்தவும்`)
};

export const unsubscribe_choose = /** @type {(inputs: Unsubscribe_ChooseInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`ஒவ்வொரு வகையும் எப்படி மின்னஞ்சலில் அனுப்பப்படும் என்பதை உங்கள் ${i?.profile} இல் தேர்வுசெய்யுங்கள்.`)
};

export const unsubscribe_digest = /** @type {(inputs: Unsubscribe_DigestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாளாந்தச் சுருக்கம்`)
};

export const unsubscribe_done = /** @type {(inputs: Unsubscribe_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இனி ${i?.name} பற்றிய மின்னஞ்சல்கள் உங்களுக்கு வராது. அவை Fli DESK இல் மணியின் கீழ் இன்னும் தெரியும்.`)
};

export const unsubscribe_done_title = /** @type {(inputs: Unsubscribe_Done_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல்கள் நிறுத்தப்பட்டன`)
};

export const unsubscribe_invalid = /** @type {(inputs: Unsubscribe_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்த மின்னஞ்சல் நிறுத்த இணைப்பு செல்லாது. மின்னஞ்சலில் உள்ள முழு இணைப்பையும் நகலெடுக்கவும், அல்லது உங்கள் Fli DESK சுயவிவரத்தில் மின்னஞ்சல் தேர்வுகளை மாற்றவும்.`)
};

export const unsubscribe_invalid_title = /** @type {(inputs: Unsubscribe_Invalid_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல் நிறுத்த இணைப்பு செல்லாது`)
};

export const unsubscribe_page_title = /** @type {(inputs: Unsubscribe_Page_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல்களை நிறுத்தவும் | Fli DESK`)
};

export const unsubscribe_profile = /** @type {(inputs: Unsubscribe_ProfileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fli DESK சுயவிவரம்`)
};

export const unsubscribe_question = /** @type {(inputs: Unsubscribe_QuestionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} பற்றிய மின்னஞ்சல்களை நிறுத்தவா?`)
};

export const unsubscribe_title = /** @type {(inputs: Unsubscribe_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மின்னஞ்சல்களை நிறுத்தவும்`)
};

export const update_dialog_attached = /** @type {(inputs: Update_Dialog_AttachedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} படம் இணைக்கப்பட்டது`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`${i?.count} படங்கள் இணைக்கப்பட்டன`);
	return /** @type {LocalizedString} */ ("update_dialog_attached");
};

export const update_dialog_chosen_screenshots = /** @type {(inputs: Update_Dialog_Chosen_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`தேர்ந்தெடுத்த திரைப்பிடிப்புகள்`)
};

export const update_dialog_connect_ga = /** @type {(inputs: Update_Dialog_Connect_GaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics ஐ இணை`)
};

export const update_dialog_connect_ga_short = /** @type {(inputs: Update_Dialog_Connect_Ga_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`GA ஐ இணை`)
};

export const update_dialog_error = /** @type {(inputs: Update_Dialog_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`பிழை`)
};

export const update_dialog_ga_connected = /** @type {(inputs: Update_Dialog_Ga_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics இணைக்கப்பட்டது`)
};

export const update_dialog_ga_connected_toast = /** @type {(inputs: Update_Dialog_Ga_Connected_ToastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics வெற்றிகரமாக இணைக்கப்பட்டது`)
};

export const update_dialog_ga_failed = /** @type {(inputs: Update_Dialog_Ga_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Google Analytics ஐ இணைக்க முடியவில்லை`)
};

export const update_dialog_lower_progress = /** @type {(inputs: Update_Dialog_Lower_ProgressInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இது முன்னேற்றத்தை ${i?.from}% இலிருந்து ${i?.to}% ஆகக் குறைக்கிறது. உங்கள் வாடிக்கையாளர் ${i?.to}% எனக் காண்பார்.`)
};

export const update_dialog_none_attached = /** @type {(inputs: Update_Dialog_None_AttachedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படங்கள் எதுவும் இணைக்கப்படவில்லை`)
};

export const update_dialog_notes = /** @type {(inputs: Update_Dialog_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிப்புக் குறிப்புகள்`)
};

export const update_dialog_only_images = /** @type {(inputs: Update_Dialog_Only_ImagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`படக் கோப்புகள் மட்டுமே அனுமதிக்கப்படும்`)
};

export const update_dialog_progress = /** @type {(inputs: Update_Dialog_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றம் (%)`)
};

export const update_dialog_progress_failed = /** @type {(inputs: Update_Dialog_Progress_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தின் முன்னேற்றத்தைப் புதுப்பிக்க முடியவில்லை`)
};

export const update_dialog_progress_text = /** @type {(inputs: Update_Dialog_Progress_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றம் 0 முதல் 100 வரையிலான எண்ணாக இருக்க வேண்டும்`)
};

export const update_dialog_progress_updated = /** @type {(inputs: Update_Dialog_Progress_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திட்டத்தின் முன்னேற்றம் வெற்றிகரமாகப் புதுப்பிக்கப்பட்டது`)
};

export const update_dialog_remove_screenshot = /** @type {(inputs: Update_Dialog_Remove_ScreenshotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`திரைப்பிடிப்பு ${i?.number} ஐ நீக்கு`)
};

export const update_dialog_screenshot_n = /** @type {(inputs: Update_Dialog_Screenshot_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`திரைப்பிடிப்பு ${i?.number}`)
};

export const update_dialog_screenshots = /** @type {(inputs: Update_Dialog_ScreenshotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`திரைப்பிடிப்புகள் (விருப்பத்தேர்வு)`)
};

export const update_dialog_success = /** @type {(inputs: Update_Dialog_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`வெற்றி`)
};

export const update_dialog_title = /** @type {(inputs: Update_Dialog_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றத்தைப் புதுப்பியுங்கள்`)
};

export const update_dialog_trigger_of = /** @type {(inputs: Update_Dialog_Trigger_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} இன் முன்னேற்றத்தைப் புதுப்பியுங்கள்`)
};

export const update_dialog_updating = /** @type {(inputs: Update_Dialog_UpdatingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதுப்பிக்கிறது...`)
};

export const upload_comment_too_large = /** @type {(inputs: Upload_Comment_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தக் கருத்து மிகப் பெரியது: ஒரு கருத்தில் அதன் உரையும் அதிகபட்சம் 5 MB உள்ள ஒரு படமும் மட்டுமே இருக்கலாம்.`)
};

export const upload_project_cap_reached = /** @type {(inputs: Upload_Project_Cap_ReachedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`இந்தத் திட்டம் இந்த மாதத்துக்கான 1 GB பதிவேற்றங்களைப் பயன்படுத்திவிட்டது. எதுவும் சேமிக்கப்படவில்லை, ஏற்கெனவே சேமித்த எதுவும் நீக்கப்படவில்லை: படங்கள் இல்லாமல் அனுப்பவும், அல்லது ${i?.date} முதல் அவற்றை மீண்டும் சேர்க்கவும்.`)
};

export const upload_too_large = /** @type {(inputs: Upload_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கோரிக்கை மிகப் பெரியது.`)
};

export const upload_update_too_large = /** @type {(inputs: Upload_Update_Too_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`இந்தப் புதுப்பிப்பு மிகப் பெரியது: ஒரு புதுப்பிப்பில் அதன் குறிப்புகளும் தலா 5 MB உள்ள அதிகபட்சம் 10 திரைப்பிடிப்புகளும் மட்டுமே இருக்கலாம்.`)
};

export const write_limit_minutes = /** @type {(inputs: Write_Limit_MinutesInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`குறுகிய நேரத்தில் ${i?.what} மிக அதிகமாக அனுப்பியுள்ளீர்கள். ${i?.count} நிமிடத்திற்குப் பிறகு மீண்டும் முயலவும்.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`குறுகிய நேரத்தில் ${i?.what} மிக அதிகமாக அனுப்பியுள்ளீர்கள். ${i?.count} நிமிடங்களுக்குப் பிறகு மீண்டும் முயலவும்.`);
	return /** @type {LocalizedString} */ ("write_limit_minutes");
};

export const write_limit_seconds = /** @type {(inputs: Write_Limit_SecondsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("ta", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`குறுகிய நேரத்தில் ${i?.what} மிக அதிகமாக அனுப்பியுள்ளீர்கள். ${i?.count} விநாடிக்குப் பிறகு மீண்டும் முயலவும்.`);
	if (countPlural === "other") return /** @type {LocalizedString} */ (`குறுகிய நேரத்தில் ${i?.what} மிக அதிகமாக அனுப்பியுள்ளீர்கள். ${i?.count} விநாடிகளுக்குப் பிறகு மீண்டும் முயலவும்.`);
	return /** @type {LocalizedString} */ ("write_limit_seconds");
};

export const write_limit_what_admin_edits = /** @type {(inputs: Write_Limit_What_Admin_EditsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`மாற்றங்களை`)
};

export const write_limit_what_comments = /** @type {(inputs: Write_Limit_What_CommentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`கருத்துகளை`)
};

export const write_limit_what_decisions = /** @type {(inputs: Write_Limit_What_DecisionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முடிவுகளை`)
};

export const write_limit_what_invites = /** @type {(inputs: Write_Limit_What_InvitesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`அழைப்புகளையும் கடவுச்சொல் மீட்டமைப்பு இணைப்புகளையும்`)
};

export const write_limit_what_posts = /** @type {(inputs: Write_Limit_What_PostsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`நாட்காட்டிப் பதிவுகளையும் முடிவுகளையும்`)
};

export const write_limit_what_progress_updates = /** @type {(inputs: Write_Limit_What_Progress_UpdatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`முன்னேற்றப் புதுப்பிப்புகளை`)
};

export const write_limit_what_ticket_replies = /** @type {(inputs: Write_Limit_What_Ticket_RepliesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`உதவிக் கோரிக்கைகளுக்கான பதில்களையும் மாற்றங்களையும்`)
};

export const write_limit_what_tickets = /** @type {(inputs: Write_Limit_What_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`புதிய உதவிக் கோரிக்கைகளை`)
};