export { SmsSender, type OutboundSms } from './sms-sender.js';
export { SmsModule } from './sms.module.js';
