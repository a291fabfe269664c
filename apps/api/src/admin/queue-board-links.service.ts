import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';
import type { Principal } from '#access';
import { APP_CONFIG, type AppConfig } from '#config';
import { RedisConnections } from '#events';
import { QUEUE_BOARD_PATH } from './queue-board-path.js';
import { signQueueBoardValue, verifyQueueBoardValue } from './queue-board-signatures.js';

/** How long a link from queueDashboardLink may be opened: enough for the new tab to load it. */
export const QUEUE_BOARD_LINK_SECONDS = 60;

export interface QueueBoardLink {
  /** A path on the web app's origin (the web serves /admin/ from the api), opened once. */
  url: string;
  expiresAt: Date;
}

/**
 * Single-use links to the job queues board. The token is signed (so a forged or expired one is refused
 * without a lookup) and names a random nonce that Redis holds until the link is opened or expires:
 * GETDEL lets exactly one visit, on whichever api process, exchange it for the board's cookie.
 */
@Injectable()
export class QueueBoardLinks {
  private readonly logger = new Logger('QueueBoard');
  private readonly redis: Redis;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(RedisConnections) connections: RedisConnections,
  ) {
    this.redis = connections.create('queue-board');
  }

  async issue(principal: Principal): Promise<QueueBoardLink> {
    const nonce = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.now() + QUEUE_BOARD_LINK_SECONDS * 1000);
    await this.redis.set(this.key(nonce), principal.userId, 'EX', QUEUE_BOARD_LINK_SECONDS);
    const token = signQueueBoardValue(this.config.SIGNING_SECRET, 'queue-board-link', nonce, expiresAt);
    this.logger.log(`Job queues board link issued to user ${principal.userId}`);
    return { url: `${QUEUE_BOARD_PATH}/open?token=${encodeURIComponent(token)}`, expiresAt };
  }

  /** The user the link was issued to, the first time a valid unexpired link is opened; null otherwise. */
  async redeem(token: string | undefined): Promise<string | null> {
    const nonce = verifyQueueBoardValue(this.config.SIGNING_SECRET, 'queue-board-link', token);
    if (!nonce) return null;
    return this.redis.getdel(this.key(nonce));
  }

  private key(nonce: string): string {
    return `${this.config.REDIS_PREFIX}:queue-board:link:${nonce}`;
  }
}
