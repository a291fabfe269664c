import type { IncomingMessage } from 'node:http';
import express from 'express';
import type { AppConfig } from '#config';

/** Express's `trust proxy` setting from TRUSTED_PROXIES: by default no proxy is trusted. */
export const trustProxySetting = (config: Pick<AppConfig, 'TRUSTED_PROXIES'>): string[] | false =>
  config.TRUSTED_PROXIES.length > 0 ? config.TRUSTED_PROXIES : false;

/**
 * The client address of a graphql-ws connection by the rule HTTP requests follow (create-api-app.ts): the
 * upgrade request's X-Forwarded-For counts only as far as the proxies it passed are trusted, so behind a trusted
 * load balancer each client keeps its own public rate limit, and without one a forged header changes nothing.
 * Express compiles and applies the rule for both (its `req.ip`), so the two cannot differ.
 */
export function socketClientAddress(config: Pick<AppConfig, 'TRUSTED_PROXIES'>): (request?: IncomingMessage) => string {
  const rules = express().set('trust proxy', trustProxySetting(config));
  const ip = Object.getOwnPropertyDescriptor(express.request, 'ip')!.get!;
  return (request) => {
    if (!request?.socket) return 'unknown';
    const shaped = { app: rules, headers: request.headers, socket: request.socket, connection: request.socket };
    return (ip.call(shaped) as string | undefined) ?? 'unknown';
  };
}
