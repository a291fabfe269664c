import type { JobName, QueueName } from '#events';

/**
 * What the job queues board shows for each queue and job name. Records over QueueName and JobName, so a
 * new queue or job must say here what it is before the api builds.
 */
export const QUEUE_LABELS: Readonly<Record<QueueName, { displayName: string; description: string }>> = {
  workflow: {
    displayName: 'Workflow',
    description: "Runs each organization's workflow for a recorded case activity (job id = activity id).",
  },
  notifications: {
    displayName: 'Notifications',
    description:
      'E-mails to users (welcome, password resets, e-mail changes) and staff notices by e-mail or SMS, with their relay.',
  },
  outbox: {
    displayName: 'Outbox relay',
    description: 'Dispatches again the activities whose publish or enqueue did not happen after commit.',
  },
  messages: {
    displayName: 'Case messages',
    description: 'Sends outbound case e-mails and SMS (job id = message id) and requeues pending ones.',
  },
  'provider-events': {
    displayName: 'Provider events',
    description: 'Processes stored provider webhooks (job id = provider event id) and relays lost ones.',
  },
  reminders: {
    displayName: 'Reminders',
    description: 'Every minute, finds due reminders whose condition still holds and writes their notices once.',
  },
  payments: {
    displayName: 'Payments',
    description:
      'Stripe calls: SetupIntents for card collection (awaited by the request), detaching deleted cards, charges of saved cards and the sweep of scheduled charges.',
  },
  imports: {
    displayName: 'Case imports',
    description: 'Imports the rows of an uploaded case file one by one (job id = import record id).',
  },
  'partner-webhooks': {
    displayName: 'Partner webhooks',
    description:
      "Posts signed case events to partners' webhook addresses, one job per try, and the sweep of deliveries due.",
  },
  'follow-ups': {
    displayName: 'Follow-up forms',
    description:
      'The sweep of GLP follow-up forms, every minute: sends those due, stops those of archived or cancelled cases, marks answered ones.',
  },
  'scheduled-reports': {
    displayName: 'Scheduled reports',
    description: 'One job scheduler per enabled report schedule: builds the report and e-mails it at the hour.',
  },
  orders: {
    displayName: 'Pharmacy orders',
    description:
      'Sends placed orders to their pharmacy as signed JSON (idempotency key = order id), with retries, and re-enqueues unsent orders whose job was lost.',
  },
};

export const JOB_TITLES: Readonly<Record<JobName, string>> = {
  'workflow.activity-recorded': 'Run workflow for an activity',
  'workflow.run': 'Run the actions of a workflow run',
  'workflow.form-not-sent-sweep': 'Start FORM_NOT_SENT runs for cases without a form',
  'users.send-password-reset': 'Send password reset e-mail',
  'users.send-welcome': 'Send welcome e-mail to a new user',
  'users.send-email-changed': 'Tell both addresses of a changed sign-in e-mail',
  'notifications.deliver': 'Deliver a staff notice by e-mail or SMS',
  'notifications.relay': 'Relay undispatched staff notices',
  'outbox.relay': 'Relay undispatched activities',
  'messages.drain': 'Send pending messages',
  'provider-events.process': 'Process provider event',
  'provider-events.relay': 'Relay unprocessed provider events',
  'reminders.sweep': 'Send due reminders',
  'payments.create-setup-intent': 'Create a Stripe SetupIntent for a payment setup',
  'payments.detach-payment-method': 'Detach a deleted card at Stripe',
  'payments.charge': 'Charge a payment to the saved card',
  'payments.charge-sweep': 'Open due scheduled charges and charge every attempt due',
  'payments.payment-intent-secret': 'Give the completion page its PaymentIntent secret',
  'payments.place-sign-up-hold': "Place the hold on a payment sign-up's card",
  'payments.sign-up-sweep': 'Send abandoned-cart reminders; capture or release sign-up holds',
  'case-imports.run': 'Import the rows of a case file',
  'partner-webhooks.deliver': 'Post a case event to a partner webhook',
  'partner-webhooks.sweep': 'Hand partner webhook deliveries due to workers',
  'follow-ups.sweep': 'Send the follow-up forms due',
  'scheduled-reports.run': 'Build and e-mail a scheduled report',
  'orders.send': 'Send an order to its pharmacy',
  'orders.requeue-unsent': 'Requeue unsent orders',
};

/** A job's name on the board: its readable title, then the name it was added with. */
export function jobTitle(name: string): string {
  const title = (JOB_TITLES as Readonly<Record<string, string>>)[name];
  return title ? `${title} (${name})` : name;
}
