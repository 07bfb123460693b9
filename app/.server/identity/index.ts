/**
 * The embedded identity provider (decision 0003): accounts with scrypt
 * password hashes, e-mail confirmation, password reset, ES256-signed JWT access tokens and rotating refresh
 * tokens, attempt limits in the database, and staff accounts (CLI and OpenID Connect).
 *
 * Every function takes the database (or a transaction) first and throws ServiceError for expected failures.
 * Whatever reads the time (code and token expiry, rate-limit windows, timestamps) takes `now`: the route passes
 * `runtime.clock.now()`, so the e2e clock offset and a test's clock reach these rules as they reach the services.
 * E-mails are trimmed and lower-cased before look-up and storage.
 */
export type { TokenPair, AccessClaims, StaffRecheck } from "./tokens";
export {
  issueSession,
  issueTokens,
  verifyAccessToken,
  isSessionActive,
  sessionWithProvision,
  refreshTokens,
  signOut,
} from "./tokens";
export { saveProviderSession } from "./provider-sessions";
export {
  registerUser,
  createConfirmationCode,
  confirmAccount,
  resendConfirmation,
  deleteAccounts,
  findUserByEmail,
} from "./accounts";
export { signIn, completeSignIn, verifyAccountPassword } from "./signin";
export {
  secondFactorOf,
  beginEnrolment,
  enrolmentOf,
  cancelEnrolment,
  confirmEnrolment,
  checkSecondFactor,
  removeSecondFactor,
  type Enrolment,
  type SecondFactorSummary,
} from "./second-factor";
export { requestPasswordReset, verifyResetToken, resetPassword, changePassword } from "./reset";
export { assertPasswordPolicy } from "./policy";
export { createStaffUser, findOrCreateOidcStaffUser } from "./staff";
