export { EmailSender, type OutboundEmail } from './email-sender.js';
export { EmailModule } from './email.module.js';
