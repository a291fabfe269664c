export { EmailSender, type OutboundEmail } from './email-sender.js';
