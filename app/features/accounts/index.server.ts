// What other features may use of accounts (server side). Everything else in this folder is its own business.
export { makeDeskId, newDeskId } from "./desk-id.server";
export { hashPassword } from "./password.server";
export { issuePasswordReset } from "./password-reset.server";
export { personName, personNameOrNull } from "./person-name.server";
export { SESSION_TTL_MS, type SessionUser, validSessions } from "./session.server";
export { resetTwoFactor } from "./two-factor.server";
export { twoFactorRequired } from "./two-factor-policy.server";
export { createUser, listUsers, reissueInvite, updateUserEmail } from "./users.server";
