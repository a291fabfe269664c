import type { AppConfig } from './config.schema.js';

/**
 * The address providers call the api's webhooks at, without a trailing slash: PUBLIC_WEBHOOK_BASE_URL
 * behind a proxy, else the api's public address. Signatures are checked over URLs built from it.
 */
export function publicWebhookBase(config: Pick<AppConfig, 'PUBLIC_WEBHOOK_BASE_URL' | 'API_PUBLIC_URL'>): string {
  return (config.PUBLIC_WEBHOOK_BASE_URL || config.API_PUBLIC_URL).replace(/\/+$/, '');
}
