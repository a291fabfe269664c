import { ConfigError, parseConfig } from './load-config.js';

const DEFAULT_SECRET = 'local-development-signing-secret-0123456789';
const OWN_SECRET = 'a-production-secret-of-at-least-32-characters';

/** A production environment that passes every production check; tests remove or change one thing. */
const PRODUCTION: Record<string, string> = {
  NODE_ENV: 'production',
  FIREBASE_AUTH_EMULATOR_HOST: '',
  SIGNING_SECRET: OWN_SECRET,
  TWILIO_AUTH_TOKEN: 'a-production-twilio-token',
  SENDGRID_INBOUND_SECRET: 'a-production-inbound-secret-0123',
  STRIPE_WEBHOOK_SECRET: 'whsec_a_production_secret',
};

function configErrorOf(env: Record<string, string | undefined>): ConfigError {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(env)}`);
}

describe('parseConfig: defaults', () => {
  const config = parseConfig({});

  it.each([
    ['NODE_ENV', 'development'],
    ['LOG_LEVEL', 'info'],
    ['API_PORT', 4000],
    ['WEB_PORT', 5173],
    ['API_PUBLIC_URL', 'http://localhost:4000'],
    ['WEB_PUBLIC_URL', 'http://localhost:5173'],
    ['DATABASE_URL', 'postgres://postgres@127.0.0.1:5432/case_management'],
    ['DATABASE_POOL_SIZE', 10],
    ['REDIS_URL', 'redis://127.0.0.1:6379'],
    ['REDIS_PREFIX', 'cm'],
    ['FIREBASE_PROJECT_ID', 'demo-case-management'],
    ['FIREBASE_AUTH_EMULATOR_HOST', '127.0.0.1:9099'],
    ['STORAGE_DRIVER', 'local'],
    ['STORAGE_LOCAL_DIR', 'data/storage'],
    ['STORAGE_BUCKET', ''],
    ['SIGNING_SECRET', DEFAULT_SECRET],
    ['SIGNED_URL_TTL_SECONDS', 300],
    ['SENDGRID_BASE_URL', ''],
    ['MAIL_FROM', 'no-reply@case-management.local'],
    ['TWILIO_BASE_URL', ''],
    ['SMS_FROM', '+15005550006'],
    ['MESSAGE_SEND_ATTEMPTS', 5],
    ['MESSAGE_RETRY_DELAY_MS', 2000],
    ['PUBLIC_WEBHOOK_BASE_URL', ''],
    ['SENDGRID_EVENT_WEBHOOK_PUBLIC_KEY', ''],
    ['WORKER_QUEUES', ''],
    ['WORKFLOW_CONCURRENCY', 20],
    ['WORKFLOW_JOB_ATTEMPTS', 5],
    ['WORKFLOW_RETRY_DELAY_MS', 2000],
    ['WORKFLOW_FORM_NOT_SENT_INTERVAL_MS', 900000],
    ['OUTBOX_RELAY_INTERVAL_MS', 5000],
    ['OUTBOX_RELAY_GRACE_MS', 5000],
    ['GRAPHQL_MAX_DEPTH', 10],
    ['GRAPHQL_MAX_COMPLEXITY', 2000],
    ['RATE_LIMIT_PUBLIC_PER_MINUTE', 20],
  ])('%s defaults to %p', (key, expected) => {
    expect(config[key as keyof typeof config]).toBe(expected);
  });

  it('leaves GRAPHQL_INTROSPECTION unset (the api then decides by NODE_ENV)', () => {
    expect(config.GRAPHQL_INTROSPECTION).toBeUndefined();
  });

  it('trusts no proxy by default', () => {
    expect(config.TRUSTED_PROXIES).toEqual([]);
  });

  it('ignores variables it does not know', () => {
    expect(parseConfig({ PATH: '/usr/bin', HOME: '/root' })).toEqual(config);
  });
});

describe('parseConfig: values are read and coerced', () => {
  it.each([
    [{ API_PORT: '8080' }, 'API_PORT', 8080],
    [{ API_PORT: '65535' }, 'API_PORT', 65535],
    [{ DATABASE_POOL_SIZE: '200' }, 'DATABASE_POOL_SIZE', 200],
    [{ WORKFLOW_CONCURRENCY: '1' }, 'WORKFLOW_CONCURRENCY', 1],
    [{ WORKFLOW_CONCURRENCY: '50' }, 'WORKFLOW_CONCURRENCY', 50],
    [{ REDIS_PREFIX: 'stack-2' }, 'REDIS_PREFIX', 'stack-2'],
    [{ FIREBASE_AUTH_EMULATOR_HOST: '' }, 'FIREBASE_AUTH_EMULATOR_HOST', ''],
    [{ FIREBASE_AUTH_EMULATOR_HOST: 'auth-emulator:9099' }, 'FIREBASE_AUTH_EMULATOR_HOST', 'auth-emulator:9099'],
    [{ GRAPHQL_INTROSPECTION: 'true' }, 'GRAPHQL_INTROSPECTION', true],
    [{ GRAPHQL_INTROSPECTION: '1' }, 'GRAPHQL_INTROSPECTION', true],
    [{ GRAPHQL_INTROSPECTION: 'false' }, 'GRAPHQL_INTROSPECTION', false],
    [{ GRAPHQL_INTROSPECTION: '0' }, 'GRAPHQL_INTROSPECTION', false],
    [{ NODE_ENV: 'test' }, 'NODE_ENV', 'test'],
    [{ STORAGE_DRIVER: 'gcs' }, 'STORAGE_DRIVER', 'gcs'],
  ])('%j gives %s = %p', (env, key, expected) => {
    expect(parseConfig(env)[key as keyof ReturnType<typeof parseConfig>]).toBe(expected);
  });

  it('reads TRUSTED_PROXIES as a list of addresses, ranges and range names', () => {
    expect(parseConfig({ TRUSTED_PROXIES: ' 10.0.0.0/8, loopback,2001:db8::1 ,' }).TRUSTED_PROXIES).toEqual([
      '10.0.0.0/8',
      'loopback',
      '2001:db8::1',
    ]);
    for (const bad of ['everything', '10.0.0.0/33', '10.0.0', 'true', '10.0.0.1/8/1']) {
      expect(configErrorOf({ TRUSTED_PROXIES: bad }).message).toMatch(/^Invalid setting TRUSTED_PROXIES/);
    }
  });

  it('treats an undefined variable like an absent one', () => {
    expect(parseConfig({ API_PORT: undefined }).API_PORT).toBe(4000);
  });
});

describe('parseConfig: a bad setting is one line naming it', () => {
  it.each([
    ['API_PORT', 'abc'],
    ['API_PORT', '0'],
    ['API_PORT', '65536'],
    ['API_PORT', '80.5'],
    ['WEB_PORT', '-1'],
    ['DATABASE_URL', 'not-a-url'],
    ['REDIS_URL', '127.0.0.1:6379 x'],
    ['API_PUBLIC_URL', 'localhost'],
    ['REDIS_PREFIX', 'UPPER'],
    ['REDIS_PREFIX', 'with space'],
    ['REDIS_PREFIX', 'cm:'],
    ['REDIS_PREFIX', ''],
    ['NODE_ENV', 'prod'],
    ['LOG_LEVEL', 'verbose'],
    ['DATABASE_POOL_SIZE', '0'],
    ['DATABASE_POOL_SIZE', '201'],
    ['WORKFLOW_CONCURRENCY', '0'],
    ['WORKFLOW_CONCURRENCY', '2.5'],
    ['WORKFLOW_CONCURRENCY', '1001'],
    ['FIREBASE_PROJECT_ID', ''],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'localhost'],
    ['FIREBASE_AUTH_EMULATOR_HOST', 'http://localhost:9099'],
    ['STORAGE_DRIVER', 's3'],
    ['STORAGE_LOCAL_DIR', ''],
    ['SIGNING_SECRET', 'too-short'],
    ['SIGNED_URL_TTL_SECONDS', '29'],
    ['SIGNED_URL_TTL_SECONDS', '3601'],
    ['SENDGRID_BASE_URL', 'sendgrid'],
    ['MAIL_FROM', 'not-an-email'],
    ['OUTBOX_RELAY_INTERVAL_MS', '99'],
    ['OUTBOX_RELAY_GRACE_MS', '-1'],
    ['GRAPHQL_MAX_DEPTH', '1'],
    ['GRAPHQL_MAX_COMPLEXITY', '9'],
    ['RATE_LIMIT_PUBLIC_PER_MINUTE', '0'],
    ['GRAPHQL_INTROSPECTION', 'yes'],
  ])('%s=%p', (key, value) => {
    const error = configErrorOf({ [key]: value });
    expect(error).toBeInstanceOf(ConfigError);
    expect(error.message.startsWith(`Invalid setting ${key}: `)).toBe(true);
    expect(error.message.length).toBeGreaterThan(`Invalid setting ${key}: `.length);
    expect(error.message).not.toMatch(/[\r\n]/);
  });

  it('names the setting with its own message where the schema gives one', () => {
    expect(configErrorOf({ REDIS_PREFIX: 'UPPER' }).message).toBe(
      'Invalid setting REDIS_PREFIX: lowercase letters, digits and dashes',
    );
    expect(configErrorOf({ SIGNING_SECRET: 'short' }).message).toBe(
      'Invalid setting SIGNING_SECRET: at least 32 characters',
    );
  });

  it('does not echo a secret value in the message', () => {
    expect(configErrorOf({ SIGNING_SECRET: 'hunter2-secret' }).message).not.toContain('hunter2');
  });

  it('reports one setting when several are bad', () => {
    const { message } = configErrorOf({ API_PORT: 'abc', REDIS_PREFIX: 'UPPER' });
    expect(message).not.toMatch(/[\r\n]/);
    expect(message.match(/Invalid setting/g)).toHaveLength(1);
  });
});

describe('parseConfig: production', () => {
  it('accepts a production environment with its own secret and no emulator', () => {
    const config = parseConfig(PRODUCTION);
    expect(config.NODE_ENV).toBe('production');
    expect(config.SIGNING_SECRET).toBe(OWN_SECRET);
    expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBe('');
  });

  it.each<[string, Record<string, string | undefined>, string]>([
    [
      'the default emulator host (not cleared)',
      { ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: undefined },
      'Invalid setting FIREBASE_AUTH_EMULATOR_HOST: must be empty in production',
    ],
    [
      'an explicit emulator host',
      { ...PRODUCTION, FIREBASE_AUTH_EMULATOR_HOST: 'auth:9099' },
      'Invalid setting FIREBASE_AUTH_EMULATOR_HOST: must be empty in production',
    ],
    [
      'the default signing secret (not set)',
      { ...PRODUCTION, SIGNING_SECRET: undefined },
      'Invalid setting SIGNING_SECRET: set a secret of your own in production',
    ],
    [
      'the default signing secret set explicitly',
      { ...PRODUCTION, SIGNING_SECRET: DEFAULT_SECRET },
      'Invalid setting SIGNING_SECRET: set a secret of your own in production',
    ],
    [
      'the default Twilio auth token',
      { ...PRODUCTION, TWILIO_AUTH_TOKEN: undefined },
      'Invalid setting TWILIO_AUTH_TOKEN: set a secret of your own in production',
    ],
    [
      'the default Inbound Parse secret',
      { ...PRODUCTION, SENDGRID_INBOUND_SECRET: undefined },
      'Invalid setting SENDGRID_INBOUND_SECRET: set a secret of your own in production',
    ],
    [
      'the default Stripe webhook secret',
      { ...PRODUCTION, STRIPE_WEBHOOK_SECRET: undefined },
      'Invalid setting STRIPE_WEBHOOK_SECRET: set a secret of your own in production',
    ],
    [
      'gcs without a bucket',
      { ...PRODUCTION, STORAGE_DRIVER: 'gcs' },
      'Invalid setting STORAGE_BUCKET: required when STORAGE_DRIVER is gcs',
    ],
    [
      'gcs with an empty bucket',
      { ...PRODUCTION, STORAGE_DRIVER: 'gcs', STORAGE_BUCKET: '' },
      'Invalid setting STORAGE_BUCKET: required when STORAGE_DRIVER is gcs',
    ],
  ])('refuses %s', (_name, env, message) => {
    const error = configErrorOf(env);
    expect(error.message).toBe(message);
  });

  it('accepts gcs with a bucket', () => {
    const config = parseConfig({ ...PRODUCTION, STORAGE_DRIVER: 'gcs', STORAGE_BUCKET: 'cm-files' });
    expect(config.STORAGE_BUCKET).toBe('cm-files');
  });

  it.each(['development', 'test'])('allows the emulator, the default secret and gcs without bucket in %s', (env) => {
    const config = parseConfig({ NODE_ENV: env, STORAGE_DRIVER: 'gcs' });
    expect(config.FIREBASE_AUTH_EMULATOR_HOST).toBe('127.0.0.1:9099');
    expect(config.SIGNING_SECRET).toBe(DEFAULT_SECRET);
    expect(config.STORAGE_BUCKET).toBe('');
  });
});

describe('empty numeric settings', () => {
  it.each(['API_PORT', 'OUTBOX_RELAY_GRACE_MS', 'DATABASE_POOL_SIZE', 'GRAPHQL_MAX_DEPTH'] as const)(
    '%s= falls back to the default',
    (key) => {
      expect(parseConfig({ [key]: '' })[key]).toBe(parseConfig({})[key]);
      expect(parseConfig({ [key]: '  ' })[key]).toBe(parseConfig({})[key]);
    },
  );
});
