// What routes and other features may use of accounts in the browser: its forms, the profile's sections, texts.

export { AccountCard, LinkNotValid } from "./components/account-card";
export { FormSubmit } from "./components/form-submit";
export { SetPasswordForm } from "./links/components/set-password-form";
export { AccountSection } from "./profile/components/account-section";
export { DevicesSection } from "./profile/components/devices-section";
export { PasswordSection } from "./profile/components/password-section";
export type { ProfileAnswer } from "./profile/components/profile-answer";
export {
  ProfileNav,
  profilePageTitle,
  profileSectionOf,
  useOldProfileAnchors,
} from "./profile/components/profile-nav";
export { SignInHistorySection } from "./profile/components/sign-in-history-section";
export { PaymentBanner } from "./sign-in/components/payment-banner";
export { SignInForm, useSignInToasts } from "./sign-in/components/sign-in-form";
export { safeRedirect } from "./sign-in/login";
export { TwoFactorSection } from "./two-factor/components/two-factor-section";
export { CODE_MAX } from "./two-factor/two-factor";
