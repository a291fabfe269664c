export { SmsConsentEntity } from './sms-consent.entity.js';
export { SmsConsentService, type ConsentKeywordReceived } from './sms-consent.service.js';
export { SmsConsentModule } from './sms-consent.module.js';
export { consentKeywordOf, SMS_HELP_REPLY, type SmsConsentKeyword } from './sms-keywords.js';
export { toE164 } from './e164.js';
