/** Queue names (kebab-case); WORKER_QUEUES picks which ones a worker process consumes. */
export const QueueName = {
  workflow: 'workflow',
  notifications: 'notifications',
  outbox: 'outbox',
  messages: 'messages',
  /** Provider webhooks stored by the api, processed by the worker; registered by the provider-events area. */
  providerEvents: 'provider-events',
  /** The reminders sweep; registered by the reminders area. */
  reminders: 'reminders',
  /** Stripe calls (SetupIntents, saved cards); registered by the payment-methods area. */
  payments: 'payments',
  /** Bulk case imports, one job per uploaded file; registered by the case-imports area. */
  imports: 'imports',
  /** Case events posted to partners' webhooks; registered by the partner-webhooks area. */
  partnerWebhooks: 'partner-webhooks',
  /** The GLP follow-up forms sweep; registered by the case-follow-ups area. */
  followUps: 'follow-ups',
  /** Scheduled reports, one job scheduler per enabled schedule; registered by the report-schedules area. */
  scheduledReports: 'scheduled-reports',
  /** Signed order sends to pharmacies; registered by the case-orders area. */
  orders: 'orders',
} as const;
export type QueueName = (typeof QueueName)[keyof typeof QueueName];

/**
 * Every job name with its payload. Payloads carry ids only (no PHI): the processor loads what it needs.
 * `organizationId` is null only for jobs about a person or the platform rather than one organization.
 */
export interface JobPayloads {
  /** Runs the organization's workflow for a recorded activity; jobId is the activity id. */
  'workflow.activity-recorded': {
    organizationId: string;
    caseId: string;
    activityId: string;
    actorUserId: string | null;
  };
  /** Looks for cases gone too long without a form and starts their FORM_NOT_SENT runs (a job scheduler). */
  'workflow.form-not-sent-sweep': { organizationId: null };
  /** Runs one FORM_NOT_SENT run; jobId is the run id. */
  'workflow.run': { organizationId: string; caseId: string; runId: string };
  /** Sends a password-reset e-mail to a user. */
  'users.send-password-reset': { organizationId: string | null; userId: string; redirectUrl: string };
  /** Welcomes a new user by e-mail with a link to set a first password. */
  'users.send-welcome': { organizationId: string | null; userId: string };
  /** Tells both the old and the new address that a user's sign-in e-mail changed. */
  'users.send-email-changed': { organizationId: string | null; userId: string; previousEmail: string };
  /** Re-dispatches activities whose publish or enqueue did not happen after commit. */
  'outbox.relay': { organizationId: null };
  /**
   * Sends every outbound case message (e-mail or SMS) due for an attempt, claimed from PostgreSQL in batches:
   * added after each message is written (deduplicated) and run by a job scheduler as the safety net.
   */
  'messages.drain': { organizationId: null };
  /** Processes one stored provider webhook event; jobId is the provider_event row id. */
  'provider-events.process': { organizationId: null; providerEventId: string };
  /** Enqueues again stored provider events whose job was lost (a crash between insert and enqueue, a Redis emptied). */
  'provider-events.relay': { organizationId: null };
  /** Records the reminders due now in every organization (a job scheduler, every minute at the minute). */
  'reminders.sweep': { organizationId: null };
  /** Delivers one staff notice by e-mail and/or SMS; jobId is the notice id, so it runs once. */
  'notifications.deliver': { organizationId: string; notificationId: string };
  /** Publishes and enqueues the notices whose dispatch after commit did not happen (or whose area only inserted them). */
  'notifications.relay': { organizationId: null };
  /**
   * Makes (or finds) the Stripe SetupIntent of one payment setup token and returns its client secret; the
   * request that enqueued it awaits the result. The token id is the idempotency key.
   */
  'payments.create-setup-intent': { organizationId: string; tokenId: string; actorUserId: string | null };
  /** Detaches a deleted card from its Stripe customer; jobId is the payment method id. */
  'payments.detach-payment-method': {
    organizationId: string;
    userId: string;
    paymentMethodId: string;
    actorUserId: string | null;
  };
  /** Charges one attempt of a payment to the saved card, off session; jobId is charge-{paymentId}-{attempt}. */
  'payments.charge': { organizationId: string; paymentId: string; chargeId: string; attempt: number };
  /** Opens the charges of scheduled payments due and charges every attempt due, in batches (a job scheduler). */
  'payments.charge-sweep': { organizationId: null };
  /** The client secret of a failed charge's PaymentIntent, for the employee's completion page (awaited). */
  'payments.payment-intent-secret': { organizationId: string; chargeId: string; actorUserId: string | null };
  /** Places a payment sign-up's hold on its card once the card arrived; jobId is keyed by the case. */
  'payments.place-sign-up-hold': { organizationId: string; caseId: string };
  /** Abandoned-cart reminders due and sign-up holds to capture or release (a job scheduler, every minute). */
  'payments.sign-up-sweep': { organizationId: null };
  /** Imports the rows of one uploaded file, going on from the rows done; jobId is the import record's id. */
  'case-imports.run': { organizationId: null; caseImportId: string; actorUserId: string };
  /** Posts one try of a partner webhook delivery; jobId is keyed by the delivery and its claim. */
  'partner-webhooks.deliver': { organizationId: string; deliveryId: string; isReplay: boolean };
  /** Hands the deliveries due (new ones and retries whose back-off ended) to workers (a job scheduler). */
  'partner-webhooks.sweep': { organizationId: null };
  /** Sends the follow-up forms due, stops those whose case ended, marks the answered (a job scheduler, every minute). */
  'follow-ups.sweep': { organizationId: null };
  /** Builds and e-mails a scheduled report for its slot due now (a job scheduler per enabled schedule). */
  'scheduled-reports.run': { organizationId: string; scheduleId: string };
  /** Sends one placed order to its pharmacy, signed; jobId is the order id (also the idempotency key). */
  'orders.send': { organizationId: string; caseId: string; orderId: string };
  /** Enqueues again the sends of placed orders not yet accepted whose job was lost (a job scheduler). */
  'orders.requeue-unsent': { organizationId: null };
}
export type JobName = keyof JobPayloads;

