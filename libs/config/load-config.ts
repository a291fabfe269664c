import { type AppConfig, configSchema } from './config.schema.js';

export class ConfigError extends Error {}

/** Parses the environment; the error names the first bad setting in one line. */
export function parseConfig(env: Record<string, string | undefined>): AppConfig {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ConfigError(`Invalid setting ${issue.path.join('.')}: ${issue.message}`);
  }
  const config = result.data;
  if (config.NODE_ENV === 'production') {
    if (config.FIREBASE_AUTH_EMULATOR_HOST) {
      // The emulator accepts unsigned tokens: never trust it in production.
      throw new ConfigError('Invalid setting FIREBASE_AUTH_EMULATOR_HOST: must be empty in production');
    }
    if (config.SIGNING_SECRET === configSchema.shape.SIGNING_SECRET.parse(undefined)) {
      throw new ConfigError('Invalid setting SIGNING_SECRET: set a secret of your own in production');
    }
    // A known Stripe webhook secret would let anyone forge "card saved" events; the secret key is only Stripe's to refuse.
    for (const name of ['TWILIO_AUTH_TOKEN', 'SENDGRID_INBOUND_SECRET', 'STRIPE_WEBHOOK_SECRET'] as const) {
      if (config[name] === configSchema.shape[name].parse(undefined)) {
        throw new ConfigError(`Invalid setting ${name}: set a secret of your own in production`);
      }
    }
    if (config.STORAGE_DRIVER === 'gcs' && !config.STORAGE_BUCKET) {
      throw new ConfigError('Invalid setting STORAGE_BUCKET: required when STORAGE_DRIVER is gcs');
    }
  }
  return config;
}

/** For process entry points: a bad setting prints one line and stops the process. */
export function loadConfigOrExit(env: Record<string, string | undefined> = process.env): AppConfig {
  try {
    return parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}
