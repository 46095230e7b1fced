// What routes and other features may use of accounts (server side). The sub-folders (sign-in, two-factor, profile,
// links) and everything else in this folder are its own business.
export { type AccountTexts, accountMessages, accountTexts } from "./account-texts";
export { makeDeskId, newDeskId } from "./desk-id.server";
export { INVITE_TTL_MS } from "./links/invites.server";
export { type PasswordLinkKind, passwordLinks } from "./links/password-links.server";
export {
  forgotPasswordSchema,
  forgotPasswordSchemaOf,
  issuePasswordReset,
  requestPasswordReset,
} from "./links/password-reset.server";
export { startPasswordResetWorker } from "./links/reset-requests.server";
export { hashPassword } from "./password.server";
export { personName, personNameOrNull } from "./person-name.server";
export {
  changeEmailSchema,
  changeEmailSchemaOf,
  confirmEmailChange,
  findEmailChange,
  requestEmailChange,
} from "./profile/email-change.server";
export {
  changePassword,
  changePasswordSchema,
  changePasswordSchemaOf,
  deviceSchema,
  deviceSchemaOf,
  displayNameSchema,
  displayNameSchemaOf,
  languageSchema,
  languageSchemaOf,
  listDevices,
  SIGN_IN_HISTORY,
  signInHistory,
  signOutDevice,
  signOutOtherDevices,
  updateDisplayName,
  updateLocale,
} from "./profile/profile.server";
export { loginTexts } from "./sign-in/login";
export { deviceCookie, logIn, signInCookies, TWO_FACTOR_PATH } from "./sign-in/login.server";
export { loginSchema, loginSchemaFor, signInQuerySchema } from "./sign-in/login-schema.server";
export {
  destroySession,
  getSessionUser,
  isSecure,
  requireRole,
  requireUser,
  SESSION_COOKIE,
  SESSION_TTL_MS,
  type SessionUser,
  sessionIdOf,
  validSessions,
} from "./sign-in/session.server";
export { answerChallenge, findChallenge } from "./sign-in/sign-in-challenge.server";
export { twoFactorTexts } from "./two-factor/two-factor";
export {
  codeSchema,
  codeSchemaOf,
  confirmEnrolment,
  disableSchema,
  disableSchemaOf,
  disableTwoFactor,
  regenerateRecoveryCodes,
  resetTwoFactor,
  startEnrolment,
  twoFactorStatus,
} from "./two-factor/two-factor.server";
export { twoFactorRequired, twoFactorWarning } from "./two-factor/two-factor-policy.server";
export { createUser, listUsers, reissueInvite, updateUserEmail } from "./users.server";
export {
  type AccountServices,
  type Actor,
  actorFrom,
  type Client,
  clientFrom,
  servicesFrom,
} from "./who-asks.server";
