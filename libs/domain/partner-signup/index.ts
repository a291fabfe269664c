export { PartnerSignUpEntity } from './partner-sign-up.entity.js';
export { PartnerSignUpModule } from './partner-sign-up.module.js';
export {
  PartnerSignUpService,
  type PartnerSignUpResult,
  SELF_SIGNUP_CLOSED_MESSAGE,
  UNKNOWN_REFERRAL_CODE_MESSAGE,
} from './partner-sign-up.service.js';
export { PARTNER_PROFILE_FIELDS, type SignUpToPartnerInput } from './partner-sign-up-input.js';
