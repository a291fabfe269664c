export { LoginPage, LOGIN_PAGE_TITLE, identityProviderName } from './LoginPage';
export { ForgotPasswordPage, FORGOT_PASSWORD_PAGE_TITLE, forgotPasswordCompletePath } from './ForgotPasswordPage';
export { ForgotPasswordCompletePage, FORGOT_PASSWORD_COMPLETE_PAGE_TITLE } from './ForgotPasswordCompletePage';
export { AuthActionPage, AUTH_ACTION_PAGE_TITLE } from './AuthActionPage';
export { ResetPasswordPage, RESET_PASSWORD_PAGE_TITLE } from './ResetPasswordPage';
export { firebaseAuth } from './firebase-auth';
export { startTokenRefresh, type TokenRefreshOptions } from './token-refresh';
export {
  GENERIC_IDENTITY_ERROR_MESSAGE,
  IDENTITY_ERROR_MESSAGES,
  OFFLINE_MESSAGE,
  identityErrorCode,
  identityErrorMessage,
  isNetworkError,
} from './identity-errors';
export {
  DEFAULT_PASSWORD_POLICY,
  evaluatePassword,
  loadPasswordPolicy,
  resolvePasswordPolicy,
  usePasswordRules,
  type PasswordEvaluation,
  type PasswordPolicyDescription,
  type PasswordRule,
  type PasswordRulesState,
} from './password-policy';
export { signInReturnPath, DEFAULT_SIGNED_IN_PATH } from './auth-helpers';
