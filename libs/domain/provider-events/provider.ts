/** The provider webhooks stored as events; one value per endpoint, since each has its own payload shape. */
export const Provider = {
  /** SendGrid Event Webhook: delivered, bounce, dropped, … one event per row. */
  SENDGRID_EVENTS: 'SENDGRID_EVENTS',
  /** SendGrid Inbound Parse: an e-mail received. */
  SENDGRID_INBOUND: 'SENDGRID_INBOUND',
  /** Twilio status callback: one status of one outbound message. */
  TWILIO_STATUS: 'TWILIO_STATUS',
  /** Twilio inbound SMS. */
  TWILIO_SMS: 'TWILIO_SMS',
  /** Calendly webhook: invitee.created or invitee.canceled of one organization's bookings. */
  CALENDLY: 'CALENDLY',
  /** Stripe webhook: one event (evt_…) of the deployment's account, by its id. */
  STRIPE: 'STRIPE',
  /** A pharmacy's signed status webhook: one status (and tracking) of one order, by the pharmacy's webhook-id. */
  PHARMACY: 'PHARMACY',
} as const;
export type Provider = (typeof Provider)[keyof typeof Provider];
