import type { Request } from 'express';
import { type AppConfig, publicWebhookBase } from '#config';

/**
 * The URL the provider called, as it signed it: the public webhook base (or the api's public address)
 * and the request's path and query. Behind a proxy, the Host header the api sees is not the one Twilio used.
 */
export function publicWebhookUrl(config: AppConfig, request: Request): string {
  return `${publicWebhookBase(config)}${request.originalUrl}`;
}
