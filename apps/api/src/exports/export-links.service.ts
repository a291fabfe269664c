import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Principal } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import type { ExportRequest } from '#domain/exports';
import { RedisConnections } from '#events';

/** How long a link from createExportLink may be opened: enough for the browser to start the download. */
export const EXPORT_LINK_SECONDS = 60;

/** Where a link is opened: a path the web app's origin passes to the api. */
export const EXPORT_DOWNLOAD_PATH = '/exports/download';

/** What a link stands for: who asked, in which organization, for which list and filters. */
export interface ExportGrant {
  userId: string;
  organizationId: string;
  request: ExportRequest;
}

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * Single-use export links. A browser download carries no bearer token, so the web app asks for a link:
 * a random token that Redis holds, with the grant, until the link is opened or expires. GETDEL lets exactly
 * one download, on whichever api process, use it.
 */
@Injectable()
export class ExportLinks {
  private readonly logger = new Logger('Exports');
  private readonly redis: Redis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) connections: RedisConnections,
  ) {
    this.redis = connections.create('exports');
  }

  async issue(principal: Principal, request: ExportRequest): Promise<{ url: string; expiresAt: Date }> {
    const token = randomBytes(32).toString('base64url');
    const grant: ExportGrant = { userId: principal.userId, organizationId: principal.requireOrganizationId(), request };
    await this.redis.set(this.key(token), JSON.stringify(grant), 'EX', EXPORT_LINK_SECONDS);
    this.logger.log(`Export link (${request.list}) issued to user ${principal.userId}`);
    return {
      url: `${EXPORT_DOWNLOAD_PATH}?token=${token}`,
      expiresAt: new Date(Date.now() + EXPORT_LINK_SECONDS * 1000),
    };
  }

  /** The grant of a link the first time it is opened before it expires; null for any other token. */
  async redeem(token: string | undefined): Promise<ExportGrant | null> {
    if (!token || !TOKEN.test(token)) return null;
    const stored = await this.redis.getdel(this.key(token));
    return stored ? (JSON.parse(stored) as ExportGrant) : null;
  }

  private key(token: string): string {
    return `${this.config.REDIS_PREFIX}:export:link:${token}`;
  }
}
