/* eslint-disable */
import { getLocale, experimentalStaticLocale } from "../runtime.js"

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
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
/** @typedef {{}} Billing_CycleInputs */
/** @typedef {{}} Billing_Cycle_AnnualInputs */
/** @typedef {{}} Billing_Cycle_MonthlyInputs */
/** @typedef {{}} Billing_DateInputs */
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
/** @typedef {{}} Billing_RetryInputs */
/** @typedef {{ date: NonNullable<unknown> }} Billing_Runs_UntilInputs */
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
/** @typedef {{}} Calendar_Post_Add_CommentInputs */
/** @typedef {{ platform: NonNullable<unknown> }} Calendar_Post_Add_ToInputs */
/** @typedef {{}} Calendar_Post_Added_EndInputs */
/** @typedef {{}} Calendar_Post_Added_MarkInputs */
/** @typedef {{}} Calendar_Post_Alt_TextInputs */
/** @typedef {{}} Calendar_Post_Alt_Text_HintInputs */
/** @typedef {{ label: NonNullable<unknown> }} Calendar_Post_Alt_Text_OfInputs */
/** @typedef {{ date: NonNullable<unknown> }} Calendar_Post_Asked_OnInputs */
/** @typedef {{}} Calendar_Post_CaptionInputs */
/** @typedef {{ limit: NonNullable<unknown> }} Calendar_Post_Caption_HintInputs */
/** @typedef {{}} Calendar_Post_Changed_Since_Client_AskedInputs */
/** @typedef {{ version: NonNullable<unknown> }} Calendar_Post_Changed_Since_VersionInputs */
/** @typedef {{}} Calendar_Post_Changed_Since_You_AskedInputs */
/** @typedef {{}} Calendar_Post_Check_Before_SendingInputs */
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
/** @typedef {{}} Project_Image_AttachedInputs */
/** @typedef {{}} Project_Image_OptionalInputs */
/** @typedef {{}} Project_Keep_ItInputs */
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
import * as __en from "./en.js"
import * as __si from "./si.js"
import * as __ta from "./ta.js"
/**
* | output |
* | --- |
* | "Checking..." |
*
* @param {Auth_2fa_CheckingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_checking = /** @type {((inputs?: Auth_2fa_CheckingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_CheckingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_checking(inputs)
	if (locale === "ta") return __ta.auth_2fa_checking(inputs)
	return __en.auth_2fa_checking(inputs)
});
/**
* | output |
* | --- |
* | "Code" |
*
* @param {Auth_2fa_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_code = /** @type {((inputs?: Auth_2fa_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_code(inputs)
	if (locale === "ta") return __ta.auth_2fa_code(inputs)
	return __en.auth_2fa_code(inputs)
});
/**
* | output |
* | --- |
* | "Enter the 6-digit code your authenticator app shows, or one of your recovery codes." |
*
* @param {Auth_2fa_EnterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_enter = /** @type {((inputs?: Auth_2fa_EnterInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_EnterInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_enter(inputs)
	if (locale === "ta") return __ta.auth_2fa_enter(inputs)
	return __en.auth_2fa_enter(inputs)
});
/**
* | output |
* | --- |
* | "A recovery code looks like ABCDE-23456 and works once." |
*
* @param {Auth_2fa_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_hint = /** @type {((inputs?: Auth_2fa_HintInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_HintInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_hint(inputs)
	if (locale === "ta") return __ta.auth_2fa_hint(inputs)
	return __en.auth_2fa_hint(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in \| Fli DESK" |
*
* @param {Auth_2fa_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_page_title = /** @type {((inputs?: Auth_2fa_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_page_title(inputs)
	if (locale === "ta") return __ta.auth_2fa_page_title(inputs)
	return __en.auth_2fa_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Signing in to" |
*
* @param {Auth_2fa_Signing_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_signing_in = /** @type {((inputs?: Auth_2fa_Signing_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_Signing_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_signing_in(inputs)
	if (locale === "ta") return __ta.auth_2fa_signing_in(inputs)
	return __en.auth_2fa_signing_in(inputs)
});
/**
* | output |
* | --- |
* | "Verify and sign in" |
*
* @param {Auth_2fa_VerifyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_2fa_verify = /** @type {((inputs?: Auth_2fa_VerifyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_2fa_VerifyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_2fa_verify(inputs)
	if (locale === "ta") return __ta.auth_2fa_verify(inputs)
	return __en.auth_2fa_verify(inputs)
});
/**
* | output |
* | --- |
* | "By signing in you agree to the" |
*
* @param {Auth_AgreeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_agree = /** @type {((inputs?: Auth_AgreeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_AgreeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_agree(inputs)
	if (locale === "ta") return __ta.auth_agree(inputs)
	return __en.auth_agree(inputs)
});
/**
* | output |
* | --- |
* | "and the" |
*
* @param {Auth_AndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_and = /** @type {((inputs?: Auth_AndInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_AndInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_and(inputs)
	if (locale === "ta") return __ta.auth_and(inputs)
	return __en.auth_and(inputs)
});
/**
* | output |
* | --- |
* | "Back to sign in" |
*
* @param {Auth_Back_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_back_to_sign_in = /** @type {((inputs?: Auth_Back_To_Sign_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Back_To_Sign_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_back_to_sign_in(inputs)
	if (locale === "ta") return __ta.auth_back_to_sign_in(inputs)
	return __en.auth_back_to_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Signing in..." |
*
* @param {Auth_BusyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_busy = /** @type {((inputs?: Auth_BusyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_BusyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_busy(inputs)
	if (locale === "ta") return __ta.auth_busy(inputs)
	return __en.auth_busy(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your new email \| Fli DESK" |
*
* @param {Auth_Confirm_Email_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_page_title = /** @type {((inputs?: Auth_Confirm_Email_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Email_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_email_page_title(inputs)
	if (locale === "ta") return __ta.auth_confirm_email_page_title(inputs)
	return __en.auth_confirm_email_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Use {email} for Fli DESK ID {id}?" |
*
* @param {Auth_Confirm_Email_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_question = /** @type {((inputs: Auth_Confirm_Email_QuestionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Email_QuestionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_email_question(inputs)
	if (locale === "ta") return __ta.auth_confirm_email_question(inputs)
	return __en.auth_confirm_email_question(inputs)
});
/**
* | output |
* | --- |
* | "Confirm new email" |
*
* @param {Auth_Confirm_Email_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_submit = /** @type {((inputs?: Auth_Confirm_Email_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Email_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_email_submit(inputs)
	if (locale === "ta") return __ta.auth_confirm_email_submit(inputs)
	return __en.auth_confirm_email_submit(inputs)
});
/**
* | output |
* | --- |
* | "Confirm your new email address" |
*
* @param {Auth_Confirm_Email_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_email_title = /** @type {((inputs?: Auth_Confirm_Email_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Email_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_email_title(inputs)
	if (locale === "ta") return __ta.auth_confirm_email_title(inputs)
	return __en.auth_confirm_email_title(inputs)
});
/**
* | output |
* | --- |
* | "This confirmation link is invalid, used or expired. Ask for a new one from your profile." |
*
* @param {Auth_Confirm_Link_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_link_gone = /** @type {((inputs?: Auth_Confirm_Link_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Link_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_link_gone(inputs)
	if (locale === "ta") return __ta.auth_confirm_link_gone(inputs)
	return __en.auth_confirm_link_gone(inputs)
});
/**
* | output |
* | --- |
* | "Confirmation link not valid" |
*
* @param {Auth_Confirm_Link_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_link_gone_title = /** @type {((inputs?: Auth_Confirm_Link_Gone_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_Link_Gone_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_link_gone_title(inputs)
	if (locale === "ta") return __ta.auth_confirm_link_gone_title(inputs)
	return __en.auth_confirm_link_gone_title(inputs)
});
/**
* | output |
* | --- |
* | "Confirm password" |
*
* @param {Auth_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirm_password = /** @type {((inputs?: Auth_Confirm_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Confirm_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirm_password(inputs)
	if (locale === "ta") return __ta.auth_confirm_password(inputs)
	return __en.auth_confirm_password(inputs)
});
/**
* | output |
* | --- |
* | "Confirming..." |
*
* @param {Auth_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_confirming = /** @type {((inputs?: Auth_ConfirmingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ConfirmingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_confirming(inputs)
	if (locale === "ta") return __ta.auth_confirming(inputs)
	return __en.auth_confirming(inputs)
});
/**
* | output |
* | --- |
* | "Fli DESK ID" |
*
* @param {Auth_Desk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_desk_id = /** @type {((inputs?: Auth_Desk_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Desk_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_desk_id(inputs)
	if (locale === "ta") return __ta.auth_desk_id(inputs)
	return __en.auth_desk_id(inputs)
});
/**
* | output |
* | --- |
* | "Your Fli DESK email address is now {email}." |
*
* @param {Auth_Email_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_email_changed = /** @type {((inputs: Auth_Email_ChangedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_ChangedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_email_changed(inputs)
	if (locale === "ta") return __ta.auth_email_changed(inputs)
	return __en.auth_email_changed(inputs)
});
/**
* | output |
* | --- |
* | "Email address changed" |
*
* @param {Auth_Email_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_email_changed_title = /** @type {((inputs?: Auth_Email_Changed_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_Changed_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_email_changed_title(inputs)
	if (locale === "ta") return __ta.auth_email_changed_title(inputs)
	return __en.auth_email_changed_title(inputs)
});
/**
* | output |
* | --- |
* | "Authentication Error" |
*
* @param {Auth_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_error_title = /** @type {((inputs?: Auth_Error_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Error_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_error_title(inputs)
	if (locale === "ta") return __ta.auth_error_title(inputs)
	return __en.auth_error_title(inputs)
});
/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Auth_ForgotInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot = /** @type {((inputs?: Auth_ForgotInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_ForgotInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot(inputs)
	if (locale === "ta") return __ta.auth_forgot(inputs)
	return __en.auth_forgot(inputs)
});
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Auth_Forgot_BusyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_busy = /** @type {((inputs?: Auth_Forgot_BusyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_BusyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_busy(inputs)
	if (locale === "ta") return __ta.auth_forgot_busy(inputs)
	return __en.auth_forgot_busy(inputs)
});
/**
* | output |
* | --- |
* | "Fli DESK ID or email" |
*
* @param {Auth_Forgot_FieldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_field = /** @type {((inputs?: Auth_Forgot_FieldInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_FieldInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_field(inputs)
	if (locale === "ta") return __ta.auth_forgot_field(inputs)
	return __en.auth_forgot_field(inputs)
});
/**
* | output |
* | --- |
* | "Enter your Fli DESK ID or your account's email address. We will mail you a link to set a new password." |
*
* @param {Auth_Forgot_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_intro = /** @type {((inputs?: Auth_Forgot_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_intro(inputs)
	if (locale === "ta") return __ta.auth_forgot_intro(inputs)
	return __en.auth_forgot_intro(inputs)
});
/**
* | output |
* | --- |
* | "Forgot password \| Fli DESK" |
*
* @param {Auth_Forgot_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_page_title = /** @type {((inputs?: Auth_Forgot_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_page_title(inputs)
	if (locale === "ta") return __ta.auth_forgot_page_title(inputs)
	return __en.auth_forgot_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Send reset link" |
*
* @param {Auth_Forgot_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_submit = /** @type {((inputs?: Auth_Forgot_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_submit(inputs)
	if (locale === "ta") return __ta.auth_forgot_submit(inputs)
	return __en.auth_forgot_submit(inputs)
});
/**
* | output |
* | --- |
* | "Forgot your password?" |
*
* @param {Auth_Forgot_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_forgot_title = /** @type {((inputs?: Auth_Forgot_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_forgot_title(inputs)
	if (locale === "ta") return __ta.auth_forgot_title(inputs)
	return __en.auth_forgot_title(inputs)
});
/**
* | output |
* | --- |
* | "Go to your profile" |
*
* @param {Auth_Go_To_ProfileInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_profile = /** @type {((inputs?: Auth_Go_To_ProfileInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Go_To_ProfileInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_go_to_profile(inputs)
	if (locale === "ta") return __ta.auth_go_to_profile(inputs)
	return __en.auth_go_to_profile(inputs)
});
/**
* | output |
* | --- |
* | "Go to sign in" |
*
* @param {Auth_Go_To_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_go_to_sign_in = /** @type {((inputs?: Auth_Go_To_Sign_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Go_To_Sign_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_go_to_sign_in(inputs)
	if (locale === "ta") return __ta.auth_go_to_sign_in(inputs)
	return __en.auth_go_to_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Invalid Fli Desk ID or password" |
*
* @param {Auth_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invalid = /** @type {((inputs?: Auth_InvalidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_InvalidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invalid(inputs)
	if (locale === "ta") return __ta.auth_invalid(inputs)
	return __en.auth_invalid(inputs)
});
/**
* | output |
* | --- |
* | "This invite link is invalid, used or expired. A new invite replaces the older links. If you have already set your password, sign in with it; otherwise ask yo..." |
*
* @param {Auth_Invite_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_gone = /** @type {((inputs?: Auth_Invite_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invite_gone(inputs)
	if (locale === "ta") return __ta.auth_invite_gone(inputs)
	return __en.auth_invite_gone(inputs)
});
/**
* | output |
* | --- |
* | "Invite link not valid" |
*
* @param {Auth_Invite_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_gone_title = /** @type {((inputs?: Auth_Invite_Gone_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_Gone_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invite_gone_title(inputs)
	if (locale === "ta") return __ta.auth_invite_gone_title(inputs)
	return __en.auth_invite_gone_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose a password to sign in with it." |
*
* @param {Auth_Invite_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_intro = /** @type {((inputs?: Auth_Invite_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invite_intro(inputs)
	if (locale === "ta") return __ta.auth_invite_intro(inputs)
	return __en.auth_invite_intro(inputs)
});
/**
* | output |
* | --- |
* | "Set password and sign in" |
*
* @param {Auth_Invite_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_submit = /** @type {((inputs?: Auth_Invite_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invite_submit(inputs)
	if (locale === "ta") return __ta.auth_invite_submit(inputs)
	return __en.auth_invite_submit(inputs)
});
/**
* | output |
* | --- |
* | "Set your password" |
*
* @param {Auth_Invite_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_invite_title = /** @type {((inputs?: Auth_Invite_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Invite_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_invite_title(inputs)
	if (locale === "ta") return __ta.auth_invite_title(inputs)
	return __en.auth_invite_title(inputs)
});
/**
* | output |
* | --- |
* | "MADE IN SRI LANKA" |
*
* @param {Auth_Made_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_made_in = /** @type {((inputs?: Auth_Made_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Made_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_made_in(inputs)
	if (locale === "ta") return __ta.auth_made_in(inputs)
	return __en.auth_made_in(inputs)
});
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Auth_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_new_password = /** @type {((inputs?: Auth_New_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_new_password(inputs)
	if (locale === "ta") return __ta.auth_new_password(inputs)
	return __en.auth_new_password(inputs)
});
/**
* | output |
* | --- |
* | "Order ID: {id}" |
*
* @param {Auth_Order_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_order_id = /** @type {((inputs: Auth_Order_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Order_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_order_id(inputs)
	if (locale === "ta") return __ta.auth_order_id(inputs)
	return __en.auth_order_id(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to Fli DESK, the {brand} client portal: follow your projects, updates, analytics and billing." |
*
* @param {Auth_Page_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_page_description = /** @type {((inputs: Auth_Page_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Page_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_page_description(inputs)
	if (locale === "ta") return __ta.auth_page_description(inputs)
	return __en.auth_page_description(inputs)
});
/**
* | output |
* | --- |
* | "Sign in \| Fli DESK" |
*
* @param {Auth_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_page_title = /** @type {((inputs?: Auth_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_page_title(inputs)
	if (locale === "ta") return __ta.auth_page_title(inputs)
	return __en.auth_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_password = /** @type {((inputs?: Auth_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_password(inputs)
	if (locale === "ta") return __ta.auth_password(inputs)
	return __en.auth_password(inputs)
});
/**
* | output |
* | --- |
* | "An error occurred during payment processing. Please contact support for assistance." |
*
* @param {Auth_Payment_Error_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_error_text = /** @type {((inputs?: Auth_Payment_Error_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Error_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_error_text(inputs)
	if (locale === "ta") return __ta.auth_payment_error_text(inputs)
	return __en.auth_payment_error_text(inputs)
});
/**
* | output |
* | --- |
* | "Payment Error" |
*
* @param {Auth_Payment_Error_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_error_toast = /** @type {((inputs?: Auth_Payment_Error_ToastInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Error_ToastInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_error_toast(inputs)
	if (locale === "ta") return __ta.auth_payment_error_toast(inputs)
	return __en.auth_payment_error_toast(inputs)
});
/**
* | output |
* | --- |
* | "Payment failed. Please try again or contact support if the issue persists." |
*
* @param {Auth_Payment_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_failed_text = /** @type {((inputs?: Auth_Payment_Failed_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Failed_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_failed_text(inputs)
	if (locale === "ta") return __ta.auth_payment_failed_text(inputs)
	return __en.auth_payment_failed_text(inputs)
});
/**
* | output |
* | --- |
* | "Payment Failed" |
*
* @param {Auth_Payment_Failed_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_failed_toast = /** @type {((inputs?: Auth_Payment_Failed_ToastInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Failed_ToastInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_failed_toast(inputs)
	if (locale === "ta") return __ta.auth_payment_failed_toast(inputs)
	return __en.auth_payment_failed_toast(inputs)
});
/**
* | output |
* | --- |
* | "Payment ID: {id}" |
*
* @param {Auth_Payment_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_id = /** @type {((inputs: Auth_Payment_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_id(inputs)
	if (locale === "ta") return __ta.auth_payment_id(inputs)
	return __en.auth_payment_id(inputs)
});
/**
* | output |
* | --- |
* | "Payment successful! Your FliDESK account has been created. You can now log in with your FliDESK ID." |
*
* @param {Auth_Payment_Success_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_success_text = /** @type {((inputs?: Auth_Payment_Success_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Success_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_success_text(inputs)
	if (locale === "ta") return __ta.auth_payment_success_text(inputs)
	return __en.auth_payment_success_text(inputs)
});
/**
* | output |
* | --- |
* | "Payment Successful!" |
*
* @param {Auth_Payment_Success_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_payment_success_toast = /** @type {((inputs?: Auth_Payment_Success_ToastInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Payment_Success_ToastInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_payment_success_toast(inputs)
	if (locale === "ta") return __ta.auth_payment_success_toast(inputs)
	return __en.auth_payment_success_toast(inputs)
});
/**
* | output |
* | --- |
* | "This policy is published in English only, and the English text is the one that applies." |
*
* @param {Auth_Policy_English_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_policy_english_only = /** @type {((inputs?: Auth_Policy_English_OnlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Policy_English_OnlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_policy_english_only(inputs)
	if (locale === "ta") return __ta.auth_policy_english_only(inputs)
	return __en.auth_policy_english_only(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Auth_PrivacyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_privacy = /** @type {((inputs?: Auth_PrivacyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_PrivacyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_privacy(inputs)
	if (locale === "ta") return __ta.auth_privacy(inputs)
	return __en.auth_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Please enter your Fli DESK ID and password" |
*
* @param {Auth_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_required = /** @type {((inputs?: Auth_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_required(inputs)
	if (locale === "ta") return __ta.auth_required(inputs)
	return __en.auth_required(inputs)
});
/**
* | output |
* | --- |
* | "This reset link is invalid, used or expired. Only the newest link works, once, for 30 minutes. Ask for a new one from the sign-in page." |
*
* @param {Auth_Reset_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_gone = /** @type {((inputs?: Auth_Reset_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_reset_gone(inputs)
	if (locale === "ta") return __ta.auth_reset_gone(inputs)
	return __en.auth_reset_gone(inputs)
});
/**
* | output |
* | --- |
* | "Reset link not valid" |
*
* @param {Auth_Reset_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_gone_title = /** @type {((inputs?: Auth_Reset_Gone_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_Gone_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_reset_gone_title(inputs)
	if (locale === "ta") return __ta.auth_reset_gone_title(inputs)
	return __en.auth_reset_gone_title(inputs)
});
/**
* | output |
* | --- |
* | "Every device signed in to it is signed out; this one is signed in with the new password." |
*
* @param {Auth_Reset_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_intro = /** @type {((inputs?: Auth_Reset_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_reset_intro(inputs)
	if (locale === "ta") return __ta.auth_reset_intro(inputs)
	return __en.auth_reset_intro(inputs)
});
/**
* | output |
* | --- |
* | "Save password and sign in" |
*
* @param {Auth_Reset_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_submit = /** @type {((inputs?: Auth_Reset_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_reset_submit(inputs)
	if (locale === "ta") return __ta.auth_reset_submit(inputs)
	return __en.auth_reset_submit(inputs)
});
/**
* | output |
* | --- |
* | "Set a new password" |
*
* @param {Auth_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_reset_title = /** @type {((inputs?: Auth_Reset_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Reset_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_reset_title(inputs)
	if (locale === "ta") return __ta.auth_reset_title(inputs)
	return __en.auth_reset_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign in again" |
*
* @param {Auth_Sign_In_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_sign_in_again = /** @type {((inputs?: Auth_Sign_In_AgainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Sign_In_AgainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_sign_in_again(inputs)
	if (locale === "ta") return __ta.auth_sign_in_again(inputs)
	return __en.auth_sign_in_again(inputs)
});
/**
* | output |
* | --- |
* | "Access Dashboard" |
*
* @param {Auth_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_submit = /** @type {((inputs?: Auth_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_submit(inputs)
	if (locale === "ta") return __ta.auth_submit(inputs)
	return __en.auth_submit(inputs)
});
/**
* | output |
* | --- |
* | "Terms and Conditions" |
*
* @param {Auth_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_terms = /** @type {((inputs?: Auth_TermsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_TermsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_terms(inputs)
	if (locale === "ta") return __ta.auth_terms(inputs)
	return __en.auth_terms(inputs)
});
/**
* | output |
* | --- |
* | "Sign in to Fli DESK" |
*
* @param {Auth_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_title = /** @type {((inputs?: Auth_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_title(inputs)
	if (locale === "ta") return __ta.auth_title(inputs)
	return __en.auth_title(inputs)
});
/**
* | output |
* | --- |
* | "An unexpected error occurred" |
*
* @param {Auth_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_unexpected = /** @type {((inputs?: Auth_UnexpectedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_UnexpectedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_unexpected(inputs)
	if (locale === "ta") return __ta.auth_unexpected(inputs)
	return __en.auth_unexpected(inputs)
});
/**
* | output |
* | --- |
* | "Version: {version}" |
*
* @param {Auth_VersionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_version = /** @type {((inputs: Auth_VersionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_VersionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_version(inputs)
	if (locale === "ta") return __ta.auth_version(inputs)
	return __en.auth_version(inputs)
});
/**
* | output |
* | --- |
* | "Your Fli DESK ID:" |
*
* @param {Auth_Your_Desk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_your_desk_id = /** @type {((inputs?: Auth_Your_Desk_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Your_Desk_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_your_desk_id(inputs)
	if (locale === "ta") return __ta.auth_your_desk_id(inputs)
	return __en.auth_your_desk_id(inputs)
});
/**
* | output |
* | --- |
* | "Your Fli DESK ID is" |
*
* @param {Auth_Your_Desk_Id_IsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const auth_your_desk_id_is = /** @type {((inputs?: Auth_Your_Desk_Id_IsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Your_Desk_Id_IsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.auth_your_desk_id_is(inputs)
	if (locale === "ta") return __ta.auth_your_desk_id_is(inputs)
	return __en.auth_your_desk_id_is(inputs)
});
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Billing_AmountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_amount = /** @type {((inputs?: Billing_AmountInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_AmountInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_amount(inputs)
	if (locale === "ta") return __ta.billing_amount(inputs)
	return __en.billing_amount(inputs)
});
/**
* | output |
* | --- |
* | "{commitment}, and is cancelled after that. You can undo it until then." |
*
* @param {Billing_Bundle_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_bundle_cancel_question = /** @type {((inputs: Billing_Bundle_Cancel_QuestionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Bundle_Cancel_QuestionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_bundle_cancel_question(inputs)
	if (locale === "ta") return __ta.billing_bundle_cancel_question(inputs)
	return __en.billing_bundle_cancel_question(inputs)
});
/**
* | output |
* | --- |
* | "Bundles" |
*
* @param {Billing_BundlesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_bundles = /** @type {((inputs?: Billing_BundlesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_BundlesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_bundles(inputs)
	if (locale === "ta") return __ta.billing_bundles(inputs)
	return __en.billing_bundles(inputs)
});
/**
* | output |
* | --- |
* | "Bundle a social media plan with an SEO plan on a {months}-month commitment and save {percent}%. {commitment} if you pay today." |
*
* @param {Billing_Bundles_PitchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_bundles_pitch = /** @type {((inputs: Billing_Bundles_PitchInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Bundles_PitchInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_bundles_pitch(inputs)
	if (locale === "ta") return __ta.billing_bundles_pitch(inputs)
	return __en.billing_bundles_pitch(inputs)
});
/**
* | output |
* | --- |
* | "Cancel my plan" |
*
* @param {Billing_Cancel_My_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_my_plan = /** @type {((inputs?: Billing_Cancel_My_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_My_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cancel_my_plan(inputs)
	if (locale === "ta") return __ta.billing_cancel_my_plan(inputs)
	return __en.billing_cancel_my_plan(inputs)
});
/**
* | output |
* | --- |
* | "Cancel plan" |
*
* @param {Billing_Cancel_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_plan = /** @type {((inputs?: Billing_Cancel_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cancel_plan(inputs)
	if (locale === "ta") return __ta.billing_cancel_plan(inputs)
	return __en.billing_cancel_plan(inputs)
});
/**
* | output |
* | --- |
* | "Your {plan} ({service}) plan runs until {date} (our 30-day notice, to the end of the period paid by then) and is cancelled after that. You can undo it until ..." |
*
* @param {Billing_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_question = /** @type {((inputs: Billing_Cancel_QuestionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_QuestionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cancel_question(inputs)
	if (locale === "ta") return __ta.billing_cancel_question(inputs)
	return __en.billing_cancel_question(inputs)
});
/**
* | output |
* | --- |
* | "Cancel this plan?" |
*
* @param {Billing_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cancel_title = /** @type {((inputs?: Billing_Cancel_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cancel_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cancel_title(inputs)
	if (locale === "ta") return __ta.billing_cancel_title(inputs)
	return __en.billing_cancel_title(inputs)
});
/**
* | output |
* | --- |
* | "Change plan" |
*
* @param {Billing_Change_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_change_plan = /** @type {((inputs?: Billing_Change_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_change_plan(inputs)
	if (locale === "ta") return __ta.billing_change_plan(inputs)
	return __en.billing_change_plan(inputs)
});
/**
* | output |
* | --- |
* | "The new plan starts when you pay its first charge; your current plan is cancelled that day{refund}." |
*
* @param {Billing_Change_StartsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_change_starts = /** @type {((inputs: Billing_Change_StartsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_StartsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_change_starts(inputs)
	if (locale === "ta") return __ta.billing_change_starts(inputs)
	return __en.billing_change_starts(inputs)
});
/**
* | output |
* | --- |
* | "Change to {plan}, {cycle}" |
*
* @param {Billing_Change_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_change_to = /** @type {((inputs: Billing_Change_ToInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Change_ToInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_change_to(inputs)
	if (locale === "ta") return __ta.billing_change_to(inputs)
	return __en.billing_change_to(inputs)
});
/**
* | output |
* | --- |
* | "{amount} on {date}" |
*
* @param {Billing_Charge_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_charge_on = /** @type {((inputs: Billing_Charge_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Charge_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_charge_on(inputs)
	if (locale === "ta") return __ta.billing_charge_on(inputs)
	return __en.billing_charge_on(inputs)
});
/**
* | output |
* | --- |
* | "Your bundle runs to {date}, the end of its {months}-month commitment" |
*
* @param {Billing_CommitmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_commitment = /** @type {((inputs: Billing_CommitmentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_CommitmentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_commitment(inputs)
	if (locale === "ta") return __ta.billing_commitment(inputs)
	return __en.billing_commitment(inputs)
});
/**
* | output |
* | --- |
* | "{commitment}: until then it can change to another bundle only." |
*
* @param {Billing_Commitment_HeldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_commitment_held = /** @type {((inputs: Billing_Commitment_HeldInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Commitment_HeldInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_commitment_held(inputs)
	if (locale === "ta") return __ta.billing_commitment_held(inputs)
	return __en.billing_commitment_held(inputs)
});
/**
* | output |
* | --- |
* | "Cycle" |
*
* @param {Billing_CycleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cycle = /** @type {((inputs?: Billing_CycleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_CycleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cycle(inputs)
	if (locale === "ta") return __ta.billing_cycle(inputs)
	return __en.billing_cycle(inputs)
});
/**
* | output |
* | --- |
* | "Annual" |
*
* @param {Billing_Cycle_AnnualInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cycle_annual = /** @type {((inputs?: Billing_Cycle_AnnualInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cycle_AnnualInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cycle_annual(inputs)
	if (locale === "ta") return __ta.billing_cycle_annual(inputs)
	return __en.billing_cycle_annual(inputs)
});
/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Billing_Cycle_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_cycle_monthly = /** @type {((inputs?: Billing_Cycle_MonthlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Cycle_MonthlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_cycle_monthly(inputs)
	if (locale === "ta") return __ta.billing_cycle_monthly(inputs)
	return __en.billing_cycle_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Billing_DateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_date = /** @type {((inputs?: Billing_DateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_DateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_date(inputs)
	if (locale === "ta") return __ta.billing_date(inputs)
	return __en.billing_date(inputs)
});
/**
* | output |
* | --- |
* | "Download receipt {number} (PDF)" |
*
* @param {Billing_Download_ReceiptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_download_receipt = /** @type {((inputs: Billing_Download_ReceiptInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Download_ReceiptInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_download_receipt(inputs)
	if (locale === "ta") return __ta.billing_download_receipt(inputs)
	return __en.billing_download_receipt(inputs)
});
/**
* | output |
* | --- |
* | "{amount}, due since {date}" |
*
* @param {Billing_Due_SinceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_due_since = /** @type {((inputs: Billing_Due_SinceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Due_SinceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_due_since(inputs)
	if (locale === "ta") return __ta.billing_due_since(inputs)
	return __en.billing_due_since(inputs)
});
/**
* | output |
* | --- |
* | "Keep my plan" |
*
* @param {Billing_Keep_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_keep_plan = /** @type {((inputs?: Billing_Keep_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Keep_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_keep_plan(inputs)
	if (locale === "ta") return __ta.billing_keep_plan(inputs)
	return __en.billing_keep_plan(inputs)
});
/**
* | output |
* | --- |
* | "Method" |
*
* @param {Billing_MethodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_method = /** @type {((inputs?: Billing_MethodInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_MethodInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_method(inputs)
	if (locale === "ta") return __ta.billing_method(inputs)
	return __en.billing_method(inputs)
});
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Billing_Method_CardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_method_card = /** @type {((inputs?: Billing_Method_CardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Method_CardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_method_card(inputs)
	if (locale === "ta") return __ta.billing_method_card(inputs)
	return __en.billing_method_card(inputs)
});
/**
* | output |
* | --- |
* | "Test payment" |
*
* @param {Billing_Method_TestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_method_test = /** @type {((inputs?: Billing_Method_TestInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Method_TestInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_method_test(inputs)
	if (locale === "ta") return __ta.billing_method_test(inputs)
	return __en.billing_method_test(inputs)
});
/**
* | output |
* | --- |
* | "Next charge" |
*
* @param {Billing_Next_ChargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_next_charge = /** @type {((inputs?: Billing_Next_ChargeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Next_ChargeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_next_charge(inputs)
	if (locale === "ta") return __ta.billing_next_charge(inputs)
	return __en.billing_next_charge(inputs)
});
/**
* | output |
* | --- |
* | "No subscription yet." |
*
* @param {Billing_No_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_no_subscription = /** @type {((inputs?: Billing_No_SubscriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_No_SubscriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_no_subscription(inputs)
	if (locale === "ta") return __ta.billing_no_subscription(inputs)
	return __en.billing_no_subscription(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Billing_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_none = /** @type {((inputs?: Billing_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_none(inputs)
	if (locale === "ta") return __ta.billing_none(inputs)
	return __en.billing_none(inputs)
});
/**
* | output |
* | --- |
* | "None: cancellation scheduled" |
*
* @param {Billing_None_Cancellation_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_none_cancellation_scheduled = /** @type {((inputs?: Billing_None_Cancellation_ScheduledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_None_Cancellation_ScheduledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_none_cancellation_scheduled(inputs)
	if (locale === "ta") return __ta.billing_none_cancellation_scheduled(inputs)
	return __en.billing_none_cancellation_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "None: cancelled" |
*
* @param {Billing_None_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_none_cancelled = /** @type {((inputs?: Billing_None_CancelledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_None_CancelledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_none_cancelled(inputs)
	if (locale === "ta") return __ta.billing_none_cancelled(inputs)
	return __en.billing_none_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Not scheduled" |
*
* @param {Billing_Not_ScheduledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_not_scheduled = /** @type {((inputs?: Billing_Not_ScheduledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Not_ScheduledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_not_scheduled(inputs)
	if (locale === "ta") return __ta.billing_not_scheduled(inputs)
	return __en.billing_not_scheduled(inputs)
});
/**
* | output |
* | --- |
* | "Paid period" |
*
* @param {Billing_Paid_PeriodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_paid_period = /** @type {((inputs?: Billing_Paid_PeriodInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Paid_PeriodInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_paid_period(inputs)
	if (locale === "ta") return __ta.billing_paid_period(inputs)
	return __en.billing_paid_period(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Billing_Payment_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_cancelled = /** @type {((inputs?: Billing_Payment_CancelledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_CancelledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_cancelled(inputs)
	if (locale === "ta") return __ta.billing_payment_cancelled(inputs)
	return __en.billing_payment_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Charged back" |
*
* @param {Billing_Payment_Charged_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_charged_back = /** @type {((inputs?: Billing_Payment_Charged_BackInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_Charged_BackInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_charged_back(inputs)
	if (locale === "ta") return __ta.billing_payment_charged_back(inputs)
	return __en.billing_payment_charged_back(inputs)
});
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Billing_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_failed = /** @type {((inputs?: Billing_Payment_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_failed(inputs)
	if (locale === "ta") return __ta.billing_payment_failed(inputs)
	return __en.billing_payment_failed(inputs)
});
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Billing_Payment_PaidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_paid = /** @type {((inputs?: Billing_Payment_PaidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_PaidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_paid(inputs)
	if (locale === "ta") return __ta.billing_payment_paid(inputs)
	return __en.billing_payment_paid(inputs)
});
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Billing_Payment_PendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_pending = /** @type {((inputs?: Billing_Payment_PendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_PendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_pending(inputs)
	if (locale === "ta") return __ta.billing_payment_pending(inputs)
	return __en.billing_payment_pending(inputs)
});
/**
* | output |
* | --- |
* | "Returned in full" |
*
* @param {Billing_Payment_ReturnedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payment_returned = /** @type {((inputs?: Billing_Payment_ReturnedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Payment_ReturnedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payment_returned(inputs)
	if (locale === "ta") return __ta.billing_payment_returned(inputs)
	return __en.billing_payment_returned(inputs)
});
/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Billing_PaymentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_payments = /** @type {((inputs?: Billing_PaymentsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_PaymentsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_payments(inputs)
	if (locale === "ta") return __ta.billing_payments(inputs)
	return __en.billing_payments(inputs)
});
/**
* | output |
* | --- |
* | "{amount} / month" |
*
* @param {Billing_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_per_month = /** @type {((inputs: Billing_Per_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Per_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_per_month(inputs)
	if (locale === "ta") return __ta.billing_per_month(inputs)
	return __en.billing_per_month(inputs)
});
/**
* | output |
* | --- |
* | "{amount} / year" |
*
* @param {Billing_Per_YearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_per_year = /** @type {((inputs: Billing_Per_YearInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Per_YearInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_per_year(inputs)
	if (locale === "ta") return __ta.billing_per_year(inputs)
	return __en.billing_per_year(inputs)
});
/**
* | output |
* | --- |
* | "{start} to {end}" |
*
* @param {Billing_Period_RangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_period_range = /** @type {((inputs: Billing_Period_RangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Period_RangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_period_range(inputs)
	if (locale === "ta") return __ta.billing_period_range(inputs)
	return __en.billing_period_range(inputs)
});
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Billing_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_plan = /** @type {((inputs?: Billing_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_plan(inputs)
	if (locale === "ta") return __ta.billing_plan(inputs)
	return __en.billing_plan(inputs)
});
/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Billing_ReceiptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_receipt = /** @type {((inputs?: Billing_ReceiptInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ReceiptInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_receipt(inputs)
	if (locale === "ta") return __ta.billing_receipt(inputs)
	return __en.billing_receipt(inputs)
});
/**
* | output |
* | --- |
* | "Retry payment" |
*
* @param {Billing_RetryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_retry = /** @type {((inputs?: Billing_RetryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_RetryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_retry(inputs)
	if (locale === "ta") return __ta.billing_retry(inputs)
	return __en.billing_retry(inputs)
});
/**
* | output |
* | --- |
* | "Runs until {date}, then cancelled" |
*
* @param {Billing_Runs_UntilInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_runs_until = /** @type {((inputs: Billing_Runs_UntilInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Runs_UntilInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_runs_until(inputs)
	if (locale === "ta") return __ta.billing_runs_until(inputs)
	return __en.billing_runs_until(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Billing_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status = /** @type {((inputs?: Billing_StatusInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_StatusInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status(inputs)
	if (locale === "ta") return __ta.billing_status(inputs)
	return __en.billing_status(inputs)
});
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Billing_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_active = /** @type {((inputs?: Billing_Status_ActiveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_ActiveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_active(inputs)
	if (locale === "ta") return __ta.billing_status_active(inputs)
	return __en.billing_status_active(inputs)
});
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Billing_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_cancelled = /** @type {((inputs?: Billing_Status_CancelledInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_CancelledInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_cancelled(inputs)
	if (locale === "ta") return __ta.billing_status_cancelled(inputs)
	return __en.billing_status_cancelled(inputs)
});
/**
* | output |
* | --- |
* | "Charged back" |
*
* @param {Billing_Status_Charged_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_charged_back = /** @type {((inputs?: Billing_Status_Charged_BackInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_Charged_BackInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_charged_back(inputs)
	if (locale === "ta") return __ta.billing_status_charged_back(inputs)
	return __en.billing_status_charged_back(inputs)
});
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Billing_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_completed = /** @type {((inputs?: Billing_Status_CompletedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_CompletedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_completed(inputs)
	if (locale === "ta") return __ta.billing_status_completed(inputs)
	return __en.billing_status_completed(inputs)
});
/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Billing_Status_Past_DueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_past_due = /** @type {((inputs?: Billing_Status_Past_DueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_Past_DueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_past_due(inputs)
	if (locale === "ta") return __ta.billing_status_past_due(inputs)
	return __en.billing_status_past_due(inputs)
});
/**
* | output |
* | --- |
* | "Stopped" |
*
* @param {Billing_Status_StoppedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_status_stopped = /** @type {((inputs?: Billing_Status_StoppedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Status_StoppedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_status_stopped(inputs)
	if (locale === "ta") return __ta.billing_status_stopped(inputs)
	return __en.billing_status_stopped(inputs)
});
/**
* | output |
* | --- |
* | "Undo cancellation" |
*
* @param {Billing_Undo_CancelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_undo_cancel = /** @type {((inputs?: Billing_Undo_CancelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Undo_CancelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_undo_cancel(inputs)
	if (locale === "ta") return __ta.billing_undo_cancel(inputs)
	return __en.billing_undo_cancel(inputs)
});
/**
* | output |
* | --- |
* | ", and {amount} for the unused days of your current plan is refunded" |
*
* @param {Billing_Unused_RefundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_unused_refund = /** @type {((inputs: Billing_Unused_RefundInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Unused_RefundInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_unused_refund(inputs)
	if (locale === "ta") return __ta.billing_unused_refund(inputs)
	return __en.billing_unused_refund(inputs)
});
/**
* | output |
* | --- |
* | "Working on it…" |
*
* @param {Billing_WorkingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const billing_working = /** @type {((inputs?: Billing_WorkingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_WorkingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.billing_working(inputs)
	if (locale === "ta") return __ta.billing_working(inputs)
	return __en.billing_working(inputs)
});
/**
* | output |
* | --- |
* | "Account password" |
*
* @param {Buy_Account_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_account_password = /** @type {((inputs?: Buy_Account_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Account_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_account_password(inputs)
	if (locale === "ta") return __ta.buy_account_password(inputs)
	return __en.buy_account_password(inputs)
});
/**
* | output |
* | --- |
* | "I agree to the" |
*
* @param {Buy_Agree_BeforeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_agree_before = /** @type {((inputs?: Buy_Agree_BeforeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Agree_BeforeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_agree_before(inputs)
	if (locale === "ta") return __ta.buy_agree_before(inputs)
	return __en.buy_agree_before(inputs)
});
/**
* | output |
* | --- |
* | "Amount charged" |
*
* @param {Buy_Amount_ChargedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_amount_charged = /** @type {((inputs?: Buy_Amount_ChargedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Amount_ChargedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_amount_charged(inputs)
	if (locale === "ta") return __ta.buy_amount_charged(inputs)
	return __en.buy_amount_charged(inputs)
});
/**
* | output |
* | --- |
* | "and" |
*
* @param {Buy_AndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_and = /** @type {((inputs?: Buy_AndInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_AndInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_and(inputs)
	if (locale === "ta") return __ta.buy_and(inputs)
	return __en.buy_and(inputs)
});
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Buy_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_back = /** @type {((inputs?: Buy_BackInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_BackInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_back(inputs)
	if (locale === "ta") return __ta.buy_back(inputs)
	return __en.buy_back(inputs)
});
/**
* | output |
* | --- |
* | "Go back to onboarding" |
*
* @param {Buy_Back_To_OnboardingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_back_to_onboarding = /** @type {((inputs?: Buy_Back_To_OnboardingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Back_To_OnboardingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_back_to_onboarding(inputs)
	if (locale === "ta") return __ta.buy_back_to_onboarding(inputs)
	return __en.buy_back_to_onboarding(inputs)
});
/**
* | output |
* | --- |
* | "{service} · billed annually" |
*
* @param {Buy_Billed_AnnuallyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_billed_annually = /** @type {((inputs: Buy_Billed_AnnuallyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Billed_AnnuallyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_billed_annually(inputs)
	if (locale === "ta") return __ta.buy_billed_annually(inputs)
	return __en.buy_billed_annually(inputs)
});
/**
* | output |
* | --- |
* | "{service} · billed monthly" |
*
* @param {Buy_Billed_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_billed_monthly = /** @type {((inputs: Buy_Billed_MonthlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Billed_MonthlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_billed_monthly(inputs)
	if (locale === "ta") return __ta.buy_billed_monthly(inputs)
	return __en.buy_billed_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Business Name *" |
*
* @param {Buy_Business_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_business_name = /** @type {((inputs?: Buy_Business_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Business_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_business_name(inputs)
	if (locale === "ta") return __ta.buy_business_name(inputs)
	return __en.buy_business_name(inputs)
});
/**
* | output |
* | --- |
* | "Business name is too long" |
*
* @param {Buy_Business_Name_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_business_name_long = /** @type {((inputs?: Buy_Business_Name_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Business_Name_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_business_name_long(inputs)
	if (locale === "ta") return __ta.buy_business_name_long(inputs)
	return __en.buy_business_name_long(inputs)
});
/**
* | output |
* | --- |
* | "Business Name" |
*
* @param {Buy_Business_Name_PlainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_business_name_plain = /** @type {((inputs?: Buy_Business_Name_PlainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Business_Name_PlainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_business_name_plain(inputs)
	if (locale === "ta") return __ta.buy_business_name_plain(inputs)
	return __en.buy_business_name_plain(inputs)
});
/**
* | output |
* | --- |
* | "Business name is required" |
*
* @param {Buy_Business_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_business_name_required = /** @type {((inputs?: Buy_Business_Name_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Business_Name_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_business_name_required(inputs)
	if (locale === "ta") return __ta.buy_business_name_required(inputs)
	return __en.buy_business_name_required(inputs)
});
/**
* | output |
* | --- |
* | "Checkout" |
*
* @param {Buy_CheckoutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_checkout = /** @type {((inputs?: Buy_CheckoutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_CheckoutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_checkout(inputs)
	if (locale === "ta") return __ta.buy_checkout(inputs)
	return __en.buy_checkout(inputs)
});
/**
* | output |
* | --- |
* | "An account already uses this email. Sign in to your Fli DESK, or use another email." |
*
* @param {Buy_Co_Account_ExistsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_account_exists = /** @type {((inputs?: Buy_Co_Account_ExistsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Account_ExistsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_account_exists(inputs)
	if (locale === "ta") return __ta.buy_co_account_exists(inputs)
	return __en.buy_co_account_exists(inputs)
});
/**
* | output |
* | --- |
* | "To add a plan to your existing account, sign in to your Fli DESK and contact us from there. To open a new account, use another email." |
*
* @param {Buy_Co_Account_Exists_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_account_exists_text = /** @type {((inputs?: Buy_Co_Account_Exists_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Account_Exists_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_account_exists_text(inputs)
	if (locale === "ta") return __ta.buy_co_account_exists_text(inputs)
	return __en.buy_co_account_exists_text(inputs)
});
/**
* | output |
* | --- |
* | "You Already Have an Account" |
*
* @param {Buy_Co_Account_Exists_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_account_exists_title = /** @type {((inputs?: Buy_Co_Account_Exists_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Account_Exists_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_account_exists_title(inputs)
	if (locale === "ta") return __ta.buy_co_account_exists_title(inputs)
	return __en.buy_co_account_exists_title(inputs)
});
/**
* | output |
* | --- |
* | "Business name must be at least 3 characters" |
*
* @param {Buy_Co_Business_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_business_name = /** @type {((inputs?: Buy_Co_Business_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Business_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_business_name(inputs)
	if (locale === "ta") return __ta.buy_co_business_name(inputs)
	return __en.buy_co_business_name(inputs)
});
/**
* | output |
* | --- |
* | "Data Error" |
*
* @param {Buy_Co_Data_ErrorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_data_error = /** @type {((inputs?: Buy_Co_Data_ErrorInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Data_ErrorInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_data_error(inputs)
	if (locale === "ta") return __ta.buy_co_data_error(inputs)
	return __en.buy_co_data_error(inputs)
});
/**
* | output |
* | --- |
* | "Redirecting you to the secure payment page..." |
*
* @param {Buy_Co_Initiated_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_initiated_text = /** @type {((inputs?: Buy_Co_Initiated_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Initiated_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_initiated_text(inputs)
	if (locale === "ta") return __ta.buy_co_initiated_text(inputs)
	return __en.buy_co_initiated_text(inputs)
});
/**
* | output |
* | --- |
* | "Payment Initiated" |
*
* @param {Buy_Co_Initiated_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_initiated_title = /** @type {((inputs?: Buy_Co_Initiated_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Initiated_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_initiated_title(inputs)
	if (locale === "ta") return __ta.buy_co_initiated_title(inputs)
	return __en.buy_co_initiated_title(inputs)
});
/**
* | output |
* | --- |
* | "Invalid Checkout" |
*
* @param {Buy_Co_Invalid_CheckoutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_invalid_checkout = /** @type {((inputs?: Buy_Co_Invalid_CheckoutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Invalid_CheckoutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_invalid_checkout(inputs)
	if (locale === "ta") return __ta.buy_co_invalid_checkout(inputs)
	return __en.buy_co_invalid_checkout(inputs)
});
/**
* | output |
* | --- |
* | "Invalid plan configuration for {plan}" |
*
* @param {Buy_Co_Invalid_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_invalid_plan = /** @type {((inputs: Buy_Co_Invalid_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Invalid_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_invalid_plan(inputs)
	if (locale === "ta") return __ta.buy_co_invalid_plan(inputs)
	return __en.buy_co_invalid_plan(inputs)
});
/**
* | output |
* | --- |
* | "Invalid pricing data" |
*
* @param {Buy_Co_Invalid_PricingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_invalid_pricing = /** @type {((inputs?: Buy_Co_Invalid_PricingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Invalid_PricingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_invalid_pricing(inputs)
	if (locale === "ta") return __ta.buy_co_invalid_pricing(inputs)
	return __en.buy_co_invalid_pricing(inputs)
});
/**
* | output |
* | --- |
* | "Invalid wizard data format" |
*
* @param {Buy_Co_Invalid_WizardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_invalid_wizard = /** @type {((inputs?: Buy_Co_Invalid_WizardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Invalid_WizardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_invalid_wizard(inputs)
	if (locale === "ta") return __ta.buy_co_invalid_wizard(inputs)
	return __en.buy_co_invalid_wizard(inputs)
});
/**
* | output |
* | --- |
* | "Failed to load checkout data" |
*
* @param {Buy_Co_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_load_failed = /** @type {((inputs?: Buy_Co_Load_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Load_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_load_failed(inputs)
	if (locale === "ta") return __ta.buy_co_load_failed(inputs)
	return __en.buy_co_load_failed(inputs)
});
/**
* | output |
* | --- |
* | "Network error: Unable to connect to server. Please check your internet connection or try again later." |
*
* @param {Buy_Co_NetworkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_network = /** @type {((inputs?: Buy_Co_NetworkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_NetworkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_network(inputs)
	if (locale === "ta") return __ta.buy_co_network(inputs)
	return __en.buy_co_network(inputs)
});
/**
* | output |
* | --- |
* | "Failed to create checkout session: Database error: the order could not be saved" |
*
* @param {Buy_Co_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_not_saved = /** @type {((inputs?: Buy_Co_Not_SavedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Not_SavedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_not_saved(inputs)
	if (locale === "ta") return __ta.buy_co_not_saved(inputs)
	return __en.buy_co_not_saved(inputs)
});
/**
* | output |
* | --- |
* | "Payment Failed" |
*
* @param {Buy_Co_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_payment_failed = /** @type {((inputs?: Buy_Co_Payment_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Payment_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_payment_failed(inputs)
	if (locale === "ta") return __ta.buy_co_payment_failed(inputs)
	return __en.buy_co_payment_failed(inputs)
});
/**
* | output |
* | --- |
* | "Online payments are not set up on this site yet. Please contact us to start your plan." |
*
* @param {Buy_Co_Payments_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_payments_off = /** @type {((inputs?: Buy_Co_Payments_OffInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Payments_OffInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_payments_off(inputs)
	if (locale === "ta") return __ta.buy_co_payments_off(inputs)
	return __en.buy_co_payments_off(inputs)
});
/**
* | output |
* | --- |
* | "Payments Unavailable" |
*
* @param {Buy_Co_Payments_Off_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_payments_off_title = /** @type {((inputs?: Buy_Co_Payments_Off_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Payments_Off_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_payments_off_title(inputs)
	if (locale === "ta") return __ta.buy_co_payments_off_title(inputs)
	return __en.buy_co_payments_off_title(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid phone number" |
*
* @param {Buy_Co_PhoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_phone = /** @type {((inputs?: Buy_Co_PhoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_PhoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_phone(inputs)
	if (locale === "ta") return __ta.buy_co_phone(inputs)
	return __en.buy_co_phone(inputs)
});
/**
* | output |
* | --- |
* | "You must agree to the terms and conditions" |
*
* @param {Buy_Co_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_terms = /** @type {((inputs?: Buy_Co_TermsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_TermsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_terms(inputs)
	if (locale === "ta") return __ta.buy_co_terms(inputs)
	return __en.buy_co_terms(inputs)
});
/**
* | output |
* | --- |
* | "An unexpected error occurred. Please try again or contact support." |
*
* @param {Buy_Co_UnexpectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_unexpected = /** @type {((inputs?: Buy_Co_UnexpectedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_UnexpectedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_unexpected(inputs)
	if (locale === "ta") return __ta.buy_co_unexpected(inputs)
	return __en.buy_co_unexpected(inputs)
});
/**
* | output |
* | --- |
* | "Please correct the errors in the form" |
*
* @param {Buy_Co_Validation_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_validation_text = /** @type {((inputs?: Buy_Co_Validation_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Validation_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_validation_text(inputs)
	if (locale === "ta") return __ta.buy_co_validation_text(inputs)
	return __en.buy_co_validation_text(inputs)
});
/**
* | output |
* | --- |
* | "Form Validation Failed" |
*
* @param {Buy_Co_Validation_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_co_validation_title = /** @type {((inputs?: Buy_Co_Validation_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Co_Validation_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_co_validation_title(inputs)
	if (locale === "ta") return __ta.buy_co_validation_title(inputs)
	return __en.buy_co_validation_title(inputs)
});
/**
* | output |
* | --- |
* | "Confirming your payment" |
*
* @param {Buy_ConfirmingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_confirming = /** @type {((inputs?: Buy_ConfirmingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_ConfirmingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_confirming(inputs)
	if (locale === "ta") return __ta.buy_confirming(inputs)
	return __en.buy_confirming(inputs)
});
/**
* | output |
* | --- |
* | "This usually takes a few seconds. Please keep this page open." |
*
* @param {Buy_Confirming_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_confirming_text = /** @type {((inputs?: Buy_Confirming_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Confirming_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_confirming_text(inputs)
	if (locale === "ta") return __ta.buy_confirming_text(inputs)
	return __en.buy_confirming_text(inputs)
});
/**
* | output |
* | --- |
* | "Contact support" |
*
* @param {Buy_Contact_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_contact_support = /** @type {((inputs?: Buy_Contact_SupportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Contact_SupportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_contact_support(inputs)
	if (locale === "ta") return __ta.buy_contact_support(inputs)
	return __en.buy_contact_support(inputs)
});
/**
* | output |
* | --- |
* | "Contact us" |
*
* @param {Buy_Contact_UsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_contact_us = /** @type {((inputs?: Buy_Contact_UsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Contact_UsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_contact_us(inputs)
	if (locale === "ta") return __ta.buy_contact_us(inputs)
	return __en.buy_contact_us(inputs)
});
/**
* | output |
* | --- |
* | "Afghanistan" |
*
* @param {Buy_Country_AfghanistanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_afghanistan = /** @type {((inputs?: Buy_Country_AfghanistanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_AfghanistanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_afghanistan(inputs)
	if (locale === "ta") return __ta.buy_country_afghanistan(inputs)
	return __en.buy_country_afghanistan(inputs)
});
/**
* | output |
* | --- |
* | "Australia" |
*
* @param {Buy_Country_AustraliaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_australia = /** @type {((inputs?: Buy_Country_AustraliaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_AustraliaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_australia(inputs)
	if (locale === "ta") return __ta.buy_country_australia(inputs)
	return __en.buy_country_australia(inputs)
});
/**
* | output |
* | --- |
* | "Bahrain" |
*
* @param {Buy_Country_BahrainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_bahrain = /** @type {((inputs?: Buy_Country_BahrainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_BahrainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_bahrain(inputs)
	if (locale === "ta") return __ta.buy_country_bahrain(inputs)
	return __en.buy_country_bahrain(inputs)
});
/**
* | output |
* | --- |
* | "Bangladesh" |
*
* @param {Buy_Country_BangladeshInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_bangladesh = /** @type {((inputs?: Buy_Country_BangladeshInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_BangladeshInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_bangladesh(inputs)
	if (locale === "ta") return __ta.buy_country_bangladesh(inputs)
	return __en.buy_country_bangladesh(inputs)
});
/**
* | output |
* | --- |
* | "Bhutan" |
*
* @param {Buy_Country_BhutanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_bhutan = /** @type {((inputs?: Buy_Country_BhutanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_BhutanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_bhutan(inputs)
	if (locale === "ta") return __ta.buy_country_bhutan(inputs)
	return __en.buy_country_bhutan(inputs)
});
/**
* | output |
* | --- |
* | "Brazil" |
*
* @param {Buy_Country_BrazilInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_brazil = /** @type {((inputs?: Buy_Country_BrazilInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_BrazilInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_brazil(inputs)
	if (locale === "ta") return __ta.buy_country_brazil(inputs)
	return __en.buy_country_brazil(inputs)
});
/**
* | output |
* | --- |
* | "China" |
*
* @param {Buy_Country_ChinaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_china = /** @type {((inputs?: Buy_Country_ChinaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_ChinaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_china(inputs)
	if (locale === "ta") return __ta.buy_country_china(inputs)
	return __en.buy_country_china(inputs)
});
/**
* | output |
* | --- |
* | "Country code" |
*
* @param {Buy_Country_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_code = /** @type {((inputs?: Buy_Country_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_code(inputs)
	if (locale === "ta") return __ta.buy_country_code(inputs)
	return __en.buy_country_code(inputs)
});
/**
* | output |
* | --- |
* | "France" |
*
* @param {Buy_Country_FranceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_france = /** @type {((inputs?: Buy_Country_FranceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_FranceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_france(inputs)
	if (locale === "ta") return __ta.buy_country_france(inputs)
	return __en.buy_country_france(inputs)
});
/**
* | output |
* | --- |
* | "Germany" |
*
* @param {Buy_Country_GermanyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_germany = /** @type {((inputs?: Buy_Country_GermanyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_GermanyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_germany(inputs)
	if (locale === "ta") return __ta.buy_country_germany(inputs)
	return __en.buy_country_germany(inputs)
});
/**
* | output |
* | --- |
* | "Hong Kong" |
*
* @param {Buy_Country_Hong_KongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_hong_kong = /** @type {((inputs?: Buy_Country_Hong_KongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_Hong_KongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_hong_kong(inputs)
	if (locale === "ta") return __ta.buy_country_hong_kong(inputs)
	return __en.buy_country_hong_kong(inputs)
});
/**
* | output |
* | --- |
* | "India" |
*
* @param {Buy_Country_IndiaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_india = /** @type {((inputs?: Buy_Country_IndiaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_IndiaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_india(inputs)
	if (locale === "ta") return __ta.buy_country_india(inputs)
	return __en.buy_country_india(inputs)
});
/**
* | output |
* | --- |
* | "Indonesia" |
*
* @param {Buy_Country_IndonesiaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_indonesia = /** @type {((inputs?: Buy_Country_IndonesiaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_IndonesiaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_indonesia(inputs)
	if (locale === "ta") return __ta.buy_country_indonesia(inputs)
	return __en.buy_country_indonesia(inputs)
});
/**
* | output |
* | --- |
* | "Ireland" |
*
* @param {Buy_Country_IrelandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_ireland = /** @type {((inputs?: Buy_Country_IrelandInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_IrelandInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_ireland(inputs)
	if (locale === "ta") return __ta.buy_country_ireland(inputs)
	return __en.buy_country_ireland(inputs)
});
/**
* | output |
* | --- |
* | "Israel" |
*
* @param {Buy_Country_IsraelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_israel = /** @type {((inputs?: Buy_Country_IsraelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_IsraelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_israel(inputs)
	if (locale === "ta") return __ta.buy_country_israel(inputs)
	return __en.buy_country_israel(inputs)
});
/**
* | output |
* | --- |
* | "Italy" |
*
* @param {Buy_Country_ItalyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_italy = /** @type {((inputs?: Buy_Country_ItalyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_ItalyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_italy(inputs)
	if (locale === "ta") return __ta.buy_country_italy(inputs)
	return __en.buy_country_italy(inputs)
});
/**
* | output |
* | --- |
* | "Japan" |
*
* @param {Buy_Country_JapanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_japan = /** @type {((inputs?: Buy_Country_JapanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_JapanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_japan(inputs)
	if (locale === "ta") return __ta.buy_country_japan(inputs)
	return __en.buy_country_japan(inputs)
});
/**
* | output |
* | --- |
* | "Kuwait" |
*
* @param {Buy_Country_KuwaitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_kuwait = /** @type {((inputs?: Buy_Country_KuwaitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_KuwaitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_kuwait(inputs)
	if (locale === "ta") return __ta.buy_country_kuwait(inputs)
	return __en.buy_country_kuwait(inputs)
});
/**
* | output |
* | --- |
* | "Malaysia" |
*
* @param {Buy_Country_MalaysiaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_malaysia = /** @type {((inputs?: Buy_Country_MalaysiaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_MalaysiaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_malaysia(inputs)
	if (locale === "ta") return __ta.buy_country_malaysia(inputs)
	return __en.buy_country_malaysia(inputs)
});
/**
* | output |
* | --- |
* | "Maldives" |
*
* @param {Buy_Country_MaldivesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_maldives = /** @type {((inputs?: Buy_Country_MaldivesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_MaldivesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_maldives(inputs)
	if (locale === "ta") return __ta.buy_country_maldives(inputs)
	return __en.buy_country_maldives(inputs)
});
/**
* | output |
* | --- |
* | "Myanmar" |
*
* @param {Buy_Country_MyanmarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_myanmar = /** @type {((inputs?: Buy_Country_MyanmarInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_MyanmarInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_myanmar(inputs)
	if (locale === "ta") return __ta.buy_country_myanmar(inputs)
	return __en.buy_country_myanmar(inputs)
});
/**
* | output |
* | --- |
* | "Nepal" |
*
* @param {Buy_Country_NepalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_nepal = /** @type {((inputs?: Buy_Country_NepalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_NepalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_nepal(inputs)
	if (locale === "ta") return __ta.buy_country_nepal(inputs)
	return __en.buy_country_nepal(inputs)
});
/**
* | output |
* | --- |
* | "Netherlands" |
*
* @param {Buy_Country_NetherlandsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_netherlands = /** @type {((inputs?: Buy_Country_NetherlandsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_NetherlandsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_netherlands(inputs)
	if (locale === "ta") return __ta.buy_country_netherlands(inputs)
	return __en.buy_country_netherlands(inputs)
});
/**
* | output |
* | --- |
* | "New Zealand" |
*
* @param {Buy_Country_New_ZealandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_new_zealand = /** @type {((inputs?: Buy_Country_New_ZealandInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_New_ZealandInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_new_zealand(inputs)
	if (locale === "ta") return __ta.buy_country_new_zealand(inputs)
	return __en.buy_country_new_zealand(inputs)
});
/**
* | output |
* | --- |
* | "Oman" |
*
* @param {Buy_Country_OmanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_oman = /** @type {((inputs?: Buy_Country_OmanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_OmanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_oman(inputs)
	if (locale === "ta") return __ta.buy_country_oman(inputs)
	return __en.buy_country_oman(inputs)
});
/**
* | output |
* | --- |
* | "Pakistan" |
*
* @param {Buy_Country_PakistanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_pakistan = /** @type {((inputs?: Buy_Country_PakistanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_PakistanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_pakistan(inputs)
	if (locale === "ta") return __ta.buy_country_pakistan(inputs)
	return __en.buy_country_pakistan(inputs)
});
/**
* | output |
* | --- |
* | "Philippines" |
*
* @param {Buy_Country_PhilippinesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_philippines = /** @type {((inputs?: Buy_Country_PhilippinesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_PhilippinesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_philippines(inputs)
	if (locale === "ta") return __ta.buy_country_philippines(inputs)
	return __en.buy_country_philippines(inputs)
});
/**
* | output |
* | --- |
* | "Qatar" |
*
* @param {Buy_Country_QatarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_qatar = /** @type {((inputs?: Buy_Country_QatarInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_QatarInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_qatar(inputs)
	if (locale === "ta") return __ta.buy_country_qatar(inputs)
	return __en.buy_country_qatar(inputs)
});
/**
* | output |
* | --- |
* | "Russia" |
*
* @param {Buy_Country_RussiaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_russia = /** @type {((inputs?: Buy_Country_RussiaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_RussiaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_russia(inputs)
	if (locale === "ta") return __ta.buy_country_russia(inputs)
	return __en.buy_country_russia(inputs)
});
/**
* | output |
* | --- |
* | "Saudi Arabia" |
*
* @param {Buy_Country_Saudi_ArabiaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_saudi_arabia = /** @type {((inputs?: Buy_Country_Saudi_ArabiaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_Saudi_ArabiaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_saudi_arabia(inputs)
	if (locale === "ta") return __ta.buy_country_saudi_arabia(inputs)
	return __en.buy_country_saudi_arabia(inputs)
});
/**
* | output |
* | --- |
* | "Singapore" |
*
* @param {Buy_Country_SingaporeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_singapore = /** @type {((inputs?: Buy_Country_SingaporeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_SingaporeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_singapore(inputs)
	if (locale === "ta") return __ta.buy_country_singapore(inputs)
	return __en.buy_country_singapore(inputs)
});
/**
* | output |
* | --- |
* | "South Africa" |
*
* @param {Buy_Country_South_AfricaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_south_africa = /** @type {((inputs?: Buy_Country_South_AfricaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_South_AfricaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_south_africa(inputs)
	if (locale === "ta") return __ta.buy_country_south_africa(inputs)
	return __en.buy_country_south_africa(inputs)
});
/**
* | output |
* | --- |
* | "South Korea" |
*
* @param {Buy_Country_South_KoreaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_south_korea = /** @type {((inputs?: Buy_Country_South_KoreaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_South_KoreaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_south_korea(inputs)
	if (locale === "ta") return __ta.buy_country_south_korea(inputs)
	return __en.buy_country_south_korea(inputs)
});
/**
* | output |
* | --- |
* | "Spain" |
*
* @param {Buy_Country_SpainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_spain = /** @type {((inputs?: Buy_Country_SpainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_SpainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_spain(inputs)
	if (locale === "ta") return __ta.buy_country_spain(inputs)
	return __en.buy_country_spain(inputs)
});
/**
* | output |
* | --- |
* | "Sri Lanka" |
*
* @param {Buy_Country_Sri_LankaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_sri_lanka = /** @type {((inputs?: Buy_Country_Sri_LankaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_Sri_LankaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_sri_lanka(inputs)
	if (locale === "ta") return __ta.buy_country_sri_lanka(inputs)
	return __en.buy_country_sri_lanka(inputs)
});
/**
* | output |
* | --- |
* | "Sweden" |
*
* @param {Buy_Country_SwedenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_sweden = /** @type {((inputs?: Buy_Country_SwedenInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_SwedenInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_sweden(inputs)
	if (locale === "ta") return __ta.buy_country_sweden(inputs)
	return __en.buy_country_sweden(inputs)
});
/**
* | output |
* | --- |
* | "Switzerland" |
*
* @param {Buy_Country_SwitzerlandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_switzerland = /** @type {((inputs?: Buy_Country_SwitzerlandInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_SwitzerlandInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_switzerland(inputs)
	if (locale === "ta") return __ta.buy_country_switzerland(inputs)
	return __en.buy_country_switzerland(inputs)
});
/**
* | output |
* | --- |
* | "Taiwan" |
*
* @param {Buy_Country_TaiwanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_taiwan = /** @type {((inputs?: Buy_Country_TaiwanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_TaiwanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_taiwan(inputs)
	if (locale === "ta") return __ta.buy_country_taiwan(inputs)
	return __en.buy_country_taiwan(inputs)
});
/**
* | output |
* | --- |
* | "Thailand" |
*
* @param {Buy_Country_ThailandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_thailand = /** @type {((inputs?: Buy_Country_ThailandInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_ThailandInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_thailand(inputs)
	if (locale === "ta") return __ta.buy_country_thailand(inputs)
	return __en.buy_country_thailand(inputs)
});
/**
* | output |
* | --- |
* | "Turkey" |
*
* @param {Buy_Country_TurkeyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_turkey = /** @type {((inputs?: Buy_Country_TurkeyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_TurkeyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_turkey(inputs)
	if (locale === "ta") return __ta.buy_country_turkey(inputs)
	return __en.buy_country_turkey(inputs)
});
/**
* | output |
* | --- |
* | "United Arab Emirates" |
*
* @param {Buy_Country_United_Arab_EmiratesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_united_arab_emirates = /** @type {((inputs?: Buy_Country_United_Arab_EmiratesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_United_Arab_EmiratesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_united_arab_emirates(inputs)
	if (locale === "ta") return __ta.buy_country_united_arab_emirates(inputs)
	return __en.buy_country_united_arab_emirates(inputs)
});
/**
* | output |
* | --- |
* | "United Kingdom" |
*
* @param {Buy_Country_United_KingdomInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_united_kingdom = /** @type {((inputs?: Buy_Country_United_KingdomInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_United_KingdomInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_united_kingdom(inputs)
	if (locale === "ta") return __ta.buy_country_united_kingdom(inputs)
	return __en.buy_country_united_kingdom(inputs)
});
/**
* | output |
* | --- |
* | "United States / Canada" |
*
* @param {Buy_Country_United_States_CanadaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_united_states_canada = /** @type {((inputs?: Buy_Country_United_States_CanadaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_United_States_CanadaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_united_states_canada(inputs)
	if (locale === "ta") return __ta.buy_country_united_states_canada(inputs)
	return __en.buy_country_united_states_canada(inputs)
});
/**
* | output |
* | --- |
* | "Vietnam" |
*
* @param {Buy_Country_VietnamInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_country_vietnam = /** @type {((inputs?: Buy_Country_VietnamInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Country_VietnamInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_country_vietnam(inputs)
	if (locale === "ta") return __ta.buy_country_vietnam(inputs)
	return __en.buy_country_vietnam(inputs)
});
/**
* | output |
* | --- |
* | "Currency" |
*
* @param {Buy_CurrencyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_currency = /** @type {((inputs?: Buy_CurrencyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_CurrencyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_currency(inputs)
	if (locale === "ta") return __ta.buy_currency(inputs)
	return __en.buy_currency(inputs)
});
/**
* | output |
* | --- |
* | "Annual" |
*
* @param {Buy_Cycle_AnnualInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_cycle_annual = /** @type {((inputs?: Buy_Cycle_AnnualInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Cycle_AnnualInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_cycle_annual(inputs)
	if (locale === "ta") return __ta.buy_cycle_annual(inputs)
	return __en.buy_cycle_annual(inputs)
});
/**
* | output |
* | --- |
* | "Billing cycle" |
*
* @param {Buy_Cycle_LegendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_cycle_legend = /** @type {((inputs?: Buy_Cycle_LegendInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Cycle_LegendInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_cycle_legend(inputs)
	if (locale === "ta") return __ta.buy_cycle_legend(inputs)
	return __en.buy_cycle_legend(inputs)
});
/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Buy_Cycle_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_cycle_monthly = /** @type {((inputs?: Buy_Cycle_MonthlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Cycle_MonthlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_cycle_monthly(inputs)
	if (locale === "ta") return __ta.buy_cycle_monthly(inputs)
	return __en.buy_cycle_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Save {percent}%" |
*
* @param {Buy_Cycle_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_cycle_save = /** @type {((inputs: Buy_Cycle_SaveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Cycle_SaveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_cycle_save(inputs)
	if (locale === "ta") return __ta.buy_cycle_save(inputs)
	return __en.buy_cycle_save(inputs)
});
/**
* | output |
* | --- |
* | "Check any Fli DESK ID, or try the sample. Row-level security keeps the details limited: only the plan, payment status and a masked email are shown, and check..." |
*
* @param {Buy_Demo_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_demo_intro = /** @type {((inputs?: Buy_Demo_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Demo_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_demo_intro(inputs)
	if (locale === "ta") return __ta.buy_demo_intro(inputs)
	return __en.buy_demo_intro(inputs)
});
/**
* | output |
* | --- |
* | "Try Fli DESK ID validation with a sample ID: the check shows only the plan, payment status and a masked email." |
*
* @param {Buy_Demo_MetaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_demo_meta = /** @type {((inputs?: Buy_Demo_MetaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Demo_MetaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_demo_meta(inputs)
	if (locale === "ta") return __ta.buy_demo_meta(inputs)
	return __en.buy_demo_meta(inputs)
});
/**
* | output |
* | --- |
* | "Desk ID Validation Demo" |
*
* @param {Buy_Demo_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_demo_title = /** @type {((inputs?: Buy_Demo_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Demo_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_demo_title(inputs)
	if (locale === "ta") return __ta.buy_demo_title(inputs)
	return __en.buy_demo_title(inputs)
});
/**
* | output |
* | --- |
* | "Validator" |
*
* @param {Buy_Demo_ValidatorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_demo_validator = /** @type {((inputs?: Buy_Demo_ValidatorInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Demo_ValidatorInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_demo_validator(inputs)
	if (locale === "ta") return __ta.buy_demo_validator(inputs)
	return __en.buy_demo_validator(inputs)
});
/**
* | output |
* | --- |
* | "Fli DESK ID" |
*
* @param {Buy_Desk_IdInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_desk_id = /** @type {((inputs?: Buy_Desk_IdInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Desk_IdInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_desk_id(inputs)
	if (locale === "ta") return __ta.buy_desk_id(inputs)
	return __en.buy_desk_id(inputs)
});
/**
* | output |
* | --- |
* | "done" |
*
* @param {Buy_DoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_done = /** @type {((inputs?: Buy_DoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_DoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_done(inputs)
	if (locale === "ta") return __ta.buy_done(inputs)
	return __en.buy_done(inputs)
});
/**
* | output |
* | --- |
* | "If we have a saved draft for that email, we've sent a link to continue it." |
*
* @param {Buy_Draft_Link_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_link_sent = /** @type {((inputs?: Buy_Draft_Link_SentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Draft_Link_SentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_draft_link_sent(inputs)
	if (locale === "ta") return __ta.buy_draft_link_sent(inputs)
	return __en.buy_draft_link_sent(inputs)
});
/**
* | output |
* | --- |
* | "We can email you a link to pick up the answers you saved there." |
*
* @param {Buy_Draft_Offer_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_offer_text = /** @type {((inputs?: Buy_Draft_Offer_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Draft_Offer_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_draft_offer_text(inputs)
	if (locale === "ta") return __ta.buy_draft_offer_text(inputs)
	return __en.buy_draft_offer_text(inputs)
});
/**
* | output |
* | --- |
* | "Started on another device or browser?" |
*
* @param {Buy_Draft_Offer_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_offer_title = /** @type {((inputs?: Buy_Draft_Offer_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Draft_Offer_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_draft_offer_title(inputs)
	if (locale === "ta") return __ta.buy_draft_offer_title(inputs)
	return __en.buy_draft_offer_title(inputs)
});
/**
* | output |
* | --- |
* | "We couldn't send the link just now. Please try again." |
*
* @param {Buy_Draft_Send_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_send_failed = /** @type {((inputs?: Buy_Draft_Send_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Draft_Send_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_draft_send_failed(inputs)
	if (locale === "ta") return __ta.buy_draft_send_failed(inputs)
	return __en.buy_draft_send_failed(inputs)
});
/**
* | output |
* | --- |
* | "Email me a link to continue where I left off" |
*
* @param {Buy_Draft_Send_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_send_link = /** @type {((inputs?: Buy_Draft_Send_LinkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Draft_Send_LinkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_draft_send_link(inputs)
	if (locale === "ta") return __ta.buy_draft_send_link(inputs)
	return __en.buy_draft_send_link(inputs)
});
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Buy_Draft_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_draft_sending = /** @type {((inputs?: Buy_Draft_SendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Draft_SendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_draft_sending(inputs)
	if (locale === "ta") return __ta.buy_draft_sending(inputs)
	return __en.buy_draft_sending(inputs)
});
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Buy_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_email = /** @type {((inputs?: Buy_EmailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_EmailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_email(inputs)
	if (locale === "ta") return __ta.buy_email(inputs)
	return __en.buy_email(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid email address" |
*
* @param {Buy_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_email_invalid = /** @type {((inputs?: Buy_Email_InvalidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Email_InvalidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_email_invalid(inputs)
	if (locale === "ta") return __ta.buy_email_invalid(inputs)
	return __en.buy_email_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Email is required" |
*
* @param {Buy_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_email_required = /** @type {((inputs?: Buy_Email_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Email_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_email_required(inputs)
	if (locale === "ta") return __ta.buy_email_required(inputs)
	return __en.buy_email_required(inputs)
});
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Buy_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_error_title = /** @type {((inputs?: Buy_Error_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Error_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_error_title(inputs)
	if (locale === "ta") return __ta.buy_error_title(inputs)
	return __en.buy_error_title(inputs)
});
/**
* | output |
* | --- |
* | "Full Name *" |
*
* @param {Buy_Full_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_full_name = /** @type {((inputs?: Buy_Full_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Full_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_full_name(inputs)
	if (locale === "ta") return __ta.buy_full_name(inputs)
	return __en.buy_full_name(inputs)
});
/**
* | output |
* | --- |
* | "Full name is required" |
*
* @param {Buy_Full_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_full_name_required = /** @type {((inputs?: Buy_Full_Name_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Full_Name_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_full_name_required(inputs)
	if (locale === "ta") return __ta.buy_full_name_required(inputs)
	return __en.buy_full_name_required(inputs)
});
/**
* | output |
* | --- |
* | "Go to pricing" |
*
* @param {Buy_Go_PricingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_go_pricing = /** @type {((inputs?: Buy_Go_PricingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Go_PricingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_go_pricing(inputs)
	if (locale === "ta") return __ta.buy_go_pricing(inputs)
	return __en.buy_go_pricing(inputs)
});
/**
* | output |
* | --- |
* | "Go to desk now" |
*
* @param {Buy_Go_To_DeskInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_go_to_desk = /** @type {((inputs?: Buy_Go_To_DeskInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Go_To_DeskInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_go_to_desk(inputs)
	if (locale === "ta") return __ta.buy_go_to_desk(inputs)
	return __en.buy_go_to_desk(inputs)
});
/**
* | output |
* | --- |
* | "Brand Awareness" |
*
* @param {Buy_Goal_AwarenessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goal_awareness = /** @type {((inputs?: Buy_Goal_AwarenessInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Goal_AwarenessInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_goal_awareness(inputs)
	if (locale === "ta") return __ta.buy_goal_awareness(inputs)
	return __en.buy_goal_awareness(inputs)
});
/**
* | output |
* | --- |
* | "Community Building" |
*
* @param {Buy_Goal_CommunityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goal_community = /** @type {((inputs?: Buy_Goal_CommunityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Goal_CommunityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_goal_community(inputs)
	if (locale === "ta") return __ta.buy_goal_community(inputs)
	return __en.buy_goal_community(inputs)
});
/**
* | output |
* | --- |
* | "Lead Generation" |
*
* @param {Buy_Goal_LeadsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goal_leads = /** @type {((inputs?: Buy_Goal_LeadsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Goal_LeadsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_goal_leads(inputs)
	if (locale === "ta") return __ta.buy_goal_leads(inputs)
	return __en.buy_goal_leads(inputs)
});
/**
* | output |
* | --- |
* | "Please select at least one marketing goal" |
*
* @param {Buy_Goal_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goal_required = /** @type {((inputs?: Buy_Goal_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Goal_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_goal_required(inputs)
	if (locale === "ta") return __ta.buy_goal_required(inputs)
	return __en.buy_goal_required(inputs)
});
/**
* | output |
* | --- |
* | "Product Sales" |
*
* @param {Buy_Goal_SalesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goal_sales = /** @type {((inputs?: Buy_Goal_SalesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Goal_SalesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_goal_sales(inputs)
	if (locale === "ta") return __ta.buy_goal_sales(inputs)
	return __en.buy_goal_sales(inputs)
});
/**
* | output |
* | --- |
* | "What are your marketing goals?" |
*
* @param {Buy_Goals_LegendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_goals_legend = /** @type {((inputs?: Buy_Goals_LegendInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Goals_LegendInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_goals_legend(inputs)
	if (locale === "ta") return __ta.buy_goals_legend(inputs)
	return __en.buy_goals_legend(inputs)
});
/**
* | output |
* | --- |
* | "By a Friend" |
*
* @param {Buy_Hear_FriendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_hear_friend = /** @type {((inputs?: Buy_Hear_FriendInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Hear_FriendInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_hear_friend(inputs)
	if (locale === "ta") return __ta.buy_hear_friend(inputs)
	return __en.buy_hear_friend(inputs)
});
/**
* | output |
* | --- |
* | "How did you hear about us?" |
*
* @param {Buy_Hear_LegendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_hear_legend = /** @type {((inputs?: Buy_Hear_LegendInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Hear_LegendInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_hear_legend(inputs)
	if (locale === "ta") return __ta.buy_hear_legend(inputs)
	return __en.buy_hear_legend(inputs)
});
/**
* | output |
* | --- |
* | "Please tell us how you heard about us" |
*
* @param {Buy_Hear_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_hear_required = /** @type {((inputs?: Buy_Hear_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Hear_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_hear_required(inputs)
	if (locale === "ta") return __ta.buy_hear_required(inputs)
	return __en.buy_hear_required(inputs)
});
/**
* | output |
* | --- |
* | "Google Search" |
*
* @param {Buy_Hear_SearchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_hear_search = /** @type {((inputs?: Buy_Hear_SearchInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Hear_SearchInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_hear_search(inputs)
	if (locale === "ta") return __ta.buy_hear_search(inputs)
	return __en.buy_hear_search(inputs)
});
/**
* | output |
* | --- |
* | "Accounting & Finance" |
*
* @param {Buy_Ind_Accounting_FinanceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_accounting_finance = /** @type {((inputs?: Buy_Ind_Accounting_FinanceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Accounting_FinanceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_accounting_finance(inputs)
	if (locale === "ta") return __ta.buy_ind_accounting_finance(inputs)
	return __en.buy_ind_accounting_finance(inputs)
});
/**
* | output |
* | --- |
* | "Advertising & Marketing" |
*
* @param {Buy_Ind_Advertising_MarketingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_advertising_marketing = /** @type {((inputs?: Buy_Ind_Advertising_MarketingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Advertising_MarketingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_advertising_marketing(inputs)
	if (locale === "ta") return __ta.buy_ind_advertising_marketing(inputs)
	return __en.buy_ind_advertising_marketing(inputs)
});
/**
* | output |
* | --- |
* | "Agriculture" |
*
* @param {Buy_Ind_AgricultureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_agriculture = /** @type {((inputs?: Buy_Ind_AgricultureInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_AgricultureInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_agriculture(inputs)
	if (locale === "ta") return __ta.buy_ind_agriculture(inputs)
	return __en.buy_ind_agriculture(inputs)
});
/**
* | output |
* | --- |
* | "Apparel & Fashion" |
*
* @param {Buy_Ind_Apparel_FashionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_apparel_fashion = /** @type {((inputs?: Buy_Ind_Apparel_FashionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Apparel_FashionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_apparel_fashion(inputs)
	if (locale === "ta") return __ta.buy_ind_apparel_fashion(inputs)
	return __en.buy_ind_apparel_fashion(inputs)
});
/**
* | output |
* | --- |
* | "Architecture" |
*
* @param {Buy_Ind_ArchitectureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_architecture = /** @type {((inputs?: Buy_Ind_ArchitectureInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_ArchitectureInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_architecture(inputs)
	if (locale === "ta") return __ta.buy_ind_architecture(inputs)
	return __en.buy_ind_architecture(inputs)
});
/**
* | output |
* | --- |
* | "Automotive" |
*
* @param {Buy_Ind_AutomotiveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_automotive = /** @type {((inputs?: Buy_Ind_AutomotiveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_AutomotiveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_automotive(inputs)
	if (locale === "ta") return __ta.buy_ind_automotive(inputs)
	return __en.buy_ind_automotive(inputs)
});
/**
* | output |
* | --- |
* | "Aviation" |
*
* @param {Buy_Ind_AviationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_aviation = /** @type {((inputs?: Buy_Ind_AviationInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_AviationInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_aviation(inputs)
	if (locale === "ta") return __ta.buy_ind_aviation(inputs)
	return __en.buy_ind_aviation(inputs)
});
/**
* | output |
* | --- |
* | "Banking" |
*
* @param {Buy_Ind_BankingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_banking = /** @type {((inputs?: Buy_Ind_BankingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_BankingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_banking(inputs)
	if (locale === "ta") return __ta.buy_ind_banking(inputs)
	return __en.buy_ind_banking(inputs)
});
/**
* | output |
* | --- |
* | "Beauty & Cosmetics" |
*
* @param {Buy_Ind_Beauty_CosmeticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_beauty_cosmetics = /** @type {((inputs?: Buy_Ind_Beauty_CosmeticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Beauty_CosmeticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_beauty_cosmetics(inputs)
	if (locale === "ta") return __ta.buy_ind_beauty_cosmetics(inputs)
	return __en.buy_ind_beauty_cosmetics(inputs)
});
/**
* | output |
* | --- |
* | "Biotechnology" |
*
* @param {Buy_Ind_BiotechnologyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_biotechnology = /** @type {((inputs?: Buy_Ind_BiotechnologyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_BiotechnologyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_biotechnology(inputs)
	if (locale === "ta") return __ta.buy_ind_biotechnology(inputs)
	return __en.buy_ind_biotechnology(inputs)
});
/**
* | output |
* | --- |
* | "Construction" |
*
* @param {Buy_Ind_ConstructionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_construction = /** @type {((inputs?: Buy_Ind_ConstructionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_ConstructionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_construction(inputs)
	if (locale === "ta") return __ta.buy_ind_construction(inputs)
	return __en.buy_ind_construction(inputs)
});
/**
* | output |
* | --- |
* | "Consulting" |
*
* @param {Buy_Ind_ConsultingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_consulting = /** @type {((inputs?: Buy_Ind_ConsultingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_ConsultingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_consulting(inputs)
	if (locale === "ta") return __ta.buy_ind_consulting(inputs)
	return __en.buy_ind_consulting(inputs)
});
/**
* | output |
* | --- |
* | "Consumer Electronics" |
*
* @param {Buy_Ind_Consumer_ElectronicsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_consumer_electronics = /** @type {((inputs?: Buy_Ind_Consumer_ElectronicsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Consumer_ElectronicsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_consumer_electronics(inputs)
	if (locale === "ta") return __ta.buy_ind_consumer_electronics(inputs)
	return __en.buy_ind_consumer_electronics(inputs)
});
/**
* | output |
* | --- |
* | "E-commerce" |
*
* @param {Buy_Ind_E_CommerceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_e_commerce = /** @type {((inputs?: Buy_Ind_E_CommerceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_E_CommerceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_e_commerce(inputs)
	if (locale === "ta") return __ta.buy_ind_e_commerce(inputs)
	return __en.buy_ind_e_commerce(inputs)
});
/**
* | output |
* | --- |
* | "Education" |
*
* @param {Buy_Ind_EducationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_education = /** @type {((inputs?: Buy_Ind_EducationInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_EducationInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_education(inputs)
	if (locale === "ta") return __ta.buy_ind_education(inputs)
	return __en.buy_ind_education(inputs)
});
/**
* | output |
* | --- |
* | "Energy & Utilities" |
*
* @param {Buy_Ind_Energy_UtilitiesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_energy_utilities = /** @type {((inputs?: Buy_Ind_Energy_UtilitiesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Energy_UtilitiesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_energy_utilities(inputs)
	if (locale === "ta") return __ta.buy_ind_energy_utilities(inputs)
	return __en.buy_ind_energy_utilities(inputs)
});
/**
* | output |
* | --- |
* | "Engineering" |
*
* @param {Buy_Ind_EngineeringInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_engineering = /** @type {((inputs?: Buy_Ind_EngineeringInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_EngineeringInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_engineering(inputs)
	if (locale === "ta") return __ta.buy_ind_engineering(inputs)
	return __en.buy_ind_engineering(inputs)
});
/**
* | output |
* | --- |
* | "Entertainment" |
*
* @param {Buy_Ind_EntertainmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_entertainment = /** @type {((inputs?: Buy_Ind_EntertainmentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_EntertainmentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_entertainment(inputs)
	if (locale === "ta") return __ta.buy_ind_entertainment(inputs)
	return __en.buy_ind_entertainment(inputs)
});
/**
* | output |
* | --- |
* | "Environmental Services" |
*
* @param {Buy_Ind_Environmental_ServicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_environmental_services = /** @type {((inputs?: Buy_Ind_Environmental_ServicesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Environmental_ServicesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_environmental_services(inputs)
	if (locale === "ta") return __ta.buy_ind_environmental_services(inputs)
	return __en.buy_ind_environmental_services(inputs)
});
/**
* | output |
* | --- |
* | "Events & Weddings" |
*
* @param {Buy_Ind_Events_WeddingsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_events_weddings = /** @type {((inputs?: Buy_Ind_Events_WeddingsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Events_WeddingsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_events_weddings(inputs)
	if (locale === "ta") return __ta.buy_ind_events_weddings(inputs)
	return __en.buy_ind_events_weddings(inputs)
});
/**
* | output |
* | --- |
* | "Fitness & Wellness" |
*
* @param {Buy_Ind_Fitness_WellnessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_fitness_wellness = /** @type {((inputs?: Buy_Ind_Fitness_WellnessInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Fitness_WellnessInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_fitness_wellness(inputs)
	if (locale === "ta") return __ta.buy_ind_fitness_wellness(inputs)
	return __en.buy_ind_fitness_wellness(inputs)
});
/**
* | output |
* | --- |
* | "Food & Beverage" |
*
* @param {Buy_Ind_Food_BeverageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_food_beverage = /** @type {((inputs?: Buy_Ind_Food_BeverageInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Food_BeverageInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_food_beverage(inputs)
	if (locale === "ta") return __ta.buy_ind_food_beverage(inputs)
	return __en.buy_ind_food_beverage(inputs)
});
/**
* | output |
* | --- |
* | "Furniture & Home Decor" |
*
* @param {Buy_Ind_Furniture_Home_DecorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_furniture_home_decor = /** @type {((inputs?: Buy_Ind_Furniture_Home_DecorInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Furniture_Home_DecorInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_furniture_home_decor(inputs)
	if (locale === "ta") return __ta.buy_ind_furniture_home_decor(inputs)
	return __en.buy_ind_furniture_home_decor(inputs)
});
/**
* | output |
* | --- |
* | "Gaming" |
*
* @param {Buy_Ind_GamingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_gaming = /** @type {((inputs?: Buy_Ind_GamingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_GamingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_gaming(inputs)
	if (locale === "ta") return __ta.buy_ind_gaming(inputs)
	return __en.buy_ind_gaming(inputs)
});
/**
* | output |
* | --- |
* | "Government" |
*
* @param {Buy_Ind_GovernmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_government = /** @type {((inputs?: Buy_Ind_GovernmentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_GovernmentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_government(inputs)
	if (locale === "ta") return __ta.buy_ind_government(inputs)
	return __en.buy_ind_government(inputs)
});
/**
* | output |
* | --- |
* | "Healthcare" |
*
* @param {Buy_Ind_HealthcareInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_healthcare = /** @type {((inputs?: Buy_Ind_HealthcareInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_HealthcareInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_healthcare(inputs)
	if (locale === "ta") return __ta.buy_ind_healthcare(inputs)
	return __en.buy_ind_healthcare(inputs)
});
/**
* | output |
* | --- |
* | "Hospitality" |
*
* @param {Buy_Ind_HospitalityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_hospitality = /** @type {((inputs?: Buy_Ind_HospitalityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_HospitalityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_hospitality(inputs)
	if (locale === "ta") return __ta.buy_ind_hospitality(inputs)
	return __en.buy_ind_hospitality(inputs)
});
/**
* | output |
* | --- |
* | "Human Resources" |
*
* @param {Buy_Ind_Human_ResourcesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_human_resources = /** @type {((inputs?: Buy_Ind_Human_ResourcesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Human_ResourcesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_human_resources(inputs)
	if (locale === "ta") return __ta.buy_ind_human_resources(inputs)
	return __en.buy_ind_human_resources(inputs)
});
/**
* | output |
* | --- |
* | "Import & Export" |
*
* @param {Buy_Ind_Import_ExportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_import_export = /** @type {((inputs?: Buy_Ind_Import_ExportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Import_ExportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_import_export(inputs)
	if (locale === "ta") return __ta.buy_ind_import_export(inputs)
	return __en.buy_ind_import_export(inputs)
});
/**
* | output |
* | --- |
* | "Information Technology" |
*
* @param {Buy_Ind_Information_TechnologyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_information_technology = /** @type {((inputs?: Buy_Ind_Information_TechnologyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Information_TechnologyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_information_technology(inputs)
	if (locale === "ta") return __ta.buy_ind_information_technology(inputs)
	return __en.buy_ind_information_technology(inputs)
});
/**
* | output |
* | --- |
* | "Insurance" |
*
* @param {Buy_Ind_InsuranceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_insurance = /** @type {((inputs?: Buy_Ind_InsuranceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_InsuranceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_insurance(inputs)
	if (locale === "ta") return __ta.buy_ind_insurance(inputs)
	return __en.buy_ind_insurance(inputs)
});
/**
* | output |
* | --- |
* | "Interior Design" |
*
* @param {Buy_Ind_Interior_DesignInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_interior_design = /** @type {((inputs?: Buy_Ind_Interior_DesignInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Interior_DesignInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_interior_design(inputs)
	if (locale === "ta") return __ta.buy_ind_interior_design(inputs)
	return __en.buy_ind_interior_design(inputs)
});
/**
* | output |
* | --- |
* | "Jewellery" |
*
* @param {Buy_Ind_JewelleryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_jewellery = /** @type {((inputs?: Buy_Ind_JewelleryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_JewelleryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_jewellery(inputs)
	if (locale === "ta") return __ta.buy_ind_jewellery(inputs)
	return __en.buy_ind_jewellery(inputs)
});
/**
* | output |
* | --- |
* | "Legal Services" |
*
* @param {Buy_Ind_Legal_ServicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_legal_services = /** @type {((inputs?: Buy_Ind_Legal_ServicesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Legal_ServicesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_legal_services(inputs)
	if (locale === "ta") return __ta.buy_ind_legal_services(inputs)
	return __en.buy_ind_legal_services(inputs)
});
/**
* | output |
* | --- |
* | "Logistics & Transport" |
*
* @param {Buy_Ind_Logistics_TransportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_logistics_transport = /** @type {((inputs?: Buy_Ind_Logistics_TransportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Logistics_TransportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_logistics_transport(inputs)
	if (locale === "ta") return __ta.buy_ind_logistics_transport(inputs)
	return __en.buy_ind_logistics_transport(inputs)
});
/**
* | output |
* | --- |
* | "Manufacturing" |
*
* @param {Buy_Ind_ManufacturingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_manufacturing = /** @type {((inputs?: Buy_Ind_ManufacturingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_ManufacturingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_manufacturing(inputs)
	if (locale === "ta") return __ta.buy_ind_manufacturing(inputs)
	return __en.buy_ind_manufacturing(inputs)
});
/**
* | output |
* | --- |
* | "Media & Publishing" |
*
* @param {Buy_Ind_Media_PublishingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_media_publishing = /** @type {((inputs?: Buy_Ind_Media_PublishingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Media_PublishingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_media_publishing(inputs)
	if (locale === "ta") return __ta.buy_ind_media_publishing(inputs)
	return __en.buy_ind_media_publishing(inputs)
});
/**
* | output |
* | --- |
* | "Mining" |
*
* @param {Buy_Ind_MiningInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_mining = /** @type {((inputs?: Buy_Ind_MiningInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_MiningInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_mining(inputs)
	if (locale === "ta") return __ta.buy_ind_mining(inputs)
	return __en.buy_ind_mining(inputs)
});
/**
* | output |
* | --- |
* | "Music" |
*
* @param {Buy_Ind_MusicInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_music = /** @type {((inputs?: Buy_Ind_MusicInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_MusicInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_music(inputs)
	if (locale === "ta") return __ta.buy_ind_music(inputs)
	return __en.buy_ind_music(inputs)
});
/**
* | output |
* | --- |
* | "Non-profit" |
*
* @param {Buy_Ind_Non_ProfitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_non_profit = /** @type {((inputs?: Buy_Ind_Non_ProfitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Non_ProfitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_non_profit(inputs)
	if (locale === "ta") return __ta.buy_ind_non_profit(inputs)
	return __en.buy_ind_non_profit(inputs)
});
/**
* | output |
* | --- |
* | "Pharmaceuticals" |
*
* @param {Buy_Ind_PharmaceuticalsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_pharmaceuticals = /** @type {((inputs?: Buy_Ind_PharmaceuticalsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_PharmaceuticalsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_pharmaceuticals(inputs)
	if (locale === "ta") return __ta.buy_ind_pharmaceuticals(inputs)
	return __en.buy_ind_pharmaceuticals(inputs)
});
/**
* | output |
* | --- |
* | "Photography" |
*
* @param {Buy_Ind_PhotographyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_photography = /** @type {((inputs?: Buy_Ind_PhotographyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_PhotographyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_photography(inputs)
	if (locale === "ta") return __ta.buy_ind_photography(inputs)
	return __en.buy_ind_photography(inputs)
});
/**
* | output |
* | --- |
* | "Printing & Packaging" |
*
* @param {Buy_Ind_Printing_PackagingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_printing_packaging = /** @type {((inputs?: Buy_Ind_Printing_PackagingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Printing_PackagingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_printing_packaging(inputs)
	if (locale === "ta") return __ta.buy_ind_printing_packaging(inputs)
	return __en.buy_ind_printing_packaging(inputs)
});
/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Buy_Ind_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_real_estate = /** @type {((inputs?: Buy_Ind_Real_EstateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Real_EstateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_real_estate(inputs)
	if (locale === "ta") return __ta.buy_ind_real_estate(inputs)
	return __en.buy_ind_real_estate(inputs)
});
/**
* | output |
* | --- |
* | "Recruitment" |
*
* @param {Buy_Ind_RecruitmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_recruitment = /** @type {((inputs?: Buy_Ind_RecruitmentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_RecruitmentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_recruitment(inputs)
	if (locale === "ta") return __ta.buy_ind_recruitment(inputs)
	return __en.buy_ind_recruitment(inputs)
});
/**
* | output |
* | --- |
* | "Restaurants & Cafes" |
*
* @param {Buy_Ind_Restaurants_CafesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_restaurants_cafes = /** @type {((inputs?: Buy_Ind_Restaurants_CafesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Restaurants_CafesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_restaurants_cafes(inputs)
	if (locale === "ta") return __ta.buy_ind_restaurants_cafes(inputs)
	return __en.buy_ind_restaurants_cafes(inputs)
});
/**
* | output |
* | --- |
* | "Retail" |
*
* @param {Buy_Ind_RetailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_retail = /** @type {((inputs?: Buy_Ind_RetailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_RetailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_retail(inputs)
	if (locale === "ta") return __ta.buy_ind_retail(inputs)
	return __en.buy_ind_retail(inputs)
});
/**
* | output |
* | --- |
* | "Security Services" |
*
* @param {Buy_Ind_Security_ServicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_security_services = /** @type {((inputs?: Buy_Ind_Security_ServicesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Security_ServicesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_security_services(inputs)
	if (locale === "ta") return __ta.buy_ind_security_services(inputs)
	return __en.buy_ind_security_services(inputs)
});
/**
* | output |
* | --- |
* | "Software & SaaS" |
*
* @param {Buy_Ind_Software_SaasInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_software_saas = /** @type {((inputs?: Buy_Ind_Software_SaasInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Software_SaasInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_software_saas(inputs)
	if (locale === "ta") return __ta.buy_ind_software_saas(inputs)
	return __en.buy_ind_software_saas(inputs)
});
/**
* | output |
* | --- |
* | "Spa & Salon" |
*
* @param {Buy_Ind_Spa_SalonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_spa_salon = /** @type {((inputs?: Buy_Ind_Spa_SalonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Spa_SalonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_spa_salon(inputs)
	if (locale === "ta") return __ta.buy_ind_spa_salon(inputs)
	return __en.buy_ind_spa_salon(inputs)
});
/**
* | output |
* | --- |
* | "Sports" |
*
* @param {Buy_Ind_SportsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_sports = /** @type {((inputs?: Buy_Ind_SportsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_SportsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_sports(inputs)
	if (locale === "ta") return __ta.buy_ind_sports(inputs)
	return __en.buy_ind_sports(inputs)
});
/**
* | output |
* | --- |
* | "Tea & Spices" |
*
* @param {Buy_Ind_Tea_SpicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_tea_spices = /** @type {((inputs?: Buy_Ind_Tea_SpicesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Tea_SpicesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_tea_spices(inputs)
	if (locale === "ta") return __ta.buy_ind_tea_spices(inputs)
	return __en.buy_ind_tea_spices(inputs)
});
/**
* | output |
* | --- |
* | "Telecommunications" |
*
* @param {Buy_Ind_TelecommunicationsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_telecommunications = /** @type {((inputs?: Buy_Ind_TelecommunicationsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_TelecommunicationsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_telecommunications(inputs)
	if (locale === "ta") return __ta.buy_ind_telecommunications(inputs)
	return __en.buy_ind_telecommunications(inputs)
});
/**
* | output |
* | --- |
* | "Textiles" |
*
* @param {Buy_Ind_TextilesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_textiles = /** @type {((inputs?: Buy_Ind_TextilesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_TextilesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_textiles(inputs)
	if (locale === "ta") return __ta.buy_ind_textiles(inputs)
	return __en.buy_ind_textiles(inputs)
});
/**
* | output |
* | --- |
* | "Tourism & Travel" |
*
* @param {Buy_Ind_Tourism_TravelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_tourism_travel = /** @type {((inputs?: Buy_Ind_Tourism_TravelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_Tourism_TravelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_tourism_travel(inputs)
	if (locale === "ta") return __ta.buy_ind_tourism_travel(inputs)
	return __en.buy_ind_tourism_travel(inputs)
});
/**
* | output |
* | --- |
* | "Wholesale" |
*
* @param {Buy_Ind_WholesaleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_ind_wholesale = /** @type {((inputs?: Buy_Ind_WholesaleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Ind_WholesaleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_ind_wholesale(inputs)
	if (locale === "ta") return __ta.buy_ind_wholesale(inputs)
	return __en.buy_ind_wholesale(inputs)
});
/**
* | output |
* | --- |
* | "Industry *" |
*
* @param {Buy_IndustryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_industry = /** @type {((inputs?: Buy_IndustryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_IndustryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_industry(inputs)
	if (locale === "ta") return __ta.buy_industry(inputs)
	return __en.buy_industry(inputs)
});
/**
* | output |
* | --- |
* | "Select your industry" |
*
* @param {Buy_Industry_ChooseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_industry_choose = /** @type {((inputs?: Buy_Industry_ChooseInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Industry_ChooseInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_industry_choose(inputs)
	if (locale === "ta") return __ta.buy_industry_choose(inputs)
	return __en.buy_industry_choose(inputs)
});
/**
* | output |
* | --- |
* | "Please select your industry" |
*
* @param {Buy_Industry_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_industry_required = /** @type {((inputs?: Buy_Industry_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Industry_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_industry_required(inputs)
	if (locale === "ta") return __ta.buy_industry_required(inputs)
	return __en.buy_industry_required(inputs)
});
/**
* | output |
* | --- |
* | "Loading your onboarding..." |
*
* @param {Buy_LoadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_loading = /** @type {((inputs?: Buy_LoadingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_LoadingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_loading(inputs)
	if (locale === "ta") return __ta.buy_loading(inputs)
	return __en.buy_loading(inputs)
});
/**
* | output |
* | --- |
* | "Send me tips and offers by email (optional)" |
*
* @param {Buy_Marketing_ConsentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_marketing_consent = /** @type {((inputs?: Buy_Marketing_ConsentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Marketing_ConsentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_marketing_consent(inputs)
	if (locale === "ta") return __ta.buy_marketing_consent(inputs)
	return __en.buy_marketing_consent(inputs)
});
/**
* | output |
* | --- |
* | "Next" |
*
* @param {Buy_NextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_next = /** @type {((inputs?: Buy_NextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_NextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_next(inputs)
	if (locale === "ta") return __ta.buy_next(inputs)
	return __en.buy_next(inputs)
});
/**
* | output |
* | --- |
* | "No plan selected. Please go back to pricing to select a plan." |
*
* @param {Buy_No_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_no_plan = /** @type {((inputs?: Buy_No_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_No_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_no_plan(inputs)
	if (locale === "ta") return __ta.buy_no_plan(inputs)
	return __en.buy_no_plan(inputs)
});
/**
* | output |
* | --- |
* | "Your onboarding answers are not in this browser." |
*
* @param {Buy_Not_In_BrowserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_not_in_browser = /** @type {((inputs?: Buy_Not_In_BrowserInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Not_In_BrowserInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_not_in_browser(inputs)
	if (locale === "ta") return __ta.buy_not_in_browser(inputs)
	return __en.buy_not_in_browser(inputs)
});
/**
* | output |
* | --- |
* | "Onboarding" |
*
* @param {Buy_OnboardingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_onboarding = /** @type {((inputs?: Buy_OnboardingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_OnboardingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_onboarding(inputs)
	if (locale === "ta") return __ta.buy_onboarding(inputs)
	return __en.buy_onboarding(inputs)
});
/**
* | output |
* | --- |
* | "Order Summary" |
*
* @param {Buy_Order_SummaryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_order_summary = /** @type {((inputs?: Buy_Order_SummaryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Order_SummaryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_order_summary(inputs)
	if (locale === "ta") return __ta.buy_order_summary(inputs)
	return __en.buy_order_summary(inputs)
});
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Buy_OtherInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_other = /** @type {((inputs?: Buy_OtherInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_OtherInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_other(inputs)
	if (locale === "ta") return __ta.buy_other(inputs)
	return __en.buy_other(inputs)
});
/**
* | output |
* | --- |
* | "Your plan was added to the Fli DESK account for your email. Sign in with its Fli DESK ID." |
*
* @param {Buy_Paid_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_paid_added = /** @type {((inputs?: Buy_Paid_AddedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Paid_AddedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_paid_added(inputs)
	if (locale === "ta") return __ta.buy_paid_added(inputs)
	return __en.buy_paid_added(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Taking you to your desk in {count} second..." |
* | "other" | "Taking you to your desk in {count} seconds..." |
*
* @param {Buy_Paid_CountdownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_paid_countdown = /** @type {((inputs: Buy_Paid_CountdownInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Paid_CountdownInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_paid_countdown(inputs)
	if (locale === "ta") return __ta.buy_paid_countdown(inputs)
	return __en.buy_paid_countdown(inputs)
});
/**
* | output |
* | --- |
* | "We have also emailed your Fli DESK ID to you." |
*
* @param {Buy_Paid_EmailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_paid_emailed = /** @type {((inputs?: Buy_Paid_EmailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Paid_EmailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_paid_emailed(inputs)
	if (locale === "ta") return __ta.buy_paid_emailed(inputs)
	return __en.buy_paid_emailed(inputs)
});
/**
* | output |
* | --- |
* | "Welcome aboard. Your Fli DESK account is ready." |
*
* @param {Buy_Paid_ReadyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_paid_ready = /** @type {((inputs?: Buy_Paid_ReadyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Paid_ReadyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_paid_ready(inputs)
	if (locale === "ta") return __ta.buy_paid_ready(inputs)
	return __en.buy_paid_ready(inputs)
});
/**
* | output |
* | --- |
* | "Payment Successful!" |
*
* @param {Buy_Paid_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_paid_title = /** @type {((inputs?: Buy_Paid_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Paid_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_paid_title(inputs)
	if (locale === "ta") return __ta.buy_paid_title(inputs)
	return __en.buy_paid_title(inputs)
});
/**
* | output |
* | --- |
* | "Password *" |
*
* @param {Buy_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password = /** @type {((inputs?: Buy_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_password(inputs)
	if (locale === "ta") return __ta.buy_password(inputs)
	return __en.buy_password(inputs)
});
/**
* | output |
* | --- |
* | "For your security the password you chose is not kept in the browser: please enter it again." |
*
* @param {Buy_Password_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_again = /** @type {((inputs?: Buy_Password_AgainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Password_AgainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_password_again(inputs)
	if (locale === "ta") return __ta.buy_password_again(inputs)
	return __en.buy_password_again(inputs)
});
/**
* | output |
* | --- |
* | "You will sign in to Fli DESK with your desk ID and this password." |
*
* @param {Buy_Password_HelpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_help = /** @type {((inputs?: Buy_Password_HelpInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Password_HelpInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_password_help(inputs)
	if (locale === "ta") return __ta.buy_password_help(inputs)
	return __en.buy_password_help(inputs)
});
/**
* | output |
* | --- |
* | "Password must be at least 8 characters long" |
*
* @param {Buy_Password_LengthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_length = /** @type {((inputs?: Buy_Password_LengthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Password_LengthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_password_length(inputs)
	if (locale === "ta") return __ta.buy_password_length(inputs)
	return __en.buy_password_length(inputs)
});
/**
* | output |
* | --- |
* | "Password must contain at least one lowercase letter" |
*
* @param {Buy_Password_LowerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_lower = /** @type {((inputs?: Buy_Password_LowerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Password_LowerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_password_lower(inputs)
	if (locale === "ta") return __ta.buy_password_lower(inputs)
	return __en.buy_password_lower(inputs)
});
/**
* | output |
* | --- |
* | "Password must contain at least one number" |
*
* @param {Buy_Password_NumberInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_number = /** @type {((inputs?: Buy_Password_NumberInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Password_NumberInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_password_number(inputs)
	if (locale === "ta") return __ta.buy_password_number(inputs)
	return __en.buy_password_number(inputs)
});
/**
* | output |
* | --- |
* | "Password is required" |
*
* @param {Buy_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_required = /** @type {((inputs?: Buy_Password_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Password_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_password_required(inputs)
	if (locale === "ta") return __ta.buy_password_required(inputs)
	return __en.buy_password_required(inputs)
});
/**
* | output |
* | --- |
* | "Password must be at most 128 characters long" |
*
* @param {Buy_Password_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_too_long = /** @type {((inputs?: Buy_Password_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Password_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_password_too_long(inputs)
	if (locale === "ta") return __ta.buy_password_too_long(inputs)
	return __en.buy_password_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Password must contain at least one uppercase letter" |
*
* @param {Buy_Password_UpperInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_password_upper = /** @type {((inputs?: Buy_Password_UpperInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Password_UpperInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_password_upper(inputs)
	if (locale === "ta") return __ta.buy_password_upper(inputs)
	return __en.buy_password_upper(inputs)
});
/**
* | output |
* | --- |
* | "Pay {total}" |
*
* @param {Buy_PayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_pay = /** @type {((inputs: Buy_PayInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_PayInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_pay(inputs)
	if (locale === "ta") return __ta.buy_pay(inputs)
	return __en.buy_pay(inputs)
});
/**
* | output |
* | --- |
* | "Payment Details" |
*
* @param {Buy_Payment_DetailsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_payment_details = /** @type {((inputs?: Buy_Payment_DetailsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Payment_DetailsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_payment_details(inputs)
	if (locale === "ta") return __ta.buy_payment_details(inputs)
	return __en.buy_payment_details(inputs)
});
/**
* | output |
* | --- |
* | "Payment form" |
*
* @param {Buy_Payment_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_payment_form = /** @type {((inputs?: Buy_Payment_FormInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Payment_FormInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_payment_form(inputs)
	if (locale === "ta") return __ta.buy_payment_form(inputs)
	return __en.buy_payment_form(inputs)
});
/**
* | output |
* | --- |
* | "month" |
*
* @param {Buy_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_per_month = /** @type {((inputs?: Buy_Per_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Per_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_per_month(inputs)
	if (locale === "ta") return __ta.buy_per_month(inputs)
	return __en.buy_per_month(inputs)
});
/**
* | output |
* | --- |
* | "year" |
*
* @param {Buy_Per_YearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_per_year = /** @type {((inputs?: Buy_Per_YearInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Per_YearInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_per_year(inputs)
	if (locale === "ta") return __ta.buy_per_year(inputs)
	return __en.buy_per_year(inputs)
});
/**
* | output |
* | --- |
* | "Phone Number *" |
*
* @param {Buy_PhoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_phone = /** @type {((inputs?: Buy_PhoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_PhoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_phone(inputs)
	if (locale === "ta") return __ta.buy_phone(inputs)
	return __en.buy_phone(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid phone number with country code (e.g., +94771234567)" |
*
* @param {Buy_Phone_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_phone_invalid = /** @type {((inputs?: Buy_Phone_InvalidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Phone_InvalidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_phone_invalid(inputs)
	if (locale === "ta") return __ta.buy_phone_invalid(inputs)
	return __en.buy_phone_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Buy_Phone_PlainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_phone_plain = /** @type {((inputs?: Buy_Phone_PlainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Phone_PlainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_phone_plain(inputs)
	if (locale === "ta") return __ta.buy_phone_plain(inputs)
	return __en.buy_phone_plain(inputs)
});
/**
* | output |
* | --- |
* | "Phone number is required" |
*
* @param {Buy_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_phone_required = /** @type {((inputs?: Buy_Phone_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Phone_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_phone_required(inputs)
	if (locale === "ta") return __ta.buy_phone_required(inputs)
	return __en.buy_phone_required(inputs)
});
/**
* | output |
* | --- |
* | "{plan} Plan" |
*
* @param {Buy_Plan_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_plan_name = /** @type {((inputs: Buy_Plan_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Plan_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_plan_name(inputs)
	if (locale === "ta") return __ta.buy_plan_name(inputs)
	return __en.buy_plan_name(inputs)
});
/**
* | output |
* | --- |
* | "Your {plan} plan allows up to {count} platforms." |
*
* @param {Buy_Platform_LimitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_platform_limit = /** @type {((inputs: Buy_Platform_LimitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Platform_LimitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_platform_limit(inputs)
	if (locale === "ta") return __ta.buy_platform_limit(inputs)
	return __en.buy_platform_limit(inputs)
});
/**
* | output |
* | --- |
* | "Platform Limit Reached" |
*
* @param {Buy_Platform_Limit_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_platform_limit_title = /** @type {((inputs?: Buy_Platform_Limit_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Platform_Limit_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_platform_limit_title(inputs)
	if (locale === "ta") return __ta.buy_platform_limit_title(inputs)
	return __en.buy_platform_limit_title(inputs)
});
/**
* | output |
* | --- |
* | "Please select at least one platform" |
*
* @param {Buy_Platform_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_platform_required = /** @type {((inputs?: Buy_Platform_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Platform_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_platform_required(inputs)
	if (locale === "ta") return __ta.buy_platform_required(inputs)
	return __en.buy_platform_required(inputs)
});
/**
* | output |
* | --- |
* | "Your {plan} plan includes up to {count} platforms." |
*
* @param {Buy_Platforms_IncludedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_platforms_included = /** @type {((inputs: Buy_Platforms_IncludedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Platforms_IncludedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_platforms_included(inputs)
	if (locale === "ta") return __ta.buy_platforms_included(inputs)
	return __en.buy_platforms_included(inputs)
});
/**
* | output |
* | --- |
* | "Which platforms should we manage?" |
*
* @param {Buy_Platforms_LegendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_platforms_legend = /** @type {((inputs?: Buy_Platforms_LegendInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Platforms_LegendInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_platforms_legend(inputs)
	if (locale === "ta") return __ta.buy_platforms_legend(inputs)
	return __en.buy_platforms_legend(inputs)
});
/**
* | output |
* | --- |
* | "Failed to prepare checkout. Please try again." |
*
* @param {Buy_Prepare_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_prepare_failed = /** @type {((inputs?: Buy_Prepare_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Prepare_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_prepare_failed(inputs)
	if (locale === "ta") return __ta.buy_prepare_failed(inputs)
	return __en.buy_prepare_failed(inputs)
});
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Buy_PrivacyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_privacy = /** @type {((inputs?: Buy_PrivacyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_PrivacyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_privacy(inputs)
	if (locale === "ta") return __ta.buy_privacy(inputs)
	return __en.buy_privacy(inputs)
});
/**
* | output |
* | --- |
* | "Processing Payment..." |
*
* @param {Buy_ProcessingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_processing = /** @type {((inputs?: Buy_ProcessingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_ProcessingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_processing(inputs)
	if (locale === "ta") return __ta.buy_processing(inputs)
	return __en.buy_processing(inputs)
});
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Buy_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_progress = /** @type {((inputs?: Buy_ProgressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_ProgressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_progress(inputs)
	if (locale === "ta") return __ta.buy_progress(inputs)
	return __en.buy_progress(inputs)
});
/**
* | output |
* | --- |
* | "Confirmation" |
*
* @param {Buy_Progress_ConfirmationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_progress_confirmation = /** @type {((inputs?: Buy_Progress_ConfirmationInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Progress_ConfirmationInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_progress_confirmation(inputs)
	if (locale === "ta") return __ta.buy_progress_confirmation(inputs)
	return __en.buy_progress_confirmation(inputs)
});
/**
* | output |
* | --- |
* | "Onboarding progress, {percent}%" |
*
* @param {Buy_Progress_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_progress_label = /** @type {((inputs: Buy_Progress_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Progress_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_progress_label(inputs)
	if (locale === "ta") return __ta.buy_progress_label(inputs)
	return __en.buy_progress_label(inputs)
});
/**
* | output |
* | --- |
* | "OnBoarding" |
*
* @param {Buy_Progress_OnboardingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_progress_onboarding = /** @type {((inputs?: Buy_Progress_OnboardingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Progress_OnboardingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_progress_onboarding(inputs)
	if (locale === "ta") return __ta.buy_progress_onboarding(inputs)
	return __en.buy_progress_onboarding(inputs)
});
/**
* | output |
* | --- |
* | "Thank you: your payment for the {plan} {service} plan went through. We need to finish setting up your plan ourselves, and will be in touch by email." |
*
* @param {Buy_Received_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_received_text = /** @type {((inputs: Buy_Received_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Received_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_received_text(inputs)
	if (locale === "ta") return __ta.buy_received_text(inputs)
	return __en.buy_received_text(inputs)
});
/**
* | output |
* | --- |
* | "Payment Received" |
*
* @param {Buy_Received_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_received_title = /** @type {((inputs?: Buy_Received_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Received_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_received_title(inputs)
	if (locale === "ta") return __ta.buy_received_title(inputs)
	return __en.buy_received_title(inputs)
});
/**
* | output |
* | --- |
* | "Continue where I left off" |
*
* @param {Buy_Resume_ContinueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_continue = /** @type {((inputs?: Buy_Resume_ContinueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Resume_ContinueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_resume_continue(inputs)
	if (locale === "ta") return __ta.buy_resume_continue(inputs)
	return __en.buy_resume_continue(inputs)
});
/**
* | output |
* | --- |
* | "Go to onboarding" |
*
* @param {Buy_Resume_GoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_go = /** @type {((inputs?: Buy_Resume_GoInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Resume_GoInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_resume_go(inputs)
	if (locale === "ta") return __ta.buy_resume_go(inputs)
	return __en.buy_resume_go(inputs)
});
/**
* | output |
* | --- |
* | "A link to continue your onboarding works once, for 3 days, and saved answers are deleted 3 days after your last change. You can start again, or ask for a new..." |
*
* @param {Buy_Resume_Gone_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_gone_text = /** @type {((inputs?: Buy_Resume_Gone_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Resume_Gone_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_resume_gone_text(inputs)
	if (locale === "ta") return __ta.buy_resume_gone_text(inputs)
	return __en.buy_resume_gone_text(inputs)
});
/**
* | output |
* | --- |
* | "This link no longer works" |
*
* @param {Buy_Resume_Gone_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_gone_title = /** @type {((inputs?: Buy_Resume_Gone_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Resume_Gone_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_resume_gone_title(inputs)
	if (locale === "ta") return __ta.buy_resume_gone_title(inputs)
	return __en.buy_resume_gone_title(inputs)
});
/**
* | output |
* | --- |
* | "This link works once." |
*
* @param {Buy_Resume_OnceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_once = /** @type {((inputs?: Buy_Resume_OnceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Resume_OnceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_resume_once(inputs)
	if (locale === "ta") return __ta.buy_resume_once(inputs)
	return __en.buy_resume_once(inputs)
});
/**
* | output |
* | --- |
* | "Opening your onboarding..." |
*
* @param {Buy_Resume_OpeningInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_opening = /** @type {((inputs?: Buy_Resume_OpeningInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Resume_OpeningInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_resume_opening(inputs)
	if (locale === "ta") return __ta.buy_resume_opening(inputs)
	return __en.buy_resume_opening(inputs)
});
/**
* | output |
* | --- |
* | "Opening..." |
*
* @param {Buy_Resume_Opening_ButtonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_opening_button = /** @type {((inputs?: Buy_Resume_Opening_ButtonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Resume_Opening_ButtonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_resume_opening_button(inputs)
	if (locale === "ta") return __ta.buy_resume_opening_button(inputs)
	return __en.buy_resume_opening_button(inputs)
});
/**
* | output |
* | --- |
* | "We saved your answers for" |
*
* @param {Buy_Resume_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_saved = /** @type {((inputs?: Buy_Resume_SavedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Resume_SavedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_resume_saved(inputs)
	if (locale === "ta") return __ta.buy_resume_saved(inputs)
	return __en.buy_resume_saved(inputs)
});
/**
* | output |
* | --- |
* | "Continue in this browser to pick up where you left off. Answers you have already entered here will be replaced by the saved ones." |
*
* @param {Buy_Resume_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_text = /** @type {((inputs?: Buy_Resume_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Resume_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_resume_text(inputs)
	if (locale === "ta") return __ta.buy_resume_text(inputs)
	return __en.buy_resume_text(inputs)
});
/**
* | output |
* | --- |
* | "Continue your onboarding" |
*
* @param {Buy_Resume_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_resume_title = /** @type {((inputs?: Buy_Resume_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Resume_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_resume_title(inputs)
	if (locale === "ta") return __ta.buy_resume_title(inputs)
	return __en.buy_resume_title(inputs)
});
/**
* | output |
* | --- |
* | "Your payment of {amount} was for an order that had been replaced or given up, so nothing was opened or changed with it." |
*
* @param {Buy_Returning_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_returning_closed = /** @type {((inputs: Buy_Returning_ClosedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Returning_ClosedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_returning_closed(inputs)
	if (locale === "ta") return __ta.buy_returning_closed(inputs)
	return __en.buy_returning_closed(inputs)
});
/**
* | output |
* | --- |
* | "Your payment of {amount} did not match this order, so nothing was opened or changed with it." |
*
* @param {Buy_Returning_MismatchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_returning_mismatch = /** @type {((inputs: Buy_Returning_MismatchInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Returning_MismatchInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_returning_mismatch(inputs)
	if (locale === "ta") return __ta.buy_returning_mismatch(inputs)
	return __en.buy_returning_mismatch(inputs)
});
/**
* | output |
* | --- |
* | "It is being refunded to you in full. A refund usually shows within 5 to 10 working days, depending on your bank. We have emailed you the details; you do not ..." |
*
* @param {Buy_Returning_RefundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_returning_refund = /** @type {((inputs?: Buy_Returning_RefundInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Returning_RefundInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_returning_refund(inputs)
	if (locale === "ta") return __ta.buy_returning_refund(inputs)
	return __en.buy_returning_refund(inputs)
});
/**
* | output |
* | --- |
* | "Your payment is being returned" |
*
* @param {Buy_Returning_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_returning_title = /** @type {((inputs?: Buy_Returning_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Returning_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_returning_title(inputs)
	if (locale === "ta") return __ta.buy_returning_title(inputs)
	return __en.buy_returning_title(inputs)
});
/**
* | output |
* | --- |
* | "Annual: {amount} for 12 months, charged once a year." |
*
* @param {Buy_Review_Annual_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_annual_text = /** @type {((inputs: Buy_Review_Annual_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Review_Annual_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_review_annual_text(inputs)
	if (locale === "ta") return __ta.buy_review_annual_text(inputs)
	return __en.buy_review_annual_text(inputs)
});
/**
* | output |
* | --- |
* | "Save 10% with annual billing" |
*
* @param {Buy_Review_Annual_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_annual_title = /** @type {((inputs?: Buy_Review_Annual_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Review_Annual_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_review_annual_title(inputs)
	if (locale === "ta") return __ta.buy_review_annual_title(inputs)
	return __en.buy_review_annual_title(inputs)
});
/**
* | output |
* | --- |
* | "Business" |
*
* @param {Buy_Review_BusinessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_business = /** @type {((inputs?: Buy_Review_BusinessInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Review_BusinessInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_review_business(inputs)
	if (locale === "ta") return __ta.buy_review_business(inputs)
	return __en.buy_review_business(inputs)
});
/**
* | output |
* | --- |
* | "Goals" |
*
* @param {Buy_Review_GoalsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_goals = /** @type {((inputs?: Buy_Review_GoalsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Review_GoalsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_review_goals(inputs)
	if (locale === "ta") return __ta.buy_review_goals(inputs)
	return __en.buy_review_goals(inputs)
});
/**
* | output |
* | --- |
* | "Heard about us" |
*
* @param {Buy_Review_HeardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_heard = /** @type {((inputs?: Buy_Review_HeardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Review_HeardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_review_heard(inputs)
	if (locale === "ta") return __ta.buy_review_heard(inputs)
	return __en.buy_review_heard(inputs)
});
/**
* | output |
* | --- |
* | "Account owner" |
*
* @param {Buy_Review_OwnerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_owner = /** @type {((inputs?: Buy_Review_OwnerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Review_OwnerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_review_owner(inputs)
	if (locale === "ta") return __ta.buy_review_owner(inputs)
	return __en.buy_review_owner(inputs)
});
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Buy_Review_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_plan = /** @type {((inputs?: Buy_Review_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Review_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_review_plan(inputs)
	if (locale === "ta") return __ta.buy_review_plan(inputs)
	return __en.buy_review_plan(inputs)
});
/**
* | output |
* | --- |
* | "{plan} ({service}): {price}/month ({usd})" |
*
* @param {Buy_Review_Plan_PriceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_plan_price = /** @type {((inputs: Buy_Review_Plan_PriceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Review_Plan_PriceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_review_plan_price(inputs)
	if (locale === "ta") return __ta.buy_review_plan_price(inputs)
	return __en.buy_review_plan_price(inputs)
});
/**
* | output |
* | --- |
* | "Platforms" |
*
* @param {Buy_Review_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_platforms = /** @type {((inputs?: Buy_Review_PlatformsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Review_PlatformsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_review_platforms(inputs)
	if (locale === "ta") return __ta.buy_review_platforms(inputs)
	return __en.buy_review_platforms(inputs)
});
/**
* | output |
* | --- |
* | "You can resume within 3 days: unfinished onboarding data is deleted after 3 days." |
*
* @param {Buy_Review_ResumeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_review_resume = /** @type {((inputs?: Buy_Review_ResumeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Review_ResumeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_review_resume(inputs)
	if (locale === "ta") return __ta.buy_review_resume(inputs)
	return __en.buy_review_resume(inputs)
});
/**
* | output |
* | --- |
* | "Save & Exit" |
*
* @param {Buy_Save_ExitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_save_exit = /** @type {((inputs?: Buy_Save_ExitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Save_ExitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_save_exit(inputs)
	if (locale === "ta") return __ta.buy_save_exit(inputs)
	return __en.buy_save_exit(inputs)
});
/**
* | output |
* | --- |
* | "See our plans" |
*
* @param {Buy_See_PlansInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_see_plans = /** @type {((inputs?: Buy_See_PlansInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_See_PlansInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_see_plans(inputs)
	if (locale === "ta") return __ta.buy_see_plans(inputs)
	return __en.buy_see_plans(inputs)
});
/**
* | output |
* | --- |
* | "See the plans" |
*
* @param {Buy_See_The_PlansInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_see_the_plans = /** @type {((inputs?: Buy_See_The_PlansInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_See_The_PlansInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_see_the_plans(inputs)
	if (locale === "ta") return __ta.buy_see_the_plans(inputs)
	return __en.buy_see_the_plans(inputs)
});
/**
* | output |
* | --- |
* | "Service" |
*
* @param {Buy_ServiceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_service = /** @type {((inputs?: Buy_ServiceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_ServiceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_service(inputs)
	if (locale === "ta") return __ta.buy_service(inputs)
	return __en.buy_service(inputs)
});
/**
* | output |
* | --- |
* | "Social Media" |
*
* @param {Buy_Service_SocialInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_service_social = /** @type {((inputs?: Buy_Service_SocialInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Service_SocialInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_service_social(inputs)
	if (locale === "ta") return __ta.buy_service_social(inputs)
	return __en.buy_service_social(inputs)
});
/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Buy_Sign_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_sign_in = /** @type {((inputs?: Buy_Sign_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Sign_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_sign_in(inputs)
	if (locale === "ta") return __ta.buy_sign_in(inputs)
	return __en.buy_sign_in(inputs)
});
/**
* | output |
* | --- |
* | "Account Owner Details" |
*
* @param {Buy_Step_AccountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_account = /** @type {((inputs?: Buy_Step_AccountInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Step_AccountInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_step_account(inputs)
	if (locale === "ta") return __ta.buy_step_account(inputs)
	return __en.buy_step_account(inputs)
});
/**
* | output |
* | --- |
* | "Business Info" |
*
* @param {Buy_Step_BusinessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_business = /** @type {((inputs?: Buy_Step_BusinessInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Step_BusinessInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_step_business(inputs)
	if (locale === "ta") return __ta.buy_step_business(inputs)
	return __en.buy_step_business(inputs)
});
/**
* | output |
* | --- |
* | "Marketing Goals" |
*
* @param {Buy_Step_GoalsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_goals = /** @type {((inputs?: Buy_Step_GoalsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Step_GoalsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_step_goals(inputs)
	if (locale === "ta") return __ta.buy_step_goals(inputs)
	return __en.buy_step_goals(inputs)
});
/**
* | output |
* | --- |
* | "How Did You Hear?" |
*
* @param {Buy_Step_HearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_hear = /** @type {((inputs?: Buy_Step_HearInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Step_HearInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_step_hear(inputs)
	if (locale === "ta") return __ta.buy_step_hear(inputs)
	return __en.buy_step_hear(inputs)
});
/**
* | output |
* | --- |
* | "Step {step}: {title}" |
*
* @param {Buy_Step_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_label = /** @type {((inputs: Buy_Step_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Step_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_step_label(inputs)
	if (locale === "ta") return __ta.buy_step_label(inputs)
	return __en.buy_step_label(inputs)
});
/**
* | output |
* | --- |
* | "Step {step} of {total}" |
*
* @param {Buy_Step_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_of = /** @type {((inputs: Buy_Step_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Step_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_step_of(inputs)
	if (locale === "ta") return __ta.buy_step_of(inputs)
	return __en.buy_step_of(inputs)
});
/**
* | output |
* | --- |
* | "Platform Preferences" |
*
* @param {Buy_Step_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_platforms = /** @type {((inputs?: Buy_Step_PlatformsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Step_PlatformsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_step_platforms(inputs)
	if (locale === "ta") return __ta.buy_step_platforms(inputs)
	return __en.buy_step_platforms(inputs)
});
/**
* | output |
* | --- |
* | "Review & Payment" |
*
* @param {Buy_Step_ReviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_step_review = /** @type {((inputs?: Buy_Step_ReviewInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Step_ReviewInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_step_review(inputs)
	if (locale === "ta") return __ta.buy_step_review(inputs)
	return __en.buy_step_review(inputs)
});
/**
* | output |
* | --- |
* | "Fair" |
*
* @param {Buy_Strength_FairInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_fair = /** @type {((inputs?: Buy_Strength_FairInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Strength_FairInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_strength_fair(inputs)
	if (locale === "ta") return __ta.buy_strength_fair(inputs)
	return __en.buy_strength_fair(inputs)
});
/**
* | output |
* | --- |
* | "Good" |
*
* @param {Buy_Strength_GoodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_good = /** @type {((inputs?: Buy_Strength_GoodInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Strength_GoodInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_strength_good(inputs)
	if (locale === "ta") return __ta.buy_strength_good(inputs)
	return __en.buy_strength_good(inputs)
});
/**
* | output |
* | --- |
* | "Use 8 or more characters with upper and lower case letters, a digit and one of !@#$%^&*." |
*
* @param {Buy_Strength_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_hint = /** @type {((inputs?: Buy_Strength_HintInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Strength_HintInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_strength_hint(inputs)
	if (locale === "ta") return __ta.buy_strength_hint(inputs)
	return __en.buy_strength_hint(inputs)
});
/**
* | output |
* | --- |
* | "Password strength:" |
*
* @param {Buy_Strength_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_label = /** @type {((inputs?: Buy_Strength_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Strength_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_strength_label(inputs)
	if (locale === "ta") return __ta.buy_strength_label(inputs)
	return __en.buy_strength_label(inputs)
});
/**
* | output |
* | --- |
* | "Strong" |
*
* @param {Buy_Strength_StrongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_strong = /** @type {((inputs?: Buy_Strength_StrongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Strength_StrongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_strength_strong(inputs)
	if (locale === "ta") return __ta.buy_strength_strong(inputs)
	return __en.buy_strength_strong(inputs)
});
/**
* | output |
* | --- |
* | "Very Weak" |
*
* @param {Buy_Strength_Very_WeakInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_very_weak = /** @type {((inputs?: Buy_Strength_Very_WeakInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Strength_Very_WeakInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_strength_very_weak(inputs)
	if (locale === "ta") return __ta.buy_strength_very_weak(inputs)
	return __en.buy_strength_very_weak(inputs)
});
/**
* | output |
* | --- |
* | "Weak" |
*
* @param {Buy_Strength_WeakInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_strength_weak = /** @type {((inputs?: Buy_Strength_WeakInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Strength_WeakInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_strength_weak(inputs)
	if (locale === "ta") return __ta.buy_strength_weak(inputs)
	return __en.buy_strength_weak(inputs)
});
/**
* | output |
* | --- |
* | "Terms of Service" |
*
* @param {Buy_TermsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_terms = /** @type {((inputs?: Buy_TermsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_TermsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_terms(inputs)
	if (locale === "ta") return __ta.buy_terms(inputs)
	return __en.buy_terms(inputs)
});
/**
* | output |
* | --- |
* | "Checkout \| Fli Digital" |
*
* @param {Buy_Title_CheckoutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_title_checkout = /** @type {((inputs?: Buy_Title_CheckoutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Title_CheckoutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_title_checkout(inputs)
	if (locale === "ta") return __ta.buy_title_checkout(inputs)
	return __en.buy_title_checkout(inputs)
});
/**
* | output |
* | --- |
* | "Onboarding \| Fli Digital" |
*
* @param {Buy_Title_OnboardingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_title_onboarding = /** @type {((inputs?: Buy_Title_OnboardingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Title_OnboardingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_title_onboarding(inputs)
	if (locale === "ta") return __ta.buy_title_onboarding(inputs)
	return __en.buy_title_onboarding(inputs)
});
/**
* | output |
* | --- |
* | "Payment \| Fli Digital" |
*
* @param {Buy_Title_PaymentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_title_payment = /** @type {((inputs?: Buy_Title_PaymentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Title_PaymentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_title_payment(inputs)
	if (locale === "ta") return __ta.buy_title_payment(inputs)
	return __en.buy_title_payment(inputs)
});
/**
* | output |
* | --- |
* | "Continue your onboarding \| Fli Digital" |
*
* @param {Buy_Title_ResumeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_title_resume = /** @type {((inputs?: Buy_Title_ResumeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Title_ResumeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_title_resume(inputs)
	if (locale === "ta") return __ta.buy_title_resume(inputs)
	return __en.buy_title_resume(inputs)
});
/**
* | output |
* | --- |
* | "Total per month" |
*
* @param {Buy_Total_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_total_month = /** @type {((inputs?: Buy_Total_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Total_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_total_month(inputs)
	if (locale === "ta") return __ta.buy_total_month(inputs)
	return __en.buy_total_month(inputs)
});
/**
* | output |
* | --- |
* | "Total per year" |
*
* @param {Buy_Total_YearInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_total_year = /** @type {((inputs?: Buy_Total_YearInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Total_YearInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_total_year(inputs)
	if (locale === "ta") return __ta.buy_total_year(inputs)
	return __en.buy_total_year(inputs)
});
/**
* | output |
* | --- |
* | "Website (optional)" |
*
* @param {Buy_WebsiteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_website = /** @type {((inputs?: Buy_WebsiteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_WebsiteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_website(inputs)
	if (locale === "ta") return __ta.buy_website(inputs)
	return __en.buy_website(inputs)
});
/**
* | output |
* | --- |
* | "Please enter a valid website URL" |
*
* @param {Buy_Website_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_website_invalid = /** @type {((inputs?: Buy_Website_InvalidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Website_InvalidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_website_invalid(inputs)
	if (locale === "ta") return __ta.buy_website_invalid(inputs)
	return __en.buy_website_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Work Email *" |
*
* @param {Buy_Work_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const buy_work_email = /** @type {((inputs?: Buy_Work_EmailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Buy_Work_EmailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.buy_work_email(inputs)
	if (locale === "ta") return __ta.buy_work_email(inputs)
	return __en.buy_work_email(inputs)
});
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
* | "Add a comment" |
*
* @param {Calendar_Post_Add_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_add_comment = /** @type {((inputs?: Calendar_Post_Add_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Add_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_add_comment(inputs)
	if (locale === "ta") return __ta.calendar_post_add_comment(inputs)
	return __en.calendar_post_add_comment(inputs)
});
/**
* | output |
* | --- |
* | "Add to {platform}" |
*
* @param {Calendar_Post_Add_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_add_to = /** @type {((inputs: Calendar_Post_Add_ToInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Add_ToInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_add_to(inputs)
	if (locale === "ta") return __ta.calendar_post_add_to(inputs)
	return __en.calendar_post_add_to(inputs)
});
/**
* | output |
* | --- |
* | "(end of addition)" |
*
* @param {Calendar_Post_Added_EndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_added_end = /** @type {((inputs?: Calendar_Post_Added_EndInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Added_EndInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_added_end(inputs)
	if (locale === "ta") return __ta.calendar_post_added_end(inputs)
	return __en.calendar_post_added_end(inputs)
});
/**
* | output |
* | --- |
* | "added:" |
*
* @param {Calendar_Post_Added_MarkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_added_mark = /** @type {((inputs?: Calendar_Post_Added_MarkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Added_MarkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_added_mark(inputs)
	if (locale === "ta") return __ta.calendar_post_added_mark(inputs)
	return __en.calendar_post_added_mark(inputs)
});
/**
* | output |
* | --- |
* | "Alt text" |
*
* @param {Calendar_Post_Alt_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_alt_text = /** @type {((inputs?: Calendar_Post_Alt_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Alt_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_alt_text(inputs)
	if (locale === "ta") return __ta.calendar_post_alt_text(inputs)
	return __en.calendar_post_alt_text(inputs)
});
/**
* | output |
* | --- |
* | "What the picture or video shows." |
*
* @param {Calendar_Post_Alt_Text_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_alt_text_hint = /** @type {((inputs?: Calendar_Post_Alt_Text_HintInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Alt_Text_HintInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_alt_text_hint(inputs)
	if (locale === "ta") return __ta.calendar_post_alt_text_hint(inputs)
	return __en.calendar_post_alt_text_hint(inputs)
});
/**
* | output |
* | --- |
* | "Alt text of {label}" |
*
* @param {Calendar_Post_Alt_Text_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_alt_text_of = /** @type {((inputs: Calendar_Post_Alt_Text_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Alt_Text_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_alt_text_of(inputs)
	if (locale === "ta") return __ta.calendar_post_alt_text_of(inputs)
	return __en.calendar_post_alt_text_of(inputs)
});
/**
* | output |
* | --- |
* | "Asked on {date}" |
*
* @param {Calendar_Post_Asked_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_asked_on = /** @type {((inputs: Calendar_Post_Asked_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Asked_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_asked_on(inputs)
	if (locale === "ta") return __ta.calendar_post_asked_on(inputs)
	return __en.calendar_post_asked_on(inputs)
});
/**
* | output |
* | --- |
* | "Caption" |
*
* @param {Calendar_Post_CaptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_caption = /** @type {((inputs?: Calendar_Post_CaptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_CaptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_caption(inputs)
	if (locale === "ta") return __ta.calendar_post_caption(inputs)
	return __en.calendar_post_caption(inputs)
});
/**
* | output |
* | --- |
* | "Up to {limit} characters." |
*
* @param {Calendar_Post_Caption_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_caption_hint = /** @type {((inputs: Calendar_Post_Caption_HintInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Caption_HintInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_caption_hint(inputs)
	if (locale === "ta") return __ta.calendar_post_caption_hint(inputs)
	return __en.calendar_post_caption_hint(inputs)
});
/**
* | output |
* | --- |
* | "Changed since the client asked for changes" |
*
* @param {Calendar_Post_Changed_Since_Client_AskedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_changed_since_client_asked = /** @type {((inputs?: Calendar_Post_Changed_Since_Client_AskedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Changed_Since_Client_AskedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_changed_since_client_asked(inputs)
	if (locale === "ta") return __ta.calendar_post_changed_since_client_asked(inputs)
	return __en.calendar_post_changed_since_client_asked(inputs)
});
/**
* | output |
* | --- |
* | "What changed since version {version}" |
*
* @param {Calendar_Post_Changed_Since_VersionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_changed_since_version = /** @type {((inputs: Calendar_Post_Changed_Since_VersionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Changed_Since_VersionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_changed_since_version(inputs)
	if (locale === "ta") return __ta.calendar_post_changed_since_version(inputs)
	return __en.calendar_post_changed_since_version(inputs)
});
/**
* | output |
* | --- |
* | "Changed since you asked for changes" |
*
* @param {Calendar_Post_Changed_Since_You_AskedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_changed_since_you_asked = /** @type {((inputs?: Calendar_Post_Changed_Since_You_AskedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Changed_Since_You_AskedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_changed_since_you_asked(inputs)
	if (locale === "ta") return __ta.calendar_post_changed_since_you_asked(inputs)
	return __en.calendar_post_changed_since_you_asked(inputs)
});
/**
* | output |
* | --- |
* | "Check before sending" |
*
* @param {Calendar_Post_Check_Before_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_check_before_sending = /** @type {((inputs?: Calendar_Post_Check_Before_SendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Check_Before_SendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_check_before_sending(inputs)
	if (locale === "ta") return __ta.calendar_post_check_before_sending(inputs)
	return __en.calendar_post_check_before_sending(inputs)
});
/**
* | output |
* | --- |
* | "Comments ({count})" |
*
* @param {Calendar_Post_CommentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_comments = /** @type {((inputs: Calendar_Post_CommentsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_CommentsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_comments(inputs)
	if (locale === "ta") return __ta.calendar_post_comments(inputs)
	return __en.calendar_post_comments(inputs)
});
/**
* | output |
* | --- |
* | "created the post" |
*
* @param {Calendar_Post_Created_The_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_created_the_post = /** @type {((inputs?: Calendar_Post_Created_The_PostInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Created_The_PostInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_created_the_post(inputs)
	if (locale === "ta") return __ta.calendar_post_created_the_post(inputs)
	return __en.calendar_post_created_the_post(inputs)
});
/**
* | output |
* | --- |
* | "Date and time (Sri Lanka)" |
*
* @param {Calendar_Post_Date_TimeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_date_time = /** @type {((inputs?: Calendar_Post_Date_TimeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Date_TimeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_date_time(inputs)
	if (locale === "ta") return __ta.calendar_post_date_time(inputs)
	return __en.calendar_post_date_time(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Calendar_Post_DeleteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_delete = /** @type {((inputs?: Calendar_Post_DeleteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_DeleteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_delete(inputs)
	if (locale === "ta") return __ta.calendar_post_delete(inputs)
	return __en.calendar_post_delete(inputs)
});
/**
* | output |
* | --- |
* | "Delete your comment" |
*
* @param {Calendar_Post_Delete_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_delete_your_comment = /** @type {((inputs?: Calendar_Post_Delete_Your_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Delete_Your_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_delete_your_comment(inputs)
	if (locale === "ta") return __ta.calendar_post_delete_your_comment(inputs)
	return __en.calendar_post_delete_your_comment(inputs)
});
/**
* | output |
* | --- |
* | "Edit post" |
*
* @param {Calendar_Post_EditInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edit = /** @type {((inputs?: Calendar_Post_EditInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_EditInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_edit(inputs)
	if (locale === "ta") return __ta.calendar_post_edit(inputs)
	return __en.calendar_post_edit(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Calendar_Post_Edit_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edit_comment = /** @type {((inputs?: Calendar_Post_Edit_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Edit_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_edit_comment(inputs)
	if (locale === "ta") return __ta.calendar_post_edit_comment(inputs)
	return __en.calendar_post_edit_comment(inputs)
});
/**
* | output |
* | --- |
* | "Edit your comment" |
*
* @param {Calendar_Post_Edit_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edit_your_comment = /** @type {((inputs?: Calendar_Post_Edit_Your_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Edit_Your_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_edit_your_comment(inputs)
	if (locale === "ta") return __ta.calendar_post_edit_your_comment(inputs)
	return __en.calendar_post_edit_your_comment(inputs)
});
/**
* | output |
* | --- |
* | "edited the post" |
*
* @param {Calendar_Post_EditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edited = /** @type {((inputs?: Calendar_Post_EditedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_EditedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_edited(inputs)
	if (locale === "ta") return __ta.calendar_post_edited(inputs)
	return __en.calendar_post_edited(inputs)
});
/**
* | output |
* | --- |
* | "(edited)" |
*
* @param {Calendar_Post_Edited_MarkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edited_mark = /** @type {((inputs?: Calendar_Post_Edited_MarkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Edited_MarkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_edited_mark(inputs)
	if (locale === "ta") return __ta.calendar_post_edited_mark(inputs)
	return __en.calendar_post_edited_mark(inputs)
});
/**
* | output |
* | --- |
* | "edited the post (version {version})" |
*
* @param {Calendar_Post_Edited_VersionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_edited_version = /** @type {((inputs: Calendar_Post_Edited_VersionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Edited_VersionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_edited_version(inputs)
	if (locale === "ta") return __ta.calendar_post_edited_version(inputs)
	return __en.calendar_post_edited_version(inputs)
});
/**
* | output |
* | --- |
* | "This file is too large: a post takes pictures of at most 10 MB and one video of at most 100 MB." |
*
* @param {Calendar_Post_File_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_file_too_large = /** @type {((inputs?: Calendar_Post_File_Too_LargeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_File_Too_LargeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_file_too_large(inputs)
	if (locale === "ta") return __ta.calendar_post_file_too_large(inputs)
	return __en.calendar_post_file_too_large(inputs)
});
/**
* | output |
* | --- |
* | "First comment" |
*
* @param {Calendar_Post_First_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_first_comment = /** @type {((inputs?: Calendar_Post_First_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_First_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_first_comment(inputs)
	if (locale === "ta") return __ta.calendar_post_first_comment(inputs)
	return __en.calendar_post_first_comment(inputs)
});
/**
* | output |
* | --- |
* | "Hashtags" |
*
* @param {Calendar_Post_HashtagsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_hashtags = /** @type {((inputs?: Calendar_Post_HashtagsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_HashtagsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_hashtags(inputs)
	if (locale === "ta") return __ta.calendar_post_hashtags(inputs)
	return __en.calendar_post_hashtags(inputs)
});
/**
* | output |
* | --- |
* | "Separated by spaces or commas." |
*
* @param {Calendar_Post_Hashtags_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_hashtags_hint = /** @type {((inputs?: Calendar_Post_Hashtags_HintInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Hashtags_HintInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_hashtags_hint(inputs)
	if (locale === "ta") return __ta.calendar_post_hashtags_hint(inputs)
	return __en.calendar_post_hashtags_hint(inputs)
});
/**
* | output |
* | --- |
* | "History" |
*
* @param {Calendar_Post_HistoryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_history = /** @type {((inputs?: Calendar_Post_HistoryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_HistoryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_history(inputs)
	if (locale === "ta") return __ta.calendar_post_history(inputs)
	return __en.calendar_post_history(inputs)
});
/**
* | output |
* | --- |
* | "Time:" |
*
* @param {Calendar_Post_History_TimeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_history_time = /** @type {((inputs?: Calendar_Post_History_TimeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_History_TimeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_history_time(inputs)
	if (locale === "ta") return __ta.calendar_post_history_time(inputs)
	return __en.calendar_post_history_time(inputs)
});
/**
* | output |
* | --- |
* | "Title:" |
*
* @param {Calendar_Post_History_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_history_title = /** @type {((inputs?: Calendar_Post_History_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_History_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_history_title(inputs)
	if (locale === "ta") return __ta.calendar_post_history_title(inputs)
	return __en.calendar_post_history_title(inputs)
});
/**
* | output |
* | --- |
* | "Internal" |
*
* @param {Calendar_Post_InternalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_internal = /** @type {((inputs?: Calendar_Post_InternalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_InternalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_internal(inputs)
	if (locale === "ta") return __ta.calendar_post_internal(inputs)
	return __en.calendar_post_internal(inputs)
});
/**
* | output |
* | --- |
* | "Internal (agency only)" |
*
* @param {Calendar_Post_Internal_Agency_OnlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_internal_agency_only = /** @type {((inputs?: Calendar_Post_Internal_Agency_OnlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Internal_Agency_OnlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_internal_agency_only(inputs)
	if (locale === "ta") return __ta.calendar_post_internal_agency_only(inputs)
	return __en.calendar_post_internal_agency_only(inputs)
});
/**
* | output |
* | --- |
* | "Live post address" |
*
* @param {Calendar_Post_Live_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_live_address = /** @type {((inputs?: Calendar_Post_Live_AddressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Live_AddressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_live_address(inputs)
	if (locale === "ta") return __ta.calendar_post_live_address(inputs)
	return __en.calendar_post_live_address(inputs)
});
/**
* | output |
* | --- |
* | "Live post" |
*
* @param {Calendar_Post_Live_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_live_post = /** @type {((inputs?: Calendar_Post_Live_PostInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Live_PostInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_live_post(inputs)
	if (locale === "ta") return __ta.calendar_post_live_post(inputs)
	return __en.calendar_post_live_post(inputs)
});
/**
* | output |
* | --- |
* | "{platform} media" |
*
* @param {Calendar_Post_Media_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_media_heading = /** @type {((inputs: Calendar_Post_Media_HeadingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Media_HeadingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_media_heading(inputs)
	if (locale === "ta") return __ta.calendar_post_media_heading(inputs)
	return __en.calendar_post_media_heading(inputs)
});
/**
* | output |
* | --- |
* | "Up to 10 JPEG, PNG or WebP pictures of 10 MB each, or one MP4 video of 100 MB." |
*
* @param {Calendar_Post_Media_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_media_hint = /** @type {((inputs?: Calendar_Post_Media_HintInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Media_HintInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_media_hint(inputs)
	if (locale === "ta") return __ta.calendar_post_media_hint(inputs)
	return __en.calendar_post_media_hint(inputs)
});
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Calendar_Post_Move_ApproveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_approve = /** @type {((inputs?: Calendar_Post_Move_ApproveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_ApproveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_approve(inputs)
	if (locale === "ta") return __ta.calendar_post_move_approve(inputs)
	return __en.calendar_post_move_approve(inputs)
});
/**
* | output |
* | --- |
* | "Move down" |
*
* @param {Calendar_Post_Move_DownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_down = /** @type {((inputs?: Calendar_Post_Move_DownInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_DownInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_down(inputs)
	if (locale === "ta") return __ta.calendar_post_move_down(inputs)
	return __en.calendar_post_move_down(inputs)
});
/**
* | output |
* | --- |
* | "Move down: {label}" |
*
* @param {Calendar_Post_Move_Down_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_down_of = /** @type {((inputs: Calendar_Post_Move_Down_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_Down_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_down_of(inputs)
	if (locale === "ta") return __ta.calendar_post_move_down_of(inputs)
	return __en.calendar_post_move_down_of(inputs)
});
/**
* | output |
* | --- |
* | "Mark failed" |
*
* @param {Calendar_Post_Move_FailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_fail = /** @type {((inputs?: Calendar_Post_Move_FailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_FailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_fail(inputs)
	if (locale === "ta") return __ta.calendar_post_move_fail(inputs)
	return __en.calendar_post_move_fail(inputs)
});
/**
* | output |
* | --- |
* | "Hold" |
*
* @param {Calendar_Post_Move_HoldInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_hold = /** @type {((inputs?: Calendar_Post_Move_HoldInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_HoldInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_hold(inputs)
	if (locale === "ta") return __ta.calendar_post_move_hold(inputs)
	return __en.calendar_post_move_hold(inputs)
});
/**
* | output |
* | --- |
* | "Mark published" |
*
* @param {Calendar_Post_Move_PublishInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_publish = /** @type {((inputs?: Calendar_Post_Move_PublishInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_PublishInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_publish(inputs)
	if (locale === "ta") return __ta.calendar_post_move_publish(inputs)
	return __en.calendar_post_move_publish(inputs)
});
/**
* | output |
* | --- |
* | "Request changes" |
*
* @param {Calendar_Post_Move_Request_ChangesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_request_changes = /** @type {((inputs?: Calendar_Post_Move_Request_ChangesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_Request_ChangesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_request_changes(inputs)
	if (locale === "ta") return __ta.calendar_post_move_request_changes(inputs)
	return __en.calendar_post_move_request_changes(inputs)
});
/**
* | output |
* | --- |
* | "Back to the client's review" |
*
* @param {Calendar_Post_Move_ResumeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_resume = /** @type {((inputs?: Calendar_Post_Move_ResumeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_ResumeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_resume(inputs)
	if (locale === "ta") return __ta.calendar_post_move_resume(inputs)
	return __en.calendar_post_move_resume(inputs)
});
/**
* | output |
* | --- |
* | "Send back to writer" |
*
* @param {Calendar_Post_Move_ReturnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_return = /** @type {((inputs?: Calendar_Post_Move_ReturnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_ReturnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_return(inputs)
	if (locale === "ta") return __ta.calendar_post_move_return(inputs)
	return __en.calendar_post_move_return(inputs)
});
/**
* | output |
* | --- |
* | "Schedule" |
*
* @param {Calendar_Post_Move_ScheduleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_schedule = /** @type {((inputs?: Calendar_Post_Move_ScheduleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_ScheduleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_schedule(inputs)
	if (locale === "ta") return __ta.calendar_post_move_schedule(inputs)
	return __en.calendar_post_move_schedule(inputs)
});
/**
* | output |
* | --- |
* | "Send to client" |
*
* @param {Calendar_Post_Move_SendInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_send = /** @type {((inputs?: Calendar_Post_Move_SendInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_SendInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_send(inputs)
	if (locale === "ta") return __ta.calendar_post_move_send(inputs)
	return __en.calendar_post_move_send(inputs)
});
/**
* | output |
* | --- |
* | "Submit for review" |
*
* @param {Calendar_Post_Move_SubmitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_submit = /** @type {((inputs?: Calendar_Post_Move_SubmitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_SubmitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_submit(inputs)
	if (locale === "ta") return __ta.calendar_post_move_submit(inputs)
	return __en.calendar_post_move_submit(inputs)
});
/**
* | output |
* | --- |
* | "Move up" |
*
* @param {Calendar_Post_Move_UpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_up = /** @type {((inputs?: Calendar_Post_Move_UpInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_UpInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_up(inputs)
	if (locale === "ta") return __ta.calendar_post_move_up(inputs)
	return __en.calendar_post_move_up(inputs)
});
/**
* | output |
* | --- |
* | "Move up: {label}" |
*
* @param {Calendar_Post_Move_Up_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_move_up_of = /** @type {((inputs: Calendar_Post_Move_Up_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Move_Up_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_move_up_of(inputs)
	if (locale === "ta") return __ta.calendar_post_move_up_of(inputs)
	return __en.calendar_post_move_up_of(inputs)
});
/**
* | output |
* | --- |
* | "MP4 video" |
*
* @param {Calendar_Post_Mp4_VideoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_mp4_video = /** @type {((inputs?: Calendar_Post_Mp4_VideoInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Mp4_VideoInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_mp4_video(inputs)
	if (locale === "ta") return __ta.calendar_post_mp4_video(inputs)
	return __en.calendar_post_mp4_video(inputs)
});
/**
* | output |
* | --- |
* | "Next step" |
*
* @param {Calendar_Post_Next_StepInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_next_step = /** @type {((inputs?: Calendar_Post_Next_StepInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Next_StepInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_next_step(inputs)
	if (locale === "ta") return __ta.calendar_post_next_step(inputs)
	return __en.calendar_post_next_step(inputs)
});
/**
* | output |
* | --- |
* | "No change to the caption." |
*
* @param {Calendar_Post_No_Caption_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_no_caption_change = /** @type {((inputs?: Calendar_Post_No_Caption_ChangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_No_Caption_ChangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_no_caption_change(inputs)
	if (locale === "ta") return __ta.calendar_post_no_caption_change(inputs)
	return __en.calendar_post_no_caption_change(inputs)
});
/**
* | output |
* | --- |
* | "This client has no platforms chosen yet." |
*
* @param {Calendar_Post_No_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_no_platforms = /** @type {((inputs?: Calendar_Post_No_PlatformsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_No_PlatformsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_no_platforms(inputs)
	if (locale === "ta") return __ta.calendar_post_no_platforms(inputs)
	return __en.calendar_post_no_platforms(inputs)
});
/**
* | output |
* | --- |
* | "No writer yet" |
*
* @param {Calendar_Post_No_WriterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_no_writer = /** @type {((inputs?: Calendar_Post_No_WriterInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_No_WriterInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_no_writer(inputs)
	if (locale === "ta") return __ta.calendar_post_no_writer(inputs)
	return __en.calendar_post_no_writer(inputs)
});
/**
* | output |
* | --- |
* | "Note" |
*
* @param {Calendar_Post_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_note = /** @type {((inputs?: Calendar_Post_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_note(inputs)
	if (locale === "ta") return __ta.calendar_post_note(inputs)
	return __en.calendar_post_note(inputs)
});
/**
* | output |
* | --- |
* | "Nothing in the post's text or time changed." |
*
* @param {Calendar_Post_Nothing_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_nothing_changed = /** @type {((inputs?: Calendar_Post_Nothing_ChangedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Nothing_ChangedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_nothing_changed(inputs)
	if (locale === "ta") return __ta.calendar_post_nothing_changed(inputs)
	return __en.calendar_post_nothing_changed(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "This month has {count} post over the plan's {promised}: agree the extra with the client before sending." |
* | "other" | "This month has {count} posts over the plan's {promised}: agree the extra with the client before sending." |
*
* @param {Calendar_Post_Over_QuotaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_over_quota = /** @type {((inputs: Calendar_Post_Over_QuotaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Over_QuotaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_over_quota(inputs)
	if (locale === "ta") return __ta.calendar_post_over_quota(inputs)
	return __en.calendar_post_over_quota(inputs)
});
/**
* | output |
* | --- |
* | "{title} \| Content calendar \| Fli DESK" |
*
* @param {Calendar_Post_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_page_title = /** @type {((inputs: Calendar_Post_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_page_title(inputs)
	if (locale === "ta") return __ta.calendar_post_page_title(inputs)
	return __en.calendar_post_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Picture {number}" |
*
* @param {Calendar_Post_Picture_NInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_picture_n = /** @type {((inputs: Calendar_Post_Picture_NInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Picture_NInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_picture_n(inputs)
	if (locale === "ta") return __ta.calendar_post_picture_n(inputs)
	return __en.calendar_post_picture_n(inputs)
});
/**
* | output |
* | --- |
* | "Picture or video" |
*
* @param {Calendar_Post_Picture_Or_VideoInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_picture_or_video = /** @type {((inputs?: Calendar_Post_Picture_Or_VideoInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Picture_Or_VideoInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_picture_or_video(inputs)
	if (locale === "ta") return __ta.calendar_post_picture_or_video(inputs)
	return __en.calendar_post_picture_or_video(inputs)
});
/**
* | output |
* | --- |
* | "Platforms" |
*
* @param {Calendar_Post_PlatformsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_platforms = /** @type {((inputs?: Calendar_Post_PlatformsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_PlatformsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_platforms(inputs)
	if (locale === "ta") return __ta.calendar_post_platforms(inputs)
	return __en.calendar_post_platforms(inputs)
});
/**
* | output |
* | --- |
* | "Post comment" |
*
* @param {Calendar_Post_Post_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_post_comment = /** @type {((inputs?: Calendar_Post_Post_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Post_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_post_comment(inputs)
	if (locale === "ta") return __ta.calendar_post_post_comment(inputs)
	return __en.calendar_post_post_comment(inputs)
});
/**
* | output |
* | --- |
* | "Reason" |
*
* @param {Calendar_Post_ReasonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_reason = /** @type {((inputs?: Calendar_Post_ReasonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_ReasonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_reason(inputs)
	if (locale === "ta") return __ta.calendar_post_reason(inputs)
	return __en.calendar_post_reason(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Calendar_Post_RemoveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_remove = /** @type {((inputs?: Calendar_Post_RemoveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_RemoveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_remove(inputs)
	if (locale === "ta") return __ta.calendar_post_remove(inputs)
	return __en.calendar_post_remove(inputs)
});
/**
* | output |
* | --- |
* | "Remove: {label}" |
*
* @param {Calendar_Post_Remove_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_remove_of = /** @type {((inputs: Calendar_Post_Remove_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Remove_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_remove_of(inputs)
	if (locale === "ta") return __ta.calendar_post_remove_of(inputs)
	return __en.calendar_post_remove_of(inputs)
});
/**
* | output |
* | --- |
* | "(end of removal)" |
*
* @param {Calendar_Post_Removed_EndInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_removed_end = /** @type {((inputs?: Calendar_Post_Removed_EndInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Removed_EndInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_removed_end(inputs)
	if (locale === "ta") return __ta.calendar_post_removed_end(inputs)
	return __en.calendar_post_removed_end(inputs)
});
/**
* | output |
* | --- |
* | "removed:" |
*
* @param {Calendar_Post_Removed_MarkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_removed_mark = /** @type {((inputs?: Calendar_Post_Removed_MarkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Removed_MarkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_removed_mark(inputs)
	if (locale === "ta") return __ta.calendar_post_removed_mark(inputs)
	return __en.calendar_post_removed_mark(inputs)
});
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Calendar_Post_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_role_admin = /** @type {((inputs?: Calendar_Post_Role_AdminInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Role_AdminInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_role_admin(inputs)
	if (locale === "ta") return __ta.calendar_post_role_admin(inputs)
	return __en.calendar_post_role_admin(inputs)
});
/**
* | output |
* | --- |
* | "Save post" |
*
* @param {Calendar_Post_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_save = /** @type {((inputs?: Calendar_Post_SaveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_SaveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_save(inputs)
	if (locale === "ta") return __ta.calendar_post_save(inputs)
	return __en.calendar_post_save(inputs)
});
/**
* | output |
* | --- |
* | "Save alt text" |
*
* @param {Calendar_Post_Save_Alt_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_save_alt_text = /** @type {((inputs?: Calendar_Post_Save_Alt_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Save_Alt_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_save_alt_text(inputs)
	if (locale === "ta") return __ta.calendar_post_save_alt_text(inputs)
	return __en.calendar_post_save_alt_text(inputs)
});
/**
* | output |
* | --- |
* | "Save comment" |
*
* @param {Calendar_Post_Save_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_save_comment = /** @type {((inputs?: Calendar_Post_Save_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Save_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_save_comment(inputs)
	if (locale === "ta") return __ta.calendar_post_save_comment(inputs)
	return __en.calendar_post_save_comment(inputs)
});
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Calendar_Post_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_sending = /** @type {((inputs?: Calendar_Post_SendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_SendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_sending(inputs)
	if (locale === "ta") return __ta.calendar_post_sending(inputs)
	return __en.calendar_post_sending(inputs)
});
/**
* | output |
* | --- |
* | "Shared" |
*
* @param {Calendar_Post_SharedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_shared = /** @type {((inputs?: Calendar_Post_SharedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_SharedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_shared(inputs)
	if (locale === "ta") return __ta.calendar_post_shared(inputs)
	return __en.calendar_post_shared(inputs)
});
/**
* | output |
* | --- |
* | "Shared with the client" |
*
* @param {Calendar_Post_Shared_With_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_shared_with_client = /** @type {((inputs?: Calendar_Post_Shared_With_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Shared_With_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_shared_with_client(inputs)
	if (locale === "ta") return __ta.calendar_post_shared_with_client(inputs)
	return __en.calendar_post_shared_with_client(inputs)
});
/**
* | output |
* | --- |
* | "(Sri Lanka)" |
*
* @param {Calendar_Post_Sri_LankaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_sri_lanka = /** @type {((inputs?: Calendar_Post_Sri_LankaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Sri_LankaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_sri_lanka(inputs)
	if (locale === "ta") return __ta.calendar_post_sri_lanka(inputs)
	return __en.calendar_post_sri_lanka(inputs)
});
/**
* | output |
* | --- |
* | "Title" |
*
* @param {Calendar_Post_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_title = /** @type {((inputs?: Calendar_Post_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_title(inputs)
	if (locale === "ta") return __ta.calendar_post_title(inputs)
	return __en.calendar_post_title(inputs)
});
/**
* | output |
* | --- |
* | "{platform} is not one of the platforms the client's plan pays for." |
*
* @param {Calendar_Post_Unpaid_PlatformInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_unpaid_platform = /** @type {((inputs: Calendar_Post_Unpaid_PlatformInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Unpaid_PlatformInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_unpaid_platform(inputs)
	if (locale === "ta") return __ta.calendar_post_unpaid_platform(inputs)
	return __en.calendar_post_unpaid_platform(inputs)
});
/**
* | output |
* | --- |
* | "Version 1: as the client was first sent it." |
*
* @param {Calendar_Post_Version_OneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_version_one = /** @type {((inputs?: Calendar_Post_Version_OneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Version_OneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_version_one(inputs)
	if (locale === "ta") return __ta.calendar_post_version_one(inputs)
	return __en.calendar_post_version_one(inputs)
});
/**
* | output |
* | --- |
* | "Video {number}" |
*
* @param {Calendar_Post_Video_NInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_video_n = /** @type {((inputs: Calendar_Post_Video_NInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Video_NInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_video_n(inputs)
	if (locale === "ta") return __ta.calendar_post_video_n(inputs)
	return __en.calendar_post_video_n(inputs)
});
/**
* | output |
* | --- |
* | "{when} (Sri Lanka)" |
*
* @param {Calendar_Post_WhenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_when = /** @type {((inputs: Calendar_Post_WhenInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_WhenInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_when(inputs)
	if (locale === "ta") return __ta.calendar_post_when(inputs)
	return __en.calendar_post_when(inputs)
});
/**
* | output |
* | --- |
* | "Who sees it" |
*
* @param {Calendar_Post_Who_Sees_ItInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_who_sees_it = /** @type {((inputs?: Calendar_Post_Who_Sees_ItInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Who_Sees_ItInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_who_sees_it(inputs)
	if (locale === "ta") return __ta.calendar_post_who_sees_it(inputs)
	return __en.calendar_post_who_sees_it(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} word added." |
* | "other" | "{count} words added." |
*
* @param {Calendar_Post_Words_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_words_added = /** @type {((inputs: Calendar_Post_Words_AddedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Words_AddedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_words_added(inputs)
	if (locale === "ta") return __ta.calendar_post_words_added(inputs)
	return __en.calendar_post_words_added(inputs)
});
/**
* | addedPlural | removedPlural | output |
* | --- | --- | --- |
* | "one" | "one" | "{added} word added, {removed} word removed." |
* | "one" | "other" | "{added} word added, {removed} words removed." |
* | "other" | "one" | "{added} words added, {removed} word removed." |
* | "other" | "other" | "{added} words added, {removed} words removed." |
*
* @param {Calendar_Post_Words_BothInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_words_both = /** @type {((inputs: Calendar_Post_Words_BothInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Words_BothInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_words_both(inputs)
	if (locale === "ta") return __ta.calendar_post_words_both(inputs)
	return __en.calendar_post_words_both(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} word removed." |
* | "other" | "{count} words removed." |
*
* @param {Calendar_Post_Words_RemovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_words_removed = /** @type {((inputs: Calendar_Post_Words_RemovedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Words_RemovedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_words_removed(inputs)
	if (locale === "ta") return __ta.calendar_post_words_removed(inputs)
	return __en.calendar_post_words_removed(inputs)
});
/**
* | output |
* | --- |
* | "Write for {platform}" |
*
* @param {Calendar_Post_Write_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_write_for = /** @type {((inputs: Calendar_Post_Write_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_Write_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_write_for(inputs)
	if (locale === "ta") return __ta.calendar_post_write_for(inputs)
	return __en.calendar_post_write_for(inputs)
});
/**
* | output |
* | --- |
* | "Writer" |
*
* @param {Calendar_Post_WriterInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const calendar_post_writer = /** @type {((inputs?: Calendar_Post_WriterInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Post_WriterInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.calendar_post_writer(inputs)
	if (locale === "ta") return __ta.calendar_post_writer(inputs)
	return __en.calendar_post_writer(inputs)
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
* | "No Analytics Available" |
*
* @param {Client_No_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_no_analytics = /** @type {((inputs?: Client_No_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_No_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_no_analytics(inputs)
	if (locale === "ta") return __ta.client_no_analytics(inputs)
	return __en.client_no_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Client_Tab_BillingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_billing = /** @type {((inputs?: Client_Tab_BillingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_BillingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_billing(inputs)
	if (locale === "ta") return __ta.client_tab_billing(inputs)
	return __en.client_tab_billing(inputs)
});
/**
* | output |
* | --- |
* | "AI Insights" |
*
* @param {Client_Tab_InsightsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_insights = /** @type {((inputs?: Client_Tab_InsightsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_InsightsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_insights(inputs)
	if (locale === "ta") return __ta.client_tab_insights(inputs)
	return __en.client_tab_insights(inputs)
});
/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Client_Tab_OverviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_overview = /** @type {((inputs?: Client_Tab_OverviewInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_OverviewInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_overview(inputs)
	if (locale === "ta") return __ta.client_tab_overview(inputs)
	return __en.client_tab_overview(inputs)
});
/**
* | output |
* | --- |
* | "My Projects" |
*
* @param {Client_Tab_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_projects = /** @type {((inputs?: Client_Tab_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_projects(inputs)
	if (locale === "ta") return __ta.client_tab_projects(inputs)
	return __en.client_tab_projects(inputs)
});
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Client_Tab_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_support = /** @type {((inputs?: Client_Tab_SupportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_SupportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_support(inputs)
	if (locale === "ta") return __ta.client_tab_support(inputs)
	return __en.client_tab_support(inputs)
});
/**
* | output |
* | --- |
* | "Timeline View" |
*
* @param {Client_Tab_TimelineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_tab_timeline = /** @type {((inputs?: Client_Tab_TimelineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Tab_TimelineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_tab_timeline(inputs)
	if (locale === "ta") return __ta.client_tab_timeline(inputs)
	return __en.client_tab_timeline(inputs)
});
/**
* | output |
* | --- |
* | "No project is in development right now." |
*
* @param {Client_Timeline_EmptyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_timeline_empty = /** @type {((inputs?: Client_Timeline_EmptyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Timeline_EmptyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_timeline_empty(inputs)
	if (locale === "ta") return __ta.client_timeline_empty(inputs)
	return __en.client_timeline_empty(inputs)
});
/**
* | output |
* | --- |
* | "{progress}% · started {started} · deadline {deadline}" |
*
* @param {Client_Timeline_LineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_timeline_line = /** @type {((inputs: Client_Timeline_LineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Timeline_LineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_timeline_line(inputs)
	if (locale === "ta") return __ta.client_timeline_line(inputs)
	return __en.client_timeline_line(inputs)
});
/**
* | output |
* | --- |
* | "none" |
*
* @param {Client_Timeline_No_DeadlineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const client_timeline_no_deadline = /** @type {((inputs?: Client_Timeline_No_DeadlineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Client_Timeline_No_DeadlineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.client_timeline_no_deadline(inputs)
	if (locale === "ta") return __ta.client_timeline_no_deadline(inputs)
	return __en.client_timeline_no_deadline(inputs)
});
/**
* | output |
* | --- |
* | "Back to the dashboard" |
*
* @param {Connection_Back_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_back_dashboard = /** @type {((inputs?: Connection_Back_DashboardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Back_DashboardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_back_dashboard(inputs)
	if (locale === "ta") return __ta.connection_back_dashboard(inputs)
	return __en.connection_back_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Connect Facebook again" |
*
* @param {Connection_Connect_Facebook_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_facebook_again = /** @type {((inputs?: Connection_Connect_Facebook_AgainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Connect_Facebook_AgainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_connect_facebook_again(inputs)
	if (locale === "ta") return __ta.connection_connect_facebook_again(inputs)
	return __en.connection_connect_facebook_again(inputs)
});
/**
* | output |
* | --- |
* | "Connect Google Analytics" |
*
* @param {Connection_Connect_GoogleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_google = /** @type {((inputs?: Connection_Connect_GoogleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Connect_GoogleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_connect_google(inputs)
	if (locale === "ta") return __ta.connection_connect_google(inputs)
	return __en.connection_connect_google(inputs)
});
/**
* | output |
* | --- |
* | "Connect Facebook & Instagram" |
*
* @param {Connection_Connect_MetaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connect_meta = /** @type {((inputs?: Connection_Connect_MetaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Connect_MetaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_connect_meta(inputs)
	if (locale === "ta") return __ta.connection_connect_meta(inputs)
	return __en.connection_connect_meta(inputs)
});
/**
* | output |
* | --- |
* | "Connecting {provider}" |
*
* @param {Connection_ConnectingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_connecting = /** @type {((inputs: Connection_ConnectingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_ConnectingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_connecting(inputs)
	if (locale === "ta") return __ta.connection_connecting(inputs)
	return __en.connection_connecting(inputs)
});
/**
* | output |
* | --- |
* | "Disconnect" |
*
* @param {Connection_DisconnectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_disconnect = /** @type {((inputs?: Connection_DisconnectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_DisconnectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_disconnect(inputs)
	if (locale === "ta") return __ta.connection_disconnect(inputs)
	return __en.connection_disconnect(inputs)
});
/**
* | output |
* | --- |
* | "Failed at" |
*
* @param {Connection_Failed_AtInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_failed_at = /** @type {((inputs?: Connection_Failed_AtInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Failed_AtInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_failed_at(inputs)
	if (locale === "ta") return __ta.connection_failed_at(inputs)
	return __en.connection_failed_at(inputs)
});
/**
* | output |
* | --- |
* | "Facebook Page" |
*
* @param {Connection_Fb_PageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_fb_page = /** @type {((inputs?: Connection_Fb_PageInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Fb_PageInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_fb_page(inputs)
	if (locale === "ta") return __ta.connection_fb_page(inputs)
	return __en.connection_fb_page(inputs)
});
/**
* | output |
* | --- |
* | "Figures through" |
*
* @param {Connection_Figures_ThroughInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_figures_through = /** @type {((inputs?: Connection_Figures_ThroughInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Figures_ThroughInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_figures_through(inputs)
	if (locale === "ta") return __ta.connection_figures_through(inputs)
	return __en.connection_figures_through(inputs)
});
/**
* | output |
* | --- |
* | "Google Analytics property" |
*
* @param {Connection_Ga_PropertyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ga_property = /** @type {((inputs?: Connection_Ga_PropertyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Ga_PropertyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_ga_property(inputs)
	if (locale === "ta") return __ta.connection_ga_property(inputs)
	return __en.connection_ga_property(inputs)
});
/**
* | output |
* | --- |
* | "Google is not set up on this server." |
*
* @param {Connection_Google_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_google_not_configured = /** @type {((inputs?: Connection_Google_Not_ConfiguredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Google_Not_ConfiguredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_google_not_configured(inputs)
	if (locale === "ta") return __ta.connection_google_not_configured(inputs)
	return __en.connection_google_not_configured(inputs)
});
/**
* | output |
* | --- |
* | "Instagram account" |
*
* @param {Connection_Ig_AccountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ig_account = /** @type {((inputs?: Connection_Ig_AccountInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Ig_AccountInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_ig_account(inputs)
	if (locale === "ta") return __ta.connection_ig_account(inputs)
	return __en.connection_ig_account(inputs)
});
/**
* | output |
* | --- |
* | "None linked to this Page" |
*
* @param {Connection_Ig_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_ig_none = /** @type {((inputs?: Connection_Ig_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Ig_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_ig_none(inputs)
	if (locale === "ta") return __ta.connection_ig_none(inputs)
	return __en.connection_ig_none(inputs)
});
/**
* | output |
* | --- |
* | "Import" |
*
* @param {Connection_ImportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_import = /** @type {((inputs?: Connection_ImportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_ImportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_import(inputs)
	if (locale === "ta") return __ta.connection_import(inputs)
	return __en.connection_import(inputs)
});
/**
* | output |
* | --- |
* | "Imported through {day}" |
*
* @param {Connection_Imported_ThroughInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_imported_through = /** @type {((inputs: Connection_Imported_ThroughInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Imported_ThroughInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_imported_through(inputs)
	if (locale === "ta") return __ta.connection_imported_through(inputs)
	return __en.connection_imported_through(inputs)
});
/**
* | output |
* | --- |
* | "Last successful import:" |
*
* @param {Connection_Last_Import_AtInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_last_import_at = /** @type {((inputs?: Connection_Last_Import_AtInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Last_Import_AtInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_last_import_at(inputs)
	if (locale === "ta") return __ta.connection_last_import_at(inputs)
	return __en.connection_last_import_at(inputs)
});
/**
* | output |
* | --- |
* | "Last import failed:" |
*
* @param {Connection_Last_Import_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_last_import_failed = /** @type {((inputs?: Connection_Last_Import_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Last_Import_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_last_import_failed(inputs)
	if (locale === "ta") return __ta.connection_last_import_failed(inputs)
	return __en.connection_last_import_failed(inputs)
});
/**
* | output |
* | --- |
* | "Facebook & Instagram" |
*
* @param {Connection_Manage_MetaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_manage_meta = /** @type {((inputs?: Connection_Manage_MetaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Manage_MetaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_manage_meta(inputs)
	if (locale === "ta") return __ta.connection_manage_meta(inputs)
	return __en.connection_manage_meta(inputs)
});
/**
* | output |
* | --- |
* | "Facebook & Instagram are not set up on this server." |
*
* @param {Connection_Meta_Not_ConfiguredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_meta_not_configured = /** @type {((inputs?: Connection_Meta_Not_ConfiguredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Meta_Not_ConfiguredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_meta_not_configured(inputs)
	if (locale === "ta") return __ta.connection_meta_not_configured(inputs)
	return __en.connection_meta_not_configured(inputs)
});
/**
* | output |
* | --- |
* | "none yet" |
*
* @param {Connection_None_YetInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_none_yet = /** @type {((inputs?: Connection_None_YetInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_None_YetInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_none_yet(inputs)
	if (locale === "ta") return __ta.connection_none_yet(inputs)
	return __en.connection_none_yet(inputs)
});
/**
* | output |
* | --- |
* | "Not imported yet" |
*
* @param {Connection_Not_ImportedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_not_imported = /** @type {((inputs?: Connection_Not_ImportedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Not_ImportedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_not_imported(inputs)
	if (locale === "ta") return __ta.connection_not_imported(inputs)
	return __en.connection_not_imported(inputs)
});
/**
* | output |
* | --- |
* | "{provider} for {title}" |
*
* @param {Connection_Page_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_for = /** @type {((inputs: Connection_Page_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Page_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_page_for(inputs)
	if (locale === "ta") return __ta.connection_page_for(inputs)
	return __en.connection_page_for(inputs)
});
/**
* | output |
* | --- |
* | "{name} (no Instagram account)" |
*
* @param {Connection_Page_No_IgInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_no_ig = /** @type {((inputs: Connection_Page_No_IgInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Page_No_IgInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_page_no_ig(inputs)
	if (locale === "ta") return __ta.connection_page_no_ig(inputs)
	return __en.connection_page_no_ig(inputs)
});
/**
* | output |
* | --- |
* | "{name} (Instagram @{instagram})" |
*
* @param {Connection_Page_With_IgInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_page_with_ig = /** @type {((inputs: Connection_Page_With_IgInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Page_With_IgInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_page_with_ig(inputs)
	if (locale === "ta") return __ta.connection_page_with_ig(inputs)
	return __en.connection_page_with_ig(inputs)
});
/**
* | output |
* | --- |
* | "Reconnect needed" |
*
* @param {Connection_Reconnect_NeededInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_reconnect_needed = /** @type {((inputs?: Connection_Reconnect_NeededInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Reconnect_NeededInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_reconnect_needed(inputs)
	if (locale === "ta") return __ta.connection_reconnect_needed(inputs)
	return __en.connection_reconnect_needed(inputs)
});
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Connection_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_save = /** @type {((inputs?: Connection_SaveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_SaveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_save(inputs)
	if (locale === "ta") return __ta.connection_save(inputs)
	return __en.connection_save(inputs)
});
/**
* | output |
* | --- |
* | "Search Console site" |
*
* @param {Connection_Sc_SiteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const connection_sc_site = /** @type {((inputs?: Connection_Sc_SiteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connection_Sc_SiteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.connection_sc_site(inputs)
	if (locale === "ta") return __ta.connection_sc_site(inputs)
	return __en.connection_sc_site(inputs)
});
/**
* | output |
* | --- |
* | "Active Projects" |
*
* @param {Dashboard_Active_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_active_projects = /** @type {((inputs?: Dashboard_Active_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Active_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_active_projects(inputs)
	if (locale === "ta") return __ta.dashboard_active_projects(inputs)
	return __en.dashboard_active_projects(inputs)
});
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Dashboard_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_analytics = /** @type {((inputs?: Dashboard_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_analytics(inputs)
	if (locale === "ta") return __ta.dashboard_analytics(inputs)
	return __en.dashboard_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Assigned Projects" |
*
* @param {Dashboard_Assigned_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_assigned_projects = /** @type {((inputs?: Dashboard_Assigned_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Assigned_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_assigned_projects(inputs)
	if (locale === "ta") return __ta.dashboard_assigned_projects(inputs)
	return __en.dashboard_assigned_projects(inputs)
});
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Dashboard_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_completed = /** @type {((inputs?: Dashboard_CompletedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_CompletedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_completed(inputs)
	if (locale === "ta") return __ta.dashboard_completed(inputs)
	return __en.dashboard_completed(inputs)
});
/**
* | output |
* | --- |
* | "Completed Projects" |
*
* @param {Dashboard_Completed_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_completed_projects = /** @type {((inputs?: Dashboard_Completed_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Completed_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_completed_projects(inputs)
	if (locale === "ta") return __ta.dashboard_completed_projects(inputs)
	return __en.dashboard_completed_projects(inputs)
});
/**
* | output |
* | --- |
* | "Contact your admin to get started." |
*
* @param {Dashboard_Contact_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_contact_admin = /** @type {((inputs?: Dashboard_Contact_AdminInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Contact_AdminInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_contact_admin(inputs)
	if (locale === "ta") return __ta.dashboard_contact_admin(inputs)
	return __en.dashboard_contact_admin(inputs)
});
/**
* | output |
* | --- |
* | "GA Connected" |
*
* @param {Dashboard_Ga_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_ga_connected = /** @type {((inputs?: Dashboard_Ga_ConnectedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Ga_ConnectedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_ga_connected(inputs)
	if (locale === "ta") return __ta.dashboard_ga_connected(inputs)
	return __en.dashboard_ga_connected(inputs)
});
/**
* | output |
* | --- |
* | "No Assigned Projects" |
*
* @param {Dashboard_No_Assigned_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_assigned_projects = /** @type {((inputs?: Dashboard_No_Assigned_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Assigned_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_no_assigned_projects(inputs)
	if (locale === "ta") return __ta.dashboard_no_assigned_projects(inputs)
	return __en.dashboard_no_assigned_projects(inputs)
});
/**
* | output |
* | --- |
* | "No Projects Assigned" |
*
* @param {Dashboard_No_Projects_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_projects_assigned = /** @type {((inputs?: Dashboard_No_Projects_AssignedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Projects_AssignedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_no_projects_assigned(inputs)
	if (locale === "ta") return __ta.dashboard_no_projects_assigned(inputs)
	return __en.dashboard_no_projects_assigned(inputs)
});
/**
* | output |
* | --- |
* | "No Projects Available" |
*
* @param {Dashboard_No_Projects_AvailableInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_no_projects_available = /** @type {((inputs?: Dashboard_No_Projects_AvailableInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_No_Projects_AvailableInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_no_projects_available(inputs)
	if (locale === "ta") return __ta.dashboard_no_projects_available(inputs)
	return __en.dashboard_no_projects_available(inputs)
});
/**
* | output |
* | --- |
* | "Progress Updates" |
*
* @param {Dashboard_Progress_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_progress_updates = /** @type {((inputs?: Dashboard_Progress_UpdatesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Progress_UpdatesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_progress_updates(inputs)
	if (locale === "ta") return __ta.dashboard_progress_updates(inputs)
	return __en.dashboard_progress_updates(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard sections" |
*
* @param {Dashboard_SectionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_sections = /** @type {((inputs?: Dashboard_SectionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_SectionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_sections(inputs)
	if (locale === "ta") return __ta.dashboard_sections(inputs)
	return __en.dashboard_sections(inputs)
});
/**
* | output |
* | --- |
* | "Success Rate" |
*
* @param {Dashboard_Success_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_success_rate = /** @type {((inputs?: Dashboard_Success_RateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Success_RateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_success_rate(inputs)
	if (locale === "ta") return __ta.dashboard_success_rate(inputs)
	return __en.dashboard_success_rate(inputs)
});
/**
* | output |
* | --- |
* | "Dashboard" |
*
* @param {Dashboard_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title = /** @type {((inputs?: Dashboard_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_title(inputs)
	if (locale === "ta") return __ta.dashboard_title(inputs)
	return __en.dashboard_title(inputs)
});
/**
* | output |
* | --- |
* | "Admin Panel" |
*
* @param {Dashboard_Title_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title_admin = /** @type {((inputs?: Dashboard_Title_AdminInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Title_AdminInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_title_admin(inputs)
	if (locale === "ta") return __ta.dashboard_title_admin(inputs)
	return __en.dashboard_title_admin(inputs)
});
/**
* | output |
* | --- |
* | "Client Dashboard" |
*
* @param {Dashboard_Title_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title_client = /** @type {((inputs?: Dashboard_Title_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Title_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_title_client(inputs)
	if (locale === "ta") return __ta.dashboard_title_client(inputs)
	return __en.dashboard_title_client(inputs)
});
/**
* | output |
* | --- |
* | "Freelancer Hub" |
*
* @param {Dashboard_Title_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_title_freelancer = /** @type {((inputs?: Dashboard_Title_FreelancerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Title_FreelancerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_title_freelancer(inputs)
	if (locale === "ta") return __ta.dashboard_title_freelancer(inputs)
	return __en.dashboard_title_freelancer(inputs)
});
/**
* | output |
* | --- |
* | "Total Projects" |
*
* @param {Dashboard_Total_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_total_projects = /** @type {((inputs?: Dashboard_Total_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Total_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_total_projects(inputs)
	if (locale === "ta") return __ta.dashboard_total_projects(inputs)
	return __en.dashboard_total_projects(inputs)
});
/**
* | output |
* | --- |
* | "Your updates: those awaiting your client's decision first, then the newest." |
*
* @param {Dashboard_Updates_OrderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_updates_order = /** @type {((inputs?: Dashboard_Updates_OrderInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Updates_OrderInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_updates_order(inputs)
	if (locale === "ta") return __ta.dashboard_updates_order(inputs)
	return __en.dashboard_updates_order(inputs)
});
/**
* | output |
* | --- |
* | "To upload a report, choose Update Progress on its project: your notes and up to 10 screenshots reach your client at once." |
*
* @param {Dashboard_Upload_HintInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_upload_hint = /** @type {((inputs?: Dashboard_Upload_HintInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Upload_HintInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_upload_hint(inputs)
	if (locale === "ta") return __ta.dashboard_upload_hint(inputs)
	return __en.dashboard_upload_hint(inputs)
});
/**
* | output |
* | --- |
* | "View Analytics" |
*
* @param {Dashboard_View_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_view_analytics = /** @type {((inputs?: Dashboard_View_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_View_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_view_analytics(inputs)
	if (locale === "ta") return __ta.dashboard_view_analytics(inputs)
	return __en.dashboard_view_analytics(inputs)
});
/**
* | output |
* | --- |
* | "View Analytics of {title}" |
*
* @param {Dashboard_View_Analytics_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const dashboard_view_analytics_of = /** @type {((inputs: Dashboard_View_Analytics_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_View_Analytics_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.dashboard_view_analytics_of(inputs)
	if (locale === "ta") return __ta.dashboard_view_analytics_of(inputs)
	return __en.dashboard_view_analytics_of(inputs)
});
/**
* | output |
* | --- |
* | "Access Denied \| Fli DESK" |
*
* @param {Error_Access_Denied_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_access_denied_page_title = /** @type {((inputs?: Error_Access_Denied_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Access_Denied_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_access_denied_page_title(inputs)
	if (locale === "ta") return __ta.error_access_denied_page_title(inputs)
	return __en.error_access_denied_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Invalid user role" |
*
* @param {Error_Access_Denied_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_access_denied_text = /** @type {((inputs?: Error_Access_Denied_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Access_Denied_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_access_denied_text(inputs)
	if (locale === "ta") return __ta.error_access_denied_text(inputs)
	return __en.error_access_denied_text(inputs)
});
/**
* | output |
* | --- |
* | "Access Denied" |
*
* @param {Error_Access_Denied_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_access_denied_title = /** @type {((inputs?: Error_Access_Denied_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Access_Denied_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_access_denied_title(inputs)
	if (locale === "ta") return __ta.error_access_denied_title(inputs)
	return __en.error_access_denied_title(inputs)
});
/**
* | output |
* | --- |
* | "Back to Dashboard" |
*
* @param {Error_Back_To_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_back_to_dashboard = /** @type {((inputs?: Error_Back_To_DashboardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Back_To_DashboardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_back_to_dashboard(inputs)
	if (locale === "ta") return __ta.error_back_to_dashboard(inputs)
	return __en.error_back_to_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Back to your dashboard" |
*
* @param {Error_Back_To_Your_DashboardInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_back_to_your_dashboard = /** @type {((inputs?: Error_Back_To_Your_DashboardInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Back_To_Your_DashboardInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_back_to_your_dashboard(inputs)
	if (locale === "ta") return __ta.error_back_to_your_dashboard(inputs)
	return __en.error_back_to_your_dashboard(inputs)
});
/**
* | output |
* | --- |
* | "Page not found \| Fli DESK" |
*
* @param {Error_Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_not_found_page_title = /** @type {((inputs?: Error_Not_Found_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_not_found_page_title(inputs)
	if (locale === "ta") return __ta.error_not_found_page_title(inputs)
	return __en.error_not_found_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Oops! Page not found" |
*
* @param {Error_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const error_not_found_title = /** @type {((inputs?: Error_Not_Found_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Not_Found_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.error_not_found_title(inputs)
	if (locale === "ta") return __ta.error_not_found_title(inputs)
	return __en.error_not_found_title(inputs)
});
/**
* | output |
* | --- |
* | "Ask" |
*
* @param {Insights_AskInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ask = /** @type {((inputs?: Insights_AskInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_AskInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_ask(inputs)
	if (locale === "ta") return __ta.insights_ask(inputs)
	return __en.insights_ask(inputs)
});
/**
* | output |
* | --- |
* | "Ask about this project" |
*
* @param {Insights_Ask_AboutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_ask_about = /** @type {((inputs?: Insights_Ask_AboutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Ask_AboutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_ask_about(inputs)
	if (locale === "ta") return __ta.insights_ask_about(inputs)
	return __en.insights_ask_about(inputs)
});
/**
* | output |
* | --- |
* | "AI assistant for {title}" |
*
* @param {Insights_Assistant_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_assistant_for = /** @type {((inputs: Insights_Assistant_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Assistant_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_assistant_for(inputs)
	if (locale === "ta") return __ta.insights_assistant_for(inputs)
	return __en.insights_assistant_for(inputs)
});
/**
* | output |
* | --- |
* | "AI Insights \| Client Dashboard" |
*
* @param {Insights_Client_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_client_title = /** @type {((inputs?: Insights_Client_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_Client_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_client_title(inputs)
	if (locale === "ta") return __ta.insights_client_title(inputs)
	return __en.insights_client_title(inputs)
});
/**
* | output |
* | --- |
* | "Answers come from your project data." |
*
* @param {Insights_LocalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_local = /** @type {((inputs?: Insights_LocalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_LocalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_local(inputs)
	if (locale === "ta") return __ta.insights_local(inputs)
	return __en.insights_local(inputs)
});
/**
* | output |
* | --- |
* | "Thinking..." |
*
* @param {Insights_ThinkingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const insights_thinking = /** @type {((inputs?: Insights_ThinkingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Insights_ThinkingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.insights_thinking(inputs)
	if (locale === "ta") return __ta.insights_thinking(inputs)
	return __en.insights_thinking(inputs)
});
/**
* | output |
* | --- |
* | "Add keyword" |
*
* @param {Keywords_AddInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_add = /** @type {((inputs?: Keywords_AddInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_AddInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_add(inputs)
	if (locale === "ta") return __ta.keywords_add(inputs)
	return __en.keywords_add(inputs)
});
/**
* | output |
* | --- |
* | "Keyword added." |
*
* @param {Keywords_AddedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_added = /** @type {((inputs?: Keywords_AddedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_AddedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_added(inputs)
	if (locale === "ta") return __ta.keywords_added(inputs)
	return __en.keywords_added(inputs)
});
/**
* | output |
* | --- |
* | "Added {date}" |
*
* @param {Keywords_Added_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_added_on = /** @type {((inputs: Keywords_Added_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Added_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_added_on(inputs)
	if (locale === "ta") return __ta.keywords_added_on(inputs)
	return __en.keywords_added_on(inputs)
});
/**
* | output |
* | --- |
* | "{count} of {limit} keywords tracked on the {plan} plan." |
*
* @param {Keywords_AllowanceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_allowance = /** @type {((inputs: Keywords_AllowanceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_AllowanceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_allowance(inputs)
	if (locale === "ta") return __ta.keywords_allowance(inputs)
	return __en.keywords_allowance(inputs)
});
/**
* | output |
* | --- |
* | "{count} keywords tracked on the {plan} plan (no limit)." |
*
* @param {Keywords_Allowance_UnlimitedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_allowance_unlimited = /** @type {((inputs: Keywords_Allowance_UnlimitedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Allowance_UnlimitedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_allowance_unlimited(inputs)
	if (locale === "ta") return __ta.keywords_allowance_unlimited(inputs)
	return __en.keywords_allowance_unlimited(inputs)
});
/**
* | output |
* | --- |
* | "Back to Analytics" |
*
* @param {Keywords_Back_To_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_back_to_analytics = /** @type {((inputs?: Keywords_Back_To_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Back_To_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_back_to_analytics(inputs)
	if (locale === "ta") return __ta.keywords_back_to_analytics(inputs)
	return __en.keywords_back_to_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Back to {client}'s keywords" |
*
* @param {Keywords_Back_To_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_back_to_client = /** @type {((inputs: Keywords_Back_To_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Back_To_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_back_to_client(inputs)
	if (locale === "ta") return __ta.keywords_back_to_client(inputs)
	return __en.keywords_back_to_client(inputs)
});
/**
* | output |
* | --- |
* | "Change over 30 days" |
*
* @param {Keywords_Change_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_change_30 = /** @type {((inputs?: Keywords_Change_30Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Change_30Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_change_30(inputs)
	if (locale === "ta") return __ta.keywords_change_30(inputs)
	return __en.keywords_change_30(inputs)
});
/**
* | output |
* | --- |
* | "Change over 7 days" |
*
* @param {Keywords_Change_7Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_change_7 = /** @type {((inputs?: Keywords_Change_7Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Change_7Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_change_7(inputs)
	if (locale === "ta") return __ta.keywords_change_7(inputs)
	return __en.keywords_change_7(inputs)
});
/**
* | output |
* | --- |
* | "Clicks" |
*
* @param {Keywords_ClicksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_clicks = /** @type {((inputs?: Keywords_ClicksInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_ClicksInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_clicks(inputs)
	if (locale === "ta") return __ta.keywords_clicks(inputs)
	return __en.keywords_clicks(inputs)
});
/**
* | output |
* | --- |
* | "Clicks (30 days)" |
*
* @param {Keywords_Clicks_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_clicks_30 = /** @type {((inputs?: Keywords_Clicks_30Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Clicks_30Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_clicks_30(inputs)
	if (locale === "ta") return __ta.keywords_clicks_30(inputs)
	return __en.keywords_clicks_30(inputs)
});
/**
* | output |
* | --- |
* | "Daily figures" |
*
* @param {Keywords_DailyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_daily = /** @type {((inputs?: Keywords_DailyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_DailyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_daily(inputs)
	if (locale === "ta") return __ta.keywords_daily(inputs)
	return __en.keywords_daily(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "down {count} place" |
* | "other" | "down {count} places" |
*
* @param {Keywords_DownInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_down = /** @type {((inputs: Keywords_DownInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_DownInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_down(inputs)
	if (locale === "ta") return __ta.keywords_down(inputs)
	return __en.keywords_down(inputs)
});
/**
* | output |
* | --- |
* | "\"{text}\" is already tracked for this client." |
*
* @param {Keywords_DuplicateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_duplicate = /** @type {((inputs: Keywords_DuplicateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_DuplicateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_duplicate(inputs)
	if (locale === "ta") return __ta.keywords_duplicate(inputs)
	return __en.keywords_duplicate(inputs)
});
/**
* | output |
* | --- |
* | "{keyword}: keyword history" |
*
* @param {Keywords_History_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_history_title = /** @type {((inputs: Keywords_History_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_History_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_history_title(inputs)
	if (locale === "ta") return __ta.keywords_history_title(inputs)
	return __en.keywords_history_title(inputs)
});
/**
* | output |
* | --- |
* | "Impressions" |
*
* @param {Keywords_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_impressions = /** @type {((inputs?: Keywords_ImpressionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_ImpressionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_impressions(inputs)
	if (locale === "ta") return __ta.keywords_impressions(inputs)
	return __en.keywords_impressions(inputs)
});
/**
* | output |
* | --- |
* | "Impressions (30 days)" |
*
* @param {Keywords_Impressions_30Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_impressions_30 = /** @type {((inputs?: Keywords_Impressions_30Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Impressions_30Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_impressions_30(inputs)
	if (locale === "ta") return __ta.keywords_impressions_30(inputs)
	return __en.keywords_impressions_30(inputs)
});
/**
* | output |
* | --- |
* | "Keyword" |
*
* @param {Keywords_KeywordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_keyword = /** @type {((inputs?: Keywords_KeywordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_KeywordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_keyword(inputs)
	if (locale === "ta") return __ta.keywords_keyword(inputs)
	return __en.keywords_keyword(inputs)
});
/**
* | output |
* | --- |
* | "No change" |
*
* @param {Keywords_No_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_change = /** @type {((inputs?: Keywords_No_ChangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_No_ChangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_no_change(inputs)
	if (locale === "ta") return __ta.keywords_no_change(inputs)
	return __en.keywords_no_change(inputs)
});
/**
* | output |
* | --- |
* | "No earlier position" |
*
* @param {Keywords_No_EarlierInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_earlier = /** @type {((inputs?: Keywords_No_EarlierInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_No_EarlierInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_no_earlier(inputs)
	if (locale === "ta") return __ta.keywords_no_earlier(inputs)
	return __en.keywords_no_earlier(inputs)
});
/**
* | output |
* | --- |
* | "Search Console has no figures for this keyword in the last 90 days." |
*
* @param {Keywords_No_HistoryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_history = /** @type {((inputs?: Keywords_No_HistoryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_No_HistoryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_no_history(inputs)
	if (locale === "ta") return __ta.keywords_no_history(inputs)
	return __en.keywords_no_history(inputs)
});
/**
* | output |
* | --- |
* | "There is no such keyword." |
*
* @param {Keywords_No_KeywordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_keyword = /** @type {((inputs?: Keywords_No_KeywordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_No_KeywordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_no_keyword(inputs)
	if (locale === "ta") return __ta.keywords_no_keyword(inputs)
	return __en.keywords_no_keyword(inputs)
});
/**
* | output |
* | --- |
* | "This client has no active SEO plan, so no keywords can be tracked. Keywords come with an SEO plan." |
*
* @param {Keywords_No_Seo_PlanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_no_seo_plan = /** @type {((inputs?: Keywords_No_Seo_PlanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_No_Seo_PlanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_no_seo_plan(inputs)
	if (locale === "ta") return __ta.keywords_no_seo_plan(inputs)
	return __en.keywords_no_seo_plan(inputs)
});
/**
* | output |
* | --- |
* | "No keywords are tracked yet." |
*
* @param {Keywords_None_TrackedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_none_tracked = /** @type {((inputs?: Keywords_None_TrackedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_None_TrackedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_none_tracked(inputs)
	if (locale === "ta") return __ta.keywords_none_tracked(inputs)
	return __en.keywords_none_tracked(inputs)
});
/**
* | output |
* | --- |
* | "Not ranked yet" |
*
* @param {Keywords_Not_RankedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_not_ranked = /** @type {((inputs?: Keywords_Not_RankedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Not_RankedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_not_ranked(inputs)
	if (locale === "ta") return __ta.keywords_not_ranked(inputs)
	return __en.keywords_not_ranked(inputs)
});
/**
* | output |
* | --- |
* | "on {day}" |
*
* @param {Keywords_On_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_on_day = /** @type {((inputs: Keywords_On_DayInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_On_DayInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_on_day(inputs)
	if (locale === "ta") return __ta.keywords_on_day(inputs)
	return __en.keywords_on_day(inputs)
});
/**
* | output |
* | --- |
* | "Your {plan} plan tracks up to {limit} keywords. Remove one to add another." |
*
* @param {Keywords_Over_LimitInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_over_limit = /** @type {((inputs: Keywords_Over_LimitInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Over_LimitInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_over_limit(inputs)
	if (locale === "ta") return __ta.keywords_over_limit(inputs)
	return __en.keywords_over_limit(inputs)
});
/**
* | output |
* | --- |
* | "Position" |
*
* @param {Keywords_PositionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position = /** @type {((inputs?: Keywords_PositionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_PositionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_position(inputs)
	if (locale === "ta") return __ta.keywords_position(inputs)
	return __en.keywords_position(inputs)
});
/**
* | output |
* | --- |
* | "Position over the last 90 days" |
*
* @param {Keywords_Position_90Inputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_90 = /** @type {((inputs?: Keywords_Position_90Inputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Position_90Inputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_position_90(inputs)
	if (locale === "ta") return __ta.keywords_position_90(inputs)
	return __en.keywords_position_90(inputs)
});
/**
* | output |
* | --- |
* | "Search Console's average position each day; 1 is the top of the results." |
*
* @param {Keywords_Position_DescriptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_description = /** @type {((inputs?: Keywords_Position_DescriptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Position_DescriptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_position_description(inputs)
	if (locale === "ta") return __ta.keywords_position_description(inputs)
	return __en.keywords_position_description(inputs)
});
/**
* | output |
* | --- |
* | "Position now" |
*
* @param {Keywords_Position_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_position_now = /** @type {((inputs?: Keywords_Position_NowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Position_NowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_position_now(inputs)
	if (locale === "ta") return __ta.keywords_position_now(inputs)
	return __en.keywords_position_now(inputs)
});
/**
* | output |
* | --- |
* | "Keyword rankings" |
*
* @param {Keywords_RankingsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_rankings = /** @type {((inputs?: Keywords_RankingsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_RankingsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_rankings(inputs)
	if (locale === "ta") return __ta.keywords_rankings(inputs)
	return __en.keywords_rankings(inputs)
});
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Keywords_RemoveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_remove = /** @type {((inputs?: Keywords_RemoveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_RemoveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_remove(inputs)
	if (locale === "ta") return __ta.keywords_remove(inputs)
	return __en.keywords_remove(inputs)
});
/**
* | output |
* | --- |
* | "Keyword removed." |
*
* @param {Keywords_RemovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_removed = /** @type {((inputs?: Keywords_RemovedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_RemovedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_removed(inputs)
	if (locale === "ta") return __ta.keywords_removed(inputs)
	return __en.keywords_removed(inputs)
});
/**
* | output |
* | --- |
* | "Enter a keyword to track." |
*
* @param {Keywords_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_required = /** @type {((inputs?: Keywords_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_required(inputs)
	if (locale === "ta") return __ta.keywords_required(inputs)
	return __en.keywords_required(inputs)
});
/**
* | output |
* | --- |
* | "A keyword is at most {max} characters." |
*
* @param {Keywords_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_too_long = /** @type {((inputs: Keywords_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_too_long(inputs)
	if (locale === "ta") return __ta.keywords_too_long(inputs)
	return __en.keywords_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Tracked keywords" |
*
* @param {Keywords_TrackedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked = /** @type {((inputs?: Keywords_TrackedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_TrackedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_tracked(inputs)
	if (locale === "ta") return __ta.keywords_tracked(inputs)
	return __en.keywords_tracked(inputs)
});
/**
* | output |
* | --- |
* | "Tracked keywords for {client}" |
*
* @param {Keywords_Tracked_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked_for = /** @type {((inputs: Keywords_Tracked_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Tracked_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_tracked_for(inputs)
	if (locale === "ta") return __ta.keywords_tracked_for(inputs)
	return __en.keywords_tracked_for(inputs)
});
/**
* | output |
* | --- |
* | "Tracked for {client}" |
*
* @param {Keywords_Tracked_For_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_tracked_for_client = /** @type {((inputs: Keywords_Tracked_For_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_Tracked_For_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_tracked_for_client(inputs)
	if (locale === "ta") return __ta.keywords_tracked_for_client(inputs)
	return __en.keywords_tracked_for_client(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "up {count} place" |
* | "other" | "up {count} places" |
*
* @param {Keywords_UpInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const keywords_up = /** @type {((inputs: Keywords_UpInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Keywords_UpInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.keywords_up(inputs)
	if (locale === "ta") return __ta.keywords_up(inputs)
	return __en.keywords_up(inputs)
});
/**
* | output |
* | --- |
* | "All notifications are marked as read." |
*
* @param {Notifications_All_ReadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_all_read = /** @type {((inputs?: Notifications_All_ReadInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_All_ReadInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_all_read(inputs)
	if (locale === "ta") return __ta.notifications_all_read(inputs)
	return __en.notifications_all_read(inputs)
});
/**
* | output |
* | --- |
* | "Choose which are mailed to you on your" |
*
* @param {Notifications_Choose_MailsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_choose_mails = /** @type {((inputs?: Notifications_Choose_MailsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Choose_MailsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_choose_mails(inputs)
	if (locale === "ta") return __ta.notifications_choose_mails(inputs)
	return __en.notifications_choose_mails(inputs)
});
/**
* | output |
* | --- |
* | "Approvals" |
*
* @param {Notifications_Kind_ApprovalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_approval = /** @type {((inputs?: Notifications_Kind_ApprovalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_ApprovalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_approval(inputs)
	if (locale === "ta") return __ta.notifications_kind_approval(inputs)
	return __en.notifications_kind_approval(inputs)
});
/**
* | output |
* | --- |
* | "Assignments" |
*
* @param {Notifications_Kind_AssignmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_assignment = /** @type {((inputs?: Notifications_Kind_AssignmentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_AssignmentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_assignment(inputs)
	if (locale === "ta") return __ta.notifications_kind_assignment(inputs)
	return __en.notifications_kind_assignment(inputs)
});
/**
* | output |
* | --- |
* | "Change requests" |
*
* @param {Notifications_Kind_Change_RequestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_change_request = /** @type {((inputs?: Notifications_Kind_Change_RequestInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_Change_RequestInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_change_request(inputs)
	if (locale === "ta") return __ta.notifications_kind_change_request(inputs)
	return __en.notifications_kind_change_request(inputs)
});
/**
* | output |
* | --- |
* | "Comments" |
*
* @param {Notifications_Kind_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_comment = /** @type {((inputs?: Notifications_Kind_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_comment(inputs)
	if (locale === "ta") return __ta.notifications_kind_comment(inputs)
	return __en.notifications_kind_comment(inputs)
});
/**
* | output |
* | --- |
* | "New leads" |
*
* @param {Notifications_Kind_LeadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_lead = /** @type {((inputs?: Notifications_Kind_LeadInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_LeadInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_lead(inputs)
	if (locale === "ta") return __ta.notifications_kind_lead(inputs)
	return __en.notifications_kind_lead(inputs)
});
/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Notifications_Kind_PaymentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_payment = /** @type {((inputs?: Notifications_Kind_PaymentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_PaymentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_payment(inputs)
	if (locale === "ta") return __ta.notifications_kind_payment(inputs)
	return __en.notifications_kind_payment(inputs)
});
/**
* | output |
* | --- |
* | "Content calendar posts" |
*
* @param {Notifications_Kind_PostInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_post = /** @type {((inputs?: Notifications_Kind_PostInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_PostInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_post(inputs)
	if (locale === "ta") return __ta.notifications_kind_post(inputs)
	return __en.notifications_kind_post(inputs)
});
/**
* | output |
* | --- |
* | "Posts unapproved at their time" |
*
* @param {Notifications_Kind_Post_OverdueInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_post_overdue = /** @type {((inputs?: Notifications_Kind_Post_OverdueInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_Post_OverdueInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_post_overdue(inputs)
	if (locale === "ta") return __ta.notifications_kind_post_overdue(inputs)
	return __en.notifications_kind_post_overdue(inputs)
});
/**
* | output |
* | --- |
* | "Posts awaiting you soon" |
*
* @param {Notifications_Kind_Post_ReminderInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_post_reminder = /** @type {((inputs?: Notifications_Kind_Post_ReminderInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_Post_ReminderInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_post_reminder(inputs)
	if (locale === "ta") return __ta.notifications_kind_post_reminder(inputs)
	return __en.notifications_kind_post_reminder(inputs)
});
/**
* | output |
* | --- |
* | "New projects" |
*
* @param {Notifications_Kind_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_project = /** @type {((inputs?: Notifications_Kind_ProjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_ProjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_project(inputs)
	if (locale === "ta") return __ta.notifications_kind_project(inputs)
	return __en.notifications_kind_project(inputs)
});
/**
* | output |
* | --- |
* | "Status changes" |
*
* @param {Notifications_Kind_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_status = /** @type {((inputs?: Notifications_Kind_StatusInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_StatusInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_status(inputs)
	if (locale === "ta") return __ta.notifications_kind_status(inputs)
	return __en.notifications_kind_status(inputs)
});
/**
* | output |
* | --- |
* | "Support tickets" |
*
* @param {Notifications_Kind_TicketInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_ticket = /** @type {((inputs?: Notifications_Kind_TicketInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_TicketInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_ticket(inputs)
	if (locale === "ta") return __ta.notifications_kind_ticket(inputs)
	return __en.notifications_kind_ticket(inputs)
});
/**
* | output |
* | --- |
* | "Progress updates" |
*
* @param {Notifications_Kind_UpdateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_kind_update = /** @type {((inputs?: Notifications_Kind_UpdateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Kind_UpdateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_kind_update(inputs)
	if (locale === "ta") return __ta.notifications_kind_update(inputs)
	return __en.notifications_kind_update(inputs)
});
/**
* | output |
* | --- |
* | "Your notifications" |
*
* @param {Notifications_List_LabelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_list_label = /** @type {((inputs?: Notifications_List_LabelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_List_LabelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_list_label(inputs)
	if (locale === "ta") return __ta.notifications_list_label(inputs)
	return __en.notifications_list_label(inputs)
});
/**
* | output |
* | --- |
* | "Every notification shows under the bell. Choose which are also mailed to you: at once, or together in a daily digest at 08:00 Sri Lanka time." |
*
* @param {Notifications_Mails_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mails_intro = /** @type {((inputs?: Notifications_Mails_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mails_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mails_intro(inputs)
	if (locale === "ta") return __ta.notifications_mails_intro(inputs)
	return __en.notifications_mails_intro(inputs)
});
/**
* | output |
* | --- |
* | "Notification mails" |
*
* @param {Notifications_Mails_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mails_title = /** @type {((inputs?: Notifications_Mails_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mails_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mails_title(inputs)
	if (locale === "ta") return __ta.notifications_mails_title(inputs)
	return __en.notifications_mails_title(inputs)
});
/**
* | output |
* | --- |
* | "Mark all as read" |
*
* @param {Notifications_Mark_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mark_all = /** @type {((inputs?: Notifications_Mark_AllInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mark_AllInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mark_all(inputs)
	if (locale === "ta") return __ta.notifications_mark_all(inputs)
	return __en.notifications_mark_all(inputs)
});
/**
* | output |
* | --- |
* | "Daily digest" |
*
* @param {Notifications_Mode_DigestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mode_digest = /** @type {((inputs?: Notifications_Mode_DigestInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mode_DigestInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mode_digest(inputs)
	if (locale === "ta") return __ta.notifications_mode_digest(inputs)
	return __en.notifications_mode_digest(inputs)
});
/**
* | output |
* | --- |
* | "At once" |
*
* @param {Notifications_Mode_InstantInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mode_instant = /** @type {((inputs?: Notifications_Mode_InstantInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mode_InstantInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mode_instant(inputs)
	if (locale === "ta") return __ta.notifications_mode_instant(inputs)
	return __en.notifications_mode_instant(inputs)
});
/**
* | output |
* | --- |
* | "Off" |
*
* @param {Notifications_Mode_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_mode_off = /** @type {((inputs?: Notifications_Mode_OffInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Mode_OffInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_mode_off(inputs)
	if (locale === "ta") return __ta.notifications_mode_off(inputs)
	return __en.notifications_mode_off(inputs)
});
/**
* | output |
* | --- |
* | "No notifications yet." |
*
* @param {Notifications_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_none = /** @type {((inputs?: Notifications_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_none(inputs)
	if (locale === "ta") return __ta.notifications_none(inputs)
	return __en.notifications_none(inputs)
});
/**
* | output |
* | --- |
* | "That notification does not exist." |
*
* @param {Notifications_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_not_found = /** @type {((inputs?: Notifications_Not_FoundInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Not_FoundInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_not_found(inputs)
	if (locale === "ta") return __ta.notifications_not_found(inputs)
	return __en.notifications_not_found(inputs)
});
/**
* | output |
* | --- |
* | "Nothing unread." |
*
* @param {Notifications_Nothing_UnreadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_nothing_unread = /** @type {((inputs?: Notifications_Nothing_UnreadInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Nothing_UnreadInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_nothing_unread(inputs)
	if (locale === "ta") return __ta.notifications_nothing_unread(inputs)
	return __en.notifications_nothing_unread(inputs)
});
/**
* | output |
* | --- |
* | "Notifications \| Fli DESK" |
*
* @param {Notifications_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_page_title = /** @type {((inputs?: Notifications_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_page_title(inputs)
	if (locale === "ta") return __ta.notifications_page_title(inputs)
	return __en.notifications_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Choose At once, Daily digest or Off for each kind" |
*
* @param {Notifications_Prefs_InvalidInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_prefs_invalid = /** @type {((inputs?: Notifications_Prefs_InvalidInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Prefs_InvalidInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_prefs_invalid(inputs)
	if (locale === "ta") return __ta.notifications_prefs_invalid(inputs)
	return __en.notifications_prefs_invalid(inputs)
});
/**
* | output |
* | --- |
* | "Your notification choices are saved." |
*
* @param {Notifications_Prefs_SavedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_prefs_saved = /** @type {((inputs?: Notifications_Prefs_SavedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Prefs_SavedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_prefs_saved(inputs)
	if (locale === "ta") return __ta.notifications_prefs_saved(inputs)
	return __en.notifications_prefs_saved(inputs)
});
/**
* | output |
* | --- |
* | "profile" |
*
* @param {Notifications_Profile_LinkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_profile_link = /** @type {((inputs?: Notifications_Profile_LinkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Profile_LinkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_profile_link(inputs)
	if (locale === "ta") return __ta.notifications_profile_link(inputs)
	return __en.notifications_profile_link(inputs)
});
/**
* | output |
* | --- |
* | "Save mail choices" |
*
* @param {Notifications_SaveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_save = /** @type {((inputs?: Notifications_SaveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_SaveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_save(inputs)
	if (locale === "ta") return __ta.notifications_save(inputs)
	return __en.notifications_save(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Notifications_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_title = /** @type {((inputs?: Notifications_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_title(inputs)
	if (locale === "ta") return __ta.notifications_title(inputs)
	return __en.notifications_title(inputs)
});
/**
* | output |
* | --- |
* | "Unknown form" |
*
* @param {Notifications_Unknown_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_unknown_form = /** @type {((inputs?: Notifications_Unknown_FormInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Unknown_FormInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_unknown_form(inputs)
	if (locale === "ta") return __ta.notifications_unknown_form(inputs)
	return __en.notifications_unknown_form(inputs)
});
/**
* | output |
* | --- |
* | "{count} unread." |
*
* @param {Notifications_Unread_CountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_count = /** @type {((inputs: Notifications_Unread_CountInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Unread_CountInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_unread_count(inputs)
	if (locale === "ta") return __ta.notifications_unread_count(inputs)
	return __en.notifications_unread_count(inputs)
});
/**
* | output |
* | --- |
* | "Unread:" |
*
* @param {Notifications_Unread_MarkInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const notifications_unread_mark = /** @type {((inputs?: Notifications_Unread_MarkInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Notifications_Unread_MarkInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.notifications_unread_mark(inputs)
	if (locale === "ta") return __ta.notifications_unread_mark(inputs)
	return __en.notifications_unread_mark(inputs)
});
/**
* | output |
* | --- |
* | "Code from your authenticator app" |
*
* @param {Profile_2fa_App_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_app_code = /** @type {((inputs?: Profile_2fa_App_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_App_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_app_code(inputs)
	if (locale === "ta") return __ta.profile_2fa_app_code(inputs)
	return __en.profile_2fa_app_code(inputs)
});
/**
* | output |
* | --- |
* | "Cannot scan it? Add an account by hand with this key (time-based, 6 digits):" |
*
* @param {Profile_2fa_By_HandInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_by_hand = /** @type {((inputs?: Profile_2fa_By_HandInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_By_HandInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_by_hand(inputs)
	if (locale === "ta") return __ta.profile_2fa_by_hand(inputs)
	return __en.profile_2fa_by_hand(inputs)
});
/**
* | output |
* | --- |
* | "Recovery codes" |
*
* @param {Profile_2fa_Codes_ListInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_codes_list = /** @type {((inputs?: Profile_2fa_Codes_ListInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Codes_ListInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_codes_list(inputs)
	if (locale === "ta") return __ta.profile_2fa_codes_list(inputs)
	return __en.profile_2fa_codes_list(inputs)
});
/**
* | output |
* | --- |
* | "Each one signs you in once without your phone. Save them somewhere safe now: they will not be shown again." |
*
* @param {Profile_2fa_Codes_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_codes_text = /** @type {((inputs?: Profile_2fa_Codes_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Codes_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_codes_text(inputs)
	if (locale === "ta") return __ta.profile_2fa_codes_text(inputs)
	return __en.profile_2fa_codes_text(inputs)
});
/**
* | output |
* | --- |
* | "Your recovery codes" |
*
* @param {Profile_2fa_Codes_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_codes_title = /** @type {((inputs?: Profile_2fa_Codes_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Codes_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_codes_title(inputs)
	if (locale === "ta") return __ta.profile_2fa_codes_title(inputs)
	return __en.profile_2fa_codes_title(inputs)
});
/**
* | output |
* | --- |
* | "Code from your app, or a recovery code" |
*
* @param {Profile_2fa_Disable_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_disable_code = /** @type {((inputs?: Profile_2fa_Disable_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Disable_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_disable_code(inputs)
	if (locale === "ta") return __ta.profile_2fa_disable_code(inputs)
	return __en.profile_2fa_disable_code(inputs)
});
/**
* | output |
* | --- |
* | "2. Enter the 6-digit code the app shows" |
*
* @param {Profile_2fa_Enter_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_enter_code = /** @type {((inputs?: Profile_2fa_Enter_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Enter_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_enter_code(inputs)
	if (locale === "ta") return __ta.profile_2fa_enter_code(inputs)
	return __en.profile_2fa_enter_code(inputs)
});
/**
* | output |
* | --- |
* | "Sign in with a code from an authenticator app on your phone (such as Google Authenticator, Microsoft Authenticator or 1Password) as well as your password, so..." |
*
* @param {Profile_2fa_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_intro = /** @type {((inputs?: Profile_2fa_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_intro(inputs)
	if (locale === "ta") return __ta.profile_2fa_intro(inputs)
	return __en.profile_2fa_intro(inputs)
});
/**
* | output |
* | --- |
* | "Set up two-factor sign-in to continue: admins need it on this server." |
*
* @param {Profile_2fa_Must_EnrolInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_must_enrol = /** @type {((inputs?: Profile_2fa_Must_EnrolInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Must_EnrolInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_must_enrol(inputs)
	if (locale === "ta") return __ta.profile_2fa_must_enrol(inputs)
	return __en.profile_2fa_must_enrol(inputs)
});
/**
* | output |
* | --- |
* | "On" |
*
* @param {Profile_2fa_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_on = /** @type {((inputs?: Profile_2fa_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_on(inputs)
	if (locale === "ta") return __ta.profile_2fa_on(inputs)
	return __en.profile_2fa_on(inputs)
});
/**
* | output |
* | --- |
* | "QR code for your authenticator app" |
*
* @param {Profile_2fa_Qr_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_qr_alt = /** @type {((inputs?: Profile_2fa_Qr_AltInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Qr_AltInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_qr_alt(inputs)
	if (locale === "ta") return __ta.profile_2fa_qr_alt(inputs)
	return __en.profile_2fa_qr_alt(inputs)
});
/**
* | output |
* | --- |
* | "Make new recovery codes" |
*
* @param {Profile_2fa_RegenerateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_regenerate = /** @type {((inputs?: Profile_2fa_RegenerateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_RegenerateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_regenerate(inputs)
	if (locale === "ta") return __ta.profile_2fa_regenerate(inputs)
	return __en.profile_2fa_regenerate(inputs)
});
/**
* | output |
* | --- |
* | "New recovery codes" |
*
* @param {Profile_2fa_Regenerate_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_regenerate_title = /** @type {((inputs?: Profile_2fa_Regenerate_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Regenerate_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_regenerate_title(inputs)
	if (locale === "ta") return __ta.profile_2fa_regenerate_title(inputs)
	return __en.profile_2fa_regenerate_title(inputs)
});
/**
* | output |
* | --- |
* | "1. Scan this QR code with your authenticator app." |
*
* @param {Profile_2fa_ScanInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_scan = /** @type {((inputs?: Profile_2fa_ScanInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_ScanInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_scan(inputs)
	if (locale === "ta") return __ta.profile_2fa_scan(inputs)
	return __en.profile_2fa_scan(inputs)
});
/**
* | output |
* | --- |
* | "since {date} · {left} of 10 recovery codes left" |
*
* @param {Profile_2fa_SinceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_since = /** @type {((inputs: Profile_2fa_SinceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_SinceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_since(inputs)
	if (locale === "ta") return __ta.profile_2fa_since(inputs)
	return __en.profile_2fa_since(inputs)
});
/**
* | output |
* | --- |
* | "Set up two-factor sign-in" |
*
* @param {Profile_2fa_StartInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_start = /** @type {((inputs?: Profile_2fa_StartInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_StartInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_start(inputs)
	if (locale === "ta") return __ta.profile_2fa_start(inputs)
	return __en.profile_2fa_start(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in" |
*
* @param {Profile_2fa_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_title = /** @type {((inputs?: Profile_2fa_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_title(inputs)
	if (locale === "ta") return __ta.profile_2fa_title(inputs)
	return __en.profile_2fa_title(inputs)
});
/**
* | output |
* | --- |
* | "Turn off two-factor sign-in" |
*
* @param {Profile_2fa_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_turn_off = /** @type {((inputs?: Profile_2fa_Turn_OffInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Turn_OffInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_turn_off(inputs)
	if (locale === "ta") return __ta.profile_2fa_turn_off(inputs)
	return __en.profile_2fa_turn_off(inputs)
});
/**
* | output |
* | --- |
* | "Turn on two-factor sign-in" |
*
* @param {Profile_2fa_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_2fa_turn_on = /** @type {((inputs?: Profile_2fa_Turn_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_2fa_Turn_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_2fa_turn_on(inputs)
	if (locale === "ta") return __ta.profile_2fa_turn_on(inputs)
	return __en.profile_2fa_turn_on(inputs)
});
/**
* | output |
* | --- |
* | "A browser" |
*
* @param {Profile_A_BrowserInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_a_browser = /** @type {((inputs?: Profile_A_BrowserInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_A_BrowserInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_a_browser(inputs)
	if (locale === "ta") return __ta.profile_a_browser(inputs)
	return __en.profile_a_browser(inputs)
});
/**
* | output |
* | --- |
* | "A script" |
*
* @param {Profile_A_ScriptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_a_script = /** @type {((inputs?: Profile_A_ScriptInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_A_ScriptInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_a_script(inputs)
	if (locale === "ta") return __ta.profile_a_script(inputs)
	return __en.profile_a_script(inputs)
});
/**
* | output |
* | --- |
* | "Profile and security \| Fli DESK" |
*
* @param {Profile_Account_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_account_page_title = /** @type {((inputs?: Profile_Account_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Account_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_account_page_title(inputs)
	if (locale === "ta") return __ta.profile_account_page_title(inputs)
	return __en.profile_account_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Change email" |
*
* @param {Profile_Change_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_change_email = /** @type {((inputs?: Profile_Change_EmailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Change_EmailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_change_email(inputs)
	if (locale === "ta") return __ta.profile_change_email(inputs)
	return __en.profile_change_email(inputs)
});
/**
* | output |
* | --- |
* | "Change password" |
*
* @param {Profile_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_change_password = /** @type {((inputs?: Profile_Change_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Change_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_change_password(inputs)
	if (locale === "ta") return __ta.profile_change_password(inputs)
	return __en.profile_change_password(inputs)
});
/**
* | output |
* | --- |
* | "Confirm new password" |
*
* @param {Profile_Confirm_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_confirm_password = /** @type {((inputs?: Profile_Confirm_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Confirm_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_confirm_password(inputs)
	if (locale === "ta") return __ta.profile_confirm_password(inputs)
	return __en.profile_confirm_password(inputs)
});
/**
* | output |
* | --- |
* | "Current password" |
*
* @param {Profile_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_current_password = /** @type {((inputs?: Profile_Current_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Current_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_current_password(inputs)
	if (locale === "ta") return __ta.profile_current_password(inputs)
	return __en.profile_current_password(inputs)
});
/**
* | output |
* | --- |
* | "That device is already signed out." |
*
* @param {Profile_Device_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_device_gone = /** @type {((inputs?: Profile_Device_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Device_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_device_gone(inputs)
	if (locale === "ta") return __ta.profile_device_gone(inputs)
	return __en.profile_device_gone(inputs)
});
/**
* | output |
* | --- |
* | "{browser} on {system}" |
*
* @param {Profile_Device_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_device_on = /** @type {((inputs: Profile_Device_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Device_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_device_on(inputs)
	if (locale === "ta") return __ta.profile_device_on(inputs)
	return __en.profile_device_on(inputs)
});
/**
* | output |
* | --- |
* | "That device has been signed out." |
*
* @param {Profile_Device_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_device_signed_out = /** @type {((inputs?: Profile_Device_Signed_OutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Device_Signed_OutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_device_signed_out(inputs)
	if (locale === "ta") return __ta.profile_device_signed_out(inputs)
	return __en.profile_device_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "Signed-in devices" |
*
* @param {Profile_Devices_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_devices_title = /** @type {((inputs?: Profile_Devices_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Devices_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_devices_title(inputs)
	if (locale === "ta") return __ta.profile_devices_title(inputs)
	return __en.profile_devices_title(inputs)
});
/**
* | output |
* | --- |
* | "A new address is used once you confirm it from the link we mail to it." |
*
* @param {Profile_Email_Change_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_email_change_note = /** @type {((inputs?: Profile_Email_Change_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Change_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_email_change_note(inputs)
	if (locale === "ta") return __ta.profile_email_change_note(inputs)
	return __en.profile_email_change_note(inputs)
});
/**
* | output |
* | --- |
* | "Your email is {email}." |
*
* @param {Profile_Email_IsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_email_is = /** @type {((inputs: Profile_Email_IsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_IsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_email_is(inputs)
	if (locale === "ta") return __ta.profile_email_is(inputs)
	return __en.profile_email_is(inputs)
});
/**
* | output |
* | --- |
* | "Failed attempt" |
*
* @param {Profile_Failed_AttemptInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_failed_attempt = /** @type {((inputs?: Profile_Failed_AttemptInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Failed_AttemptInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_failed_attempt(inputs)
	if (locale === "ta") return __ta.profile_failed_attempt(inputs)
	return __en.profile_failed_attempt(inputs)
});
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Profile_LanguageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_language = /** @type {((inputs?: Profile_LanguageInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_LanguageInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_language(inputs)
	if (locale === "ta") return __ta.profile_language(inputs)
	return __en.profile_language(inputs)
});
/**
* | output |
* | --- |
* | "last active" |
*
* @param {Profile_Last_ActiveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_last_active = /** @type {((inputs?: Profile_Last_ActiveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Last_ActiveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_last_active(inputs)
	if (locale === "ta") return __ta.profile_last_active(inputs)
	return __en.profile_last_active(inputs)
});
/**
* | output |
* | --- |
* | "New email address" |
*
* @param {Profile_New_EmailInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_new_email = /** @type {((inputs?: Profile_New_EmailInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_New_EmailInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_new_email(inputs)
	if (locale === "ta") return __ta.profile_new_email(inputs)
	return __en.profile_new_email(inputs)
});
/**
* | output |
* | --- |
* | "New password" |
*
* @param {Profile_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_new_password = /** @type {((inputs?: Profile_New_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_New_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_new_password(inputs)
	if (locale === "ta") return __ta.profile_new_password(inputs)
	return __en.profile_new_password(inputs)
});
/**
* | output |
* | --- |
* | "No sign-ins recorded yet." |
*
* @param {Profile_No_Sign_InsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_no_sign_ins = /** @type {((inputs?: Profile_No_Sign_InsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_No_Sign_InsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_no_sign_ins(inputs)
	if (locale === "ta") return __ta.profile_no_sign_ins(inputs)
	return __en.profile_no_sign_ins(inputs)
});
/**
* | output |
* | --- |
* | "Every other device has been signed out." |
*
* @param {Profile_Others_Signed_OutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_others_signed_out = /** @type {((inputs?: Profile_Others_Signed_OutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Others_Signed_OutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_others_signed_out(inputs)
	if (locale === "ta") return __ta.profile_others_signed_out(inputs)
	return __en.profile_others_signed_out(inputs)
});
/**
* | output |
* | --- |
* | "{section} \| Profile and security \| Fli DESK" |
*
* @param {Profile_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_page_title = /** @type {((inputs: Profile_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_page_title(inputs)
	if (locale === "ta") return __ta.profile_page_title(inputs)
	return __en.profile_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Password changed. Every other device has been signed out." |
*
* @param {Profile_Password_ChangedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_password_changed = /** @type {((inputs?: Profile_Password_ChangedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Password_ChangedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_password_changed(inputs)
	if (locale === "ta") return __ta.profile_password_changed(inputs)
	return __en.profile_password_changed(inputs)
});
/**
* | output |
* | --- |
* | "At least 8 characters, with a lowercase letter, an uppercase letter and a number." |
*
* @param {Profile_Password_RuleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_password_rule = /** @type {((inputs?: Profile_Password_RuleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Password_RuleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_password_rule(inputs)
	if (locale === "ta") return __ta.profile_password_rule(inputs)
	return __en.profile_password_rule(inputs)
});
/**
* | output |
* | --- |
* | "Role" |
*
* @param {Profile_RoleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_role = /** @type {((inputs?: Profile_RoleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_RoleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_role(inputs)
	if (locale === "ta") return __ta.profile_role(inputs)
	return __en.profile_role(inputs)
});
/**
* | output |
* | --- |
* | "Save language" |
*
* @param {Profile_Save_LanguageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_save_language = /** @type {((inputs?: Profile_Save_LanguageInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Save_LanguageInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_save_language(inputs)
	if (locale === "ta") return __ta.profile_save_language(inputs)
	return __en.profile_save_language(inputs)
});
/**
* | output |
* | --- |
* | "Save name" |
*
* @param {Profile_Save_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_save_name = /** @type {((inputs?: Profile_Save_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Save_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_save_name(inputs)
	if (locale === "ta") return __ta.profile_save_name(inputs)
	return __en.profile_save_name(inputs)
});
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Profile_SavingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_saving = /** @type {((inputs?: Profile_SavingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SavingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_saving(inputs)
	if (locale === "ta") return __ta.profile_saving(inputs)
	return __en.profile_saving(inputs)
});
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Profile_Section_AccountInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_account = /** @type {((inputs?: Profile_Section_AccountInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Section_AccountInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_section_account(inputs)
	if (locale === "ta") return __ta.profile_section_account(inputs)
	return __en.profile_section_account(inputs)
});
/**
* | output |
* | --- |
* | "Devices" |
*
* @param {Profile_Section_DevicesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_devices = /** @type {((inputs?: Profile_Section_DevicesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Section_DevicesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_section_devices(inputs)
	if (locale === "ta") return __ta.profile_section_devices(inputs)
	return __en.profile_section_devices(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Profile_Section_NotificationsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_notifications = /** @type {((inputs?: Profile_Section_NotificationsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Section_NotificationsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_section_notifications(inputs)
	if (locale === "ta") return __ta.profile_section_notifications(inputs)
	return __en.profile_section_notifications(inputs)
});
/**
* | output |
* | --- |
* | "Security" |
*
* @param {Profile_Section_SecurityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_section_security = /** @type {((inputs?: Profile_Section_SecurityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Section_SecurityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_section_security(inputs)
	if (locale === "ta") return __ta.profile_section_security(inputs)
	return __en.profile_section_security(inputs)
});
/**
* | output |
* | --- |
* | "Profile sections" |
*
* @param {Profile_Sections_NavInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sections_nav = /** @type {((inputs?: Profile_Sections_NavInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sections_NavInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sections_nav(inputs)
	if (locale === "ta") return __ta.profile_sections_nav(inputs)
	return __en.profile_sections_nav(inputs)
});
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Profile_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sending = /** @type {((inputs?: Profile_SendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_SendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sending(inputs)
	if (locale === "ta") return __ta.profile_sending(inputs)
	return __en.profile_sending(inputs)
});
/**
* | output |
* | --- |
* | "change your password" |
*
* @param {Profile_Sign_Ins_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_change_password = /** @type {((inputs?: Profile_Sign_Ins_Change_PasswordInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Ins_Change_PasswordInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_ins_change_password(inputs)
	if (locale === "ta") return __ta.profile_sign_ins_change_password(inputs)
	return __en.profile_sign_ins_change_password(inputs)
});
/**
* | output |
* | --- |
* | "If one was not you," |
*
* @param {Profile_Sign_Ins_If_Not_YouInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_if_not_you = /** @type {((inputs?: Profile_Sign_Ins_If_Not_YouInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Ins_If_Not_YouInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_ins_if_not_you(inputs)
	if (locale === "ta") return __ta.profile_sign_ins_if_not_you(inputs)
	return __en.profile_sign_ins_if_not_you(inputs)
});
/**
* | output |
* | --- |
* | "The last {limit} sign-ins and failed attempts at your Fli DESK ID." |
*
* @param {Profile_Sign_Ins_IntroInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_intro = /** @type {((inputs: Profile_Sign_Ins_IntroInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Ins_IntroInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_ins_intro(inputs)
	if (locale === "ta") return __ta.profile_sign_ins_intro(inputs)
	return __en.profile_sign_ins_intro(inputs)
});
/**
* | output |
* | --- |
* | "and sign out your other devices." |
*
* @param {Profile_Sign_Ins_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_sign_out_others = /** @type {((inputs?: Profile_Sign_Ins_Sign_Out_OthersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Ins_Sign_Out_OthersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_ins_sign_out_others(inputs)
	if (locale === "ta") return __ta.profile_sign_ins_sign_out_others(inputs)
	return __en.profile_sign_ins_sign_out_others(inputs)
});
/**
* | output |
* | --- |
* | "Sign-in history" |
*
* @param {Profile_Sign_Ins_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_ins_title = /** @type {((inputs?: Profile_Sign_Ins_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Ins_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_ins_title(inputs)
	if (locale === "ta") return __ta.profile_sign_ins_title(inputs)
	return __en.profile_sign_ins_title(inputs)
});
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Profile_Sign_Out_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_out_device = /** @type {((inputs?: Profile_Sign_Out_DeviceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Out_DeviceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_out_device(inputs)
	if (locale === "ta") return __ta.profile_sign_out_device(inputs)
	return __en.profile_sign_out_device(inputs)
});
/**
* | output |
* | --- |
* | "Sign out all other devices" |
*
* @param {Profile_Sign_Out_OthersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_sign_out_others = /** @type {((inputs?: Profile_Sign_Out_OthersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Sign_Out_OthersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_sign_out_others(inputs)
	if (locale === "ta") return __ta.profile_sign_out_others(inputs)
	return __en.profile_sign_out_others(inputs)
});
/**
* | output |
* | --- |
* | "Signed in" |
*
* @param {Profile_Signed_InInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_signed_in = /** @type {((inputs?: Profile_Signed_InInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Signed_InInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_signed_in(inputs)
	if (locale === "ta") return __ta.profile_signed_in(inputs)
	return __en.profile_signed_in(inputs)
});
/**
* | output |
* | --- |
* | "This device" |
*
* @param {Profile_This_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_this_device = /** @type {((inputs?: Profile_This_DeviceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_This_DeviceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_this_device(inputs)
	if (locale === "ta") return __ta.profile_this_device(inputs)
	return __en.profile_this_device(inputs)
});
/**
* | output |
* | --- |
* | "Profile and security" |
*
* @param {Profile_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_title = /** @type {((inputs?: Profile_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_title(inputs)
	if (locale === "ta") return __ta.profile_title(inputs)
	return __en.profile_title(inputs)
});
/**
* | output |
* | --- |
* | "Unknown address" |
*
* @param {Profile_Unknown_AddressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_unknown_address = /** @type {((inputs?: Profile_Unknown_AddressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Unknown_AddressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_unknown_address(inputs)
	if (locale === "ta") return __ta.profile_unknown_address(inputs)
	return __en.profile_unknown_address(inputs)
});
/**
* | output |
* | --- |
* | "Unknown device" |
*
* @param {Profile_Unknown_DeviceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_unknown_device = /** @type {((inputs?: Profile_Unknown_DeviceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Unknown_DeviceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_unknown_device(inputs)
	if (locale === "ta") return __ta.profile_unknown_device(inputs)
	return __en.profile_unknown_device(inputs)
});
/**
* | output |
* | --- |
* | "Your current password is not correct" |
*
* @param {Profile_Wrong_CurrentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_wrong_current = /** @type {((inputs?: Profile_Wrong_CurrentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Wrong_CurrentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_wrong_current(inputs)
	if (locale === "ta") return __ta.profile_wrong_current(inputs)
	return __en.profile_wrong_current(inputs)
});
/**
* | output |
* | --- |
* | "Your name" |
*
* @param {Profile_Your_NameInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const profile_your_name = /** @type {((inputs?: Profile_Your_NameInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Your_NameInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.profile_your_name(inputs)
	if (locale === "ta") return __ta.profile_your_name(inputs)
	return __en.profile_your_name(inputs)
});
/**
* | output |
* | --- |
* | "Add a comment" |
*
* @param {Project_Add_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_add_comment = /** @type {((inputs?: Project_Add_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Add_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_add_comment(inputs)
	if (locale === "ta") return __ta.project_add_comment(inputs)
	return __en.project_add_comment(inputs)
});
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Project_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_analytics = /** @type {((inputs?: Project_AnalyticsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_AnalyticsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_analytics(inputs)
	if (locale === "ta") return __ta.project_analytics(inputs)
	return __en.project_analytics(inputs)
});
/**
* | output |
* | --- |
* | "Analytics Connected" |
*
* @param {Project_Analytics_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_analytics_connected = /** @type {((inputs?: Project_Analytics_ConnectedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Analytics_ConnectedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_analytics_connected(inputs)
	if (locale === "ta") return __ta.project_analytics_connected(inputs)
	return __en.project_analytics_connected(inputs)
});
/**
* | output |
* | --- |
* | "Analytics trends" |
*
* @param {Project_Analytics_TrendsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_analytics_trends = /** @type {((inputs?: Project_Analytics_TrendsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Analytics_TrendsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_analytics_trends(inputs)
	if (locale === "ta") return __ta.project_analytics_trends(inputs)
	return __en.project_analytics_trends(inputs)
});
/**
* | output |
* | --- |
* | "Approve" |
*
* @param {Project_ApproveInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_approve = /** @type {((inputs?: Project_ApproveInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ApproveInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_approve(inputs)
	if (locale === "ta") return __ta.project_approve(inputs)
	return __en.project_approve(inputs)
});
/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Project_ApprovedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_approved = /** @type {((inputs?: Project_ApprovedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ApprovedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_approved(inputs)
	if (locale === "ta") return __ta.project_approved(inputs)
	return __en.project_approved(inputs)
});
/**
* | output |
* | --- |
* | "Attached by {author}" |
*
* @param {Project_Attached_ByInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_attached_by = /** @type {((inputs: Project_Attached_ByInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Attached_ByInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_attached_by(inputs)
	if (locale === "ta") return __ta.project_attached_by(inputs)
	return __en.project_attached_by(inputs)
});
/**
* | output |
* | --- |
* | "Awaiting approval" |
*
* @param {Project_Awaiting_ApprovalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_awaiting_approval = /** @type {((inputs?: Project_Awaiting_ApprovalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Awaiting_ApprovalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_awaiting_approval(inputs)
	if (locale === "ta") return __ta.project_awaiting_approval(inputs)
	return __en.project_awaiting_approval(inputs)
});
/**
* | output |
* | --- |
* | "All Projects" |
*
* @param {Project_Back_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_back_all = /** @type {((inputs?: Project_Back_AllInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Back_AllInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_back_all(inputs)
	if (locale === "ta") return __ta.project_back_all(inputs)
	return __en.project_back_all(inputs)
});
/**
* | output |
* | --- |
* | "Assigned Projects" |
*
* @param {Project_Back_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_back_assigned = /** @type {((inputs?: Project_Back_AssignedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Back_AssignedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_back_assigned(inputs)
	if (locale === "ta") return __ta.project_back_assigned(inputs)
	return __en.project_back_assigned(inputs)
});
/**
* | output |
* | --- |
* | "My Projects" |
*
* @param {Project_Back_My_ProjectsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_back_my_projects = /** @type {((inputs?: Project_Back_My_ProjectsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Back_My_ProjectsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_back_my_projects(inputs)
	if (locale === "ta") return __ta.project_back_my_projects(inputs)
	return __en.project_back_my_projects(inputs)
});
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Project_CancelInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_cancel = /** @type {((inputs?: Project_CancelInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_CancelInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_cancel(inputs)
	if (locale === "ta") return __ta.project_cancel(inputs)
	return __en.project_cancel(inputs)
});
/**
* | output |
* | --- |
* | "Change decision" |
*
* @param {Project_Change_DecisionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_change_decision = /** @type {((inputs?: Project_Change_DecisionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Change_DecisionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_change_decision(inputs)
	if (locale === "ta") return __ta.project_change_decision(inputs)
	return __en.project_change_decision(inputs)
});
/**
* | output |
* | --- |
* | "Changes requested" |
*
* @param {Project_Changes_RequestedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_changes_requested = /** @type {((inputs?: Project_Changes_RequestedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Changes_RequestedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_changes_requested(inputs)
	if (locale === "ta") return __ta.project_changes_requested(inputs)
	return __en.project_changes_requested(inputs)
});
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Project_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_client = /** @type {((inputs?: Project_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_client(inputs)
	if (locale === "ta") return __ta.project_client(inputs)
	return __en.project_client(inputs)
});
/**
* | output |
* | --- |
* | "Comment" |
*
* @param {Project_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comment = /** @type {((inputs?: Project_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_comment(inputs)
	if (locale === "ta") return __ta.project_comment(inputs)
	return __en.project_comment(inputs)
});
/**
* | output |
* | --- |
* | "Write a comment first" |
*
* @param {Project_Comment_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comment_required = /** @type {((inputs?: Project_Comment_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Comment_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_comment_required(inputs)
	if (locale === "ta") return __ta.project_comment_required(inputs)
	return __en.project_comment_required(inputs)
});
/**
* | output |
* | --- |
* | "A comment can be at most {max} characters" |
*
* @param {Project_Comment_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comment_too_long = /** @type {((inputs: Project_Comment_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Comment_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_comment_too_long(inputs)
	if (locale === "ta") return __ta.project_comment_too_long(inputs)
	return __en.project_comment_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Comments ({count})" |
*
* @param {Project_CommentsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_comments = /** @type {((inputs: Project_CommentsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_CommentsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_comments(inputs)
	if (locale === "ta") return __ta.project_comments(inputs)
	return __en.project_comments(inputs)
});
/**
* | output |
* | --- |
* | "Deadline" |
*
* @param {Project_DeadlineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_deadline = /** @type {((inputs?: Project_DeadlineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_DeadlineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_deadline(inputs)
	if (locale === "ta") return __ta.project_deadline(inputs)
	return __en.project_deadline(inputs)
});
/**
* | output |
* | --- |
* | "by {name} on {date}" |
*
* @param {Project_Decided_ByInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_decided_by = /** @type {((inputs: Project_Decided_ByInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Decided_ByInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_decided_by(inputs)
	if (locale === "ta") return __ta.project_decided_by(inputs)
	return __en.project_decided_by(inputs)
});
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Project_DeleteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete = /** @type {((inputs?: Project_DeleteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_DeleteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_delete(inputs)
	if (locale === "ta") return __ta.project_delete(inputs)
	return __en.project_delete(inputs)
});
/**
* | output |
* | --- |
* | "Delete comment" |
*
* @param {Project_Delete_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete_comment = /** @type {((inputs?: Project_Delete_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Delete_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_delete_comment(inputs)
	if (locale === "ta") return __ta.project_delete_comment(inputs)
	return __en.project_delete_comment(inputs)
});
/**
* | output |
* | --- |
* | "Delete this comment?" |
*
* @param {Project_Delete_Comment_QuestionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete_comment_question = /** @type {((inputs?: Project_Delete_Comment_QuestionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Delete_Comment_QuestionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_delete_comment_question(inputs)
	if (locale === "ta") return __ta.project_delete_comment_question(inputs)
	return __en.project_delete_comment_question(inputs)
});
/**
* | output |
* | --- |
* | "Delete your comment" |
*
* @param {Project_Delete_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_delete_your_comment = /** @type {((inputs?: Project_Delete_Your_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Delete_Your_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_delete_your_comment(inputs)
	if (locale === "ta") return __ta.project_delete_your_comment(inputs)
	return __en.project_delete_your_comment(inputs)
});
/**
* | output |
* | --- |
* | "Edit" |
*
* @param {Project_EditInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_edit = /** @type {((inputs?: Project_EditInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_EditInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_edit(inputs)
	if (locale === "ta") return __ta.project_edit(inputs)
	return __en.project_edit(inputs)
});
/**
* | output |
* | --- |
* | "Edit your comment" |
*
* @param {Project_Edit_Your_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_edit_your_comment = /** @type {((inputs?: Project_Edit_Your_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Edit_Your_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_edit_your_comment(inputs)
	if (locale === "ta") return __ta.project_edit_your_comment(inputs)
	return __en.project_edit_your_comment(inputs)
});
/**
* | output |
* | --- |
* | "(edited)" |
*
* @param {Project_EditedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_edited = /** @type {((inputs?: Project_EditedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_EditedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_edited(inputs)
	if (locale === "ta") return __ta.project_edited(inputs)
	return __en.project_edited(inputs)
});
/**
* | output |
* | --- |
* | "Freelancer" |
*
* @param {Project_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_freelancer = /** @type {((inputs?: Project_FreelancerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_FreelancerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_freelancer(inputs)
	if (locale === "ta") return __ta.project_freelancer(inputs)
	return __en.project_freelancer(inputs)
});
/**
* | output |
* | --- |
* | "1 image attached" |
*
* @param {Project_Image_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_image_attached = /** @type {((inputs?: Project_Image_AttachedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Image_AttachedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_image_attached(inputs)
	if (locale === "ta") return __ta.project_image_attached(inputs)
	return __en.project_image_attached(inputs)
});
/**
* | output |
* | --- |
* | "Image (optional)" |
*
* @param {Project_Image_OptionalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_image_optional = /** @type {((inputs?: Project_Image_OptionalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Image_OptionalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_image_optional(inputs)
	if (locale === "ta") return __ta.project_image_optional(inputs)
	return __en.project_image_optional(inputs)
});
/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Project_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_keep_it = /** @type {((inputs?: Project_Keep_ItInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Keep_ItInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_keep_it(inputs)
	if (locale === "ta") return __ta.project_keep_it(inputs)
	return __en.project_keep_it(inputs)
});
/**
* | output |
* | --- |
* | "(lowered from {from}%)" |
*
* @param {Project_Lowered_FromInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_lowered_from = /** @type {((inputs: Project_Lowered_FromInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Lowered_FromInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_lowered_from(inputs)
	if (locale === "ta") return __ta.project_lowered_from(inputs)
	return __en.project_lowered_from(inputs)
});
/**
* | output |
* | --- |
* | "No deadline" |
*
* @param {Project_No_DeadlineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_no_deadline = /** @type {((inputs?: Project_No_DeadlineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_No_DeadlineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_no_deadline(inputs)
	if (locale === "ta") return __ta.project_no_deadline(inputs)
	return __en.project_no_deadline(inputs)
});
/**
* | output |
* | --- |
* | "No updates available for this project yet." |
*
* @param {Project_No_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_no_updates = /** @type {((inputs?: Project_No_UpdatesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_No_UpdatesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_no_updates(inputs)
	if (locale === "ta") return __ta.project_no_updates(inputs)
	return __en.project_no_updates(inputs)
});
/**
* | output |
* | --- |
* | "Not assigned" |
*
* @param {Project_Not_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_not_assigned = /** @type {((inputs?: Project_Not_AssignedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Not_AssignedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_not_assigned(inputs)
	if (locale === "ta") return __ta.project_not_assigned(inputs)
	return __en.project_not_assigned(inputs)
});
/**
* | output |
* | --- |
* | "Post comment" |
*
* @param {Project_Post_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_post_comment = /** @type {((inputs?: Project_Post_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Post_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_post_comment(inputs)
	if (locale === "ta") return __ta.project_post_comment(inputs)
	return __en.project_post_comment(inputs)
});
/**
* | output |
* | --- |
* | "Posting..." |
*
* @param {Project_PostingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_posting = /** @type {((inputs?: Project_PostingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_PostingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_posting(inputs)
	if (locale === "ta") return __ta.project_posting(inputs)
	return __en.project_posting(inputs)
});
/**
* | output |
* | --- |
* | "Progress" |
*
* @param {Project_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_progress = /** @type {((inputs?: Project_ProgressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ProgressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_progress(inputs)
	if (locale === "ta") return __ta.project_progress(inputs)
	return __en.project_progress(inputs)
});
/**
* | output |
* | --- |
* | "{title} progress" |
*
* @param {Project_Progress_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_progress_of = /** @type {((inputs: Project_Progress_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Progress_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_progress_of(inputs)
	if (locale === "ta") return __ta.project_progress_of(inputs)
	return __en.project_progress_of(inputs)
});
/**
* | output |
* | --- |
* | "Say what should change" |
*
* @param {Project_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_reason_required = /** @type {((inputs?: Project_Reason_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Reason_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_reason_required(inputs)
	if (locale === "ta") return __ta.project_reason_required(inputs)
	return __en.project_reason_required(inputs)
});
/**
* | output |
* | --- |
* | "The reason can be at most {max} characters" |
*
* @param {Project_Reason_Too_LongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_reason_too_long = /** @type {((inputs: Project_Reason_Too_LongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Reason_Too_LongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_reason_too_long(inputs)
	if (locale === "ta") return __ta.project_reason_too_long(inputs)
	return __en.project_reason_too_long(inputs)
});
/**
* | output |
* | --- |
* | "Request changes" |
*
* @param {Project_Request_ChangesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_request_changes = /** @type {((inputs?: Project_Request_ChangesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Request_ChangesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_request_changes(inputs)
	if (locale === "ta") return __ta.project_request_changes(inputs)
	return __en.project_request_changes(inputs)
});
/**
* | output |
* | --- |
* | "Admin" |
*
* @param {Project_Role_AdminInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_role_admin = /** @type {((inputs?: Project_Role_AdminInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Role_AdminInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_role_admin(inputs)
	if (locale === "ta") return __ta.project_role_admin(inputs)
	return __en.project_role_admin(inputs)
});
/**
* | output |
* | --- |
* | "Client" |
*
* @param {Project_Role_ClientInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_role_client = /** @type {((inputs?: Project_Role_ClientInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Role_ClientInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_role_client(inputs)
	if (locale === "ta") return __ta.project_role_client(inputs)
	return __en.project_role_client(inputs)
});
/**
* | output |
* | --- |
* | "Freelancer" |
*
* @param {Project_Role_FreelancerInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_role_freelancer = /** @type {((inputs?: Project_Role_FreelancerInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Role_FreelancerInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_role_freelancer(inputs)
	if (locale === "ta") return __ta.project_role_freelancer(inputs)
	return __en.project_role_freelancer(inputs)
});
/**
* | output |
* | --- |
* | "Save comment" |
*
* @param {Project_Save_CommentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_save_comment = /** @type {((inputs?: Project_Save_CommentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Save_CommentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_save_comment(inputs)
	if (locale === "ta") return __ta.project_save_comment(inputs)
	return __en.project_save_comment(inputs)
});
/**
* | output |
* | --- |
* | "Saving..." |
*
* @param {Project_SavingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_saving = /** @type {((inputs?: Project_SavingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_SavingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_saving(inputs)
	if (locale === "ta") return __ta.project_saving(inputs)
	return __en.project_saving(inputs)
});
/**
* | output |
* | --- |
* | "Screenshot {number} of the update" |
*
* @param {Project_Screenshot_AltInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_screenshot_alt = /** @type {((inputs: Project_Screenshot_AltInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Screenshot_AltInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_screenshot_alt(inputs)
	if (locale === "ta") return __ta.project_screenshot_alt(inputs)
	return __en.project_screenshot_alt(inputs)
});
/**
* | output |
* | --- |
* | "Screenshots" |
*
* @param {Project_ScreenshotsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_screenshots = /** @type {((inputs?: Project_ScreenshotsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_ScreenshotsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_screenshots(inputs)
	if (locale === "ta") return __ta.project_screenshots(inputs)
	return __en.project_screenshots(inputs)
});
/**
* | output |
* | --- |
* | "Send change request" |
*
* @param {Project_Send_Change_RequestInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_send_change_request = /** @type {((inputs?: Project_Send_Change_RequestInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Send_Change_RequestInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_send_change_request(inputs)
	if (locale === "ta") return __ta.project_send_change_request(inputs)
	return __en.project_send_change_request(inputs)
});
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Project_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_sending = /** @type {((inputs?: Project_SendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_SendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_sending(inputs)
	if (locale === "ta") return __ta.project_sending(inputs)
	return __en.project_sending(inputs)
});
/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Project_Status_CompletedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_completed = /** @type {((inputs?: Project_Status_CompletedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Status_CompletedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_status_completed(inputs)
	if (locale === "ta") return __ta.project_status_completed(inputs)
	return __en.project_status_completed(inputs)
});
/**
* | output |
* | --- |
* | "In Development" |
*
* @param {Project_Status_In_DevelopmentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_in_development = /** @type {((inputs?: Project_Status_In_DevelopmentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Status_In_DevelopmentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_status_in_development(inputs)
	if (locale === "ta") return __ta.project_status_in_development(inputs)
	return __en.project_status_in_development(inputs)
});
/**
* | output |
* | --- |
* | "In Progress" |
*
* @param {Project_Status_In_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_in_progress = /** @type {((inputs?: Project_Status_In_ProgressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Status_In_ProgressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_status_in_progress(inputs)
	if (locale === "ta") return __ta.project_status_in_progress(inputs)
	return __en.project_status_in_progress(inputs)
});
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Project_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_pending = /** @type {((inputs?: Project_Status_PendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Status_PendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_status_pending(inputs)
	if (locale === "ta") return __ta.project_status_pending(inputs)
	return __en.project_status_pending(inputs)
});
/**
* | output |
* | --- |
* | "Testing" |
*
* @param {Project_Status_TestingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_status_testing = /** @type {((inputs?: Project_Status_TestingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Status_TestingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_status_testing(inputs)
	if (locale === "ta") return __ta.project_status_testing(inputs)
	return __en.project_status_testing(inputs)
});
/**
* | output |
* | --- |
* | "Updates" |
*
* @param {Project_UpdatesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_updates = /** @type {((inputs?: Project_UpdatesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_UpdatesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_updates(inputs)
	if (locale === "ta") return __ta.project_updates(inputs)
	return __en.project_updates(inputs)
});
/**
* | output |
* | --- |
* | "Updates for {title}" |
*
* @param {Project_Updates_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_updates_for = /** @type {((inputs: Project_Updates_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_Updates_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_updates_for(inputs)
	if (locale === "ta") return __ta.project_updates_for(inputs)
	return __en.project_updates_for(inputs)
});
/**
* | output |
* | --- |
* | "View Analytics Report" |
*
* @param {Project_View_ReportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_view_report = /** @type {((inputs?: Project_View_ReportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_View_ReportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_view_report(inputs)
	if (locale === "ta") return __ta.project_view_report(inputs)
	return __en.project_view_report(inputs)
});
/**
* | output |
* | --- |
* | "View Analytics Report of {title}" |
*
* @param {Project_View_Report_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_view_report_of = /** @type {((inputs: Project_View_Report_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_View_Report_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_view_report_of(inputs)
	if (locale === "ta") return __ta.project_view_report_of(inputs)
	return __en.project_view_report_of(inputs)
});
/**
* | output |
* | --- |
* | "What should change?" |
*
* @param {Project_What_Should_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const project_what_should_change = /** @type {((inputs?: Project_What_Should_ChangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Project_What_Should_ChangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.project_what_should_change(inputs)
	if (locale === "ta") return __ta.project_what_should_change(inputs)
	return __en.project_what_should_change(inputs)
});
/**
* | output |
* | --- |
* | "Monthly reports \| Admin Panel" |
*
* @param {Report_Admin_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_admin_title = /** @type {((inputs?: Report_Admin_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Admin_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_admin_title(inputs)
	if (locale === "ta") return __ta.report_admin_title(inputs)
	return __en.report_admin_title(inputs)
});
/**
* | output |
* | --- |
* | "Download PDF" |
*
* @param {Report_DownloadInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_download = /** @type {((inputs?: Report_DownloadInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_DownloadInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_download(inputs)
	if (locale === "ta") return __ta.report_download(inputs)
	return __en.report_download(inputs)
});
/**
* | output |
* | --- |
* | "Your first monthly report arrives on the 1st of next month." |
*
* @param {Report_FirstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_first = /** @type {((inputs?: Report_FirstInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_FirstInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_first(inputs)
	if (locale === "ta") return __ta.report_first(inputs)
	return __en.report_first(inputs)
});
/**
* | output |
* | --- |
* | "report for {month}" |
*
* @param {Report_For_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_for_month = /** @type {((inputs: Report_For_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_For_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_for_month(inputs)
	if (locale === "ta") return __ta.report_for_month(inputs)
	return __en.report_for_month(inputs)
});
/**
* | output |
* | --- |
* | "Made {time}" |
*
* @param {Report_MadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_made = /** @type {((inputs: Report_MadeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_MadeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_made(inputs)
	if (locale === "ta") return __ta.report_made(inputs)
	return __en.report_made(inputs)
});
/**
* | output |
* | --- |
* | "made {date}" |
*
* @param {Report_Made_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_made_on = /** @type {((inputs: Report_Made_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Made_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_made_on(inputs)
	if (locale === "ta") return __ta.report_made_on(inputs)
	return __en.report_made_on(inputs)
});
/**
* | output |
* | --- |
* | "mailed {time}" |
*
* @param {Report_MailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_mailed = /** @type {((inputs: Report_MailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_MailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_mailed(inputs)
	if (locale === "ta") return __ta.report_mailed(inputs)
	return __en.report_mailed(inputs)
});
/**
* | output |
* | --- |
* | "Month" |
*
* @param {Report_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_month = /** @type {((inputs?: Report_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_month(inputs)
	if (locale === "ta") return __ta.report_month(inputs)
	return __en.report_month(inputs)
});
/**
* | output |
* | --- |
* | "Monthly reports" |
*
* @param {Report_MonthlyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_monthly = /** @type {((inputs?: Report_MonthlyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_MonthlyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_monthly(inputs)
	if (locale === "ta") return __ta.report_monthly(inputs)
	return __en.report_monthly(inputs)
});
/**
* | output |
* | --- |
* | "Monthly reports: {month}" |
*
* @param {Report_Monthly_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_monthly_for = /** @type {((inputs: Report_Monthly_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Monthly_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_monthly_for(inputs)
	if (locale === "ta") return __ta.report_monthly_for(inputs)
	return __en.report_monthly_for(inputs)
});
/**
* | output |
* | --- |
* | "No client had an active plan that month." |
*
* @param {Report_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_none = /** @type {((inputs?: Report_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_none(inputs)
	if (locale === "ta") return __ta.report_none(inputs)
	return __en.report_none(inputs)
});
/**
* | output |
* | --- |
* | "Not made yet" |
*
* @param {Report_Not_MadeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_not_made = /** @type {((inputs?: Report_Not_MadeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Not_MadeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_not_made(inputs)
	if (locale === "ta") return __ta.report_not_made(inputs)
	return __en.report_not_made(inputs)
});
/**
* | output |
* | --- |
* | "Preview" |
*
* @param {Report_PreviewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_preview = /** @type {((inputs?: Report_PreviewInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_PreviewInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_preview(inputs)
	if (locale === "ta") return __ta.report_preview(inputs)
	return __en.report_preview(inputs)
});
/**
* | output |
* | --- |
* | "{id}'s report" |
*
* @param {Report_Preview_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_preview_of = /** @type {((inputs: Report_Preview_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Preview_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_preview_of(inputs)
	if (locale === "ta") return __ta.report_preview_of(inputs)
	return __en.report_preview_of(inputs)
});
/**
* | output |
* | --- |
* | "Regenerate" |
*
* @param {Report_RegenerateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerate = /** @type {((inputs?: Report_RegenerateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_RegenerateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_regenerate(inputs)
	if (locale === "ta") return __ta.report_regenerate(inputs)
	return __en.report_regenerate(inputs)
});
/**
* | output |
* | --- |
* | "for {id}" |
*
* @param {Report_Regenerate_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerate_for = /** @type {((inputs: Report_Regenerate_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Regenerate_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_regenerate_for(inputs)
	if (locale === "ta") return __ta.report_regenerate_for(inputs)
	return __en.report_regenerate_for(inputs)
});
/**
* | output |
* | --- |
* | "The report was made again." |
*
* @param {Report_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_regenerated = /** @type {((inputs?: Report_RegeneratedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_RegeneratedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_regenerated(inputs)
	if (locale === "ta") return __ta.report_regenerated(inputs)
	return __en.report_regenerated(inputs)
});
/**
* | output |
* | --- |
* | "Send again" |
*
* @param {Report_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_send_again = /** @type {((inputs?: Report_Send_AgainInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Send_AgainInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_send_again(inputs)
	if (locale === "ta") return __ta.report_send_again(inputs)
	return __en.report_send_again(inputs)
});
/**
* | output |
* | --- |
* | "to {id}" |
*
* @param {Report_Send_Again_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_send_again_to = /** @type {((inputs: Report_Send_Again_ToInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Send_Again_ToInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_send_again_to(inputs)
	if (locale === "ta") return __ta.report_send_again_to(inputs)
	return __en.report_send_again_to(inputs)
});
/**
* | output |
* | --- |
* | "The report was queued to be mailed again." |
*
* @param {Report_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_sent = /** @type {((inputs?: Report_SentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_SentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_sent(inputs)
	if (locale === "ta") return __ta.report_sent(inputs)
	return __en.report_sent(inputs)
});
/**
* | output |
* | --- |
* | "Show" |
*
* @param {Report_ShowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const report_show = /** @type {((inputs?: Report_ShowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_ShowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.report_show(inputs)
	if (locale === "ta") return __ta.report_show(inputs)
	return __en.report_show(inputs)
});
/**
* | output |
* | --- |
* | "Analytics for {title}" |
*
* @param {Results_Analytics_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_analytics_for = /** @type {((inputs: Results_Analytics_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Analytics_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_analytics_for(inputs)
	if (locale === "ta") return __ta.results_analytics_for(inputs)
	return __en.results_analytics_for(inputs)
});
/**
* | output |
* | --- |
* | "Back to {title}" |
*
* @param {Results_Back_ToInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_back_to = /** @type {((inputs: Results_Back_ToInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Back_ToInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_back_to(inputs)
	if (locale === "ta") return __ta.results_back_to(inputs)
	return __en.results_back_to(inputs)
});
/**
* | output |
* | --- |
* | "{change} on the previous {days} days" |
*
* @param {Results_ChangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change = /** @type {((inputs: Results_ChangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_ChangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_change(inputs)
	if (locale === "ta") return __ta.results_change(inputs)
	return __en.results_change(inputs)
});
/**
* | output |
* | --- |
* | "Change" |
*
* @param {Results_Change_HeadingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change_heading = /** @type {((inputs?: Results_Change_HeadingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Change_HeadingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_change_heading(inputs)
	if (locale === "ta") return __ta.results_change_heading(inputs)
	return __en.results_change_heading(inputs)
});
/**
* | output |
* | --- |
* | "No figures to compare with the previous {days} days" |
*
* @param {Results_Change_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_change_none = /** @type {((inputs: Results_Change_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Change_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_change_none(inputs)
	if (locale === "ta") return __ta.results_change_none(inputs)
	return __en.results_change_none(inputs)
});
/**
* | output |
* | --- |
* | "Analytics \| Client Dashboard" |
*
* @param {Results_Client_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_client_title = /** @type {((inputs?: Results_Client_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Client_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_client_title(inputs)
	if (locale === "ta") return __ta.results_client_title(inputs)
	return __en.results_client_title(inputs)
});
/**
* | output |
* | --- |
* | "Connect Google for {title}" |
*
* @param {Results_Connect_Google_ForInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_connect_google_for = /** @type {((inputs: Results_Connect_Google_ForInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Connect_Google_ForInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_connect_google_for(inputs)
	if (locale === "ta") return __ta.results_connect_google_for(inputs)
	return __en.results_connect_google_for(inputs)
});
/**
* | output |
* | --- |
* | "{from} to {to}" |
*
* @param {Results_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_date_range = /** @type {((inputs: Results_Date_RangeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Date_RangeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_date_range(inputs)
	if (locale === "ta") return __ta.results_date_range(inputs)
	return __en.results_date_range(inputs)
});
/**
* | output |
* | --- |
* | "Day" |
*
* @param {Results_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_day = /** @type {((inputs?: Results_DayInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_DayInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_day(inputs)
	if (locale === "ta") return __ta.results_day(inputs)
	return __en.results_day(inputs)
});
/**
* | output |
* | --- |
* | "{days} days" |
*
* @param {Results_DaysInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_days = /** @type {((inputs: Results_DaysInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_DaysInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_days(inputs)
	if (locale === "ta") return __ta.results_days(inputs)
	return __en.results_days(inputs)
});
/**
* | output |
* | --- |
* | "Social engagement" |
*
* @param {Results_Family_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_engagement = /** @type {((inputs?: Results_Family_EngagementInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Family_EngagementInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_family_engagement(inputs)
	if (locale === "ta") return __ta.results_family_engagement(inputs)
	return __en.results_family_engagement(inputs)
});
/**
* | output |
* | --- |
* | "Social reach" |
*
* @param {Results_Family_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_reach = /** @type {((inputs?: Results_Family_ReachInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Family_ReachInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_family_reach(inputs)
	if (locale === "ta") return __ta.results_family_reach(inputs)
	return __en.results_family_reach(inputs)
});
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Results_Family_SearchInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_search = /** @type {((inputs?: Results_Family_SearchInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Family_SearchInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_family_search(inputs)
	if (locale === "ta") return __ta.results_family_search(inputs)
	return __en.results_family_search(inputs)
});
/**
* | output |
* | --- |
* | "Traffic" |
*
* @param {Results_Family_TrafficInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_family_traffic = /** @type {((inputs?: Results_Family_TrafficInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Family_TrafficInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_family_traffic(inputs)
	if (locale === "ta") return __ta.results_family_traffic(inputs)
	return __en.results_family_traffic(inputs)
});
/**
* | output |
* | --- |
* | "Figure" |
*
* @param {Results_FigureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure = /** @type {((inputs?: Results_FigureInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_FigureInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure(inputs)
	if (locale === "ta") return __ta.results_figure(inputs)
	return __en.results_figure(inputs)
});
/**
* | output |
* | --- |
* | "Bounce rate" |
*
* @param {Results_Figure_Bounce_RateInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_bounce_rate = /** @type {((inputs?: Results_Figure_Bounce_RateInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Bounce_RateInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_bounce_rate(inputs)
	if (locale === "ta") return __ta.results_figure_bounce_rate(inputs)
	return __en.results_figure_bounce_rate(inputs)
});
/**
* | output |
* | --- |
* | "Search clicks" |
*
* @param {Results_Figure_ClicksInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_clicks = /** @type {((inputs?: Results_Figure_ClicksInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_ClicksInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_clicks(inputs)
	if (locale === "ta") return __ta.results_figure_clicks(inputs)
	return __en.results_figure_clicks(inputs)
});
/**
* | output |
* | --- |
* | "Click-through rate" |
*
* @param {Results_Figure_CtrInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ctr = /** @type {((inputs?: Results_Figure_CtrInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_CtrInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_ctr(inputs)
	if (locale === "ta") return __ta.results_figure_ctr(inputs)
	return __en.results_figure_ctr(inputs)
});
/**
* | output |
* | --- |
* | "Facebook engagement" |
*
* @param {Results_Figure_Fb_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_engagement = /** @type {((inputs?: Results_Figure_Fb_EngagementInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Fb_EngagementInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_fb_engagement(inputs)
	if (locale === "ta") return __ta.results_figure_fb_engagement(inputs)
	return __en.results_figure_fb_engagement(inputs)
});
/**
* | output |
* | --- |
* | "Facebook followers" |
*
* @param {Results_Figure_Fb_FollowersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_followers = /** @type {((inputs?: Results_Figure_Fb_FollowersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Fb_FollowersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_fb_followers(inputs)
	if (locale === "ta") return __ta.results_figure_fb_followers(inputs)
	return __en.results_figure_fb_followers(inputs)
});
/**
* | output |
* | --- |
* | "Facebook impressions" |
*
* @param {Results_Figure_Fb_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_impressions = /** @type {((inputs?: Results_Figure_Fb_ImpressionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Fb_ImpressionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_fb_impressions(inputs)
	if (locale === "ta") return __ta.results_figure_fb_impressions(inputs)
	return __en.results_figure_fb_impressions(inputs)
});
/**
* | output |
* | --- |
* | "Facebook reach" |
*
* @param {Results_Figure_Fb_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_fb_reach = /** @type {((inputs?: Results_Figure_Fb_ReachInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Fb_ReachInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_fb_reach(inputs)
	if (locale === "ta") return __ta.results_figure_fb_reach(inputs)
	return __en.results_figure_fb_reach(inputs)
});
/**
* | output |
* | --- |
* | "Instagram engagement" |
*
* @param {Results_Figure_Ig_EngagementInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_engagement = /** @type {((inputs?: Results_Figure_Ig_EngagementInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Ig_EngagementInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_ig_engagement(inputs)
	if (locale === "ta") return __ta.results_figure_ig_engagement(inputs)
	return __en.results_figure_ig_engagement(inputs)
});
/**
* | output |
* | --- |
* | "New Instagram followers" |
*
* @param {Results_Figure_Ig_New_FollowersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_new_followers = /** @type {((inputs?: Results_Figure_Ig_New_FollowersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Ig_New_FollowersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_ig_new_followers(inputs)
	if (locale === "ta") return __ta.results_figure_ig_new_followers(inputs)
	return __en.results_figure_ig_new_followers(inputs)
});
/**
* | output |
* | --- |
* | "Instagram reach" |
*
* @param {Results_Figure_Ig_ReachInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_reach = /** @type {((inputs?: Results_Figure_Ig_ReachInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Ig_ReachInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_ig_reach(inputs)
	if (locale === "ta") return __ta.results_figure_ig_reach(inputs)
	return __en.results_figure_ig_reach(inputs)
});
/**
* | output |
* | --- |
* | "Instagram views" |
*
* @param {Results_Figure_Ig_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_ig_views = /** @type {((inputs?: Results_Figure_Ig_ViewsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Ig_ViewsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_ig_views(inputs)
	if (locale === "ta") return __ta.results_figure_ig_views(inputs)
	return __en.results_figure_ig_views(inputs)
});
/**
* | output |
* | --- |
* | "Search impressions" |
*
* @param {Results_Figure_ImpressionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_impressions = /** @type {((inputs?: Results_Figure_ImpressionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_ImpressionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_impressions(inputs)
	if (locale === "ta") return __ta.results_figure_impressions(inputs)
	return __en.results_figure_impressions(inputs)
});
/**
* | output |
* | --- |
* | "Page views" |
*
* @param {Results_Figure_Page_ViewsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_page_views = /** @type {((inputs?: Results_Figure_Page_ViewsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Page_ViewsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_page_views(inputs)
	if (locale === "ta") return __ta.results_figure_page_views(inputs)
	return __en.results_figure_page_views(inputs)
});
/**
* | output |
* | --- |
* | "Average position" |
*
* @param {Results_Figure_PositionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_position = /** @type {((inputs?: Results_Figure_PositionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_PositionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_position(inputs)
	if (locale === "ta") return __ta.results_figure_position(inputs)
	return __en.results_figure_position(inputs)
});
/**
* | output |
* | --- |
* | "Average session duration" |
*
* @param {Results_Figure_Session_DurationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_session_duration = /** @type {((inputs?: Results_Figure_Session_DurationInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_Session_DurationInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_session_duration(inputs)
	if (locale === "ta") return __ta.results_figure_session_duration(inputs)
	return __en.results_figure_session_duration(inputs)
});
/**
* | output |
* | --- |
* | "Sessions" |
*
* @param {Results_Figure_SessionsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_sessions = /** @type {((inputs?: Results_Figure_SessionsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_SessionsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_sessions(inputs)
	if (locale === "ta") return __ta.results_figure_sessions(inputs)
	return __en.results_figure_sessions(inputs)
});
/**
* | output |
* | --- |
* | "Users" |
*
* @param {Results_Figure_UsersInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_figure_users = /** @type {((inputs?: Results_Figure_UsersInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Figure_UsersInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_figure_users(inputs)
	if (locale === "ta") return __ta.results_figure_users(inputs)
	return __en.results_figure_users(inputs)
});
/**
* | output |
* | --- |
* | "{current} against {previous}" |
*
* @param {Results_Month_AgainstInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_month_against = /** @type {((inputs: Results_Month_AgainstInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Month_AgainstInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_month_against(inputs)
	if (locale === "ta") return __ta.results_month_against(inputs)
	return __en.results_month_against(inputs)
});
/**
* | output |
* | --- |
* | "Month over month" |
*
* @param {Results_Month_Over_MonthInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_month_over_month = /** @type {((inputs?: Results_Month_Over_MonthInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Month_Over_MonthInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_month_over_month(inputs)
	if (locale === "ta") return __ta.results_month_over_month(inputs)
	return __en.results_month_over_month(inputs)
});
/**
* | output |
* | --- |
* | "No figure" |
*
* @param {Results_No_FigureInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_no_figure = /** @type {((inputs?: Results_No_FigureInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_No_FigureInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_no_figure(inputs)
	if (locale === "ta") return __ta.results_no_figure(inputs)
	return __en.results_no_figure(inputs)
});
/**
* | output |
* | --- |
* | "None" |
*
* @param {Results_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_none = /** @type {((inputs?: Results_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_none(inputs)
	if (locale === "ta") return __ta.results_none(inputs)
	return __en.results_none(inputs)
});
/**
* | output |
* | --- |
* | "No figures yet: connect Google Analytics and Search Console to a project, and its traffic and search figures show here from the next day." |
*
* @param {Results_Nothing_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_nothing_connected = /** @type {((inputs?: Results_Nothing_ConnectedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Nothing_ConnectedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_nothing_connected(inputs)
	if (locale === "ta") return __ta.results_nothing_connected(inputs)
	return __en.results_nothing_connected(inputs)
});
/**
* | output |
* | --- |
* | "{family} per day" |
*
* @param {Results_Per_DayInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_per_day = /** @type {((inputs: Results_Per_DayInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Per_DayInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_per_day(inputs)
	if (locale === "ta") return __ta.results_per_day(inputs)
	return __en.results_per_day(inputs)
});
/**
* | output |
* | --- |
* | "Period" |
*
* @param {Results_PeriodInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_period = /** @type {((inputs?: Results_PeriodInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_PeriodInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_period(inputs)
	if (locale === "ta") return __ta.results_period(inputs)
	return __en.results_period(inputs)
});
/**
* | output |
* | --- |
* | "Trends" |
*
* @param {Results_TrendsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const results_trends = /** @type {((inputs?: Results_TrendsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_TrendsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.results_trends(inputs)
	if (locale === "ta") return __ta.results_trends(inputs)
	return __en.results_trends(inputs)
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
* | "Notifications, {unread} unread" |
*
* @param {Shell_BellInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_bell = /** @type {((inputs: Shell_BellInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_BellInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_bell(inputs)
	if (locale === "ta") return __ta.shell_bell(inputs)
	return __en.shell_bell(inputs)
});
/**
* | output |
* | --- |
* | "Close sidebar" |
*
* @param {Shell_Close_SidebarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_close_sidebar = /** @type {((inputs?: Shell_Close_SidebarInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Close_SidebarInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_close_sidebar(inputs)
	if (locale === "ta") return __ta.shell_close_sidebar(inputs)
	return __en.shell_close_sidebar(inputs)
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
* | "Install App" |
*
* @param {Shell_Install_AppInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_app = /** @type {((inputs?: Shell_Install_AppInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Install_AppInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_install_app(inputs)
	if (locale === "ta") return __ta.shell_install_app(inputs)
	return __en.shell_install_app(inputs)
});
/**
* | output |
* | --- |
* | "Install Fli DESK" |
*
* @param {Shell_Install_DialogInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_dialog = /** @type {((inputs?: Shell_Install_DialogInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Install_DialogInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_install_dialog(inputs)
	if (locale === "ta") return __ta.shell_install_dialog(inputs)
	return __en.shell_install_dialog(inputs)
});
/**
* | output |
* | --- |
* | "Not Now" |
*
* @param {Shell_Install_Not_NowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_not_now = /** @type {((inputs?: Shell_Install_Not_NowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Install_Not_NowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_install_not_now(inputs)
	if (locale === "ta") return __ta.shell_install_not_now(inputs)
	return __en.shell_install_not_now(inputs)
});
/**
* | output |
* | --- |
* | "Install Fli DESK for quick access to your projects." |
*
* @param {Shell_Install_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_install_text = /** @type {((inputs?: Shell_Install_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Install_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_install_text(inputs)
	if (locale === "ta") return __ta.shell_install_text(inputs)
	return __en.shell_install_text(inputs)
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
/**
* | output |
* | --- |
* | "Sign out" |
*
* @param {Shell_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_sign_out = /** @type {((inputs?: Shell_Sign_OutInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Sign_OutInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_sign_out(inputs)
	if (locale === "ta") return __ta.shell_sign_out(inputs)
	return __en.shell_sign_out(inputs)
});
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Shell_Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_skip_to_content = /** @type {((inputs?: Shell_Skip_To_ContentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Skip_To_ContentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_skip_to_content(inputs)
	if (locale === "ta") return __ta.shell_skip_to_content(inputs)
	return __en.shell_skip_to_content(inputs)
});
/**
* | output |
* | --- |
* | "Toggle sidebar" |
*
* @param {Shell_Toggle_SidebarInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_toggle_sidebar = /** @type {((inputs?: Shell_Toggle_SidebarInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Toggle_SidebarInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_toggle_sidebar(inputs)
	if (locale === "ta") return __ta.shell_toggle_sidebar(inputs)
	return __en.shell_toggle_sidebar(inputs)
});
/**
* | output |
* | --- |
* | "Toggle sidebar (Ctrl+B)" |
*
* @param {Shell_Toggle_Sidebar_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_toggle_sidebar_title = /** @type {((inputs?: Shell_Toggle_Sidebar_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Toggle_Sidebar_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_toggle_sidebar_title(inputs)
	if (locale === "ta") return __ta.shell_toggle_sidebar_title(inputs)
	return __en.shell_toggle_sidebar_title(inputs)
});
/**
* | output |
* | --- |
* | "Welcome," |
*
* @param {Shell_WelcomeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const shell_welcome = /** @type {((inputs?: Shell_WelcomeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_WelcomeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.shell_welcome(inputs)
	if (locale === "ta") return __ta.shell_welcome(inputs)
	return __en.shell_welcome(inputs)
});
/**
* | output |
* | --- |
* | "Assigned to" |
*
* @param {Support_Col_AssignedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_assigned = /** @type {((inputs?: Support_Col_AssignedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_AssignedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_assigned(inputs)
	if (locale === "ta") return __ta.support_col_assigned(inputs)
	return __en.support_col_assigned(inputs)
});
/**
* | output |
* | --- |
* | "From" |
*
* @param {Support_Col_FromInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_from = /** @type {((inputs?: Support_Col_FromInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_FromInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_from(inputs)
	if (locale === "ta") return __ta.support_col_from(inputs)
	return __en.support_col_from(inputs)
});
/**
* | output |
* | --- |
* | "Last activity" |
*
* @param {Support_Col_Last_ActivityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_last_activity = /** @type {((inputs?: Support_Col_Last_ActivityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_Last_ActivityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_last_activity(inputs)
	if (locale === "ta") return __ta.support_col_last_activity(inputs)
	return __en.support_col_last_activity(inputs)
});
/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Support_Col_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_priority = /** @type {((inputs?: Support_Col_PriorityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_PriorityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_priority(inputs)
	if (locale === "ta") return __ta.support_col_priority(inputs)
	return __en.support_col_priority(inputs)
});
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Support_Col_ReferenceInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_reference = /** @type {((inputs?: Support_Col_ReferenceInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_ReferenceInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_reference(inputs)
	if (locale === "ta") return __ta.support_col_reference(inputs)
	return __en.support_col_reference(inputs)
});
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Support_Col_StatusInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_status = /** @type {((inputs?: Support_Col_StatusInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_StatusInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_status(inputs)
	if (locale === "ta") return __ta.support_col_status(inputs)
	return __en.support_col_status(inputs)
});
/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Support_Col_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_col_subject = /** @type {((inputs?: Support_Col_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Col_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_col_subject(inputs)
	if (locale === "ta") return __ta.support_col_subject(inputs)
	return __en.support_col_subject(inputs)
});
/**
* | output |
* | --- |
* | "Nobody" |
*
* @param {Support_NobodyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_nobody = /** @type {((inputs?: Support_NobodyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_NobodyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_nobody(inputs)
	if (locale === "ta") return __ta.support_nobody(inputs)
	return __en.support_nobody(inputs)
});
/**
* | output |
* | --- |
* | "Tickets" |
*
* @param {Support_Table_CaptionInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_table_caption = /** @type {((inputs?: Support_Table_CaptionInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Table_CaptionInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_table_caption(inputs)
	if (locale === "ta") return __ta.support_table_caption(inputs)
	return __en.support_table_caption(inputs)
});
/**
* | output |
* | --- |
* | "Critical" |
*
* @param {Support_Ticket_Priority_CriticalInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_critical = /** @type {((inputs?: Support_Ticket_Priority_CriticalInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Priority_CriticalInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_priority_critical(inputs)
	if (locale === "ta") return __ta.support_ticket_priority_critical(inputs)
	return __en.support_ticket_priority_critical(inputs)
});
/**
* | output |
* | --- |
* | "High" |
*
* @param {Support_Ticket_Priority_HighInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_high = /** @type {((inputs?: Support_Ticket_Priority_HighInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Priority_HighInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_priority_high(inputs)
	if (locale === "ta") return __ta.support_ticket_priority_high(inputs)
	return __en.support_ticket_priority_high(inputs)
});
/**
* | output |
* | --- |
* | "Low" |
*
* @param {Support_Ticket_Priority_LowInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_low = /** @type {((inputs?: Support_Ticket_Priority_LowInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Priority_LowInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_priority_low(inputs)
	if (locale === "ta") return __ta.support_ticket_priority_low(inputs)
	return __en.support_ticket_priority_low(inputs)
});
/**
* | output |
* | --- |
* | "Medium" |
*
* @param {Support_Ticket_Priority_MediumInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_medium = /** @type {((inputs?: Support_Ticket_Priority_MediumInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Priority_MediumInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_priority_medium(inputs)
	if (locale === "ta") return __ta.support_ticket_priority_medium(inputs)
	return __en.support_ticket_priority_medium(inputs)
});
/**
* | output |
* | --- |
* | "priority" |
*
* @param {Support_Ticket_Priority_SuffixInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_priority_suffix = /** @type {((inputs?: Support_Ticket_Priority_SuffixInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Priority_SuffixInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_priority_suffix(inputs)
	if (locale === "ta") return __ta.support_ticket_priority_suffix(inputs)
	return __en.support_ticket_priority_suffix(inputs)
});
/**
* | output |
* | --- |
* | "Closed" |
*
* @param {Support_Ticket_Status_ClosedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_closed = /** @type {((inputs?: Support_Ticket_Status_ClosedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Status_ClosedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_status_closed(inputs)
	if (locale === "ta") return __ta.support_ticket_status_closed(inputs)
	return __en.support_ticket_status_closed(inputs)
});
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Support_Ticket_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_open = /** @type {((inputs?: Support_Ticket_Status_OpenInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Status_OpenInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_status_open(inputs)
	if (locale === "ta") return __ta.support_ticket_status_open(inputs)
	return __en.support_ticket_status_open(inputs)
});
/**
* | output |
* | --- |
* | "Resolved" |
*
* @param {Support_Ticket_Status_ResolvedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_resolved = /** @type {((inputs?: Support_Ticket_Status_ResolvedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Status_ResolvedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_status_resolved(inputs)
	if (locale === "ta") return __ta.support_ticket_status_resolved(inputs)
	return __en.support_ticket_status_resolved(inputs)
});
/**
* | output |
* | --- |
* | "Waiting on client" |
*
* @param {Support_Ticket_Status_WaitingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const support_ticket_status_waiting = /** @type {((inputs?: Support_Ticket_Status_WaitingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Support_Ticket_Status_WaitingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.support_ticket_status_waiting(inputs)
	if (locale === "ta") return __ta.support_ticket_status_waiting(inputs)
	return __en.support_ticket_status_waiting(inputs)
});
/**
* | output |
* | --- |
* | "{name} (Fli Digital support)" |
*
* @param {Ticket_Agency_PersonInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_agency_person = /** @type {((inputs: Ticket_Agency_PersonInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Agency_PersonInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_agency_person(inputs)
	if (locale === "ta") return __ta.ticket_agency_person(inputs)
	return __en.ticket_agency_person(inputs)
});
/**
* | output |
* | --- |
* | "Fli Digital support" |
*
* @param {Ticket_Agency_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_agency_support = /** @type {((inputs?: Ticket_Agency_SupportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Agency_SupportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_agency_support(inputs)
	if (locale === "ta") return __ta.ticket_agency_support(inputs)
	return __en.ticket_agency_support(inputs)
});
/**
* | output |
* | --- |
* | "All tickets" |
*
* @param {Ticket_AllInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_all = /** @type {((inputs?: Ticket_AllInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_AllInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_all(inputs)
	if (locale === "ta") return __ta.ticket_all(inputs)
	return __en.ticket_all(inputs)
});
/**
* | output |
* | --- |
* | "Close Ticket" |
*
* @param {Ticket_CloseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_close = /** @type {((inputs?: Ticket_CloseInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_CloseInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_close(inputs)
	if (locale === "ta") return __ta.ticket_close(inputs)
	return __en.ticket_close(inputs)
});
/**
* | output |
* | --- |
* | "This ticket is closed. Open a new ticket to ask again." |
*
* @param {Ticket_Closed_NoteInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_closed_note = /** @type {((inputs?: Ticket_Closed_NoteInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Closed_NoteInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_closed_note(inputs)
	if (locale === "ta") return __ta.ticket_closed_note(inputs)
	return __en.ticket_closed_note(inputs)
});
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Ticket_ErrorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_error = /** @type {((inputs?: Ticket_ErrorInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_ErrorInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_error(inputs)
	if (locale === "ta") return __ta.ticket_error(inputs)
	return __en.ticket_error(inputs)
});
/**
* | output |
* | --- |
* | "Sent with the support page's form" |
*
* @param {Ticket_From_Public_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_from_public_form = /** @type {((inputs?: Ticket_From_Public_FormInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_From_Public_FormInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_from_public_form(inputs)
	if (locale === "ta") return __ta.ticket_from_public_form(inputs)
	return __en.ticket_from_public_form(inputs)
});
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Ticket_MessageInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_message = /** @type {((inputs?: Ticket_MessageInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_MessageInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_message(inputs)
	if (locale === "ta") return __ta.ticket_message(inputs)
	return __en.ticket_message(inputs)
});
/**
* | output |
* | --- |
* | "Messages" |
*
* @param {Ticket_MessagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_messages = /** @type {((inputs?: Ticket_MessagesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_MessagesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_messages(inputs)
	if (locale === "ta") return __ta.ticket_messages(inputs)
	return __en.ticket_messages(inputs)
});
/**
* | output |
* | --- |
* | "New ticket" |
*
* @param {Ticket_NewInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_new = /** @type {((inputs?: Ticket_NewInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_NewInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_new(inputs)
	if (locale === "ta") return __ta.ticket_new(inputs)
	return __en.ticket_new(inputs)
});
/**
* | output |
* | --- |
* | "No project" |
*
* @param {Ticket_No_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_no_project = /** @type {((inputs?: Ticket_No_ProjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_No_ProjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_no_project(inputs)
	if (locale === "ta") return __ta.ticket_no_project(inputs)
	return __en.ticket_no_project(inputs)
});
/**
* | output |
* | --- |
* | "No tickets yet." |
*
* @param {Ticket_NoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_none = /** @type {((inputs?: Ticket_NoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_NoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_none(inputs)
	if (locale === "ta") return __ta.ticket_none(inputs)
	return __en.ticket_none(inputs)
});
/**
* | output |
* | --- |
* | "Open Ticket" |
*
* @param {Ticket_OpenInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_open = /** @type {((inputs?: Ticket_OpenInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_OpenInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_open(inputs)
	if (locale === "ta") return __ta.ticket_open(inputs)
	return __en.ticket_open(inputs)
});
/**
* | output |
* | --- |
* | "Opening..." |
*
* @param {Ticket_OpeningInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_opening = /** @type {((inputs?: Ticket_OpeningInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_OpeningInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_opening(inputs)
	if (locale === "ta") return __ta.ticket_opening(inputs)
	return __en.ticket_opening(inputs)
});
/**
* | output |
* | --- |
* | "{reference} \| Client Dashboard \| Fli DESK" |
*
* @param {Ticket_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_page_title = /** @type {((inputs: Ticket_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_page_title(inputs)
	if (locale === "ta") return __ta.ticket_page_title(inputs)
	return __en.ticket_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Priority" |
*
* @param {Ticket_PriorityInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_priority = /** @type {((inputs?: Ticket_PriorityInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_PriorityInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_priority(inputs)
	if (locale === "ta") return __ta.ticket_priority(inputs)
	return __en.ticket_priority(inputs)
});
/**
* | output |
* | --- |
* | "Project" |
*
* @param {Ticket_ProjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_project = /** @type {((inputs?: Ticket_ProjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_ProjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_project(inputs)
	if (locale === "ta") return __ta.ticket_project(inputs)
	return __en.ticket_project(inputs)
});
/**
* | output |
* | --- |
* | "Project: {title}" |
*
* @param {Ticket_Project_LineInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_project_line = /** @type {((inputs: Ticket_Project_LineInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Project_LineInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_project_line(inputs)
	if (locale === "ta") return __ta.ticket_project_line(inputs)
	return __en.ticket_project_line(inputs)
});
/**
* | output |
* | --- |
* | "Reply to the ticket" |
*
* @param {Ticket_Reply_FormInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_reply_form = /** @type {((inputs?: Ticket_Reply_FormInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Reply_FormInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_reply_form(inputs)
	if (locale === "ta") return __ta.ticket_reply_form(inputs)
	return __en.ticket_reply_form(inputs)
});
/**
* | output |
* | --- |
* | "Send Reply" |
*
* @param {Ticket_Send_ReplyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_send_reply = /** @type {((inputs?: Ticket_Send_ReplyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Send_ReplyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_send_reply(inputs)
	if (locale === "ta") return __ta.ticket_send_reply(inputs)
	return __en.ticket_send_reply(inputs)
});
/**
* | output |
* | --- |
* | "Sending..." |
*
* @param {Ticket_SendingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_sending = /** @type {((inputs?: Ticket_SendingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_SendingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_sending(inputs)
	if (locale === "ta") return __ta.ticket_sending(inputs)
	return __en.ticket_sending(inputs)
});
/**
* | output |
* | --- |
* | "Subject" |
*
* @param {Ticket_SubjectInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_subject = /** @type {((inputs?: Ticket_SubjectInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_SubjectInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_subject(inputs)
	if (locale === "ta") return __ta.ticket_subject(inputs)
	return __en.ticket_subject(inputs)
});
/**
* | output |
* | --- |
* | "Support" |
*
* @param {Ticket_SupportInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_support = /** @type {((inputs?: Ticket_SupportInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_SupportInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_support(inputs)
	if (locale === "ta") return __ta.ticket_support(inputs)
	return __en.ticket_support(inputs)
});
/**
* | output |
* | --- |
* | "Support \| Client Dashboard \| Fli DESK" |
*
* @param {Ticket_Support_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_support_page_title = /** @type {((inputs?: Ticket_Support_Page_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Support_Page_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_support_page_title(inputs)
	if (locale === "ta") return __ta.ticket_support_page_title(inputs)
	return __en.ticket_support_page_title(inputs)
});
/**
* | output |
* | --- |
* | "Your reply" |
*
* @param {Ticket_Your_ReplyInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_your_reply = /** @type {((inputs?: Ticket_Your_ReplyInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_Your_ReplyInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_your_reply(inputs)
	if (locale === "ta") return __ta.ticket_your_reply(inputs)
	return __en.ticket_your_reply(inputs)
});
/**
* | output |
* | --- |
* | "Your tickets" |
*
* @param {Ticket_YoursInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ticket_yours = /** @type {((inputs?: Ticket_YoursInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ticket_YoursInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ticket_yours(inputs)
	if (locale === "ta") return __ta.ticket_yours(inputs)
	return __en.ticket_yours(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in is already on." |
*
* @param {Twofactor_Already_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_already_on = /** @type {((inputs?: Twofactor_Already_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Already_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_already_on(inputs)
	if (locale === "ta") return __ta.twofactor_already_on(inputs)
	return __en.twofactor_already_on(inputs)
});
/**
* | output |
* | --- |
* | "Your sign-in has timed out. Please sign in again." |
*
* @param {Twofactor_Challenge_GoneInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_challenge_gone = /** @type {((inputs?: Twofactor_Challenge_GoneInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Challenge_GoneInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_challenge_gone(inputs)
	if (locale === "ta") return __ta.twofactor_challenge_gone(inputs)
	return __en.twofactor_challenge_gone(inputs)
});
/**
* | output |
* | --- |
* | "Enter the 6-digit code from your authenticator app" |
*
* @param {Twofactor_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_code = /** @type {((inputs?: Twofactor_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_code(inputs)
	if (locale === "ta") return __ta.twofactor_code(inputs)
	return __en.twofactor_code(inputs)
});
/**
* | output |
* | --- |
* | "Enter the 6-digit code from your authenticator app or one of your recovery codes" |
*
* @param {Twofactor_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_code_or_recovery = /** @type {((inputs?: Twofactor_Code_Or_RecoveryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Code_Or_RecoveryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_code_or_recovery(inputs)
	if (locale === "ta") return __ta.twofactor_code_or_recovery(inputs)
	return __en.twofactor_code_or_recovery(inputs)
});
/**
* | output |
* | --- |
* | "New recovery codes are ready. The old ones no longer work." |
*
* @param {Twofactor_Codes_RegeneratedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_codes_regenerated = /** @type {((inputs?: Twofactor_Codes_RegeneratedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Codes_RegeneratedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_codes_regenerated(inputs)
	if (locale === "ta") return __ta.twofactor_codes_regenerated(inputs)
	return __en.twofactor_codes_regenerated(inputs)
});
/**
* | output |
* | --- |
* | "Enter your current password" |
*
* @param {Twofactor_Current_RequiredInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_current_required = /** @type {((inputs?: Twofactor_Current_RequiredInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Current_RequiredInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_current_required(inputs)
	if (locale === "ta") return __ta.twofactor_current_required(inputs)
	return __en.twofactor_current_required(inputs)
});
/**
* | output |
* | --- |
* | "That code is not correct, and that was the last of 5 tries. Please sign in again." |
*
* @param {Twofactor_Last_Try_UsedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_last_try_used = /** @type {((inputs?: Twofactor_Last_Try_UsedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Last_Try_UsedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_last_try_used(inputs)
	if (locale === "ta") return __ta.twofactor_last_try_used(inputs)
	return __en.twofactor_last_try_used(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in is not on." |
*
* @param {Twofactor_Not_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_not_on = /** @type {((inputs?: Twofactor_Not_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Not_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_not_on(inputs)
	if (locale === "ta") return __ta.twofactor_not_on(inputs)
	return __en.twofactor_not_on(inputs)
});
/**
* | output |
* | --- |
* | "Start the set-up first." |
*
* @param {Twofactor_Not_StartedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_not_started = /** @type {((inputs?: Twofactor_Not_StartedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Not_StartedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_not_started(inputs)
	if (locale === "ta") return __ta.twofactor_not_started(inputs)
	return __en.twofactor_not_started(inputs)
});
/**
* | output |
* | --- |
* | "Admins must use two-factor sign-in on this server, so it cannot be turned off." |
*
* @param {Twofactor_Required_For_AdminsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_required_for_admins = /** @type {((inputs?: Twofactor_Required_For_AdminsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Required_For_AdminsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_required_for_admins(inputs)
	if (locale === "ta") return __ta.twofactor_required_for_admins(inputs)
	return __en.twofactor_required_for_admins(inputs)
});
/**
* | output |
* | --- |
* | "Scan the QR code with your authenticator app, then enter the code it shows." |
*
* @param {Twofactor_StartedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_started = /** @type {((inputs?: Twofactor_StartedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_StartedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_started(inputs)
	if (locale === "ta") return __ta.twofactor_started(inputs)
	return __en.twofactor_started(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in is off." |
*
* @param {Twofactor_Turned_OffInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_turned_off = /** @type {((inputs?: Twofactor_Turned_OffInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Turned_OffInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_turned_off(inputs)
	if (locale === "ta") return __ta.twofactor_turned_off(inputs)
	return __en.twofactor_turned_off(inputs)
});
/**
* | output |
* | --- |
* | "Two-factor sign-in is on. Keep your recovery codes somewhere safe: they are shown only once." |
*
* @param {Twofactor_Turned_OnInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_turned_on = /** @type {((inputs?: Twofactor_Turned_OnInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Turned_OnInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_turned_on(inputs)
	if (locale === "ta") return __ta.twofactor_turned_on(inputs)
	return __en.twofactor_turned_on(inputs)
});
/**
* | output |
* | --- |
* | "That code is not correct. Check the time on your phone and try again." |
*
* @param {Twofactor_Wrong_CodeInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_wrong_code = /** @type {((inputs?: Twofactor_Wrong_CodeInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Wrong_CodeInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_wrong_code(inputs)
	if (locale === "ta") return __ta.twofactor_wrong_code(inputs)
	return __en.twofactor_wrong_code(inputs)
});
/**
* | output |
* | --- |
* | "That code is not correct, or the recovery code has been used already." |
*
* @param {Twofactor_Wrong_Code_Or_RecoveryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const twofactor_wrong_code_or_recovery = /** @type {((inputs?: Twofactor_Wrong_Code_Or_RecoveryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Twofactor_Wrong_Code_Or_RecoveryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.twofactor_wrong_code_or_recovery(inputs)
	if (locale === "ta") return __ta.twofactor_wrong_code_or_recovery(inputs)
	return __en.twofactor_wrong_code_or_recovery(inputs)
});
/**
* | output |
* | --- |
* | "Please check what you sent" |
*
* @param {Ui_Check_What_You_SentInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_check_what_you_sent = /** @type {((inputs?: Ui_Check_What_You_SentInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Check_What_You_SentInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_check_what_you_sent(inputs)
	if (locale === "ta") return __ta.ui_check_what_you_sent(inputs)
	return __en.ui_check_what_you_sent(inputs)
});
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Ui_CloseInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_close = /** @type {((inputs?: Ui_CloseInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_CloseInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_close(inputs)
	if (locale === "ta") return __ta.ui_close(inputs)
	return __en.ui_close(inputs)
});
/**
* | output |
* | --- |
* | "Dismiss notification" |
*
* @param {Ui_Dismiss_NotificationInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_dismiss_notification = /** @type {((inputs?: Ui_Dismiss_NotificationInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Dismiss_NotificationInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_dismiss_notification(inputs)
	if (locale === "ta") return __ta.ui_dismiss_notification(inputs)
	return __en.ui_dismiss_notification(inputs)
});
/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Ui_Go_BackInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_go_back = /** @type {((inputs?: Ui_Go_BackInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Go_BackInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_go_back(inputs)
	if (locale === "ta") return __ta.ui_go_back(inputs)
	return __en.ui_go_back(inputs)
});
/**
* | output |
* | --- |
* | "Notifications" |
*
* @param {Ui_NotificationsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_notifications = /** @type {((inputs?: Ui_NotificationsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_NotificationsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_notifications(inputs)
	if (locale === "ta") return __ta.ui_notifications(inputs)
	return __en.ui_notifications(inputs)
});
/**
* | output |
* | --- |
* | "Refresh Page" |
*
* @param {Ui_RefreshInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_refresh = /** @type {((inputs?: Ui_RefreshInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_RefreshInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_refresh(inputs)
	if (locale === "ta") return __ta.ui_refresh(inputs)
	return __en.ui_refresh(inputs)
});
/**
* | output |
* | --- |
* | "Oops! Something went wrong" |
*
* @param {Ui_Something_Went_WrongInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_something_went_wrong = /** @type {((inputs?: Ui_Something_Went_WrongInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_Something_Went_WrongInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_something_went_wrong(inputs)
	if (locale === "ta") return __ta.ui_something_went_wrong(inputs)
	return __en.ui_something_went_wrong(inputs)
});
/**
* | output |
* | --- |
* | "We're sorry for the inconvenience. Please try refreshing the page." |
*
* @param {Ui_SorryInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const ui_sorry = /** @type {((inputs?: Ui_SorryInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ui_SorryInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.ui_sorry(inputs)
	if (locale === "ta") return __ta.ui_sorry(inputs)
	return __en.ui_sorry(inputs)
});
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} image attached" |
* | "other" | "{count} images attached" |
*
* @param {Update_Dialog_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_attached = /** @type {((inputs: Update_Dialog_AttachedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_AttachedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_attached(inputs)
	if (locale === "ta") return __ta.update_dialog_attached(inputs)
	return __en.update_dialog_attached(inputs)
});
/**
* | output |
* | --- |
* | "Chosen screenshots" |
*
* @param {Update_Dialog_Chosen_ScreenshotsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_chosen_screenshots = /** @type {((inputs?: Update_Dialog_Chosen_ScreenshotsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Chosen_ScreenshotsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_chosen_screenshots(inputs)
	if (locale === "ta") return __ta.update_dialog_chosen_screenshots(inputs)
	return __en.update_dialog_chosen_screenshots(inputs)
});
/**
* | output |
* | --- |
* | "Connect Google Analytics" |
*
* @param {Update_Dialog_Connect_GaInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_connect_ga = /** @type {((inputs?: Update_Dialog_Connect_GaInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Connect_GaInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_connect_ga(inputs)
	if (locale === "ta") return __ta.update_dialog_connect_ga(inputs)
	return __en.update_dialog_connect_ga(inputs)
});
/**
* | output |
* | --- |
* | "Connect GA" |
*
* @param {Update_Dialog_Connect_Ga_ShortInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_connect_ga_short = /** @type {((inputs?: Update_Dialog_Connect_Ga_ShortInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Connect_Ga_ShortInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_connect_ga_short(inputs)
	if (locale === "ta") return __ta.update_dialog_connect_ga_short(inputs)
	return __en.update_dialog_connect_ga_short(inputs)
});
/**
* | output |
* | --- |
* | "Error" |
*
* @param {Update_Dialog_ErrorInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_error = /** @type {((inputs?: Update_Dialog_ErrorInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_ErrorInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_error(inputs)
	if (locale === "ta") return __ta.update_dialog_error(inputs)
	return __en.update_dialog_error(inputs)
});
/**
* | output |
* | --- |
* | "Google Analytics Connected" |
*
* @param {Update_Dialog_Ga_ConnectedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_ga_connected = /** @type {((inputs?: Update_Dialog_Ga_ConnectedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Ga_ConnectedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_ga_connected(inputs)
	if (locale === "ta") return __ta.update_dialog_ga_connected(inputs)
	return __en.update_dialog_ga_connected(inputs)
});
/**
* | output |
* | --- |
* | "Google Analytics connected successfully" |
*
* @param {Update_Dialog_Ga_Connected_ToastInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_ga_connected_toast = /** @type {((inputs?: Update_Dialog_Ga_Connected_ToastInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Ga_Connected_ToastInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_ga_connected_toast(inputs)
	if (locale === "ta") return __ta.update_dialog_ga_connected_toast(inputs)
	return __en.update_dialog_ga_connected_toast(inputs)
});
/**
* | output |
* | --- |
* | "Failed to connect Google Analytics" |
*
* @param {Update_Dialog_Ga_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_ga_failed = /** @type {((inputs?: Update_Dialog_Ga_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Ga_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_ga_failed(inputs)
	if (locale === "ta") return __ta.update_dialog_ga_failed(inputs)
	return __en.update_dialog_ga_failed(inputs)
});
/**
* | output |
* | --- |
* | "This takes the progress back from {from}% to {to}%. Your client will see {to}%." |
*
* @param {Update_Dialog_Lower_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_lower_progress = /** @type {((inputs: Update_Dialog_Lower_ProgressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Lower_ProgressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_lower_progress(inputs)
	if (locale === "ta") return __ta.update_dialog_lower_progress(inputs)
	return __en.update_dialog_lower_progress(inputs)
});
/**
* | output |
* | --- |
* | "No images attached" |
*
* @param {Update_Dialog_None_AttachedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_none_attached = /** @type {((inputs?: Update_Dialog_None_AttachedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_None_AttachedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_none_attached(inputs)
	if (locale === "ta") return __ta.update_dialog_none_attached(inputs)
	return __en.update_dialog_none_attached(inputs)
});
/**
* | output |
* | --- |
* | "Update Notes" |
*
* @param {Update_Dialog_NotesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_notes = /** @type {((inputs?: Update_Dialog_NotesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_NotesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_notes(inputs)
	if (locale === "ta") return __ta.update_dialog_notes(inputs)
	return __en.update_dialog_notes(inputs)
});
/**
* | output |
* | --- |
* | "Only image files are allowed" |
*
* @param {Update_Dialog_Only_ImagesInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_only_images = /** @type {((inputs?: Update_Dialog_Only_ImagesInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Only_ImagesInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_only_images(inputs)
	if (locale === "ta") return __ta.update_dialog_only_images(inputs)
	return __en.update_dialog_only_images(inputs)
});
/**
* | output |
* | --- |
* | "Progress (%)" |
*
* @param {Update_Dialog_ProgressInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_progress = /** @type {((inputs?: Update_Dialog_ProgressInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_ProgressInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_progress(inputs)
	if (locale === "ta") return __ta.update_dialog_progress(inputs)
	return __en.update_dialog_progress(inputs)
});
/**
* | output |
* | --- |
* | "Failed to update project progress" |
*
* @param {Update_Dialog_Progress_FailedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_progress_failed = /** @type {((inputs?: Update_Dialog_Progress_FailedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Progress_FailedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_progress_failed(inputs)
	if (locale === "ta") return __ta.update_dialog_progress_failed(inputs)
	return __en.update_dialog_progress_failed(inputs)
});
/**
* | output |
* | --- |
* | "Progress must be a number from 0 to 100" |
*
* @param {Update_Dialog_Progress_TextInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_progress_text = /** @type {((inputs?: Update_Dialog_Progress_TextInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Progress_TextInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_progress_text(inputs)
	if (locale === "ta") return __ta.update_dialog_progress_text(inputs)
	return __en.update_dialog_progress_text(inputs)
});
/**
* | output |
* | --- |
* | "Project progress updated successfully" |
*
* @param {Update_Dialog_Progress_UpdatedInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_progress_updated = /** @type {((inputs?: Update_Dialog_Progress_UpdatedInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Progress_UpdatedInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_progress_updated(inputs)
	if (locale === "ta") return __ta.update_dialog_progress_updated(inputs)
	return __en.update_dialog_progress_updated(inputs)
});
/**
* | output |
* | --- |
* | "Remove screenshot {number}" |
*
* @param {Update_Dialog_Remove_ScreenshotInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_remove_screenshot = /** @type {((inputs: Update_Dialog_Remove_ScreenshotInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Remove_ScreenshotInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_remove_screenshot(inputs)
	if (locale === "ta") return __ta.update_dialog_remove_screenshot(inputs)
	return __en.update_dialog_remove_screenshot(inputs)
});
/**
* | output |
* | --- |
* | "Screenshot {number}" |
*
* @param {Update_Dialog_Screenshot_NInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_screenshot_n = /** @type {((inputs: Update_Dialog_Screenshot_NInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Screenshot_NInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_screenshot_n(inputs)
	if (locale === "ta") return __ta.update_dialog_screenshot_n(inputs)
	return __en.update_dialog_screenshot_n(inputs)
});
/**
* | output |
* | --- |
* | "Screenshots (optional)" |
*
* @param {Update_Dialog_ScreenshotsInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_screenshots = /** @type {((inputs?: Update_Dialog_ScreenshotsInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_ScreenshotsInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_screenshots(inputs)
	if (locale === "ta") return __ta.update_dialog_screenshots(inputs)
	return __en.update_dialog_screenshots(inputs)
});
/**
* | output |
* | --- |
* | "Success" |
*
* @param {Update_Dialog_SuccessInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_success = /** @type {((inputs?: Update_Dialog_SuccessInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_SuccessInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_success(inputs)
	if (locale === "ta") return __ta.update_dialog_success(inputs)
	return __en.update_dialog_success(inputs)
});
/**
* | output |
* | --- |
* | "Update Progress" |
*
* @param {Update_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_title = /** @type {((inputs?: Update_Dialog_TitleInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_TitleInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_title(inputs)
	if (locale === "ta") return __ta.update_dialog_title(inputs)
	return __en.update_dialog_title(inputs)
});
/**
* | output |
* | --- |
* | "Update Progress of {title}" |
*
* @param {Update_Dialog_Trigger_OfInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_trigger_of = /** @type {((inputs: Update_Dialog_Trigger_OfInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_Trigger_OfInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_trigger_of(inputs)
	if (locale === "ta") return __ta.update_dialog_trigger_of(inputs)
	return __en.update_dialog_trigger_of(inputs)
});
/**
* | output |
* | --- |
* | "Updating..." |
*
* @param {Update_Dialog_UpdatingInputs} inputs
* @param {{ locale?: "en" | "si" | "ta" }} options
* @returns {LocalizedString}
*/
export const update_dialog_updating = /** @type {((inputs?: Update_Dialog_UpdatingInputs, options?: { locale?: "en" | "si" | "ta" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Update_Dialog_UpdatingInputs, { locale?: "en" | "si" | "ta" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "si") return __si.update_dialog_updating(inputs)
	if (locale === "ta") return __ta.update_dialog_updating(inputs)
	return __en.update_dialog_updating(inputs)
});