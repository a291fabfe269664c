export {
  PRESCRIBING_PROVIDERS,
  PrescriptionRules,
  PrescriptionsService,
  type ProviderPortalInput,
} from './prescriptions.service.js';
export { doseSpotSsoUrl, singleSignOnCode, singleSignOnUserIdVerify } from './dose-spot-sso.js';
export { PrescriptionsModule } from './prescriptions.module.js';
