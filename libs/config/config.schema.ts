import { isIP } from 'node:net';
import { z } from 'zod';

/** An empty numeric setting (`API_PORT=`) means "use the default", not zero. */
const emptyAsUnset = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);
const integer = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyAsUnset, z.coerce.number().int().min(min).max(max).default(fallback));
const port = (fallback: number) => integer(1, 65535, fallback);
/** Express's names for address ranges (proxy-addr), accepted in TRUSTED_PROXIES beside addresses and CIDR ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isProxyEntry = (entry: string) => {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address, bits, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (bits === undefined) return true;
  const max = version === 4 ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
};
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

/**
 * Every setting the processes read, with a local default so a fresh clone runs with no .env at all.
 * Production must set the secrets explicitly (checked in loadConfig).
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  API_PORT: port(4000),
  WEB_PORT: port(5173),
  /** Public address of the api, used to build signed file URLs. */
  API_PUBLIC_URL: z.url().default('http://localhost:4000'),
  /** Public address of the web app: password-reset redirects must stay on it. */
  WEB_PUBLIC_URL: z.url().default('http://localhost:5173'),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/case_management'),
  DATABASE_POOL_SIZE: integer(1, 200, 10),
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Prefix for every BullMQ key and pub/sub channel, so several stacks can share one Redis. */
  REDIS_PREFIX: z
    .string()
    .regex(/^[a-z0-9-]+$/, 'lowercase letters, digits and dashes')
    .default('cm'),
  FIREBASE_PROJECT_ID: z.string().min(1).default('demo-case-management'),
  /** host:port of the Firebase Auth emulator; empty means the real Firebase Auth. */
  FIREBASE_AUTH_EMULATOR_HOST: z
    .string()
    .regex(/^[\w.-]+:\d+$/, 'host:port')
    .or(z.literal(''))
    .default('127.0.0.1:9099'),
  STORAGE_DRIVER: z.enum(['local', 'gcs']).default('local'),
  STORAGE_LOCAL_DIR: z.string().min(1).default('data/storage'),
  STORAGE_BUCKET: z.string().default(''),
  /** HMAC key for signed file URLs of the local driver and the admin session cookie. */
  SIGNING_SECRET: z.string().min(32, 'at least 32 characters').default('local-development-signing-secret-0123456789'),
  SIGNED_URL_TTL_SECONDS: integer(30, 3600, 300),
  /** DoseSpot's single sign-on page (LoginSingleSignOn.aspx); production: https://my.dosespot.com/LoginSingleSignOn.aspx. */
  DOSE_SPOT_SSO_URL: z.url().default('https://my.staging.dosespot.com/LoginSingleSignOn.aspx'),
  SENDGRID_API_KEY: z.string().default('SG.local-development-key'),
  /** Overrides the SendGrid API address (a local fake in development and tests). */
  SENDGRID_BASE_URL: z.url().or(z.literal('')).default(''),
  MAIL_FROM: z.email().default('no-reply@case-management.local'),
  /**
   * The domain SendGrid Inbound Parse receives for (its MX points there): each case's e-mails carry
   * Reply-To case-{token}@{this domain}, and a reply to it is threaded into that case.
   */
  INBOUND_EMAIL_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+\.[a-z]{2,}$/i, 'a domain such as reply.example.com')
    .default('reply.case-management.local'),
  /** Twilio account; the SDK refuses an account id that does not start with AC. */
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC\w+$/, 'starts with AC')
    .default('AC00000000000000000000000000000000'),
  /** Overrides Twilio's API address (a local fake in development and tests). */
  TWILIO_BASE_URL: z.url().or(z.literal('')).default(''),
  /** The number text messages are sent from (E.164). */
  SMS_FROM: z
    .string()
    .regex(/^\+[1-9]\d{6,14}$/, 'an E.164 number such as +15005550006')
    .default('+15005550006'),
  /** Attempts of one outbound message before it is marked failed, and the first back-off delay (doubling). */
  MESSAGE_SEND_ATTEMPTS: integer(1, 20, 5),
  MESSAGE_RETRY_DELAY_MS: integer(1, Number.MAX_SAFE_INTEGER, 2000),
  /** How long one request to SendGrid or Twilio may take before the attempt counts as failed. */
  PROVIDER_REQUEST_TIMEOUT_MS: integer(100, 120_000, 30_000),
  /**
   * How long a worker's claim on a message it sends holds: a message still pending after it belonged to a worker
   * that died mid-send and is claimed again. Twice the request time limit, so a live worker's send is never taken.
   */
  MESSAGE_SEND_LEASE_MS: integer(200, 600_000, 60_000),
  /**
   * Public address providers call the webhooks at (scheme, host, optional path prefix, no trailing slash); empty
   * means API_PUBLIC_URL. Twilio signs the exact URL it called, so behind a proxy this must be what Twilio sees.
   */
  PUBLIC_WEBHOOK_BASE_URL: z.url().or(z.literal('')).default(''),
  /** Verifies X-Twilio-Signature on Twilio's SMS and status webhooks. */
  TWILIO_AUTH_TOKEN: z.string().min(1).default('local-development-twilio-auth-token'),
  /**
   * SendGrid Event Webhook verification key (Mail Settings, Signed Event Webhook): base64 DER or PEM. Empty
   * refuses every event post, since an unsigned event cannot be told from a forged one.
   */
  SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY: z.string().default(''),
  /** The secret path segment of the Inbound Parse URL (/webhooks/sendgrid/inbound/<secret>), which has no signature. */
  SENDGRID_INBOUND_SECRET: z.string().min(24, 'at least 24 characters').default('local-development-inbound-secret'),
  /**
   * The deployment's one Stripe account: the secret key the worker calls Stripe with, the signing secret of the
   * webhook endpoint (/webhooks/stripe, verified with constructEvent) and the publishable key the payment page's
   * card field uses. The defaults are for the local stand-in only.
   */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'starts with sk_ or rk_')
    .default('sk_test_local_development'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'starts with whsec_')
    .default('whsec_local_development'),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'starts with pk_').default('pk_test_local_development'),
  /** Overrides Stripe's API address (a local fake in development and tests); the card field then is a local stand-in. */
  STRIPE_BASE_URL: z.url().or(z.literal('')).default(''),
  /** How long a request waits for the worker to make a SetupIntent before it answers that it could not. */
  PAYMENT_SETUP_TIME_LIMIT_MS: integer(100, 60000, 10000),
  /** How often the worker looks for scheduled payments due and charges waiting (their dunning retry day). */
  PAYMENT_CHARGE_SWEEP_MS: integer(100, 3_600_000, 60_000),
  /**
   * How long a worker's claim on a charge holds: a charge PROCESSING for longer belonged to a worker that died
   * mid-charge and is taken over (the Stripe idempotency key makes the repeated call answer the same intent).
   * As long as BullMQ's job lock, so a live worker's charge is never taken over.
   */
  PAYMENT_CHARGE_LEASE_MS: integer(100, 600_000, 30_000),
  /** How often the worker looks for partner webhook deliveries due (new ones and retries). */
  PARTNER_WEBHOOK_SWEEP_MS: integer(100, 3_600_000, 5000),
  /** How long one POST to a partner's webhookUrl may take before it counts as failed (and is retried). */
  PARTNER_WEBHOOK_TIMEOUT_MS: integer(100, 60_000, 10_000),
  /** Tries of a partner webhook delivery before it is recorded FAILED. */
  PARTNER_WEBHOOK_MAX_ATTEMPTS: integer(1, 30, 8),
  /** The wait after the first failed try; it doubles with each further one (capped at six hours). */
  PARTNER_WEBHOOK_RETRY_DELAY_MS: integer(1, 3_600_000, 30_000),
  /** Comma-separated queue names this worker consumes; empty means all. */
  WORKER_QUEUES: z.string().default(''),
  /**
   * Workflow jobs one worker process runs at once. They mostly wait on their done mark, written for all the
   * jobs running at once in one statement, so more at once means fewer statements per job (bench/queue).
   */
  WORKFLOW_CONCURRENCY: integer(1, 1000, 20),
  /** Tries of a workflow job (a run's failing action is retried with back-off; the last try ends the run ERROR). */
  WORKFLOW_JOB_ATTEMPTS: integer(1, 20, 5),
  WORKFLOW_RETRY_DELAY_MS: integer(1, Number.MAX_SAFE_INTEGER, 2000),
  /** How often the FORM_NOT_SENT sweep looks for cases that went too long without a form. */
  WORKFLOW_FORM_NOT_SENT_INTERVAL_MS: integer(1000, Number.MAX_SAFE_INTEGER, 15 * 60 * 1000),
  OUTBOX_RELAY_INTERVAL_MS: integer(100, Number.MAX_SAFE_INTEGER, 5000),
  /** Activities older than this and still not dispatched are re-dispatched by the relay. */
  OUTBOX_RELAY_GRACE_MS: integer(0, Number.MAX_SAFE_INTEGER, 5000),
  /**
   * Dispatched activities whose workflow job has not completed after this long are enqueued again (same
   * job id, so a job still in Redis is not doubled): a Redis that restarted empty loses no job.
   */
  OUTBOX_REQUEUE_AFTER_MS: integer(0, Number.MAX_SAFE_INTEGER, 60000),
  GRAPHQL_MAX_DEPTH: integer(2, Number.MAX_SAFE_INTEGER, 10),
  GRAPHQL_MAX_COMPLEXITY: integer(10, Number.MAX_SAFE_INTEGER, 2000),
  RATE_LIMIT_PUBLIC_PER_MINUTE: integer(1, Number.MAX_SAFE_INTEGER, 20),
  /**
   * Proxies whose X-Forwarded-For is believed for the client's address (rate limits, logs): comma-separated
   * addresses, CIDR ranges, or `loopback`, `linklocal`, `uniquelocal`. Empty (the default) trusts none, so a
   * client cannot choose its own address with the header; set it to the load balancer's range.
   */
  TRUSTED_PROXIES: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim())
        .filter(Boolean),
    )
    .refine((entries) => entries.every(isProxyEntry), 'addresses, CIDR ranges, loopback, linklocal or uniquelocal'),
  GRAPHQL_INTROSPECTION: flag.optional(),
});

export type AppConfig = z.infer<typeof configSchema>;