/** What the jobs whose producer awaits them return (kept by BullMQ as the job's return value). */
export interface JobResults {
  'payments.create-setup-intent': { clientSecret: string };
  'payments.payment-intent-secret': { clientSecret: string };
}

export const QUEUE_OF_JOB: { [N in JobName]: QueueName } = {
  'workflow.activity-recorded': QueueName.workflow,
  'workflow.form-not-sent-sweep': QueueName.workflow,
  'workflow.run': QueueName.workflow,
  'users.send-password-reset': QueueName.notifications,
  'users.send-welcome': QueueName.notifications,
  'users.send-email-changed': QueueName.notifications,
  'outbox.relay': QueueName.outbox,
  'messages.drain': QueueName.messages,
  'provider-events.process': QueueName.providerEvents,
  'provider-events.relay': QueueName.providerEvents,
  'reminders.sweep': QueueName.reminders,
  'notifications.deliver': QueueName.notifications,
  'notifications.relay': QueueName.notifications,
  'payments.create-setup-intent': QueueName.payments,
  'payments.detach-payment-method': QueueName.payments,
  'payments.charge': QueueName.payments,
  'payments.charge-sweep': QueueName.payments,
  'payments.payment-intent-secret': QueueName.payments,
  'payments.place-sign-up-hold': QueueName.payments,
  'payments.sign-up-sweep': QueueName.payments,
  'case-imports.run': QueueName.imports,
  'partner-webhooks.deliver': QueueName.partnerWebhooks,
  'partner-webhooks.sweep': QueueName.partnerWebhooks,
  'follow-ups.sweep': QueueName.followUps,
  'scheduled-reports.run': QueueName.scheduledReports,
  'orders.send': QueueName.orders,
  'orders.requeue-unsent': QueueName.orders,
};

export const ALL_QUEUES: QueueName[] = Object.values(QueueName);
