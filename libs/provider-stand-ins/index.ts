export { SendGridStandIn, type ReceivedMail, type SendGridStandInOptions } from './sendgrid-stand-in.js';
export { TwilioStandIn, type SentSms, type TwilioFailure, type TwilioStandInOptions } from './twilio-stand-in.js';
export { close, listen, readBody, standInServer, type StandInRoute } from './http-stand-in.js';
export { developmentPage, type DevelopmentPageSettings } from './development-page.js';
export { replyAsEmployee, type EmployeeReply, type ReplySettings } from './employee-replies.js';
export { outbox, type OutboxEntry } from './outbox.js';
export { startStandIns, type RunningStandIns, type StandInsSettings } from './stand-ins.js';
export { standInsSettingsFrom } from './stand-ins-settings.js';
export { postAsInboundParse, postAsSendgridEvents, postAsTwilio, type WebhookTarget } from './webhook-calls.js';
export { calendlyBookingsPage, postAsCalendly } from './calendly-bookings.js';
export {
  type ChargeOutcome,
  postAsStripe,
  stripeEvent,
  StripeStandIn,
  type StripeStandInOptions,
  TEST_CARDS,
} from './stripe-stand-in.js';
export { PharmacyStandIn, type PharmacyStandInOrder, type PharmacyStandInSettings } from './pharmacy-stand-in.js';
